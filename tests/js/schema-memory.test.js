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
