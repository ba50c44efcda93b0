// Reply: where the JSON is in the reply (X1), how it was found, and the human-readable answer
// left around it (X7). Extraction alone, strict: the Result panel repairs and validates.
import { el, facts, position, show, verdict } from '../dom.js';
import { markedText } from '../marked-text.js';

export function replyPanel(sg) {
  return {
    render({ reply }) {
      const r = sg.extractJson(reply);
      show('reply-summary',
        verdict(r.ok, 'Strict JSON found', `${r.error?.code}: ${r.error?.message}`),
        facts([
          ['Strategy', r.strategy ?? 'none'],
          ['JSON range', r.start === null ? 'none' : `${r.start}–${r.end} (UTF-16 indices)`],
          ['Error at', position(r.error) || '—'],
        ]));
      const marks = [];
      if (r.start !== null) {
        marks.push({ start: r.start, end: r.end, kind: r.ok ? 'json' : 'json-bad', label: r.strategy, id: 'reply-json', title: `the JSON (${r.strategy})` });
      }
      if (r.error?.offset !== null && r.error?.offset !== undefined) {
        const at = r.error.offset;
        marks.push({ start: at, end: at + 1, kind: 'error', label: '!', title: r.error.message });
      }
      show('reply-view', markedText(reply, nonOverlapping(marks)));
      byAnswer(r.answerText);
    },
  };
}

// The error mark sits inside the JSON mark: split the JSON mark around it so both show.
function nonOverlapping(marks) {
  const [json, error] = marks;
  if (!json || !error || error.start < json.start || error.start >= json.end) return marks;
  const before = { ...json, end: error.start };
  const after = { ...json, start: error.end, label: null, id: undefined };
  if (before.end > before.start) return [before, error, after];
  return [error, { ...after, label: json.label, id: json.id }];
}

function byAnswer(text) {
  const target = document.getElementById('reply-answer');
  target.replaceChildren(text === '' ? el('span', { class: 'hint' }, '(empty: the reply is only the JSON)') : text);
}
