// Labelled form controls for the panels that build their forms in script (Prompt, Run).
import { el } from './dom.js';

let counter = 0;
const nextId = (prefix) => `${prefix}-${++counter}`;

// A control under its label; `hint` adds a short explanation inside the label.
export function field(label, control, hint) {
  if (!control.id) control.id = nextId('field');
  return el('div', { class: 'field' },
    el('label', { for: control.id }, label, hint ? el('span', { class: 'hint' }, ` (${hint})`) : null),
    control);
}

export function textArea(id, value, rows = 4) {
  const area = el('textarea', { id, rows, spellcheck: 'false', autocomplete: 'off' });
  area.value = value;
  return area;
}

export function textInput(id, value, attributes = {}) {
  return el('input', { id, type: 'text', value, autocomplete: 'off', spellcheck: 'false', ...attributes });
}

export function numberInput(id, value, attributes = {}) {
  return el('input', { id, type: 'number', value, inputmode: 'numeric', ...attributes });
}

// options: [[value, label]]
export function select(id, options, selected) {
  return el('select', { id }, options.map(([value, label]) => el('option', { value, selected: value === selected }, label)));
}

export function checkbox(id, label, checked = false) {
  return el('label', { class: 'inline' }, el('input', { type: 'checkbox', id, checked }), ` ${label}`);
}
