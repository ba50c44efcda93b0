// Runs examples/node-quickstart as a user would (`node quickstart.mjs`, the package resolved
// through node_modules) and checks what it prints: every part's verdicts, positions and values.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const script = join(root, 'examples', 'node-quickstart', 'quickstart.mjs');

// Lines the quickstart must print, in this order (other lines, such as the core's wording of
// messages, may come between them).
const EXPECTED = [
  '== 1. Finding the JSON in a reply (sg.extractJson)',
  '   found by: fence, characters 39–303',
  '   answer:   承知しました。以下の3ステップで進めるのがよいと思います。 ⏎ ご不明点があればお知らせください。',
  '   found by: fence, characters 82–124',
  '   JSON:     {"step":2,"reason":"the PR was merged"}',
  '   found by: brace, characters 82–117',
  '   JSON:     {"step":3,"reason":"tests pass"}',
  '   answer:   The matching rule is 3:',
  '   where:    line 6, column 1',
  '   candidate (fence): {⏎  "step": 2,⏎  "reason": "done",⏎}',
  '   answer:   I\'m sorry, I can\'t decide which rule applies without the test results.',
  '== 2. Validating a reply against a JSON Schema (sg.compileSchema, parseReply)',
  'strict:  ok false, ValidationFailed (enum) at /basis, line 3, column 21',
  'lenient: ok true, value {"seq":2,"basis":"goal","dependsOn":[1]}',
  '         repairs:   prose_removed, single_quotes, trailing_comma',
  '         coercions: /seq key_case, /basis enum_spelling, /dependsOn single_to_array, /seq string_to_number, /dependsOn/0 string_to_number',
  '== 3. Would OpenAI accept this schema? (sg.lintSchema, toStrictSchema)',
  'lint:    ok false',
  '   error additional-properties-required at (root)',
  '   error property-not-required at /properties/tags',
  '   error property-not-required at /properties/rating',
  '   error unsupported-keyword at /properties/title/maxLength',
  'strict:  ok true',
  '   move-to-description at /properties/title (loosens: validate replies with the original)',
  'lint of the strict form: ok true',
  '== 4. Calling a model (sg.createClient) — the mock provider, a 500 first',
  'attempt 1: HTTP 500, ProviderUnavailable (retryable true), waits 50 ms',
  'attempt 2: HTTP 200, accepted',
  'result:  ok true, value {"step":2,"reason":"2 tests fail"}, fallbackUsed false',
  'audit:   schemaId step_choice, retryCount 1, errorType null',
  'quickstart done.',
];

test('the node quickstart imports only the package: it runs copied into any project, no server of the repository', () => {
  const imports = [...readFileSync(script, 'utf8').matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);
  assert.deepEqual(imports, ['structguard', 'structguard/testing']);
});

test('the node quickstart runs and prints each part\'s results', async () => {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [script], { cwd: root, timeout: 30_000 });
  assert.equal(stderr, '');
  const lines = stdout.split('\n');
  let at = 0;
  for (const expected of EXPECTED) {
    const found = lines.indexOf(expected, at);
    assert.notEqual(found, -1, `missing (or out of order) in the quickstart's output: ${expected}\n--- output ---\n${stdout}`);
    at = found + 1;
  }
  assert.match(stdout, /^   error:    JsonParseError: /m);
  assert.match(stdout, /^   error:    MissingFence: /m);
  assert.match(stdout, /^usage:   [1-9]\d* in \+ [1-9]\d* out = [1-9]\d* tokens$/m);
});
