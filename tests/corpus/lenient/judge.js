// How a lenient-reading case is read and judged, shared by scripts/lenient-score.mjs (the
// measurement) and tests/js/lenient-corpus.test.js (the regression guard).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const corpusDir = path.dirname(fileURLToPath(import.meta.url));

// Every case of every project file, in file order; `only` limits the projects.
export function loadCases(only = []) {
  const files = fs.readdirSync(corpusDir).filter((f) => f.endsWith('.json') && f !== 'known-differences.json').sort();
  const projects = [];
  for (const f of files) {
    const project = f.replace(/\.json$/, '');
    if (only.length && !only.includes(project)) continue;
    projects.push({ project, cases: JSON.parse(fs.readFileSync(path.join(corpusDir, f), 'utf8')) });
  }
  return projects;
}

// Numbers compare as numbers (1.0 == 1, -0 == 0); object key order is ignored.
export function deepEqual(a, b) {
  if (typeof a === 'number' && typeof b === 'number') return a === b || (Number.isNaN(a) && Number.isNaN(b));
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
}

const expectsError = (c) => c.expected !== null && typeof c.expected === 'object' &&
  !Array.isArray(c.expected) && c.expected.error === true && Object.keys(c.expected).length === 1;

// Reads one case the way a user would: repairJson, or lenient parseReply (schema-aligned)
// when the case's expectation depends on a schema.
export function read(sg, c) {
  try {
    if (c.schema) {
      const v = sg.compileSchema(c.schema);
      try {
        const r = v.parseReply(c.input, { mode: 'lenient' });
        return { ok: r.ok, value: r.value, lossless: r.lossless, repairs: r.repairs, coercions: r.coercions, error: r.errors?.[0] };
      } finally {
        v.free();
      }
    }
    const r = sg.repairJson(c.input);
    return { ok: r.ok, value: r.value, lossless: r.lossless, repairs: r.repairs, error: r.error };
  } catch (e) {
    return { ok: false, thrown: `${e.name}: ${e.message}`, error: { code: e.code ?? e.name, message: e.message } };
  }
}

// right: the expected value (deep-equal), or for an expected failure ok:false or lossless:false.
// wrongLossless: a different value that claims to be lossless (`lossless` missing counts as true).
// lossy: a different value flagged lossless:false. error: no value.
export function judge(c, r) {
  const lossless = r.lossless !== false;
  if (expectsError(c)) return !r.ok || !lossless ? 'right' : 'wrongLossless';
  if (!r.ok) return 'error';
  if (deepEqual(r.value, c.expected)) return 'right';
  return lossless ? 'wrongLossless' : 'lossy';
}
