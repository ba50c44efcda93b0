// Issue 15: `structguard/reply` is the reply path alone, on its own smaller wasm, with the
// same calls and the same results as the full entry.
import assert from 'node:assert/strict';
import test from 'node:test';
import { init as initFull } from 'structguard';
import { init, SchemaError } from 'structguard/reply';
import { JUDGMENT_SCHEMA } from './judgment-schema.js';

const reply = await init();
const full = await initFull();

const REPLIES = [
  'Here is the judgment.\n```json\n{"step": 3, "reason": "the permit comes first"}\n```\nThanks.',
  '<think>which step blocks?</think>\n{"step": 2, "reason": "it waits on the permit",}',
  'The reply was cut: {"step": 4, "reason": "the contractor',
  '```json\n{"step": "three", "reason": "no number"}\n```',
  'No JSON at all.',
];

test('issue 15: the reply entry lists exactly the reply calls', () => {
  assert.deepEqual(Object.keys(reply).sort(), [
    'addSchema', 'builtinSchema', 'compileSchema', 'createStreamParser', 'extractJson', 'findJsonCandidates',
    'memoryBytes', 'repairJson', 'replyText', 'toJsonPatch',
  ]);
  assert.equal(Object.isFrozen(reply), true);
  assert.notEqual(reply, full);
});

test('issue 15: extractJson, repairJson and findJsonCandidates give what the full entry gives', () => {
  for (const text of REPLIES) {
    assert.deepEqual(reply.extractJson(text), full.extractJson(text), text);
    assert.deepEqual(reply.repairJson(text), full.repairJson(text), text);
    assert.deepEqual(reply.findJsonCandidates(text), full.findJsonCandidates(text), text);
  }
});

test('issue 15: parseReply, checkReply and validateJson give what the full entry gives, in both modes', () => {
  const ours = reply.compileSchema(JUDGMENT_SCHEMA);
  const theirs = full.compileSchema(JUDGMENT_SCHEMA);
  for (const text of REPLIES) {
    for (const options of [{}, { mode: 'lenient' }, { mode: 'lenient', allowLossy: true, errors: 'all' }]) {
      assert.deepEqual(ours.parseReply(text, options), theirs.parseReply(text, options), text);
      assert.deepEqual(ours.checkReply(text, options), theirs.checkReply(text, options), text);
    }
  }
  assert.deepEqual(ours.validateJson('{"step": 1}'), theirs.validateJson('{"step": 1}'));
  assert.equal(ours.reaskMessage(ours.validateJson('{"step": 1}')), theirs.reaskMessage(theirs.validateJson('{"step": 1}')));
  ours.free();
  theirs.free();
});

test('issue 15: a stream reads the same on the reply entry', () => {
  const parser = reply.createStreamParser();
  for (const chunk of ['{"step": 1, ', '"reason": "fi', 'rst"}']) parser.push(chunk);
  assert.deepEqual(parser.end().value, { step: 1, reason: 'first' });
});

test('issue 15: the reply entry exports SchemaError', () => {
  assert.throws(() => reply.compileSchema({ type: 'no such type' }), SchemaError);
});
