// Issue 36: a fault is fixed when every entry that reads the same input reads it right. Each
// reply here goes through extractJson, repairJson, the stream parser (whole and one character
// at a time), parseReply strict and lenient, and the CLI, with the value and repairs each gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { init } from 'structguard';

const sg = await init();
const any = sg.compileSchema({});
const kinds = (result) => result.repairs.map((repair) => repair.kind);

function streamed(text, size) {
  const parser = sg.createStreamParser();
  for (let at = 0; at < text.length; at += size) parser.push(text.slice(at, at + size));
  return parser.end();
}

const bin = fileURLToPath(new URL('../../npm/bin/structguard.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'structguard-entries-'));
const schemaFile = join(dir, 'schema.json');
writeFileSync(schemaFile, '{}');

function cliCheck(text, ...flags) {
  const reply = join(dir, 'reply.txt');
  writeFileSync(reply, text);
  return spawnSync(process.execPath, [bin, 'check', '--schema', schemaFile, ...flags, reply], { encoding: 'utf8' });
}

// Every lenient entry gives `value` with these repair kinds; strict reading gives `strict`.
function readsEverywhere(text, { value, repairs, strict }) {
  const repaired = sg.repairJson(text);
  assert.deepEqual([repaired.ok, repaired.value, kinds(repaired)], [true, value, repairs], 'repairJson');
  for (const size of [text.length, 1]) {
    const end = streamed(text, size);
    assert.deepEqual([end.ok, end.value, kinds(end)], [true, value, repairs], `stream in chunks of ${size}`);
  }
  const lenient = any.parseReply(text, { mode: 'lenient' });
  assert.deepEqual([lenient.ok, lenient.value], [true, value], 'parseReply lenient');
  const cli = cliCheck(text, '--lenient');
  assert.equal(cli.status, 0, `CLI check --lenient: ${cli.stdout}`);
  const extracted = sg.extractJson(text);
  const parsed = any.parseReply(text);
  if (strict.ok) {
    assert.deepEqual([extracted.ok, extracted.strategy, JSON.parse(extracted.json)], [true, strict.strategy, value], 'extractJson');
    assert.deepEqual([parsed.ok, parsed.value], [true, value], 'parseReply strict');
    assert.equal(cliCheck(text).status, 0, 'CLI check');
  } else {
    assert.deepEqual([extracted.ok, extracted.error.code], [false, strict.code], 'extractJson');
    assert.deepEqual([parsed.ok, parsed.errors[0].code], [false, strict.code], 'parseReply strict');
    assert.equal(cliCheck(text).status, 1, 'CLI check');
  }
}

test('issue 36 X2 JSON on a fence\'s opening line is the fence\'s content, in every entry', () => {
  const fenceRemoved = ['fence_removed', 'fence_removed'];
  readsEverywhere('```json{"a": 1}\n```', { value: { a: 1 }, repairs: fenceRemoved, strict: { ok: true, strategy: 'fence' } });
  readsEverywhere('Here:\n```{"a": [1]}\n```\nDone.', {
    value: { a: [1] }, repairs: ['prose_removed', ...fenceRemoved, 'prose_removed'], strict: { ok: true, strategy: 'fence' },
  });
  readsEverywhere('```json {\n  "a": 1\n}\n```', { value: { a: 1 }, repairs: fenceRemoved, strict: { ok: true, strategy: 'fence' } });
  const opening = sg.repairJson('```json{"a": 1}\n```').repairs[0];
  assert.deepEqual([opening.offset, opening.end, opening.removed], [0, 7, '```json']);
});

test('issue 36 X5 0e400 is zero in every entry, as the strict reader reads it', () => {
  readsEverywhere('{"a": 0e400, "b": [1e-400]}', { value: { a: 0, b: [0] }, repairs: [], strict: { ok: true, strategy: 'direct' } });
});

test('issue 36 L1 ideographic and no-break spaces after a string value are removed as special_whitespace', () => {
  for (const space of ['\u3000', '\u00a0']) {
    readsEverywhere(`{"a": "x"${space}, "b": "y"${space}}`, {
      value: { a: 'x', b: 'y' }, repairs: ['special_whitespace', 'special_whitespace'], strict: { ok: false, code: 'JsonParseError' },
    });
  }
  readsEverywhere('{"a":\u3000"x",\u3000"b":\u3000"y"\u3000}', {
    value: { a: 'x', b: 'y' }, repairs: Array(4).fill('special_whitespace'), strict: { ok: false, code: 'JsonParseError' },
  });
  const [after] = sg.repairJson('{"a": "x"\u3000}').repairs;
  assert.deepEqual([after.kind, after.offset, after.removed], ['special_whitespace', 9, '\u3000']);
});

test('issue 36 X5 a NUL byte is a byte: after a value it is text after the value, never a SyntaxError from inside', () => {
  const text = '{"a":1}\u0000garbage';
  const judged = any.validateJson(text);
  assert.deepEqual([judged.valid, judged.errors[0].code, judged.errors[0].offset], [false, 'JsonParseError', 7]);
  assert.equal(judged.errors[0].message, 'invalid JSON on line 1: a NUL byte is not allowed in JSON (inside a string, write it as \\u0000)');
  readsEverywhere(text, { value: { a: 1 }, repairs: ['prose_removed'], strict: { ok: true, strategy: 'brace' } });
  for (const reply of ['123\u0000', '\u0000']) {
    assert.deepEqual([sg.repairJson(reply).ok, sg.repairJson(reply).error.code], [false, 'MissingFence']);
    assert.equal(any.parseReply(reply, { mode: 'lenient' }).errors[0].code, 'MissingFence');
    assert.equal(streamed(reply, 1).error.code, 'MissingFence');
  }
  const inString = sg.repairJson('{"a": "x\u0000y"}');
  assert.deepEqual([inString.value, kinds(inString)], [{ a: 'x\u0000y' }, ['control_character']]);
});

test('L1 a tab inside an unquoted value is text of it, written escaped, in every entry', () => {
  readsEverywhere("{'a': 1, 'b': x\ty z}", {
    value: { a: 1, b: 'x\ty z' }, repairs: [...Array(4).fill('single_quotes'), 'unquoted_string', 'control_character', 'unquoted_string'],
    strict: { ok: false, code: 'JsonParseError' },
  });
});

test('L1 a repaired value that holds a number past a double\'s range is refused in every lenient entry; one within it reads', () => {
  const refused = 'the repaired JSON does not parse: invalid JSON on line 1: the number is beyond the range of a double (about 1.8e308)';
  for (const text of ['{a: 1e400}', '{"a": [1, 2e999', "{'a': 1}\n{'b': -1e400}"]) {
    const message = text.includes('\n') ? refused.replace('line 1', 'line 2') : refused;
    assert.deepEqual([sg.repairJson(text).error.code, sg.repairJson(text).error.message], ['JsonParseError', message], 'repairJson');
    for (const size of [text.length, 1]) assert.equal(streamed(text, size).error.message, message, `stream in chunks of ${size}`);
    assert.equal(any.parseReply(text, { mode: 'lenient' }).errors[0].message, message, 'parseReply lenient');
    assert.equal(cliCheck(text, '--lenient').status, 1, 'CLI check --lenient');
  }
  readsEverywhere('{a: 1e300, b: 2E+2, c: 1e-999}', {
    value: { a: 1e300, b: 200, c: 0 }, repairs: Array(3).fill('unquoted_key'), strict: { ok: false, code: 'JsonParseError' },
  });
});

// A lossy reading: every lenient entry reads the same value and says it may have lost content;
// parseReply (and the CLI) refuse it unless lossy values are allowed.
function readsLossyEverywhere(text, { value, repairs, offset }) {
  const repaired = sg.repairJson(text);
  assert.deepEqual([repaired.ok, repaired.value, kinds(repaired), repaired.lossless], [true, value, repairs, false], 'repairJson');
  for (const size of [text.length, 1]) {
    const end = streamed(text, size);
    assert.deepEqual([end.ok, end.value, kinds(end), end.lossless], [true, value, repairs, false], `stream in chunks of ${size}`);
  }
  const refused = any.parseReply(text, { mode: 'lenient' });
  assert.deepEqual([refused.ok, refused.errors[0].code, refused.errors[0].offset], [false, 'LossyRepair', offset], 'parseReply lenient');
  const allowed = any.parseReply(text, { mode: 'lenient', allowLossy: true });
  assert.deepEqual([allowed.ok, allowed.value], [true, value], 'parseReply lenient, allowLossy');
  const cli = cliCheck(text, '--lenient');
  assert.deepEqual([cli.status, cli.stderr.includes('LossyRepair') || cli.stdout.includes('LossyRepair')], [1, true], 'CLI check --lenient');
  assert.deepEqual([sg.extractJson(text).ok, any.parseReply(text).ok], [false, false], 'strict entries');
}

test('L1 L2 every lenient entry writes strict JSON where a thousands group would follow a zero, or escaped JSON breaks a \\u escape', () => {
  // `0,789` is no number (JSON has no 0789): the value ends at the zero, and what follows is lost.
  readsLossyEverywhere('{"value": 0,789}', { value: { value: 0 }, repairs: ['unclosed', 'prose_removed'], offset: 11 });
  // In escaped JSON, `\\u` without four hex digits is the text's own broken escape: its backslash stays.
  const escaped = '[\\"hello \\\\u\\"]';
  readsLossyEverywhere(escaped, { value: ['hello \\u'], repairs: ['escaped_quotes', 'broken_escape', 'escaped_quotes'], offset: 9 });
  const broken = sg.repairJson(escaped).repairs[1];
  assert.deepEqual([broken.offset, broken.removed, broken.inserted], [9, '\\\\', '\\\\']);
});

test('L1 a reply that ends on the first slash of a comment is cut there, as it stood before it, in every entry', () => {
  // Not a value closed whole: a stream shows it so while the next byte is awaited.
  readsLossyEverywhere('{"a": 1, /', { value: { a: 1 }, repairs: ['truncated'], offset: 7 });
  readsLossyEverywhere('{"a": [1, 2] /', { value: { a: [1, 2] }, repairs: ['truncated'], offset: 12 });
  const cut = sg.repairJson('{"a": 1, /');
  assert.deepEqual([cut.complete, cut.incomplete, cut.repairs[0].offset, cut.repairs[0].removed], [false, [''], 7, ', /']);
});
