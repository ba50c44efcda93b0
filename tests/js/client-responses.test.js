// Issue 19, OpenAI's Responses API (provider 'openai-responses') through createClient on
// recorded bodies: every body in tests/recorded/openai-responses (see SOURCES.md there) is
// replayed through an injected fetch, whole and streamed in random 1-24-byte chunks (seeded),
// for text (several output_text parts, streamed deltas, beside a reasoning item), json_schema
// output (R1, R7), function calls run by the agent loop (R9), a quota error, response.failed and
// error events (R4); plus what the client sends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init } from 'structguard';
import { JUDGMENT_MESSAGES as MESSAGES, JUDGMENT_SCHEMA } from './judgment-schema.js';
import { mockClients } from '../support/mock-clients.js';
import { runWithOneTool } from '../support/agent.js';
import { replay, SEEDS, seedLabel as label, sse } from '../support/replay.js';

const sg = await init();
const recorded = (name) => readFileSync(new URL(`../recorded/openai-responses/${name}`, import.meta.url), 'utf8');
const FAST = { initialDelayMs: 1, maxDelayMs: 2, jitter: 0 };
const TEXT_BODY = 'openai-multiple-output-text-parts.1.json';
const WEATHER = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false };

function responses(fetch, extra = {}) {
  return sg.createClient({ provider: 'openai-responses', model: 'gpt-5-mini', apiKey: 'sk-test-key', fetch, retry: FAST, ...extra });
}

for (const seed of SEEDS) {
  test(`issue 19 R1 R7 recorded ${TEXT_BODY} (${label(seed)}): output_text parts joined, completed, usage`, async () => {
    const fetch = replay([{ body: recorded(TEXT_BODY) }], seed);
    const r = await responses(fetch).generateObject({ messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'Say two things.' }] });
    assert.equal(r.ok, true);
    assert.equal(r.text, 'First. Second.');
    assert.equal(r.finishReason, 'completed');
    assert.deepEqual(r.usage, { inputTokens: 1, outputTokens: 2, totalTokens: 3, cacheReadTokens: 0, cacheWriteTokens: 0, reasoningTokens: 0, reported: true });
    const [sent] = fetch.calls;
    assert.equal(sent.url, 'https://api.openai.com/v1/responses');
    assert.equal(sent.headers.authorization, 'Bearer sk-test-key');
    assert.deepEqual(sent.body, { model: 'gpt-5-mini', instructions: 'Be brief.', input: [{ role: 'user', content: 'Say two things.' }] });
  });

  test(`issue 19 R9 recorded issue-19493-gpt-5.1-tool-call.chunks.txt streamed (${label(seed)}): the agent loop runs get_weather`, async () => {
    const fetch = replay([{ body: sse(recorded('issue-19493-gpt-5.1-tool-call.chunks.txt')), stream: true }, { body: recorded(TEXT_BODY) }], seed);
    const { result: r, seen } = await runWithOneTool(responses(fetch, { stream: true }), [{ role: 'user', content: 'Weather in Beijing?' }], { name: 'get_weather', description: 'Get weather', parameters: WEATHER, output: '21 C' });
    assert.equal(r.ok, true);
    assert.deepEqual(seen, [{ city: 'Beijing' }]);
    assert.equal(r.rounds.length, 2);
    assert.equal(r.rounds[0].result.finishReason, 'completed');
    assert.deepEqual([r.rounds[0].result.usage.inputTokens, r.rounds[0].result.usage.outputTokens, r.rounds[0].result.usage.totalTokens], [45, 25, 70]);
    assert.equal(r.text, 'First. Second.');
    const [ask, answer] = fetch.calls;
    assert.equal(ask.body.stream, true);
    assert.deepEqual(ask.body.tools, [{ type: 'function', name: 'get_weather', description: 'Get weather', parameters: WEATHER, strict: false }]);
    assert.equal(ask.body.tool_choice, 'auto');
    assert.deepEqual(answer.body.input.slice(1), [
      { type: 'function_call', call_id: 'call_2FQdm3Br7Qb35YUBSkDR7kue', name: 'get_weather', arguments: '{"city":"Beijing"}' },
      { type: 'function_call_output', call_id: 'call_2FQdm3Br7Qb35YUBSkDR7kue', output: '21 C' },
    ]);
  });

  test(`issue 19 R4 recorded openai-error.1.json (${label(seed)}): insufficient_quota is QuotaExceeded, not retried`, async () => {
    const fetch = replay([{ body: recorded('openai-error.1.json'), status: 429 }], seed);
    const r = await responses(fetch).generateObject({ messages: [{ role: 'user', content: 'x' }], schema: JUDGMENT_SCHEMA });
    assert.equal(r.ok, false);
    assert.equal(r.error.kind, 'QuotaExceeded');
    assert.equal(r.error.providerCode, 'insufficient_quota');
    assert.equal(r.attempts.length, 1);
  });

  test(`issue 19 R4 recorded openai-response-failed-only.1.chunks.txt (${label(seed)}): response.failed rate_limit_exceeded is retried`, async () => {
    const fetch = replay([{ body: sse(recorded('openai-response-failed-only.1.chunks.txt')), stream: true }, { body: recorded(TEXT_BODY) }], seed);
    const r = await responses(fetch, { stream: true }).generateObject({ messages: [{ role: 'user', content: 'x' }] });
    assert.equal(r.ok, true);
    assert.equal(r.attempts.length, 2);
    assert.equal(r.attempts[0].error.kind, 'StreamError');
    assert.equal(r.attempts[0].error.providerCode, 'rate_limit_exceeded');
    assert.equal(r.attempts[0].error.message,
      'error event in the stream: rate_limit_exceeded: Request too large for gpt-4o-mini in organization on tokens per min (TPM): Limit 30000, Requested 35364.');
    assert.equal(r.text, 'First. Second.');
  });
}

test('issue 19 R1 openai-responses native sends text.format json_schema strict; tool mode a forced strict function; lint as openai', async () => {
  const value = '{"step":1,"reason":"ok"}';
  const native = replay([{ body: JSON.stringify({ status: 'completed', output: [{ type: 'message', content: [{ type: 'output_text', text: value }] }] }) }], null);
  const r = await responses(native).generateObject({ messages: [{ role: 'user', content: 'x' }], schema: JUDGMENT_SCHEMA, schemaName: 'judgment', maxTokens: 100 });
  assert.equal(r.ok, true);
  assert.deepEqual(r.value, { step: 1, reason: 'ok' });
  const sent = native.calls[0].body;
  assert.equal(sent.max_output_tokens, 100);
  assert.deepEqual(Object.keys(sent.text.format), ['type', 'name', 'schema', 'strict']);
  assert.deepEqual([sent.text.format.type, sent.text.format.name, sent.text.format.strict], ['json_schema', 'judgment', true]);
  const tool = replay([{ body: JSON.stringify({ status: 'completed', output: [{ type: 'function_call', call_id: 'c1', name: 'judgment', arguments: value }] }) }], null);
  const t = await responses(tool).generateObject({ messages: [{ role: 'user', content: 'x' }], schema: JUDGMENT_SCHEMA, schemaName: 'judgment', mode: 'tool' });
  assert.equal(t.ok, true);
  assert.deepEqual(t.value, { step: 1, reason: 'ok' });
  assert.deepEqual(tool.calls[0].body.tool_choice, { type: 'function', name: 'judgment' });
  assert.equal(tool.calls[0].body.tools[0].strict, true);
  assert.deepEqual(sg.lintSchema(JUDGMENT_SCHEMA, 'openai-responses'), sg.lintSchema(JUDGMENT_SCHEMA, 'openai'));
});

// --- the mock provider's Responses side: retry, fallback, refusal, timeout, audit, R6 and R9 --

const { client: mocked, sentByLast } = mockClients(sg, { provider: 'openai-responses', basePath: '/v1', model: 'gpt-5-mini', apiKey: 'sk-mock-key', retry: FAST });

for (const stream of [false, true]) {
  for (const mode of ['native', 'tool']) {
    test(`issue 19 R1 mock Responses ${mode}${stream ? ' streamed' : ''}: the value, usage, audit, Bearer key`, async () => {
      const r = await mocked('success', { stream }).generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA, schemaName: 'judgment', mode });
      assert.equal(r.ok, true);
      assert.deepEqual(r.value, { step: 1, reason: 'mock' });
      assert.equal(r.finishReason, 'completed');
      assert.ok(r.usage.inputTokens > 0 && r.usage.outputTokens > 0);
      assert.deepEqual(r.audit, { schemaId: 'judgment', errorClass: null, errorType: null, retryCount: 0, durationMs: r.audit.durationMs });
      const [sent] = sentByLast();
      assert.equal(sent.headers.authorization, 'Bearer sk-mock-key');
      assert.equal(sent.path, '/v1/responses');
      assert.equal(sent.body.instructions, 'You judge rules.');
    });
  }
}

test('issue 19 R4 mock Responses: 429 then 503 are retried; the stream error event too', async () => {
  const r = await mocked('rate-limit,overloaded,success').generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA });
  assert.equal(r.ok, true);
  assert.deepEqual(r.attempts.map((a) => a.status), [429, 503, 200]);
  const s = await mocked('stream-error,success', { stream: true }).generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA });
  assert.equal(s.ok, true);
  assert.deepEqual([s.attempts[0].error.kind, s.attempts[0].error.providerCode], ['StreamError', 'server_error']);
});

test('issue 19 R2 R3 R5 mock Responses: max_output_tokens retried with twice the limit; content_filter ends in the fallback; a refusal is Refused', async () => {
  for (const stream of [false, true]) {
    const r = await mocked('length,success', { stream }).generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA, maxTokens: 300 });
    assert.equal(r.ok, true);
    assert.deepEqual(r.attempts.map((a) => [a.maxTokens, a.finishReason]), [[300, 'max_output_tokens'], [600, 'completed']]);
    assert.deepEqual(sentByLast().map((s) => s.body.max_output_tokens), [300, 600]);
    const f = await mocked('content-filter', { stream }).generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA, maxRetries: 1, fallback: { step: 9, reason: 'fallback' } });
    assert.deepEqual([f.ok, f.fallbackUsed, f.fallbackReason, f.finishReason], [true, true, 'ContentFiltered', 'content_filter']);
    const n = await mocked('refusal', { stream }).generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA, maxRetries: 0 });
    assert.equal(n.error.kind, 'Refused');
  }
});

test('issue 19 R4 mock Responses: a request that is never answered times out', async () => {
  const r = await mocked('hang').generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA, timeoutMs: 50, maxRetries: 0 });
  assert.equal(r.error.kind, 'Timeout');
});

test('issue 19 R6 R9 mock Responses: judgeStatus stage 1, and runAgent through a function call', async () => {
  const j = await mocked('success').judgeStatus({ rules: ['done', 'needs fixes'], content: 'All tests pass.' });
  assert.deepEqual([j.ok, j.ruleIndex, j.method], [true, 0, 'structured_output']);
  const { result: a, seen } = await runWithOneTool(mocked('tool-call', { stream: true }), [{ role: 'user', content: 'Weather?' }], { name: 'search', parameters: { type: 'object', properties: { q: { type: 'string' } } }, output: 'sunny' });
  assert.equal(a.ok, true);
  assert.equal(a.text, 'Mock answer after 1 tool result(s).');
  assert.deepEqual(seen, [{ q: 'mock' }]);
  assert.deepEqual(sentByLast()[1].body.input.at(-1), { type: 'function_call_output', call_id: 'call_mock_1', output: 'sunny' });
});

// --- more recorded bodies (issue 19: streamed text, reasoning items, json_schema, error events) -

const ELEMENTS = {
  type: 'object',
  properties: { elements: { type: 'array', items: { type: 'object', properties: { shared: { $ref: '#/$defs/Shared' } }, required: ['shared'], additionalProperties: false } } },
  required: ['elements'],
  additionalProperties: false,
  $defs: { Shared: { type: 'string' } },
};

for (const seed of SEEDS) {
  test(`issue 19 R1 R7 recorded issue-20047-openai-responses.chunks.txt streamed (${label(seed)}): output_text deltas, completed, usage`, async () => {
    const fetch = replay([{ body: sse(recorded('issue-20047-openai-responses.chunks.txt')), stream: true }], seed);
    const r = await responses(fetch, { stream: true }).generateObject({ messages: [{ role: 'user', content: 'Say OK.' }] });
    assert.equal(r.ok, true);
    assert.equal(r.text, 'OK');
    assert.equal(r.finishReason, 'completed');
    assert.deepEqual(r.usage, { inputTokens: 12, outputTokens: 2, totalTokens: 14, cacheReadTokens: 0, cacheWriteTokens: 0, reasoningTokens: 0, reported: true });
  });

  test(`issue 19 R1 recorded issue-6454-root-definitions-success.json (${label(seed)}): json_schema output is the value`, async () => {
    const fetch = replay([{ body: recorded('issue-6454-root-definitions-success.json') }], seed);
    const r = await responses(fetch).generateObject({ messages: [{ role: 'user', content: 'x' }], schema: ELEMENTS, schemaName: 'response' });
    assert.equal(r.ok, true);
    assert.deepEqual(r.value, { elements: [{ shared: 'works' }] });
    assert.equal(r.finishReason, 'completed');
    assert.deepEqual([r.usage.inputTokens, r.usage.outputTokens, r.usage.totalTokens], [68, 10, 78]);
    assert.deepEqual(fetch.calls[0].body.text.format, { type: 'json_schema', name: 'response', schema: ELEMENTS, strict: true });
  });

  test(`issue 19 R1 R7 recorded openai-reasoning-encrypted-content.1.json (${label(seed)}): the reasoning item stays out of the text`, async () => {
    const fetch = replay([{ body: recorded('openai-reasoning-encrypted-content.1.json') }], seed);
    const r = await responses(fetch).generateObject({ messages: [{ role: 'user', content: 'x' }] });
    assert.equal(r.ok, true);
    assert.equal(r.text, '12 + 7 = 19\n19 × 3 = 57\n57 × 10 = 570\n\nFinal result: 570');
    assert.equal(r.finishReason, 'completed');
    assert.deepEqual(r.usage, { inputTokens: 865, outputTokens: 163, totalTokens: 1028, cacheReadTokens: 0, cacheWriteTokens: 0, reasoningTokens: 128, reported: true });
  });

  test(`issue 19 R4 recorded openai-error.1.chunks.txt streamed (${label(seed)}): an error event insufficient_quota is not retried`, async () => {
    const fetch = replay([{ body: sse(recorded('openai-error.1.chunks.txt')), stream: true }, { body: recorded(TEXT_BODY) }], seed);
    const r = await responses(fetch, { stream: true }).generateObject({ messages: [{ role: 'user', content: 'x' }] });
    assert.equal(r.ok, false);
    assert.equal(r.attempts.length, 1);
    assert.equal(r.error.kind, 'StreamError');
    assert.equal(r.error.providerCode, 'insufficient_quota');
    assert.equal(r.error.retryable, false);
    assert.equal(r.error.message, 'error event in the stream: insufficient_quota: You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.');
  });

  test(`issue 19 R4 recorded openai-error-null-code.chunks.txt streamed (${label(seed)}): a server_error event with code null is retried`, async () => {
    const fetch = replay([{ body: sse(recorded('openai-error-null-code.chunks.txt')), stream: true }, { body: recorded(TEXT_BODY) }], seed);
    const r = await responses(fetch, { stream: true }).generateObject({ messages: [{ role: 'user', content: 'x' }] });
    assert.equal(r.ok, true);
    assert.equal(r.attempts.length, 2);
    assert.equal(r.attempts[0].error.kind, 'StreamError');
    assert.equal(r.attempts[0].error.providerCode, 'server_error');
    assert.equal(r.attempts[0].error.message, 'error event in the stream: server_error: An error occurred while processing the request.');
    assert.equal(r.text, 'First. Second.');
  });

  test(`issue 19 R9 recorded pydantic-phase-live.1/.2.json (${label(seed)}): reasoning, a commentary message and a call; the agent's answer`, async () => {
    const CAPITAL = { type: 'object', properties: { country: { type: 'string' } }, required: ['country'], additionalProperties: false };
    const fetch = replay([{ body: recorded('pydantic-phase-live.1.json') }, { body: recorded('pydantic-phase-live.2.json') }], seed);
    const narrate = 'Briefly narrate what you are about to do before calling each tool.';
    const { result: r, seen } = await runWithOneTool(responses(fetch), [{ role: 'system', content: narrate }, { role: 'user', content: 'What is the capital of PotatoLand?' }],
      { name: 'get_capital', parameters: CAPITAL, output: 'Potato City' });
    assert.equal(r.ok, true);
    assert.deepEqual(seen, [{ country: 'PotatoLand' }]);
    assert.equal(r.rounds.length, 2);
    assert.equal(r.rounds[0].result.text, 'I\'ll check the capital lookup tool for "PotatoLand."');
    assert.equal(r.rounds[0].result.finishReason, 'completed');
    const first = r.rounds[0].result.usage;
    assert.deepEqual([first.inputTokens, first.outputTokens, first.reasoningTokens, first.totalTokens], [63, 72, 29, 135]);
    assert.equal(r.text, 'The capital of PotatoLand is **Potato City**.');
    const [ask, answer] = fetch.calls;
    assert.equal(ask.body.instructions, narrate);
    assert.deepEqual(answer.body.input.slice(1), [
      { role: 'assistant', content: 'I\'ll check the capital lookup tool for "PotatoLand."' },
      { type: 'function_call', call_id: 'call_ALAJMWK9buNN7RXxxXbECcHa', name: 'get_capital', arguments: '{"country":"PotatoLand"}' },
      { type: 'function_call_output', call_id: 'call_ALAJMWK9buNN7RXxxXbECcHa', output: 'Potato City' },
    ]);
  });

  test(`issue 19 R1 R7 recorded github-copilot-id-rotation.1.chunks.txt streamed (${label(seed)}): reasoning summary deltas stay out of the text`, async () => {
    const fetch = replay([{ body: sse(recorded('github-copilot-id-rotation.1.chunks.txt')), stream: true }], seed);
    const r = await responses(fetch, { stream: true, model: 'gpt-5.3-codex' }).generateObject({ messages: [{ role: 'user', content: 'How many r in strawberry?' }] });
    assert.equal(r.ok, true);
    assert.equal(r.text, 'There are **3** letter **“r”**s in **“strawberry.”**\n\nBreakdown: **s t r a w b e r r y**  \nYou can see **r** at positions **3, 8, and 9**.');
    assert.equal(r.finishReason, 'completed');
    assert.deepEqual(r.usage, { inputTokens: 19, outputTokens: 105, totalTokens: 124, cacheReadTokens: 0, cacheWriteTokens: 0, reasoningTokens: 44, reported: true });
  });
}
