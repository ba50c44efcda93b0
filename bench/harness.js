// Side-by-side timing in one process (bench/README.md): contenders run in
// interleaved rounds on the same input, and each figure is the median round, so that a noisy
// neighbour slows every contender alike and the ratios stay meaningful.

// Runs `fn` repeatedly for about `ms` milliseconds; returns nanoseconds per call.
function timeFor(fn, ms) {
  let calls = 0;
  const start = process.hrtime.bigint();
  const budget = BigInt(ms) * 1_000_000n;
  let elapsed = 0n;
  while (elapsed < budget) {
    for (let i = 0; i < 8; i += 1) fn();
    calls += 8;
    elapsed = process.hrtime.bigint() - start;
  }
  return Number(elapsed) / calls;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

// contenders: { name: () => void }. Returns { name: nsPerOp }.
export function compare(contenders, { rounds = 7, ms = 60 } = {}) {
  const names = Object.keys(contenders);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  for (const name of names) timeFor(contenders[name], ms); // warm-up: JIT and wasm tiers
  for (let round = 0; round < rounds; round += 1) {
    for (const name of names) samples[name].push(timeFor(contenders[name], ms));
  }
  return Object.fromEntries(names.map((name) => [name, Math.round(median(samples[name]))]));
}

export function ratio(slower, faster) {
  return Math.round((slower / faster) * 100) / 100;
}

// The same for contenders that return promises (an async parser called per delta).
async function timeForAsync(fn, ms) {
  let calls = 0;
  const start = process.hrtime.bigint();
  const budget = BigInt(ms) * 1_000_000n;
  let elapsed = 0n;
  while (elapsed < budget) {
    await fn();
    calls += 1;
    elapsed = process.hrtime.bigint() - start;
  }
  return Number(elapsed) / calls;
}

export async function compareAsync(contenders, { rounds = 7, ms = 60 } = {}) {
  const names = Object.keys(contenders);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  for (const name of names) await timeForAsync(contenders[name], ms);
  for (let round = 0; round < rounds; round += 1) {
    for (const name of names) samples[name].push(await timeForAsync(contenders[name], ms));
  }
  return Object.fromEntries(names.map((name) => [name, Math.round(median(samples[name]))]));
}
