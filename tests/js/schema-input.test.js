// Issue 16: the schemas users already write. A Standard Schema (Zod 4, ArkType) goes through
// its library's own JSON Schema converter wherever a schema is taken; an object that is not
// JSON Schema is a TypeError, never compiled as the empty schema that accepts everything; a
// compiled validator is itself a Standard Schema and a disposable handle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import * as z from 'zod';
import * as v from 'valibot';
import { type } from 'arktype';

const sg = await init();
const Recipe = z.object({ title: z.string(), tags: z.array(z.string()) });
const RECIPE_JSON_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: { title: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
  required: ['title', 'tags'],
  additionalProperties: false,
};

test('issue 16: compileSchema(zod object) validates what the Zod schema describes', () => {
  const validator = sg.compileSchema(Recipe);
  assert.deepEqual(validator.validate({ title: 'soup', tags: [] }), { valid: true, truncated: false, errors: [] });
  const wrong = validator.validate({ title: 42, tags: [] });
  assert.equal(wrong.valid, false);
  assert.equal(wrong.errors[0].instanceLocation, '/title');
  assert.equal(wrong.errors[0].vendor, 'zod', 'Zod\'s own verdict (library-schema.test.js)');
  const reply = validator.parseReply('Here:\n```json\n{"title": "soup", "tags": ["hot"]}\n```');
  assert.equal(reply.ok, true);
  assert.deepEqual(reply.value, { title: 'soup', tags: ['hot'] });
  // The output form closes objects; Zod itself strips an unknown key, and its verdict wins.
  assert.equal(sg.toStrictSchema(Recipe, 'openai').schema.additionalProperties, false);
  assert.deepEqual(validator.parseReply('{"title": "soup", "tags": [], "extra": 1}').value, { title: 'soup', tags: [] });
});

test('issue 16: an ArkType type compiles through its converter', () => {
  const validator = sg.compileSchema(type({ name: 'string', 'age?': 'number' }));
  assert.equal(validator.validate({ name: 'a' }).valid, true);
  assert.deepEqual(validator.validate({ name: 1 }).errors.map((e) => e.instanceLocation), ['/name']);
  assert.deepEqual(validator.validate({}).errors.map((e) => [e.instanceLocation, e.vendor]), [['/name', 'arktype']]);
});

test('issue 16: every call taking a schema reads a Zod schema as its JSON Schema', () => {
  assert.deepEqual(sg.lintSchema(Recipe, 'openai'), { ok: true, diagnostics: [], error: null });
  assert.deepEqual(sg.toStrictSchema(Recipe, 'openai').schema, RECIPE_JSON_SCHEMA);
  assert.deepEqual(sg.withExactItems(Recipe, '/properties/tags', 2).schema.properties.tags, { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 });
  assert.deepEqual(sg.exampleInstance(Recipe), { ok: true, value: { title: '', tags: [] }, error: null });
  assert.match(sg.injectJsonInstruction('Give a recipe.', Recipe), /"additionalProperties": false/);
  sg.addSchema('https://example.com/recipe', Recipe);
  const byRef = sg.compileSchema({ $ref: 'https://example.com/recipe' });
  assert.equal(byRef.validate({ title: 1, tags: [] }).valid, false);
});

test('issue 16: generateObject sends the Zod schema\'s JSON Schema and checks the reply with it', async () => {
  const sent = [];
  const fetch = async (url, init) => {
    sent.push(JSON.parse(init.body));
    const content = sent.length === 1 ? '{"title": 42, "tags": []}' : '{"title": "soup", "tags": []}';
    return new Response(JSON.stringify({
      id: 'x', object: 'chat.completion', model: 'm',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const client = sg.createClient({ provider: 'openai', model: 'm', apiKey: 'k', fetch, retry: { initialDelayMs: 0, jitter: 0 } });
  const result = await client.generateObject({ messages: [{ role: 'user', content: 'a recipe' }], schema: Recipe, schemaName: 'recipe' });
  assert.deepEqual(sent[0].response_format.json_schema.schema, RECIPE_JSON_SCHEMA);
  assert.equal(sent.length, 2, 'the first reply ({"title": 42}) is rejected by the Zod schema\'s JSON Schema');
  assert.equal(result.ok, true);
  assert.deepEqual(result.value, { title: 'soup', tags: [] });
});

test('issue 16: a tool\'s parameters may be a Zod schema too', async () => {
  let body;
  const fetch = async (url, init) => {
    body = JSON.parse(init.body);
    return new Response(JSON.stringify({
      id: 'x', object: 'chat.completion', model: 'm',
      choices: [{ index: 0, message: { role: 'assistant', content: 'done' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const client = sg.createClient({ provider: 'openai', model: 'm', apiKey: 'k', fetch });
  const tools = [{ name: 'search', parameters: z.object({ query: z.string() }), execute: () => 'ok' }];
  const result = await client.runAgent({ messages: [{ role: 'user', content: 'go' }], tools });
  assert.equal(result.ok, true);
  assert.deepEqual(body.tools[0].function.parameters.properties, { query: { type: 'string' } });
});

const REFUSED = [
  ['a Zod 3 schema (_def)', { _def: { typeName: 'ZodObject' }, parse() {} }, /schema is a schema library's object \(it has "_def"\), not JSON Schema/],
  ['a class instance', new Map(), /schema is a Map object, not JSON Schema/],
  ['a Zod schema inside a JSON Schema', { type: 'object', properties: { a: z.string() } }, /schema \(at key "a"\) is a Standard Schema \(zod\), not JSON Schema/],
  ['a Date in Zod', z.object({ at: z.date() }), /has no JSON Schema form: Date cannot be represented/],
  ['an ArkType type inside a JSON Schema', { type: 'object', properties: { a: type('string') } }, /schema \(at key "a"\) is a Standard Schema \(arktype\), not JSON Schema/],
  ['a function inside a JSON Schema', { type: 'object', properties: { a: () => 'string' } }, /schema \(at key "a"\) is a function, not JSON Schema/],
  ['a compiled validator', sg.compileSchema({ type: 'string' }), /schema is a compiled structguard validator; pass the schema it was compiled from/],
  ['an array', [], /schema must be a JSON Schema \(an object, a boolean or its JSON text\) or a Standard Schema, got an array/],
];

for (const [what, schema, message] of REFUSED) {
  test(`issue 16: ${what} is a TypeError wherever a schema is taken`, async () => {
    for (const [call, run] of [
      ['compileSchema', () => sg.compileSchema(schema)],
      ['addSchema', () => sg.addSchema('https://example.com/x', schema)],
      ['lintSchema', () => sg.lintSchema(schema, 'openai')],
      ['toStrictSchema', () => sg.toStrictSchema(schema, 'anthropic')],
      ['withExactItems', () => sg.withExactItems(schema, '', 1)],
      ['exampleInstance', () => sg.exampleInstance(schema)],
      ['injectJsonInstruction', () => sg.injectJsonInstruction('p', schema)],
    ]) {
      assert.throws(run, (error) => error instanceof TypeError && error.message.startsWith(`${call}: `) && message.test(error.message), call);
    }
    const client = sg.createClient({ provider: 'openai', model: 'm', fetch: () => assert.fail('nothing may be sent') });
    await assert.rejects(client.generateObject({ messages: [{ role: 'user', content: 'x' }], schema }),
      (error) => error instanceof TypeError && /^generateObject: request\.schema/.test(error.message));
  });
}

test('a Valibot schema (no JSON Schema converter) is refused where its form is needed; compileSchema lets Valibot judge', async () => {
  const Valibot = v.object({ a: v.string() });
  const message = /schema is a valibot schema without a JSON Schema converter; convert it first \(Valibot: toJsonSchema from @valibot\/to-json-schema/;
  for (const [call, run] of [
    ['addSchema', () => sg.addSchema('https://example.com/x', Valibot)],
    ['lintSchema', () => sg.lintSchema(Valibot, 'openai')],
    ['toStrictSchema', () => sg.toStrictSchema(Valibot, 'anthropic')],
    ['withExactItems', () => sg.withExactItems(Valibot, '', 1)],
    ['exampleInstance', () => sg.exampleInstance(Valibot)],
    ['injectJsonInstruction', () => sg.injectJsonInstruction('p', Valibot)],
  ]) {
    assert.throws(run, (error) => error instanceof TypeError && error.message.startsWith(`${call}: `) && message.test(error.message), call);
  }
  const client = sg.createClient({ provider: 'openai', model: 'm', fetch: () => assert.fail('nothing may be sent') });
  await assert.rejects(client.generateObject({ messages: [{ role: 'user', content: 'x' }], schema: Valibot }), /^TypeError: generateObject: request\.schema is a valibot schema/);
  const validator = sg.compileSchema(Valibot);
  assert.deepEqual(validator.parseReply("Sure: {'a': 'x'}", { mode: 'lenient' }).value, { a: 'x' });
  const wrong = validator.parseReply('{"a": 1}');
  assert.deepEqual([wrong.ok, wrong.errors[0].instanceLocation, wrong.errors[0].vendor, wrong.errors[0].offset], [false, '/a', 'valibot', 6]);
});

test('issue 16: a validator is a Standard Schema v1 (vendor structguard) with issue paths', () => {
  const validator = sg.compileSchema(RECIPE_JSON_SCHEMA);
  const standard = validator['~standard'];
  assert.equal(standard.version, 1);
  assert.equal(standard.vendor, 'structguard');
  assert.deepEqual(standard.validate({ title: 'soup', tags: ['a'] }), { value: { title: 'soup', tags: ['a'] } });
  assert.deepEqual(standard.validate({ title: 1, tags: ['a', 2], 'a/b~': 0 }), {
    issues: [
      { message: "'title' must be string; got integer", path: ['title'] },
      { message: "'tags[1]' must be string; got integer", path: ['tags', 1] },
      { message: validator.validate({ title: 'x', tags: [], 'a/b~': 0 }).errors[0].message, path: ['a/b~'] },
    ],
  });
  assert.deepEqual(standard.validate(10n), { issues: [{ message: 'the value cannot be written as JSON (Do not know how to serialize a BigInt)', path: [] }] });
  assert.equal(validator['~standard'], standard, 'one object per validator');
});

test('issue 16: a structguard validator plugs into code that takes any Standard Schema', async () => {
  // What libraries that accept a Standard Schema do with it.
  async function parseWith(schema, value) {
    const result = await schema['~standard'].validate(value);
    if (result.issues) throw new Error(result.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    return result.value;
  }
  const validator = sg.compileSchema({ type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] });
  assert.deepEqual(await parseWith(validator, { n: 1 }), { n: 1 });
  await assert.rejects(parseWith(validator, { n: 'x' }), { message: "n: 'n' must be integer; got string" });
});

test('issue 16: Symbol.dispose frees a validator', () => {
  const validator = sg.compileSchema({ type: 'string' });
  assert.equal(typeof validator[Symbol.dispose], 'function');
  validator[Symbol.dispose]();
  assert.throws(() => validator.validate('x'), { message: 'validate: this validator was freed' });
  validator[Symbol.dispose]();
});
