// Headless Chromium loads a page from a loopback server that imports the package (browser
// condition: compileStreaming of the .wasm next to it) and extracts JSON; we read the page.
// Another page does the same on structguard/repair, making every call of that entry.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveFolder } from '../support/static-server.js';
import { launchChromium, watchErrors } from '../support/chromium.js';
import { cases } from '../runtimes/extraction-cases.js';
import { EXPECTED } from '../runtimes/repair-cases.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let served;
let browser;

before(async () => {
  served = await serveFolder(root);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  served?.server.close();
});

test('X1 extraction in Chromium, with no console errors', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = watchErrors(page);
  await page.goto(new URL('tests/browser/extract.html', served.url).href);
  await page.waitForSelector('body[data-done="true"]', { timeout: 20_000 });
  const results = JSON.parse(await page.textContent('#result'));
  assert.deepEqual(results, cases.map(({ expect }) => expect));
  mkdirSync(join(root, 'build', 'screenshots'), { recursive: true });
  await page.screenshot({ path: join(root, 'build', 'screenshots', 'browser-extract.png') });
  assert.deepEqual(errors, []);
});

test('X1 L1–L4 structguard/repair in Chromium: extraction, repairs and a stream, only its own wasm fetched', async () => {
  const page = await browser.newPage();
  const errors = watchErrors(page);
  const wasm = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasm.push(new URL(request.url()).pathname);
  });
  await page.goto(new URL('tests/browser/repair-entry.html', served.url).href);
  await page.waitForSelector('body[data-done="true"]', { timeout: 20_000 });
  assert.deepEqual(JSON.parse(await page.textContent('#result')), EXPECTED);
  assert.deepEqual(wasm, ['/npm/dist/structguard-repair.wasm']);
  assert.deepEqual(errors, []);
});
