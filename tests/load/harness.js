// Runs one operation of the load tier: `calls` public calls, each a case of the operation,
// and watches the wasm memory (sg.memoryBytes()) and the thread's JS heap. Each operation
// runs on a fresh instance, in two stages:
//   steady  (the first 70% of calls): the common cases in turn; an operation that lists cheap
//           cases (the smallest inputs of each kind) gives them three calls in four, so that
//           many calls fit in the tier's time while every common case still runs thousands
//           of times. Memory may grow in the warm-up (the first 10% of all calls) and not
//           after: on a fresh instance the allocator has little room to spare, so even a
//           leak of a few bytes per call would have to grow the memory.
//   hostile (the last 30%): every rare case (hostile, huge) once in a burst, then spread
//           evenly among the common cases. Its first third is a second warm-up: the burst
//           and the first round of rare cases among small ones set the allocator's
//           high-water mark (fragments left by one huge input shape where the next one
//           fits). Memory must not grow in the last 20% of calls.
import { getHeapStatistics } from 'node:v8';

export const WARM_FRACTION = 0.1;
export const STEADY_FRACTION = 0.7;
export const HOSTILE_WARM_FRACTION = 0.8;
const CHECK_EVERY = 4096; // a case's result is checked on its first run and then every 4096th
const SAMPLE_EVERY = 1024; // memory is sampled every 1024 calls to find the last growth
// Growth past this after a warm-up, or memory past STOP_SIZE at any time, is a leak beyond
// doubt: the run stops there rather than exhaust the wasm memory (2 GiB at most), where
// malloc fails.
const STOP_GROWTH = 256 * (1 << 20);
const STOP_SIZE = 1 << 30;

/**
 * A case: `run()` makes one public call (or `calls` of them, for a case that needs a sequence
 * such as a stream), `check(result)` says whether the result is the expected one.
 */
export function kase(label, run, check = () => true, calls = 1) {
  return { label, run, check, calls, runs: 0 };
}

// Where the rare cases go: each once from `from` on (the burst), then spread evenly.
function schedule(from, calls, rare) {
  const at = new Map();
  const place = (index, item) => {
    while (at.has(index) && index < calls - 1) index++;
    at.set(index, item);
  };
  rare.forEach((item, j) => place(from + j, item.case));
  const span = calls - from - rare.length;
  rare.forEach((item) => {
    const period = Math.floor(span / item.times);
    for (let k = 1; k < item.times; k++) place(from + rare.length + k * period - Math.floor(period / 2), item.case);
  });
  return at;
}

function rotation(cheap, common) {
  let c = 0;
  let k = 0;
  if (cheap.length === 0) return () => common[k++ % common.length];
  return (i) => ((i & 3) !== 0 ? cheap[c++ % cheap.length] : common[k++ % common.length]);
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

/** Runs `operation` ({name, calls, async, cases(sg, {gc}) -> {cheap, common, rare}}) and reports what it saw. */
export async function runOperation(sg, operation, { gc = null } = {}) {
  const { cheap = [], common, rare = [] } = operation.cases(sg, { gc });
  const calls = operation.calls;
  const warm = Math.ceil(calls * WARM_FRACTION);
  const hostileFrom = Math.floor(calls * STEADY_FRACTION);
  const hostileWarm = Math.floor(calls * HOSTILE_WARM_FRACTION);
  const at = schedule(hostileFrom, calls, rare);
  const next = rotation(cheap, common);
  const failures = [];
  const memory = { before: sg.memoryBytes(), afterWarmup: null, beforeHostile: null, afterHostileWarmup: null, end: null };
  let heapAfterWarmup = null;
  let publicCalls = 0;
  let lastGrowth = 0;
  let seen = memory.before;
  let made = 0;
  let pausedMs = 0;
  const started = performance.now();

  for (let i = 0; i < calls; i++) {
    if (i === warm) {
      const paused = performance.now();
      heapAfterWarmup = heapAfterGc(gc);
      pausedMs += performance.now() - paused;
      memory.afterWarmup = sg.memoryBytes();
    }
    if (i === hostileFrom) memory.beforeHostile = sg.memoryBytes();
    if (i === hostileWarm) memory.afterHostileWarmup = sg.memoryBytes();
    const item = at.get(i) ?? next(i);
    const result = operation.async ? await item.run() : item.run();
    publicCalls += item.calls;
    if (item.runs++ % CHECK_EVERY === 0 && !item.check(result) && failures.length < 10) {
      failures.push(`${item.label} (call ${i}): ${describe(result)}`);
    }
    made = i + 1;
    if (i % SAMPLE_EVERY === 0 && sg.memoryBytes() !== seen) {
      seen = sg.memoryBytes();
      lastGrowth = i;
      const base = i >= hostileWarm ? memory.afterHostileWarmup : i >= warm && i < hostileFrom ? memory.afterWarmup : null;
      if (seen > STOP_SIZE || (base !== null && seen - base > STOP_GROWTH)) break;
    }
  }
  const ms = performance.now() - started - pausedMs;
  memory.end = sg.memoryBytes();
  if (memory.end !== seen) lastGrowth = made;
  memory.beforeHostile ??= memory.end;
  memory.afterHostileWarmup ??= memory.end;
  return {
    name: operation.name,
    planned: calls,
    calls: made,
    publicCalls,
    steadyCalls: hostileFrom,
    rareCalls: rare.reduce((sum, item) => sum + item.times, 0),
    ms,
    callsPerSecond: Math.round(made / (ms / 1000)),
    memory,
    lastGrowth,
    heapAfterWarmup,
    heapEnd: heapAfterGc(gc),
    failures,
  };
}

const mib = (bytes) => (bytes === null ? 'n/a' : `${(bytes / (1 << 20)).toFixed(1)} MiB`);

/** The one summary line the tier prints per operation. */
export function summaryLine(r) {
  const stopped = r.calls < r.planned ? ` STOPPED of ${r.planned}` : '';
  const m = r.memory;
  return `${r.name.padEnd(30)} ${String(r.calls).padStart(7)} calls${stopped} (${r.rareCalls} hostile/huge; ${r.publicCalls} public) ` +
    `${(r.ms / 1000).toFixed(1).padStart(5)} s ${String(r.callsPerSecond).padStart(7)}/s | wasm ${mib(m.before)}, ` +
    `warm ${mib(m.afterWarmup)}, steady end ${mib(m.beforeHostile)}, hostile warm ${mib(m.afterHostileWarmup)}, end ${mib(m.end)} ` +
    `(last growth: call ${r.lastGrowth}) | js heap ${mib(r.heapAfterWarmup)} -> ${mib(r.heapEnd)}`;
}
