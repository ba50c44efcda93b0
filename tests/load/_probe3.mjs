import { init } from 'structguard';
import { replies, hostile, planSchema, regexSchema, regexValues, deepSchema, wideSchema } from './inputs.js';
const sg = await init();
const v = sg.compileSchema(planSchema);
const short = (r) => JSON.stringify(r, (k, x) => typeof x === 'string' && x.length > 60 ? x.slice(0, 60) + '…' : x).slice(0, 300);
for (const [k, t] of Object.entries(replies)) {
  const e = sg.extractJson(t); const r = sg.repairJson(t); const p = v.parseReply(t); const l = v.parseReply(t, { mode: 'lenient', coerce: true });
  console.log(k.padEnd(16), e.ok, e.strategy, e.error?.code, '| repair', r.ok, r.error?.code, '| strict', p.ok, p.errors[0]?.code, '| lenient', l.ok, l.errors[0]?.code, '| cands', sg.findJsonCandidates(t).candidates.length);
}
for (const [k, f] of Object.entries(hostile)) {
  const t = f(); let s = performance.now();
  const e = sg.extractJson(t); const te = performance.now() - s; s = performance.now();
  const r = sg.repairJson(t); const tr = performance.now() - s; s = performance.now();
  const p = v.parseReply(t, { mode: 'lenient' }); const tp = performance.now() - s; s = performance.now();
  const c = sg.findJsonCandidates(t); const tc = performance.now() - s;
  console.log(k.padEnd(18), t.length, e.ok, e.error?.code, te.toFixed(1), '| repair', r.ok, r.error?.code, tr.toFixed(1), '| lenient', p.ok, p.errors[0]?.code, tp.toFixed(1), '| cands', c.ok, c.candidates.length, tc.toFixed(1), sg.memoryBytes());
}
const rv = sg.compileSchema(regexSchema);
let s = performance.now(); console.log(short(rv.validate(regexValues, { errors: 'all' })), performance.now() - s);
for (const d of [400, 600]) { try { sg.compileSchema(deepSchema(d)).free(); console.log(d, 'ok'); } catch (e) { console.log(d, e.name, e.kind); } }
s = performance.now(); sg.compileSchema(wideSchema(2000)).free(); console.log('wide', performance.now() - s);
try { sg.compileSchema({ type: 'string', pattern: '(' }); } catch (e) { console.log(e.name, e.kind, e.message); }
try { sg.compileSchema({ $ref: 'https://nowhere.example/x' }); } catch (e) { console.log(e.name, e.kind); }
try { sg.compileSchema({ type: 12 }); } catch (e) { console.log(e.name, e.kind); }
console.log(short(v.validate(JSON.parse('['.repeat(1000) + ']'.repeat(1000)))));
