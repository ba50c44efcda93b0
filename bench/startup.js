// Startup cost: import the package, compile + instantiate its wasm, first call. Measured in
// fresh Node processes and fresh Chromium contexts (V8 caches compiled modules within one).
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveFolder } from '../tests/support/static-server.js';
import { launchChromium } from '../tests/support/chromium.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 7;

// Prints "<import + init + first call ms> <init ms>"; init is the compile + instantiate.
const PROBE = `
const t0 = performance.now();
const { init } = await import('structguard');
const t1 = performance.now();
const sg = await init();
const t2 = performance.now();
sg.extractJson('{}');
console.log(performance.now() - t0, t2 - t1);
`;

function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

function nodeStartupMs() {
  const total = [];
  const init = [];
  for (let i = 0; i < RUNS; i += 1) {
    const [all, compile] = execFileSync(process.execPath, ['--input-type=module', '-e', PROBE], { cwd: root })
      .toString().trim().split(' ').map(Number);
    total.push(all);
    init.push(compile);
  }
  return { total: median(total), init: median(init) };
}

async function chromiumStartupMs() {
  const served = await serveFolder(root);
  const browser = await launchChromium();
  try {
    const total = [];
    const init = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext(); // a fresh context: no cached module
      const page = await context.newPage();
      await page.goto(new URL('bench/startup.html', served.url).href);
      await page.waitForSelector('body[data-startup-ms]', { state: 'attached' });
      total.push(Number(await page.getAttribute('body', 'data-startup-ms')));
      init.push(Number(await page.getAttribute('body', 'data-init-ms')));
      await context.close();
    }
    return { total: median(total), init: median(init) };
  } finally {
    await browser.close();
    served.server.close();
  }
}

const tenths = (ms) => Math.round(ms * 10) / 10;

// { node: {totalMs, initMs}, chromium: {totalMs, initMs} }: total = import + init + first
// call; init = fetch/read, compile and instantiate the wasm.
export async function startup() {
  const node = nodeStartupMs();
  const chromium = await chromiumStartupMs();
  return {
    node: { totalMs: tenths(node.total), initMs: tenths(node.init) },
    chromium: { totalMs: tenths(chromium.total), initMs: tenths(chromium.init) },
  };
}
