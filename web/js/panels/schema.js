// Schema: what each provider's structured-output mode would refuse (lintSchema), every
// diagnostic linked to its place in the schema as written, and the provider's strict form
// (toStrictSchema) shown as a line diff against the original.
import { el, pretty, show, verdict } from '../dom.js';
import { lineDiff } from '../line-diff.js';
import { markedText, valueExtent } from '../marked-text.js';

const SEVERITY_WORDS = { error: 'Error', warning: 'Warning', info: 'Info' };

export function schemaPanel(sg, rerender) {
  const render = (state) => {
    const provider = document.querySelector('input[name="provider"]:checked').value;
    if (state.schema.value === null) {
      show('lint-summary', verdict(false, '', state.schema.error));
      for (const id of ['lint-list', 'lint-source', 'strict-summary', 'strict-changes', 'strict-diff']) show(id);
      return;
    }
    renderLint(sg.lintSchema(state.schemaText, provider), state.schemaText, provider);
    renderStrict(sg.toStrictSchema(state.schemaText, provider), state.schema.value);
  };
  for (const radio of document.querySelectorAll('input[name="provider"]')) {
    radio.addEventListener('change', rerender);
  }
  return { render };
}

function renderLint(lint, schemaText, provider) {
  if (lint.error) {
    show('lint-summary', verdict(false, '', `${lint.error.reason}: ${lint.error.message}`));
    show('lint-list');
    show('lint-source', markedText(schemaText, []));
    return;
  }
  const counts = countBySeverity(lint.diagnostics);
  show('lint-summary', verdict(lint.ok, `${provider} accepts this schema (${counts})`, `${provider} would refuse this schema (${counts})`));
  const marks = [];
  const items = lint.diagnostics.map((d, i) => {
    // The core places each diagnostic in the text given (null where its pointer names no value).
    const range = d.offset === null ? null : valueExtent(schemaText, d.offset);
    const id = `lint-mark-${i + 1}`;
    if (range) marks.push({ ...range, kind: d.severity, label: String(i + 1), id, title: `${d.code}: ${d.message}` });
    const place = d.pointer === '' ? 'the root' : d.pointer;
    return el('li', { dataset: { severity: d.severity, code: d.code } },
      el('strong', {}, `${SEVERITY_WORDS[d.severity]} `), el('code', {}, d.code), ' at ',
      range ? el('a', { href: `#${id}` }, place) : el('code', {}, place),
      el('div', {}, d.message),
      d.fix ? el('div', { class: 'hint' }, `Fix: ${d.fix}`) : null);
  });
  show('lint-list', items);
  show('lint-source', markedText(schemaText, marks));
}

function countBySeverity(diagnostics) {
  if (diagnostics.length === 0) return 'no diagnostics';
  const counts = {};
  for (const d of diagnostics) counts[d.severity] = (counts[d.severity] ?? 0) + 1;
  return Object.entries(counts).map(([severity, n]) => `${n} ${severity}${n === 1 ? '' : 's'}`).join(', ');
}

function renderStrict(strict, original) {
  if (!strict.ok) {
    show('strict-summary', verdict(false, '', `Cannot be made strict — ${strict.error.reason} at ${strict.error.pointer || 'the root'}: ${strict.error.message}`));
    show('strict-changes');
    show('strict-diff');
    return;
  }
  const loosening = strict.changes.filter((c) => c.loosens).length;
  show('strict-summary', verdict(true,
    `${strict.changes.length} change${strict.changes.length === 1 ? '' : 's'}${loosening ? `, ${loosening} loosening: validate replies against the original` : ''}`, ''));
  show('strict-changes', strict.changes.map((c) => el('li', { dataset: { action: c.action } },
    el('code', {}, c.action), ` at ${c.pointer || 'the root'}`, c.loosens ? el('strong', {}, ' (loosens)') : null,
    c.detail ? el('div', { class: 'hint' }, c.detail) : null)));
  const diff = lineDiff(pretty(original), pretty(strict.schema));
  show('strict-diff', el('pre', { class: 'diff', tabindex: 0, 'aria-label': 'Line diff: original schema to strict schema' },
    diff.map(({ op, line }) => el('span', { class: `diff-line diff-${op === '+' ? 'add' : op === '-' ? 'del' : 'same'}` }, `${op} ${line}\n`))));
}
