// examples/edge-worker in a real `workerd`, started with the example's own config.capnp (only
// the socket moved to a free port), calling the mock provider; then requests as a client sends
// them. Seed 002's endpoint: the 200 answer field by field, the 400s, the fallback, the audit
// log, and the switch to a real provider's wire.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { init } from 'structguard';
import { startMockProvider } from '../mock-provider/server.js';
import { freePort } from '../runtimes/workerd-config.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const exampleDir = join(root, 'examples', 'edge-worker');
const config = join(exampleDir, 'config.capnp');
const workerdBin = join(root, 'node_modules', '@cloudflare', 'workerd-linux-64', 'bin', 'workerd');
const FALLBACK_ANSWER = '申し訳ありません。ただいま応答できません。しばらくしてから再度お試しください。';
const CONTEXT = { industry: '製造業', processType: '補助金申請', goal: 'ものづくり補助金の採択', region: '東京都' };
// The draft as the model means it, and as OpenAI's strict structured output writes it (every
// member present, the optional ones null when absent).
const DRAFT = {
  schema: 'ai_chat_process_template.v1',
  answer: '申請締切から逆算した2つのステップを提案します。',
  missing_information: ['申請締切日'],
  process_template_draft: {
    name: 'ものづくり補助金 申請',
    stepTemplates: [
      { seq: 1, name: '事業計画の方針決定', basis: 'goal', offsetDays: -60 },
      { seq: 2, name: '見積書の取得', basis: 'prev', offsetDays: 14, requiredArtifacts: [{ kind: 'quote' }], dependsOn: [1] },
    ],
  },
};
const STRICT_REPLY = {
  ...DRAFT,
  process_template_draft: {
    name: 'ものづくり補助金 申請',
    stepTemplates: [
      { seq: 1, name: '事業計画の方針決定', basis: 'goal', offsetDays: -60, requiredArtifacts: null, dependsOn: null },
      { seq: 2, name: '見積書の取得', basis: 'prev', offsetDays: 14, requiredArtifacts: [{ kind: 'quote', description: null }], dependsOn: [1] },
    ],
  },
};

let sg;
let mock;
let workerd;
let session = 0;

// Starts workerd on the example's config; resolves once it answers. Output is collected.
async function startExample(environment) {
  const port = await freePort();
  const child = spawn(workerdBin, ['serve', config, '--socket-addr', `http=127.0.0.1:${port}`], {
    env: { PATH: process.env.PATH, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await fetch(base);
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill();
        throw new Error(`workerd did not serve examples/edge-worker/config.capnp:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { base, output: () => output, stop: () => child.kill() };
}

before(async () => {
  sg = await init();
  mock = await startMockProvider();
  workerd = await startExample({ MOCK_PROVIDER_URL: mock.url, AI_AUDIT_SALT: 'test-salt' });
});

after(async () => {
  workerd?.stop();
  await mock?.close();
});

// Header values are Latin-1: the scripted reply goes as JSON with \u escapes.
const asciiJson = (value) => JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

async function post(sessionId, body, headers = {}, base = workerd.base) {
  session += 1;
  const mockSession = `edge-example-${session}`;
  const response = await fetch(`${base}/ai-agent/sessions/${sessionId}/messages`, {
    method: 'POST',
    headers: { 'x-mock-session': mockSession, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const sent = () => mock.requests.filter((r) => r.headers['x-mock-session'] === mockSession);
  return { status: response.status, body: await response.json(), sent };
}

const expectedContent = (draft) => `${draft.answer}\n\n\`\`\`json\n${JSON.stringify(draft, null, 2)}\n\`\`\``;
// The mock counts a quarter of the bytes sent and of the reply it carries (as the header held it).
const quarter = (text) => Math.ceil(Buffer.byteLength(text) / 4);

test('the config embeds every module the package\'s workerd entry imports, and only those', () => {
  const packageDir = join(root, 'node_modules', 'structguard');
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const reachable = new Set();
  const pending = [normalize(pkg.exports['.'].workerd)];
  while (pending.length > 0) {
    const file = pending.pop();
    if (reachable.has(file)) continue;
    reachable.add(file);
    if (file.endsWith('.wasm')) continue;
    const source = readFileSync(join(packageDir, file), 'utf8');
    for (const [, from, bare] of source.matchAll(/(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s*['"](\.[^'"]+)['"]/g)) {
      pending.push(normalize(join(dirname(file), from ?? bare)));
    }
  }
  const embedded = [...readFileSync(config, 'utf8').matchAll(/name = "node_modules\/structguard\/([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(embedded.sort(), [...reachable].sort());
});

test('R1 P3 P6 G6 a valid message: 200 with the answer, the JSON fence at its end, the DTO and real usage', async () => {
  const message = '申請までの工程を提案してください。';
  const { status, body, sent } = await post('s-valid', { userId: 'u1', message, context: CONTEXT }, { 'x-mock-reply': asciiJson(STRICT_REPLY) });
  assert.equal(status, 200, JSON.stringify(body));
  const content = expectedContent(DRAFT);
  const [request] = sent();
  assert.equal(sent().length, 1);
  assert.deepEqual(body, {
    sessionId: 's-valid',
    aiResponse: { role: 'assistant', content },
    conversation: [{ role: 'user', content: message }, { role: 'assistant', content }],
    usage: {
      tokens: quarter(JSON.stringify(request.body.messages)) + quarter(asciiJson(STRICT_REPLY)),
      promptTokens: quarter(JSON.stringify(request.body.messages)),
      completionTokens: quarter(asciiJson(STRICT_REPLY)),
    },
    template: {
      ok: true,
      schema: 'ai_chat_process_template.v1',
      dto: {
        name: 'ものづくり補助金 申請',
        stepTemplates: [
          { seq: 1, name: '事業計画の方針決定', basis: 'goal', offsetDays: -60 },
          { seq: 2, name: '見積書の取得', basis: 'prev', offsetDays: 14, requiredArtifacts: [{ kind: 'quote' }], dependsOn: [1] },
        ],
      },
      errors: [],
    },
    fallback: null,
  });
  // What went to the provider: the chat design's settings, the session prompt, the strict schema.
  assert.deepEqual(request.body.messages, [
    { role: 'system', content: sg.buildSessionPrompt(CONTEXT) },
    { role: 'user', content: message },
  ]);
  assert.equal(request.body.temperature, 0.3);
  assert.equal(request.body.max_completion_tokens, 1200);
  assert.deepEqual(request.body.response_format.json_schema.schema,
    sg.toStrictSchema(sg.builtinSchema('ai_chat_process_template.v1'), 'openai').schema);
  assert.equal(request.body.response_format.json_schema.strict, true);
});

test('P6 the next turn of the session sends the history, and the context given before', async () => {
  const first = '工程表を作ってください';
  await post('s-history', { userId: 'u1', message: first, context: CONTEXT }, { 'x-mock-reply': asciiJson(STRICT_REPLY) });
  const { status, body, sent } = await post('s-history', { userId: 'u1', message: '締切は12月1日です' }, { 'x-mock-reply': asciiJson(STRICT_REPLY) });
  assert.equal(status, 200);
  assert.deepEqual(sent()[0].body.messages, [
    { role: 'system', content: sg.buildSessionPrompt(CONTEXT) },
    { role: 'user', content: first },
    { role: 'assistant', content: expectedContent(DRAFT) },
    { role: 'user', content: '締切は12月1日です' },
  ]);
  assert.equal(body.conversation.length, 4);
});

test('P6 historyWindow keeps only the latest messages of a long session', async () => {
  for (let i = 1; i <= 3; i += 1) await post('s-window', { userId: 'u1', message: `質問${i}` }, { 'x-mock-reply': asciiJson(STRICT_REPLY) });
  const { sent } = await post('s-window', { userId: 'u1', message: '質問4', historyWindow: 2 }, { 'x-mock-reply': asciiJson(STRICT_REPLY) });
  const messages = sent()[0].body.messages;
  assert.deepEqual(messages.map((m) => m.role), ['system', 'user', 'assistant', 'user']);
  assert.deepEqual([messages[1].content, messages[3].content], ['質問3', '質問4']);
});

test('G6 a draft that breaks the template rules: 200, the answer kept, the template errors typed', async () => {
  const draft = structuredClone(DRAFT);
  draft.process_template_draft.stepTemplates[0].basis = 'prev';
  const reply = structuredClone(STRICT_REPLY);
  reply.process_template_draft.stepTemplates[0].basis = 'prev';
  const { status, body } = await post('s-rules', { userId: 'u1', message: '工程を提案してください' }, { 'x-mock-reply': asciiJson(reply) });
  assert.equal(status, 200);
  assert.equal(body.aiResponse.content, expectedContent(draft));
  assert.equal(body.fallback, null);
  assert.equal(body.template.ok, false);
  assert.equal(body.template.dto, null);
  assert.deepEqual(body.template.errors.map(({ code, check, instanceLocation }) => ({ code, check, instanceLocation })),
    [{ code: 'ValidationFailed', check: 'firstStepBasis', instanceLocation: '/process_template_draft/stepTemplates/0/basis' }]);
});

test('a body that is not a valid message: 400 InvalidRequest with structguard\'s positioned errors, no model call', async () => {
  const text = '{"userId": "u1", "message": "   ", "historyWindow": 0}';
  const { status, body, sent } = await post('s-invalid', text);
  assert.equal(status, 400);
  assert.equal(body.error.code, 'InvalidRequest');
  assert.deepEqual(body.error.details.map(({ code, keyword, instanceLocation, offset, line, column }) => ({ code, keyword, instanceLocation, offset, line, column })), [
    { code: 'ValidationFailed', keyword: 'pattern', instanceLocation: '/message', offset: text.indexOf('"   "'), line: 1, column: text.indexOf('"   "') + 1 },
    { code: 'ValidationFailed', keyword: 'minimum', instanceLocation: '/historyWindow', offset: text.indexOf('0}'), line: 1, column: text.indexOf('0}') + 1 },
  ]);
  assert.equal(sent().length, 0);
});

test('a body that is not JSON, a missing member, a bad session id: 400 with the typed error', async () => {
  const truncated = await post('s-invalid', '{"userId": "u1", "message": "hi"');
  assert.equal(truncated.status, 400);
  assert.deepEqual(truncated.body.error.details.map(({ code, offset }) => ({ code, offset })), [{ code: 'JsonParseError', offset: 32 }]);

  const missing = await post('s-invalid', { message: 'hi' });
  assert.equal(missing.status, 400);
  assert.deepEqual(missing.body.error.details.map(({ code, keyword, message }) => ({ code, keyword, message })),
    [{ code: 'ValidationFailed', keyword: 'required', message: "missing required property 'userId'" }]);

  const badId = await post('bad.id', { userId: 'u1', message: 'hi' });
  assert.equal(badId.status, 400);
  assert.deepEqual(badId.body.error.details.map(({ code, parameter }) => ({ code, parameter })), [{ code: 'ValidationFailed', parameter: 'sessionId' }]);
  assert.equal(truncated.sent().length + missing.sent().length + badId.sent().length, 0);
});

test('other routes and methods: 404 and 405', async () => {
  assert.equal((await fetch(`${workerd.base}/ai-agent/sessions/s1`, { method: 'POST' })).status, 404);
  const get = await fetch(`${workerd.base}/ai-agent/sessions/s1/messages`);
  assert.equal(get.status, 405);
  assert.equal(get.headers.get('allow'), 'POST');
});

test('R4 R5 the provider fails twice: one retry after 1.5 s, then the fixed answer, usage 0, no JSON', async () => {
  const started = Date.now();
  const { status, body, sent } = await post('s-fallback', { userId: 'u1', message: '工程を提案してください' }, { 'x-mock-scenario': 'server-error' });
  assert.equal(status, 200);
  assert.deepEqual(body, {
    sessionId: 's-fallback',
    aiResponse: { role: 'assistant', content: FALLBACK_ANSWER },
    conversation: [{ role: 'user', content: '工程を提案してください' }, { role: 'assistant', content: FALLBACK_ANSWER }],
    usage: { tokens: 0, promptTokens: 0, completionTokens: 0 },
    template: null,
    fallback: { code: 'OpenAIUnavailable', kind: 'ProviderUnavailable' },
  });
  assert.equal(sent().length, 2);
  assert.ok(Date.now() - started >= 1500);
});

test('R5 a 429 then success: the retry answers, no fallback', async () => {
  const { body, sent } = await post('s-retry', { userId: 'u1', message: 'こんにちは' },
    { 'x-mock-scenario': 'rate-limit,success', 'x-mock-retry-after': '0', 'x-mock-reply': asciiJson(STRICT_REPLY) });
  assert.equal(body.fallback, null);
  assert.equal(body.template.ok, true);
  assert.equal(sent().length, 2);
});

test('A1-A3 each turn logs an audit record with the salted hash and no message text', async () => {
  const lines = workerd.output().split('\n').filter((line) => line.includes('"ai_chat_turn"')).map((line) => JSON.parse(line.slice(line.indexOf('{'))));
  assert.ok(lines.length >= 5, workerd.output());
  for (const record of lines) {
    assert.deepEqual(Object.keys(record).sort(), ['durationMs', 'errorClass', 'errorType', 'event', 'hash', 'retryCount', 'schemaId']);
    assert.match(record.hash, /^[0-9a-f]{64}$/);
  }
  assert.ok(lines.some((r) => r.errorType === 'ProviderUnavailable' && r.retryCount === 1));
  assert.doesNotMatch(workerd.output(), /工程|申請締切/);
});

test('R1 AI_AGENT_MODE=anthropic switches to the Anthropic wire with the key, no mock headers passed on', async () => {
  const anthropic = await startExample({ AI_AGENT_MODE: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant-test', AI_BASE_URL: `${mock.url}/v1` });
  try {
    const before = mock.requests.length;
    const { status, body } = await post('s-anthropic', { userId: 'u1', message: 'こんにちは' }, { 'x-mock-scenario': 'server-error' }, anthropic.base);
    assert.equal(status, 200, JSON.stringify(body));
    const [request, ...more] = mock.requests.slice(before);
    assert.equal(more.length, 0);
    assert.equal(request.wire, 'anthropic');
    assert.equal(request.headers['x-api-key'], 'sk-ant-test');
    assert.equal(request.headers['x-mock-scenario'], undefined);
    assert.equal(request.body.model, 'claude-sonnet-4-5');
    assert.equal(request.body.tool_choice.type, 'tool');
    assert.equal(body.fallback, null);
    assert.equal(body.template.schema, 'ai_chat_process_template.v1');
  } finally {
    anthropic.stop();
  }
});

test('a real mode without its key answers 500 ConfigurationError', async () => {
  const openai = await startExample({ AI_AGENT_MODE: 'openai' });
  try {
    const { status, body } = await post('s-config', { userId: 'u1', message: 'hi' }, {}, openai.base);
    assert.equal(status, 500);
    assert.deepEqual(body.error, { code: 'ConfigurationError', message: 'AI_AGENT_MODE=openai needs OPENAI_API_KEY', details: [] });
  } finally {
    openai.stop();
  }
});
