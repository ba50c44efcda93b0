// Issue 35's figures for lenient and streamed reading, each against its anchor in this process:
// repairJson on a reply that is already valid JSON against one JSON.parse of it (target 2x);
// a fenced reply streamed in 16-byte chunks, push() with changes() after each against push()
// alone (2x), and push() alone against one batch repairJson (2x); prose before the JSON, 25,
// 50 and 100 KB, streamed with changes() after each chunk (100 KB at most 2.2x 50 KB); and the
// AI SDK's parsePartialJson of the text so far at each delta, which is what streamObject does,
// against push() + changes() per delta (ours not slower on any row).
import { pathToFileURL } from 'node:url';
import { parsePartialJson } from 'ai';
import { init } from 'structguard';
import { compare, compareAsync, ratio } from './harness.js';
import { reply, SIZES, template } from './replies.js';

const LIMITS = { maxInputBytes: 4 << 20, maxFenceBytes: 4 << 20 };

function chunked(text, size) {
  const chunks = [];
  for (let at = 0; at < text.length; at += size) chunks.push(text.slice(at, at + size));
  return chunks;
}

function validJson(sg) {
  return SIZES.map(({ label, steps }) => {
    const text = JSON.stringify(template(steps), null, 2);
    if (JSON.stringify(sg.repairJson(text, LIMITS).value) !== JSON.stringify(JSON.parse(text))) {
      throw new Error(`bench: repairJson changed the valid ${label} reply`);
    }
    const ns = compare({ structguard: () => sg.repairJson(text, LIMITS).value, jsonParse: () => JSON.parse(text) }, { rounds: 5, ms: 40 });
    const overParse = ratio(ns.structguard, ns.jsonParse);
    return { size: label, bytes: text.length, nsPerOp: ns, overParse, holds: overParse <= 2 };
  });
}

function streamed(sg, chunks, withChanges) {
  const parser = sg.createStreamParser(LIMITS);
  for (const chunk of chunks) {
    parser.push(chunk);
    if (withChanges) parser.changes();
  }
  return parser.end().ok;
}

// The 14 KB fenced template reply in chunks of `size` bytes (16: the targets; 4: as a model's
// tokens arrive, where every string's closing quote ends a chunk and waits on the next one).
function chunksOf(sg, size) {
  const text = reply(38);
  const chunks = chunked(text, size);
  const ns = compare({
    batch: () => sg.repairJson(text, LIMITS).ok,
    push: () => streamed(sg, chunks, false),
    pushAndChanges: () => streamed(sg, chunks, true),
  }, { rounds: 5, ms: 100 });
  const changesOverPush = ratio(ns.pushAndChanges, ns.push);
  const pushOverBatch = ratio(ns.push, ns.batch);
  return {
    bytes: text.length, chunks: chunks.length, nsPerOp: ns, usPerChunk: Math.round(ns.pushAndChanges / chunks.length / 10) / 100,
    changesOverPush, pushOverBatch, holds: changesOverPush <= 2 && pushOverBatch <= 2,
  };
}

// Prose, then the judgment: 16-byte chunks, changes() after each.
function proseFirst(sg) {
  const sentence = 'Thanks for the details. Here is the step that blocks the others, and why it does. ';
  const rows = [25_000, 50_000, 100_000].map((bytes) => {
    const text = `${sentence.repeat(Math.ceil(bytes / sentence.length))}\n\n${JSON.stringify({ step: 3, reason: 'the permit' })}`;
    const chunks = chunked(text, 16);
    const ns = compare({ run: () => streamed(sg, chunks, true) }, { rounds: 3, ms: 100 }).run;
    return { proseBytes: bytes, ms: Math.round(ns / 1e4) / 100 };
  });
  const doubled = ratio(rows[2].ms, rows[1].ms);
  return { rows, hundredOverFifty: doubled, holds: doubled <= 2.2 };
}

// The JSON alone, as an SDK's object stream sends it, in deltas.
async function partialJson(sg) {
  const rows = [];
  for (const { label, steps } of SIZES.filter(({ label }) => label === '3KB' || label === '40KB')) {
    const text = JSON.stringify(template(steps));
    for (const delta of [256, 16]) {
      const deltas = chunked(text, delta);
      const ns = await compareAsync({
        structguard: async () => streamed(sg, deltas, true),
        aiSdk: async () => {
          let sofar = '';
          let last;
          for (const piece of deltas) {
            sofar += piece;
            last = await parsePartialJson(sofar);
          }
          return last.value;
        },
      }, { rounds: 3, ms: 150 });
      const overAiSdk = ratio(ns.structguard, ns.aiSdk);
      rows.push({ size: label, deltaBytes: delta, nsPerOp: ns, overAiSdk, holds: overAiSdk <= 1 });
    }
  }
  return rows;
}

export async function lenient() {
  const sg = await init();
  return {
    validJson: validJson(sg), chunks16: chunksOf(sg, 16), chunks4: chunksOf(sg, 4), proseFirst: proseFirst(sg), partialJson: await partialJson(sg),
  };
}

export function report({ validJson: valid, chunks16: chunks, chunks4: tokens, proseFirst: prose, partialJson: partial }) {
  const verdict = (holds) => (holds ? 'holds' : 'DOES NOT HOLD');
  return [
    ...valid.map((row) => `repair valid ${row.size}: repairJson / JSON.parse ${row.overParse}x (target 2x): ${verdict(row.holds)}`),
    `stream 14KB reply in 16 B chunks: push + changes / push ${chunks.changesOverPush}x, push / batch ${chunks.pushOverBatch}x `
      + `(${chunks.usPerChunk} µs a chunk with changes; targets 2x, 2x): ${verdict(chunks.holds)}`,
    `stream 14KB reply in 4 B chunks: push + changes / push ${tokens.changesOverPush}x, push / batch ${tokens.pushOverBatch}x `
      + `(${tokens.usPerChunk} µs a chunk with changes; no target: a chunk's changes cost what arrived, as at 16 B)`,
    `stream with prose first, 16 B chunks + changes: ${prose.rows.map((row) => `${row.proseBytes / 1000} KB ${row.ms} ms`).join(', ')}; `
      + `100 KB / 50 KB ${prose.hundredOverFifty}x (target 2.2x): ${verdict(prose.holds)}`,
    ...partial.map((row) => `partial values, ${row.size} JSON in ${row.deltaBytes} B deltas: push + changes / AI SDK parsePartialJson ${row.overAiSdk}x (target 1x): ${verdict(row.holds)}`),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of report(await lenient())) console.log(line);
}
