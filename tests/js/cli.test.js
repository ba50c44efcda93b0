// npx structguard check / lint, as a user runs them (exit 0 valid, 1 not valid, 2 usage).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../../npm/bin/structguard.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'structguard-cli-'));
const file = (name, text) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};
const run = (...args) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

const schema = file('schema.json', JSON.stringify({
  type: 'object', properties: { basis: { enum: ['goal', 'prev'] } }, required: ['basis'], additionalProperties: false,
}));

test('S1 check --schema: a valid reply exits 0', () => {
  const r = run('check', '--schema', schema, file('ok.txt', 'Done.\n```json\n{"basis": "goal"}\n```'));
  assert.equal(r.status, 0);
  assert.match(r.stdout, /^found JSON by fence at characters 14-31\nvalid\n$/);
});

test('S7 check --schema: an invalid reply exits 1 and names the place', () => {
  const r = run('check', '--schema', schema, file('bad.txt', '```json\n{"basis": "start"}\n```'));
  assert.equal(r.status, 1);
  assert.match(r.stdout, /ValidationFailed at \/basis \(line 2, column 11\): 'basis' must be one of goal, prev; got 'start'/);
});

test('L1 check --lenient repairs what strict mode rejects', () => {
  const reply = file('broken.txt', "```json\n{'basis': 'goal',}\n```");
  assert.equal(run('check', '--schema', schema, reply).status, 1);
  const r = run('check', '--schema', schema, '--lenient', reply);
  assert.equal(r.status, 0);
  assert.match(r.stdout, /repaired/);
  assert.match(r.stdout, /\nvalid\n$/);
});

test('S3 lint --provider openai rejects a schema OpenAI strict mode would reject', () => {
  const open = file('open.json', JSON.stringify({ type: 'object', properties: { a: { type: 'string' } } }));
  const r = run('lint', '--provider', 'openai', open);
  assert.equal(r.status, 1);
  assert.match(r.stdout, /rejected by openai\n$/);
  assert.equal(run('lint', '--provider', 'openai', schema).status, 0);
});

test('usage errors exit 2', () => {
  assert.equal(run('check', '--nope').status, 2);
  assert.equal(run('frobnicate').status, 2);
  assert.equal(run('check', join(dir, 'missing.txt')).status, 2);
});
