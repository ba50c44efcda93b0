// Serves tests/runtimes/worker.js in a real `workerd` and asks it to extract JSON over loopback.
// The config comes from workerd-config.js: the package resolved through its exports map.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cases, project } from './extraction-cases.js';
import { startWorkerd } from './workerd-config.js';

let workerd;

before(async () => {
  workerd = await startWorkerd({ name: 'workerd', worker: 'worker.js' });
});

after(() => workerd?.stop());

test('X1 extraction answered by a worker in workerd', async () => {
  for (const { reply, expect } of cases) {
    const response = await fetch(workerd.base, { method: 'POST', body: reply });
    assert.equal(response.status, 200);
    assert.deepEqual(project(await response.json(), expect), expect, reply);
  }
});
