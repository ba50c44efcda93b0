// repairJson lets JSON.parse read a reply that is JSON as it stands and leaves the rest to the
// core (npm/src/json_as_it_stands.js). The two ways must give the same result: each text here
// goes through repairJson and through the stream parser, which always reads in the core, and
// the results must be equal, in every entry that has repairJson.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import { init as initReply } from 'structguard/reply';
import { init as initRepair } from 'structguard/repair';

const entries = { structguard: await init(), 'structguard/reply': await initReply(), 'structguard/repair': await initRepair() };

function inCore(sg, text, options) {
  const parser = sg.createStreamParser(options);
  parser.push(text);
  return parser.end();
}

function assertSame(text, options) {
  for (const [entry, sg] of Object.entries(entries)) {
    assert.deepEqual(sg.repairJson(text, options), inCore(sg, text, options), `${entry}: ${JSON.stringify(text).slice(0, 200)}`);
  }
}

// A small seeded generator of JSON texts as models and people spell them: number forms JSON.parse
// and the core read alike or not (1e400, 1e-400, 0e400, -0), escapes of every kind (paired and
// lone surrogates among them), non-ASCII, and whitespace around tokens.
function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = (items) => items[Math.floor(next() * items.length)];
  const NUMBERS = ['0', '-0', '1', '-12', '3.25', '1e5', '1E+5', '2.5e-3', '1e400', '-1e400', '1e-400', '0e400',
    '123456789012345678901234567890', '0.1', '-0.0e-0'];
  const STRINGS = ['', 'plain', 'caf\u00e9', '\u65e5\u672c\u8a9e', '\ud83d\ude00', '\\"', '\\\\', '\\/', '\\n\\t',
    '\\u00e9', '\\uD83D\\uDE00', '\\ud800', '\\udc00x', '\\\\ud800', '\u2028'];
  const BLANKS = ['', '', ' ', '\n  ', '\t', '\r\n'];
  const value = (depth) => {
    const roll = next();
    if (depth > 0 && roll < 0.2) {
      const items = Array.from({ length: Math.floor(next() * 4) }, () => pick(BLANKS) + value(depth - 1) + pick(BLANKS));
      return `[${items.join(',')}]`;
    }
    if (depth > 0 && roll < 0.4) {
      const members = Array.from({ length: Math.floor(next() * 4) },
        () => `${pick(BLANKS)}"${pick(STRINGS)}"${pick(BLANKS)}:${pick(BLANKS)}${value(depth - 1)}${pick(BLANKS)}`);
      return `{${members.join(',')}}`;
    }
    if (roll < 0.6) return `"${pick(STRINGS)}"`;
    if (roll < 0.85) return pick(NUMBERS);
    return pick(['true', 'false', 'null']);
  };
  return () => {
    const root = next() < 0.5 ? `[${value(4)}]` : `{"a":${value(4)}}`;
    return pick(BLANKS) + root + pick(BLANKS);
  };
}

test('L1: a reply that is JSON as it stands reads the same by JSON.parse as in the core, for generated texts', () => {
  const text = generator(35);
  for (let i = 0; i < 1000; i++) {
    const reply = text();
    assertSame(reply);
    // Keys repeat: a duplicate hides its first value (a deep one, 1e400) from JSON.parse's.
    assertSame(reply, { maxDepth: 3 });
  }
});

test('L1: the limits hold on the JSON.parse path: maxDepth at its bound and past it, maxInputBytes', () => {
  assertSame('[[[[[1]]]]]', { maxDepth: 5 });
  assertSame('[[[[[{}]]]]]', { maxDepth: 5 });
  assertSame('{"a":{"b":[]}}', { maxDepth: 2 });
  assertSame('{"a":1}', { maxInputBytes: 7 });
  assertSame('{"a":1}', { maxInputBytes: 6 });
  assertSame('{"\u65e5":1}', { maxInputBytes: 9 });
  const deep = `${'['.repeat(600)}${']'.repeat(600)}`;
  assertSame(deep);
  assert.equal(entries.structguard.repairJson(deep).error.code, 'LimitExceeded');
});

test('L1: what the core reads otherwise is not taken by JSON.parse: 1e400, an escaped lone surrogate, a lone surrogate, a BOM', () => {
  const sg = entries.structguard;
  assert.equal(sg.repairJson('{"a":1e400}').error.code, 'JsonParseError');
  assert.deepEqual(sg.repairJson('{"a":"\\ud800"}').repairs.map((repair) => repair.kind), ['invalid_escape']);
  assert.deepEqual(sg.repairJson('{"a":"x\ud800"}').value, { a: 'x\ufffd' });
  assert.deepEqual(sg.repairJson('\ufeff{"a":1}').repairs.map((repair) => repair.kind), ['bom_removed']);
  const long = (digits) => `1${'0'.repeat(digits - 1)}`;
  for (const text of [`{"a":${long(309)}}`, `{"a":${long(310)},"a":1}`, '{"a":1e400,"a":1}', '{"a":1E+0400}', '{"a":2e-0400}']) {
    assertSame(text);
  }
  assert.equal(sg.repairJson(`{"a":${long(310)},"a":1}`).error.code, 'JsonParseError');
  for (const text of ['{"a":1e400}', '{"a":"\\ud800"}', '{"a":"x\ud800"}', '\ufeff{"a":1}', '{"a":1,}', ' [1, 2] \n']) assertSame(text);
});

test('L1: JSON as it stands keeps its positions and text: whitespace around it is left out, unreported', () => {
  assert.deepEqual(entries.structguard.repairJson('\t {"a": [1, 2]}\r\n'), {
    ok: true, json: '{"a": [1, 2]}', repairs: [], complete: true, lossless: true, incomplete: [], start: 2, end: 15, error: null,
    value: { a: [1, 2] },
  });
});
