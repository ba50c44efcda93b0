// npm/README.md "In a Web Worker (Vite)" as written: its vite.config.js, parse.worker.js and
// index.html blocks, built by `vite build` (under build/examples/browser-worker, never the
// source tree), served from loopback and opened in headless Chromium: the module worker's
// top-level `await init()` loads the .wasm Vite emitted and answers the page. Without
// `worker.format: 'es'` the build fails, as the README says.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fencedBlocks } from '../support/doc-blocks.js';
import { launchChromium, watchErrors } from '../support/chromium.js';
import { root } from '../support/packed.js';
import { serveFolder } from '../support/static-server.js';

const work = join(root, 'build', 'examples', 'browser-worker');
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const readme = readFileSync(join(root, 'npm', 'README.md'), 'utf8');
let browser;
let served;

after(async () => {
  await browser?.close();
  served?.server.close();
});

// The README's block that begins with the given first line, as a file of the app.
function blockFile(language, firstLine, name) {
  const block = fencedBlocks(readme, language).find(({ code }) => code.startsWith(`${firstLine}\n`));
  assert.ok(block, `npm/README.md has a ${language} block that begins with ${firstLine}`);
  writeFileSync(join(work, name), block.code);
}

function build() {
  return promisify(execFile)(process.execPath, [vite, 'build', work, '--logLevel', 'warn'], { cwd: root, timeout: 120_000 });
}

test('the README\'s worker builds only with worker.format es, and answers the page in Chromium', { timeout: 180_000 }, async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  blockFile('javascript', '// parse.worker.js', 'parse.worker.js');
  blockFile('html', '<!-- index.html: the page starts the worker as a module -->', 'index.html');
  writeFileSync(join(work, 'vite.config.js'), 'export default {};\n');
  await assert.rejects(build(), (error) => error.stderr.includes('Module format "iife" does not support top-level await'));
  blockFile('js', '// vite.config.js', 'vite.config.js');
  await build();

  served = await serveFolder(join(work, 'dist'));
  browser = await launchChromium();
  const page = await browser.newPage();
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 })); // the block has no icon
  const errors = watchErrors(page);
  const logged = new Promise((resolve) => page.on('console', (message) => message.type() === 'log' && resolve(message.text())));
  await page.goto(served.url);
  assert.equal(await logged, '{"steps": 3}');
  assert.deepEqual(errors, []);
});
