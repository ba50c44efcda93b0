// Prompt: the composed system prompt with overrides (P1, P2), the judgment prompt (P4), and
// a history assembled under a token budget with what was dropped and why (P6). This panel has
// its own inputs; it does not depend on the reply.
import { el, facts, show, verdict } from '../dom.js';
import { field, numberInput, select, textArea, textInput } from '../forms.js';

const OVERRIDES = JSON.stringify({
  uncertainty_policy: '- State assumptions explicitly.',
  extra_policy: '- Answer in bullet points.',
  temperature: 0.2,
}, null, 2);

const HISTORY = JSON.stringify([
  { role: 'system', content: 'old system prompt' },
  { role: 'user', content: '工程表を作ってください' },
  { role: 'assistant', content: 'はい、目標日を教えてください。' },
  { role: 'user', content: '十二月一日です' },
  { role: 'assistant', content: '承知しました' },
], null, 2);

const LANGUAGES = [['en', 'English'], ['ja', 'Japanese']];

export function promptPanel(sg) {
  const c = {
    instruction: textArea('prompt-instruction', 'You are the release assistant of the Acme platform team.', 2),
    overrides: textArea('prompt-overrides', OVERRIDES, 6),
    language: select('prompt-language', LANGUAGES, 'en'),
    rules: textArea('judgment-rules', 'No problem found\nFixes are needed', 3),
    mode: select('judgment-mode', [['structured', 'structured (rule number and reason)'], ['tag', 'tag ([MOVEMENT:N])']], 'structured'),
    tag: textInput('judgment-tag', 'MOVEMENT'),
    report: textArea('judgment-report', 'The fix is merged and covered by a regression test.', 2),
    history: textArea('history-messages', HISTORY, 8),
    limit: numberInput('history-limit', '1630', { min: 0 }),
    system: numberInput('history-system', '200', { min: 0 }),
    window: numberInput('history-window', '12', { min: 1 }),
  };
  show('prompt-forms',
    el('section', { 'aria-labelledby': 'system-title' }, el('h3', { id: 'system-title' }, 'System prompt'),
      field('Instruction', c.instruction), field('Overrides', c.overrides, 'JSON, or text appended as the extra policy'),
      field('Language', c.language), el('div', { id: 'prompt-system-output' })),
    el('section', { 'aria-labelledby': 'judgment-title' }, el('h3', { id: 'judgment-title' }, 'Judgment prompt'),
      field('Rules', c.rules, 'one per line; rule N is line N'), field('Mode', c.mode), field('Tag name', c.tag),
      field('Report', c.report, 'the outcome to judge'), el('div', { id: 'judgment-output' })),
    el('section', { 'aria-labelledby': 'history-title' }, el('h3', { id: 'history-title' }, 'History under a budget'),
      field('Messages', c.history, 'JSON array of {role, content}'),
      el('div', { class: 'row' }, field('Model context limit', c.limit), field('System prompt tokens', c.system), field('Window size', c.window)),
      el('div', { id: 'history-output' })));

  const render = () => {
    renderSystem(sg, c);
    renderJudgment(sg, c);
    renderHistory(sg, c);
  };
  for (const control of Object.values(c)) control.addEventListener('input', render);
  render();
  return {};
}

function renderSystem(sg, c) {
  const r = sg.composeSystemPrompt({ instruction: c.instruction.value, overrides: c.overrides.value, language: c.language.value });
  show('prompt-system-output',
    verdict(r.ok, `Composed (overrides: ${r.overridesForm})`, r.error ? `${r.error.code}: ${r.error.message}` : 'Not composed'),
    r.ok ? facts([['Overridden', r.overridden.join(', ') || 'none'], ['Tags added', r.autoWrapped.join(', ') || 'none']]) : null,
    r.warnings.length ? el('ul', {}, r.warnings.map((w) => el('li', {}, `${w.code} ${w.key}: ${w.message}`))) : null,
    r.ok ? el('pre', { class: 'text-view', tabindex: 0, id: 'prompt-system-text' }, r.text) : null);
}

function renderJudgment(sg, c) {
  const rules = c.rules.value.split('\n').filter((line) => line.trim() !== '');
  try {
    const text = sg.buildJudgmentPrompt({ rules, mode: c.mode.value, tagName: c.tag.value, report: c.report.value || undefined });
    show('judgment-output', el('pre', { class: 'text-view', tabindex: 0, id: 'judgment-text' }, text));
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    show('judgment-output', verdict(false, '', error.message));
  }
}

function renderHistory(sg, c) {
  let messages;
  try {
    messages = JSON.parse(c.history.value);
    if (!Array.isArray(messages)) throw new TypeError('the messages must be a JSON array');
  } catch (error) {
    show('history-output', verdict(false, '', `Messages: ${error.message}`));
    return;
  }
  const numbers = { modelContextLimit: c.limit.valueAsNumber, systemTokens: c.system.valueAsNumber, windowSize: c.window.valueAsNumber };
  const options = Object.fromEntries(Object.entries(numbers).filter(([, n]) => Number.isInteger(n) && n >= 0));
  let h;
  try {
    h = sg.assembleHistory(messages, options);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    show('history-output', verdict(false, '', error.message));
    return;
  }
  const preview = (i) => String(messages[i]?.content ?? '').slice(0, 40);
  show('history-output',
    verdict(!h.overBudget, `${h.usedTokens} of ${h.budget ?? 'unlimited'} tokens used`, `Over budget: the latest pair alone needs ${h.usedTokens} of ${h.budget} tokens (kept anyway)`),
    el('h4', {}, 'Sent'),
    el('ol', { class: 'findings', id: 'history-included' }, h.included.map((m) => el('li', {},
      `#${m.index} ${messages[m.index].role}, ${m.tokens} tokens${m.forced ? ' (latest pair, always kept)' : ''}: ${preview(m.index)}`))),
    el('h4', {}, 'Dropped'),
    h.dropped.length === 0 ? el('p', { class: 'hint' }, 'Nothing.') : el('ol', { class: 'findings', id: 'history-dropped' },
      h.dropped.map((d) => el('li', {}, `#${d.index} ${messages[d.index]?.role}: ${d.reason}`))));
}
