#!/usr/bin/env node
// Measures lenient reading on other projects' own published test cases
// (tests/corpus/lenient/*.json, see its README): how many values come out as
// those projects expect, and how many differ while the result claims to be lossless.
// A measurement, not a test: it always exits 0.
//
//   node scripts/lenient-score.mjs                 per project and in total
//   node scripts/lenient-score.mjs --failures      also every case not read right
//   node scripts/lenient-score.mjs --failures jsonrepair dirty-json   only those projects
//   node scripts/lenient-score.mjs --jsonrepair    the same cases read by the jsonrepair package
//                                                  (a devDependency) instead, for comparison;
//                                                  cases with a schema are left out there
//
// It needs the built package (npm/dist/structguard.*: `make wasm`, or a copy of a built one).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpusDir = path.join(root, 'tests/corpus/lenient');
const args = process.argv.slice(2);
const showFailures = args.includes('--failures');
const baseline = args.includes('--jsonrepair');
const only = args.filter((a) => !a.startsWith('--'));

let sg;
let jsonrepair;
try {
  if (baseline) ({ jsonrepair } = await import('jsonrepair'));
  else sg = await init();
} catch (e) {
  console.log(`cannot load ${baseline ? 'jsonrepair' : 'the built package'} (${e.message}); ` +
    (baseline ? 'run `npm ci` first' : 'build it with `make wasm` first'));
  process.exit(0);
}
async function init() {
  const { init: initStructguard } = await import('structguard');
  return initStructguard();
}

// Numbers compare as numbers (1.0 == 1, -0 == 0); object key order is ignored.
function deepEqual(a, b) {
  if (typeof a === 'number' && typeof b === 'number') return a === b || (Number.isNaN(a) && Number.isNaN(b));
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
}

const expectsError = (c) => c.expected !== null && typeof c.expected === 'object' &&
  !Array.isArray(c.expected) && c.expected.error === true && Object.keys(c.expected).length === 1;

// Reads one case the way a user would: repairJson, or lenient parseReply with coercion
// when the case's expectation depends on a schema.
function read(c) {
  if (baseline) {
    try { return { ok: true, value: JSON.parse(jsonrepair(c.input)) }; } catch (e) { return { ok: false, error: { code: e.name, message: e.message } }; }
  }
  try {
    if (c.schema) {
      const v = sg.compileSchema(c.schema);
      try {
        const r = v.parseReply(c.input, { mode: 'lenient', coerce: true });
        return { ok: r.ok, value: r.value, lossless: r.lossless, repairs: r.repairs, coercions: r.coercions, error: r.errors?.[0] };
      } finally {
        v.free();
      }
    }
    const r = sg.repairJson(c.input);
    return { ok: r.ok, value: r.value, lossless: r.lossless, repairs: r.repairs, error: r.error };
  } catch (e) {
    return { ok: false, thrown: `${e.name}: ${e.message}`, error: { code: e.code ?? e.name, message: e.message } };
  }
}

// right: the expected value (deep-equal), or for an expected failure ok:false or lossless:false.
// wrongLossless: a different value that claims to be lossless (`lossless` missing counts as true):
// the count that must be 0. lossy: a different value flagged lossless:false. error: no value.
function judge(c, r) {
  const lossless = r.lossless !== false;
  if (expectsError(c)) {
    if (!r.ok || !lossless) return 'right';
    return 'wrongLossless';
  }
  if (!r.ok) return 'error';
  if (deepEqual(r.value, c.expected)) return 'right';
  return lossless ? 'wrongLossless' : 'lossy';
}

const isStrictJson = (s) => { try { JSON.parse(s); return true; } catch { return false; } };
const files = fs.readdirSync(corpusDir).filter((f) => f.endsWith('.json')).sort();
const blank = () => ({ cases: 0, right: 0, wrongLossless: 0, lossy: 0, error: 0 });
const rows = [];
const failures = [];
const total = { all: blank(), general: blank(), repair: blank() };

for (const f of files) {
  const project = f.replace(/\.json$/, '');
  if (only.length && !only.includes(project)) continue;
  const cases = JSON.parse(fs.readFileSync(path.join(corpusDir, f), 'utf8'));
  const row = { project, all: blank(), general: blank(), repair: blank() };
  for (const c of cases) {
    if (baseline && c.schema) continue;
    const r = read(c);
    const verdict = judge(c, r);
    const buckets = [row.all, total.all];
    if (!c.specific) buckets.push(row.general, total.general);
    if (!c.specific && !isStrictJson(c.input)) buckets.push(row.repair, total.repair);
    for (const b of buckets) { b.cases++; b[verdict]++; }
    if (verdict !== 'right') failures.push({ c, r, verdict });
  }
  if (row.all.cases) rows.push(row);
}
if (baseline) console.log('Read by jsonrepair (not structguard), cases without a schema only\n');

const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');
const line = (name, b) =>
  `${name.padEnd(26)}${String(b.cases).padStart(6)}${String(b.right).padStart(7)} ${pct(b.right, b.cases).padStart(6)}` +
  `${String(b.wrongLossless).padStart(9)}${String(b.lossy).padStart(7)}${String(b.error).padStart(7)}`;
const header = `${'project'.padEnd(26)} cases  right  share  wrong-   lossy  error\n${' '.repeat(50)}lossless`;

if (showFailures) {
  const clip = (s, n) => { const t = typeof s === 'string' ? s : JSON.stringify(s); return t === undefined ? 'undefined' : t.length > n ? `${t.slice(0, n)}…` : t; };
  for (const { c, r, verdict } of failures) {
    console.log(`--- ${c.id} [${verdict}]${c.specific ? ' (specific)' : ''} ${c.source.repo} ${c.source.path} › ${c.source.test}${c.source.line ? ` (line ${c.source.line})` : ''}`);
    console.log(`  input:    ${clip(JSON.stringify(c.input), 160)}`);
    if (c.schema) console.log(`  schema:   ${clip(c.schema, 160)}`);
    console.log(`  expected: ${clip(c.expected, 160)}`);
    const got = r.ok ? clip(r.value, 160) : `error ${r.error?.code ?? ''}: ${clip(r.error?.message ?? r.thrown ?? '', 120)}`;
    console.log(`  got:      ${got}${r.ok ? ` (lossless: ${r.lossless ?? 'missing'})` : ''}`);
    if (r.repairs?.length) console.log(`  repairs:  ${[...new Set(r.repairs.map((x) => x.kind))].join(', ')}`);
    if (r.coercions?.length) console.log(`  coercions: ${r.coercions.map((x) => `${x.kind}@${x.instanceLocation}`).join(', ')}`);
  }
  console.log('');
}

console.log('All cases');
console.log(header);
for (const row of rows) console.log(line(row.project, row.all));
console.log(line('total', total.all));
console.log('\nExcluding cases whose expected value is project-specific ("specific": true)');
console.log(header);
for (const row of rows) console.log(line(row.project, row.general));
console.log(line('total', total.general));
console.log('\nOf those, only inputs that are not strict JSON (the ones that need a repair)');
console.log(header);
for (const row of rows) console.log(line(row.project, row.repair));
console.log(line('total', total.repair));
console.log(`\nwrong-lossless: a value that differs from the expected one while \`lossless\` is not false (must be 0);` +
  `\nlossy: a different value flagged lossless: false; error: no value where one is expected.` +
  `\nAn expected failure counts as right on ok: false or lossless: false.`);
