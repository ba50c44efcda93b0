// The playground (web/) in headless Chromium, served as `make playground` serves it: the page
// imports the package through its browser entry at /structguard/ and calls the mock provider
// (started here, port 0) through the same origin. We paste a broken reply, read what the
// panels say from the DOM, draw the graph, run a streamed call, and take screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPlayground } from '../../scripts/playground.js';
import { startMockProvider } from '../mock-provider/server.js';
import { launchChromium, watchErrors } from '../support/chromium.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shots = join(root, 'build', 'screenshots');

// A process template with an unquoted key, a trailing comma, a string where a number belongs,
// and steps that wait on each other in a circle (1 waits for 3, 2 for 1, 3 for 2).
const BROKEN = `Plan below.
\`\`\`json
{"schema": "ai_chat_process_template.v1", "answer": "Three steps.",
 "process_template_draft": {"stepTemplates": [
  {"seq": 1, "name": "Plan", "basis": "goal", "offsetDays": -10, "dependsOn": [3]},
  {"seq": 2, "name": "Build", "basis": "prev", offsetDays: "five", "dependsOn": [1]},
  {"seq": 3, "name": "Check", "basis": "prev", "offsetDays": 2, "dependsOn": [2],}
 ]}}
\`\`\`
Done.`;

let mock;
let playground;
let browser;

before(async () => {
  mock = await startMockProvider();
  playground = await startPlayground({ mockUrl: mock.url });
  browser = await launchChromium();
  mkdirSync(shots, { recursive: true });
});

after(async () => {
  await browser?.close();
  await playground?.close();
  await mock?.close();
});

async function openPlayground(viewport) {
  const page = await browser.newPage({ viewport });
  const errors = watchErrors(page);
  await page.goto(playground.url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
  return { page, errors };
}

// Runs `action` and waits until the panels have rendered again.
async function rerendered(page, action) {
  const revision = await page.getAttribute('body', 'data-revision');
  await action();
  await page.waitForFunction((before) => document.body.dataset.revision !== before, revision);
}

const innerTexts = (page, selector) => page.locator(selector).allInnerTexts();

test('X1 L1 S1 G3 a broken reply: extraction, lenient repairs, validation errors, reask, and the cycle drawn', async () => {
  const { page, errors } = await openPlayground({ width: 1280, height: 800 });
  await rerendered(page, () => page.selectOption('#schema-choice', 'ai_chat_process_template.v1'));
  await rerendered(page, () => page.fill('#reply', BROKEN));

  assert.equal(await page.textContent('#reply-summary .verdict'), '✗ JsonParseError: invalid JSON on line 6: Missing a name for object member.');
  assert.deepEqual(await innerTexts(page, '#reply-summary dd'), ['fence', '20–392 (UTF-16 indices)', 'line 6, column 48']);
  assert.equal(await page.getAttribute('#reply-json', 'data-label'), 'fence');
  assert.equal(await page.textContent('#reply-answer'), 'Plan below.\n\nDone.');

  await page.click('#tab-result');
  assert.equal(await page.textContent('#result-summary .verdict'), '✗ Not valid (strict): 1 error');
  assert.deepEqual(await innerTexts(page, '#error-list li strong'), ['JsonParseError']);

  await rerendered(page, () => page.check('input[name="mode"][value="lenient"]'));
  assert.equal(await page.textContent('#result-summary .verdict'), '✗ Not valid (lenient): 1 error');
  assert.deepEqual(await innerTexts(page, '#repair-list li'), [
    'prose_removed at 0–11: "Plan below." → ""',
    'fence_removed at 12–19: "```json" → ""',
    'unquoted_key at 266–276: "offsetDays" → "\\"offsetDays\\""',
    'trailing_comma at 385–386: "," → ""',
    'fence_removed at 393–396: "```" → ""',
    'prose_removed at 397–402: "Done." → ""',
  ]);
  assert.equal(await page.locator('#result-repairs mark.mark-repair').count(), 6);
  assert.equal(await page.textContent('#repair-mark-3'), '3offsetDays');
  assert.deepEqual(await innerTexts(page, '#error-list li'), [
    "ValidationFailed at /process_template_draft/stepTemplates/1/offsetDays (type), line 6, column 60\n'offsetDays' must be integer; got string",
  ]);
  assert.equal(await page.textContent('#error-mark-1'), '1"five"');
  assert.equal(await page.textContent('#result-reask'), [
    'Your previous reply did not match the required JSON schema:',
    "- at /process_template_draft/stepTemplates/1/offsetDays: 'offsetDays' must be integer; got string",
    'Reply again with the corrected JSON only, as one ```json fence, with no other text.',
  ].join('\n'));
  await page.screenshot({ path: join(shots, 'playground-result-1280x800.png') });

  await page.click('#tab-graph');
  assert.deepEqual(await innerTexts(page, '#graph-errors li'), [
    'forward at /0/dependsOn/0\nseq 1 depends on seq 3, which comes later; a step may depend only on earlier steps',
  ]);
  await rerendered(page, () => page.check('#graph-forward'));
  assert.equal(await page.textContent('#graph-summary .verdict'), '✗ 1 error in 3 steps');
  assert.deepEqual(await innerTexts(page, '#graph-errors li'), [
    'cycle at /0/dependsOn/0 (cycle 1 → 2 → 3 → 1)\nsteps depend on each other in a circle: 1 → 2 → 3 → 1 (each step depends on the one before it)',
  ]);
  const badNodes = await page.$$eval('svg.graph .node-bad', (nodes) => nodes.map((n) => [n.dataset.seq, n.dataset.problems, n.querySelector('.node-problem').textContent]));
  assert.deepEqual(badNodes, [['1', 'cycle', '⚠ cycle'], ['2', 'cycle', '⚠ cycle'], ['3', 'cycle', '⚠ cycle']]);
  const badEdges = await page.$$eval('svg.graph .edge-bad', (edges) => edges.map((e) => [e.dataset.from, e.dataset.to, e.textContent]));
  assert.deepEqual(badEdges, [
    ['s2', 's0', 'dependency with a problem: cyclecycle'],
    ['s0', 's1', 'dependency with a problem: cyclecycle'],
    ['s1', 's2', 'dependency with a problem: cyclecycle'],
  ]);
  await page.screenshot({ path: join(shots, 'playground-graph-1280x800.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

test('S3 issue 18 each lint diagnostic is marked where the core places it in the pasted schema', async () => {
  const { page, errors } = await openPlayground({ width: 1280, height: 800 });
  await page.click('#tab-schema');
  const schema = '{"type": "object", "title": "😀",\n "properties": {"名前": {"type": "string", "maxLength": 5}}}';
  await rerendered(page, () => page.fill('#schema-text', schema));
  const marks = await page.$$eval('#lint-source mark', (all) => all.map((m) => [m.id, m.textContent]));
  assert.deepEqual(marks, [['lint-mark-1', '1{'], ['lint-mark-2', '2{'], ['lint-mark-3', '35']]);
  assert.deepEqual(await page.$$eval('#lint-list a', (links) => links.map((a) => [a.getAttribute('href'), a.textContent])), [
    ['#lint-mark-1', 'the root'], ['#lint-mark-2', '/properties/名前'], ['#lint-mark-3', '/properties/名前/maxLength'],
  ]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('R1 L4 a streamed run against the mock provider: partial values, then a retry after a cut-off reply', async () => {
  const { page, errors } = await openPlayground({ width: 1280, height: 800 });
  await rerendered(page, () => page.selectOption('#schema-choice', 'judgment'));
  await page.click('#tab-run');
  await page.selectOption('#run-scenario', 'length,success');
  await page.click('#run-start');
  await page.waitForFunction(() => document.getElementById('run-status').textContent.startsWith('Done'), null, { timeout: 20_000 });

  assert.equal(await page.textContent('#run-status'), 'Done: 2 attempts.');
  assert.equal(await page.textContent('#run-value'), JSON.stringify({ step: 1, reason: 'mock' }, null, 2));
  assert.equal(await page.textContent('#run-partial'), JSON.stringify({ step: 1, reason: 'mock' }, null, 2));
  const partials = await page.textContent('#run-partial-count');
  assert.match(partials, /^Attempt 2: \d+ partial values? shown while streaming$/);
  assert.ok(Number(partials.match(/\d+ partial/)[0].split(' ')[0]) >= 2, partials);
  const timeline = await page.$$eval('#run-timeline li', (items) => items.map((li) => [li.dataset.state, li.querySelector('div').textContent]));
  assert.deepEqual(timeline, [['fail', timeline[0][1]], ['ok', '✓ accepted']]);
  assert.match(timeline[0][1], /^✗ Truncated \(retryable\): /);
  assert.match(await page.textContent('#run-wire'), /data: \[DONE\]/);
  assert.deepEqual(mock.requests.map((r) => [r.scenario, r.body.stream, r.headers['x-mock-pace-ms']]), [
    ['length', true, '25'],
    ['success', true, '25'],
  ]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('L4 the Run tab shows where a reply wrong from its first byte was stopped, then the reask', async () => {
  const { page, errors } = await openPlayground({ width: 1280, height: 800 });
  await rerendered(page, () => page.selectOption('#schema-choice', 'judgment'));
  await page.click('#tab-run');
  await page.selectOption('#run-scenario', 'off-schema,success');
  const before = mock.requests.length;
  await page.click('#run-start');
  await page.waitForFunction(() => document.getElementById('run-status').textContent.startsWith('Done'), null, { timeout: 20_000 });

  assert.equal(await page.textContent('#run-status'), 'Done: 2 attempts.');
  const stopped = await page.$$eval('#run-timeline li .stopped-early', (lines) => lines.map((line) => line.textContent));
  assert.deepEqual(stopped, ['✂ stopped early after character 1 of the reply, at the value (type): [']);
  const sent = mock.requests.slice(before);
  // The page cancels the body; the close reaches the mock server through the proxy a moment later.
  for (let waited = 0; !sent[0].cancelled && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(sent.map((r) => [r.scenario, r.cancelled]), [['off-schema', true], ['success', false]]);
  assert.deepEqual(errors, []);
  await page.close();
});

for (const [provider, path] of [['openai-responses', '/v1/responses'], ['gemini', '/v1/models/mock-model:streamGenerateContent']]) {
  test(`issue 19 the Run tab streams a call over the ${provider} wire from the mock provider`, async () => {
    const { page, errors } = await openPlayground({ width: 1280, height: 800 });
    await rerendered(page, () => page.selectOption('#schema-choice', 'judgment'));
    await page.click('#tab-run');
    await page.selectOption('#run-provider', provider);
    await page.selectOption('#run-scenario', 'success');
    const before = mock.requests.length;
    await page.click('#run-start');
    await page.waitForFunction(() => document.getElementById('run-status').textContent.startsWith('Done'), null, { timeout: 20_000 });

    assert.equal(await page.textContent('#run-status'), 'Done: 1 attempt.');
    assert.equal(await page.textContent('#run-value'), JSON.stringify({ step: 1, reason: 'mock' }, null, 2));
    const sent = mock.requests.slice(before);
    assert.deepEqual(sent.map((r) => [r.scenario, r.path]), [['success', path]]);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the page reads at phone width and its panels are reached with the keyboard', async () => {
  const { page, errors } = await openPlayground({ width: 390, height: 844 });
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  await page.focus('#tab-reply');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-schema');
  assert.equal(await page.isVisible('#panel-schema'), true);
  assert.equal(await page.isVisible('#panel-reply'), false);
  await page.keyboard.press('End');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-run');
  await page.keyboard.press('Home');
  assert.equal(await page.getAttribute('#tab-reply', 'aria-selected'), 'true');
  await page.screenshot({ path: join(shots, 'playground-phone-390.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});
