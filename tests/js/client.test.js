// sg.createClient through the built package against the mock provider over loopback (rules
// R1-R9): every scenario, streaming and not, both providers; cancellation; a fetch that throws.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import { JUDGMENT_MESSAGES as MESSAGES, JUDGMENT_SCHEMA as JUDGMENT } from './judgment-schema.js';
import { startMockProvider } from '../mock-provider/server.js';

const sg = await init();
const FAST = { initialDelayMs: 1, maxDelayMs: 4, jitter: 0 };

let mock;
let session = 0;
before(async () => {
  mock = await startMockProvider();
});
after(() => mock.close());

function client(provider, scenario, extra = {}) {
  session += 1;
  return sg.createClient({
    provider,
    baseUrl: `${mock.url}/v1`,
    model: provider === 'openai' ? 'gpt-4o' : 'claude-sonnet-4-5',
    apiKey: 'sk-test',
    retry: FAST,
    ...extra,
    headers: { 'x-mock-scenario': scenario, 'x-mock-session': `client-${session}`, ...extra.headers },
  });
}

// What the mock received from the client made last.
function sentByLastClient() {
  return mock.requests.filter((r) => r.headers['x-mock-session'] === `client-${session}`);
}

for (const provider of ['openai', 'anthropic']) {
  for (const stream of [false, true]) {
    test(`R1 ${provider}${stream ? ' streamed' : ''}: the value, usage, audit, and the key added by the host`, async () => {
      const c = client(provider, 'success', { stream });
      const r = await c.generateObject({ messages: MESSAGES, schema: JUDGMENT, schemaName: 'judgment' });
      assert.equal(r.ok, true);
      assert.deepEqual(r.value, { step: 1, reason: 'mock' });
      assert.equal(r.finishReason, provider === 'openai' ? 'stop' : 'tool_use');
      assert.equal(r.attempts.length, 1);
      assert.ok(r.usage.inputTokens > 0 && r.usage.outputTokens > 0);
      assert.deepEqual(r.audit, { schemaId: 'judgment', errorClass: null, errorType: null, retryCount: 0, durationMs: r.audit.durationMs });
      const [sent] = sentByLastClient();
      assert.equal(sent.body.stream, stream ? true : undefined);
      if (provider === 'openai') assert.equal(sent.headers.authorization, 'Bearer sk-test');
      else assert.equal(sent.headers['x-api-key'], 'sk-test');
    });
  }
}

test('R4 rate-limit: waits what retry-after says, then succeeds', async () => {
  const c = client('openai', 'rate-limit,success', { headers: { 'x-mock-retry-after': '0.05' } });
  const r = await c.generateObject({ messages: MESSAGES, schema: JUDGMENT });
  assert.equal(r.ok, true);
  assert.equal(r.attempts[0].status, 429);
  assert.equal(r.attempts[0].error.kind, 'RateLimited');
  assert.equal(r.attempts[0].delayMs, 50);
  assert.ok(r.attempts[1].startedMs - r.attempts[0].endedMs >= 49);
});

test('R4 Anthropic 529 overloaded, streamed, is retried', async () => {
  const r = await client('anthropic', 'overloaded,success', { stream: true }).generateObject({ messages: MESSAGES, schema: JUDGMENT });
  assert.equal(r.ok, true);
  assert.equal(r.attempts[0].status, 529);
  assert.equal(r.attempts[0].error.providerCode, 'overloaded_error');
});

test('R4 insufficient_quota is not retried', async () => {
  const r = await client('openai', 'insufficient-quota').generateObject({ messages: MESSAGES, schema: JUDGMENT });
  assert.equal(r.ok, false);
  assert.equal(r.error.kind, 'QuotaExceeded');
  assert.equal(r.attempts.length, 1);
});

test('R2 length: retried with a larger limit', async () => {
  for (const provider of ['openai', 'anthropic']) {
    const r = await client(provider, 'length,success').generateObject({ messages: MESSAGES, schema: JUDGMENT, maxTokens: 300 });
    assert.equal(r.ok, true, provider);
    assert.equal(r.attempts[0].error.kind, 'Truncated');
    assert.deepEqual(r.attempts.map((a) => a.maxTokens), [300, 600]);
  }
});

test('R2 refusal and content_filter are typed errors', async () => {
  const refused = await client('anthropic', 'refusal').generateObject({ messages: MESSAGES, schema: JUDGMENT, maxRetries: 0 });
  assert.equal(refused.error.kind, 'Refused');
  const openai = await client('openai', 'refusal', { stream: true }).generateObject({ messages: MESSAGES, schema: JUDGMENT, maxRetries: 0 });
  assert.equal(openai.error.message, "the model refused: I can't help with that.");
  const filtered = await client('openai', 'content-filter').generateObject({ messages: MESSAGES, schema: JUDGMENT, maxRetries: 0 });
  assert.equal(filtered.error.kind, 'ContentFiltered');
});

test('L6 malformed JSON in a fence (prompt-only): the error is positioned and the correction sent back', async () => {
  const c = client('openai', 'malformed-fence,success');
  const r = await c.generateObject({ messages: MESSAGES, schema: JUDGMENT, mode: 'prompt' });
  assert.equal(r.ok, true);
  const first = r.attempts[0].error;
  assert.equal(first.kind, 'InvalidReply');
  assert.equal(first.replyErrors[0].code, 'JsonParseError');
  assert.equal(first.reply.slice(first.replyErrors[0].offset, first.replyErrors[0].offset + 1), '}');
  const [one, two] = sentByLastClient();
  assert.match(one.body.messages[1].content, /IMPORTANT: You MUST respond with ONLY a valid JSON object/);
  assert.equal(two.body.messages[2].role, 'assistant');
  assert.match(two.body.messages[3].content, /^Your previous reply did not match the required JSON schema:\n- the JSON could not be read: invalid JSON on line \d+: a trailing comma/);
  assert.equal(r.answerText, 'Here is the result:');
});

test('R4 a hung socket times out; R5 the fallback value stands in', async () => {
  const r = await client('openai', 'hang').generateObject({
    messages: MESSAGES, schema: JUDGMENT, timeoutMs: 100, maxRetries: 1, fallback: { step: 3, reason: 'fallback' },
  });
  assert.equal(r.ok, true);
  assert.equal(r.fallbackUsed, true);
  assert.equal(r.fallbackReason, 'Timeout');
  assert.deepEqual(r.value, { step: 3, reason: 'fallback' });
  assert.deepEqual(r.attempts.map((a) => a.error.kind), ['Timeout', 'Timeout']);
  assert.equal(r.audit.errorType, 'Timeout');
});

test('R5 a fallback that breaks the schema is not used', async () => {
  const r = await client('openai', 'server-error').generateObject({ messages: MESSAGES, schema: JUDGMENT, maxRetries: 0, fallback: { step: 'x' } });
  assert.equal(r.ok, false);
  assert.equal(r.fallbackUsed, false);
  assert.equal(r.fallbackErrors[0].code, 'ValidationFailed');
});

test('R5 chat fallback: the fixed answer, no JSON, no usage', async () => {
  const r = await client('openai', 'server-error').generateObject({ messages: MESSAGES, maxRetries: 1, fallbackText: '只今応答できません。' });
  assert.equal(r.ok, true);
  assert.equal(r.fallbackUsed, true);
  assert.equal(r.text, '只今応答できません。');
  assert.equal(r.value, null);
  assert.equal(r.usage.totalTokens, 0);
});

test('R4 an error event mid-stream fails the attempt, which is retried', async () => {
  for (const provider of ['openai', 'anthropic']) {
    const r = await client(provider, 'stream-error,success', { stream: true }).generateObject({ messages: MESSAGES, schema: JUDGMENT });
    assert.equal(r.ok, true, provider);
    assert.equal(r.attempts[0].error.kind, 'StreamError');
  }
});

test('R1 an AbortSignal cancels the run', async () => {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 50);
  const r = await client('anthropic', 'hang').generateObject({ messages: MESSAGES, schema: JUDGMENT, signal: controller.signal, fallback: { step: 1, reason: 'x' } });
  assert.equal(r.ok, false);
  assert.equal(r.error.kind, 'Cancelled');
  assert.equal(r.fallbackUsed, false);
});

test('R4 a fetch that throws is a network error, retried', async () => {
  let calls = 0;
  const c = sg.createClient({
    provider: 'openai', model: 'gpt-4o', retry: FAST,
    fetch: () => {
      calls += 1;
      throw new TypeError('fetch failed');
    },
  });
  const r = await c.generateObject({ messages: MESSAGES, schema: JUDGMENT, maxRetries: 1 });
  assert.equal(calls, 2);
  assert.equal(r.error.kind, 'NetworkError');
  assert.equal(r.error.message, 'the request failed without a response: fetch failed');
});

test('R6 judgeStatus: stage 1, then the tag stage when stage 1 fails', async () => {
  const first = await client('openai', 'success').judgeStatus({ rules: ['done', 'needs fixes'], content: 'All tests pass.' });
  assert.deepEqual([first.ok, first.ruleIndex, first.method, first.logMethod], [true, 0, 'structured_output', 'structured_output']);
  let n = 0;
  const tagging = sg.createClient({
    provider: 'anthropic', baseUrl: `${mock.url}/v1`, model: 'claude-sonnet-4-5', retry: FAST,
    fetch: (url, init) => {
      n += 1;
      const headers = { ...init.headers, 'x-mock-session': `judge-${n}` };
      if (n === 1) headers['x-mock-scenario'] = 'refusal';
      else headers['x-mock-reply'] = 'Fixes are needed. [MOVEMENT:2]';
      return fetch(url, { ...init, headers });
    },
  });
  const second = await tagging.judgeStatus({ rules: ['done', 'needs fixes'], content: 'Two tests fail.', maxRetries: 0 });
  assert.deepEqual([second.ok, second.ruleIndex, second.method, second.logMethod], [true, 1, 'phase3_tag', 'tag_fallback']);
  assert.deepEqual(second.stages.map((s) => s.stage), ['structured', 'tag']);
});

test('R9 runAgent: the tool runs in the host, its result goes back, the answer ends the loop', async () => {
  const seen = [];
  const r = await client('openai', 'tool-call').runAgent({
    messages: [{ role: 'user', content: 'Weather?' }],
    tools: [{ name: 'search', parameters: { type: 'object', properties: { q: { type: 'string' } } }, execute: async (args) => { seen.push(args); return 'sunny'; } }],
    maximumIterations: 3,
  });
  assert.equal(r.ok, true);
  assert.equal(r.text, 'Mock answer after 1 tool result(s).');
  assert.deepEqual(seen, [{ q: 'mock' }]);
  assert.equal(r.rounds.length, 2);
  assert.equal(r.usage.totalTokens, r.rounds[0].result.usage.totalTokens + r.rounds[1].result.usage.totalTokens);
  assert.deepEqual(r.messages.at(-1), { role: 'tool', content: 'sunny', toolCallId: 'call_mock_1', isError: false });
});

test('programmer errors are TypeErrors that name the option', () => {
  assert.throws(() => sg.createClient({ model: 'x' }), /createClient: options.provider must be 'openai' or 'openai-responses' or 'anthropic' or 'gemini' or 'gemini-legacy'$/);
  const c = client('openai', 'success');
  return assert.rejects(c.generateObject({ messages: [{ role: 'robot', content: 'x' }] }), TypeError);
});
