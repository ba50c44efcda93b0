// One operation of the memory tier in its own thread, so on a fresh structguard instance (its
// own wasm memory); posts the result and ends.
import { parentPort, workerData } from 'node:worker_threads';
import { init } from 'structguard';
import { runOperation } from './harness.js';
import { hostile } from './inputs.js';
import { operations } from './operations.js';

const { name, scale, calls: fixed, wasm } = workerData;
const gc = typeof globalThis.gc === 'function' ? globalThis.gc : null;
try {
  const sg = await init({ wasm });
  // Built before the run: JS strings made during it would count as JS-heap growth.
  for (const build of Object.values(hostile)) build();
  const operation = operations.find((o) => o.name === name);
  const calls = Math.max(1000, Math.round((fixed && !operation.async ? fixed : operation.calls) * scale));
  parentPort.postMessage({ result: await runOperation(sg, { ...operation, calls }, { gc }) });
} catch (error) {
  parentPort.postMessage({ error: error?.stack ?? String(error) });
}
