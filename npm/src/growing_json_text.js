// A streamed value as JSON text that only grows: the changes a stream parser reports (rule L4)
// written as pieces to append, never to take back. A reader that reads the whole text so far
// and closes what is open, as the AI SDK's parsePartialJson does, reads exactly the parser's
// snapshot; the text and close() together are the value. Values are closed late (when a
// sibling follows, or at close()): a string a later character continues (`"a"` + `"b"`) or a
// number that grows (`1.5` -> `1.5e3`) can still take more characters, and a new answer whose
// text begins as the old one's did (`{name}` in prose, then the JSON) goes on from it. A
// change that would take text back (a new answer that begins otherwise, a revision that does
// not continue what was written) cannot be written: write() answers nothing from then on, and
// close() writes the rest of the value only if the text so far begins it.
import { pointerOf, pointerTokens } from './json_pointer.js';

export function growingJsonText() {
  // The values written and not closed yet, the root first: {path, closer, members, text}.
  let open = [];
  let sent = '';
  let broken = false;

  // The closers of the values written inside `path`, which is open again; null if it is not open.
  function closeTo(path) {
    const at = open.findLastIndex((value) => value.path === path);
    if (at < 0) return null;
    return open.splice(at + 1).reverse().map((value) => value.closer).join('');
  }

  // The text of a value so far, left open as the last value written; a container's members are
  // written whole but its last, which stays open like it.
  function opened(path, value) {
    if (value === null || typeof value !== 'object') {
      const text = scalarText(value);
      open.push({ path, closer: typeof value === 'string' ? '"' : '', text });
      return text;
    }
    const container = { path, closer: Array.isArray(value) ? ']' : '}', members: 0 };
    open.push(container);
    const members = Object.entries(value);
    const last = members.pop();
    const whole = members.map(([key, item]) => memberText(container, key) + JSON.stringify(item)).join('');
    const rest = last === undefined ? '' : memberText(container, last[0]) + opened(path + pointerOf([last[0]]), last[1]);
    return (container.closer === ']' ? '[' : '{') + whole + rest;
  }

  // What goes before the next member of an open container: a comma after the first, its key.
  function memberText(container, key) {
    const separator = container.members++ > 0 ? ',' : '';
    return container.closer === '}' ? `${separator}${JSON.stringify(key)}:` : separator;
  }

  function added(path, value) {
    if (path === '') return open.length === 0 ? continuation(sent, opened(path, value)) : null;
    const closers = closeTo(path.slice(0, path.lastIndexOf('/')));
    if (closers === null) return null;
    return closers + memberText(open.at(-1), pointerTokens(path).at(-1)) + opened(path, value);
  }

  function appended(path, text) {
    const closers = closeTo(path);
    const value = open.at(-1);
    if (closers === null || value.closer !== '"') return null;
    const piece = JSON.stringify(text).slice(1, -1);
    value.text += piece;
    return closers + piece;
  }

  // A scalar read otherwise (12 -> 123, "a" -> "ab") is written when it continues what was.
  function replaced(path, value) {
    const closers = closeTo(path);
    if (closers === null || (value !== null && typeof value === 'object')) return null;
    const written = open.at(-1);
    if (written.text === undefined) return null;
    const text = typeof value === 'number' ? numberAfter(written.text, value) : scalarText(value);
    const piece = continuation(written.text, text);
    if (piece === null) return null;
    Object.assign(written, { text, closer: typeof value === 'string' ? '"' : '' });
    return closers + piece;
  }

  // The answer is gone: the next root starts over, from the text already sent if it can.
  function removed(path) {
    if (path !== '') return null;
    open = [];
    return '';
  }

  function piece(change) {
    switch (change.op) {
      case 'add': return added(change.path, change.value);
      case 'append': return appended(change.path, change.text);
      case 'replace': return replaced(change.path, change.value);
      case 'remove': return removed(change.path);
      case 'complete': return '';
      default: return null;
    }
  }

  return {
    /** The text to append for `changes` (sg.createStreamParser().changes()): what comes before the first that cannot be written, and nothing after it. */
    write(changes) {
      const start = sent.length;
      for (const change of changes) {
        if (broken) break;
        const next = piece(change);
        broken = next === null;
        sent += next ?? '';
      }
      return sent.slice(start);
    },
    /** The text that ends the value `value` (the stream's final one): the closers of what is open, or when a change could not be written, the rest of its JSON if the text so far begins it; else null. */
    close(value) {
      if (!broken) return open.splice(0).reverse().map((written) => written.closer).join('');
      return continuation(sent, JSON.stringify(value));
    },
  };
}

// What `text` adds to `written`, or null when it does not begin with it.
function continuation(written, text) {
  return text.startsWith(written) ? text.slice(written.length) : null;
}

// A scalar's JSON text; a string's without its closing quote (it may grow). -0 keeps its sign,
// so that -0.5 can follow it.
function scalarText(value) {
  if (Object.is(value, -0)) return '-0';
  const text = JSON.stringify(value);
  return typeof value === 'string' ? text.slice(0, -1) : text;
}

// The text of a number that grew from `written`: its own JSON text, or, where that does not
// begin with what was written (an exponent arrived: 12.5 -> 0.0125), the written mantissa with
// the exponent that makes the value.
function numberAfter(written, value) {
  const text = scalarText(value);
  const mantissa = written.split(/e/i)[0];
  if (text.startsWith(written) || Number(mantissa) === 0 || value === 0) return text;
  const exponent = Math.round(Math.log10(Math.abs(value / Number(mantissa))));
  const scaled = `${mantissa}e${exponent}`;
  return Number(scaled) === value ? scaled : text;
}
