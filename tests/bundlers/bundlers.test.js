// Issue 16: the package as bundlers see it. A small app (tests/bundlers/app) is installed with
// the packed tarball, bundled by esbuild, webpack, rollup and Vite (build and dev server), and
// run in headless Chromium; bundled by esbuild and Vite (SSR) for Node; and as workers, run in
// workerd: built by wrangler, by esbuild as wrangler does, and by rollup, webpack and Vite (SSR). The README's
// bundler section says what each needs; these tests hold it to that, and hold every way it
// fails to a WasmLoadError that says what to do. Each way that runs is taken twice: by the app
// on the full entry and by the same app on structguard/repair (its own files: APPS).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, cpSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build as esbuild } from 'esbuild';
import webpack from 'webpack';
import { build as viteBuild, createServer as viteServer } from 'vite';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { importMetaAssets } from '@web/rollup-plugin-import-meta-assets';
import { launchChromium, watchErrors } from '../support/chromium.js';
import { packPackage, root, unpackInto } from '../support/packed.js';
import { serveFolder } from '../support/static-server.js';
import { freePort } from '../runtimes/workerd-config.js';

const work = join(root, 'build', 'bundlers');
const app = join(work, 'app');
const out = (name) => join(work, 'out', name);
// The files of each app (tests/bundlers/app) and what it shows once bundled.
const APPS = [
  {
    name: 'structguard', suffix: '', page: 'main.js', html: 'index.html', esbuild: 'main-esbuild.js', worker: 'worker.js',
    workerModule: 'worker-module.js', wasm: 'structguard.wasm', expected: { ok: true, value: { step: 2, basis: 'goal' }, strategy: 'fence' },
  },
  {
    name: 'structguard/repair', suffix: '-repair', page: 'repair.js', html: 'repair.html', esbuild: 'repair-esbuild.js', worker: 'worker-repair.js',
    workerModule: 'worker-module-repair.js', wasm: 'structguard-repair.wasm', expected: {
      ok: true,
      value: { step: 2, basis: 'goal' },
      repairs: [
        ['prose_removed', 0], ['fence_removed', 12], ['single_quotes', 21], ['single_quotes', 26], ['single_quotes', 32], ['single_quotes', 38],
        ['single_quotes', 41], ['single_quotes', 46], ['trailing_comma', 47], ['fence_removed', 50],
      ],
    },
  },
];
let browser;

before(async () => {
  // A bundle left by an earlier run names its wasm by another hash, and Vite's pre-bundled copy
  // of the package (its cacheDir, under out/) may be of an older tarball: each run starts empty.
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

// `html`: the app's page, when it is not the folder's index.html.
async function visitFolder(folder, html = '') {
  const { server, url } = await serveFolder(folder);
  try {
    return { ...(await visit(url + html)), url };
  } finally {
    server.close();
  }
}

const wasmFiles = (folder) => readdirSync(folder, { recursive: true }).filter((file) => String(file).endsWith('.wasm'));

for (const { name, suffix, esbuild: entry, expected } of APPS) {
  test(`issue 16: esbuild, with the .wasm imported by the file loader and passed to init, runs in Chromium (${name})`, async () => {
    const dir = out(`esbuild${suffix}`);
    await esbuild({ entryPoints: [join(app, entry)], bundle: true, format: 'esm', outdir: dir, loader: { '.wasm': 'file' }, logLevel: 'silent' });
    writeFileSync(join(dir, 'index.html'), page(entry, true));
    assert.equal(wasmFiles(dir).length, 1);
    const { outcome, errors } = await visitFolder(dir);
    assert.deepEqual(outcome, expected);
    assert.deepEqual(errors, []);
  });
}

// What an app that calls only extractJson and repairJson ships of the package's JavaScript
// (issue 37), read from esbuild's metafile: the reply module's glue and the reply entry, never
// the full module, the client, prompts, providers, graphs, audit, templates or the AI SDK
// adapter. (compileSchema is on the same instance, so schema.js and the library-schema checks
// it takes come along: an instance's methods cannot be shaken out one by one.)
test('issue 37: an app of extractJson + repairJson from structguard/reply bundles none of the full entry\'s modules', async () => {
  const { metafile } = await esbuild({
    entryPoints: [join(app, 'extract-repair.js')], bundle: true, minify: true, format: 'esm', platform: 'browser',
    outdir: out('esbuild-extract-repair'), metafile: true, logLevel: 'silent',
  });
  const shipped = Object.keys(metafile.inputs).map((path) => path.replace(/^.*node_modules\/structguard\//, ''));
  assert.ok(shipped.includes('dist/structguard-reply.js'), shipped.join(', '));
  const fullEntryOnly = /^(dist\/structguard\.js|src\/(api|entry|client.*|ai|prompt|text_call|providers|graph|audit|templates|messages|testing|cli\/.*|testing\/.*)\.js)$/;
  assert.deepEqual(shipped.filter((path) => fullEntryOnly.test(path)), []);
});

// The same app on structguard/repair ships no schema code either: no reply module, no schema
// calls, no Standard Schema adapters or library-schema checks.
test('an app on structguard/repair bundles its own module and none of the schema modules', async () => {
  const { metafile } = await esbuild({
    entryPoints: [join(app, 'repair.js')], bundle: true, minify: true, format: 'esm', platform: 'browser',
    outdir: out('esbuild-repair-metafile'), metafile: true, logLevel: 'silent',
  });
  const shipped = Object.keys(metafile.inputs).filter((path) => path.includes('node_modules/structguard/'))
    .map((path) => path.replace(/^.*node_modules\/structguard\//, ''));
  assert.ok(shipped.includes('dist/structguard-repair.js'), shipped.join(', '));
  assert.ok(shipped.includes('src/repair/load.browser.js'), shipped.join(', '));
  const schemaOrOther = /^(dist\/structguard(-reply)?\.js|src\/(reply\/.*|schema.*|standard_schema|library_check|program_cache|api|entry|client.*|ai|prompt|text_call|providers|graph|audit|templates|messages|testing|cli\/.*|testing\/.*)\.js)$/;
  assert.deepEqual(shipped.filter((path) => schemaOrOther.test(path)), []);
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

for (const { name, suffix, page: entry, html, esbuild: esbuildEntry, expected } of APPS) {
  test(`issue 16: esbuild for Node (--platform=node), same recipe, runs in Node (${name})`, async () => {
    const dir = out(`esbuild-node${suffix}`);
    await esbuild({ entryPoints: [join(app, esbuildEntry)], bundle: true, format: 'esm', platform: 'node', outdir: dir, outExtension: { '.js': '.mjs' }, loader: { '.wasm': 'file' }, logLevel: 'silent' });
    const printed = execFileSync(process.execPath, [join(dir, esbuildEntry.replace(/\.js$/, '.mjs'))], { cwd: work, encoding: 'utf8' });
    assert.deepEqual(JSON.parse(printed), expected);
  });

  test(`issue 16: webpack 5 with no configuration copies the .wasm and runs in Chromium (${name})`, async () => {
    const dir = out(`webpack${suffix}`);
    const stats = await new Promise((resolve, reject) => {
      webpack({
        mode: 'production', context: app, entry: `./${entry}`, devtool: false,
        output: { path: dir, clean: true }, optimization: { minimize: false }, performance: { hints: false },
      }, (error, result) => (error ? reject(error) : resolve(result)));
    });
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    writeFileSync(join(dir, 'index.html'), page('main.js', false));
    assert.equal(wasmFiles(dir).length, 1);
    const { outcome, errors } = await visitFolder(dir);
    assert.deepEqual(outcome, expected);
    assert.deepEqual(errors, []);
  });

  test(`issue 16: vite build with no configuration copies the .wasm and runs in Chromium (${name})`, async () => {
    const dir = out(`vite${suffix}`);
    const input = html === 'index.html' ? {} : { rolldownOptions: { input: join(app, html) } };
    await viteBuild({ root: app, configFile: false, logLevel: 'silent', build: { outDir: dir, emptyOutDir: true, ...input } });
    assert.equal(wasmFiles(dir).length, 1);
    const { outcome, errors } = await visitFolder(dir, html);
    assert.deepEqual(outcome, expected);
    assert.deepEqual(errors, []);
  });

  // Pre-bundling is forced (include), the case that moved the package's JS away from its .wasm.
  test(`issue 16: the vite dev server, with the package pre-bundled, runs in Chromium (${name})`, async () => {
    const server = await viteServer({
      root: app, configFile: false, logLevel: 'silent', cacheDir: out(`vite-cache${suffix}`),
      server: { host: '127.0.0.1', port: 0 }, optimizeDeps: { include: [name] },
    });
    await server.listen();
    try {
      const { outcome, errors } = await visit(server.resolvedUrls.local[0] + html);
      assert.deepEqual(outcome, expected);
      assert.deepEqual(errors, []);
    } finally {
      await server.close();
    }
  });

  test(`README Bundlers: rollup with its node-resolve and import-meta-assets plugins copies the .wasm and runs in Chromium (${name})`, async () => {
    const dir = out(`rollup${suffix}`);
    await rollupTo(dir, [nodeResolve({ browser: true }), importMetaAssets()], entry);
    writeFileSync(join(dir, 'index.html'), page(entry, true));
    assert.equal(wasmFiles(dir).length, 1);
    const { outcome, errors } = await visitFolder(dir);
    assert.deepEqual(outcome, expected);
    assert.deepEqual(errors, []);
  });
}

test('README Bundlers: rollup without the import-meta-assets plugin: init() rejects with a WasmLoadError naming the URL and the 404', async () => {
  await rollupTo(out('rollup-plain'), [nodeResolve({ browser: true })]);
  writeFileSync(join(out('rollup-plain'), 'index.html'), page('main.js', true));
  assert.deepEqual(wasmFiles(out('rollup-plain')), [], 'rollup copies no .wasm by itself');
  const { outcome, url } = await visitFolder(out('rollup-plain'));
  assert.equal(outcome.code, 'WasmLoadFailed');
  assert.ok(outcome.error.startsWith(`structguard: cannot load ${url}dist/structguard.wasm (HTTP 404 Not Found, content-type text/plain); `), outcome.error);
});

async function rollupTo(dir, plugins, entry = 'main.js') {
  const bundle = await rollup({ input: join(app, entry), plugins, logLevel: 'silent' });
  try {
    await bundle.write({ dir, format: 'es' });
  } finally {
    await bundle.close();
  }
}

// The server bundle sits in the app, so that its import of the package (left external, as
// Vite does for SSR by default) finds the installed one.
for (const { name, suffix, page: entry, expected } of APPS) {
  test(`README Bundlers: vite build --ssr for Node, with no configuration, runs in Node (${name})`, async () => {
    const dir = join(app, `dist-ssr${suffix}`);
    await viteBuild({ root: app, configFile: false, logLevel: 'silent', build: { ssr: entry, outDir: dir, emptyOutDir: true } });
    const printed = execFileSync(process.execPath, [join(dir, entry)], { cwd: work, encoding: 'utf8' });
    assert.deepEqual(JSON.parse(printed), expected);
  });
}

test('README Bundlers: vite build --ssr with the package bundled (ssr.noExternal): init() rejects with a WasmLoadError naming the path', async () => {
  const dir = join(app, 'dist-ssr-bundled');
  await viteBuild({ root: app, configFile: false, logLevel: 'silent', ssr: { noExternal: true }, build: { ssr: 'main.js', outDir: dir, emptyOutDir: true } });
  const printed = JSON.parse(execFileSync(process.execPath, [join(dir, 'main.js')], { cwd: work, encoding: 'utf8' }));
  const missing = join(app, 'dist', 'structguard.wasm');
  assert.deepEqual(printed, {
    code: 'WasmLoadFailed',
    error: `structguard: cannot read ${pathToFileURL(missing)}: ENOENT: no such file or directory, open '${missing}'; put structguard.wasm `
      + 'at that path or pass init({wasm}): its URL, its path (Node, Deno), its bytes, a Response or a WebAssembly.Module',
  });
});

const FENCED = 'Sure:\n```json\n{"a": 1}\n```';

const EXTRACTED = { ok: true, strategy: 'fence', json: '{"a": 1}' };

for (const { name, suffix, worker } of APPS) {
  test(`issue 16: a worker bundled by esbuild for workerd (--conditions=workerd --loader:.wasm=copy) answers in workerd (${name})`, async () => {
    const dir = out(`workerd${suffix}`);
    await esbuild({
      entryPoints: [join(app, worker)], bundle: true, format: 'esm', platform: 'neutral', outdir: dir,
      conditions: ['workerd', 'worker', 'browser'], loader: { '.wasm': 'copy' }, entryNames: 'worker', logLevel: 'silent',
    });
    assert.deepEqual(await askWorkerd(dir, FENCED), EXTRACTED);
  });

  // wrangler offline: no login, no metrics, no update check (the banner's), its config and logs
  // under build/. Its output is what it would upload: the bundle and the .wasm beside it. The
  // worker named on the command line replaces wrangler.json's main.
  test(`README Bundlers: a worker built by wrangler deploy --dry-run, with no configuration for the package, answers in workerd (${name})`, async () => {
    const dir = out(`wrangler${suffix}`);
    await promisify(execFile)(process.execPath, [join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js'), 'deploy', worker, '--dry-run', '--outdir', dir], {
      cwd: app,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_SEND_ERROR_REPORTS: 'false', WRANGLER_HIDE_BANNER: 'true', XDG_CONFIG_HOME: join(work, 'wrangler-home') },
    });
    assert.equal(wasmFiles(dir).length, 1);
    assert.deepEqual(await askWorkerd(dir, FENCED, {}, worker), EXTRACTED);
  });
}

test('README Bundlers: a worker bundled without the workerd condition gets a WasmLoadError that says to add it', async () => {
  const dir = out('workerd-browser');
  await esbuild({
    entryPoints: [join(app, 'worker.js')], bundle: true, format: 'esm', platform: 'neutral', outdir: dir,
    conditions: ['worker', 'browser'], logLevel: 'silent',
  });
  assert.deepEqual(await askWorkerd(dir, FENCED), {
    name: 'WasmLoadError',
    code: 'WasmLoadFailed',
    error: 'structguard: cannot locate structguard.wasm beside the package (Invalid URL string.): this bundle has no '
      + 'import.meta.url to find it by (a worker bundled without the workerd condition, or a bundle that is not an ES '
      + 'module); in a worker, bundle with the workerd condition (wrangler does; esbuild: --conditions=workerd) or '
      + "import 'structguard/structguard.wasm', keep that import external (rollup, webpack, Vite) and pass the module to "
      + 'init({wasm}); elsewhere pass init({wasm}): its URL, its path (Node, Deno), its bytes, a Response or a '
      + 'WebAssembly.Module',
  });
});

for (const { name, suffix, workerModule, wasm } of APPS) {
  const external = `structguard/${wasm}`;
  // The .wasm of the package as installed in the app, as the module the worker imports.
  const installed = { [external]: () => join(app, 'node_modules', 'structguard', 'dist', wasm) };

  test(`README Bundlers: a worker bundled by rollup, the .wasm import kept external, answers in workerd (${name})`, async () => {
    const dir = out(`rollup-worker${suffix}`);
    const bundle = await rollup({ input: join(app, workerModule), external: [external], plugins: [nodeResolve({ browser: true })], logLevel: 'silent' });
    try {
      await bundle.write({ dir, format: 'es', entryFileNames: 'worker.js' });
    } finally {
      await bundle.close();
    }
    assert.deepEqual(await askWorkerd(dir, FENCED, installed), EXTRACTED);
  });

  test(`README Bundlers: a worker bundled by vite build --ssr (webworker), the .wasm import kept external, answers in workerd (${name})`, async () => {
    const dir = out(`vite-worker${suffix}`);
    await viteBuild({
      root: app, configFile: false, logLevel: 'silent', ssr: { target: 'webworker', noExternal: true },
      build: { ssr: workerModule, outDir: dir, emptyOutDir: true, rolldownOptions: { external: [external], output: { entryFileNames: 'worker.js' } } },
    });
    assert.deepEqual(await askWorkerd(dir, FENCED, installed), EXTRACTED);
  });

  test(`README Bundlers: a worker bundled by webpack 5 as a module, the .wasm import kept external, answers in workerd (${name})`, async () => {
    const dir = out(`webpack-worker${suffix}`);
    const stats = await new Promise((resolve, reject) => {
      webpack({
        mode: 'production', context: app, entry: `./${workerModule}`, target: 'webworker', devtool: false,
        experiments: { outputModule: true }, output: { path: dir, filename: 'worker.js', module: true, library: { type: 'module' }, clean: true },
        externalsType: 'module', externals: { [external]: external },
        optimization: { minimize: false }, performance: { hints: false },
      }, (error, result) => (error ? reject(error) : resolve(result)));
    });
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    assert.deepEqual(await askWorkerd(dir, FENCED, installed), EXTRACTED);
  });
}

// Runs the worker bundled in `dir` (`script`, and the .wasm files beside it as wasm modules)
// in workerd and returns its JSON answer to a POST of `body`. `named`: more wasm modules, by
// module name, each a function giving its file.
async function askWorkerd(dir, body, named = {}, script = 'worker.js') {
  const modules = [`(name = "${script}", esModule = embed "${script}")`,
    ...wasmFiles(dir).map((file) => `(name = "${file}", wasm = embed "${file}")`)];
  for (const [name, file] of Object.entries(named)) {
    const copy = `module-${modules.length}.wasm`;
    copyFileSync(file(), join(dir, copy));
    modules.push(`(name = "${name}", wasm = embed "${copy}")`);
  }
  const port = await freePort();
  writeFileSync(join(dir, 'config.capnp'), `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [${modules.join(', ')}],
  compatibilityDate = "2024-09-23",
);
`);
  const workerd = spawn(join(root, 'node_modules', '@cloudflare', 'workerd-linux-64', 'bin', 'workerd'), ['serve', join(dir, 'config.capnp')], { stdio: 'inherit' });
  try {
    return await (await answer(`http://127.0.0.1:${port}/`, body)).json();
  } finally {
    workerd.kill();
  }
}

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
