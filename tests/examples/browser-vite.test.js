// examples/browser-vite built by `vite build` (into build/examples/browser-vite, never the
// source tree), served as static files from loopback, opened in headless Chromium: the bundle
// must find the .wasm Vite emitted into assets/ and run it, and the page shows the result.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serveFolder } from '../support/static-server.js';
import { launchChromium, watchErrors } from '../support/chromium.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'build', 'examples', 'browser-vite');
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
let served;
let browser;

before(async () => {
  await promisify(execFile)(process.execPath, [vite, 'build', 'examples/browser-vite', '--logLevel', 'warn'], { cwd: root, timeout: 120_000 });
  served = await serveFolder(outDir);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  served?.server.close();
});

test('vite build emits the page, one JS chunk and the .wasm under assets/', () => {
  const assets = readdirSync(join(outDir, 'assets'));
  const wasm = assets.filter((name) => name.endsWith('.wasm'));
  assert.equal(wasm.length, 1, assets.join(', '));
  assert.match(wasm[0], /^structguard-[\w-]+\.wasm$/);
  assert.equal(statSync(join(outDir, 'assets', wasm[0])).size, statSync(join(root, 'npm', 'dist', 'structguard.wasm')).size);
  assert.equal(assets.filter((name) => name.endsWith('.js')).length, 1, assets.join(', '));
  assert.ok(statSync(join(outDir, 'index.html')).isFile());
});

test('the built page loads the emitted .wasm, validates the sample reply and shows the result', async () => {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  const errors = watchErrors(page);
  const requested = [];
  page.on('response', (response) => requested.push({ path: new URL(response.url()).pathname, status: response.status(), type: response.headers()['content-type'] }));
  await page.goto(served.url);
  await page.waitForSelector('body[data-done="true"]', { timeout: 20_000 });
  assert.equal(await page.textContent('#verdict'), 'valid (fence)');
  assert.deepEqual(JSON.parse(await page.textContent('#result')), {
    ok: true,
    strategy: 'fence',
    value: { step: 2, reason: '2 tests fail' },
    answerText: 'Two tests still fail, so fixes are needed.',
    errors: [],
  });
  const wasm = requested.filter((r) => r.path.endsWith('.wasm'));
  assert.deepEqual(wasm.map(({ status, type }) => ({ status, type })), [{ status: 200, type: 'application/wasm' }]);
  assert.match(wasm[0].path, /^\/assets\/structguard-[\w-]+\.wasm$/);
  assert.deepEqual(requested.filter((r) => r.status !== 200), []);

  // The page keeps working: a reply that breaks the schema is reported where it breaks.
  await page.fill('#reply', 'Rule zero.\n```json\n{"step": 0, "reason": "none"}\n```');
  await page.click('#check');
  assert.equal(await page.textContent('#verdict'), '1 problem(s)');
  const result = JSON.parse(await page.textContent('#result'));
  assert.deepEqual(result.errors.map(({ code, instanceLocation, line, column }) => ({ code, instanceLocation, line, column })),
    [{ code: 'ValidationFailed', instanceLocation: '/step', line: 3, column: 10 }]);
  mkdirSync(join(root, 'build', 'screenshots'), { recursive: true });
  await page.screenshot({ path: join(root, 'build', 'screenshots', 'browser-vite.png') });
  assert.deepEqual(errors, []);
});
