// Small DOM helpers shared by the panels: build elements from data, never from HTML strings,
// so that model replies and schema text can never inject markup.

// el('li', {class: 'x', dataset: {kind: 'gap'}}, 'text', child) → an element.
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  setAttributes(node, attributes);
  node.append(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return node;
}

// The same for SVG elements, which need their namespace.
export function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
  setAttributes(node, attributes);
  node.append(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return node;
}

function setAttributes(node, attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'dataset') Object.assign(node.dataset, value);
    else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
}

export function byId(id) {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the page has no #${id}`);
  return node;
}

// Replaces the children of the element with the given id.
export function show(id, ...children) {
  byId(id).replaceChildren(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
}

// A status line: the verdict is in the words (and in data-state for the colour), never in
// colour alone.
export function verdict(ok, okText, failText) {
  return el('p', { class: 'verdict', dataset: { state: ok ? 'ok' : 'fail' } }, ok ? `✓ ${okText}` : `✗ ${failText}`);
}

// A definition list from [term, value] pairs.
export function facts(pairs) {
  return el('dl', { class: 'facts' }, pairs.flatMap(([term, value]) => [el('dt', {}, term), el('dd', {}, String(value))]));
}

export function position(error) {
  if (!error || error.line === null || error.line === undefined) return '';
  return `line ${error.line}, column ${error.column}`;
}

// JSON for display; values that JSON cannot hold never reach here (they come from the core).
export function pretty(value) {
  return JSON.stringify(value, null, 2);
}
