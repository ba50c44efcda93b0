// Partial values as changes (README "Partial values as changes"): the total work of a reply
// streamed in 1-byte, 16-byte and 1 KB chunks with changes() taken after every chunk, against
// one batch repairJson of the same reply. The target is at most 2x at 1 MB, each. A call
// costs what arrived since the last one, so the ratio should hold as the reply grows: each
// chunk size is measured at growing sizes (while a run stays under MAX_RUN_MS), on one JSON
// array and on the same items as values in a row (NDJSON). The same chunks pushed with no
// partial value asked for are the floor: what one push costs, whatever changes() does.
import { pathToFileURL } from 'node:url';
import { init } from 'structguard';
import { compare, ratio } from './harness.js';

const LIMITS = { maxInputBytes: 4 << 20, maxFenceBytes: 4 << 20 };
const SIZES = [16_000, 64_000, 256_000, 1_000_000];
const CHUNKS = [1, 16, 1024];
const MAX_RUN_MS = 20_000;

const STEP = JSON.stringify({ seq: 1, name: 'prepare the application', basis: 'prev', offsetDays: 3 });
const SHAPES = {
  array: (bytes) => `[${Array.from({ length: Math.ceil(bytes / STEP.length) }, () => STEP).join(',')}]`,
  ndjson: (bytes) => `${Array.from({ length: Math.ceil(bytes / (STEP.length + 1)) }, () => STEP).join('\n')}\n`,
};

// Streams `text` in chunks of `size`, taking the changes after each; milliseconds, ops.
function streamed(sg, text, size) {
  const start = process.hrtime.bigint();
  const parser = sg.createStreamParser(LIMITS);
  let ops = 0;
  for (let at = 0; at < text.length; at += size) {
    parser.push(text.slice(at, at + size));
    ops += parser.changes().length;
  }
  parser.free();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, ops };
}

// The floor under any partial-value work: the same chunks pushed with nothing asked for.
function pushedOnly(sg, text, size) {
  const start = process.hrtime.bigint();
  const parser = sg.createStreamParser(LIMITS);
  for (let at = 0; at < text.length; at += size) parser.push(text.slice(at, at + size));
  parser.free();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function changes() {
  const sg = await init();
  const rows = [];
  for (const [shape, reply] of Object.entries(SHAPES)) {
    for (const chunkBytes of CHUNKS) {
      let lastMs = 0;
      for (const bytes of SIZES) {
        const text = reply(bytes);
        // Linear in the reply: a run 4x as long takes about 4x the time (5x, to be safe).
        if (lastMs * 5 > MAX_RUN_MS) {
          rows.push({ shape, chunkBytes, bytes: text.length, measured: false });
          continue;
        }
        const batchMs = compare({ batch: () => sg.repairJson(text, LIMITS).ok }, { rounds: 3, ms: 100 }).batch / 1e6;
        const run = streamed(sg, text, chunkBytes);
        lastMs = run.ms;
        rows.push({ shape, chunkBytes, bytes: text.length, measured: true, ops: run.ops, streamMs: Math.round(run.ms), batchMs: Math.round(batchMs * 100) / 100, streamOverBatch: ratio(run.ms, batchMs) });
      }
    }
  }
  const text = SHAPES.array(SIZES[SIZES.length - 1]);
  const batchMs = compare({ batch: () => sg.repairJson(text, LIMITS).ok }, { rounds: 3, ms: 100 }).batch / 1e6;
  const floor = CHUNKS.map((chunkBytes) => ({ chunkBytes, bytes: text.length, pushOverBatch: ratio(pushedOnly(sg, text, chunkBytes), batchMs) }));
  return { rows, floor, target: 2 };
}

export function report({ rows, floor, target }) {
  const pushes = floor.map((row) => `push alone, ${row.bytes} B in ${row.chunkBytes} B chunks (no partial values): ${row.pushOverBatch}x one batch repair`);
  return pushes.concat(rows.map((row) => (row.measured
    ? `changes, ${row.shape} of ${row.bytes} B in ${row.chunkBytes} B chunks: ${row.streamOverBatch}x one batch repair (${row.streamMs} ms / ${row.batchMs} ms, ${row.ops} ops; target ${target}x): ${row.streamOverBatch <= target ? 'holds' : 'DOES NOT HOLD'}`
    : `changes, ${row.shape} of ${row.bytes} B in ${row.chunkBytes} B chunks: not measured (a run would take over ${MAX_RUN_MS / 1000} s): DOES NOT HOLD`)));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of report(await changes())) console.log(line);
}
