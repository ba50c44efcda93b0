// `structguard/repair` is extraction, repair and streaming without schemas, on its own smaller
// wasm, with the same calls and the same results as the reply and full entries.
import assert from 'node:assert/strict';
import test from 'node:test';
import { init as initFull } from 'structguard';
import { init, CoreAbortedError } from 'structguard/repair';
import * as repairEntry from 'structguard/repair';
import { init as initReply } from 'structguard/reply';
import { EXPECTED, readAll } from '../runtimes/repair-cases.js';
import { REPLIES } from '../support/stream-replies.js';

const sg = await init();
const reply = await initReply();
const full = await initFull();

test('the repair entry lists exactly the calls without schemas, and exports no SchemaError', async () => {
  assert.deepEqual(Object.keys(sg).sort(), [
    'createStreamParser', 'extractJson', 'findJsonCandidates', 'memoryBytes', 'repairJson', 'replyText', 'toJsonPatch',
  ]);
  assert.equal(Object.isFrozen(sg), true);
  assert.deepEqual(Object.keys(repairEntry).sort(), ['CoreAbortedError', 'WasmLoadError', 'init']);
  assert.equal(CoreAbortedError.name, 'CoreAbortedError');
  assert.equal(await init(), sg, 'later calls share the instance');
});

test('X1 L1 L2 L4 extraction, repairs with their kinds and offsets, a cut-off reply and a stream\'s changes', () => {
  assert.deepEqual(readAll(sg), EXPECTED);
});

test('extractJson, repairJson, findJsonCandidates and a stream give what the reply and full entries give', () => {
  for (const text of REPLIES) {
    for (const other of [reply, full]) {
      assert.deepEqual(sg.extractJson(text), other.extractJson(text), text);
      assert.deepEqual(sg.repairJson(text), other.repairJson(text), text);
      assert.deepEqual(sg.findJsonCandidates(text), other.findJsonCandidates(text), text);
    }
  }
  assert.deepEqual(readAll(reply), EXPECTED);
  assert.deepEqual(readAll(full), EXPECTED);
});

test('options and errors: limits apply, bad options are TypeErrors, as on the full entry', () => {
  const deep = sg.repairJson('[[[[1]]]]', { maxDepth: 3 });
  assert.equal(deep.error.code, 'LimitExceeded');
  assert.equal(deep.error.offset, 3);
  assert.equal(sg.extractJson('x'.repeat(20), { maxInputBytes: 10 }).error.code, 'LimitExceeded');
  assert.throws(() => sg.repairJson('{}', { mode: 'lenient' }), TypeError);
  assert.throws(() => sg.createStreamParser({ maxDepth: -1 }), TypeError);
});
