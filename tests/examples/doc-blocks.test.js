// Every ```js block of README.md, npm/README.md and docs/*.md runs as written: each is saved as
// an ES module under build/doc-blocks/ (inside the repository, so `structguard`, `zod` and `ai`
// resolve through its node_modules as they do in an app) and run with node; it must exit 0.
//
// Conventions for the docs (tests/support/doc-blocks.js reads them):
// - A block runs alone, unless the line right above its fence is `<!-- continues -->`: then it
//   is appended to the block before it in the same file and they run as one module.
// - A line `console.log(…); // → text` promises what it prints: the printed lines must include
//   every promised text, in order.
// - A block whose first line is `// esbuild <entry> <flags…>` is a bundler recipe: it is saved
//   as <entry>, bundled with those flags and --platform=node, and the bundle is run.
// - What is not meant to run is not ```js (```sh, ```text, ```ts for type-only pieces), nor
//   what runs elsewhere (```javascript: npm/README.md's Web Worker, which
//   tests/examples/browser-worker.test.js builds and runs in Chromium).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from '../support/packed.js';
import { programs } from '../support/doc-blocks.js';

const work = join(root, 'build', 'doc-blocks');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

const files = ['README.md', join('npm', 'README.md'),
  ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => join('docs', name))];

function run(file, program) {
  const dir = join(work, `${file.replaceAll(/[/\\.]/g, '-')}-${program.lines[0]}`);
  mkdirSync(dir, { recursive: true });
  const esbuild = /^\/\/ esbuild (\S+) (.*)$/m.exec(program.code.split('\n')[0]);
  if (!esbuild) {
    writeFileSync(join(dir, 'block.mjs'), program.code);
    return spawnSync(process.execPath, ['block.mjs'], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
  }
  const [, entry, flags] = esbuild;
  writeFileSync(join(dir, entry), program.code);
  execFileSync(join(root, 'node_modules', '.bin', 'esbuild'), [entry, ...flags.split(/\s+/), '--platform=node', '--log-level=error'], { cwd: dir });
  const outdir = /--outdir=(\S+)/.exec(flags)[1];
  return spawnSync(process.execPath, [join(outdir, entry)], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
}

for (const file of files) {
  const found = programs(readFileSync(join(root, file), 'utf8'));
  for (const program of found) {
    test(`${file}:${program.lines.join('+')} runs as written`, () => {
      assert.equal(program.orphan, false, `${file}:${program.lines[0]} continues no block before it`);
      const r = run(file, program);
      assert.equal(r.status, 0, `${relative(root, file)}:${program.lines[0]} exited ${r.status}:\n${r.stderr}`);
      const promised = [...program.code.matchAll(/console\.log\(.*\/\/ → (.*)$/gm)].map((match) => match[1]);
      const printed = r.stdout.split('\n');
      let at = 0;
      for (const line of promised) {
        const next = printed.indexOf(line, at);
        assert.notEqual(next, -1, `${file}:${program.lines[0]} promised "${line}" after line ${at} of:\n${r.stdout}`);
        at = next + 1;
      }
    });
  }
}

test('the docs hold runnable blocks: README.md and npm/README.md each have some', () => {
  assert.ok(programs(readFileSync(join(root, 'README.md'), 'utf8')).length >= 20);
  assert.ok(programs(readFileSync(join(root, 'npm', 'README.md'), 'utf8')).length >= 6);
});
