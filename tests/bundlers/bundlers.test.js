// Issue 16: the package as bundlers see it. A small app (tests/bundlers/app) is installed with
// the packed tarball, bundled by esbuild, webpack and Vite (build and dev server), and run in
// headless Chromium; bundled by esbuild for Node and, as wrangler does, for workerd. The
// README's bundler section says what each needs; these tests hold it to that.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import webpack from 'webpack';
import { build as viteBuild, createServer as viteServer } from 'vite';
import { launchChromium, watchErrors } from '../support/chromium.js';
import { packPackage, root, unpackInto } from '../support/packed.js';
import { serveFolder } from '../support/static-server.js';
import { freePort } from '../runtimes/workerd-config.js';

const work = join(root, 'build', 'bundlers');
const app = join(work, 'app');
const out = (name) => join(work, 'out', name);
const EXPECTED = { ok: true, value: { step: 2, basis: 'goal' }, strategy: 'fence' };
let browser;

before(async () => {
  // A bundle left by an earlier run names its wasm by another hash: each run starts empty.
  rmSync(join(work, 'out'), { recursive: true, force: true });
  const { tarball } = packPackage(join(work, 'tarball'));
  cpSync(join(root, 'tests', 'bundlers', 'app'), app, { recursive: true });
  unpackInto(tarball, app);
  browser = await launchChromium();
});
after(() => browser?.close());

// `data:,` as the icon: no favicon request, so any failed request is the package's.
const page = (script, module) => `<!doctype html>\n<meta charset="utf-8">\n<link rel="icon" href="data:,">\n<pre id="result"></pre>\n<script${module ? ' type="module"' : ''} src="./${script}"></script>\n`;

// Opens `url` and returns what the app wrote, with the page's errors.
async function visit(url) {
  const tab = await browser.newPage();
  const errors = watchErrors(tab);
  try {
    await tab.goto(url);
    await tab.waitForFunction(() => document.querySelector('#result')?.textContent, null, { timeout: 30_000 });
    return { outcome: JSON.parse(await tab.textContent('#result')), errors };
  } finally {
    await tab.close();
  }
}

async function visitFolder(folder) {
  const { server, url } = await serveFolder(folder);
  try {
    return { ...(await visit(url)), url };
  } finally {
    server.close();
  }
}

const wasmFiles = (folder) => readdirSync(folder, { recursive: true }).filter((file) => String(file).endsWith('.wasm'));

test('issue 16: esbuild, with the .wasm imported by the file loader and passed to init, runs in Chromium', async () => {
  await esbuild({ entryPoints: [join(app, 'main-esbuild.js')], bundle: true, format: 'esm', outdir: out('esbuild'), loader: { '.wasm': 'file' }, logLevel: 'silent' });
  writeFileSync(join(out('esbuild'), 'index.html'), page('main-esbuild.js', true));
  assert.equal(wasmFiles(out('esbuild')).length, 1);
  const { outcome, errors } = await visitFolder(out('esbuild'));
  assert.deepEqual(outcome, EXPECTED);
  assert.deepEqual(errors, []);
});

test('issue 16: esbuild without that step: init() rejects with a WasmLoadError naming the URL and the 404', async () => {
  await esbuild({ entryPoints: [join(app, 'main.js')], bundle: true, format: 'esm', outdir: out('esbuild-plain'), logLevel: 'silent' });
  writeFileSync(join(out('esbuild-plain'), 'index.html'), page('main.js', true));
  assert.deepEqual(wasmFiles(out('esbuild-plain')), [], 'esbuild copies no .wasm by itself');
  const { outcome, url } = await visitFolder(out('esbuild-plain'));
  assert.equal(outcome.code, 'WasmLoadFailed');
  assert.ok(outcome.error.startsWith(`structguard: cannot load ${url}dist/structguard.wasm (HTTP 404 Not Found, content-type text/plain); `), outcome.error);
  assert.match(outcome.error, /pass init\(\{wasm\}\)/);
});

test('issue 16: esbuild for Node (--platform=node), same recipe, runs in Node', async () => {
  await esbuild({ entryPoints: [join(app, 'main-esbuild.js')], bundle: true, format: 'esm', platform: 'node', outdir: out('esbuild-node'), outExtension: { '.js': '.mjs' }, loader: { '.wasm': 'file' }, logLevel: 'silent' });
  const printed = execFileSync(process.execPath, [join(out('esbuild-node'), 'main-esbuild.mjs')], { cwd: work, encoding: 'utf8' });
  assert.deepEqual(JSON.parse(printed), EXPECTED);
});

test('issue 16: webpack 5 with no configuration copies the .wasm and runs in Chromium', async () => {
  const stats = await new Promise((resolve, reject) => {
    webpack({
      mode: 'production', context: app, entry: './main.js', devtool: false,
      output: { path: out('webpack'), clean: true }, optimization: { minimize: false }, performance: { hints: false },
    }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  writeFileSync(join(out('webpack'), 'index.html'), page('main.js', false));
  assert.equal(wasmFiles(out('webpack')).length, 1);
  const { outcome, errors } = await visitFolder(out('webpack'));
  assert.deepEqual(outcome, EXPECTED);
  assert.deepEqual(errors, []);
});

test('issue 16: vite build with no configuration copies the .wasm and runs in Chromium', async () => {
  await viteBuild({ root: app, configFile: false, logLevel: 'silent', build: { outDir: out('vite'), emptyOutDir: true } });
  assert.equal(wasmFiles(out('vite')).length, 1);
  const { outcome, errors } = await visitFolder(out('vite'));
  assert.deepEqual(outcome, EXPECTED);
  assert.deepEqual(errors, []);
});

// Pre-bundling is forced (include), the case that moved the package's JS away from its .wasm.
test('issue 16: the vite dev server, with the package pre-bundled, runs in Chromium', async () => {
  const server = await viteServer({
    root: app, configFile: false, logLevel: 'silent', cacheDir: join(work, 'vite-cache'),
    server: { host: '127.0.0.1', port: 0 }, optimizeDeps: { include: ['structguard'] },
  });
  await server.listen();
  try {
    const { outcome, errors } = await visit(server.resolvedUrls.local[0]);
    assert.deepEqual(outcome, EXPECTED);
    assert.deepEqual(errors, []);
  } finally {
    await server.close();
  }
});

test('issue 16: a worker bundled by esbuild for workerd (--conditions=workerd --loader:.wasm=copy) answers in workerd', async () => {
  const dir = out('workerd');
  await esbuild({
    entryPoints: [join(app, 'worker.js')], bundle: true, format: 'esm', platform: 'neutral', outdir: dir,
    conditions: ['workerd', 'worker', 'browser'], loader: { '.wasm': 'copy' }, logLevel: 'silent',
  });
  const [wasm] = wasmFiles(dir);
  const port = await freePort();
  writeFileSync(join(dir, 'config.capnp'), `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [(name = "worker.js", esModule = embed "worker.js"), (name = "${wasm}", wasm = embed "${wasm}")],
  compatibilityDate = "2024-09-23",
);
`);
  const workerd = spawn(join(root, 'node_modules', '@cloudflare', 'workerd-linux-64', 'bin', 'workerd'), ['serve', join(dir, 'config.capnp')], { stdio: 'inherit' });
  try {
    const response = await answer(`http://127.0.0.1:${port}/`, 'Sure:\n```json\n{"a": 1}\n```');
    assert.deepEqual(await response.json(), { ok: true, strategy: 'fence', json: '{"a": 1}' });
  } finally {
    workerd.kill();
  }
});

// POSTs `body` once workerd listens (it takes a moment to start).
async function answer(url, body) {
  for (let tries = 0; ; tries += 1) {
    try {
      return await fetch(url, { method: 'POST', body });
    } catch (error) {
      if (tries >= 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
