// A worker in a real workerd under 10,000 requests from a bounded loopback load generator
// (16 in flight): parseReply, validateJson, repairJson and compile/free with everyday, broken,
// hostile and 1 MiB replies. Every answer must equal what the same handler gives in Node, and
// the worker's wasm memory must stop growing after the warm-up.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startWorkerd } from '../runtimes/workerd-config.js';
import { hostile, invalidUtf8, regexSchema, replies, wideSchema } from './inputs.js';
import worker from './load-worker.js';

const REQUESTS = 10_000;
const CONCURRENCY = 16;
const WARM_UP = 1_000;

// [path, body]: the everyday mix, each reply on each route it makes sense for.
const everyday = [
  ...Object.values(replies).flatMap((text) => [['/parse', text], ['/lenient', text], ['/repair', text]]),
  ['/validate', replies.direct],
  ['/validate', '{"step": 0, "basis": "start", "name": "a b c !"}'],
  ['/validate', '{"step": '],
  ['/compile', JSON.stringify(regexSchema)],
  ['/compile', '{"type": 12}'],
  ['/compile', '{"type": "object", "properties": {"step": {"type": "integer"}}}'],
  ['/parse', invalidUtf8],
  ['/repair', invalidUtf8],
];
// Hostile and huge: one in every 50 requests.
const rare = [
  ['/lenient', hostile.deepArrays()],
  ['/repair', hostile.unterminatedString()],
  ['/validate', hostile.bigArray()],
  ['/repair', hostile.manyFences()],
  ['/lenient', hostile.surrogateStorm()],
  ['/parse', hostile.hugeJson()],
  ['/lenient', hostile.hugeProse()],
  ['/repair', hostile.hugeJson()],
  ['/compile', JSON.stringify(wideSchema(2000))],
  ['/validate', JSON.stringify({ name: `${'word '.repeat(20_000)}!`, step: 1, basis: 'goal' })],
];

// The warm-up starts with every rare case; then one request in 50 is rare.
function pick(i) {
  if (i < rare.length) return rare[i];
  return i % 50 === 25 ? rare[Math.floor(i / 50) % rare.length] : everyday[i % everyday.length];
}

let workerd;
const expected = new Map();

// What the handler answers in Node for the same request: the reference for workerd's answers.
async function expectedFor([path, body]) {
  const key = `${path} ${typeof body === 'string' ? body : `bytes:${body.join(',')}`}`;
  if (!expected.has(key)) {
    const response = await worker.fetch(new Request(`http://node${path}`, { method: 'POST', body }));
    expected.set(key, await response.json());
  }
  return expected.get(key);
}

before(async () => {
  workerd = await startWorkerd({ name: 'workerd-load', worker: '../load/load-worker.js' });
});

after(() => workerd?.stop());

async function stats() {
  const response = await fetch(new URL('/stats', workerd.base));
  return (await response.json()).memoryBytes;
}

// Requests [from, to) with CONCURRENCY in flight; each answer is checked against Node's.
async function load(from, to, memorySeen) {
  let next = from;
  async function client() {
    for (let i = next++; i < to; i = next++) {
      const [path, body] = pick(i);
      const response = await fetch(new URL(path, workerd.base), { method: 'POST', body });
      assert.equal(response.status, 200, `request ${i} ${path}`);
      assert.deepEqual(await response.json(), await expectedFor([path, body]), `request ${i} ${path}`);
      memorySeen.push(Number(response.headers.get('x-memory-bytes')));
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
}

test('10,000 requests in workerd: no error, the answers Node gives, flat wasm memory after the warm-up', async () => {
  const started = performance.now();
  const before = await stats();
  await load(0, WARM_UP, []);
  const afterWarmup = await stats();
  const seen = [];
  await load(WARM_UP, REQUESTS, seen);
  const end = await stats();
  const seconds = (performance.now() - started) / 1000;

  const mib = (bytes) => `${(bytes / (1 << 20)).toFixed(1)} MiB`;
  console.log(`workerd: ${REQUESTS} requests (${Math.floor(REQUESTS / 50)} hostile/huge), ${CONCURRENCY} in flight, ` +
    `${seconds.toFixed(1)} s, ${Math.round(REQUESTS / seconds)} requests/s; wasm ${mib(before)} -> ${mib(afterWarmup)} ` +
    `after ${WARM_UP} requests -> ${mib(end)} end`);
  assert.equal(seen.length, REQUESTS - WARM_UP);
  const grown = [...new Set(seen.filter((bytes) => bytes !== afterWarmup))];
  assert.deepEqual(grown, [], `memory sizes seen after the warm-up (${afterWarmup} bytes then)`);
  assert.equal(end, afterWarmup, `wasm memory grew after the warm-up: ${afterWarmup} -> ${end}`);
});
