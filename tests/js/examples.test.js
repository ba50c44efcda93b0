// The examples run as `make demo` runs them: each script in its own process, exit code 0, and
// the lines that show each step came out as documented (the scripts assert the details).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function run(script) {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(root, script)], { cwd: root, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? error.code ?? 1 : 0, stdout, stderr });
    });
  });
}

function assertLines(stdout, patterns) {
  for (const pattern of patterns) assert.match(stdout, pattern);
}

test('S3-S6 R3 R5 examples/commander: schema, lint, budgets, fallback and filter', async () => {
  const { code, stdout, stderr } = await run('examples/commander/commander.mjs');
  assert.equal(code, 0, stderr);
  assertLines(stdout, [
    /^ {2}appNudges: minItems 6, maxItems 6; tiktokPosts and xPosts: exactly 2$/m,
    /^ {2}lint before: 6 errors; after: ok \(0 diagnostics\)$/m,
    /^ {2}6 slots: 2340, 2700, 3061$/m,
    /^ {2}15 slots, attempt 2: 5356 /m,
    /^ {2}appNudges 6 \(6 enabled\), tiktokPosts 2 \(0 enabled\), xPosts 2 \(0 enabled\)$/m,
    /^ {2}fallback posts: 0 pending of 2; x posts: 0 pending of 2$/m,
    /^commander: all checks passed$/m,
  ]);
});

test('R1-R7 examples/pipeline: the demo against the mock provider', async () => {
  const { code, stdout, stderr } = await run('examples/pipeline/demo.mjs');
  assert.equal(code, 0, stderr);
  assertLines(stdout, [
    /^ {3}step 3: 事業計画書の作成 — prev \+21 days, after 1, 2$/m,
    /^ {3}dependencies \(G1-G3\): ok, order 1 -> 2 -> 3$/m,
    /^ {3}stage structured: InvalidReply: /m,
    /^ {3}rule 2 \("Tests fail: fixes are needed"\), method phase3_tag, logged as tag_fallback$/m,
    /^ {3}attempt 1: HTTP 200, finish length, max_tokens 2340 -> Truncated: .*; waits 1000 ms$/m,
    /^ {3}attempt 2: HTTP 200, finish stop, max_tokens 2700 -> accepted$/m,
    /^ {3}output: 6 of 6 nudges, 2 TikTok, 2 X posts; original schema: valid$/m,
    /^ {3}fallback used \(ContentFiltered\): 6 nudges enabled \("今日も前に進もう"\), posts disabled$/m,
    /^ {3}\/pending after the filter \(enabled !== false\): 0 posts to publish$/m,
    /^ {3}audit: {2}{"schemaId":"commander_output","errorClass":null,"errorType":"ContentFiltered","retryCount":2,"durationMs":\d+,"hash":"[0-9a-f]{64}"}$/m,
    /^8 requests served; demo done\.$/m,
  ]);
  // A3: no audit line carries a message body.
  for (const line of stdout.split('\n').filter((l) => l.includes('audit:'))) assert.doesNotMatch(line, /nudges for this user|npm test|工程/);
});
