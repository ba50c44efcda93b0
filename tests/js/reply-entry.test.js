// Issue 15: `structguard/reply` is the reply path alone, on its own smaller wasm, with the
// same calls and the same results as the full entry.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import test from 'node:test';
import { init as initFull } from 'structguard';
import { init, SchemaError, WasmLoadError } from 'structguard/reply';
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

test('issue 15: the reply entry exports SchemaError, and its load errors name its own wasm', async () => {
  assert.throws(() => reply.compileSchema({ type: 'no such type' }), SchemaError);
  // A fresh loader (its own instance cache), given a path where nothing is.
  const { init: fresh } = await import(`../../npm/src/reply/load.node.js?fresh=${Date.now()}`);
  await assert.rejects(fresh({ wasm: '/nowhere/structguard-reply.wasm' }), (error) => error instanceof WasmLoadError
    && error.message.endsWith('put structguard-reply.wasm at that path or pass init({wasm}): its URL, its path (Node, Deno), '
      + 'its bytes, a Response or a WebAssembly.Module'));
});

test('issue 15: each entry given the other entry\'s wasm rejects with WasmLoadError naming its own', async () => {
  const dist = new URL('../../npm/dist/', import.meta.url);
  const pairs = [['../../npm/src/load.node.js', 'structguard-reply.wasm', 'structguard.wasm'],
    ['../../npm/src/reply/load.node.js', 'structguard.wasm', 'structguard-reply.wasm']];
  for (const [loader, given, own] of pairs) {
    const { init: fresh } = await import(`${loader}?mismatch=${Date.now()}`);
    const bytes = await readFile(new URL(given, dist));
    await assert.rejects(fresh({ wasm: bytes }), (error) => error instanceof WasmLoadError && error.code === 'WasmLoadFailed'
      && error.message.startsWith('structguard: the wasm does not fit this version of the package (')
      && error.message.endsWith(`use the ${own} shipped with the same version`));
  }
});
