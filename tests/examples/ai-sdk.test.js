// Runs examples/ai-sdk as a user would (`node generate.mjs`, `ai` and `structguard` resolved
// through node_modules) and checks what it prints (issue 16: the AI SDK recipe).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const script = join(root, 'examples', 'ai-sdk', 'generate.mjs');

const EXPECTED = [
  '== 1. A reply the AI SDK cannot parse, repaired by structguard',
  'object: {"title":"Miso soup","minutes":10,"steps":["dashi","miso"]}',
  'schema sent to the provider: {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"title":{"type":"string"},"minutes":{"type":"integer","minimum":1,"maximum":9007199254740991},"steps":{"minItems":1,"type":"array","items":{"type":"string"}}},"required":["title","minutes","steps"],"additionalProperties":false}',
  '== 2. A reply that breaks the schema: the AI SDK reports Zod\'s issues as structguard errors',
  'rejected: true',
  '   zod at /minutes: Too small: expected number to be >=1',
  '   zod at /steps: Too small: expected array to have >=1 items',
  '== 3. A reply cut off mid-value: repairText will not guess the rest',
  'rejected: true - AI_JSONParseError',
  '== 4. AI SDK 7\'s generateText with Output.object takes the same schema',
  'output: {"title":"Tea","minutes":3,"steps":["steep"]}',
  '== 5. generateText with Output.object on a reply with prose around the JSON: the middleware',
  'output: {"title":"Toast","minutes":4,"steps":["toast","butter"]}',
  'ai-sdk example done.',
];

test('issue 16: the AI SDK example runs generateObject with structguard\'s schema and repairText', async () => {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [script], { cwd: root, timeout: 30_000 });
  assert.equal(stderr, '');
  assert.deepEqual(stdout.trimEnd().split('\n'), EXPECTED);
});
