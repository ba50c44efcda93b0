// Replies to stream and the ways to cut them into chunks, shared by the tests that check a
// stream's partial values against snapshot() at every step: StreamParser.changes(), toJsonPatch
// and the AI SDK middleware. They hold prose, fences, repairs, revisions (`"a" + "b"`), an answer
// that changes (a json fence after a value), values in a row and surrogate pairs.
import { loadCases } from '../corpus/lenient/judge.js';

export const REPLIES = [
  'Sure! Here it is:\n```json\n{"name": "Ann", "tags": ["a", "b"], "age": 31}\n```\nAnything else?',
  "{'a': 'it''s', b: [True, False, None,], \"c\": {\"d\": 1.5e3,},}",
  '<think>maybe {x}</think>\n{"ok": true}',
  'First {name} then the answer: {"v": [1, 2, 3]}',
  '{"a": 1}\n{"a": 2}\n{"a": 3}',
  '["a" + "b", x y"]',
  '{"emoji": "😀 \\ud83d\\ude00 é 日本", "n": -12.5e-3}',
  '{"a": {"b": {"c": [[["deep"]]]}}, "a": "again"}',
  '{"k~/": "escaped pointer", "": "empty key", "__proto__": {"x": 1}}',
  '"{a: b}"',
  '"\\ud83d\\ude00 then \\udfff alone"',
  'undefined',
  '{name: "Ann", age: 30, \'city\': \'Paris\'}',
  '{"score": -0.25, "mass": 1.5e3, "tiny": 2E-7, "list": [-0, 10]}',
  '{"f": [see above, value 1], "g": New York  , "h": [a\tb, He said "hi", $1,234.50], "i": x, y"}',
  '{"a": "she said "yes" loudly", "b": [1, "two"], "c": "he said "no", twice",\n "d": "x" + "y", "e": {"f": "g"}}',
];

/** The string inputs of the lenient corpus. */
export function corpusReplies() {
  const replies = [];
  for (const { cases } of loadCases()) {
    for (const c of cases) if (typeof c.input === 'string') replies.push(c.input);
  }
  return replies;
}

export function characters(text) {
  return [...text];
}

export function codeUnits(text) {
  return text.split('');
}

export function bytes(text) {
  return [...new TextEncoder().encode(text)].map((byte) => Uint8Array.of(byte));
}

export function randomChunks(text, seed) {
  let state = seed;
  const chunks = [];
  for (let at = 0; at < text.length;) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const size = 1 + (state % 24);
    chunks.push(text.slice(at, at + size));
    at += size;
  }
  return chunks;
}
