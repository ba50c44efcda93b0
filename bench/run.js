// make bench: every benchmark in one process run, written to build/bench.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startup } from './startup.js';
import { integrity } from './integrity.js';
import { repair } from './repair.js';
import { changes, report as changesReport } from './changes.js';
import { lenient, report as lenientReport } from './lenient.js';
import { validation } from './validation.js';
import { schemaWidth } from './schema_width.js';
import { earlyStop } from './early_stop.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = { date: new Date().toISOString(), node: process.version };

results.startup = await startup();
const { node, chromium } = results.startup;
console.log(`startup: Node ${node.totalMs} ms (wasm init ${node.initMs} ms), Chromium ${chromium.totalMs} ms (wasm init ${chromium.initMs} ms); median of fresh runs`);

results.validation = await validation();
for (const row of results.validation.sizes) {
  const { target } = row;
  console.log(`validation ${row.size}: structguard/ajv ${row.structguardOverAjv}x (target ${target.ajv}x), `
    + `structguard/cfworker ${row.structguardOverCfworker}x (target ${target.cfworker}x), verdict/ajv ${row.verdictOverAjv}x: ${target.holds ? 'holds' : 'DOES NOT HOLD'}`);
}
const { boundary, memory } = results.validation;
console.log(`boundary 40KB: embind string / encodeInto ${boundary.embindOverEncodeInto}x; memory after 1M parseReply: ${memory.grew ? 'GREW' : 'flat'} (${memory.bytesAfter} B)`);

results.repair = await repair();
for (const row of results.repair.replies) {
  console.log(`repair ${row.size}: structguard/(jsonrepair + JSON.parse) ${row.structguardOverJsonrepair}x (target 0.25x): ${row.targetHolds ? 'holds' : 'DOES NOT HOLD'}`);
}
console.log(`repair adversarial ns/KB: ${JSON.stringify(results.repair.adversarial.nsPerKB)}`);
console.log(`repair streaming 1 MB in 1 KB chunks: ${results.repair.streaming.streamOverBatch}x one batch repair`);

results.lenient = await lenient();
for (const line of lenientReport(results.lenient)) console.log(line);

results.changes = await changes();
for (const line of changesReport(results.changes)) console.log(line);

results.integrity = await integrity();
console.log(`integrity: ${JSON.stringify(results.integrity)}`);

results.schemaWidth = await schemaWidth();
for (const row of results.schemaWidth.sizes) {
  console.log(`schema width ${row.properties} properties, µs per property: ${JSON.stringify(row.usPerProperty)}; `
    + `enum of ${row.properties} members, µs per item: ${row.usPerEnumItem}`);
}

results.earlyStop = await earlyStop();
const { stopped, readToEnd } = results.earlyStop;
console.log(`early stop, a ${results.earlyStop.replyBytes}-byte reply wrong at byte ${stopped.stoppedAtByte}: output tokens ${stopped.streamedOutputTokens} vs ${readToEnd.streamedOutputTokens} read to the end `
  + `(${results.earlyStop.tokensRatio}x), time until the reask ${stopped.msUntilReask} ms vs ${readToEnd.msUntilReask} ms (${results.earlyStop.timeRatio}x)`);

mkdirSync(join(root, 'build'), { recursive: true });
writeFileSync(join(root, 'build', 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('bench: wrote build/bench.json');
