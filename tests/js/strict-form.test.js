// The strict form round-trips (README "Schemas that providers accept"): what a provider writes under
// toStrictSchema's form comes back in the original's shape, nulls that stand for absent
// optional members taken out, and the original schema judges it; createClient sends only what
// lintSchema passes for the provider, converting the schema or refusing before any request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { init } from 'structguard';
import { jsonResponse, openaiReply, scripted } from './scripted-fetch.js';

const sg = await init();
const MESSAGES = [{ role: 'user', content: 'Who?' }];

// The reproduction: a Zod .optional() beside a .max(), which OpenAI's strict mode refuses.
const Person = z.object({ name: z.string().max(20), role: z.string().max(10).optional() });

function client(fetch) {
  return sg.createClient({ provider: 'openai', model: 'gpt-4o', fetch, maxRetries: 0 });
}

test('S4 fromStrictForm takes out the null that stands for an absent optional member', () => {
  const strict = sg.toStrictSchema(Person, 'openai');
  assert.deepEqual(strict.schema.required, ['name', 'role']);
  const value = sg.fromStrictForm({ name: 'Ada', role: null }, Person);
  assert.deepEqual(value, { name: 'Ada' });
  assert.equal(sg.compileSchema(Person).validate(value).valid, true);
  assert.equal(sg.compileSchema(JSON.stringify(z.toJSONSchema(Person))).validate({ name: 'Ada', role: null }).errors[0].message, "'role' must be string; got null");
});

test('S4 fromStrictForm keeps the nulls the original allows or requires, and walks arrays, $ref and anyOf', () => {
  const schema = {
    type: 'object',
    properties: {
      note: { type: ['string', 'null'] },
      must: { type: 'string' },
      items: { type: 'array', items: { $ref: '#/$defs/item' } },
      either: { anyOf: [{ type: 'object', properties: { a: { type: 'number' } } }, { type: 'string' }] },
    },
    required: ['must'],
    $defs: { item: { type: 'object', properties: { size: { type: 'integer' } } } },
  };
  const value = { note: null, must: null, items: [{ size: null }, { size: 2 }], either: { a: null } };
  assert.deepEqual(sg.fromStrictForm(value, schema), { note: null, must: null, items: [{}, { size: 2 }], either: {} });
  assert.deepEqual(value.items[0], { size: null }, 'the value given is not changed');
});

test('S4 fromStrictForm refuses a value JSON cannot hold with a TypeError', () => {
  assert.throws(() => sg.fromStrictForm(undefined, {}), { name: 'TypeError', message: 'fromStrictForm: value must be a JSON value, got undefined' });
});

test('R1 S3 createClient sends OpenAI the strict form of a schema lintSchema rejects, and the value in the original shape', async () => {
  assert.equal(sg.lintSchema(Person, 'openai').ok, false);
  const fetch = scripted(() => jsonResponse(openaiReply('{"name":"Ada","role":null}')));
  const result = await client(fetch).generateObject({ messages: MESSAGES, schema: Person });
  const sent = JSON.parse(fetch.calls[0].body).response_format.json_schema;
  assert.equal(sent.strict, true);
  assert.deepEqual(sent.schema, sg.toStrictSchema(Person, 'openai').schema);
  assert.equal(sg.lintSchema(sent.schema, 'openai').ok, true);
  assert.equal(result.ok, true);
  assert.deepEqual(result.value, { name: 'Ada' });
});

test('R1 the original schema judges the reply read under the strict form: its limits still hold', async () => {
  const fetch = scripted(() => jsonResponse(openaiReply('{"name":"Ada","role":"a role far too long"}')));
  const result = await client(fetch).generateObject({ messages: MESSAGES, schema: Person });
  assert.equal(result.ok, false);
  assert.equal(result.error.kind, 'InvalidReply');
  assert.equal(result.error.replyErrors[0].message, "'role' must be at most 10 characters long; got 19");
});

test('R1 a schema lintSchema passes is sent as it is', async () => {
  const schema = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false };
  const fetch = scripted(() => jsonResponse(openaiReply('{"a":"x"}')));
  const result = await client(fetch).generateObject({ messages: MESSAGES, schema });
  assert.deepEqual(JSON.parse(fetch.calls[0].body).response_format.json_schema.schema, schema);
  assert.deepEqual(result.value, { a: 'x' });
});

test('R1 a schema the provider rejects and that has no strict form is refused before any request, with the lint findings', async () => {
  const schema = { type: 'object', properties: { tags: { type: 'object', additionalProperties: { type: 'string' } } }, required: ['tags'] };
  const fetch = scripted(() => jsonResponse(openaiReply('{}')));
  const result = await client(fetch).generateObject({ messages: MESSAGES, schema });
  assert.equal(fetch.calls.length, 0);
  assert.equal(result.ok, false);
  assert.equal(result.error.kind, 'InvalidCall');
  assert.match(result.error.message, /^openai would reject the schema \(.*\), and it has no strict form \(at \/properties\/tags: .*\); change the schema, or send it with mode: 'prompt'$/);
});
