// `pattern` and format "regex" as users meet them (issues 36 and 38): one dialect, RegExp's
// with the u flag; lookahead run and bounded by maxPatternSteps; Zod's own formats compile;
// format "regex", enum and large patterns cost what the limits say.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import * as z from 'zod';

const sg = await init();

test('S1 issue 38 Zod\'s emoji, hostname and ISO duration and a lookahead password rule compile, and the core checks them', () => {
  const Account = z.object({
    mood: z.emoji(),
    host: z.hostname(),
    every: z.iso.duration(),
    password: z.string().regex(/^(?=.*[A-Z])(?=.*\d).{8,}$/),
  });
  const good = { mood: '😀', host: 'example.com', every: 'P1DT12H', password: 'Secret123' };
  const account = sg.compileSchema(Account);
  assert.equal(account.parseReply(JSON.stringify(good)).ok, true);
  assert.deepEqual(account.parseReply(JSON.stringify({ ...good, password: 'secret123' })).errors.map((e) => e.instanceLocation), ['/password']);
  // The JSON Schema form alone: the core's own verdict, without Zod's last word.
  const form = sg.compileSchema(JSON.parse(JSON.stringify(z.toJSONSchema(Account))), { strict: false });  // plain JSON; format "emoji" is Zod's own
  assert.deepEqual(form.validate(good), { valid: true, truncated: false, errors: [] });
  const bad = { mood: '12', host: 'a-.com', every: 'P1Y2W', password: 'secret123' };
  assert.deepEqual(form.validate(bad, { errors: 'all' }).errors.map((e) => [e.instanceLocation, e.message.replace(/ the pattern .*;/, ' the pattern …;'), e.vendor]), [
    ['/mood', "'mood' must match the pattern …; got '12'", undefined],
    ['/host', "'host' must match the pattern …; got 'a-.com'", undefined],
    ['/every', "'every' must match the pattern …; got 'P1Y2W'", undefined],
    ['/password', "'password' must match the pattern …; got 'secret123'", undefined],
  ]);
  account.free();
  form.free();
});

test('L7 issue 38 a lookahead searched from every position stops at maxPatternSteps with the typed error', () => {
  const v = sg.compileSchema({ pattern: '(?=.*!)' });
  const r = v.validate('a'.repeat(100_000));
  assert.equal(r.valid, false);
  assert.equal(r.errors[0].code, 'LimitExceeded');
  assert.equal(r.errors[0].message, 'pattern matching took more than maxPatternSteps (100000000) regex steps; the strings are too long for these patterns');
  assert.equal(v.validate('abc!').valid, true);
  v.free();
});

test('S1 issue 36 pattern and format "regex" read one dialect: \\- \\@ \\: are errors outside a class, as in RegExp with the u flag', () => {
  const format = sg.compileSchema({ format: 'regex' }, { formatAssertion: true });
  for (const source of ['\\-', '\\@', '\\:', 'a\\-b']) {
    assert.throws(() => new RegExp(source, 'u'), SyntaxError);
    assert.equal(format.validate(source).valid, false, source);
    assert.throws(() => sg.compileSchema({ pattern: source }), { name: 'SchemaError', kind: 'InvalidSchema' }, source);
  }
  for (const source of ['[\\-]', '\\/', '\\.']) {
    assert.equal(format.validate(source).valid, true, source);
    assert.equal(sg.compileSchema({ pattern: source }).validate('-/.').valid, true, source);
  }
  format.free();
});

test('L7 issue 36 an asserted format "regex" checks 1.2 MB in memory a small multiple of the text', () => {
  const format = sg.compileSchema({ format: 'regex' }, { formatAssertion: true });
  const text = '\\p{L}'.repeat(240_000);  // 1.2 MB: aborted the core with OOM after 10 s
  const before = sg.memoryBytes();
  assert.equal(format.validate(text).valid, true);
  assert.ok(sg.memoryBytes() - before < 16 * 1024 * 1024, `wasm memory grew by ${sg.memoryBytes() - before} bytes`);
  format.free();
});

test('L7 issue 36 maxPatternSteps bounds a pattern too large for the DFA over 80,000 names', () => {
  const v = sg.compileSchema({ patternProperties: { '(?:a|aa){1,200}': { type: 'integer' } } });
  const names = Object.fromEntries(Array.from({ length: 80_000 }, (_, i) => [`k${i}`, 0]));
  const r = v.validate(names, { maxPatternSteps: 1000 });
  assert.equal(r.errors[0].code, 'LimitExceeded');
  assert.equal(r.errors[0].message, 'pattern matching took more than maxPatternSteps (1000) regex steps; the strings are too long for these patterns');
  v.free();
});

test('L7 issue 36 enum membership is hashed: 100,000 items against a 10,000-value enum, with enum\'s own equality', () => {
  const members = Array.from({ length: 10_000 }, (_, i) => `value-${i}`);
  const v = sg.compileSchema({ type: 'array', items: { enum: [...members, 1, { a: 1, b: [2] }] } });
  const items = Array.from({ length: 100_000 }, (_, i) => members[(i * 7919) % members.length]);
  assert.deepEqual(v.validate(items), { valid: true, truncated: false, errors: [] });
  // Exact JSON equality: 1 == 1.0, members in any order; 'value-10000' is not one.
  assert.equal(v.validate([1.0, { b: [2.0], a: 1 }]).valid, true);
  assert.equal(v.validate(['value-10000']).errors[0].instanceLocation, '/0');
  v.free();
});
