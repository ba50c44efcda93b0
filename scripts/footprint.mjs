// What a browser downloads for each entry (issues 15, 37): the entry bundled and minified by
// esbuild (as an app's bundler would), plus the .wasm it loads, each gzip -9; and each module's
// code by owner, read through the symbol map the wasm build writes beside it. Both are held to
// the budgets of bench/footprint-budget.json and compared with the figures last recorded in
// bench/footprint.json, so that a change that adds bytes says so in its own commit.
// Usage: node scripts/footprint.mjs [--record]
//   --record  writes the figures to bench/footprint.json and regenerates the size blocks of
//             README.md and bench/README.md from it (the docs' figures are never typed)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { composition } from './wasm-composition.mjs';
import { writeFootprintDocs } from './footprint-docs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = join(root, 'npm');
const BUDGET = join(root, 'bench', 'footprint-budget.json');
const RECORDED = join(root, 'bench', 'footprint.json');
const ENTRIES = [
  { name: 'structguard/repair', entry: 'src/repair/load.browser.js', wasm: 'structguard-repair.wasm' },
  { name: 'structguard/reply', entry: 'src/reply/load.browser.js', wasm: 'structguard-reply.wasm' },
  { name: 'structguard', entry: 'src/load.browser.js', wasm: 'structguard.wasm' },
];
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);

async function entryFootprint({ name, entry, wasm }) {
  const bundled = await build({
    entryPoints: [join(npm, entry)], bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent',
  });
  const js = bundled.outputFiles[0].contents;
  const wasmBytes = readFileSync(join(npm, 'dist', wasm));
  return {
    entry: name,
    module: wasm,
    js: { raw: js.length, gzip: gzip(js) },
    wasm: { raw: wasmBytes.length, gzip: gzip(wasmBytes) },
    totalGzip: gzip(js) + gzip(wasmBytes),
  };
}

// `index:name` lines, names with their bytes escaped as \xx (hex), as emcc's
// --emit-symbol-map writes them; indices count imported functions, as the name section does.
function symbolMap(file) {
  const names = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(colon + 1).replace(/\\([0-9a-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    names.set(Number(line.slice(0, colon)), name);
  }
  return names;
}

// A module's owners as the budget names them: the owners it lists, then one row for the rest
// ("other owners") and one for the data section.
function ownerRows(module, listed) {
  const { sections, owners } = composition(readFileSync(join(npm, 'dist', module)), symbolMap(join(npm, 'dist', `${module.replace(/\.wasm$/, '')}.js.symbols`)));
  const rows = Object.fromEntries(Object.keys(listed).map((name) => [name, 0]));
  for (const { name, raw } of owners) {
    const row = name in rows ? name : 'other owners';
    rows[row] = (rows[row] ?? 0) + raw;
  }
  rows.data = sections.find((s) => s.name === 'data')?.raw ?? 0;
  return { rows, owners, sections };
}

function printEntry(row, budget, last) {
  const verdict = kb(row.totalGzip) <= budget.budgetKB ? 'holds' : `OVER by ${kb(row.totalGzip - budget.budgetKB * 1024)} KB`;
  const since = last ? `; recorded ${kb(last.totalGzip)} KB (${signed(kb(row.totalGzip - last.totalGzip))})` : '';
  console.log(`footprint ${row.entry}: ${kb(row.totalGzip)} KB gzip (JS ${kb(row.js.gzip)} KB, wasm ${kb(row.wasm.gzip)} KB; `
    + `raw ${kb(row.js.raw)} + ${kb(row.wasm.raw)} KB), budget ${budget.budgetKB} KB: ${verdict}${since}`);
}

function printOwners(module, { rows, owners }, budgets, last) {
  console.log(`${module} by owner (raw bytes: now, recorded, change, budget):`);
  for (const [name, raw] of Object.entries(rows)) {
    const before = last?.[name];
    const over = raw > budgets[name] ? '  OVER' : '';
    console.log(`  ${name.padEnd(34)} ${String(raw).padStart(8)} ${String(before ?? '-').padStart(8)} ${(before === undefined ? '' : signed(raw - before)).padStart(8)} ${String(budgets[name]).padStart(8)}${over}`);
  }
  const others = owners.filter((o) => !(o.name in rows)).slice(0, 8);
  console.log(`  largest of the other owners: ${others.map((o) => `${o.name} ${o.raw}`).join(', ')}`);
}

const budget = JSON.parse(readFileSync(BUDGET, 'utf8'));
const recorded = existsSync(RECORDED) ? JSON.parse(readFileSync(RECORDED, 'utf8')) : { entries: [], owners: {} };
const entries = [];
const owners = {};
for (const entry of ENTRIES) {
  const row = await entryFootprint(entry);
  entries.push(row);
  printEntry(row, budget.entries[row.entry], recorded.entries.find((e) => e.entry === row.entry));
}
for (const { wasm: module } of ENTRIES) {
  const found = ownerRows(module, budget.owners[module]);
  owners[module] = found.rows;
  printOwners(module, found, budget.owners[module], recorded.owners[module]);
}
if (process.argv.includes('--record')) {
  writeFileSync(RECORDED, `${JSON.stringify({ entries, owners }, null, 2)}\n`);
  writeFootprintDocs(root);
  console.log('recorded in bench/footprint.json; README.md and bench/README.md regenerated');
}
