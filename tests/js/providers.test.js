// sg.lintSchema, sg.toStrictSchema, sg.withExactItems, sg.exampleInstance, sg.estimateMaxTokens and
// sg.isEnabled through the built package, as users call them (rules S3-S6, R3, R5).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import { JUDGMENT_SCHEMA as judgment } from './judgment-schema.js';

const sg = await init();

const ordinary = {
  type: 'object',
  properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 0 } },
  required: ['name'],
};

test('S3 lintSchema: the result shape, a schema OpenAI accepts and one it rejects with pointers', () => {
  assert.deepEqual(sg.lintSchema(judgment, 'openai'), { ok: true, diagnostics: [], error: null });
  const r = sg.lintSchema(ordinary, 'openai');
  assert.equal(r.ok, false);
  assert.deepEqual(r.diagnostics.map((d) => [d.code, d.severity, d.pointer]), [
    ['additional-properties-required', 'error', ''],
    ['property-not-required', 'error', '/properties/age'],
  ]);
  assert.equal(r.diagnostics[1].fix, 'add "age" to required and allow null in its schema');
});

test('S3 lintSchema takes the schema as JSON text too; bad text is a typed error with its position', () => {
  assert.equal(sg.lintSchema(JSON.stringify(judgment), 'openai').ok, true);
  const r = sg.lintSchema('{"type": "object",}', 'openai');
  assert.equal(r.ok, false);
  assert.deepEqual(r.diagnostics, [], 'a failed lint has a list to read, empty');
  assert.equal(r.error.code, 'JsonParseError');
  assert.equal(r.error.reason, 'invalid-json');
  assert.equal(r.error.offset, 18);
});

test('S3 lintSchema per provider: Anthropic recursion, Gemini information, responseSchema fields', () => {
  const tree = {
    type: 'object', properties: { kids: { type: 'array', items: { $ref: '#' } } }, required: ['kids'],
    additionalProperties: false,
  };
  const anthropic = sg.lintSchema(tree, 'anthropic');
  assert.deepEqual(anthropic.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code + '@' + d.pointer),
    ['recursive-ref@/properties/kids/items/$ref']);
  const gemini = sg.lintSchema(tree, 'gemini');
  assert.equal(gemini.ok, true);
  assert.deepEqual(gemini.diagnostics.map((d) => d.severity), ['info', 'info']);
  const legacy = sg.lintSchema({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false }, 'gemini-legacy');
  assert.deepEqual(legacy.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code + '@' + d.pointer),
    ['unsupported-keyword@/additionalProperties']);
});

test('S3 lintSchema: fineTuned rejects constraints; OpenAI budgets are reported at the root', () => {
  const pattern = { ...judgment, properties: { ...judgment.properties, reason: { type: 'string', pattern: '^a' } } };
  assert.equal(sg.lintSchema(pattern, 'openai').ok, true);
  assert.equal(sg.lintSchema(pattern, 'openai', { fineTuned: true }).ok, false);
  const wide = { type: 'object', properties: {}, required: [], additionalProperties: false };
  for (let i = 0; i <= 5000; i++) {
    wide.properties[`p${i}`] = { type: 'string' };
    wide.required.push(`p${i}`);
  }
  const r = sg.lintSchema(wide, 'openai');
  assert.deepEqual(r.diagnostics.map((d) => d.code + '@' + d.pointer), ['too-many-properties@']);
  assert.match(r.diagnostics[0].message, /^the schema has 5001 object properties \(limit 5000\); largest contributors: \(root\) \(5001\)$/);
});

test('S3 programmer errors throw TypeError: unknown provider, a non-schema argument, bad options', () => {
  assert.throws(() => sg.lintSchema(judgment, 'mistral'), /lintSchema: provider must be 'openai' or 'openai-responses' or 'anthropic' or 'gemini' or 'gemini-legacy', got 'mistral'/);
  assert.throws(() => sg.lintSchema(judgment), /provider is missing/);
  assert.throws(() => sg.lintSchema(42, 'openai'), TypeError);
  assert.throws(() => sg.lintSchema([], 'openai'), TypeError);
  assert.throws(() => sg.lintSchema(judgment, 'openai', { fineTuned: 'yes' }), TypeError);
});

test('S4 toStrictSchema: changes listed, the result passes the lint', () => {
  const r = sg.toStrictSchema(ordinary, 'openai');
  assert.equal(r.ok, true);
  assert.deepEqual(r.schema, {
    type: 'object',
    properties: { name: { type: 'string' }, age: { type: ['integer', 'null'], minimum: 0 } },
    required: ['name', 'age'],
    additionalProperties: false,
  });
  assert.deepEqual(r.changes, [
    { pointer: '', action: 'add-additional-properties', detail: '"additionalProperties": false added', loosens: false,
      offset: null, line: null, column: null },
    { pointer: '/properties/age', action: 'require-property',
      detail: 'optional property `age` is now required and may be null; a null stands for "absent"', loosens: false,
      offset: null, line: null, column: null },
  ]);
  assert.equal(r.error, null);
  assert.equal(sg.lintSchema(r.schema, 'openai').ok, true);
});

test('S4 toStrictSchema per provider: Anthropic moves constraints into description; keepOptional', () => {
  const r = sg.toStrictSchema(ordinary, 'anthropic');
  assert.deepEqual(r.schema.properties.age, { description: '{minimum: 0}', anyOf: [{ type: 'integer' }, { type: 'null' }] });
  assert.equal(r.changes.find((c) => c.action === 'move-to-description').loosens, true);
  const kept = sg.toStrictSchema(ordinary, 'anthropic', { keepOptional: true });
  assert.deepEqual(kept.schema.required, ['name']);
  const gemini = sg.toStrictSchema(ordinary, 'gemini');
  assert.deepEqual(gemini.schema.propertyOrdering, ['name', 'age']);
});

test('S4 toStrictSchema: what cannot be made strict is an error naming the reason and the place', () => {
  const r = sg.toStrictSchema({ type: 'object', properties: { tree: { $ref: '#' } } }, 'anthropic');
  assert.equal(r.ok, false);
  assert.equal(r.schema, null);
  assert.deepEqual(r.changes, [], 'a failed conversion has a list of changes, empty');
  assert.equal(r.error.code, 'ValidationFailed');
  assert.equal(r.error.reason, 'recursive-ref');
  assert.equal(r.error.pointer, '/properties/tree/$ref');
  assert.equal(sg.toStrictSchema({ type: 'array', items: { type: 'string' } }, 'openai').error.reason, 'root-not-object');
  assert.deepEqual(sg.toStrictSchema('{"type": ', 'openai'), {
    ok: false, schema: null, changes: [],
    error: sg.lintSchema('{"type": ', 'openai').error,
  });
});

test('S4 issue 26 gemini-legacy: 20 doubling $refs stop at maxInlinedValues, a LimitExceeded, and the core keeps answering', () => {
  const $defs = { d0: { type: 'string' } };
  for (let i = 1; i < 20; i += 1) {
    const ref = { $ref: `#/$defs/d${i - 1}` };
    $defs[`d${i}`] = { type: 'object', properties: { a: ref, b: ref } };
  }
  const schema = { type: 'object', properties: { x: { $ref: '#/$defs/d19' } }, $defs };
  assert.ok(JSON.stringify(schema).length < 2000);
  const r = sg.toStrictSchema(schema, 'gemini-legacy');
  assert.equal(r.ok, false);
  assert.equal(r.error.code, 'LimitExceeded');
  assert.equal(r.error.reason, 'inlined-too-large');
  assert.equal(r.error.pointer, '/$defs/d5/properties/a/$ref');
  assert.match(r.error.message, /maxInlinedValues \(100000\).*provider 'gemini'/);
  const small = { type: 'object', properties: { a: { $ref: '#/$defs/s' }, b: { $ref: '#/$defs/s' } }, required: ['a', 'b'], $defs: { s: { type: 'string' } } };
  assert.equal(sg.toStrictSchema(small, 'gemini-legacy', { maxInlinedValues: 4 }).ok, true);
  assert.equal(sg.toStrictSchema(small, 'gemini-legacy', { maxInlinedValues: 3 }).error.pointer, '/properties/b/$ref');
  assert.throws(() => sg.toStrictSchema(small, 'gemini-legacy', { maxInlinedValues: -1 }), TypeError);
  assert.equal(sg.compileSchema({ type: 'string' }).validate('x').valid, true);
});

test('S5 withExactItems: minItems = maxItems = n; a pointer at something else is an error', () => {
  const schema = { type: 'object', properties: { list: { type: 'array', items: { type: 'string' } } } };
  const r = sg.withExactItems(schema, '/properties/list', 15);
  assert.deepEqual(r, { ok: true, schema: { type: 'object', properties: { list: { type: 'array', items: { type: 'string' }, minItems: 15, maxItems: 15 } } }, error: null });
  assert.deepEqual(schema.properties.list, { type: 'array', items: { type: 'string' } }); // the input is not modified
  const wrong = sg.withExactItems(schema, '#/properties', 2);
  assert.equal(wrong.ok, false);
  assert.equal(wrong.error.reason, 'not-an-array-schema');
  assert.throws(() => sg.withExactItems(schema, '/properties/list', -1), /n must be a whole number >= 0/);
  assert.throws(() => sg.withExactItems(schema, '/properties/list', 1.5), TypeError);
});

test('R5 exampleInstance: from the template first, validated; an invalid template value is an error', () => {
  const schema = sg.withExactItems({
    type: 'object',
    properties: {
      posts: { type: 'array', items: { type: 'object', properties: { slot: { enum: ['morning', 'evening'] }, enabled: { type: 'boolean' } }, required: ['slot', 'enabled'] } },
      note: { type: 'string', default: 'fallback' },
    },
    required: ['posts', 'note'],
  }, '/properties/posts', 2).schema;
  assert.deepEqual(sg.exampleInstance(schema), {
    ok: true, value: { posts: [{ slot: 'morning', enabled: false }, { slot: 'morning', enabled: false }], note: 'fallback' }, error: null,
  });
  assert.deepEqual(sg.exampleInstance(schema, { posts: [{ slot: 'evening' }] }).value.posts,
    [{ slot: 'evening', enabled: false }, { slot: 'morning', enabled: false }]);
  const bad = sg.exampleInstance(schema, { posts: [{}, {}, {}] });
  assert.equal(bad.ok, false);
  assert.equal(bad.error.reason, 'does-not-validate');
  assert.equal(bad.error.pointer, '/posts');
  assert.equal(sg.exampleInstance({ type: 'integer', minimum: 3, maximum: 1 }).error.reason, 'unsatisfiable');
  assert.deepEqual(sg.exampleInstance(JSON.stringify({ const: 'x' }), null).value, 'x');
});

test('R3 estimateMaxTokens: 15 items at attempt 2 give 5356, exactly as the seed computes it', () => {
  const seed = (slots, attempt) => Math.ceil((500 + (slots * 150) + 400) * (1.3 + (attempt * 0.2)));
  assert.equal(sg.estimateMaxTokens({ base: 500, items: 15, perItem: 150, extra: 400, attempt: 2 }), 5356);
  for (let slots = 0; slots <= 60; slots++) {
    for (let attempt = 0; attempt <= 4; attempt++) {
      assert.equal(sg.estimateMaxTokens({ base: 500, items: slots, perItem: 150, extra: 400, attempt }), seed(slots, attempt));
    }
  }
  const fractional = { base: 123.4, items: 7, perItem: 33.3, extra: 0.1, attempt: 3 };
  assert.equal(sg.estimateMaxTokens(fractional), Math.ceil((123.4 + 7 * 33.3 + 0.1) * (1.3 + 3 * 0.2)));
  assert.equal(sg.estimateMaxTokens({ base: 100, items: 0, perItem: 0 }), 130);
  assert.throws(() => sg.estimateMaxTokens({ items: 1, perItem: 1 }), /base must be a finite number >= 0/);
  assert.throws(() => sg.estimateMaxTokens({ base: 1, items: 1, perItem: 1, attempt: 1.5 }), /attempt must be a whole number/);
});

test('issue 26 R3 estimateMaxTokens: an estimate that overflows a double is a RangeError, not a SyntaxError', () => {
  assert.throws(() => sg.estimateMaxTokens({ base: 0, items: 1e200, perItem: 1e200 }), {
    name: 'RangeError',
    message: 'estimateMaxTokens: the estimate (base + items × perItem + extra) × (1.3 + 0.2 × attempt) overflows a double; give smaller inputs',
  });
  assert.throws(() => sg.estimateMaxTokens({ base: Number.MAX_VALUE, items: 0, perItem: 0 }), { name: 'RangeError' });
  assert.equal(sg.estimateMaxTokens({ base: 1e300, items: 0, perItem: 0 }), Math.ceil(1e300 * 1.3));
});

test('S6 isEnabled: enabled !== false, absent reads as true (legacy records)', () => {
  assert.equal(sg.isEnabled({}), true);
  assert.equal(sg.isEnabled({ enabled: true }), true);
  assert.equal(sg.isEnabled({ enabled: false }), false);
  assert.equal(sg.isEnabled({ enabled: null }), true);
  assert.equal(sg.isEnabled({ enabled: 'false' }), true);
  assert.equal(sg.isEnabled(null), true);
  assert.equal(sg.isEnabled({ published: false }, 'published'), false);
  const pending = [{ text: 'legacy' }, { text: 'live', enabled: true }, { text: 'fallback', enabled: false }].filter((p) => sg.isEnabled(p));
  assert.deepEqual(pending.map((p) => p.text), ['legacy', 'live']);
});

test('S6 isEnabled reads the flag as JavaScript does, whatever else the record holds (issue 18: the core decides)', () => {
  class Post {
    get enabled() { return false; }
  }
  assert.equal(sg.isEnabled(new Post()), false);
  assert.equal(sg.isEnabled(Object.create({ enabled: false })), false);
  const cyclic = { id: 12345678901234567890n, enabled: false };
  cyclic.self = cyclic;
  assert.equal(sg.isEnabled(cyclic), false);
  assert.equal(sg.isEnabled({ enabled: 0n }), true);
  assert.equal(sg.isEnabled({ enabled: 0 }), true);
  assert.equal(sg.isEnabled([false]), true);
  assert.equal(sg.isEnabled('enabled'), true);
  assert.equal(sg.isEnabled({ 'on\uD800': false }, 'on\uD800'), false);
  assert.equal(sg.isEnabled({ 'on\uD800': false }, 'on'), true);
  assert.throws(() => sg.isEnabled({}, 1), /isEnabled: flag must be a string/);
});

// Issue 18 (the divergence issue 16 removed): every call reads a schema through one schemaText,
// so a lone surrogate in it reads as U+FFFD everywhere, as the README says, and a schema that
// compiles is one lintSchema and toStrictSchema can read.
test('issue 18 a schema with a lone surrogate reads the same in compileSchema, lintSchema and toStrictSchema', () => {
  const replaced = { type: 'object', properties: { 'a\uFFFD': { enum: ['x\uFFFD'] } }, required: ['a\uFFFD'], additionalProperties: false };
  const given = [
    { type: 'object', properties: { 'a\uD800': { enum: ['x\uDC00'] } }, required: ['a\uD800'], additionalProperties: false },
    JSON.stringify(replaced).replace(/\uFFFD/g, '\uD800'),
    JSON.stringify(replaced).replace('a\uFFFD', 'a\\ud800').replace('x\uFFFD', 'x\\udc00').replace('a\uFFFD', 'a\\uDBFF'),
  ];
  const lint = sg.lintSchema(replaced, 'openai');
  const strict = sg.toStrictSchema(replaced, 'anthropic');
  assert.deepEqual(lint, { ok: true, diagnostics: [], error: null });
  assert.equal(strict.ok, true);
  const { offset: _o, line: _l, column: _c, ...unplaced } = strict.changes[0];
  for (const schema of given) {
    const v = sg.compileSchema(schema);
    assert.equal(v.validate({ 'a\uFFFD': 'x\uFFFD' }).valid, true);
    assert.equal(v.validate({ 'a\uFFFD': 'x' }).valid, false);
    v.free();
    assert.deepEqual(sg.lintSchema(schema, 'openai'), lint);
    // A text schema's change is placed in that text (issue 18), its escaped name read as the parser reads it.
    const { offset, line, column, ...change } = sg.toStrictSchema(schema, 'anthropic').changes[0];
    const placed = typeof schema === 'string' ? [schema.indexOf('{"enum"'), 1, schema.indexOf('{"enum"') + 1] : [null, null, null];
    assert.deepEqual([offset, line, column], placed);
    assert.deepEqual({ ...sg.toStrictSchema(schema, 'anthropic'), changes: [change] }, { ...strict, changes: [unplaced] });
    assert.deepEqual(sg.exampleInstance(schema), { ok: true, value: { 'a\uFFFD': 'x\uFFFD' }, error: null });
  }
});
