// A schema from a library keeps the library's rules: the core finds, repairs, checks the JSON
// Schema form and places errors, then the library's own `~standard.validate` has the last word
// and its output is the value (refinements, defaults, transforms, coercions), in parseReply,
// checkReply, validate, validateJson, parseReplyAsync, a validator's ~standard and
// createClient's generateObject.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import * as z from 'zod';
import * as v from 'valibot';
import { type } from 'arktype';

const sg = await init();

const Signup = z.object({
  email: z.string().refine((text) => text.endsWith('@example.com'), 'must be an example.com address'),
  age: z.coerce.number(),
  plan: z.string().default('free'),
  name: z.string().transform((text) => text.trim().toUpperCase()),
});

test('a Zod refinement is enforced: ok false, the issue as a ValidationFailed error placed in the reply', () => {
  const signup = sg.compileSchema(Signup);
  const reply = 'Here:\n{"email": "ann@other.org", "age": 30, "name": "ann"}';
  const r = signup.parseReply(reply);
  assert.equal(r.ok, false);
  assert.equal(r.value, null);
  assert.deepEqual(r.errors, [{
    code: 'ValidationFailed', message: 'must be an example.com address', offset: 16, line: 2, column: 11, instanceLocation: '/email', vendor: 'zod',
  }]);
  assert.equal(reply.slice(16, 31), '"ann@other.org"');
  assert.equal(r.json, '{"email": "ann@other.org", "age": 30, "name": "ann"}', 'the JSON the model wrote stays available');
  assert.deepEqual(signup.checkReply(reply), { ok: false, errors: r.errors });
});

test('a default fills a missing member, a coercion takes "5", a transform runs: the value is the library\'s output', () => {
  const signup = sg.compileSchema(Signup);
  const r = signup.parseReply('```json\n{"email": "ann@example.com", "age": "5", "name": "  ann "}\n```');
  assert.equal(r.ok, true);
  assert.deepEqual(r.value, { email: 'ann@example.com', age: 5, plan: 'free', name: 'ANN' });
  assert.deepEqual(r.errors, []);
  assert.equal(r.json, '{"email": "ann@example.com", "age": "5", "name": "  ann "}');
  assert.equal(r.strategy, 'fence');
  assert.deepEqual(signup.checkReply('{"email": "b@example.com", "age": 1, "name": "b"}'), { ok: true, errors: [] });
});

test('the library wins over the JSON Schema form both ways', () => {
  // The form says age must be a number; z.coerce.number() takes the string.
  const coerced = sg.compileSchema(z.object({ age: z.coerce.number() }));
  assert.equal(coerced.parseReply('{"age": "41"}').ok, true);
  // The form accepts any string; the refinement does not.
  const refined = sg.compileSchema(z.object({ code: z.string().refine((s) => /^[A-Z]{3}$/.test(s), 'three capitals') }));
  assert.deepEqual(refined.validate({ code: 'abc' }), {
    valid: false, truncated: false,
    errors: [{ code: 'ValidationFailed', message: 'three capitals', offset: null, line: null, column: null, instanceLocation: '/code', vendor: 'zod' }],
  });
  assert.deepEqual(refined.validateJson('{"code": "ABC"}'), { valid: true, truncated: false, errors: [] });
  // What is not JSON is still the core's to say, with its position.
  const broken = refined.validateJson('{"code": }');
  assert.equal(broken.valid, false);
  assert.equal(broken.errors[0].code, 'JsonParseError');
  assert.equal(refined.parseReply('no JSON here').errors[0].code, 'MissingFence');
});

test('a transform has no output form: the input form is the schema\'s JSON Schema wherever one is taken', () => {
  const Length = z.object({ word: z.string().max(5).transform((word) => word.length) });
  assert.deepEqual(sg.toStrictSchema(Length, 'openai').schema.properties, { word: { type: 'string', description: '{maxLength: 5}' } });
  assert.deepEqual(sg.compileSchema(Length).parseReply('{"word": "hello"}').value, { word: 5 });
  assert.throws(() => sg.compileSchema(z.object({ at: z.date() })), { name: 'TypeError', message: /^compileSchema: schema \(a zod schema\) has no JSON Schema form: Date cannot be represented in JSON Schema; the model writes JSON/ });
});

test('errors: all lists every issue in the library\'s order; a missing member is placed at the object that lacks it', () => {
  const Pair = z.object({ a: z.string().min(3), b: z.number() });
  const reply = '{"a": "x"}';
  const r = sg.compileSchema(Pair).parseReply(reply, { errors: 'all' });
  assert.deepEqual(r.errors.map((e) => [e.instanceLocation, e.offset, e.column]), [['/a', 6, 7], ['/b', 0, 1]]);
  assert.equal(r.errors[0].message, 'Too small: expected string to have >=3 characters');
  // The correction sent back to the model names each place (L6).
  assert.equal(sg.compileSchema(Pair).reaskMessage(r), 'Your previous reply did not match the required JSON schema:\n'
    + '- at /a: Too small: expected string to have >=3 characters\n- at /b: Invalid input: expected number, received undefined\n'
    + 'Reply again with the corrected JSON only, as one ```json fence, with no other text.');
  assert.deepEqual(sg.compileSchema(Pair).parseReply(reply, { errors: 'none' }).errors, []);
});

test('lenient mode repairs, then the library judges the repaired value; array indices are pointer tokens', () => {
  const Tags = z.object({ tags: z.array(z.string().max(3)) });
  const r = sg.compileSchema(Tags).parseReply("Sure: {tags: ['ok', 'toolong',]}", { mode: 'lenient' });
  assert.equal(r.ok, false);
  assert.equal(r.repaired, true);
  assert.deepEqual(r.errors.map((e) => [e.instanceLocation, e.offset]), [['/tags/1', 20]]);
});

test('ArkType and Valibot-style issue paths ({key} segments) become JSON Pointers', () => {
  const ark = sg.compileSchema(type({ email: 'string.email' }));
  assert.deepEqual(ark.validate({ email: 'nope' }).errors.map((e) => [e.instanceLocation, e.vendor]), [['/email', 'arktype']]);
  // Valibot (no JSON Schema converter: it judges alone); its path segments are objects with `key`.
  const Valibot = v.object({ list: v.array(v.pipe(v.string(), v.email())) });
  const r = sg.compileSchema(Valibot).parseReply('{"list": ["a@b.co", "x/y~z"]}', { errors: 'all' });
  assert.deepEqual(r.errors.map((e) => [e.instanceLocation, e.vendor, e.offset]), [['/list/1', 'valibot', 20]]);
});

test('an issue on the whole value is at the root: ArkType\'s ReadonlyPath, Valibot\'s missing path', () => {
  const Range = type({ low: 'number', high: 'number' }).narrow((range, ctx) => range.low <= range.high || ctx.mustBe('ordered'));
  const range = sg.compileSchema(Range);
  const r = range.parseReply('Here: {"low": 5, "high": 1}');
  assert.deepEqual(r.errors.map((e) => [e.instanceLocation, e.vendor, e.offset]), [['', 'arktype', 6]]);
  assert.deepEqual(range['~standard'].validate({ low: 5, high: 1 }).issues.map((issue) => issue.path), [[]]);
  const Pair = v.pipe(v.object({ a: v.string(), b: v.string() }), v.check((pair) => pair.a !== pair.b, 'a and b must differ'));
  assert.deepEqual(sg.compileSchema(Pair).validate({ a: 'x', b: 'x' }).errors.map((e) => [e.instanceLocation, e.message]), [['', 'a and b must differ']]);
});

test('a Standard Schema path of any form is a JSON Pointer: iterables, {key} segments, numbers, symbols', () => {
  const paths = [
    new Set(['items', 2]),
    (function* keys() { yield { key: 'a/b' }; yield { key: 0 }; })(),
    [Symbol('meta'), '~tilde'],
    [],
    undefined,
  ];
  const library = { '~standard': { version: 1, vendor: 'custom', validate: () => ({ issues: paths.map((path) => ({ message: 'no', path })) }) } };
  assert.deepEqual(sg.compileSchema(library).validate({}, { errors: 'all' }).errors.map((e) => e.instanceLocation), ['/items/2', '/a~1b/0', '/meta/~0tilde', '', '']);
});

test('a validator\'s ~standard.validate gives the library\'s output and its issues', () => {
  const standard = sg.compileSchema(Signup)['~standard'];
  assert.deepEqual(standard.validate({ email: 'a@example.com', age: '7', name: 'x' }), { value: { email: 'a@example.com', age: 7, plan: 'free', name: 'X' } });
  assert.deepEqual(standard.validate({ email: 'a@b.c', age: 1, name: 'x' }), { issues: [{ message: 'must be an example.com address', path: ['email'] }] });
});

test('an async refinement: the sync calls refuse with the call to use; parseReplyAsync awaits it', async () => {
  const Async = z.object({ user: z.string().refine(async (name) => name !== 'root', 'name taken') });
  const validator = sg.compileSchema(Async);
  assert.throws(() => validator.parseReply('{"user": "root"}'), {
    name: 'TypeError',
    message: 'parseReply: the zod schema validates asynchronously (its ~standard.validate returned a Promise: an async refinement or transform); use parseReplyAsync, which awaits it',
  });
  assert.throws(() => validator.checkReply('{"user": "root"}'), { name: 'TypeError', message: /^checkReply: the zod schema validates asynchronously .* use parseReplyAsync/ });
  assert.throws(() => validator.validate({ user: 'x' }), { name: 'TypeError', message: /^validate: the zod schema validates asynchronously .* use await validator\['~standard'\]\.validate\(value\)/ });
  const taken = await validator.parseReplyAsync('{"user": "root"}');
  assert.deepEqual([taken.ok, taken.errors[0].message, taken.errors[0].instanceLocation, taken.errors[0].offset], [false, 'name taken', '/user', 9]);
  const free = await validator.parseReplyAsync('{"user": "ann"}');
  assert.deepEqual([free.ok, free.value], [true, { user: 'ann' }]);
  assert.deepEqual(await validator['~standard'].validate({ user: 'ann' }), { value: { user: 'ann' } });
  // Without a library, parseReplyAsync is parseReply.
  const plain = sg.compileSchema({ type: 'integer' });
  assert.deepEqual(await plain.parseReplyAsync('7'), plain.parseReply('7'));
});

test('a validate that throws is a TypeError naming the call and the library', () => {
  const Throws = { '~standard': { version: 1, vendor: 'mine', validate() { throw new Error('boom'); }, jsonSchema: { input: () => true, output: () => true } } };
  assert.throws(() => sg.compileSchema(Throws).parseReply('{"a": 1}'), { name: 'TypeError', message: "parseReply: the mine schema's ~standard.validate threw: boom" });
});

function openaiReplying(...contents) {
  const sent = [];
  const fetch = async (url, request) => {
    sent.push(JSON.parse(request.body));
    const content = contents[Math.min(sent.length, contents.length) - 1];
    return new Response(JSON.stringify({
      id: 'x', object: 'chat.completion', model: 'm',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { sent, client: sg.createClient({ provider: 'openai', model: 'm', apiKey: 'k', fetch, maxRetries: 0 }) };
}

test('generateObject: the library\'s output is the value', async () => {
  const Order = z.object({ qty: z.number(), note: z.string().transform((s) => s.length) });
  const { client } = openaiReplying('{"qty": 2, "note": "fast"}');
  const r = await client.generateObject({ messages: [{ role: 'user', content: 'order' }], schema: Order });
  assert.equal(r.ok, true);
  assert.deepEqual(r.value, { qty: 2, note: 4 });
  assert.equal(r.json, '{"qty": 2, "note": "fast"}');
});

test('generateObject: a value the library rejects is an InvalidReply with its issues', async () => {
  const Email = z.object({ email: z.string().refine((text) => text.includes('@'), 'needs an @') });
  const { client, sent } = openaiReplying('{"email": "not-an-email"}');
  const r = await client.generateObject({ messages: [{ role: 'user', content: 'email' }], schema: Email });
  assert.equal(sent.length, 1);
  assert.equal(r.ok, false);
  assert.equal(r.value, null);
  assert.deepEqual(r.error, {
    kind: 'InvalidReply',
    message: 'the zod schema rejected the value: /email: needs an @',
    status: null,
    providerCode: null,
    retryable: false,
    replyErrors: [{ code: 'ValidationFailed', message: 'needs an @', offset: null, line: null, column: null, instanceLocation: '/email', vendor: 'zod' }],
    reply: '{"email": "not-an-email"}',
  });
  assert.deepEqual([r.audit.errorClass, r.audit.errorType], ['ValidationFailed', 'InvalidReply']);
});
