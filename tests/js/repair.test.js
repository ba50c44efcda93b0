// sg.repairJson, sg.findJsonCandidates and sg.createStreamParser through the built package,
// as users call them (rules L1-L4). Positions are UTF-16 indices into the text passed in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();

const REPLIES = [
  'Sure! {\'a\': True, \'b\': [1, 2,]}',
  '<think>{x}</think>\n```json\n{"step": 2, "reason": "He said "hi" to me",}\n```\nBye',
  '承知しました🙂\n{“名前”: “太郎”, note: "絵文字🙂です", n: NaN}',
  '{"a":1}\n{"b":2}\n',
  '{"title": "Plan", "steps": [{"seq": 1}, {"seq": 2, "name": "Bu',
  'Fill in {name}: {"name": "Ann", /* c */ "tags": ["x" "y"]}',
];

// The span of the reply with the edits inside it applied (L2: repairs say exactly what changed).
function replay(text, result) {
  const outside = new Set(['prose_removed', 'think_block_removed', 'fence_removed', 'bom_removed']);
  let out = '';
  let at = result.start;
  for (const r of result.repairs) {
    if (outside.has(r.kind)) continue;
    assert.equal(text.slice(r.offset, r.end), r.removed);
    out += text.slice(at, r.offset) + r.inserted;
    at = r.end;
  }
  return out + text.slice(at, result.end);
}

function streamed(text, size) {
  const parser = sg.createStreamParser();
  for (let at = 0; at < text.length; at += size) parser.push(text.slice(at, at + size));
  return parser.end();
}

test('L1 L2 repairJson: the result shape, every repair with kind, position and text', () => {
  const text = 'Sure! {\'a\': True, \'b\': [1, 2,]}';
  assert.deepEqual(sg.repairJson(text), {
    ok: true,
    json: '{"a": true, "b": [1, 2]}',
    value: { a: true, b: [1, 2] },
    repairs: [
      { kind: 'prose_removed', offset: 0, end: 5, removed: 'Sure!', inserted: '' },
      { kind: 'single_quotes', offset: 7, end: 8, removed: "'", inserted: '"' },
      { kind: 'single_quotes', offset: 9, end: 10, removed: "'", inserted: '"' },
      { kind: 'python_literal', offset: 12, end: 16, removed: 'True', inserted: 'true' },
      { kind: 'single_quotes', offset: 18, end: 19, removed: "'", inserted: '"' },
      { kind: 'single_quotes', offset: 20, end: 21, removed: "'", inserted: '"' },
      { kind: 'trailing_comma', offset: 28, end: 29, removed: ',', inserted: '' },
    ],
    complete: true,
    lossless: true,
    incomplete: [],
    start: 6,
    end: 31,
    error: null,
  });
});

test('L2 strict JSON comes back with no repairs and the value JSON.parse gives', () => {
  const text = '{"a": [1, 2.5, "x", null, true], "b": {"c": "日本🙂"}}';
  const r = sg.repairJson(text);
  assert.equal(r.ok, true);
  assert.deepEqual(r.repairs, []);
  assert.equal(r.json, text);
  assert.deepEqual(r.value, JSON.parse(text));
});

test('L2 positions are UTF-16 indices after Japanese text and emoji; repairs replay to the JSON', () => {
  for (const text of REPLIES) {
    const r = sg.repairJson(text);
    assert.equal(r.ok, true, text);
    assert.equal(replay(text, r), r.json, text);
  }
  const text = REPLIES[2];
  const r = sg.repairJson(text);
  assert.equal(text.slice(r.start, r.start + 1), '{');
  assert.deepEqual(r.value, { 名前: '太郎', note: '絵文字🙂です', n: null });
  // A lone surrogate (no UTF-8 form) reads as U+FFFD and shifts nothing.
  assert.equal(sg.repairJson('\ud800 {"a": 1}').start, 2);
  assert.deepEqual(r.repairs.map((x) => [x.kind, text.slice(x.offset, x.end)]), [
    ['prose_removed', '承知しました🙂'],
    ['smart_quotes', '“'], ['smart_quotes', '”'], ['smart_quotes', '“'], ['smart_quotes', '”'],
    ['unquoted_key', 'note'], ['unquoted_key', 'n'], ['non_finite_number', 'NaN'],
  ]);
});

test('L1 truncated output: complete is false and the open pointers are listed', () => {
  const r = sg.repairJson(REPLIES[4]);
  assert.equal(r.complete, false);
  assert.deepEqual(r.value, { title: 'Plan', steps: [{ seq: 1 }, { seq: 2, name: 'Bu' }] });
  assert.deepEqual(r.incomplete, ['', '/steps', '/steps/1', '/steps/1/name']);
  assert.deepEqual(r.repairs.at(-1), { kind: 'truncated', offset: REPLIES[4].length, end: REPLIES[4].length, removed: '', inserted: '"}]}' });
});

test('L1 NDJSON becomes one array, and the joining is reported', () => {
  const r = sg.repairJson(REPLIES[3]);
  assert.deepEqual(r.value, [{ a: 1 }, { b: 2 }]);
  assert.deepEqual(r.repairs.map((x) => x.kind), ['wrapped_in_array', 'missing_comma', 'wrapped_in_array']);
});

test('X6 errors are typed, with positions in UTF-16 units where one applies', () => {
  const none = sg.repairJson('すみません、できません。');
  assert.equal(none.ok, false);
  assert.equal(none.json, null);
  assert.equal(none.value, null);
  assert.deepEqual(none.error, { code: 'MissingFence', message: none.error.message, offset: null, line: null, column: null });

  const text = '日本🙂 {the answer}';
  const bad = sg.repairJson(text);
  assert.equal(bad.error.code, 'JsonParseError');
  assert.equal(text.slice(bad.error.offset, bad.error.offset + 6), 'answer');
  assert.equal(bad.error.column, bad.error.offset + 1);

  const deep = sg.repairJson('[[[[1]]]]', { maxDepth: 3 });
  assert.equal(deep.error.code, 'LimitExceeded');
  assert.equal(deep.error.offset, 3);
});

test('repairJson throws TypeError only for programmer errors', () => {
  assert.throws(() => sg.repairJson(42), { name: 'TypeError', message: "repairJson: text must be a string or a provider SDK's reply (an OpenAI ChatCompletion or Response, an Anthropic Message), got number 42" });
  assert.throws(() => sg.repairJson('{}', { maxDepth: -1 }), TypeError);
  assert.throws(() => sg.repairJson('{}', []), TypeError);
});

test('L3 findJsonCandidates lists every value with its range, fence and verdict', () => {
  const text = '例 {\'a\': 1} and {name}.\n```json\n{"b": 2}\n```';
  const r = sg.findJsonCandidates(text);
  assert.equal(r.ok, true);
  assert.deepEqual(r.candidates.map((c) => [text.slice(c.start, c.end), c.ok, c.fence]), [
    ["{'a': 1}", true, null],
    ['{name', false, null],
    ['{"b": 2}', true, 'json'],
  ]);
  assert.deepEqual(r.candidates[0].value, { a: 1 });
  assert.equal(r.candidates[1].error.code, 'JsonParseError');
  assert.equal(text[r.candidates[1].error.offset], '}');
});

test('L4 a stream gives the batch result for chunks of 1, 7 and 4096 characters', () => {
  for (const text of REPLIES) {
    const batch = sg.repairJson(text);
    for (const size of [1, 7, 4096]) assert.deepEqual(streamed(text, size), batch, `${size}: ${text}`);
  }
});

test('L4 snapshots show the value so far and the pointers still open; push stays cheap', () => {
  const parser = sg.createStreamParser();
  assert.deepEqual(parser.push('Here: {"title": "Hel'), { ok: true, inValue: true, completeValues: 0, error: null });
  let s = parser.snapshot();
  assert.deepEqual(s.value, { title: 'Hel' });
  assert.equal(s.complete, false);
  assert.deepEqual(s.incomplete, ['', '/title']);
  parser.push('lo", "n": [1, 2');
  s = parser.snapshot();
  assert.deepEqual(s.value, { title: 'Hello', n: [1, 2] });
  assert.deepEqual(s.incomplete, ['', '/n', '/n/1']);
  assert.deepEqual(parser.push(']}'), { ok: true, inValue: false, completeValues: 1, error: null });
  const result = parser.end();
  assert.deepEqual(result, sg.repairJson('Here: {"title": "Hello", "n": [1, 2]}'));
});

test('L4 an emoji split between chunks (a surrogate pair) and UTF-8 bytes split anywhere read as the whole', () => {
  const text = '{"e": "🙂🙂", "k": “v”}';
  const batch = sg.repairJson(text);
  const parser = sg.createStreamParser();
  for (const unit of text) {
    // push each UTF-16 code unit alone, splitting every surrogate pair
    for (let i = 0; i < unit.length; i++) parser.push(unit[i]);
  }
  assert.deepEqual(parser.end(), batch);

  const bytes = new TextEncoder().encode(text);
  const byteParser = sg.createStreamParser();
  for (let i = 0; i < bytes.length; i++) byteParser.push(bytes.subarray(i, i + 1));
  assert.deepEqual(byteParser.end(), batch);
});

test('L4 a surrogate pair split between chunks with a snapshot between them reads as the emoji', () => {
  const parser = sg.createStreamParser();
  parser.push('{"a": "x\ud83d');
  assert.deepEqual(parser.snapshot().value, { a: 'x' });
  parser.push('\ude80"}');
  const result = parser.end();
  assert.deepEqual(result, sg.repairJson('{"a": "x\ud83d\ude80"}'));
  assert.equal(result.value.a, 'x🚀');
  assert.equal(result.lossless, true);
});

test('L4 after end() or free() the parser is spent: TypeError', () => {
  const parser = sg.createStreamParser();
  parser.push('{"a": 1}');
  parser.end();
  assert.throws(() => parser.push('x'), { name: 'TypeError', message: 'StreamParser.push: the parser has ended (end() or free() was called)' });
  const other = sg.createStreamParser();
  other.free();
  other.free();
  assert.throws(() => other.snapshot(), TypeError);
  assert.throws(() => sg.createStreamParser().push(5), TypeError);
});

test('L4 L7 a stream over maxInputBytes reports LimitExceeded and ignores later chunks', () => {
  const parser = sg.createStreamParser({ maxInputBytes: 8 });
  assert.equal(parser.push('{"a": ').ok, true);
  const status = parser.push('"long"}');
  assert.equal(status.ok, false);
  assert.equal(status.error.code, 'LimitExceeded');
  assert.equal(parser.push('}').error.code, 'LimitExceeded');
  assert.equal(parser.end().error.code, 'LimitExceeded');
});

// Issue 26: texts from the core crossed through a TextDecoder that drops a leading BOM.
test('issue 26 L2 a removed U+FEFF is reported as its text: the leading BOM, and one between tokens', () => {
  const bom = sg.repairJson('\uFEFF{"a": 1,}');
  assert.equal(bom.ok, true);
  assert.deepEqual(bom.repairs.find((r) => r.kind === 'bom_removed'), { kind: 'bom_removed', offset: 0, end: 1, removed: '\uFEFF', inserted: '' });
  const inside = sg.repairJson('{"a":\uFEFF1}');
  assert.deepEqual(inside.repairs, [{ kind: 'special_whitespace', offset: 5, end: 6, removed: '\uFEFF', inserted: '' }]);
  const parser = sg.createStreamParser();
  parser.push('\uFEFF{"a"');
  parser.push(': 1}');
  assert.deepEqual(parser.end().repairs.find((r) => r.kind === 'bom_removed'), { kind: 'bom_removed', offset: 0, end: 1, removed: '\uFEFF', inserted: '' });
});

// repairJson's reply is the caller's string: the prose, reasoning blocks and fence lines left out
// around the value are sliced from it, where a stream's end() has the core's copy cross. Both
// say the same, a lone surrogate included (U+FFFD, as the core reads it).
test('L2 repairJson: the text left out around the value is the one a stream reports, lone surrogates as U+FFFD', () => {
  const leftOut = [
    'A lone \ud800 here, then {"a": 1,} and after it \udc00 and 🙂',
    '\uFEFF<think>🙂 {x} \ud83d</think>\n```json\n{"a": [1, 2,],}\n```\nBye 承知しました',
    `${'Prose before the value. '.repeat(600)}\n\n{'seq': 1, "b": [1,],}\n\nThat is the plan. ${'x'.repeat(3000)}`,
    'Here is the plan.\n\n```json\n{"a": 1, // note\n "b": 2}\n```',
  ];
  for (const text of [...REPLIES, ...leftOut]) {
    const batch = sg.repairJson(text);
    assert.equal(batch.ok, true, text);
    assert.deepEqual(batch.repairs, streamed(text, 1 << 20).repairs, text);
    if (leftOut.includes(text)) assert.ok(batch.repairs.some((r) => r.kind === 'prose_removed'), text);
  }
});

// A reply that looks like JSON is tried by JSON.parse first, its SyntaxError thrown without a
// stack trace (json_as_it_stands.js): the process's own limit is left as it was.
test('L1 repairJson of a broken reply that looks like JSON leaves Error.stackTraceLimit as it was', () => {
  const limit = Error.stackTraceLimit;
  try {
    Error.stackTraceLimit = 7;
    const result = sg.repairJson('{"a": 1,}');
    assert.deepEqual([result.value, result.repairs.map((r) => r.kind)], [{ a: 1 }, ['trailing_comma']]);
    assert.equal(Error.stackTraceLimit, 7);
    assert.deepEqual(sg.repairJson('{"a": 1}').value, { a: 1 });
    assert.equal(Error.stackTraceLimit, 7);
  } finally {
    Error.stackTraceLimit = limit;
  }
});
