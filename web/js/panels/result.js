// Result: the reply parsed against the schema, strictly or leniently (parseReply): the
// repairs listed and marked in the reply, the validation errors listed with their instance
// path and marked on the JSON, the coercions, and the correction to send back (L6).
import { el, position, show, verdict } from '../dom.js';
import { markedText, valueExtent } from '../marked-text.js';

export function resultPanel() {
  return {
    render({ reply, schema, mode, coerce }) {
      if (!schema.validator) {
        show('result-summary', verdict(false, '', `No schema to validate against — ${schema.error}`));
        for (const id of ['result-repairs', 'result-errors', 'result-coercions']) show(id);
        document.getElementById('result-reask').textContent = '';
        return;
      }
      const r = schema.validator.parseReply(reply, { mode, coerce, errors: 'all' });
      show('result-summary', verdict(r.ok, `Valid (${mode}${r.repaired ? ', repaired' : ''})`, `Not valid (${mode}): ${r.errors.length} error${r.errors.length === 1 ? '' : 's'}${r.truncated ? ' and more' : ''}`),
        r.complete ? null : el('p', {}, `The reply was cut off: incomplete at ${r.incomplete.map((p) => p || '(root)').join(', ')}`),
        r.chosenByPredicate ? el('p', {}, 'A later candidate was chosen because it validates.') : null);
      renderRepairs(reply, r, mode);
      renderErrors(reply, r);
      renderCoercions(r.coercions);
      document.getElementById('result-reask').textContent = r.ok ? '(none: the reply is valid)' : schema.validator.reaskMessage(r);
    },
  };
}

function renderRepairs(reply, r, mode) {
  if (r.repairs.length === 0) {
    show('result-repairs', el('p', { class: 'hint' }, mode === 'strict' ? 'Strict mode never repairs; switch to lenient to repair.' : 'None: the reply reads as strict JSON.'));
    return;
  }
  const items = r.repairs.map((repair, i) => el('li', { dataset: { kind: repair.kind } },
    el('a', { href: `#repair-mark-${i + 1}` }, el('code', {}, repair.kind)),
    ` at ${repair.offset}–${repair.end}: ${JSON.stringify(repair.removed)} → ${JSON.stringify(repair.inserted)}`));
  const marks = r.repairs.map((repair, i) => ({
    start: repair.offset, end: repair.end, kind: 'repair', label: String(i + 1), id: `repair-mark-${i + 1}`,
    title: `${repair.kind}: ${JSON.stringify(repair.removed)} → ${JSON.stringify(repair.inserted)}`,
  }));
  show('result-repairs', el('ol', { class: 'findings', id: 'repair-list' }, items), markedText(reply, marks));
}

function renderErrors(reply, r) {
  if (r.errors.length === 0) {
    show('result-errors', el('p', { class: 'hint' }, 'None.'));
    return;
  }
  const items = r.errors.map((e, i) => el('li', { dataset: { code: e.code } },
    el('strong', {}, e.code), e.instanceLocation !== undefined ? [' at ', el('code', {}, e.instanceLocation || '(root)')] : null,
    e.keyword ? ` (${e.keyword})` : '', e.offset !== null ? [', ', el('a', { href: `#error-mark-${i + 1}` }, position(e))] : '',
    el('div', {}, e.message)));
  // Errors are positioned in the reply; show the JSON's part of it (all of it when none was found).
  const from = r.start ?? 0;
  const to = r.end ?? reply.length;
  const marks = r.errors.filter((e) => e.offset !== null).map((e) => {
    const extent = valueExtent(reply, e.offset);
    return {
      start: extent.start - from, end: Math.min(extent.end, to) - from, kind: 'error', label: String(r.errors.indexOf(e) + 1),
      id: `error-mark-${r.errors.indexOf(e) + 1}`, title: `${e.code} ${e.instanceLocation ?? ''}: ${e.message}`,
    };
  });
  show('result-errors', el('ol', { class: 'findings', id: 'error-list' }, items), markedText(reply.slice(from, to), marks));
}

function renderCoercions(coercions) {
  if (coercions.length === 0) {
    show('result-coercions', el('p', { class: 'hint' }, 'None.'));
    return;
  }
  show('result-coercions', el('ol', { class: 'findings' }, coercions.map((c) => el('li', {},
    el('code', {}, c.kind), ` at ${c.instanceLocation || '(root)'}: ${JSON.stringify(c.from)} → ${JSON.stringify(c.to)}`))));
}
