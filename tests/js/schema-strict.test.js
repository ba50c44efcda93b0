// A validator that helps (README "Validating against a JSON Schema"): compileSchema refuses
// what no author means, as ajv's strict mode does, with the pointer of the mistake; it refuses
// options it does not know; and it checks formats of the caller's own. A client's generateObject
// compiles its schema the same way, before any request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { init, SchemaError } from 'structguard';
import { mockFetch } from 'structguard/testing';

const sg = await init();

function refusal(schema, options) {
  try {
    sg.compileSchema(schema, options);
  } catch (error) {
    assert.ok(error instanceof SchemaError);
    return { code: error.code, pointer: error.pointer, message: error.message };
  }
  assert.fail('compiled');
}

test('S1 strict mode refuses an unknown keyword, and names the keyword a typo meant', () => {
  assert.deepEqual(refusal({ type: 'object', properties: { name: { type: 'string', minLenght: 1 } } }), {
    code: 'UnknownKeyword',
    pointer: '/properties/name/minLenght',
    message: '"minLenght" is not a keyword of JSON Schema 2020-12; did you mean "minLength"? '
      + '(strict mode: name annotations of your own x-…, or compile with strict: false) (at #/properties/name/minLenght)',
  });
  assert.equal(refusal({ foo: 'bar' }).code, 'UnknownKeyword');
});

test('S1 strict mode says where a property schema written beside properties belongs', () => {
  const refused = refusal({ type: 'object', properties: {}, title_text: { type: 'string' } });
  assert.equal(refused.pointer, '/title_text');
  assert.match(refused.message, /^"title_text" is not a keyword of JSON Schema 2020-12; its value is a schema: a property's schema goes under "properties"/);
});

test('S1 strict mode knows the dialect: prefixItems is no draft-07 keyword, additionalItems no 2020-12 one', () => {
  assert.equal(refusal({ $schema: 'http://json-schema.org/draft-07/schema#', prefixItems: [] }).pointer, '/prefixItems');
  assert.equal(refusal({ additionalItems: false }).code, 'UnknownKeyword');
  assert.equal(sg.compileSchema({ $schema: 'http://json-schema.org/draft-07/schema#', items: [{}], additionalItems: false }).validate([1, 2]).valid, false);
});

test('S1 strict mode refuses a keyword ignored where it stands', () => {
  assert.deepEqual(refusal({ then: { required: ['a'] } }), {
    code: 'IgnoredKeyword',
    pointer: '/then',
    message: '"then" without "if" is ignored; add the "if" it answers or remove it (strict mode: name annotations of your own x-…, or compile with strict: false) (at #/then)',
  });
  assert.equal(refusal({ $schema: 'http://json-schema.org/draft-07/schema#', items: {}, additionalItems: false }).code, 'IgnoredKeyword');
});

test('S1 strict mode refuses a format it does not know', () => {
  assert.deepEqual(refusal({ type: 'string', format: 'phone' }), {
    code: 'UnknownFormat',
    pointer: '/format',
    message: 'format "phone" is not a format structguard knows; pass formats: { "phone": (text) => … } to check it, '
      + 'or compile with strict: false to keep it an annotation (at #/format)',
  });
  assert.equal(sg.compileSchema({ format: 'idn-email' }).validate('x').valid, true);
});

test('S1 annotations, $comment, $defs, definitions and x- names are known in strict mode', () => {
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema', $id: 'https://example.com/s', $comment: 'c', title: 't', description: 'd',
    default: {}, examples: [{}], deprecated: false, readOnly: false, writeOnly: false, 'x-internal': { anything: 1 },
    $defs: { a: { type: 'string' } }, definitions: { b: { type: 'number' } }, type: 'object', properties: { a: { $ref: '#/$defs/a' } },
  };
  assert.equal(sg.compileSchema(schema).validate({ a: 'x' }).valid, true);
});

test('S1 strict: false compiles what strict mode refuses, as before', () => {
  const validator = sg.compileSchema({ foo: 'bar', type: 'string', minLenght: 3, format: 'phone', then: false }, { strict: false });
  assert.equal(validator.validate('x').valid, true);
  assert.equal(validator.validate(1).valid, false);
});

test('S1 a schema from a library is compiled without strict mode unless asked', () => {
  const Meta = z.object({ a: z.string().meta({ widget: 'big' }) });
  assert.equal(sg.compileSchema(Meta).validate({ a: 'x' }).valid, true);
  assert.equal(refusal(Meta, { strict: true }).pointer, '/properties/a/widget');
});

test('S1 strict mode checks the definitions nobody references too', () => {
  assert.equal(refusal({ $defs: { unused: { typo: 1 } } }).pointer, '/$defs/unused/typo');
});

test('compileSchema refuses an option it does not know, naming it', () => {
  assert.throws(() => sg.compileSchema({}, { strcit: false }), {
    name: 'TypeError',
    message: "compileSchema: unknown option 'strcit' (its options: defaultDialect, formatAssertion, baseUri, maxDepth, maxInputBytes, strict, formats, locale)",
  });
  assert.throws(() => sg.compileSchema({}, { strict: 'no' }), { name: 'TypeError', message: 'compileSchema: options.strict must be true or false, got a string' });
});

test('S1 formats of your own are checked on strings under their format', () => {
  const seen = [];
  const phone = (text) => {
    seen.push(text);
    return /^\+[0-9]{6,15}$/.test(text);
  };
  const validator = sg.compileSchema({ type: 'object', properties: { tel: { type: 'string', format: 'phone' }, n: { format: 'phone' } } }, { formats: { phone } });
  assert.equal(validator.validate({ tel: '+4412345678', n: 5 }).valid, true);
  assert.deepEqual(validator.validate({ tel: 'call me' }).errors.map(({ keyword, instanceLocation, message }) => ({ keyword, instanceLocation, message })), [
    { keyword: 'format', instanceLocation: '/tel', message: "'tel' must be a valid phone; got 'call me'" },
  ]);
  // A failing value may be checked again while its error is written: the texts, not the calls, are fixed.
  assert.deepEqual([...new Set(seen)], ['+4412345678', 'call me']);
  const reply = validator.parseReply('Here: {"tel": "nope"}');
  assert.equal(reply.ok, false);
  assert.equal(reply.errors[0].offset, 14);
  assert.equal(validator.checkReply('{"tel": "+4412345678"}').ok, true);
});

test('S1 a format of your own is given the string as the value holds it: a leading U+FEFF, a NUL and non-ASCII intact', () => {
  const seen = [];
  const validator = sg.compileSchema({ type: 'array', items: { format: 'kept' } }, { formats: { kept: (text) => seen.push(text) > 0 } });
  assert.equal(validator.validate(['\uFEFFbom', 'a\u0000b', 'é日本']).valid, true);
  assert.deepEqual(seen, ['\uFEFFbom', 'a\u0000b', 'é日本']);
});

test('S1 a format function that throws, or answers other than true or false, is a TypeError from the call', () => {
  const validator = sg.compileSchema({ format: 'odd' }, { formats: { odd: (text) => { if (text === 'x') throw new Error('boom'); return 1; } } });
  assert.throws(() => validator.validate('x'), { name: 'TypeError', message: "validate: options.formats[\"odd\"] threw: boom" });
  assert.throws(() => validator.validate('y'), { name: 'TypeError', message: 'validate: options.formats["odd"] returned number 1, not true or false' });
  assert.throws(() => sg.compileSchema({}, { formats: { odd: 'yes' } }), { name: 'TypeError', message: 'compileSchema: options.formats["odd"] must be a function (text) => boolean, got a string' });
});

test('issue 36 S1 a format function that throws what has no readable message is a TypeError from the call, 5,000 times, and the core goes on', () => {
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const thrown = [Object.create(null), { get message() { throw new Error('no message for you'); } }, revoked.proxy];
  let which = 0;
  const validator = sg.compileSchema({ format: 'odd' }, { formats: { odd: (text) => { if (text === 'x') throw thrown[which % 3]; return true; } } });
  for (; which < 5000; which += 1) {
    assert.throws(() => validator.validate('x'), (error) => {
      assert.ok(error instanceof TypeError, String(error));
      assert.equal(error.message, 'validate: options.formats["odd"] threw: a value whose message cannot be read');
      assert.equal(error.cause, thrown[which % 3]);
      return true;
    });
  }
  assert.deepEqual(validator.validate('y'), { valid: true, truncated: false, errors: [] });
  assert.equal(sg.extractJson('{"a": 1}').json, '{"a": 1}');
});

// README "Calling a model": the client compiles the call's schema as compileSchema does.
async function generated(schema, request = {}) {
  const fetch = mockFetch();
  const client = sg.createClient({ provider: 'openai', model: 'gpt-4o-mini', fetch });
  const result = await client.generateObject({ messages: [{ role: 'user', content: 'A name, please.' }], schema, ...request });
  return { result, sent: fetch.requests.length };
}

test('S1 generateObject compiles a JSON Schema in strict mode: a misspelt keyword fails the call with its pointer, nothing sent', async () => {
  const { result, sent } = await generated({ type: 'object', properties: { name: { type: 'string', minLenght: 1 } } });
  assert.equal(sent, 0);
  assert.equal(result.ok, false);
  assert.deepEqual({ kind: result.error.kind, message: result.error.message, retryable: result.error.retryable }, {
    kind: 'InvalidCall',
    message: 'the schema cannot be compiled at /properties/name/minLenght: "minLenght" is not a keyword of JSON Schema 2020-12; '
      + 'did you mean "minLength"? (strict mode: name annotations of your own x-…, or compile with strict: false)',
    retryable: false,
  });
  const misspeltType = await generated({ type: 'object', properties: { name: { type: 'strnig' } } });
  assert.equal(misspeltType.sent, 0);
  assert.equal(misspeltType.result.error.message.startsWith('the schema cannot be compiled at /properties/name/type: '), true);
  const unknownFormat = await generated({ type: 'object', properties: { tel: { type: 'string', format: 'phone' } } });
  assert.equal(unknownFormat.sent, 0);
  assert.equal(unknownFormat.result.error.message.startsWith('the schema cannot be compiled at /properties/tel/format: format "phone"'), true);
});

test('S1 generateObject with strict: false sends what strict mode refuses, the unknown keyword ignored', async () => {
  const { result, sent } = await generated({ type: 'object', properties: { name: { type: 'string', minLenght: 1 } } }, { strict: false });
  assert.equal(sent, 1);
  assert.equal(result.ok, true);
});

test('S1 generateObject compiles a library schema without strict mode unless asked', async () => {
  const Meta = z.object({ a: z.string().meta({ widget: 'big' }) });
  const plain = await generated(Meta);
  assert.deepEqual([plain.result.ok, plain.sent], [true, 1]);
  const strict = await generated(Meta, { strict: true });
  assert.equal(strict.sent, 0);
  assert.equal(strict.result.error.message.startsWith('the schema cannot be compiled at /properties/a/widget: '), true);
  const client = sg.createClient({ provider: 'openai', model: 'gpt-4o-mini', fetch: mockFetch() });
  await assert.rejects(client.generateObject({ messages: [], schema: Meta, strict: 'yes' }), {
    name: 'TypeError',
    message: 'generateObject: request.strict must be true or false, got a string',
  });
});
