// Issue 37: the size figures of README.md and bench/README.md are generated from the recorded
// footprint (bench/footprint.json) and the budgets, never typed: the docs read as
// scripts/footprint-docs.mjs writes them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { footprintDocs } from '../../scripts/footprint-docs.mjs';
import { root } from '../support/packed.js';

test('issue 37: the docs\' size figures are the recorded footprint (node scripts/footprint.mjs --record regenerates them)', () => {
  for (const [path, text] of Object.entries(footprintDocs(root))) assert.equal(readFileSync(path, 'utf8'), text, path);
});
