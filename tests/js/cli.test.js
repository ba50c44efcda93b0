// npx structguard check / lint, as a user runs them (exit 0 valid, 1 not valid, 2 usage).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

test('S3 issue 18 lint --provider openai rejects a schema OpenAI strict mode would reject, each finding placed', () => {
  const open = file('open.json', JSON.stringify({ type: 'object', properties: { a: { type: 'string' } } }, null, 2));
  const r = run('lint', '--provider', 'openai', open);
  assert.equal(r.status, 1);
  assert.deepEqual(r.stdout.split('\n').map((line) => line.replace(/: .*/, '')), [
    'error additional-properties-required at / (line 1, column 1)',
    'error property-not-required at /properties/a (line 4, column 10)',
    'rejected by openai',
    '',
  ]);
  assert.equal(run('lint', '--provider', 'openai', schema).status, 0);
});

// Issue 16: the CLI as a user meets it.
test('issue 16: --help prints the usage on stdout and exits 0, also after a command', () => {
  for (const args of [['--help'], ['-h'], ['check', '--help'], ['help']]) {
    const r = run(...args);
    assert.equal(r.status, 0, args.join(' '));
    assert.match(r.stdout, /^usage:\n  structguard check .*\n  structguard repair .*\n  structguard lint /);
    assert.equal(r.stderr, '');
  }
  assert.match(JSON.parse(run('--help', '--json').stdout).usage, /^usage:\n/);
});

test('Command line: --version and -v print the package version', () => {
  const { version } = JSON.parse(readFileSync(new URL('../../npm/package.json', import.meta.url), 'utf8'));
  assert.deepEqual([run('--version').status, run('--version').stdout], [0, `${version}\n`]);
  assert.deepEqual([run('-v').status, run('-v').stdout, run('-v').stderr], [0, `${version}\n`, '']);
  assert.deepEqual([run('repair', '-v').status, run('repair', '-v').stdout], [0, `${version}\n`]);
  assert.deepEqual(JSON.parse(run('--version', '--json').stdout), { version });
});

test('issue 16: --flag=value is read as --flag value', () => {
  const r = run('check', `--schema=${schema}`, file('eq.txt', '{"basis": "goal"}'));
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /\nvalid\n$/);
  assert.equal(run('lint', '--provider=openai', schema).status, 0);
});

test('issue 16: several reply files: each line names its file; exit 1 when one fails', () => {
  const good = file('good.txt', '{"basis": "goal"}');
  const bad = file('worse.txt', '{"basis": "later"}');
  const r = run('check', '--schema', schema, good, bad);
  assert.equal(r.status, 1);
  assert.equal(r.stdout, `${good}: found JSON by direct at characters 0-17\n${good}: valid\n`
    + `${bad}: found JSON by direct at characters 0-18\n${bad}: ValidationFailed at /basis (line 1, column 11): 'basis' must be one of goal, prev; got 'later'\n`);
  assert.equal(run('check', '--schema', schema, good, good).status, 0);
});

test('issue 16: --json prints exactly one JSON document on stdout, the report on stderr', () => {
  const good = file('j1.txt', 'Done.\n```json\n{"basis": "goal"}\n```');
  const bad = file('j2.txt', 'no json here');
  const r = run('check', '--json', '--schema', schema, good, bad);
  assert.equal(r.status, 1);
  const document = JSON.parse(r.stdout);
  assert.equal(document.ok, false);
  assert.deepEqual(document.replies.map((reply) => [reply.file, reply.ok, reply.value, reply.errors.map((e) => e.code)]),
    [[good, true, { basis: 'goal' }, []], [bad, false, null, ['MissingFence']]]);
  assert.match(r.stderr, /j1\.txt: valid\n/);
  const lint = run('lint', '--provider', 'openai', '--json', schema);
  assert.deepEqual([lint.status, JSON.parse(lint.stdout).ok, JSON.parse(lint.stdout).provider], [0, true, 'openai']);
  assert.equal(lint.stderr, 'ok for openai\n');
  const usage = run('check', '--json', '--nope');
  assert.deepEqual([usage.status, JSON.parse(usage.stdout)], [2, { ok: false, error: { code: 'UsageError', message: 'unknown option --nope' } }]);
});

test('issue 16: a byte-order mark before a schema file is read past', () => {
  const bom = file('bom.json', `\uFEFF${readFileSync(schema, 'utf8')}`);
  assert.equal(run('check', '--schema', bom, file('b.txt', '{"basis": "prev"}')).status, 0);
  assert.equal(run('lint', '--provider', 'openai', bom).status, 0);
});

// Every mistake: exit 2 and exactly one line on stderr, no stack trace.
const mistakes = [
  [['check', '--nope'], 'structguard check: unknown option --nope'],
  [['frobnicate'], "structguard: unknown command 'frobnicate': use check, repair or lint (structguard --help)"],
  [[], 'structguard: a command is needed: check, repair or lint (structguard --help)'],
  [['repair', '--overwrite'], 'structguard repair: --overwrite rewrites the input file: give a file, not standard input'],
  [['repair', '--overwrite', '-o', join(dir, 'x.json'), schema], 'structguard repair: --overwrite and --output both name where to write: give one'],
  [['repair', schema, schema], 'structguard repair: repair takes one reply file (or - for standard input)'],
  [['repair', '-x', schema], 'structguard repair: unknown option -x'],
  [['repair', '-o'], 'structguard repair: --output needs a value'],
  [['repair', '--buffer', '64K', schema], 'structguard repair: unknown option --buffer'],
  [['repair', '-o', join(dir, 'no-such-dir', 'out.json'), schema], `structguard repair: ${join(dir, 'no-such-dir', 'out.json')}: no such file`],
  [['check', join(dir, 'missing.txt')], `structguard check: ${join(dir, 'missing.txt')}: no such file`],
  [['check', dir], `structguard check: ${dir}: is a directory, not a file`],
  [['check', '--schema', dir, schema], `structguard check: ${dir}: is a directory, not a file`],
  [['lint', '--provider', 'mistral', schema], "structguard lint: unknown provider 'mistral': use openai, openai-responses, anthropic, gemini or gemini-legacy"],
  [['lint', '--provider', 'openai', file('not.json', 'type: object')],
    /^structguard lint: .*not\.json is not a usable schema: JsonParseError \(line 1, column 2\): invalid JSON/],
  [['check', '--schema', file('prose.json', 'a schema'), schema], /^structguard check: .*prose\.json is not a usable schema: the schema is not JSON/],
  [['check', '--schema'], 'structguard check: --schema needs a value'],
  [['check', '--lenient=yes'], 'structguard check: --lenient takes no value'],
  [['check', '--max-fence-bytes=lots', schema], "structguard check: --max-fence-bytes must be a whole number >= 0, got 'lots'"],
  [['lint', '--provider', 'openai'], 'structguard lint: lint takes one schema file (or - for standard input)'],
];

for (const [args, line] of mistakes) {
  test(`issue 16: structguard ${args.join(' ').replaceAll(dir, '…')} exits 2 with one line on stderr`, () => {
    const r = run(...args);
    assert.equal(r.status, 2);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr.split('\n').length, 2, r.stderr);
    if (typeof line === 'string') assert.equal(r.stderr, `${line}\n`);
    else assert.match(r.stderr, line);
  });
}

// `structguard repair` stands in for jsonrepair's command line: only the JSON on stdout.
const broken = "Here you go: {'basis': 'goal',}";
const runWith = (input, ...args) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', input });

test('Command line: repair prints only the repaired JSON on stdout, exit 0', () => {
  const r = run('repair', file('r1.txt', broken));
  assert.deepEqual([r.status, r.stdout, r.stderr], [0, '{"basis": "goal"}\n', '']);
});

test('Command line: repair reads standard input without a file or with -', () => {
  for (const args of [['repair'], ['repair', '-']]) {
    const r = runWith(broken, ...args);
    assert.deepEqual([r.status, r.stdout, r.stderr], [0, '{"basis": "goal"}\n', ''], args.join(' '));
  }
});

test('Command line: repair --verbose lists the repairs on stderr, stdout stays JSON', () => {
  const r = run('repair', '--verbose', file('r2.txt', broken));
  assert.equal(r.status, 0);
  assert.equal(r.stdout, '{"basis": "goal"}\n');
  assert.equal(r.stderr, 'repaired prose_removed at 0\nrepaired single_quotes at 14\nrepaired single_quotes at 20\n'
    + 'repaired single_quotes at 23\nrepaired single_quotes at 28\nrepaired trailing_comma at 29\n');
});

test('Command line: repair -o / --output writes the JSON to a file and nothing to stdout', () => {
  for (const flag of ['-o', '--output']) {
    const out = join(dir, `out${flag}.json`);
    const r = run('repair', file('r3.txt', broken), flag, out);
    assert.deepEqual([r.status, r.stdout, r.stderr], [0, '', ''], flag);
    assert.equal(readFileSync(out, 'utf8'), '{"basis": "goal"}\n');
  }
  const out = join(dir, 'out-eq.json');
  assert.equal(run('repair', `--output=${out}`, file('r4.txt', broken)).status, 0);
  assert.equal(readFileSync(out, 'utf8'), '{"basis": "goal"}\n');
});

test('Command line: repair --overwrite rewrites the input file in place', () => {
  const input = file('r5.json', "{'basis': 'prev',}");
  const r = run('repair', '--overwrite', input);
  assert.deepEqual([r.status, r.stdout, r.stderr], [0, '', '']);
  assert.equal(readFileSync(input, 'utf8'), '{"basis": "prev"}\n');
});

test('Command line: repair with no JSON to repair exits 1, writes nothing and leaves --overwrite\'s file as it was', () => {
  const input = file('r6.txt', 'no json here');
  const message = 'MissingFence: no JSON in the reply: no code fence and no {…}; ask the model to end with a ```json fence\n';
  const r = run('repair', input);
  assert.deepEqual([r.status, r.stdout, r.stderr], [1, '', message]);
  const o = run('repair', '--overwrite', input);
  assert.deepEqual([o.status, o.stdout, o.stderr], [1, '', message]);
  assert.equal(readFileSync(input, 'utf8'), 'no json here');
});

test('Command line: repair --json prints the library\'s repairJson result with the file', () => {
  const r = run('repair', '--json', file('r7.txt', "{'basis': 'goal'}"));
  assert.equal(r.status, 0);
  const document = JSON.parse(r.stdout);
  assert.deepEqual([document.file.endsWith('r7.txt'), document.ok, document.json, document.value], [true, true, '{"basis": "goal"}', { basis: 'goal' }]);
});

test('L1 Command line: check --lenient without --schema prints only the JSON on stdout, the repairs on stderr', () => {
  const r = run('check', '--lenient', file('c1.txt', "```json\n{'basis': 'goal',}\n```"));
  assert.equal(r.status, 0);
  assert.equal(r.stdout, '{"basis": "goal"}\n');
  assert.equal(r.stderr, 'repaired fence_removed at 0\nrepaired single_quotes at 9\nrepaired single_quotes at 15\n'
    + 'repaired single_quotes at 18\nrepaired single_quotes at 23\nrepaired trailing_comma at 24\nrepaired fence_removed at 27\n');
  assert.deepEqual(JSON.parse(r.stdout), { basis: 'goal' });
});

test('X1 Command line: check without --schema prints each found JSON on stdout, the report on stderr', () => {
  const one = file('c2.txt', 'Done.\n```json\n{"basis": "goal"}\n```');
  const none = file('c3.txt', 'no json here');
  const r = run('check', one, none);
  assert.equal(r.status, 1);
  assert.equal(r.stdout, '{"basis": "goal"}\n');
  assert.equal(r.stderr, `${one}: found JSON by fence at characters 14-31\n`
    + `${none}: MissingFence: no JSON in the reply: no code fence and no {…}; ask the model to end with a \`\`\`json fence\n`);
});

// Issue 38: a log of replies, one per line.
const stepSchema = file('step-schema.json', JSON.stringify({
  type: 'object', properties: { step: { type: 'integer', minimum: 1 } }, required: ['step'],
}));

test('issue 38 check --lines: one result per line with its line number, exit status from the worst', () => {
  const log = file('replies.jsonl', '{"step": 1}\n{"step": 0}\n\n"Done.\\n```json\\n{\\"step\\": 2}\\n```"\r\n{"step": 3\n');
  const r = run('check', '--lines', '--schema', stepSchema, log);
  assert.equal(r.status, 1);
  assert.equal(r.stdout, [
    '1: valid',
    "2: ValidationFailed at /step (line 1, column 10): 'step' must be >= 1; got 0",
    '4: valid',
    '5: MissingFence: no JSON in the reply: no code fence and no {…}; ask the model to end with a ```json fence',
    '',
  ].join('\n'));
  assert.equal(run('check', '--lines', '--schema', stepSchema, file('good.jsonl', '{"step": 1}\n{"step": 2}\n')).status, 0);
});

test('issue 38 check --lines --json prints JSON Lines: one result per reply, with its file and line', () => {
  const log = file('replies2.jsonl', '{"step": 1}\n{"step": "two"}\n');
  const r = run('check', '--lines', '--json', '--schema', stepSchema, log);
  assert.equal(r.status, 1);
  const results = r.stdout.trimEnd().split('\n').map((line) => JSON.parse(line));
  assert.deepEqual(results.map((result) => [result.file, result.line, result.ok, result.value]), [[log, 1, true, { step: 1 }], [log, 2, false, null]]);
  assert.equal(results[1].errors[0].message, "'step' must be integer; got string");
  assert.equal(r.stderr, "1: valid\n2: ValidationFailed at /step (line 1, column 10): 'step' must be integer; got string\n");
});

test('issue 38 check --lines reads standard input and several files, each line named by file and number', () => {
  const r = runWith('{"step": 1}\n', 'check', '--lines', '--schema', stepSchema);
  assert.deepEqual([r.status, r.stdout], [0, '1: valid\n']);
  const a = file('a.jsonl', '{"step": 1}\n');
  const b = file('b.jsonl', '\n{"step": 0}\n');
  const both = run('check', '--lines', '--schema', stepSchema, a, b);
  assert.equal(both.status, 1);
  assert.equal(both.stdout, `${a}:1: valid\n${b}:2: ValidationFailed at /step (line 1, column 10): 'step' must be >= 1; got 0\n`);
});

test('issue 38 check --lines without --schema: whether each line holds JSON, and with --lenient how many repairs it took', () => {
  const log = file('plain.jsonl', '{"step": 1}\nno json here\n{step: 2,}\n');
  const strict = run('check', '--lines', log);
  assert.equal(strict.status, 1);
  assert.equal(strict.stdout, '1: JSON found\n2: MissingFence: no JSON in the reply: no code fence and no {…}; ask the model to end with a ```json fence\n'
    + '3: JsonParseError (line 1, column 2): invalid JSON on line 1: Missing a name for object member.\n');
  const lenient = run('check', '--lines', '--lenient', log);
  assert.equal(lenient.stdout.split('\n')[2], '3: JSON found, 2 repairs');
});

test('issue 38 check --lines reads a provider reply object as the library does', () => {
  const completion = { id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: 'Sure: {"step": 2}' }, finish_reason: 'stop' }] };
  const r = run('check', '--lines', '--schema', stepSchema, file('sdk.jsonl', `${JSON.stringify(completion)}\n`));
  assert.deepEqual([r.status, r.stdout], [0, '1: valid\n']);
});

test('issue 38 check --locale ja: validation messages in Japanese', () => {
  const r = run('check', '--lines', '--locale', 'ja', '--schema', stepSchema, file('ja.jsonl', '{"step": 0}\n{}\n'));
  assert.equal(r.status, 1);
  assert.equal(r.stdout, "1: ValidationFailed at /step (line 1, column 10): 'step' は 1 以上でなければなりません（実際: 0）\n"
    + "2: ValidationFailed at / (line 1, column 1): 必須プロパティ 'step' がありません\n");
  assert.equal(run('check', '--locale', 'fr', '--schema', stepSchema, file('fr.txt', '{}')).stderr, "structguard check: --locale must be en or ja, got 'fr'\n");
});

test('X6 check --locale ja says what reading a reply found in Japanese, with a schema or without', () => {
  const log = file('ja-plain.jsonl', 'no json here\n{step: 2,}\n');
  const noJson = '回答に JSON がありません（コードフェンスも {…} もありません）。最後に ```json フェンスで答えるようモデルに指示してください';
  assert.equal(run('check', '--lines', '--locale', 'ja', log).stdout, `1: MissingFence: ${noJson}\n`
    + '2: JsonParseError (line 1, column 2): 1 行目の JSON が正しくありません: オブジェクトのメンバーの名前がありません。\n');
  assert.equal(run('check', '--lines', '--locale', 'ja', '--schema', stepSchema, log).stdout.split('\n')[0], `1: MissingFence: ${noJson}`);
  assert.equal(run('check', '--lenient', '--locale', 'ja', file('ja-deep.txt', '[[[1]]]'), '--max-depth', '2').stderr,
    'LimitExceeded (line 1, column 3): JSON の入れ子が maxDepth（2）より深くなっています。この深さが想定どおりなら maxDepth を引き上げてください\n');
});

test('issue 38 every limit a message names has a flag: --max-input-bytes reads a reply over 4 MiB', () => {
  const big = file('big.txt', `{"step": 1, "pad": "${'x'.repeat(4_900_000)}"}`);
  const refused = run('check', '--schema', stepSchema, big);
  assert.equal(refused.status, 1);
  assert.match(refused.stdout, /over maxInputBytes \(4194304\); raise maxInputBytes to read it/);
  const r = run('check', '--schema', stepSchema, '--max-input-bytes', '5000000', big);
  assert.deepEqual([r.status, r.stdout], [0, 'found JSON by direct at characters 0-4900022\nvalid\n']);
  const deep = file('deep.txt', `${'['.repeat(600)}${']'.repeat(600)}`);
  assert.match(run('check', deep).stderr, /raise maxDepth/);
  assert.equal(run('check', '--max-depth', '700', deep).status, 0);
  assert.match(run('repair', big, '-o', join(dir, 'big.json')).stderr, /raise maxInputBytes/);
  assert.equal(run('repair', '--max-input-bytes', '5000000', big, '-o', join(dir, 'big.json')).status, 0);
  const steps = file('steps-schema.json', JSON.stringify({ allOf: [{ type: 'object' }, { required: ['a'] }] }));
  assert.match(run('check', '--schema', steps, '--max-steps', '1', file('steps.txt', '{}')).stdout, /LimitExceeded at \/ \(line 1, column 1\): validation took more than maxSteps \(1\)/);
  const patterns = file('pattern-schema.json', JSON.stringify({ properties: { a: { type: 'string', pattern: '^a*$' } } }));
  assert.match(run('check', '--schema', patterns, '--max-pattern-steps', '1', file('pattern.txt', '{"a": "aaaa"}')).stdout, /more than maxPatternSteps \(1\)/);
  assert.equal(run('check', '--max-steps', 'many', deep).stderr, "structguard check: --max-steps must be a whole number >= 0, got 'many'\n");
});

// Issue 36: bytes that are not UTF-8 are read as the library reads bytes.
test('issue 36 repair records bytes that are not UTF-8 as invalid_utf8 and never drops them unseen', () => {
  const bytes = Buffer.concat([Buffer.from('{"a": "x'), Buffer.from([0xff]), Buffer.from('y"}')]);
  const input = join(dir, 'latin.json');
  writeFileSync(input, bytes);
  const r = spawnSync(process.execPath, [bin, 'repair', '--json', input], { encoding: 'utf8' });
  const document = JSON.parse(r.stdout);
  assert.deepEqual(document.repairs.map((repair) => repair.kind), ['invalid_utf8']);
  assert.equal(document.value.a, 'x\ufffdy');
  assert.equal(document.lossless, true);
  const o = run('repair', '--overwrite', input);
  assert.deepEqual([o.status, o.stdout, o.stderr], [0, '', 'repaired invalid_utf8 at 8\n']);
  assert.equal(readFileSync(input, 'utf8'), '{"a": "x\ufffdy"}\n');
});

test('issue 36 check --lenient takes the byte path; strict check refuses text that is not UTF-8 instead of changing it', () => {
  const input = join(dir, 'latin.txt');
  writeFileSync(input, Buffer.concat([Buffer.from('{"a": "x'), Buffer.from([0xfe]), Buffer.from('"}')]));
  const lenient = run('check', '--lenient', input);
  assert.deepEqual([lenient.status, lenient.stdout, lenient.stderr], [0, '{"a": "x\ufffd"}\n', 'repaired invalid_utf8 at 8\n']);
  const strict = run('check', input);
  assert.equal(strict.status, 2);
  assert.equal(strict.stderr, `structguard check: ${input} is not UTF-8 text; structguard repair (or check --lenient without --schema) `
    + 'reads it, replacing each byte that is not UTF-8 with U+FFFD as an invalid_utf8 repair\n');
});

test('issue 36 a closed output pipe ends the command quietly, without a stack trace', async () => {
  const { spawn } = await import('node:child_process');
  const lines = Array.from({ length: 20000 }, (_, i) => `{"step": ${i + 1}}`).join('\n');
  const child = spawn(process.execPath, [bin, 'check', '--lines', '--schema', stepSchema, file('many.jsonl', lines)]);
  let stderr = '';
  child.stderr.on('data', (chunk) => { stderr += chunk; });
  child.stdout.once('data', () => child.stdout.destroy());
  const status = await new Promise((resolve) => child.on('close', resolve));
  assert.equal(stderr, '');
  assert.equal(status, 0);
});

test('L2 check --lenient --allow-lossy accepts a value a repair may have cut, as allowLossy does; without it the message names the option', () => {
  const cut = file('cut.txt', '```json\n{"basis": "goal", "no');
  const refused = run('check', '--schema', schema, '--lenient', cut);
  assert.equal(refused.status, 1);
  assert.match(refused.stdout, /LossyRepair .*pass allowLossy: true/);
  const accepted = run('check', '--schema', schema, '--lenient', '--allow-lossy', cut);
  assert.equal(accepted.status, 0);
  assert.match(accepted.stdout, /repaired truncated at \d+/);
  assert.match(accepted.stdout, /\nvalid\n$/);
  const lines = run('check', '--lines', '--schema', schema, '--lenient', '--allow-lossy', file('cut.jsonl', `${JSON.stringify('{"basis": "prev"')}\n`));
  assert.deepEqual([lines.status, lines.stdout], [0, '1: valid\n']);
  const strict = run('check', '--schema', schema, '--allow-lossy', cut);
  assert.deepEqual([strict.status, strict.stderr], [2, 'structguard check: --allow-lossy needs --lenient (strict reading repairs nothing)\n']);
});
