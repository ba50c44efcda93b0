// Node started with --disallow-code-generation-from-strings, as on edge workers: the package
// must load and run without eval or new Function.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import { init as initRepair } from 'structguard/repair';
import { cases, project } from './extraction-cases.js';
import { EXPECTED, readAll } from './repair-cases.js';

test('code generation from strings is really disallowed in this process', () => {
  assert.throws(() => new Function('return 1'), EvalError);
});

test('X1 extraction runs without eval', async () => {
  const sg = await init();
  for (const { reply, expect } of cases) {
    assert.deepEqual(project(sg.extractJson(reply), expect), expect, reply);
  }
});

test('X1 L1–L4 structguard/repair, whose glue has no embind, runs without eval', async () => {
  assert.deepEqual(readAll(await initRepair()), EXPECTED);
});
