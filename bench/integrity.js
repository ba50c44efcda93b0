// Issue 6's speed figures: sg.checkDependencies against a plain JS Kahn's algorithm on the
// same plan (100,000 steps, 300,000 dependsOn edges), and sg.sha256Hex on 1 MB against Node's
// native crypto (OpenSSL) and a plain-JS SHA-256, all in this process.
import { createHash } from 'node:crypto';
import { init } from 'structguard';
import { compare, ratio } from './harness.js';

const STEPS = 100_000;
const EDGES = 300_000;
const HASHED_BYTES = 1 << 20; // 1 MB (MiB): MB/s below are MiB per second

// A fixed-seed generator (mulberry32): the same plan on every run.
function generator(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A valid plan of `count` steps with exactly `edges` dependencies, each on an earlier seq
// (distinct within a step): what a checked model output looks like, at scale.
export function plan(count, edges) {
  const random = generator(count);
  const steps = Array.from({ length: count }, (_, i) => ({ seq: i + 1, name: `step ${i + 1}`, dependsOn: [] }));
  let placed = 0;
  for (let round = 0; placed < edges; round += 1) {
    for (let i = 1; i < count && placed < edges; i += 1) {
      const dependsOn = steps[i].dependsOn;
      if (dependsOn.length >= i) continue;
      let seq = 1 + Math.floor(random() * i);
      while (dependsOn.includes(seq)) seq = seq === i ? 1 : seq + 1;
      dependsOn.push(seq);
      placed += 1;
    }
    if (round > edges) throw new Error('bench: the plan cannot hold that many edges');
  }
  return steps;
}

// Kahn's algorithm as one would write it in plain JS: seq -> index, in-degrees, adjacency in
// flat arrays, a FIFO queue; returns the run order as seqs, or null when a cycle or an unknown
// seq leaves steps unordered.
export function kahn(steps) {
  const n = steps.length;
  const indexOf = new Map();
  for (let i = 0; i < n; i += 1) indexOf.set(steps[i].seq, i);
  const indegree = new Int32Array(n);
  const firstOut = new Int32Array(n + 1);
  for (const step of steps) {
    for (const seq of step.dependsOn ?? []) {
      const from = indexOf.get(seq);
      if (from === undefined) return null;
      firstOut[from + 1] += 1;
    }
  }
  for (let i = 0; i < n; i += 1) firstOut[i + 1] += firstOut[i];
  const fill = firstOut.slice(0, n);
  const targets = new Int32Array(firstOut[n]);
  for (let i = 0; i < n; i += 1) {
    for (const seq of steps[i].dependsOn ?? []) {
      targets[fill[indexOf.get(seq)]++] = i;
      indegree[i] += 1;
    }
  }
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i += 1) if (indegree[i] === 0) queue[tail++] = i;
  const order = [];
  while (head < tail) {
    const i = queue[head++];
    order.push(steps[i].seq);
    for (let k = firstOut[i]; k < firstOut[i + 1]; k += 1) {
      if (--indegree[targets[k]] === 0) queue[tail++] = targets[k];
    }
  }
  return order.length === n ? order : null;
}

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

// FIPS 180-4 SHA-256 in plain JS (32-bit integer arithmetic, no BigInt), the way a dependency-
// free library would write it; returns lowercase hex.
export function sha256PlainJs(bytes) {
  const bitLength = bytes.length * 8;
  const padded = new Uint8Array(((bytes.length + 9 + 63) >> 6) << 6);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const tail = new DataView(padded.buffer);
  tail.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000));
  tail.setUint32(padded.length - 4, bitLength >>> 0);
  const h = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Int32Array(64);
  for (let block = 0; block < padded.length; block += 64) {
    for (let t = 0; t < 16; t += 1) w[t] = tail.getInt32(block + t * 4);
    for (let t = 16; t < 64; t += 1) {
      const a = w[t - 15];
      const b = w[t - 2];
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[t] = (w[t - 16] + s0 + w[t - 7] + s1) | 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let t = 0; t < 64; t += 1) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (hh + S1 + ((e & f) ^ (~e & g)) + K[t] + w[t]) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g; g = f; f = e; e = (d + t1) | 0;
      d = c; c = b; b = a; a = (t1 + t2) | 0;
    }
    h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
  }
  return Array.from(h, (word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
}

function graph(sg) {
  const steps = plan(STEPS, EDGES);
  const ours = sg.checkDependencies(steps);
  const theirs = kahn(steps);
  if (!ours.ok || ours.order.length !== STEPS || theirs === null) throw new Error('bench: a contender rejected the plan');
  const times = compare({ structguard: () => sg.checkDependencies(steps).ok, kahn: () => kahn(steps) }, { rounds: 5, ms: 100 });
  // Linear: the cost per step of a tenth of the plan, for comparison.
  const small = plan(STEPS / 10, EDGES / 10);
  const smallNs = compare({ structguard: () => sg.checkDependencies(small).ok }, { rounds: 5, ms: 100 }).structguard;
  return {
    steps: STEPS,
    edges: EDGES,
    nsPerOp: times,
    kahnOverStructguard: ratio(times.kahn, times.structguard),
    nsPerStep: { steps10k: Math.round(smallNs / (STEPS / 10)), steps100k: Math.round(times.structguard / STEPS) },
  };
}

function sha256(sg) {
  const random = generator(HASHED_BYTES);
  const data = Uint8Array.from({ length: HASHED_BYTES }, () => Math.floor(random() * 256));
  const node = () => createHash('sha256').update(data).digest('hex');
  const expected = node();
  if (sg.sha256Hex(data) !== expected || sha256PlainJs(data) !== expected) throw new Error('bench: SHA-256 digests differ');
  const times = compare({ structguard: () => sg.sha256Hex(data), node, plainJs: () => sha256PlainJs(data) }, { rounds: 5, ms: 100 });
  const mbPerSecond = (ns) => Math.round((HASHED_BYTES / (1 << 20)) / (ns / 1e9));
  return {
    bytes: HASHED_BYTES,
    nsPerOp: times,
    mbPerSecond: { structguard: mbPerSecond(times.structguard), node: mbPerSecond(times.node), plainJs: mbPerSecond(times.plainJs) },
    // Throughput ratios: above 1, structguard is the faster.
    structguardOverNode: ratio(times.node, times.structguard),
    structguardOverPlainJs: ratio(times.plainJs, times.structguard),
  };
}

export async function integrity() {
  const sg = await init();
  return { graph: graph(sg), sha256: sha256(sg) };
}
