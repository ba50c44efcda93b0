// Renders a text with some ranges marked: each mark is a <mark> carrying a visible number
// (so that marks do not rely on colour), an id to link to, and a title saying what it is.
// Ranges are UTF-16 indices, as every position the package returns. Overlapping ranges are
// drawn as far as they do not overlap an earlier one; an empty range (an insertion) is a
// caret-like mark of its own.
import { el } from './dom.js';

// marks: [{start, end, label, title, kind, id}]
export function markedText(text, marks, { className = 'text-view' } = {}) {
  const sorted = [...marks].sort((a, b) => a.start - b.start || a.end - b.end);
  const pre = el('pre', { class: className, tabindex: 0 });
  let at = 0;
  for (const mark of sorted) {
    const start = Math.max(mark.start, at);
    const end = Math.max(mark.end, start);
    if (start > text.length) break;
    if (start > at) pre.append(text.slice(at, start));
    pre.append(el('mark', {
      class: `mark mark-${mark.kind ?? 'range'}${end === start ? ' mark-empty' : ''}`,
      id: mark.id,
      title: mark.title,
      dataset: { label: mark.label ?? '' },
    }, mark.label ? el('span', { class: 'mark-label', 'aria-hidden': 'true' }, mark.label) : null, text.slice(start, end)));
    at = Math.min(Math.max(at, end), text.length);
  }
  if (at < text.length) pre.append(text.slice(at));
  return pre;
}

// The extent of the JSON value that starts at `offset` in `text`: a string to its closing
// quote, a number or literal to its last character, a container's first character alone.
// Validation errors point at a value's first character; this lets the mark cover the value.
export function valueExtent(text, offset) {
  const first = text[offset];
  if (first === undefined) return { start: offset, end: offset };
  if (first === '"') {
    for (let i = offset + 1; i < text.length; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === '"') return { start: offset, end: i + 1 };
    }
    return { start: offset, end: text.length };
  }
  if (first === '{' || first === '[') return { start: offset, end: offset + 1 };
  let end = offset;
  while (end < text.length && !/[\s,\]}]/.test(text[end])) end++;
  return { start: offset, end: Math.max(end, offset + 1) };
}
