// The validation work limits as options (README "Limits"; rule L7).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();

test('L7 maxPatternSteps bounds regex work: LimitExceeded, verdict invalid', () => {
  const v = sg.compileSchema({ type: 'array', items: { pattern: '^(a|b)*c$' } });
  const r = v.validate(['ab'.repeat(1000)], { maxPatternSteps: 10 });
  assert.equal(r.valid, false);
  assert.equal(r.errors[0].code, 'LimitExceeded');
  assert.equal(r.errors[0].message, 'pattern matching took more than maxPatternSteps (10) regex steps; the strings are too long for these patterns');
  assert.equal(v.validate(['ab'.repeat(1000)]).errors[0].keyword, 'pattern');
  v.free();
});

test('L7 maxSteps bounds subschema evaluations', () => {
  const v = sg.compileSchema({ type: 'array', items: { type: 'string' } });
  const r = v.validate(['a', 'b'], { maxSteps: 0 });
  assert.equal(r.valid, false);
  assert.equal(r.errors[0].code, 'LimitExceeded');
  assert.equal(r.errors[0].message, 'validation took more than maxSteps (0) subschema evaluations; the schema does exponential work');
  assert.equal(v.validate(['a', 'b']).valid, true);
  assert.throws(() => v.validate([], { maxSteps: -1 }), { name: 'TypeError', message: 'validate: options.maxSteps must be a whole number >= 0, got number -1' });
  v.free();
});

test('L7 the schema document depth limit is a SchemaError of kind LimitExceeded', () => {
  assert.throws(() => sg.compileSchema({ properties: { a: { properties: { b: {} } } } }, { maxDepth: 2 }),
    { name: 'SchemaError', kind: 'LimitExceeded', message: 'schema nesting is deeper than maxDepth (2) (at #/properties/a)' });
});
