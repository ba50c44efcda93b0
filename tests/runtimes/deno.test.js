// Deno importing the package by name (the `deno` export condition), run by `deno test`.
import { init } from 'structguard';
import { init as initReply } from 'structguard/reply';
import { cases, project } from './extraction-cases.js';

function assertEqual(actual, expected, label) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
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
