#!/usr/bin/env node
// Regenerates the seed corpora of the fuzz targets that read structured inputs
// (tests/fuzz/corpus/{schema_compile,validate,provider_response,runner}/), in the formats their
// *_fuzzer.cpp headers describe. The schema seeds are a bounded, evenly spread sample of
// JSON-Schema-Test-Suite (found by scripts/find-suite.sh), so that `make fuzz` needs no suite;
// the provider seeds are what the mock provider (npm/src/testing/wire-*.js) writes.
//
//   node scripts/fuzz-corpus.mjs            (rewrites those four folders)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { writeAnthropicError, writeAnthropicReply, writeAnthropicStreamError } from '../npm/src/testing/wire-anthropic.js';
import { writeGeminiError, writeGeminiReply, writeGeminiStreamError } from '../npm/src/testing/wire-gemini.js';
import { writeOpenAIError, writeOpenAIReply, writeOpenAIStreamError } from '../npm/src/testing/wire-openai.js';
import { writeResponsesReply, writeResponsesStreamError } from '../npm/src/testing/wire-responses.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CORPUS = join(ROOT, 'tests/fuzz/corpus');
const MAX_VALIDATE_SEEDS = 300;
const MAX_SCHEMA_SEEDS = 200;
const MAX_SEED_BYTES = 4096;
const REMOTE_BASE = 'http://localhost:1234/';
const DIALECTS = [
  { folder: 'draft2020-12', flag: 0 },
  { folder: 'draft7', flag: 1 },
];

// Empties a corpus folder but for its regress-* files: inputs the fuzzers once found slow or
// crashing, kept so that every run replays them.
function freshFolder(name) {
  const folder = join(CORPUS, name);
  mkdirSync(folder, { recursive: true });
  for (const entry of readdirSync(folder)) {
    if (!entry.startsWith('regress-')) rmSync(join(folder, entry), { recursive: true, force: true });
  }
  return folder;
}

function write(folder, name, parts) {
  writeFileSync(join(folder, name), Buffer.concat(parts.map((part) => (typeof part === 'number' ? Buffer.from([part]) : Buffer.from(part)))));
}

const NUL = 0;

// --- JSON-Schema-Test-Suite: schema_compile and validate ---

function jsonFiles(folder) {
  const out = [];
  for (const entry of readdirSync(folder).sort()) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) out.push(...jsonFiles(path));
    else if (entry.endsWith('.json')) out.push(path);
  }
  return out;
}

function readRemotes(suite) {
  const folder = join(suite, 'remotes');
  return jsonFiles(folder).map((path) => ({ uri: REMOTE_BASE + relative(folder, path), text: JSON.stringify(JSON.parse(readFileSync(path, 'utf8'))) }));
}

// The remotes a schema may reach: those whose file name it mentions, and theirs in turn.
function remotesFor(text, remotes) {
  if (!text.includes('localhost:1234')) return [];
  const chosen = new Map();
  const pending = [text];
  while (pending.length > 0) {
    const source = pending.pop();
    for (const remote of remotes) {
      if (!chosen.has(remote.uri) && source.includes(basename(remote.uri))) {
        chosen.set(remote.uri, remote);
        pending.push(remote.text);
      }
    }
  }
  return [...chosen.values()];
}

// One entry per test file of a dialect (required files, optional/ and optional/format/), each
// holding its groups' schemas and (schema, instance) pairs.
function suiteFiles(suite) {
  const files = [];
  for (const { folder, flag } of DIALECTS) {
    const root = join(suite, 'tests', folder);
    for (const path of jsonFiles(root)) {
      const name = relative(root, path).replace(/\.json$/, '').replace(/[/]/g, '-');
      const format = relative(root, path).startsWith('optional/format/');
      const groups = JSON.parse(readFileSync(path, 'utf8'));
      // The first test of every group, then the second of every group, …: a sample that takes
      // a file's first few pairs still reaches most of its groups.
      const pairs = [];
      for (let t = 0; pairs.length < groups.reduce((n, g) => n + g.tests.length, 0); t++) {
        for (const group of groups) {
          if (t < group.tests.length) pairs.push({ schema: JSON.stringify(group.schema), data: JSON.stringify(group.tests[t].data) });
        }
      }
      files.push({ name: `${folder}-${name}`, flag: flag | (format ? 2 : 0), schemas: groups.map((g) => JSON.stringify(g.schema)), pairs });
    }
  }
  return files;
}

// Takes one item per file in turn until `limit`, so that every keyword's file is represented.
function roundRobin(files, itemsOf, limit) {
  const chosen = [];
  for (let round = 0; chosen.length < limit; round++) {
    let added = false;
    for (const file of files) {
      const items = itemsOf(file);
      if (round < items.length && chosen.length < limit) {
        chosen.push({ file, item: items[round], round });
        added = true;
      }
    }
    if (!added) break;
  }
  return chosen;
}

function writeSchemaSeeds(files) {
  const folder = freshFolder('schema_compile');
  const small = (file) => [...new Set(file.schemas)].filter((s) => s.length <= MAX_SEED_BYTES);
  for (const { file, item, round } of roundRobin(files, small, MAX_SCHEMA_SEEDS)) {
    write(folder, `${file.name}-${round}`, [file.flag, item]);
  }
}

function writeValidateSeeds(files, remotes) {
  const folder = freshFolder('validate');
  const seeds = (file) => file.pairs
    .map((pair) => ({ ...pair, remotes: remotesFor(pair.schema, remotes) }))
    .filter((pair) => pair.schema.length + pair.data.length + pair.remotes.reduce((n, r) => n + r.text.length, 0) <= MAX_SEED_BYTES);
  for (const [n, { file, item, round }] of roundRobin(files, seeds, MAX_VALIDATE_SEEDS).entries()) {
    const mode = (n % 4) << 2;  // first error, all errors, verdict only, all errors capped
    const parts = [file.flag | mode, item.schema, NUL, item.data];
    for (const remote of item.remotes) parts.push(NUL, remote.uri, NUL, remote.text);
    write(folder, `${file.name}-${round}`, parts);
  }
}

// --- Provider responses: what the mock provider writes ---

function captured(writer, plan, request) {
  const out = { status: 200, headers: {}, body: '' };
  const response = {
    writeHead(status, headers) { out.status = status; out.headers = headers; },
    write(text) { out.body += text; },
    end(text = '') { out.body += text; },
    destroyed: false,
  };
  writer(response, plan, request);
  return out;
}

const STATUS_INDEX = { 200: 0, 400: 3, 401: 4, 429: 5, 500: 6, 529: 7, 503: 6 };

function providerSeeds() {
  const judgment = { step: 2, reason: 'The report names a missed deadline, which rule 2 covers.' };
  const text = JSON.stringify(judgment);
  const toolCalls = [{ id: 'call_mock_1', name: 'choose_step', input: judgment }];
  const error = { status: 429, headers: { 'retry-after': '1' }, type: 'rate_limit_error', code: 'rate_limit_exceeded', message: 'Rate limit reached.' };
  const overloaded = { status: 529, headers: { 'x-should-retry': 'true' }, type: 'overloaded_error', code: null, message: 'Overloaded' };
  const seeds = [];
  // The wire's index in provider_response_fuzzer.cpp's kWires.
  for (const [wire, index, reply, fail, broken] of [
    ['openai', 0, writeOpenAIReply, writeOpenAIError, writeOpenAIStreamError],
    ['anthropic', 1, writeAnthropicReply, writeAnthropicError, writeAnthropicStreamError],
    ['responses', 2, writeResponsesReply, writeOpenAIError, writeResponsesStreamError],
    ['gemini', 3, writeGeminiReply, writeGeminiError, writeGeminiStreamError],
  ]) {
    const bit = index & 1;
    const high = (index & 2) << 6;
    for (const stream of [false, true]) {
      const request = { model: 'mock-model', stream, promptBytes: 400, paceMs: 0 };
      const plans = {
        text: { text, toolCalls: [], stop: 'normal' },
        tool: { text: null, toolCalls, stop: 'tool' },
        length: { text: text.slice(0, 20), toolCalls: [], stop: 'length' },
        refusal: { text: null, toolCalls: [], stop: 'refusal', refusal: "I can't help with that." },
        filtered: { text: text.slice(0, 9), toolCalls: [], stop: 'content_filter' },
      };
      const kind = stream ? 'stream' : 'json';
      for (const [name, plan] of Object.entries(plans)) {
        if (wire === 'anthropic' && name === 'filtered') continue;
        seeds.push({ name: `${wire}-${kind}-${name}`, bit: bit | (stream ? 2 : 0), high, ...captured(reply, plan, request) });
      }
      if (stream) seeds.push({ name: `${wire}-stream-error`, bit: bit | 2, high, ...captured(broken, { text, toolCalls: [] }, request) });
    }
    seeds.push({ name: `${wire}-http-429`, bit, high, ...captured(fail, error, {}) });
    seeds.push({ name: `${wire}-http-overloaded`, bit, high, ...captured(fail, overloaded, {}) });
  }
  return seeds;
}

// The recorded bodies of the newer wires (tests/recorded/<folder>/), whole and, for the
// `.chunks.txt` files (one event's data a line), as the event streams they were.
function recordedSeeds() {
  const seeds = [];
  for (const [folder, index] of [['openai-responses', 2], ['gemini', 3]]) {
    const dir = join(ROOT, 'tests/recorded', folder);
    for (const file of readdirSync(dir).sort()) {
      const events = file.endsWith('.chunks.txt');
      if (!events && !file.endsWith('.json')) continue;
      const text = readFileSync(join(dir, file), 'utf8');
      const body = events ? text.split('\n').filter(Boolean).map((line) => `data: ${line}\r\n\r\n`).join('') : text;
      const headers = { 'content-type': events ? 'text/event-stream' : 'application/json' };
      seeds.push({ name: `recorded-${folder}-${file}`, bit: (index & 1) | (events ? 2 : 0), high: (index & 2) << 6, status: 200, headers, body });
    }
  }
  return seeds;
}

function writeProviderSeeds(seeds) {
  const folder = freshFolder('provider_response');
  for (const seed of seeds) {
    const type = String(seed.headers['content-type'] ?? '');
    const typeIndex = type.includes('event-stream') ? 1 : 0;
    const choices = seed.bit | (typeIndex << 2) | ((STATUS_INDEX[seed.status] ?? 3) << 4);
    // Whole, and cut into small uneven chunks (a stream split inside lines and UTF-8).
    write(folder, seed.name, [choices, seed.high, seed.body]);
    if (typeIndex === 1) write(folder, `${seed.name}-chunked`, [choices, seed.high | 7, seed.body]);
  }
}

// --- Runner scripts (tests/fuzz/runner_fuzzer.cpp) ---

// Call bytes: shape, options, then the eight table indexes.
function call({ anthropic = false, stream = false, schema = true, mode = 0, reask = true, tool = false, retries = 2, fallback = 0, estimate = false }) {
  const shape = (anthropic ? 1 : 0) | (stream ? 2 : 0) | (schema ? 4 : 0) | (mode << 3) | (reask ? 64 : 0) | (tool ? 128 : 0);
  const options = retries | (fallback << 3) | (estimate ? 64 : 0);
  return [shape, options, 0, 2, 4, 1, 5, 2, 0, 0];
}

// Outcome bytes: kind, latency, jitter; a response adds status, headers, body choice, chunk.
const network = [0, 3, 128];
const timeout = [1, 100, 64];
const response = (status, headers, bodyChoice, chunk, ...texts) => [3, 2, 77, status, headers, bodyChoice, ...texts, chunk];
const T = (text) => [...Buffer.from(text), NUL];
const STATUS = { 200: 0, 400: 4, 402: 6, 429: 9, 500: 10, 503: 11, 529: 12 };
const JSON_TYPE = 0;
const SSE_TYPE = 1;
const RETRY_AFTER_1 = 1 << 2;
const SHOULD_RETRY = 64 | 128;

function runnerSeeds() {
  const step = '{"step":2,"reason":"fits"}';
  return {
    'openai-json-accepted': [...call({}), ...response(STATUS[200], JSON_TYPE, 1, 63, ...T(step), 0, 81, 12)],
    'openai-rejected-then-accepted': [...call({}), ...response(STATUS[200], JSON_TYPE, 1, 63, ...T('{"step":"two"}'), 0, 9, 9), ...response(STATUS[200], JSON_TYPE, 1, 63, ...T(step), 0, 9, 9)],
    'openai-length-then-accepted': [...call({ estimate: true }), ...response(STATUS[200], JSON_TYPE, 1, 63, ...T('{"step":'), 1, 9, 9), ...response(STATUS[200], JSON_TYPE, 1, 63, ...T(step), 0, 9, 9)],
    'openai-429-retry-after': [...call({}), ...response(STATUS[429], JSON_TYPE | RETRY_AFTER_1, 3, 63, ...T('rate_limit_exceeded')), ...response(STATUS[200], JSON_TYPE, 1, 63, ...T(step), 0, 9, 9)],
    'openai-quota': [...call({ fallback: 1 }), ...response(STATUS[429], JSON_TYPE, 3, 63, ...T('insufficient_quota'))],
    'openai-network-timeout-fallback': [...call({ fallback: 1 }), ...network, ...timeout, ...network],
    'openai-stream': [...call({ stream: true }), ...response(STATUS[200], SSE_TYPE, 4, 5, ...T(step), 0)],
    'openai-stream-tool-mode-text': [...call({ stream: true, schema: false, mode: 4, fallback: 3 }), ...response(STATUS[200], SSE_TYPE, 9, 3, ...T(''))],
    'openai-tool-call-round': [...call({ schema: false, tool: true }), ...response(STATUS[200], JSON_TYPE, 2, 63, ...T('lookup'), ...T('{"q":"seq"}'))],
    'openai-prompt-only': [...call({ mode: 3 }), ...response(STATUS[200], JSON_TYPE, 1, 63, ...T('Here:\n```json\n' + step + '\n```'), 0, 9, 9)],
    'anthropic-tool-accepted': [...call({ anthropic: true }), ...response(STATUS[200], JSON_TYPE, 5, 63, ...T('choose_step'), 0)],
    'anthropic-text-refusal': [...call({ anthropic: true, mode: 1 }), ...response(STATUS[200], JSON_TYPE, 6, 63, ...T("I can't"), 3)],
    'anthropic-529-then-stream': [...call({ anthropic: true, stream: true }), ...response(STATUS[529], JSON_TYPE | SHOULD_RETRY, 7, 63, ...T('Overloaded')), ...response(STATUS[200], SSE_TYPE, 8, 11, ...T(step), 0)],
    'anthropic-stream-error': [...call({ anthropic: true, stream: true, retries: 0 }), ...response(STATUS[200], SSE_TYPE, 8, 2, ...T(step), 2)],
    'host-out-of-order': [...call({}), 2, 0, 0],
    'invalid-response-body': [...call({ retries: 1 }), ...response(STATUS[200], JSON_TYPE, 0, 1, ...T('<html>bad gateway</html>')), ...response(STATUS[500], 2, 0, 9, ...T('upstream'))],
  };
}

function writeRunnerSeeds(seeds) {
  const folder = freshFolder('runner');
  for (const [name, bytes] of Object.entries(seeds)) write(folder, name, [Buffer.from(bytes)]);
}

const suite = execFileSync(join(ROOT, 'scripts/find-suite.sh'), { encoding: 'utf8' }).trim();
const files = suiteFiles(suite);
writeSchemaSeeds(files);
writeValidateSeeds(files, readRemotes(suite));
writeProviderSeeds([...providerSeeds(), ...recordedSeeds()]);
writeRunnerSeeds(runnerSeeds());
for (const name of ['schema_compile', 'validate', 'provider_response', 'runner']) {
  console.log(`${name}: ${readdirSync(join(CORPUS, name)).length} seeds`);
}
