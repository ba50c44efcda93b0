// Serves tests/runtimes/worker.js in a real `workerd` and asks it to extract JSON over loopback,
// once on the full entry and once on structguard/reply (issue 15); and repair-worker.js on
// structguard/repair, which answers the repair cases. The config comes from
// workerd-config.js: the package resolved through its exports map.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cases, project } from './extraction-cases.js';
import { EXPECTED } from './repair-cases.js';
import { startWorkerd } from './workerd-config.js';

let workerd;
let replyWorkerd;
let repairWorkerd;

before(async () => {
  workerd = await startWorkerd({ name: 'workerd', worker: 'worker.js' });
  replyWorkerd = await startWorkerd({ name: 'workerd-reply', worker: 'worker.js', exportPath: './reply' });
  repairWorkerd = await startWorkerd({
    name: 'workerd-repair', worker: 'repair-worker.js', exportPath: './repair', besides: ['repair-cases.js'],
  });
});

after(() => {
  workerd?.stop();
  replyWorkerd?.stop();
  repairWorkerd?.stop();
});

async function checkExtraction(base) {
  for (const { reply, expect } of cases) {
    const response = await fetch(base, { method: 'POST', body: reply });
    assert.equal(response.status, 200);
    assert.deepEqual(project(await response.json(), expect), expect, reply);
  }
}

test('X1 extraction answered by a worker in workerd', () => checkExtraction(workerd.base));

test('issue 15 X1 the same on structguard/reply, its own wasm imported as a module', () => checkExtraction(replyWorkerd.base));

test('X1 L1–L4 structguard/repair in workerd, its own wasm imported as a module: extraction, repairs and a stream', async () => {
  const response = await fetch(repairWorkerd.base);
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), EXPECTED);
});
