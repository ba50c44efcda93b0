// Issue 16: structguard/ai, the AI SDK's schema and repairText, checked against the real `ai`
// package (its generateObject, streamObject and mock model) and on their own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { asSchema, generateObject, streamObject, NoObjectGeneratedError } from 'ai';
import { MockLanguageModelV4, convertArrayToReadableStream } from 'ai/test';
import * as z from 'zod';
import { init } from 'structguard';
import { aiSchema, repairText, SchemaValidationError } from 'structguard/ai';

globalThis.AI_SDK_LOG_WARNINGS = false;
const sg = await init();
const Item = z.object({ name: z.string(), count: z.number().int() });
const USAGE = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

function replying(text) {
  return new MockLanguageModelV4({ doGenerate: { content: [{ type: 'text', text }], finishReason: { unified: 'stop', raw: 'stop' }, usage: USAGE, warnings: [] } });
}

test('issue 16: aiSchema is what the AI SDK takes as a ready schema: the JSON Schema and structguard\'s validation', async () => {
  const schema = aiSchema(sg, Item);
  assert.equal(asSchema(schema), schema, 'the AI SDK recognises it as its own schema object (no conversion)');
  assert.deepEqual(schema.jsonSchema.required, ['name', 'count']);
  assert.deepEqual(schema.validate({ name: 'a', count: 1 }), { success: true, value: { name: 'a', count: 1 } });
  const failed = schema.validate({ name: 'a', count: 1.5 });
  assert.equal(failed.success, false);
  assert.ok(failed.error instanceof SchemaValidationError);
  assert.equal(failed.error.code, 'ValidationFailed');
  // Zod's own verdict has the last word (library-schema.test.js).
  assert.equal(failed.error.message, 'Invalid input: expected int, received number');
  assert.deepEqual(failed.error.errors.map((e) => [e.vendor, e.instanceLocation]), [['zod', '/count']]);
  // It is a Standard Schema with a Standard JSON Schema converter as well.
  assert.equal(schema['~standard'].vendor, 'structguard');
  assert.deepEqual(schema['~standard'].validate({ name: 1, count: 1 }).issues[0].path, ['name']);
  assert.equal(schema['~standard'].jsonSchema.input({ target: 'draft-07' }), schema.jsonSchema);
  schema[Symbol.dispose]();
  assert.throws(() => schema.validate({}), { message: 'validate: this validator was freed' });
  schema.free();
});

test('issue 16: aiSchema of a plain JSON Schema, and its argument checks', () => {
  const schema = aiSchema(sg, '{"type": "array", "items": {"type": "string"}}');
  assert.deepEqual(schema.jsonSchema, { type: 'array', items: { type: 'string' } });
  assert.equal(schema.validate(['a', 1]).success, false);
  assert.throws(() => aiSchema({}, Item), { name: 'TypeError', message: 'aiSchema: the first argument must be the object init() resolves to (const sg = await init())' });
  assert.throws(() => aiSchema(sg, { _def: {} }), { name: 'TypeError', message: /^aiSchema: schema is a schema library's object/ });
});

test('issue 16: generateObject with aiSchema rejects an object that breaks the schema, with structguard\'s errors as the cause', async () => {
  await assert.rejects(generateObject({ model: replying('{"name": "a", "count": "3"}'), schema: aiSchema(sg, Item), prompt: 'x' }), (error) => {
    assert.ok(NoObjectGeneratedError.isInstance(error));
    assert.ok(error.cause.cause instanceof SchemaValidationError);
    assert.equal(error.cause.cause.errors[0].instanceLocation, '/count');
    return true;
  });
});

test('issue 16: repairText repairs what the AI SDK cannot parse (L1-L2) and passes it to validation', async () => {
  const { object } = await generateObject({
    model: replying("```json\n{name: 'bolt', 'count': 3,}\n```"), schema: aiSchema(sg, Item), repairText: repairText(sg), prompt: 'x',
  });
  assert.deepEqual(object, { name: 'bolt', count: 3 });
});

test('issue 16: repairText gives null when repairJson fails, changes nothing, or would complete a cut-off reply', async () => {
  const repair = repairText(sg);
  assert.equal(await repair({ text: '{"a": 1,}', error: null }), '{"a": 1}');
  assert.equal(await repair({ text: 'no json here', error: null }), null);
  assert.equal(await repair({ text: '{"a": 1}', error: null }), null, 'valid JSON that failed validation: nothing to repair');
  assert.equal(await repair({ text: '{"a": [1, 2', error: null }), null);
  assert.equal(await repairText(sg, { allowIncomplete: true })({ text: '{"a": [1, 2', error: null }), '{"a": [1, 2]}');
  assert.equal(await repairText(sg, { maxInputBytes: 4 })({ text: '{"a": 1,}', error: null }), null, 'a limit error is no repair');
  assert.throws(() => repairText(sg, { maxDepth: -1 }), { name: 'TypeError', message: /^repairText: options\.maxDepth must be a whole number >= 0/ });
  assert.throws(() => repairText(null), { name: 'TypeError', message: /^repairText: the first argument must be the object init\(\) resolves to/ });
});

test('issue 16: streamObject takes aiSchema: partial objects stream, the final one is validated by structguard', async () => {
  const chunks = ['{"name": "nu', 't", "count"', ': 7}'];
  const model = new MockLanguageModelV4({
    doStream: {
      stream: convertArrayToReadableStream([
        { type: 'text-start', id: '1' },
        ...chunks.map((delta) => ({ type: 'text-delta', id: '1', delta })),
        { type: 'text-end', id: '1' },
        { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: USAGE },
      ]),
    },
  });
  const result = streamObject({ model, schema: aiSchema(sg, Item), prompt: 'x' });
  const partials = [];
  for await (const partial of result.partialObjectStream) partials.push(partial);
  assert.deepEqual(partials.at(-1), { name: 'nut', count: 7 });
  assert.deepEqual(await result.object, { name: 'nut', count: 7 });
});
