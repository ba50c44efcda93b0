// Memory under load (issue 10): up to a million calls of each public operation of the package
// (operations.js says how many), with everyday, broken, hostile and huge inputs, and the wasm
// memory (sg.memoryBytes()) flat after each warm-up (harness.js: a steady stage, then a
// hostile one). Each operation runs in its own thread on a fresh instance, two at a time (the
// CI has two cores), and prints one summary line. SG_LOAD_SCALE=0.1 runs a tenth of the calls;
// SG_LOAD_CALLS=1000000 a million of every synchronous operation.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { summaryLine } from './harness.js';
import { operations } from './operations.js';

// gc() in the threads: for the JS-heap figures and the finalization operation.
setFlagsFromString('--expose-gc');

const THREADS = 2;
const SCALE = Number(process.env.SG_LOAD_SCALE ?? 1);
// The JS heap of a thread, after a full collection, may move a little between the end of the
// warm-up and the end (compiled code, inline caches); a leak of one object per call would
// move it by tens of megabytes.
const HEAP_SLACK = 8 * (1 << 20);
const started = performance.now();

// The compiled module, shared: each thread instantiates it afresh.
const wasm = await WebAssembly.compile(readFileSync(new URL('../../npm/dist/structguard.wasm', import.meta.url)));

function runInThread(name) {
  return new Promise((resolve) => {
    const workerData = { name, scale: SCALE, calls: Number(process.env.SG_LOAD_CALLS ?? 0), wasm };
    const worker = new Worker(new URL('./memory-worker.js', import.meta.url), { workerData });
    worker.once('message', resolve);
    worker.once('error', (error) => resolve({ error: error?.stack ?? String(error) }));
    worker.once('exit', (code) => resolve({ error: `the thread exited (code ${code}) before it reported` }));
  });
}

// THREADS operations at a time, taken in order from one queue.
const queue = operations.map(({ name }) => name);
const outcomes = new Map(operations.map(({ name }) => [name, deferred()]));
function deferred() {
  let resolve;
  const promise = new Promise((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
async function drain() {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) outcomes.get(name).resolve(await runInThread(name));
}
for (let i = 0; i < THREADS; i++) drain();

let totalCalls = 0;
for (const { name } of operations) {
  test(`memory stays flat under ${name}`, async () => {
    const { result, error } = await outcomes.get(name).promise;
    assert.equal(error, undefined, error);
    console.log(summaryLine(result));
    totalCalls += result.calls;
    assert.deepEqual(result.failures, [], 'every case gave the result expected of it');
    assert.equal(result.calls, result.planned, `stopped after ${result.calls} calls: wasm memory grew by over 256 MiB after a warm-up, or past 1 GiB`);
    const m = result.memory;
    assert.equal(m.beforeHostile, m.afterWarmup,
      `wasm memory grew in the steady stage after the warm-up: ${m.afterWarmup} -> ${m.beforeHostile} bytes (last growth at call ${result.lastGrowth})`);
    assert.equal(m.end, m.afterHostileWarmup,
      `wasm memory grew in the last 20% of calls: ${m.afterHostileWarmup} -> ${m.end} bytes (last growth at call ${result.lastGrowth})`);
    if (result.heapEnd !== null) {
      assert.ok(result.heapEnd - result.heapAfterWarmup < HEAP_SLACK,
        `the JS heap grew after the warm-up: ${result.heapAfterWarmup} -> ${result.heapEnd} bytes`);
    }
  });
}

after(() => {
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`memory: ${operations.length} operations, ${totalCalls} calls in ${seconds} s on ${THREADS} threads (scale ${SCALE})`);
});
