// What a browser downloads for each entry (issue 15): the entry bundled and minified by
// esbuild (as an app's bundler would), plus the .wasm it loads, each gzip -9. Usage:
// node scripts/footprint.mjs [--json FILE]; the targets are issue 15's.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const npm = join(dirname(fileURLToPath(import.meta.url)), '..', 'npm');
const ENTRIES = [
  { name: 'structguard/reply', entry: 'src/reply/load.browser.js', wasm: 'dist/structguard-reply.wasm', targetKB: 120 },
  { name: 'structguard', entry: 'src/load.browser.js', wasm: 'dist/structguard.wasm', targetKB: 200 },
];
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

async function footprint({ name, entry, wasm, targetKB }) {
  const bundled = await build({
    entryPoints: [join(npm, entry)], bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent',
  });
  const js = bundled.outputFiles[0].contents;
  const wasmBytes = readFileSync(join(npm, wasm));
  const total = gzip(js) + gzip(wasmBytes);
  return {
    entry: name,
    js: { raw: js.length, gzip: gzip(js) },
    wasm: { raw: wasmBytes.length, gzip: gzip(wasmBytes) },
    totalGzip: total,
    targetKB,
    holds: kb(total) <= targetKB,
  };
}

const rows = [];
for (const entry of ENTRIES) rows.push(await footprint(entry));
for (const row of rows) {
  console.log(`footprint ${row.entry}: ${kb(row.totalGzip)} KB gzip (JS ${kb(row.js.gzip)} KB, wasm ${kb(row.wasm.gzip)} KB; `
    + `raw ${kb(row.js.raw)} + ${kb(row.wasm.raw)} KB), target ${row.targetKB} KB: ${row.holds ? 'holds' : 'DOES NOT HOLD'}`);
}
const at = process.argv.indexOf('--json');
if (at > 0) writeFileSync(process.argv[at + 1], `${JSON.stringify(rows, null, 2)}\n`);
