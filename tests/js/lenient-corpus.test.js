// Rules L1, L2, L5 on other projects' own published parser cases (tests/corpus/lenient): every
// case is read as that project expects, except the ones known-differences.json lists, each
// with the verdict it gets today (and, for a different value claimed lossless, why we read it
// otherwise). A case that changes verdict fails here, for better or worse: update the list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { init } from 'structguard';
import { judge, loadCases, read } from '../corpus/lenient/judge.js';

const sg = await init();
const known = JSON.parse(fs.readFileSync(new URL('../corpus/lenient/known-differences.json', import.meta.url), 'utf8'));

for (const { project, cases } of loadCases()) {
  test(`L1 L2 L5 ${project}: each published case gets its known verdict`, () => {
    const changed = [];
    for (const c of cases) {
      const verdict = judge(c, read(sg, c));
      const expected = known[c.id]?.verdict ?? 'right';
      if (verdict !== expected) changed.push(`${c.id}: ${expected} -> ${verdict}`);
    }
    assert.deepEqual(changed, []);
  });
}

test('L2 every different value claimed lossless is a known disagreement, with its reason', () => {
  for (const [id, entry] of Object.entries(known)) {
    if (entry.verdict === 'wrongLossless') assert.ok(entry.reason && entry.reason.length > 10, id);
  }
});

test('L1 L5 at least four in five of the cases that are not project-specific are read as their project expects', () => {
  let cases = 0;
  let right = 0;
  for (const { cases: all } of loadCases()) {
    for (const c of all) {
      if (c.specific) continue;
      cases += 1;
      if (!known[c.id]) right += 1;
    }
  }
  assert.ok(right / cases >= 0.8, `${right} of ${cases}`);
});
