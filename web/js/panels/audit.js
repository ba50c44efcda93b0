// Audit: what an audit trail keeps of this conversation (A1–A3): the normalised text the hash
// is taken of, the salted hash (or why there is none), and the record, which drops the body.
import { el, facts, show } from '../dom.js';

export function auditPanel(sg, rerender) {
  const user = document.getElementById('audit-user');
  const salt = document.getElementById('audit-salt');
  const render = (state) => {
    const messages = [{ role: 'user', content: user.value }, { role: 'assistant', content: state.reply }];
    const normalised = sg.normalizeForAudit(messages);
    const hashed = sg.auditHash(messages, salt.value);
    const record = sg.auditRecord({ schemaId: 'playground', hash: hashed.hash ?? undefined, content: state.reply });
    show('audit-output',
      el('h3', {}, 'Normalised text'),
      el('p', { class: 'hint' }, `${[...normalised].length} code points (at most 1000); whitespace runs are one space, shown as ·`),
      el('pre', { id: 'audit-normalised', class: 'text-view', tabindex: 0 }, normalised.replace(/ /g, '·')),
      el('h3', {}, 'Salted hash'),
      hashed.hash
        ? el('p', {}, el('code', { id: 'audit-hash', class: 'hash' }, hashed.hash))
        : el('p', { id: 'audit-hash', class: 'verdict', dataset: { state: 'fail' } }, `No hash: ${hashed.reason}`),
      el('h3', {}, 'Audit record'),
      facts(Object.entries(record.record).map(([field, value]) => [field, value ?? 'null'])),
      el('ul', {}, record.dropped.map((d) => el('li', {}, `dropped ${d.field}: ${d.reason}`))));
  };
  for (const control of [user, salt]) control.addEventListener('input', rerender);
  return { render };
}
