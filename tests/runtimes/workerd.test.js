// Serves tests/runtimes/worker.js in a real `workerd` and asks it to extract JSON over loopback.
// The config is generated the way a bundler resolves the package: through the `workerd`
// condition of its exports map, with the .wasm imported as a compiled module.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cases, project } from './extraction-cases.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const packageDir = join(root, 'npm');
const workDir = join(root, 'build', 'runtimes', 'workerd');
const workerdBin = join(root, 'node_modules', '@cloudflare', 'workerd-linux-64', 'bin', 'workerd');

let server;
let base;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

// Every file the package ships, named by its path so that relative imports resolve.
function packageModules() {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const entry = pkg.exports['.'].workerd.replace(/^\.\//, '');
  const sources = readdirSync(join(packageDir, 'src')).filter((f) => f.endsWith('.js')).map((f) => `src/${f}`);
  return { entry, files: [...sources, 'dist/structguard.js', 'dist/structguard.wasm'] };
}

function writeConfig(port) {
  mkdirSync(workDir, { recursive: true });
  const { entry, files } = packageModules();
  writeFileSync(join(workDir, 'structguard-shim.js'), `export * from './node_modules/structguard/${entry}';\n`);
  const embed = (file) => JSON.stringify(relative(workDir, file));
  const modules = [
    `(name = "worker.js", esModule = embed ${embed(join(here, 'worker.js'))})`,
    `(name = "structguard", esModule = embed "structguard-shim.js")`,
    ...files.map((file) => {
      const kind = file.endsWith('.wasm') ? 'wasm' : 'esModule';
      return `(name = "node_modules/structguard/${file}", ${kind} = embed ${embed(join(packageDir, file))})`;
    }),
  ];
  writeFileSync(join(workDir, 'config.capnp'), `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [
    ${modules.join(',\n    ')}
  ],
  compatibilityDate = "2024-09-23",
);
`);
}

async function waitUntilServing(url, deadline) {
  while (Date.now() < deadline) {
    try {
      await fetch(url, { method: 'POST', body: '{}' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`workerd did not answer on ${url} within the deadline`);
}

before(async () => {
  const port = await freePort();
  writeConfig(port);
  base = `http://127.0.0.1:${port}/`;
  server = spawn(workerdBin, ['serve', join(workDir, 'config.capnp')], { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitUntilServing(base, Date.now() + 20_000);
});

after(() => server?.kill());

test('X1 extraction answered by a worker in workerd', async () => {
  for (const { reply, expect } of cases) {
    const response = await fetch(base, { method: 'POST', body: reply });
    assert.equal(response.status, 200);
    assert.deepEqual(project(await response.json(), expect), expect, reply);
  }
});
