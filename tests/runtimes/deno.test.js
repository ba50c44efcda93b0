// Deno importing the package by name (the `deno` export condition), run by `deno test`.
import { init } from 'structguard';
import { init as initRepair } from 'structguard/repair';
import { init as initReply } from 'structguard/reply';
import { cases, project } from './extraction-cases.js';
import { EXPECTED, readAll } from './repair-cases.js';

// JSON text with every object's keys sorted: equal for values deepEqual calls equal.
const canonical = (value) => JSON.stringify(value, (_, v) => (v && typeof v === 'object' && !Array.isArray(v)
  ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));

function assertEqual(actual, expected, label) {
  const a = canonical(actual);
  const e = canonical(expected);
  if (a !== e) throw new Error(`${label}: expected ${e}, got ${a}`);
}

Deno.test('the package resolves through its deno condition', () => {
  const resolved = import.meta.resolve('structguard');
  if (!resolved.endsWith('/src/load.deno.js')) throw new Error(`resolved to ${resolved}`);
});

Deno.test('X1 extraction in Deno', async () => {
  const sg = await init();
  for (const { reply, expect } of cases) assertEqual(project(sg.extractJson(reply), expect), expect, reply);
});

Deno.test('issue 15: structguard/reply resolves through its deno condition and reads the same', async () => {
  const resolved = import.meta.resolve('structguard/reply');
  if (!resolved.endsWith('/src/reply/load.deno.js')) throw new Error(`resolved to ${resolved}`);
  const sg = await initReply();
  for (const { reply, expect } of cases) assertEqual(project(sg.extractJson(reply), expect), expect, reply);
});

Deno.test('S1 principle 8: on structguard/reply a format function is asked about each text and may call structguard again', async () => {
  const sg = await initReply();
  const asked = [];
  const validator = sg.compileSchema({ type: 'array', items: { type: 'string', format: 'even' } }, {
    formats: { even: (text) => { asked.push(text); sg.extractJson('{"inner": true}'); return text.length % 2 === 0; } },
  });
  const result = validator.validate(['ab', 'é\u0000c']);
  assertEqual([...new Set(asked)], ['ab', 'é\u0000c'], 'the texts the format function was asked about');
  assertEqual([result.valid, result.errors[0].instanceLocation], [false, '/1'], 'the verdict');
  validator.free();
});

Deno.test('structguard/repair resolves through its deno condition: extraction, repairs and a stream as in Node', async () => {
  const resolved = import.meta.resolve('structguard/repair');
  if (!resolved.endsWith('/src/repair/load.deno.js')) throw new Error(`resolved to ${resolved}`);
  const sg = await initRepair();
  if ('compileSchema' in sg) throw new Error('the repair entry has compileSchema');
  for (const { reply, expect } of cases) assertEqual(project(sg.extractJson(reply), expect), expect, reply);
  assertEqual(readAll(sg), EXPECTED, 'repair cases');
});
