// Issue 4's figures: repairJson against jsonrepair on the same broken replies, time per KB on
// adversarial input at three sizes (the figure must not grow), and streaming 1 MB in 1 KB
// chunks against one batch repair of the same 1 MB.
import { jsonrepair } from 'jsonrepair';
import { init } from 'structguard';
import { compare, ratio } from './harness.js';
import { brokenReply, longProseBrokenReply, SIZES } from './replies.js';

const LAST_JSON_FENCE = /```json[^\n]*\n([\s\S]*?)(?:\n```|$)/g;

function lastFence(text) {
  let body = null;
  for (const match of text.matchAll(LAST_JSON_FENCE)) body = match[1];
  return body;
}

// jsonrepair is given what users give it: the last json fence, or the whole reply without one.
function replies(sg) {
  const limits = { maxFenceBytes: 64 * 1024 };
  const texts = [...SIZES.map(({ label, steps }) => [label, brokenReply(steps)]), ['long prose 13KB', longProseBrokenReply()]];
  return texts.map(([label, text]) => {
    const ours = () => sg.repairJson(text, limits).value;
    const theirs = () => JSON.parse(jsonrepair(lastFence(text) ?? text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)));
    if (JSON.stringify(ours()) !== JSON.stringify(theirs())) throw new Error(`bench: the repairs of ${label} differ`);
    const ns = compare({ structguard: ours, jsonrepair: theirs });
    const structguardOverJsonrepair = ratio(ns.structguard, ns.jsonrepair);
    // Issue 15's target: at most 0.25x of jsonrepair + JSON.parse.
    return { size: label, bytes: Buffer.byteLength(text), nsPerOp: ns, structguardOverJsonrepair, targetHolds: structguardOverJsonrepair <= 0.25 };
  });
}

// Issue 14: per-KB time must stay flat from 10 KB to 1 MB, with the depth limit raised so
// that deep input is read, not refused.
const ADVERSARIAL = {
  unclosedString: (bytes) => `{"a": "${'x'.repeat(bytes)}`,
  nestedBrackets: (bytes) => '['.repeat(bytes),
  commas: (bytes) => `[${','.repeat(bytes)}]`,
  missingCommas: (bytes) => `[${'1 '.repeat(bytes / 2)}]`,
  longKeysCutOff: (bytes) => `{"${'k'.repeat(1000)}": `.repeat(Math.floor(bytes / 1006)),
  bareValues: (bytes) => `{${'a: b c d,'.repeat(bytes / 10)}}`,
};

function adversarial(sg) {
  const limits = { maxInputBytes: 4 << 20, maxFenceBytes: 4 << 20, maxDepth: 2_000_000 };
  const rows = {};
  for (const [name, make] of Object.entries(ADVERSARIAL)) {
    rows[name] = {};
    for (const bytes of [10_000, 100_000, 1_000_000]) {
      const text = make(bytes);
      const ns = compare({ run: () => sg.repairJson(text, limits) }, { rounds: 3, ms: 40 }).run;
      rows[name][`${bytes / 1000}KB`] = Math.round(ns / (bytes / 1000));
    }
  }
  return { nsPerKB: rows };
}

function streaming(sg) {
  const limits = { maxInputBytes: 4 << 20, maxFenceBytes: 4 << 20 };
  const step = JSON.stringify({ seq: 1, name: 'prepare the application', basis: 'prev', offsetDays: 3 });
  const text = `[${Array.from({ length: Math.ceil(1_000_000 / step.length) }, () => step).join(',')}]`;
  const chunks = [];
  for (let at = 0; at < text.length; at += 1024) chunks.push(text.slice(at, at + 1024));
  const ns = compare({
    batch: () => sg.repairJson(text, limits).ok,
    stream: () => {
      const parser = sg.createStreamParser(limits);
      for (const chunk of chunks) parser.push(chunk);
      return parser.end().ok;
    },
  }, { rounds: 3, ms: 200 });
  return { bytes: text.length, chunkBytes: 1024, nsPerOp: ns, streamOverBatch: ratio(ns.stream, ns.batch) };
}

export async function repair() {
  const sg = await init();
  return { replies: replies(sg), adversarial: adversarial(sg), streaming: streaming(sg) };
}
