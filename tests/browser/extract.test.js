// Headless Chromium loads a page from a loopback server that imports the package (browser
// condition: compileStreaming of the .wasm next to it) and extracts JSON; we read the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveFolder } from '../support/static-server.js';
import { launchChromium, watchErrors } from '../support/chromium.js';
import { cases } from '../runtimes/extraction-cases.js';

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
