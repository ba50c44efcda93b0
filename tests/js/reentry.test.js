// Issue 36, ARCHITECTURE principle 8: wherever the core calls user code (a format function, a
// Standard Schema validator, fetch, onPartial, a tool), that code may call any structguard
// function on the same instance, and the outer call's text, results and verdict are unaffected.
// Each test gets the shared instance afresh (init() starts a new one after an abort), so that a
// core one test aborts does not fail the others.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CoreAbortedError, init } from 'structguard';
import { replay, sse } from '../support/replay.js';

const SCHEMA = {
  type: 'object',
  properties: { a: { type: 'string', format: 'inner' }, b: { type: 'integer' } },
  required: ['a', 'b'],
};
const REPLY = 'Here it is:\n```json\n{"a": "x", "b": 2}\n```';
// Longer than every outer text: a nested call that reused the outer's buffer would grow it.
const LONG = `{"list": [${Array.from({ length: 2000 }, (_, i) => `"item ${i}"`).join(', ')}]`;

// A validator whose format function runs `nested` (a call back into structguard) and accepts.
function reentrant(sg, nested) {
  let calls = 0;
  const validator = sg.compileSchema(SCHEMA, { formatAssertion: true, formats: { inner: () => { calls += 1; nested(); return true; } } });
  return { validator, calls: () => calls };
}

// Every entry of a validator that validates, on one reply, with the nested call in its format.
function assertEveryEntryHolds(sg, nested) {
  const { validator, calls } = reentrant(sg, nested);
  assert.deepEqual(validator.validate({ a: 'x', b: 2 }), { valid: true, truncated: false, errors: [] });
  assert.deepEqual(validator.validateJson('{"a": "x", "b": 2}'), { valid: true, truncated: false, errors: [] });
  const parsed = validator.parseReply(REPLY);
  assert.deepEqual([parsed.ok, parsed.value, parsed.strategy, parsed.json, parsed.answerText], [true, { a: 'x', b: 2 }, 'fence', '{"a": "x", "b": 2}', 'Here it is:']);
  assert.deepEqual(validator.checkReply(REPLY), { ok: true, errors: [] });
  const refused = validator.parseReply('{"a": "x"}');
  assert.deepEqual([refused.ok, refused.errors.length, refused.errors[0].message], [false, 1, "missing required property 'b'"]);
  assert.equal(calls(), 5);
}

test('issue 36 principle 8: a format function that calls extractJson leaves the outer verdict and the core alive', async () => {
  const sg = await init();
  let inner;
  assertEveryEntryHolds(sg, () => { inner = sg.extractJson('{"x": [1, 2, 3]}'); });
  assert.deepEqual([inner.ok, inner.json], [true, '{"x": [1, 2, 3]}']);
  assert.equal(sg.extractJson('{"after": true}').json, '{"after": true}');
});

test('issue 36 principle 8: a format function that calls repairJson on a longer text leaves the outer text as it was', async () => {
  const sg = await init();
  let inner;
  assertEveryEntryHolds(sg, () => { inner = sg.repairJson(LONG); });
  assert.deepEqual([inner.ok, inner.value.list.length, inner.value.list[1999]], [true, 2000, 'item 1999']);
});

test("issue 36 principle 8: a format function that calls another validator's validate and parseReply", async () => {
  const sg = await init();
  const other = sg.compileSchema({ type: 'array', items: { type: 'integer' }, maxItems: 3 });
  const seen = [];
  assertEveryEntryHolds(sg, () => {
    seen.push(other.validate([1, 2, 3, 4]).errors[0].keyword, other.parseReply(`[${'1, '.repeat(500)}1]`).ok);
  });
  assert.deepEqual(seen.slice(0, 2), ['maxItems', false]);
  assert.equal(other.validateJson('[1]').valid, true);
});

test('issue 36 principle 8: a format function that validates with the same validator, nested', async () => {
  const sg = await init();
  let depth = 0;
  const inner = [];
  const validator = sg.compileSchema(SCHEMA, {
    formatAssertion: true,
    formats: {
      inner: (text) => {
        depth += 1;
        if (depth < 3) inner.push(validator.validateJson(`{"a": "${text}${depth}", "b": ${depth}}`).valid);
        depth -= 1;
        return text !== 'bad';
      },
    },
  });
  assert.deepEqual(validator.validateJson('{"a": "x", "b": 2}'), { valid: true, truncated: false, errors: [] });
  assert.deepEqual(inner, [true, true]);
  assert.equal(validator.validateJson('{"a": "bad", "b": 2}').errors[0].keyword, 'format');
});

test('issue 36 principle 8: a format function that drives a stream parser, and one that compiles a schema', async () => {
  const sg = await init();
  const ends = [];
  assertEveryEntryHolds(sg, () => {
    const parser = sg.createStreamParser();
    parser.push(LONG.slice(0, 5000));
    parser.push(LONG.slice(5000));
    ends.push(parser.end().value.list.length);
    const compiled = sg.compileSchema({ type: 'string', minLength: 2 });
    ends.push(compiled.validate('ab').valid);
    compiled.free();
  });
  assert.deepEqual(ends.slice(0, 2), [2000, true]);
});

test('issue 36 principle 8: a validator freed by its own format function finishes the validation it is in', async () => {
  const sg = await init();
  const validator = sg.compileSchema(SCHEMA, { formatAssertion: true, formats: { inner: () => { validator.free(); sg.repairJson(LONG); return true; } } });
  const parsed = validator.parseReply(REPLY);
  assert.deepEqual([parsed.ok, parsed.value], [true, { a: 'x', b: 2 }]);
  assert.throws(() => validator.validate({ a: 'x', b: 2 }), { message: 'validate: this validator was freed' });
  assert.equal(sg.extractJson('[1]').json, '[1]');
});

// A Standard Schema whose validate calls structguard, as a library refinement might.
function callingLibrary(sg, nested) {
  return {
    '~standard': {
      version: 1,
      vendor: 'test',
      validate: (value) => {
        nested();
        return value?.b === 2 ? { value } : { issues: [{ message: 'b must be 2', path: ['b'] }] };
      },
      jsonSchema: { input: () => SCHEMA_PLAIN, output: () => SCHEMA_PLAIN },
    },
  };
}
const SCHEMA_PLAIN = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer' } }, required: ['a', 'b'] };

test('issue 36 principle 8: a Standard Schema validator that calls structguard leaves the outer result', async () => {
  const sg = await init();
  const other = sg.compileSchema({ type: 'integer' });
  let nestedOk = 0;
  const validator = sg.compileSchema(callingLibrary(sg, () => {
    if (sg.repairJson(LONG).ok && other.validate(3).valid && sg.extractJson('[2]').ok) nestedOk += 1;
  }));
  const parsed = validator.parseReply(REPLY);
  assert.deepEqual([parsed.ok, parsed.value, parsed.json, parsed.answerText], [true, { a: 'x', b: 2 }, '{"a": "x", "b": 2}', 'Here it is:']);
  const refused = validator.parseReply('{"a": "x", "b": 3}');
  assert.deepEqual([refused.ok, refused.errors[0].message, refused.errors[0].offset], [false, 'b must be 2', 16]);
  assert.deepEqual(validator.validate({ a: 'x', b: 2 }), { valid: true, truncated: false, errors: [] });
  assert.equal(nestedOk, 3);
});

const ANSWER = { step: 1, reason: 'ok' };
const ANSWER_SCHEMA = { type: 'object', properties: { step: { type: 'integer' }, reason: { type: 'string' } }, required: ['step', 'reason'], additionalProperties: false };
const chunk = (content) => JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }] });
const STREAM = sse([chunk('{"step":'), chunk('1,"reason"'), chunk(':"ok"}'),
  JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 5, completion_tokens: 7, total_tokens: 12 } })].join('\n'));

test('issue 36 principle 8: fetch and onPartial that call structguard leave the model call\'s result', async () => {
  const sg = await init();
  const other = sg.compileSchema(ANSWER_SCHEMA, { formatAssertion: true, formats: {} });
  const replayed = replay([{ body: STREAM, stream: true }], 7);
  const nested = [];
  const fetch = async (url, init) => {
    nested.push(sg.repairJson(LONG).ok, other.parseReply('{"step": 2, "reason": "x"}').ok);
    return replayed(url, init);
  };
  const partials = [];
  const client = sg.createClient({ provider: 'openai', model: 'gpt-4o', apiKey: 'k', fetch, stream: true });
  const r = await client.generateObject({
    messages: [{ role: 'user', content: 'x' }],
    schema: ANSWER_SCHEMA,
    partialIntervalMs: 0,
    onPartial: ({ value }) => {
      partials.push(value);
      nested.push(sg.repairJson(LONG).ok, sg.extractJson('{"x": 1}').ok, other.validate(ANSWER).valid);
      const parser = sg.createStreamParser();
      parser.push('{"p": [1, 2');
      nested.push(parser.snapshot().json);
      parser.free();
    },
  });
  assert.deepEqual([r.ok, r.value, r.usage.totalTokens], [true, ANSWER, 12]);
  assert.deepEqual(partials.at(-1), ANSWER);
  assert.ok(nested.length > 2 && nested.every((item) => item === true || item === '{"p": [1, 2]}'), String(nested));
});

test('issue 36 principle 8: a tool that calls structguard leaves the agent loop\'s result', async () => {
  const sg = await init();
  const call = JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'look', arguments: '{"q":"x"}' } }] }, finish_reason: 'tool_calls' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } });
  const done = JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'done' }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } });
  const fetch = replay([{ body: call }, { body: done }], null);
  const other = sg.compileSchema(ANSWER_SCHEMA);
  const client = sg.createClient({ provider: 'openai', model: 'gpt-4o', apiKey: 'k', fetch });
  const r = await client.runAgent({
    messages: [{ role: 'user', content: 'x' }],
    tools: [{
      name: 'look',
      parameters: { type: 'object', properties: { q: { type: 'string' } } },
      execute: async ({ q }) => {
        const repaired = sg.repairJson(LONG);
        const inner = await sg.createClient({ provider: 'openai', model: 'm', apiKey: 'k', fetch: replay([{ body: done }], null) }).generateObject({ messages: [{ role: 'user', content: q }] });
        return `${repaired.value.list.length} ${other.validate(ANSWER).valid} ${inner.text}`;
      },
    }],
  });
  assert.deepEqual([r.ok, r.text, r.rounds.length], [true, 'done', 2]);
  assert.equal(fetch.calls[1].body.messages.at(-1).content, '2000 true done');
});

test('issue 36 principle 8: a call made from a format function that aborts the core makes the outer call throw CoreAbortedError too', async () => {
  const sg = await init();
  // Hashing 3 GB cannot fit in 2 GiB of wasm memory (tests/js/core-abort.test.js); never written, it costs no real memory.
  const { validator } = reentrant(sg, () => sg.sha256Hex(new Uint8Array(3e9)));
  assert.throws(() => validator.validate({ a: 'x', b: 2 }), (error) => error instanceof CoreAbortedError && error.reason === 'OOM');
  assert.throws(() => sg.extractJson('{}'), CoreAbortedError);
  const fresh = await init();
  assert.equal(fresh.extractJson('{"a": 1}').json, '{"a": 1}');
});
