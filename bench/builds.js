// Two builds of structguard/reply side by side in one process (bench/README.md): the same
// replies through each build's parseReply, repairJson, extractJson and stream parser, in
// interleaved rounds (harness.js), so that what a compile flag costs in speed shows as a ratio
// on a shared machine. Each argument is a package folder (an npm/ with its dist/ built).
// Usage: node bench/builds.js BEFORE_DIR AFTER_DIR [rounds]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { jsonrepair } from 'jsonrepair';
import { compare, ratio } from './harness.js';
import { brokenReply, JUDGMENT_SCHEMA, judgmentReply, longProseBrokenReply, reasoningReply, reply, SIZES, template } from './replies.js';

const LIMITS = { maxInputBytes: 4 << 20, maxFenceBytes: 4 << 20 };
const LAST_JSON_FENCE = /```json[^\n]*\n([\s\S]*?)\n```/g;
const LAST_JSON_FENCE_OPEN = /```json[^\n]*\n([\s\S]*?)(?:\n```|$)/g;

async function load(dir) {
  const { init } = await import(pathToFileURL(resolve(dir, 'src/reply/load.node.js')).href);
  return init();
}

function chunked(text, size) {
  const chunks = [];
  for (let at = 0; at < text.length; at += size) chunks.push(text.slice(at, at + size));
  return chunks;
}

function streamed(sg, chunks) {
  const parser = sg.createStreamParser(LIMITS);
  for (const chunk of chunks) {
    parser.push(chunk);
    parser.changes();
  }
  return parser.end().ok;
}

// The anchors of bench/validation.js and bench/repair.js: last fence + JSON.parse + ajv, and
// jsonrepair + JSON.parse of the last fence (or of the outermost braces without one).
function jsonrepairPipeline(text) {
  let body = null;
  for (const match of text.matchAll(LAST_JSON_FENCE_OPEN)) body = match[1];
  body ??= text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return () => JSON.parse(jsonrepair(body));
}

function ajvPipeline(schema, text) {
  const validate = new Ajv2020({ allErrors: false, strict: false }).compile(schema);
  return () => {
    let body = null;
    for (const match of text.matchAll(LAST_JSON_FENCE)) body = match[1];
    const value = JSON.parse(body);
    return validate(value) ? value : null;
  };
}

// Each workload: a name and, given a loaded build, the call to time (after `setup` on it).
function workloads(sg) {
  const templateSchema = sg.builtinSchema('ai_chat_process_template.v1');
  const rows = [
    ['parseReply judgment 0.45KB', JUDGMENT_SCHEMA, judgmentReply()],
    ['parseReply reasoning 10KB', JUDGMENT_SCHEMA, reasoningReply()],
    ...SIZES.filter(({ steps }) => steps > 1).map(({ label, steps }) => [`parseReply template ${label}`, templateSchema, reply(steps)]),
  ].map(([name, schema, text]) => ({
    name, anchor: ajvPipeline(schema, text), make: (core) => { const v = core.compileSchema(schema); return () => v.parseReply(text, LIMITS).value; },
  }));
  for (const { label, steps } of SIZES.filter(({ steps }) => steps > 1)) {
    const text = brokenReply(steps);
    rows.push({ name: `repairJson broken ${label}`, anchor: jsonrepairPipeline(text), make: (core) => () => core.repairJson(text, LIMITS).value });
  }
  const prose = longProseBrokenReply();
  rows.push({ name: 'repairJson long prose 13KB', anchor: jsonrepairPipeline(prose), make: (core) => () => core.repairJson(prose, LIMITS).value });
  const valid = JSON.stringify(template(110), null, 2);
  rows.push({ name: 'repairJson valid 40KB', make: (core) => () => core.repairJson(valid, LIMITS).value });
  const fenced = reply(110);
  rows.push({ name: 'extractJson 40KB', make: (core) => () => core.extractJson(fenced, LIMITS).value });
  const chunks = chunked(reply(38), 16);
  rows.push({ name: 'stream 14KB, 16-byte chunks + changes()', make: (core) => () => streamed(core, chunks) });
  rows.push({ name: 'compileSchema template', make: (core) => () => core.compileSchema(templateSchema).free() });
  return rows;
}

const [before, after, rounds = '7'] = process.argv.slice(2);
const builds = { before: await load(before), after: await load(after) };
console.log(`before ${before}, after ${after}; median of ${rounds} interleaved rounds`);
for (const { name, make, anchor } of workloads(builds.before)) {
  const contenders = { before: make(builds.before), after: make(builds.after) };
  if (JSON.stringify(contenders.before()) !== JSON.stringify(contenders.after())) throw new Error(`bench: the builds differ on ${name}`);
  if (anchor) contenders.anchor = anchor;
  const ns = compare(contenders, { rounds: Number(rounds), ms: 60 });
  const over = name.startsWith('parseReply') ? 'ajv' : 'jsonrepair';
  const vsAjv = anchor ? `; over ${over} ${ratio(ns.before, ns.anchor)}x / ${ratio(ns.after, ns.anchor)}x` : '';
  console.log(`${name.padEnd(42)} ${String(ns.before).padStart(10)} / ${String(ns.after).padStart(10)} ns  after/before ${ratio(ns.after, ns.before)}${vsAjv}`);
}
