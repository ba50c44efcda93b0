#!/usr/bin/env node
// Measures lenient reading on other projects' own published test cases
// (tests/corpus/lenient/*.json, see its README): how many values come out as
// those projects expect, and how many differ while the result claims to be lossless.
// A measurement, not a test: it always exits 0.
//
//   node scripts/lenient-score.mjs                 per project and in total
//   node scripts/lenient-score.mjs --failures      also every case not read right
//   node scripts/lenient-score.mjs --failures jsonrepair baml   only those projects
//   node scripts/lenient-score.mjs --jsonrepair    the same cases read by the jsonrepair package
//                                                  (a devDependency) instead, for comparison;
//                                                  cases with a schema are left out there
//
// It needs the built package (npm/dist/structguard.*: `make wasm`, or a copy of a built one).
import { judge, loadCases, read } from '../tests/corpus/lenient/judge.js';

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

function readCase(c) {
  if (!baseline) return read(sg, c);
  try { return { ok: true, value: JSON.parse(jsonrepair(c.input)) }; } catch (e) { return { ok: false, error: { code: e.name, message: e.message } }; }
}

const isStrictJson = (s) => { try { JSON.parse(s); return true; } catch { return false; } };
const blank = () => ({ cases: 0, right: 0, wrongLossless: 0, lossy: 0, error: 0 });
const rows = [];
const failures = [];
const total = { all: blank(), general: blank(), repair: blank() };

for (const { project, cases } of loadCases(only)) {
  const row = { project, all: blank(), general: blank(), repair: blank() };
  for (const c of cases) {
    if (baseline && c.schema) continue;
    const r = readCase(c);
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
  `${name.padEnd(32)}${String(b.cases).padStart(6)}${String(b.right).padStart(7)} ${pct(b.right, b.cases).padStart(6)}` +
  `${String(b.wrongLossless).padStart(9)}${String(b.lossy).padStart(7)}${String(b.error).padStart(7)}`;
const header = `${'project'.padEnd(32)} cases  right  share  wrong-   lossy  error\n${' '.repeat(56)}lossless`;

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
