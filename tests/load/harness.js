// Runs one operation of the load tier: `calls` public calls, each a case of the operation,
// and watches the wasm memory (sg.memoryBytes()) and the thread's JS heap.
//
// The schedule: every rare case (hostile, huge) once at the start, so that the warm-up sees
// the largest inputs, then spread evenly over the run; common cases fill the rest in turn.
// Memory may grow during the warm-up (the first WARM_FRACTION of calls: the allocator's high
// water mark is set by the largest input) and must not grow after it.
import { getHeapStatistics } from 'node:v8';

export const WARM_FRACTION = 0.1;
const CHECK_EVERY = 4096; // a case's result is checked on its first run and then every 4096th
const SAMPLE_EVERY = 1024; // memory is sampled every 1024 calls to find the last growth

/**
 * A case: `run()` makes one public call (or `calls` of them, for a case that needs a sequence
 * such as a stream), `check(result)` says whether the result is the expected one.
 */
export function kase(label, run, check = () => true, calls = 1) {
  return { label, run, check, calls, runs: 0 };
}

function schedule(calls, common, rare) {
  const at = new Map();
  const place = (index, item) => {
    while (at.has(index) && index < calls - 1) index++;
    at.set(index, item);
  };
  rare.forEach((item, j) => place(j, item.case));
  rare.forEach((item) => {
    const period = Math.floor(calls / item.times);
    for (let k = 1; k < item.times; k++) place(k * period + Math.floor(period / 2), item.case);
  });
  return { at, common };
}

function heapAfterGc(gc) {
  if (!gc) return null;
  gc();
  gc();
  return getHeapStatistics().used_heap_size;
}

function describe(result) {
  try {
    const text = JSON.stringify(result, (key, value) => (typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}…` : value));
    return text === undefined ? String(result) : text.slice(0, 400);
  } catch {
    return String(result);
  }
}

/** Runs `operation` ({name, calls, async, cases(sg) -> {common, rare}}) and reports what it saw. */
export async function runOperation(sg, operation, { gc = null } = {}) {
  const { common, rare = [] } = operation.cases(sg);
  const calls = operation.calls;
  const warm = Math.ceil(calls * WARM_FRACTION);
  const { at } = schedule(calls, common, rare);
  const failures = [];
  let publicCalls = 0;
  let lastGrowth = 0;
  let seen = sg.memoryBytes();
  const before = seen;
  let afterWarmup = null;
  let heapAfterWarmup = null;
  let warmedAt = 0;
  const started = performance.now();

  for (let i = 0; i < calls; i++) {
    if (i === warm) {
      warmedAt = performance.now();
      heapAfterWarmup = heapAfterGc(gc);
      afterWarmup = sg.memoryBytes();
      warmedAt = performance.now() - warmedAt;
    }
    const item = at.get(i) ?? common[i % common.length];
    const result = operation.async ? await item.run() : item.run();
    publicCalls += item.calls;
    if (item.runs++ % CHECK_EVERY === 0 && !item.check(result) && failures.length < 10) {
      failures.push(`${item.label} (call ${i}): ${describe(result)}`);
    }
    if (i % SAMPLE_EVERY === 0 && sg.memoryBytes() !== seen) {
      seen = sg.memoryBytes();
      lastGrowth = i;
    }
  }
  const ms = performance.now() - started - warmedAt;
  const end = sg.memoryBytes();
  if (end !== seen) lastGrowth = calls;
  return {
    name: operation.name,
    calls,
    publicCalls,
    rareCalls: rare.reduce((sum, item) => sum + item.times, 0),
    ms,
    callsPerSecond: Math.round(calls / (ms / 1000)),
    before,
    afterWarmup,
    end,
    lastGrowth,
    heapAfterWarmup,
    heapEnd: heapAfterGc(gc),
    failures,
  };
}

const mib = (bytes) => (bytes === null ? 'n/a' : `${(bytes / (1 << 20)).toFixed(1)} MiB`);

/** The one summary line the tier prints per operation. */
export function summaryLine(r) {
  return `${r.name.padEnd(28)} ${String(r.calls).padStart(9)} calls (${r.rareCalls} hostile/huge, ${r.publicCalls} public calls) ` +
    `${(r.ms / 1000).toFixed(1).padStart(5)} s ${String(r.callsPerSecond).padStart(8)}/s  wasm ${mib(r.before)} -> ` +
    `${mib(r.afterWarmup)} after warm-up -> ${mib(r.end)} end (last growth at call ${r.lastGrowth})  ` +
    `js heap ${mib(r.heapAfterWarmup)} -> ${mib(r.heapEnd)}`;
}
