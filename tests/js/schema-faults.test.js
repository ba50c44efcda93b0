// Issue 17, the schema side: compileSchema's own limits, schemas of any width, exact numbers,
// and one reading of lone surrogates across the entries that take text (README "Limits").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();

const nested = (depth) => '{"items":'.repeat(depth) + 'true' + '}'.repeat(depth);

test('issue 17 compileSchema maxDepth raises the 512 limit; past it the kind is LimitExceeded, not InvalidJson', () => {
  assert.throws(() => sg.compileSchema(nested(800)), {
    name: 'SchemaError', kind: 'LimitExceeded',
    message: 'schema nesting is deeper than maxDepth (512); raise maxDepth if such depth is expected',
  });
  const v = sg.compileSchema(nested(800), { maxDepth: 1000 });
  assert.equal(v.validate([]).valid, true);
  v.free();
  assert.throws(() => sg.compileSchema(nested(1200), { maxDepth: 1000 }), { name: 'SchemaError', kind: 'LimitExceeded' });
  // A lower maxDepth still names the pointer where the schema goes too deep.
  assert.throws(() => sg.compileSchema(nested(5), { maxDepth: 3 }), { kind: 'LimitExceeded', pointer: '/items/items/items' });
});

// The same schema as an object: {items: {items: … true}}.
const nestedObject = (depth) => {
  let schema = true;
  for (let i = 0; i < depth; i += 1) schema = { items: schema };
  return schema;
};

// What compileSchema throws for `schema` with `options`.
function compileError(schema, options) {
  try {
    sg.compileSchema(schema, options).free();
  } catch (error) {
    return error;
  }
  return null;
}

test('issue 26 a schema object nested 2,000 to 20,000 deep is SchemaError LimitExceeded, as its text is', () => {
  for (const [depth, options] of [[2_000, undefined], [20_000, undefined], [1_500, { maxDepth: 1_000 }], [600, { maxDepth: 3 }]]) {
    const asText = compileError(nested(depth), options);
    assert.equal(asText.kind, 'LimitExceeded');
    assert.throws(() => sg.compileSchema(nestedObject(depth), options), {
      name: 'SchemaError', kind: 'LimitExceeded', pointer: asText.pointer, message: asText.message,
    }, `${depth} deep`);
  }
  for (const depth of [2_000, 20_000]) assert.deepEqual(sg.lintSchema(nestedObject(depth), 'openai'), sg.lintSchema(nested(depth), 'openai'));
  // A raised limit is kept: the object is written as deep as the core reads it.
  assert.equal(compileError(nestedObject(900), { maxDepth: 1_000 }), null);
});

test('issue 17 compileSchema maxInputBytes bounds the schema text: LimitExceeded', () => {
  const text = JSON.stringify({ type: 'object', properties: { name: { type: 'string' } } });
  assert.throws(() => sg.compileSchema(text, { maxInputBytes: 20 }), {
    name: 'SchemaError', kind: 'LimitExceeded',
    message: `the schema text is ${text.length} bytes, over maxInputBytes (20); raise maxInputBytes if such a schema is expected`,
  });
  sg.compileSchema(text, { maxInputBytes: text.length }).free();
  assert.throws(() => sg.compileSchema(text, { maxInputBytes: -1 }), { name: 'TypeError' });
});

const WIDE = 100000;
const names = Array.from({ length: WIDE }, (_, i) => `p${i}`);
const wide = { type: 'object', properties: Object.fromEntries(names.map((n) => [n, { type: 'integer' }])) };

test('issue 17 a 100,000-property schema compiles and validates every member', () => {
  const v = sg.compileSchema({ ...wide, required: names });
  const value = Object.fromEntries(names.map((n) => [n, 0]));
  assert.equal(v.validate(value).valid, true);
  value.p99999 = 'x';
  const r = v.validate(value, { errors: 'all' });
  assert.deepEqual(r.errors.map((e) => [e.keyword, e.instanceLocation]), [['type', '/p99999']]);
  v.free();
});

test('issue 17 lintSchema, toStrictSchema and exampleInstance take a 100,000-property schema whole', () => {
  const lint = sg.lintSchema(wide, 'openai');
  assert.ok(lint.diagnostics.some((d) => d.code === 'too-many-properties'));
  const gemini = sg.toStrictSchema(wide, 'gemini');
  assert.equal(gemini.ok, true);
  assert.equal(gemini.schema.propertyOrdering.length, WIDE);
  const anthropic = sg.toStrictSchema(wide, 'anthropic');
  assert.equal(anthropic.schema.required.length, WIDE);
  const example = sg.exampleInstance({ ...wide, required: names }, undefined, { maxSteps: 200000 });
  assert.equal(example.ok, true);
  assert.equal(Object.keys(example.value).length, WIDE);
  assert.equal(sg.exampleInstance({ ...wide, required: names }).error.reason, 'limit-exceeded');
  // Linear memory: the quadratic versions grew the wasm memory past 500 MB here.
  assert.ok(sg.memoryBytes() < 256 * 1024 * 1024, `wasm memory ${sg.memoryBytes()} bytes`);
});

test('issue 17 numbers are judged on the decimal written: multipleOf, maximum, integer', () => {
  const nines = '9'.repeat(100);
  const three = sg.compileSchema({ multipleOf: 3 });
  assert.equal(three.validateJson(nines).valid, true);
  assert.equal(three.validateJson(`${nines}8`).valid, false);
  assert.equal(sg.compileSchema({ items: { multipleOf: 9 } }).validateJson(`[${nines}]`).valid, true);
  assert.equal(sg.compileSchema({ items: { multipleOf: 7 } }).validateJson(`[${nines}]`).valid, false);
  const max = sg.compileSchema({ maximum: 9007199254740992 });
  assert.equal(max.validateJson('9007199254740992.5').valid, false);
  assert.equal(max.validateJson('9007199254740992').valid, true);
  const integer = sg.compileSchema({ type: 'integer' });
  assert.equal(integer.validateJson('1e-400').valid, false);
  assert.equal(integer.validateJson('{"a": 1}').valid, false);
  assert.equal(sg.compileSchema({ properties: { a: { type: 'integer' } } }).validateJson('{"a": 1.0000000000000000001}').valid, false);
  assert.equal(integer.validateJson('123456789012345678901234567890').valid, true);
  // A schema given as text keeps its own decimals too (an object's numbers are JS doubles).
  const below = sg.compileSchema('{"exclusiveMaximum": 9007199254740992.5}');
  assert.equal(below.validateJson('9007199254740992').valid, true);
  assert.equal(below.validateJson('9007199254740992.75').valid, false);
  assert.equal(sg.compileSchema({ exclusiveMaximum: 9007199254740992.5 }).validateJson('9007199254740992').valid, false);
});

// The JSON text {"a":"\ud800"} and {"a":"\udc00"}: escaped lone surrogates.
const HIGH = String.raw`{"a":"\ud800"}`;
const LOW = String.raw`{"a":"\udc00"}`;

test('issue 17 a lone surrogate reads as one U+FFFD in validate, validateJson and compileSchema', () => {
  const one = sg.compileSchema({ properties: { a: { pattern: '^.$', maxLength: 1, minLength: 1, const: '\uFFFD' } } });
  for (const text of [HIGH, LOW]) assert.equal(one.validateJson(text).valid, true, text);
  for (const value of [{ a: '\ud800' }, { a: '\udc00' }]) assert.equal(one.validate(value).valid, true);
  const pattern = sg.compileSchema({ pattern: '^.$' });
  const length = sg.compileSchema({ maxLength: 1 });
  for (const text of [String.raw`"\udc00"`, String.raw`"\ud800"`]) {
    assert.equal(pattern.validateJson(text).valid, length.validateJson(text).valid, text);
    assert.equal(pattern.validateJson(text).valid, true);
  }
  const fromSchema = sg.compileSchema(String.raw`{"const": "\ud800"}`);
  assert.equal(fromSchema.validateJson(LOW).valid, false);
  assert.equal(fromSchema.validateJson(String.raw`"\udc00"`).valid, true);
  assert.equal(fromSchema.validate('\uFFFD').valid, true);
});

test('issue 17 a lone surrogate reads as one U+FFFD in extractJson and parseReply (strict and lenient)', () => {
  const v = sg.compileSchema({ type: 'object', properties: { a: { type: 'string', pattern: '^.$' } } });
  for (const json of [HIGH, LOW]) {
    const reply = `Here:\n\`\`\`json\n${json}\n\`\`\``;
    const extracted = sg.extractJson(reply);
    assert.equal(extracted.ok, true, json);
    assert.equal(extracted.json, json);
    const strict = v.parseReply(reply);
    assert.equal(strict.ok, true, json);
    assert.deepEqual(strict.value, { a: '\uFFFD' });
    const lenient = v.parseReply(reply, { mode: 'lenient' });
    assert.deepEqual(lenient.value, { a: '\uFFFD' });
    assert.equal(v.checkReply(reply).ok, true);
  }
});

test('issue 17 coercion reads a lone surrogate as one U+FFFD', () => {
  const v = sg.compileSchema({ type: 'object', properties: { seq: { type: 'string' } }, required: ['seq'] });
  const r = v.parseReply(String.raw`{"Seq": "\udc00"}`, { coerce: true });
  assert.equal(r.ok, true);
  assert.deepEqual(r.value, { seq: '\uFFFD' });
  assert.deepEqual(r.coercions.map((c) => [c.kind, c.from, c.to]), [['key_case', 'Seq', 'seq']]);
  const list = sg.compileSchema({ properties: { a: { type: 'array', items: { type: 'string' } } } });
  for (const json of [String.raw`{"a": "\ud800"}`, String.raw`{"a": "\udc00"}`]) {
    const wrapped = list.parseReply(json, { coerce: true });
    assert.deepEqual(wrapped.value, { a: ['\uFFFD'] });
    assert.deepEqual(wrapped.coercions.map((c) => [c.kind, c.from]), [['single_to_array', '\uFFFD']]);
  }
});
