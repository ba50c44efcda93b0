import { init } from 'structguard';
import { runOperation, summaryLine } from './harness.js';
import { textOperations } from './operations-text.js';
const sg = await init();
const only = process.argv[2] ? process.argv[2].split(',') : null;
const calls = Number(process.argv[3] ?? 20000);
for (const op of textOperations) {
  if (only && !only.includes(op.name)) continue;
  const r = await runOperation(sg, { ...op, calls });
  console.log(summaryLine(r));
  for (const f of r.failures) console.log('   FAIL', f);
}
