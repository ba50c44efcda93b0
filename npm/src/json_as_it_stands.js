// A reply that is a JSON object or array as it stands (whitespace around it aside) is its own
// repair: nothing changes, nothing is logged. JSON.parse is the engine's strict reader, and the
// result's `value` is built by it anyway, so repairJson asks it first and leaves the core (and
// a second read of the text, in wasm) to the replies it refuses. Every check below sends to the
// core a reply whose result the core would give differently; tests/js/repair-strict-first.test.js
// holds the two ways equal.
import { isWellFormed, surrogateEscape } from './well_formed.js';

const JSON_BLANK = new Set([' ', '\t', '\n', '\r']);

/**
 * The result repairJson gives `text`, when it is strict JSON within the limits; else undefined.
 * `maxBytes`, `maxDepth`: the call's limits (maxInputBytes, maxDepth).
 */
export function jsonAsItStands(text, maxBytes, maxDepth) {
  let start = 0;
  let end = text.length;
  while (start < end && JSON_BLANK.has(text[start])) start++;
  while (end > start && JSON_BLANK.has(text[end - 1])) end--;
  const first = text[start];
  const last = text[end - 1];
  if (!((first === '{' && last === '}') || (first === '[' && last === ']'))) return undefined;
  // UTF-8 takes at most three bytes for a UTF-16 unit: over that, the core measures exactly.
  if (text.length * 3 > maxBytes || !isWellFormed(text)) return undefined;
  // The core logs a lone escaped surrogate as invalid_escape.
  if (text.includes('\\u') && surrogateEscape.test(text)) return undefined;
  const value = parsedOrUndefined(text);
  if (value === undefined) return undefined;
  if (!withinReach(text, maxDepth)) return undefined;
  const json = start === 0 && end === text.length ? text : text.slice(start, end);
  return { ok: true, json, repairs: [], complete: true, lossless: true, incomplete: [], start, end, error: null, value };
}

// JSON.parse's value, or undefined where it throws. A broken reply is what repairJson is for, so
// most of the texts that look like JSON here throw: without a stack trace to capture, the
// SyntaxError costs less than half (a repairJson of `{"a": 1,}` took 15 µs, two thirds of it
// the throw). The limit (V8's, which engines without one lack) is put back before anything
// else runs; where Error is frozen (a hardened realm), Reflect.set changes nothing and says so.
function parsedOrUndefined(text) {
  const limit = Error.stackTraceLimit;
  const quiet = typeof limit === 'number' && Reflect.set(Error, 'stackTraceLimit', 0);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  } finally {
    if (quiet) Reflect.set(Error, 'stackTraceLimit', limit);
  }
}

// What the core's reader requires beyond the grammar, read off the text, not off the value: a
// duplicate key hides its first value from JSON.parse's. Containers nested at most `maxDepth`
// deep: certain when the text has no more brackets than that, else counted outside strings.
// No number past a double's range (JSON.parse reads 1e400 as Infinity; the core refuses it):
// a three-digit exponent or 309 digits in a row, anywhere, go to the core, which judges exactly.
function withinReach(text, maxDepth) {
  if (openers(text, maxDepth + 1) > maxDepth && !nestedWithin(text, maxDepth)) return false;
  return !LONG_EXPONENT.test(text) && !(text.length >= 309 && LONG_DIGITS.test(text));
}

const LONG_EXPONENT = /[eE]\+?\d{3}/;
const LONG_DIGITS = /\d{309}/;

// `{` and `[` anywhere in the text, counted up to `enough`.
function openers(text, enough) {
  let count = 0;
  for (const bracket of ['{', '[']) {
    for (let at = text.indexOf(bracket); at !== -1 && count < enough; at = text.indexOf(bracket, at + 1)) count++;
  }
  return count;
}

// `text` is JSON (JSON.parse read it), so a string ends at the first quote no backslash escapes.
function nestedWithin(text, maxDepth) {
  let depth = 0;
  for (let at = 0; at < text.length; at++) {
    const c = text.charCodeAt(at);
    if (c === 0x22) at = closingQuote(text, at);
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return false;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return true;
}

function closingQuote(text, open) {
  let close = text.indexOf('"', open + 1);
  for (;;) {
    let backslashes = 0;
    while (text.charCodeAt(close - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return close;
    close = text.indexOf('"', close + 1);
  }
}
