// Issue 16: the npm page and the tarball. What `npm publish` would upload: README, LICENSE and
// the links of an npm page; publint and arethetypeswrong clean; installed into a fresh app, the
// README's quick start prints what its comments say and the CLI runs.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packPackage, root, unpackInto } from '../support/packed.js';

const work = join(root, 'build', 'package');
const bin = (name) => join(root, 'node_modules', '.bin', name);
let packed;
before(() => {
  packed = packPackage(join(work, 'tarball'));
});

test('issue 16: the tarball holds README, LICENSE, the types, the CLI and the wasm, and nothing of the repository', () => {
  for (const file of ['README.md', 'LICENSE', 'package.json', 'index.d.ts', 'reply.d.ts', 'repair.d.ts', 'testing.d.ts', 'src/testing.js', 'bin/structguard.js',
    'dist/structguard.js', 'dist/structguard.wasm', 'dist/structguard-reply.js', 'dist/structguard-reply.wasm', 'dist/structguard-repair.js',
    'dist/structguard-repair.wasm', 'src/init.js', 'src/reply/load.node.js', 'src/repair/load.node.js']) {
    assert.ok(packed.files.includes(file), `${file} is missing from ${packed.files.join(', ')}`);
  }
  assert.deepEqual(packed.files.filter((file) => !/^(README\.md|LICENSE|package\.json|[a-z]+\.d\.ts|bin\/[^/]+\.js|src\/.+\.js|dist\/structguard(-reply|-repair)?\.(js|wasm))$/.test(file)), []);
});

test('issue 16: package.json has what an npm page shows: repository, homepage, bugs, keywords, license', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'npm', 'package.json'), 'utf8'));
  assert.equal(pkg.license, 'MIT');
  assert.match(pkg.repository.url, /^git\+https:\/\/.+\.git$/);
  assert.equal(pkg.repository.directory, 'npm');
  assert.match(pkg.homepage, /^https:\/\//);
  assert.match(pkg.bugs.url, /^https:\/\//);
  assert.ok(pkg.keywords.includes('json-schema') && pkg.keywords.includes('llm'));
  assert.match(readFileSync(join(root, 'npm', 'LICENSE'), 'utf8'), /^MIT License\n/);
  assert.equal(readFileSync(join(root, 'LICENSE'), 'utf8'), readFileSync(join(root, 'npm', 'LICENSE'), 'utf8'));
});

test('issue 16: the npm README starts with npm install and shows Zod, the AI SDK and the bundlers', () => {
  const readme = readFileSync(join(root, 'npm', 'README.md'), 'utf8');
  assert.match(readme, /^# structguard\n[^#]*```sh\nnpm install structguard\n```/);
  assert.match(readme, /sg\.compileSchema\(Task\)/);
  assert.match(readme, /from 'structguard\/ai'/);
  for (const bundler of ['Vite', 'webpack', 'esbuild']) assert.match(readme, new RegExp(`\\| ${bundler}`));
});

test('issue 16: publint finds nothing to fix in the tarball', () => {
  const r = spawnSync(bin('publint'), [packed.tarball, '--strict'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /All good!/);
});

// ESM only by design (profile esm-only: no CommonJS require); the .wasm exports are assets
// for bundlers, not modules with types.
test('issue 16: arethetypeswrong finds no problem in the tarball', () => {
  const r = spawnSync(bin('attw'), [packed.tarball, '--profile', 'esm-only', '--exclude-entrypoints', 'structguard.wasm', 'structguard-reply.wasm', 'structguard-repair.wasm', '--format', 'ascii', '--no-color'],
    { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.doesNotMatch(r.stdout, /Resolution failed|No types|Masquerad/);
});

test("issue 16: installed from the tarball, the README's quick start prints what its comments say", () => {
  const app = join(work, 'app');
  mkdirSync(app, { recursive: true });
  unpackInto(packed.tarball, app);
  const readme = readFileSync(join(app, 'node_modules', 'structguard', 'README.md'), 'utf8');
  const quickStart = readme.split('## Quick start')[1].match(/```js\n([\s\S]*?\n)```\n/)[1];
  writeFileSync(join(app, 'quick-start.mjs'), quickStart);
  const printed = execFileSync(process.execPath, ['quick-start.mjs'], { cwd: app, encoding: 'utf8' });
  const promised = [...quickStart.matchAll(/\/\/ → (.*)$/gm)].map((match) => match[1]);
  assert.equal(promised.length, 6);
  assert.equal(printed, `${promised.join('\n')}\n`);
});

test('issue 16: installed with npm, the structguard command runs', () => {
  const app = join(work, 'npm-app');
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'package.json'), '{"name": "app", "private": true, "type": "module"}\n');
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', packed.tarball], { cwd: app, stdio: 'ignore' });
  const { version } = JSON.parse(readFileSync(join(root, 'npm', 'package.json'), 'utf8'));
  assert.equal(execFileSync(join(app, 'node_modules', '.bin', 'structguard'), ['--version'], { encoding: 'utf8' }), `${version}\n`);
});

test('README "Testing without a network": installed from the tarball, structguard/testing answers createClient with a scripted reply', () => {
  const app = join(work, 'testing-app');
  mkdirSync(app, { recursive: true });
  unpackInto(packed.tarball, app);
  const pkg = JSON.parse(readFileSync(join(app, 'node_modules', 'structguard', 'package.json'), 'utf8'));
  assert.deepEqual(pkg.exports['./testing'], { types: './testing.d.ts', default: './src/testing.js' });
  writeFileSync(join(app, 'mock.mjs'), `import { init } from 'structguard';
import { mockFetch } from 'structguard/testing';
const sg = await init();
const fetch = mockFetch(['Sure: {"ok": true}']);
const client = sg.createClient({ provider: 'anthropic', model: 'claude-test', fetch });
const result = await client.generateObject({ messages: [{ role: 'user', content: 'ok?' }], schema: { type: 'object' }, mode: 'prompt' });
console.log(JSON.stringify([result.ok, result.value, fetch.requests[0].path]));
`);
  assert.equal(execFileSync(process.execPath, ['mock.mjs'], { cwd: app, encoding: 'utf8' }), '[true,{"ok":true},"/v1/messages"]\n');
});
