// make bench: every benchmark in one process run, written to build/bench.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startup } from './startup.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = { date: new Date().toISOString(), node: process.version };

results.startup = await startup();
const { node, chromium } = results.startup;
console.log(`startup: Node ${node.totalMs} ms (wasm init ${node.initMs} ms), Chromium ${chromium.totalMs} ms (wasm init ${chromium.initMs} ms); median of fresh runs`);

mkdirSync(join(root, 'build'), { recursive: true });
writeFileSync(join(root, 'build', 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('bench: wrote build/bench.json');
