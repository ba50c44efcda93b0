// compileSchema, validate, validateJson, parseReply, addSchema, builtinSchema through the
// package (rules S1, S2, S7, X6, L6).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();

const stepSchema = {
  type: 'object',
  properties: { step: { type: 'integer', minimum: 1 }, basis: { enum: ['goal', 'prev'] } },
  required: ['step', 'basis'],
};

test('S1 validate: a JS value, valid and invalid, with the basic output shape and a message', () => {
  const v = sg.compileSchema(stepSchema);
  assert.deepEqual(v.validate({ step: 1, basis: 'goal' }), { valid: true, truncated: false, errors: [] });
  const r = v.validate({ step: 1, basis: 'start' });
  assert.equal(r.valid, false);
  assert.equal(r.errors.length, 1);
  const [e] = r.errors;
  assert.equal(e.code, 'ValidationFailed');
  assert.equal(e.keyword, 'enum');
  assert.equal(e.instanceLocation, '/basis');
  assert.equal(e.keywordLocation, '/properties/basis/enum');
  assert.match(e.absoluteKeywordLocation, /#\/properties\/basis\/enum$/);
  assert.match(e.message, /basis/);
  assert.match(e.message, /start/);
  v.free();
});

test('S7 validateJson positions errors in the text; all-errors mode and its cap', () => {
  const v = sg.compileSchema(stepSchema);
  const text = '{"step": 0, "basis": "x"}';
  const all = v.validateJson(text, { errors: 'all' });
  assert.equal(all.errors.length, 2);
  assert.deepEqual(all.errors.map((e) => [e.instanceLocation, e.offset]), [['/step', 9], ['/basis', 21]]);
  const capped = v.validateJson(text, { errors: 'all', maxErrors: 1 });
  assert.equal(capped.errors.length, 1);
  assert.equal(capped.truncated, true);
  const first = v.validateJson(text);
  assert.equal(first.errors.length, 1);
  const verdict = v.validateJson(text, { errors: 'none' });
  assert.equal(verdict.valid, false);
  v.free();
});

test('S7 validateJson of text that is not JSON is a JsonParseError', () => {
  const v = sg.compileSchema(stepSchema);
  const r = v.validateJson('{"step": 1,}');
  assert.equal(r.valid, false);
  assert.equal(r.errors[0].code, 'JsonParseError');
  assert.equal(r.errors[0].offset, 11);
  v.free();
});

test('S1 parseReply: extraction, parse and validation in one call; value only when ok', () => {
  const v = sg.compileSchema(stepSchema);
  const reply = '了解です。\n```json\n{"step": 2, "basis": "prev"}\n```';
  const ok = v.parseReply(reply);
  assert.equal(ok.ok, true);
  assert.deepEqual(ok.value, { step: 2, basis: 'prev' });
  assert.equal(ok.strategy, 'fence');
  assert.equal(ok.answerText, '了解です。');
  assert.deepEqual(ok.errors, []);

  const bad = '了解です。\n```json\n{"step": 2, "basis": "start"}\n```';
  const r = v.parseReply(bad);
  assert.equal(r.ok, false);
  assert.equal(r.value, null);
  assert.equal(r.json, '{"step": 2, "basis": "start"}');
  assert.equal(r.errors[0].code, 'ValidationFailed');
  assert.equal(bad.slice(r.errors[0].offset, r.errors[0].offset + 7), '"start"');
  assert.equal(r.errors[0].line, 3);
  v.free();
});

test('X6 parseReply error classes: MissingFence, JsonParseError, SchemaMismatch, LimitExceeded', () => {
  const v = sg.compileSchema(stepSchema);
  assert.equal(v.parseReply('no json').errors[0].code, 'MissingFence');
  assert.equal(v.parseReply('```json\n{"step": 1,}\n```').errors[0].code, 'JsonParseError');
  assert.equal(v.parseReply('```json\n[1]\n```').errors[0].code, 'SchemaMismatch');
  const big = '```json\n{"step": 1, "basis": "goal", "pad": "' + 'x'.repeat(100) + '"}\n```';
  assert.equal(v.parseReply(big, { maxFenceBytes: 50 }).errors[0].code, 'LimitExceeded');
  assert.equal(v.parseReply(big).ok, true);
  v.free();
});

test('L6 reaskMessage lists each failing place', () => {
  const v = sg.compileSchema(stepSchema);
  const r = v.parseReply('{"step": 0, "basis": "start"}', { errors: 'all' });
  const message = v.reaskMessage(r);
  assert.match(message, /^Your previous reply did not match the required JSON schema:\n- at \/step: /);
  assert.match(message, /\n- at \/basis: /);
  assert.equal(v.reaskMessage(r.errors), message);
  v.free();
});

test('S7 compileSchema throws a SchemaError naming the bad keyword', () => {
  assert.throws(() => sg.compileSchema({ type: 'object', properties: { a: { minimum: 'one' } } }), (error) => {
    assert.equal(error.name, 'SchemaError');
    assert.equal(error.pointer, '/properties/a/minimum');
    return true;
  });
  assert.throws(() => sg.compileSchema('{"type": '), { name: 'SchemaError' });
  assert.throws(() => sg.compileSchema(42), TypeError);
});

test('S7 addSchema registers a schema for $ref by URI (never fetched)', () => {
  sg.addSchema('https://example.com/step.json', { type: 'integer', minimum: 1 });
  const v = sg.compileSchema({ type: 'object', properties: { step: { $ref: 'https://example.com/step.json' } } });
  assert.equal(v.validate({ step: 3 }).valid, true);
  assert.equal(v.validate({ step: 0 }).valid, false);
  v.free();
  assert.throws(() => sg.compileSchema({ $ref: 'https://example.com/unknown.json' }), { name: 'SchemaError' });
});

test('S7 draft-07 chosen by $schema, 2020-12 by default', () => {
  const items = { items: [{ type: 'integer' }] };
  const draft7 = sg.compileSchema({ $schema: 'http://json-schema.org/draft-07/schema#', ...items });
  assert.equal(draft7.validate(['x']).valid, false);
  draft7.free();
  assert.throws(() => sg.compileSchema(items), { name: 'SchemaError' });
});

test('S1 formatAssertion checks idn-hostname and idn-email by IDNA2008, and draft-07 content keywords', () => {
  const contact = sg.compileSchema(
    { properties: { host: { format: 'idn-hostname' }, to: { format: 'idn-email' } } },
    { formatAssertion: true },
  );
  assert.equal(contact.validate({ host: 'bücher.example', to: 'δοκιμή@例え.テスト' }).valid, true);
  const r = contact.validate({ host: 'Bücher.example', to: 'joe＠example.com' }, { errors: 'all' });
  assert.deepEqual(r.errors.map((e) => [e.instanceLocation, e.message]), [
    ['/host', "'host' must be a valid idn-hostname; got 'Bücher.example'"],
    ['/to', "'to' must be a valid idn-email; got 'joe＠example.com'"],
  ]);
  contact.free();
  const draft7 = { $schema: 'http://json-schema.org/draft-07/schema#', contentEncoding: 'base64', contentMediaType: 'application/json' };
  const content = sg.compileSchema(draft7, { formatAssertion: true });
  assert.equal(content.validate('eyJmb28iOiAiYmFyIn0K').valid, true);
  assert.deepEqual(content.validate('ezp9Cg==').errors.map((e) => [e.keyword, e.message]), [
    ['contentMediaType', "value must be base64-encoded JSON; got 'ezp9Cg=='"],
  ]);
  content.free();
  assert.equal(sg.compileSchema(draft7).validate('{').valid, true);  // annotations without formatAssertion
});

test('S2 the seed schemas are built in', () => {
  const judgment = sg.compileSchema(sg.builtinSchema('judgment'));
  assert.equal(judgment.validate({ step: 2, reason: 'ok' }).valid, true);
  assert.equal(judgment.validate({ step: 2 }).valid, false);
  judgment.free();
  const template = sg.compileSchema(sg.builtinSchema('ai_chat_process_template.v1'));
  assert.equal(template.validate({ schema: 'ai_chat_process_template.v1', answer: '了解' }).valid, true);
  template.free();
  assert.throws(() => sg.builtinSchema('nope'), TypeError);
});

test('a freed validator says so; free is idempotent', () => {
  const v = sg.compileSchema(stepSchema);
  v.free();
  v.free();
  assert.throws(() => v.validate({}), /this validator was freed/);
});

test('validate rejects values that are not JSON with a TypeError', () => {
  const v = sg.compileSchema(true);
  assert.throws(() => v.validate(undefined), TypeError);
  assert.throws(() => v.validate(10n), TypeError);
  assert.throws(() => v.validateJson({}), TypeError);
  assert.throws(() => v.parseReply('{}', { errors: 'some' }), TypeError);
  v.free();
});

test('S1 checkReply gives the verdict of parseReply without the value', () => {
  const v = sg.compileSchema(stepSchema);
  assert.deepEqual(v.checkReply('```json\n{"step": 1, "basis": "goal"}\n```'), { ok: true, errors: [] });
  const r = v.checkReply('```json\n{"step": 1, "basis": "x"}\n```');
  assert.equal(r.ok, false);
  assert.deepEqual(r.errors, v.parseReply('```json\n{"step": 1, "basis": "x"}\n```').errors);
  v.free();
});

test('S1 parseReply: text crossing through the reused buffer, as it grows, with lone surrogates', () => {
  const v = sg.compileSchema(stepSchema);
  const big = `${'prose '.repeat(300_000)}\n\`\`\`json\n{"step": 3, "basis": "goal"}\n\`\`\``;
  const r = v.parseReply(big);
  assert.equal(r.ok, true);
  assert.deepEqual(r.value, { step: 3, basis: 'goal' });
  assert.equal(big.slice(r.start, r.end), r.json);
  const odd = '\uD800 note 🙂\n```json\n{"step": 1, "basis": "start"}\n```';
  const bad = v.parseReply(odd);
  assert.equal(bad.json, '{"step": 1, "basis": "start"}');
  assert.equal(odd.slice(bad.errors[0].offset, bad.errors[0].offset + 7), '"start"');
  assert.equal(v.parseReply('```json\n{"step": 2, "basis": "prev"}\n```').value.step, 2);
  v.free();
});

test('S1 parseReply: a raw lone surrogate in the reply is returned as U+FFFD, the value that was validated', () => {
  const v = sg.compileSchema({ type: 'object', properties: { name: { const: 'a\uFFFDb' } }, required: ['name'] });
  const r = v.parseReply('```json\n{"name": "a\uD800b"}\n```');
  assert.equal(r.ok, true);
  assert.deepEqual(r.value, { name: 'a\uFFFDb' });
  assert.equal(r.json, '{"name": "a\uD800b"}'); // the caller's own text, as it was
  v.free();
});

test('S1 validate: a lone surrogate in a value is read as U+FFFD, as every other call reads it', () => {
  const v = sg.compileSchema({ type: 'array', items: { type: 'string', maxLength: 2 } });
  assert.deepEqual(v.validate(['a\uDFFF', '\uD800b']), { valid: true, truncated: false, errors: [] });
  const r = v.validate(['a\uDFFFc']);
  assert.equal(r.valid, false);
  assert.equal(r.errors[0].keyword, 'maxLength');
  assert.equal(r.errors[0].instanceLocation, '/0');
  v.free();
});
