import { init } from 'structguard';
const sg = await init();
const LIMITS = { maxInputBytes: 4 << 20, maxFenceBytes: 4 << 20 };
const step = JSON.stringify({ seq: 1, name: 'prepare the application', basis: 'prev', offsetDays: 3 });
const text = `[${Array.from({ length: Math.ceil(1_000_000 / step.length) }, () => step).join(',')}]`;
const chunks = process.argv.slice(2).map(Number);
for (let round = 0; round < 3; ++round) {
  let batch = Infinity;
  for (let i = 0; i < 5; ++i) { const t = performance.now(); sg.repairJson(text, LIMITS); batch = Math.min(batch, performance.now() - t); }
  for (const size of chunks) {
    let t = performance.now();
    const p = sg.createStreamParser(LIMITS); let ops = 0;
    for (let at = 0; at < text.length; at += size) { p.push(text.slice(at, at + size)); ops += p.changes().length; }
    p.free();
    const s = performance.now() - t;
    t = performance.now();
    const q = sg.createStreamParser(LIMITS);
    for (let at = 0; at < text.length; at += size) q.push(text.slice(at, at + size));
    q.free();
    const f = performance.now() - t;
    console.log(`${size} B: changes ${(s / batch).toFixed(2)}x (push alone ${(f / batch).toFixed(2)}x), batch ${batch.toFixed(1)} ms, ops ${ops}`);
  }
}
