// Issue 16: index.d.ts promises that every result is a union on `ok` (on success the fields it
// carries are not null, on failure the error is). These tests hold the code to those promises,
// as tests/types holds the types to the calls users write.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();

function success(result, fields) {
  assert.equal(result.ok, true);
  for (const field of fields) assert.notEqual(result[field] ?? null, null, `${field} is set when ok`);
}
function failure(result, nulls, errorField = 'error') {
  assert.equal(result.ok, false);
  for (const field of nulls) assert.equal(result[field], null, `${field} is null when not ok`);
  if (errorField) assert.notEqual(result[errorField] ?? null, null, `${errorField} is set when not ok`);
}

test('issue 16: extractJson narrows on ok', () => {
  for (const text of ['{"a":1}', 'x\n```json\n{"c": [1]}\n```', 'a {"b": 2} c']) {
    const r = sg.extractJson(text);
    success(r, ['strategy', 'json', 'start', 'end']);
    assert.equal(r.error, null);
  }
  for (const text of ['no json', '```json\n{oops}\n```']) failure(sg.extractJson(text), []);
});

test('issue 16: parseReply narrows on ok, strict and lenient, repaired and coerced', () => {
  const v = sg.compileSchema({ type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] });
  for (const [text, options] of [['{"n":1}', {}], ["x {n: '2',} y", { mode: 'lenient', coerce: true }], ['{"n": 1', { mode: 'lenient', allowLossy: true }]]) {
    const r = v.parseReply(text, options);
    success(r, ['value', 'json', 'strategy', 'start', 'end']);
    assert.deepEqual(r.errors, []);
  }
  for (const [text, options] of [['{"n":"x"}', {}], ['nothing', {}], ['{"n": 1.5,}', { mode: 'lenient' }], ['{"n": 1', { mode: 'lenient' }]]) {
    const r = v.parseReply(text, options);
    failure(r, ['value'], null);
    assert.ok(r.errors.length > 0);
  }
});

test('issue 16: repairJson, findJsonCandidates and the stream parser narrow on ok', () => {
  const repaired = sg.repairJson("{'a': 1,}");
  success(repaired, ['json', 'value', 'start', 'end']);
  assert.equal(repaired.error, null);
  failure(sg.repairJson('no json'), ['json', 'value', 'start', 'end']);
  const { candidates } = sg.findJsonCandidates('{"a": 1} and {"b": }');
  const [read, unread] = candidates;
  success(read, ['json', 'value']);
  assert.equal(read.error, null);
  failure(unread, ['json', 'value']);
  failure(sg.findJsonCandidates('{"a": 1}', { maxInputBytes: 2 }), []);
  const parser = sg.createStreamParser({ maxDepth: 1 });
  assert.equal(parser.push('[').error, null);
  failure(parser.push('[['), []);
  parser.free();
});

test('issue 16: composeSystemPrompt, the graph calls and parseProcessTemplate narrow on ok', () => {
  success(sg.composeSystemPrompt({ instruction: 'x' }), ['text']);
  failure(sg.composeSystemPrompt({ overrides: '{"persistence_policy": ' }), ['text']);
  const steps = [{ seq: 1 }, { seq: 2, dependsOn: [1] }];
  assert.deepEqual(sg.checkDependencies(steps), { ok: true, order: [1, 2], errors: [], truncated: false });
  failure(sg.checkDependencies([{ seq: 1, dependsOn: [1] }]), ['order'], 'errors');
  const resolved = sg.resolveDependencies(steps, { 1: 'a', 2: 'b' });
  assert.deepEqual([resolved.ok, resolved.errors, resolved.truncated], [true, [], false]);
  failure(sg.resolveDependencies(steps, { 1: 'a' }), ['steps'], 'errors');
  const reply = '```json\n{"schema": "ai_chat_process_template.v1", "answer": "ok"}\n```';
  const parsed = sg.parseProcessTemplate(reply);
  success(parsed, ['schema', 'data', 'json', 'strategy', 'start', 'end']);
  assert.deepEqual([parsed.errors, parsed.truncated, parsed.dto], [[], false, null]);
  failure(sg.parseProcessTemplate('{"schema": "other"}'), ['data', 'dto'], 'errors');
});

test('issue 16: the provider-schema calls narrow on ok', () => {
  const schema = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false };
  assert.deepEqual(sg.lintSchema(schema, 'openai'), { ok: true, diagnostics: [], error: null });
  const rejected = sg.lintSchema({ type: 'object', properties: { a: { type: 'string' } } }, 'openai');
  assert.deepEqual([rejected.ok, rejected.error, rejected.diagnostics.length > 0], [false, null, true]);
  const unread = sg.lintSchema('{', 'openai');
  failure(unread, []);
  assert.deepEqual(unread.diagnostics, [], 'a lint that could not read the schema lists no diagnostics');
  success(sg.toStrictSchema(schema, 'openai'), ['schema']);
  const refused = sg.toStrictSchema({ type: 'object', additionalProperties: { type: 'string' } }, 'openai');
  failure(refused, ['schema']);
  assert.deepEqual(refused.changes, [], 'a refused conversion lists no changes');
  success(sg.withExactItems({ type: 'array' }, '', 2), ['schema']);
  failure(sg.withExactItems({ type: 'string' }, '', 2), ['schema']);
  success(sg.exampleInstance(schema), ['value']);
  failure(sg.exampleInstance(false), ['value']);
});
