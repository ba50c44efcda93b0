// Graph: a process template's steps drawn as their dependency graph, with what
// checkDependencies finds (gaps, duplicates, self, unknown and forward references, cycles)
// listed as text and marked on the nodes and edges. The steps are read leniently from the
// reply (repairJson), so a broken reply still shows its plan; a bare array of steps works too.
import { el, show, verdict } from '../dom.js';
import { graphModel } from '../graph-model.js';
import { graphSvg } from '../graph-svg.js';

export function graphPanel(sg, rerender) {
  const forward = document.getElementById('graph-forward');
  const render = (state) => {
    const steps = stepsOf(sg.repairJson(state.reply).value);
    if (!steps) {
      show('graph-summary', el('p', { class: 'hint' }, 'The reply holds no steps: paste a process template (process_template_draft.stepTemplates) or an array of steps.'));
      show('graph-view');
      show('graph-errors');
      return;
    }
    const check = sg.checkDependencies(steps, { allowForward: forward.checked });
    const model = graphModel(steps, check);
    const summary = check.ok
      ? `Valid plan of ${steps.length} step${steps.length === 1 ? '' : 's'}; run order ${check.order.join(' → ')}`
      : '';
    show('graph-summary', verdict(check.ok, summary, `${check.errors.length} error${check.errors.length === 1 ? '' : 's'} in ${steps.length} steps${check.truncated ? ' (more not listed)' : ''}`));
    const description = check.ok ? summary : check.errors.map((e) => e.message).join('. ');
    show('graph-view', el('div', { class: 'graph-scroll', tabindex: 0, 'aria-label': 'Dependency graph (scrollable)' }, graphSvg(model, description)));
    show('graph-errors', check.errors.map((e) => el('li', { dataset: { category: e.category } },
      el('strong', {}, e.category), ' at ', el('code', {}, e.instanceLocation || '(steps)'),
      e.path ? ` (cycle ${[...e.path, e.path[0]].join(' → ')})` : '', el('div', {}, e.message))));
  };
  forward.addEventListener('change', rerender);
  return { render };
}

function stepsOf(value) {
  if (Array.isArray(value)) return value;
  const steps = value?.process_template_draft?.stepTemplates;
  return Array.isArray(steps) ? steps : null;
}
