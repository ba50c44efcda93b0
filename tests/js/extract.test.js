// sg.extractJson through the built package, as users call it (rules X1-X7).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();

test('init is idempotent', async () => {
  assert.equal(await init(), sg);
});

test('X1 fence: the result shape, with start/end as JS string indices', () => {
  const reply = 'Here is the plan.\n\n```json\n{"steps": 3}\n```\n\nAnything else?';
  assert.deepEqual(sg.extractJson(reply), {
    ok: true,
    strategy: 'fence',
    json: '{"steps": 3}',
    start: 27,
    end: 39,
    answerText: 'Here is the plan.\n\nAnything else?',
    error: null,
  });
});

test('positions are UTF-16 indices: slice(start, end) is the JSON after Japanese text and emoji', () => {
  const reply = '承知しました🙂。\n```json\n{"名前": "太郎"}\n```';
  const r = sg.extractJson(reply);
  assert.equal(r.start, 18); // 9 characters, the emoji is 2 code units, a newline, the fence line
  assert.equal(reply.slice(r.start, r.end), r.json);
  assert.equal(r.json, '{"名前": "太郎"}');
});

test('X6 error position: offset, line and column in UTF-16 units after multibyte text', () => {
  const reply = '日本語🙂\n```json\n{"a": [1, 2,]}\n```';
  const r = sg.extractJson(reply);
  assert.equal(r.ok, false);
  assert.equal(r.error.code, 'JsonParseError');
  assert.equal(r.error.line, 3);
  assert.equal(reply[r.error.offset], ']');
  assert.equal(r.error.column, 13);
  assert.equal(r.error.message, "invalid JSON on line 3: a trailing comma before ']' is not allowed in strict JSON");
  assert.equal(r.json, '{"a": [1, 2,]}');
  assert.equal(r.answerText, '日本語🙂');
});

test('X1 direct and brace strategies', () => {
  assert.equal(sg.extractJson('{"a": 1}').strategy, 'direct');
  const r = sg.extractJson('The answer is {"a": 1}.');
  assert.equal(r.strategy, 'brace');
  assert.equal(r.answerText, 'The answer is\n\n.');
});

test('X2 the last json fence wins', () => {
  const r = sg.extractJson('```json\n{"v": 1}\n```\n```json\n{"v": 2}\n```');
  assert.equal(r.json, '{"v": 2}');
});

test('X6 MissingFence has no position and keeps the answer (X7)', () => {
  const r = sg.extractJson('No JSON here, sorry.');
  assert.deepEqual(r, {
    ok: false,
    strategy: null,
    json: null,
    start: null,
    end: null,
    answerText: 'No JSON here, sorry.',
    error: {
      code: 'MissingFence',
      message: 'no JSON in the reply: no code fence and no {…}; ask the model to end with a ```json fence',
      offset: null,
      line: null,
      column: null,
    },
  });
});

test('X4 maxFenceBytes is an option; over it is LimitExceeded, never a brace fall-through', () => {
  const reply = '{"fallback": true}\n```json\n{"a": "0123456789"}\n```';
  assert.equal(sg.extractJson(reply).ok, true);
  const r = sg.extractJson(reply, { maxFenceBytes: 8 });
  assert.equal(r.error.code, 'LimitExceeded');
  assert.equal(r.strategy, 'fence');
  assert.match(r.error.message, /over maxFenceBytes \(8\)/);
});

test('empty input is MissingFence', () => {
  const r = sg.extractJson('');
  assert.equal(r.error.code, 'MissingFence');
  assert.equal(r.answerText, '');
});

test('huge input: 10 MB of text is LimitExceeded by default and readable with maxInputBytes', () => {
  const big = 'x'.repeat(10_000_000);
  assert.equal(sg.extractJson(big).error.code, 'LimitExceeded');
  const r = sg.extractJson(`${big}{"a": 1}`, { maxInputBytes: 20_000_000 });
  assert.equal(r.ok, true);
  assert.equal(r.start, 10_000_000);
});

test('a 1 MB fence is LimitExceeded', () => {
  const r = sg.extractJson('```json\n{"a": "' + 'y'.repeat(1_000_000) + '"}\n```');
  assert.equal(r.error.code, 'LimitExceeded');
});

test('lone surrogates: the core reads U+FFFD; json and answerText are the caller\'s own slices', () => {
  const text = '\uD800 text {"a": "\uDC00"}';
  const r = sg.extractJson(text);
  assert.equal(r.ok, true);
  assert.equal(r.strategy, 'brace');
  assert.equal(r.json, '{"a": "\uDC00"}');
  assert.equal(text.slice(r.start, r.end), r.json);
  assert.deepEqual(JSON.parse(r.json), { a: '\uDC00' });
  assert.equal(r.answerText, '\uD800 text');
});

test('text that is neither a string nor a provider reply throws a TypeError naming the argument', () => {
  for (const bad of [undefined, null, 42, {}, ['{}'], Buffer.from('{}')]) {
    assert.throws(() => sg.extractJson(bad), {
      name: 'TypeError',
      message: /^extractJson: text must be a string or a provider SDK's reply \(an OpenAI ChatCompletion or Response, an Anthropic Message\), got /,
    });
  }
});

test('options of the wrong type throw a TypeError; so does an unknown option, named', () => {
  assert.throws(() => sg.extractJson('{}', { maxFenceBytes: '10' }), {
    name: 'TypeError',
    message: 'extractJson: options.maxFenceBytes must be a whole number >= 0, got a string',
  });
  assert.throws(() => sg.extractJson('{}', 'strict'), TypeError);
  assert.throws(() => sg.extractJson('{}', { maxFenceByte: 1 }), {
    name: 'TypeError',
    message: "extractJson: unknown option 'maxFenceByte' (its options: maxInputBytes, maxFenceBytes, maxDepth, locale)",
  });
});
