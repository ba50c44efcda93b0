// What a Validator costs while it lives (issue 10): its documents take memory as they need it,
// not a 64 KiB allocator chunk each, so thousands of live schemas fit a small heap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();

test('L7 20,000 live small validators take under 8 KiB each of wasm memory', () => {
  const before = sg.memoryBytes();
  const validators = [];
  for (let i = 0; i < 20_000; i++) validators.push(sg.compileSchema({ type: 'object', properties: { a: { enum: [1, 2, i] } } }));
  const perValidator = (sg.memoryBytes() - before) / validators.length;
  assert.ok(perValidator < 8192, `${perValidator.toFixed(0)} bytes per validator`);
  assert.equal(validators[19_999].validate({ a: 19_999 }).valid, true);
  assert.equal(validators[7].validate({ a: 8 }).errors[0].message, "'a' must be one of 1, 2, 7; got 8");
  for (const validator of validators) validator.free();
});

// README "Validating against a JSON Schema": compiling per request (as the AI SDK example does)
// needs no free().
test('L7 compiling the same schema per request, never freed, keeps wasm memory flat over 100,000 requests', () => {
  const schema = { type: 'object', properties: { title: { type: 'string', minLength: 1 }, priority: { enum: ['low', 'high'] } }, required: ['title'] };
  const request = () => sg.compileSchema(schema).parseReply('Sure: {"title": "Ship it", "priority": "high"}');
  for (let i = 0; i < 100; i++) request();
  const before = sg.memoryBytes();
  for (let i = 0; i < 100_000; i++) {
    const reply = request();
    if (!reply.ok) assert.fail(`request ${i}: ${reply.errors[0].message}`);
  }
  assert.equal(sg.memoryBytes(), before);
});

test('L7 validators of the same schema share its program: freeing one leaves the other working', () => {
  const schema = { type: 'array', items: { type: 'integer' }, maxItems: 3 };
  const first = sg.compileSchema(schema);
  const second = sg.compileSchema(JSON.stringify(schema));
  first.free();
  assert.throws(() => first.validate([]), { message: 'validate: this validator was freed' });
  assert.equal(second.validate([1, 2]).valid, true);
  assert.equal(second.validate([1, 2, 3, 4]).errors[0].message, 'value must have at most 3 items; got 4');
  second.free();
  assert.equal(sg.compileSchema(schema).validate([1.5]).valid, false);
});

test('L7 the same schema with other options is another program', () => {
  const schema = { format: 'email' };
  assert.equal(sg.compileSchema(schema).validate('not an email').valid, true);
  assert.equal(sg.compileSchema(schema, { formatAssertion: true }).validate('not an email').valid, false);
});
