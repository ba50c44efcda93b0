// The documents in docs/ (and the README) point into the tree: docs/rules.md links every rule
// to the files that implement and test it. A file moved or renamed must take its links along,
// so every relative link is checked here, and every rule a comment cites must have its entry.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => join('docs', name)),
];

// [text](target) with a relative target; web addresses and in-page anchors are not files.
function relativeLinks(markdown) {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURIComponent(target.split('#')[0]));
}

test('issue 18 every relative link in README.md and docs/*.md names a file that exists', () => {
  const missing = [];
  let checked = 0;
  for (const document of documents) {
    for (const target of relativeLinks(readFileSync(join(root, document), 'utf8'))) {
      checked += 1;
      if (!existsSync(join(root, dirname(document), target))) missing.push(`${document}: ${target}`);
    }
  }
  assert.deepEqual(missing, []);
  assert.ok(checked > 100, `only ${checked} links found: is docs/rules.md still there?`);
});

function sourceFiles(folder) {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(h|cpp|js)$/.test(name) ? [path] : [];
  });
}

test('issue 18 every rule a comment cites ("rule X3", "rules G1-G5") has its entry in docs/rules.md', () => {
  const rules = readFileSync(join(root, 'docs', 'rules.md'), 'utf8');
  const entries = new Set([...rules.matchAll(/^### ([XLSGAPR]\d+) /gm)].map((match) => match[1]));
  assert.equal(entries.size, 7 + 7 + 7 + 6 + 3 + 7 + 9);
  const unknown = [];
  for (const file of ['src', 'bindings', 'npm/src', 'tests', 'web'].flatMap(sourceFiles)) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const [, first, , , last] of text.matchAll(/\brules? ([XLSGAPR]\d+)(-([XLSGAPR]?)(\d+))?/g)) {
      const ids = [first];
      if (last !== undefined) ids.push(first[0] + last);
      for (const id of ids) if (!entries.has(id)) unknown.push(`${relative(root, join(root, file))}: ${id}`);
    }
  }
  assert.deepEqual(unknown, []);
});

// What users read speaks of the library, not of the project's tracker: no "issue 12", "#12".
test('README.md, npm/README.md, docs/*.md and the npm types cite no issue numbers', () => {
  const read = [...documents, join('npm', 'README.md'),
    ...readdirSync(join(root, 'npm')).filter((name) => name.endsWith('.d.ts')).map((name) => join('npm', name))];
  const found = read.flatMap((document) => readFileSync(join(root, document), 'utf8').split('\n')
    .map((line, index) => [line, index])
    .filter(([line]) => /\bissues? #?\d+|\bissue-\d+|(?<![\w&/])#\d+\b/i.test(line))
    .map(([line, index]) => `${document}:${index + 1}: ${line.trim()}`));
  assert.deepEqual(found, []);
  assert.ok(read.includes(join('npm', 'testing.d.ts')) && read.includes(join('docs', 'seed-helpers.md')));
});
