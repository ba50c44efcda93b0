// Issue 19, Gemini through createClient on recorded bodies: every body in
// tests/recorded/gemini (see SOURCES.md there) is replayed through an injected fetch, whole and
// streamed in random 1-24-byte chunks (a seeded generator, so a failure replays), for plain
// text and thought parts, responseJsonSchema and forced-call output (R1, R7), the agent loop's
// function calls (R9), SAFETY and blocked prompts (R2), MAX_TOKENS (R3) and a 429 (R4); plus
// what the client sends: the URL, x-goog-api-key, and the schema field per provider name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init } from 'structguard';
import { JUDGMENT_MESSAGES as MESSAGES, JUDGMENT_SCHEMA } from './judgment-schema.js';
import { mockClients } from '../support/mock-clients.js';
import { runWithOneTool } from '../support/agent.js';
import { replay, SEEDS, seedLabel as label, sse } from '../support/replay.js';

const sg = await init();
const recorded = (name) => readFileSync(new URL(`../recorded/gemini/${name}`, import.meta.url), 'utf8');
const TEXT = "There are **3** r's in strawberry.\n\nHere is the breakdown: st**r**awbe**rr**y.";
const STREAMED_TEXT = 'There are **3** "r"s in strawberry.\n\nst**r**awbe**rr**y';
const FAST = { initialDelayMs: 1, maxDelayMs: 2, jitter: 0 };

function gemini(fetch, extra = {}) {
  return sg.createClient({ provider: 'gemini', model: 'gemini-3-pro-preview', apiKey: 'gk-test-key', fetch, retry: FAST, ...extra });
}

for (const seed of SEEDS) {
  test(`issue 19 R1 R7 recorded google-text.json (${label(seed)}): the text, STOP, usage with thoughts`, async () => {
    const fetch = replay([{ body: recorded('google-text.json') }], seed);
    const r = await gemini(fetch).generateObject({ messages: [{ role: 'user', content: 'How many r in strawberry?' }] });
    assert.equal(r.ok, true);
    assert.equal(r.text, TEXT);
    assert.equal(r.finishReason, 'STOP');
    assert.deepEqual(r.usage, { inputTokens: 9, outputTokens: 272, totalTokens: 281, cacheReadTokens: 0, cacheWriteTokens: 0, reasoningTokens: 244, reported: true });
    const [sent] = fetch.calls;
    assert.equal(sent.url, 'https://generativelanguage.googleapis.com/v1beta/models/gemini-3-pro-preview:generateContent');
    assert.equal(sent.headers['x-goog-api-key'], 'gk-test-key');
    assert.equal(sent.headers.authorization, undefined);
    assert.deepEqual(sent.body, { contents: [{ role: 'user', parts: [{ text: 'How many r in strawberry?' }] }] });
  });

  test(`issue 19 R1 recorded google-text.chunks.txt streamed (${label(seed)}): text joined, the last usage`, async () => {
    const fetch = replay([{ body: sse(recorded('google-text.chunks.txt')), stream: true }], seed);
    const r = await gemini(fetch, { stream: true }).generateObject({ messages: [{ role: 'user', content: 'Count.' }] });
    assert.equal(r.ok, true);
    assert.equal(r.text, STREAMED_TEXT);
    assert.equal(r.finishReason, 'STOP');
    assert.deepEqual([r.usage.inputTokens, r.usage.outputTokens, r.usage.reasoningTokens, r.usage.totalTokens], [9, 208, 185, 217]);
    assert.equal(fetch.calls[0].url, 'https://generativelanguage.googleapis.com/v1beta/models/gemini-3-pro-preview:streamGenerateContent?alt=sse');
  });

  // google-tool-call-gemini3 (a whole call, Gemini 3) guards that a complete call is still one.
  for (const [name, stream] of ['google-tool-call', 'google-tool-call-gemini3'].flatMap((n) => [[n, false], [n, true]])) {
    test(`issue 19 R9 recorded ${name}${stream ? '.chunks.txt streamed' : '.json'} (${label(seed)}): the agent loop runs weather, sends the call back with its signature`, async () => {
      const first = stream ? { body: sse(recorded(`${name}.chunks.txt`)), stream } : { body: recorded(`${name}.json`) };
      const fetch = replay([first, { body: recorded('google-text.json') }], seed);
      const { result: r, seen } = await runWithOneTool(gemini(fetch, { stream }), [{ role: 'user', content: 'Weather in San Francisco?' }], { name: 'weather', parameters: { type: 'object', properties: { location: { type: 'string' } } }, output: '18 C, fog' });
      assert.equal(r.ok, true);
      assert.deepEqual(seen, [{ location: 'San Francisco' }]);
      assert.equal(r.rounds.length, 2);
      assert.equal(r.rounds[0].result.finishReason, 'STOP');
      assert.equal(r.text, TEXT);
      const signature = JSON.parse(stream ? first.body.split('\r\n\r\n')[0].slice(6) : first.body).candidates[0].content.parts[0].thoughtSignature;
      const [ask, answer] = fetch.calls;
      assert.deepEqual(ask.body.tools, [{ functionDeclarations: [{ name: 'weather', parametersJsonSchema: { type: 'object', properties: { location: { type: 'string' } } } }] }]);
      assert.deepEqual(ask.body.toolConfig, { functionCallingConfig: { mode: 'AUTO' } });
      assert.deepEqual(answer.body.contents.slice(1), [
        { role: 'model', parts: [{ functionCall: { id: 'call_0_0', name: 'weather', args: { location: 'San Francisco' } }, thoughtSignature: signature }] },
        { role: 'user', parts: [{ functionResponse: { id: 'call_0_0', name: 'weather', response: { output: '18 C, fog' } } }] },
      ]);
    });
  }

  test(`issue 19 R2 recorded issue-19758-prompt-block.json (${label(seed)}): a blocked prompt is ContentFiltered`, async () => {
    const fetch = replay([{ body: recorded('issue-19758-prompt-block.json') }], seed);
    const r = await gemini(fetch).generateObject({ messages: [{ role: 'user', content: 'x' }], schema: JUDGMENT_SCHEMA, maxRetries: 0 });
    assert.equal(r.ok, false);
    assert.equal(r.error.kind, 'ContentFiltered');
    assert.equal(r.error.providerCode, 'PROHIBITED_CONTENT');
    assert.equal(r.finishReason, 'PROHIBITED_CONTENT');
    assert.deepEqual([r.usage.inputTokens, r.usage.totalTokens], [9, 9]);
  });

  test(`issue 19 R4 recorded google-429-retry-info.json (${label(seed)}): RateLimited, retried, then the answer`, async () => {
    const fetch = replay([{ body: recorded('google-429-retry-info.json'), status: 429 }, { body: recorded('google-text.json') }], seed);
    // Its RetryInfo asks for 34.4 s: over this maxRetryAfterMs, so the backoff (1 ms) is waited.
    const r = await gemini(fetch, { retry: { ...FAST, maxRetryAfterMs: 30000 } }).generateObject({ messages: [{ role: 'user', content: 'x' }] });
    assert.equal(r.ok, true);
    assert.equal(r.attempts.length, 2);
    assert.equal(r.attempts[0].error.kind, 'RateLimited');
    assert.equal(r.attempts[0].error.providerCode, 'RESOURCE_EXHAUSTED');
    assert.equal(r.attempts[0].error.message, 'HTTP 429 RESOURCE_EXHAUSTED: You exceeded your current quota, please check your plan.');
    assert.equal(r.attempts[0].delayMs, 1);
  });
}

// Issue 26: Google ends a stream that fails after it began with a bare JSON error body, not a
// `data:` event; read as the failure it is, not dropped with the text before it kept.
const BARE_ERROR = '{\n  "error": {\n    "code": 500,\n    "message": "An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting",\n    "status": "INTERNAL"\n  }\n}\n';
for (const seed of SEEDS) {
  test(`issue 26 R4 a bare {"error": …} body after recorded events (${label(seed)}): StreamError INTERNAL, retried, then the answer`, async () => {
    const events = sse(recorded('google-text.chunks.txt'));
    const fetch = replay([{ body: events + BARE_ERROR, stream: true }, { body: events, stream: true }], seed);
    const r = await gemini(fetch, { stream: true }).generateObject({ messages: [{ role: 'user', content: 'Count.' }] });
    assert.equal(r.ok, true);
    assert.equal(r.text, STREAMED_TEXT);
    assert.equal(r.attempts.length, 2);
    assert.equal(r.attempts[0].error.kind, 'StreamError');
    assert.equal(r.attempts[0].error.providerCode, 'INTERNAL');
    assert.equal(r.attempts[0].error.message, 'error event in the stream: INTERNAL: An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting');
  });
}

test('issue 26 R2 finishReason MODEL_ARMOR is ContentFiltered, as a prompt Model Armor blocked already is', async () => {
  const body = JSON.stringify({ candidates: [{ content: { parts: [{ text: '' }], role: 'model' }, finishReason: 'MODEL_ARMOR', index: 0 }] });
  const r = await gemini(replay([{ body }], null)).generateObject({ messages: [{ role: 'user', content: 'x' }], schema: JUDGMENT_SCHEMA, maxRetries: 0 });
  assert.equal(r.ok, false);
  assert.equal(r.error.kind, 'ContentFiltered');
  assert.equal(r.error.providerCode, 'MODEL_ARMOR');
  assert.equal(r.finishReason, 'MODEL_ARMOR');
});

test('issue 19 R1 structured output: gemini sends responseJsonSchema, gemini-legacy responseSchema; Vertex base URL', async () => {
  const answer = JSON.stringify({ candidates: [{ content: { parts: [{ text: '{"step":1,"reason":"ok"}' }], role: 'model' }, finishReason: 'STOP' }] });
  for (const provider of ['gemini', 'gemini-legacy']) {
    const fetch = replay([{ body: answer }], null);
    const baseUrl = 'https://europe-west4-aiplatform.googleapis.com/v1/projects/p/locations/europe-west4/publishers/google';
    const r = await gemini(fetch, { provider, baseUrl, model: 'gemini-2.5-flash' }).generateObject({ messages: [{ role: 'user', content: 'x' }], schema: JUDGMENT_SCHEMA, maxTokens: 100 });
    assert.equal(r.ok, true);
    assert.deepEqual(r.value, { step: 1, reason: 'ok' });
    const config = fetch.calls[0].body.generationConfig;
    assert.equal(fetch.calls[0].url, `${baseUrl}/models/gemini-2.5-flash:generateContent`);
    assert.deepEqual(Object.keys(config), ['maxOutputTokens', 'responseMimeType', provider === 'gemini' ? 'responseJsonSchema' : 'responseSchema']);
    assert.equal(config.responseMimeType, 'application/json');
  }
});

// --- the mock provider's Gemini side: retry, fallback, timeout, audit, R6 and R9 ------------

const { client: mocked, sentByLast } = mockClients(sg, { provider: 'gemini', basePath: '/v1beta', model: 'gemini-2.5-flash', apiKey: 'gk-mock-key', retry: FAST });

for (const stream of [false, true]) {
  for (const mode of ['native', 'tool']) {
    test(`issue 19 R1 mock Gemini ${mode}${stream ? ' streamed' : ''}: the value, usage, audit, x-goog-api-key`, async () => {
      const r = await mocked('success', { stream }).generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA, schemaName: 'judgment', mode });
      assert.equal(r.ok, true);
      assert.deepEqual(r.value, { step: 1, reason: 'mock' });
      assert.equal(r.finishReason, 'STOP');
      assert.ok(r.usage.inputTokens > 0 && r.usage.outputTokens > 0);
      assert.deepEqual(r.audit, { schemaId: 'judgment', errorClass: null, errorType: null, retryCount: 0, durationMs: r.audit.durationMs });
      const [sent] = sentByLast();
      assert.equal(sent.headers['x-goog-api-key'], 'gk-mock-key');
      assert.equal(sent.path, `/v1beta/models/gemini-2.5-flash:${stream ? 'streamGenerateContent' : 'generateContent'}`);
      assert.equal(sent.body.systemInstruction.parts[0].text, 'You judge rules.');
    });
  }
}

test('issue 19 R4 mock Gemini: 429 then 503 are retried; the stream error event too', async () => {
  const r = await mocked('rate-limit,overloaded,success').generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA });
  assert.equal(r.ok, true);
  assert.deepEqual(r.attempts.map((a) => a.error?.providerCode ?? null), ['RESOURCE_EXHAUSTED', 'UNAVAILABLE', null]);
  assert.deepEqual(r.attempts.map((a) => a.status), [429, 503, 200]);
  const s = await mocked('stream-error,success', { stream: true }).generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA });
  assert.equal(s.ok, true);
  assert.equal(s.attempts[0].error.kind, 'StreamError');
});

test('issue 19 R2 R3 R5 mock Gemini: MAX_TOKENS retried with twice the limit; SAFETY ends in the fallback', async () => {
  const r = await mocked('length,success').generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA, maxTokens: 300 });
  assert.equal(r.ok, true);
  assert.deepEqual(r.attempts.map((a) => [a.maxTokens, a.finishReason]), [[300, 'MAX_TOKENS'], [600, 'STOP']]);
  assert.deepEqual(sentByLast().map((s) => s.body.generationConfig.maxOutputTokens), [300, 600]);
  const f = await mocked('content-filter').generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA, maxRetries: 1, fallback: { step: 9, reason: 'fallback' } });
  assert.deepEqual([f.ok, f.fallbackUsed, f.fallbackReason, f.error.providerCode], [true, true, 'ContentFiltered', 'SAFETY']);
  assert.deepEqual(f.value, { step: 9, reason: 'fallback' });
});

test('issue 19 R4 mock Gemini: a request that is never answered times out', async () => {
  const r = await mocked('hang').generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA, timeoutMs: 50, maxRetries: 0 });
  assert.equal(r.error.kind, 'Timeout');
});

test('issue 19 R6 R9 mock Gemini: judgeStatus stage 1, and runAgent through a function call', async () => {
  const j = await mocked('success').judgeStatus({ rules: ['done', 'needs fixes'], content: 'All tests pass.' });
  assert.deepEqual([j.ok, j.ruleIndex, j.method], [true, 0, 'structured_output']);
  const { result: a, seen } = await runWithOneTool(mocked('tool-call'), [{ role: 'user', content: 'Weather?' }], { name: 'search', parameters: { type: 'object', properties: { q: { type: 'string' } } }, output: 'sunny' });
  assert.equal(a.ok, true);
  assert.equal(a.text, 'Mock answer after 1 tool result(s).');
  assert.deepEqual(seen, [{ q: 'mock' }]);
  assert.deepEqual(sentByLast()[1].body.contents.at(-1), { role: 'user', parts: [{ functionResponse: { id: 'call_0_0', name: 'search', response: { output: 'sunny' } } }] });
});

// --- more recorded bodies (issue 19: stops, thoughts, usage, forced calls; SOURCES.md) --------

const MEETING = { type: 'object', properties: { title: { type: 'string' }, startTime: { type: 'string' } }, required: ['title', 'startTime'], additionalProperties: false };

for (const seed of SEEDS) {
  test(`issue 19 R1 R7 recorded gemma-4-output-usage.chunks.txt streamed (${label(seed)}): thought parts stay out of the text`, async () => {
    const fetch = replay([{ body: sse(recorded('gemma-4-output-usage.chunks.txt')), stream: true }], seed);
    const r = await gemini(fetch, { stream: true }).generateObject({ messages: [{ role: 'user', content: 'Reply with exactly: hello' }] });
    assert.equal(r.ok, true);
    assert.equal(r.text, 'hello');
    assert.equal(r.finishReason, 'STOP');
    assert.deepEqual(r.usage, { inputTokens: 6, outputTokens: 77, totalTokens: 83, cacheReadTokens: 0, cacheWriteTokens: 0, reasoningTokens: 76, reported: true });
  });

  test(`issue 19 R7 recorded issue-19822-complete-usage.json (${label(seed)}): cached and thoughts tokens`, async () => {
    const fetch = replay([{ body: recorded('issue-19822-complete-usage.json') }], seed);
    const r = await gemini(fetch).generateObject({ messages: [{ role: 'user', content: 'x' }] });
    assert.equal(r.ok, true);
    assert.equal(r.text, '42');
    assert.equal(r.finishReason, 'STOP');
    assert.deepEqual(r.usage, { inputTokens: 19, outputTokens: 60, totalTokens: 142, cacheReadTokens: 3, cacheWriteTokens: 0, reasoningTokens: 56, reported: true });
  });

  test(`issue 19 R1 recorded google-strict-forced-tool-choice-any.json (${label(seed)}): tool mode reads the forced call's args`, async () => {
    const fetch = replay([{ body: recorded('google-strict-forced-tool-choice-any.json') }], seed);
    const r = await gemini(fetch).generateObject({ messages: [{ role: 'user', content: 'x' }], schema: MEETING, schemaName: 'createMeeting', mode: 'tool' });
    assert.equal(r.ok, true);
    assert.deepEqual(r.value, { title: 'Project Update Meeting', startTime: '2025-06-13T10:00:00Z' });
    assert.equal(r.finishReason, 'STOP');
    assert.deepEqual([r.usage.inputTokens, r.usage.outputTokens, r.usage.reasoningTokens, r.usage.totalTokens], [102, 865, 823, 967]);
    assert.deepEqual(fetch.calls[0].body.toolConfig, { functionCallingConfig: { mode: 'ANY', allowedFunctionNames: ['createMeeting'] } });
  });

  test(`issue 19 R2 recorded issue-19758-prompt-block.chunks.txt streamed (${label(seed)}): a blocked prompt is ContentFiltered`, async () => {
    const fetch = replay([{ body: sse(recorded('issue-19758-prompt-block.chunks.txt')), stream: true }], seed);
    const r = await gemini(fetch, { stream: true }).generateObject({ messages: [{ role: 'user', content: 'x' }], schema: JUDGMENT_SCHEMA, maxRetries: 0 });
    assert.equal(r.ok, false);
    assert.equal(r.error.kind, 'ContentFiltered');
    assert.equal(r.error.providerCode, 'PROHIBITED_CONTENT');
    assert.deepEqual([r.usage.inputTokens, r.usage.totalTokens], [9, 9]);
  });

  test(`issue 19 R2 recorded pydantic-safety-settings.json (${label(seed)}): SAFETY with empty content is ContentFiltered`, async () => {
    const fetch = replay([{ body: recorded('pydantic-safety-settings.json') }], seed);
    const r = await gemini(fetch).generateObject({ messages: [{ role: 'user', content: 'x' }], schema: JUDGMENT_SCHEMA, maxRetries: 0 });
    assert.equal(r.ok, false);
    assert.equal(r.error.kind, 'ContentFiltered');
    assert.equal(r.error.providerCode, 'SAFETY');
    assert.equal(r.finishReason, 'SAFETY');
    assert.deepEqual([r.usage.inputTokens, r.usage.outputTokens, r.usage.totalTokens], [14, 0, 14]);
  });

  test(`issue 19 R3 recorded pydantic-max-tokens.json (${label(seed)}): MAX_TOKENS is Truncated and retried with twice the limit`, async () => {
    const fetch = replay([{ body: recorded('pydantic-max-tokens.json') }, { body: recorded('issue-19822-complete-usage.json') }], seed);
    const r = await gemini(fetch).generateObject({ messages: [{ role: 'user', content: 'x' }], maxTokens: 5 });
    assert.equal(r.ok, true);
    assert.equal(r.text, '42');
    assert.deepEqual(r.attempts.map((a) => [a.maxTokens, a.finishReason, a.error?.kind ?? null]), [[5, 'MAX_TOKENS', 'Truncated'], [10, 'STOP', null]]);
    assert.deepEqual(fetch.calls.map((c) => c.body.generationConfig.maxOutputTokens), [5, 10]);
    assert.deepEqual([r.attempts[0].usage.inputTokens, r.attempts[0].usage.outputTokens, r.attempts[0].usage.totalTokens], [15, 5, 20]);
  });

  test(`issue 19 R3 recorded pydantic-max-tokens-thinking-empty.json (${label(seed)}): thinking spent the limit, no parts`, async () => {
    const fetch = replay([{ body: recorded('pydantic-max-tokens-thinking-empty.json') }], seed);
    const r = await gemini(fetch).generateObject({ messages: [{ role: 'user', content: 'x' }], maxTokens: 5, maxRetries: 0 });
    assert.equal(r.ok, false);
    assert.equal(r.error.kind, 'Truncated');
    assert.equal(r.finishReason, 'MAX_TOKENS');
    assert.deepEqual([r.usage.inputTokens, r.usage.outputTokens, r.usage.reasoningTokens, r.usage.totalTokens], [15, 2, 2, 17]);
  });

  test(`issue 19 R1 recorded pydantic-no-finish-reason.json (${label(seed)}): a whole body without finishReason is a normal stop`, async () => {
    const fetch = replay([{ body: recorded('pydantic-no-finish-reason.json') }], seed);
    const r = await gemini(fetch).generateObject({ messages: [{ role: 'user', content: 'Hello!' }], maxRetries: 0 });
    assert.equal(r.ok, true);
    assert.equal(r.text, 'Hello there! How can I help you today?\n');
    assert.equal(r.finishReason, null);
    assert.deepEqual([r.usage.inputTokens, r.usage.outputTokens, r.usage.totalTokens], [7, 11, 18]);
  });

  test(`issue 19 R9 recorded issue-10781.1/.2.chunks.txt streamed (${label(seed)}): text, then a call with an id in a later event, sent back with its id; the agent's answer`, async () => {
    const first = sse(recorded('issue-10781.1.chunks.txt'));
    const fetch = replay([{ body: first, stream: true }, { body: sse(recorded('issue-10781.2.chunks.txt')), stream: true }], seed);
    const { result: r, seen } = await runWithOneTool(gemini(fetch, { stream: true }), [{ role: 'user', content: 'Weather in San Francisco?' }], { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } }, output: 'sunny, 72F' });
    assert.equal(r.ok, true);
    assert.deepEqual(seen, [{ city: 'San Francisco' }]);
    assert.equal(r.rounds.length, 2);
    assert.equal(r.rounds[0].result.text, 'Let me check.');
    assert.equal(r.rounds[0].result.finishReason, 'STOP');
    assert.equal(r.text, 'The weather in San Francisco is currently sunny with a temperature of 72°F.');
    const last = r.rounds[1].result.usage;
    assert.deepEqual([last.inputTokens, last.outputTokens, last.reasoningTokens, last.totalTokens], [338, 112, 94, 450]);
    const signature = JSON.parse(first.split('\r\n\r\n')[1].slice(6)).candidates[0].content.parts[0].thoughtSignature;
    assert.deepEqual(fetch.calls[1].body.contents.slice(1), [
      { role: 'model', parts: [{ text: 'Let me check.' }, { functionCall: { id: 'g1bmv6il', name: 'get_weather', args: { city: 'San Francisco' } }, thoughtSignature: signature }] },
      { role: 'user', parts: [{ functionResponse: { id: 'g1bmv6il', name: 'get_weather', response: { output: 'sunny, 72F' } } }] },
    ]);
  });

  test(`issue 19 R9 recorded google-recursive-tool-call.json (${label(seed)}): nested args reach the tool and go back as they came`, async () => {
    const fetch = replay([{ body: recorded('google-recursive-tool-call.json') }, { body: recorded('google-text.json') }], seed);
    const condition = { or: [{ term: 'x' }, { term: 'y' }] };
    const { result: r, seen } = await runWithOneTool(gemini(fetch), [{ role: 'user', content: 'Search x or y.' }], { name: 'search', parameters: { type: 'object', properties: { condition: { type: 'object' } } }, output: 'none' });
    assert.equal(r.ok, true);
    assert.deepEqual(seen, [{ condition }]);
    const first = r.rounds[0].result.usage;
    assert.deepEqual([first.inputTokens, first.outputTokens, first.reasoningTokens, first.totalTokens], [694, 242, 216, 936]);
    assert.deepEqual(fetch.calls[1].body.contents[1], { role: 'model', parts: [{ functionCall: { id: 'call_15475', name: 'search', args: { condition } }, thoughtSignature: '<redacted>' }] });
    assert.equal(r.text, TEXT);
  });

  test(`issue 19 R1 recorded pydantic-native-output.json (${label(seed)}): responseJsonSchema output is the value`, async () => {
    const CITY = { type: 'object', properties: { city: { type: 'string' }, country: { type: 'string' } }, required: ['city', 'country'], additionalProperties: false };
    const fetch = replay([{ body: recorded('pydantic-native-output.json') }], seed);
    const r = await gemini(fetch, { model: 'gemini-2.0-flash' }).generateObject({ messages: [{ role: 'user', content: 'What is the largest city in Mexico?' }], schema: CITY });
    assert.equal(r.ok, true);
    assert.deepEqual(r.value, { city: 'Mexico City', country: 'Mexico' });
    assert.equal(r.finishReason, 'STOP');
    assert.deepEqual([r.usage.inputTokens, r.usage.outputTokens, r.usage.totalTokens], [8, 20, 28]);
    assert.equal(fetch.calls[0].body.generationConfig.responseMimeType, 'application/json');
  });

  test(`issue 19 R2 recorded issue-518-recitation.json (${label(seed)}): RECITATION without content is ContentFiltered`, async () => {
    const fetch = replay([{ body: recorded('issue-518-recitation.json') }], seed);
    const r = await gemini(fetch, { model: 'gemini-1.5-flash-latest' }).generateObject({ messages: [{ role: 'user', content: 'Explain how AI works' }], maxRetries: 0 });
    assert.equal(r.ok, false);
    assert.equal(r.error.kind, 'ContentFiltered');
    assert.equal(r.error.providerCode, 'RECITATION');
    assert.equal(r.finishReason, 'RECITATION');
    assert.deepEqual([r.usage.inputTokens, r.usage.outputTokens, r.usage.totalTokens], [4, 0, 4]);
  });

  test(`issue 19 R2 recorded issue-235-other.json (${label(seed)}): OTHER is an UnexpectedStop, retried`, async () => {
    const fetch = replay([{ body: recorded('issue-235-other.json') }, { body: recorded('issue-19822-complete-usage.json') }], seed);
    const r = await gemini(fetch).generateObject({ messages: [{ role: 'user', content: 'x' }] });
    assert.equal(r.ok, true);
    assert.equal(r.text, '42');
    assert.deepEqual(r.attempts.map((a) => [a.finishReason, a.error?.kind ?? null, a.error?.providerCode ?? null]), [['OTHER', 'UnexpectedStop', 'OTHER'], ['STOP', null, null]]);
    assert.deepEqual([r.attempts[0].usage.inputTokens, r.attempts[0].usage.totalTokens], [171, 171]);
  });
}

test('issue 19 R9 recorded issue-10781: runAgent\'s messages keep the call\'s thoughtSignature, and a later call sends it back', async () => {
  const first = sse(recorded('issue-10781.1.chunks.txt'));
  const signature = JSON.parse(first.split('\r\n\r\n')[1].slice(6)).candidates[0].content.parts[0].thoughtSignature;
  const agentFetch = replay([{ body: first, stream: true }, { body: sse(recorded('issue-10781.2.chunks.txt')), stream: true }], 1);
  const { result: r } = await runWithOneTool(gemini(agentFetch, { stream: true }), [{ role: 'user', content: 'Weather in San Francisco?' }],
    { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } }, output: 'sunny, 72F' });
  assert.equal(r.ok, true);
  assert.deepEqual(r.rounds[0].toolCalls, [{ id: 'g1bmv6il', name: 'get_weather', arguments: '{"city":"San Francisco"}', thoughtSignature: signature }]);
  assert.deepEqual(r.messages[1].toolCalls, r.rounds[0].toolCalls);

  const nextFetch = replay([{ body: recorded('google-text.json') }], 1);
  const next = await gemini(nextFetch).generateObject({ messages: [...r.messages, { role: 'user', content: 'And tomorrow?' }] });
  assert.equal(next.ok, true);
  assert.deepEqual(nextFetch.calls[0].body.contents[1].parts.at(-1),
    { functionCall: { id: 'g1bmv6il', name: 'get_weather', args: { city: 'San Francisco' } }, thoughtSignature: signature });
  await assert.rejects(gemini(nextFetch).generateObject({ messages: [{ role: 'assistant', content: null, toolCalls: [{ id: 'a', name: 'f', arguments: '{}', thoughtSignature: 7 }] }] }),
    /request\.messages\[0\]\.toolCalls\[0\]\.thoughtSignature must be a non-empty string, got number 7/);
});

// --- function-call arguments streamed in pieces (Vertex streamFunctionCallArguments) --------
// Our requests never ask for them, but a body that carries partialArgs must give the calls it
// holds: one call per named part, its arguments built from the jsonPath pieces.

const RECIPE = {
  ingredients: [
    ['16 oz', 'Lasagna noodles'], ['1 lb', 'Ground beef'], ['15 oz', 'Ricotta cheese'], ['3 cups', 'Mozzarella cheese'], ['1/2 cup', 'Parmesan cheese'],
    ['24 oz', 'Tomato sauce'], ['1', 'Egg'], ['2 cloves', 'Garlic'], ['1 tsp', 'Salt'], ['1/2 tsp', 'Pepper'],
  ].map(([amount, name]) => ({ amount, name })),
  name: 'Lasagna',
  steps: [
    'Preheat oven to 375°F (190°C).',
    'Cook lasagna noodles according to package directions, drain and set aside.',
    'Brown ground beef with minced garlic in a skillet. Drain fat and stir in tomato sauce. Simmer for 10 minutes.',
    'In a bowl, mix ricotta cheese, egg, salt, pepper, and Parmesan cheese.',
    'In a 9x13 baking dish, spread a thin layer of meat sauce.',
    'Layer noodles, ricotta mixture, mozzarella, and meat sauce. Repeat.',
    'Top with remaining mozzarella cheese.',
    'Cover with foil and bake for 25 minutes.',
    'Remove foil and bake for another 25 minutes until golden.',
    'Let stand for 15 minutes before serving.',
  ],
};
const usageOf = (u) => [u.inputTokens, u.outputTokens, u.reasoningTokens, u.totalTokens];
const signatureIn = (body, event, part = 0) => JSON.parse(body.split('\r\n\r\n')[event].slice(6)).candidates[0].content.parts[part].thoughtSignature;

for (const seed of SEEDS) {
  test(`issue 19 R9 recorded google-stream-tool-call-arguments.chunks.txt streamed (${label(seed)}): two getWeather calls from partialArgs, not six`, async () => {
    const first = sse(recorded('google-stream-tool-call-arguments.chunks.txt'));
    const fetch = replay([{ body: first, stream: true }, { body: sse(recorded('google-text.chunks.txt')), stream: true }], seed);
    const { result: r, seen } = await runWithOneTool(gemini(fetch, { stream: true, model: 'gemini-3.1-pro-preview' }), [{ role: 'user', content: 'Weather in Boston and San Francisco?' }], { name: 'getWeather', parameters: { type: 'object', properties: { location: { type: 'string' } } }, output: 'mild' });
    assert.equal(r.ok, true);
    assert.deepEqual(seen, [{ location: 'Boston' }, { location: 'San Francisco' }]);
    assert.deepEqual(r.rounds[0].toolCalls, [
      { id: 'call_0_0', name: 'getWeather', arguments: '{"location":"Boston"}', thoughtSignature: signatureIn(first, 0) },
      { id: 'call_0_1', name: 'getWeather', arguments: '{"location":"San Francisco"}' },
    ]);
    assert.equal(r.rounds[0].result.text, '');
    assert.equal(r.rounds[0].result.finishReason, 'STOP');
    assert.deepEqual(usageOf(r.rounds[0].result.usage), [26, 155, 132, 181]);
    assert.equal(r.text, STREAMED_TEXT);
    assert.deepEqual(fetch.calls[1].body.contents[1], { role: 'model', parts: [
      { functionCall: { id: 'call_0_0', name: 'getWeather', args: { location: 'Boston' } }, thoughtSignature: signatureIn(first, 0) },
      { functionCall: { id: 'call_0_1', name: 'getWeather', args: { location: 'San Francisco' } } },
    ] });
  });

  test(`issue 19 R1 recorded google-vertex-stream-tool-call-arguments-nested.1.chunks.txt streamed (${label(seed)}): tool mode's value from nested objects and arrays`, async () => {
    const fetch = replay([{ body: sse(recorded('google-vertex-stream-tool-call-arguments-nested.1.chunks.txt')), stream: true }], seed);
    const schema = { type: 'object', properties: { recipe: { type: 'object' } }, required: ['recipe'] };
    const r = await gemini(fetch, { stream: true, model: 'gemini-3.1-pro-preview' }).generateObject({ messages: [{ role: 'user', content: 'A lasagna recipe.' }], schema, schemaName: 'cookRecipe', mode: 'tool' });
    assert.equal(r.ok, true);
    assert.deepEqual(r.value, { recipe: RECIPE });
    assert.equal(r.finishReason, 'STOP');
    assert.deepEqual(usageOf(r.usage), [31, 1710, 1026, 1741]);
  });

  test(`issue 19 R1 recorded google-stream-tool-call-array-arguments-missing-terminal-function-call.chunks.txt streamed (${label(seed)}): the last piece without willContinue ends the call`, async () => {
    const fetch = replay([{ body: sse(recorded('google-stream-tool-call-array-arguments-missing-terminal-function-call.chunks.txt')), stream: true }], seed);
    const schema = { type: 'object', properties: { operations: { type: 'array' } }, required: ['operations'] };
    const r = await gemini(fetch, { stream: true, model: 'gemini-3-flash-preview' }).generateObject({ messages: [{ role: 'user', content: 'Add an apple and a banana.' }], schema, schemaName: 'writeItems', mode: 'tool' });
    assert.equal(r.ok, true);
    assert.deepEqual(r.value, { operations: [
      { action: 'add', description: 'Fresh red apple', itemid: 'apple_001', price: 0.5 },
      { action: 'add', description: 'Ripe yellow banana', itemid: 'banana_001', price: 0.3 },
    ] });
    assert.equal(r.finishReason, 'STOP');
    assert.deepEqual(usageOf(r.usage), [54, 195, 121, 249]);
  });

  test(`issue 19 R9 recorded google-stream-no-args-tool-call.chunks.txt streamed (${label(seed)}): a no-args call beside three streamed-args calls`, async () => {
    const first = sse(recorded('google-stream-no-args-tool-call.chunks.txt'));
    const fetch = replay([{ body: first, stream: true }, { body: recorded('google-text.json') }], seed);
    const seen = [];
    const tool = (name) => ({ name, parameters: { type: 'object', properties: { id: { type: 'string' } } }, execute: async (args) => { seen.push([name, args]); return 'ok'; } });
    const r = await gemini(fetch, { stream: true, model: 'gemini-3-flash-preview' }).runAgent({
      messages: [{ role: 'user', content: 'Read the theme, then screens A, B and C.' }],
      tools: [tool('read_theme'), tool('read_screen')],
      maximumIterations: 3,
    });
    assert.equal(r.ok, true);
    assert.deepEqual(seen, [['read_theme', {}], ['read_screen', { id: 'A' }], ['read_screen', { id: 'B' }], ['read_screen', { id: 'C' }]]);
    assert.deepEqual(r.rounds[0].toolCalls.map((c) => [c.name, c.arguments]), [['read_theme', '{}'], ['read_screen', '{"id":"A"}'], ['read_screen', '{"id":"B"}'], ['read_screen', '{"id":"C"}']]);
    assert.equal(r.rounds[0].result.text, '');
    assert.equal(r.rounds[0].result.finishReason, 'STOP');
    assert.deepEqual(usageOf(r.rounds[0].result.usage), [249, 241, 183, 490]);
    assert.deepEqual(fetch.calls[1].body.contents[1].parts[0], { functionCall: { id: 'call_0_0', name: 'read_theme', args: {} }, thoughtSignature: signatureIn(first, 1) });
    assert.equal(r.text, TEXT);
  });
}

test('issue 19 R9 partialArgs with a malformed jsonPath: a ProtocolError naming the call and the path, retried', async () => {
  const event = (part, finish) => JSON.stringify({ candidates: [{ content: { role: 'model', parts: [part] }, ...(finish && { finishReason: finish }) }] });
  const bad = [event({ functionCall: { name: 'answer', willContinue: true } }), event({ functionCall: { partialArgs: [{ jsonPath: '$.step[', numberValue: 1 }] } }, 'STOP')].join('\n');
  const good = [event({ functionCall: { name: 'answer', willContinue: true } }), event({ functionCall: { partialArgs: [{ jsonPath: '$.step', numberValue: 1 }, { jsonPath: '$.reason', stringValue: 'ok' }] } }, 'STOP')].join('\n');
  const fetch = replay([{ body: sse(bad), stream: true }, { body: sse(good), stream: true }], null);
  const r = await gemini(fetch, { stream: true }).generateObject({ messages: [{ role: 'user', content: 'x' }], schema: JUDGMENT_SCHEMA, schemaName: 'answer', mode: 'tool' });
  assert.equal(r.ok, true);
  assert.deepEqual(r.value, { step: 1, reason: 'ok' });
  assert.equal(r.attempts[0].error.kind, 'ProtocolError');
  assert.equal(r.attempts[0].error.message, `malformed event in the stream: function call \`answer\`: the jsonPath "$.step[" has a step other than .name, ['name'] or [index] (byte 6)`);
});

// Issue 36: a schema whose root is a scalar (lintSchema passes it for Gemini) gets the scalar
// itself as the reply, which is read as the value, whole or streamed.
for (const [schema, text, value] of [
  [{ type: 'string', enum: ['red', 'green'] }, '"green"', 'green'],
  [{ type: 'integer', minimum: 1 }, '42', 42],
  [{ type: 'boolean' }, ' true\n', true],
]) {
  for (const stream of [false, true]) {
    test(`issue 36 R1 Gemini native output with a ${schema.type} root${stream ? ', streamed' : ''}: the scalar reply ${JSON.stringify(text)} is the value`, async () => {
      assert.deepEqual(sg.lintSchema(schema, 'gemini').ok, true);
      const body = { candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: 5, candidatesTokenCount: 1, totalTokenCount: 6 } };
      const fetch = replay([stream ? { body: sse(JSON.stringify(body)), stream } : { body: JSON.stringify(body) }], stream ? 3 : null);
      const r = await gemini(fetch, { stream }).generateObject({ messages: [{ role: 'user', content: 'x' }], schema, maxRetries: 0 });
      assert.equal(r.error, null);
      assert.deepEqual([r.ok, r.value], [true, value]);
      assert.deepEqual(fetch.calls[0].body.generationConfig.responseJsonSchema, schema);
    });
  }
}

test('issue 36 R1 Gemini scalar root: a scalar the schema refuses is an InvalidReply naming the keyword, prose is still no JSON', async () => {
  const reply = (text) => ({ body: JSON.stringify({ candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP' }] }) });
  const refused = await gemini(replay([reply('0')], null)).generateObject({ messages: [{ role: 'user', content: 'x' }], schema: { type: 'integer', minimum: 1 }, maxRetries: 0 });
  assert.deepEqual([refused.ok, refused.error.kind, refused.error.replyErrors[0].code], [false, 'InvalidReply', 'ValidationFailed']);
  assert.equal(refused.error.message, 'the reply was rejected by the check: value must be >= 1; got 0');
  const prose = await gemini(replay([reply('It is 42.')], null)).generateObject({ messages: [{ role: 'user', content: 'x' }], schema: { type: 'integer' }, maxRetries: 0 });
  assert.deepEqual([prose.ok, prose.error.replyErrors[0].code], [false, 'MissingFence']);
});

// Issue 36: the tokens a stream reported before its error line were spent: the failed attempt
// counts them, as the call's usage does.
test('issue 36 R7 Gemini: usage reported before a mid-stream error line is kept in the attempt and the call', async () => {
  const events = sse([
    JSON.stringify({ candidates: [{ content: { parts: [{ text: '{"step": 1,' }], role: 'model' } }], usageMetadata: { promptTokenCount: 9, candidatesTokenCount: 3, totalTokenCount: 12 } }),
    JSON.stringify({ error: { code: 500, message: 'An internal error has occurred.', status: 'INTERNAL' } }),
  ].join('\n'));
  const r = await gemini(replay([{ body: events, stream: true }], 5), { stream: true }).generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA, maxRetries: 0 });
  const spent = { inputTokens: 9, outputTokens: 3, totalTokens: 12, cacheReadTokens: 0, cacheWriteTokens: 0, reasoningTokens: 0, reported: true };
  assert.deepEqual([r.ok, r.error.kind, r.error.providerCode], [false, 'StreamError', 'INTERNAL']);
  assert.deepEqual(r.attempts[0].usage, spent);
  assert.deepEqual(r.usage, spent);
});
