// Issue 17, the model call under faults: every await ends at the timeout or the caller's
// signal, whatever the injected fetch does; waits longer than a timer can hold are held to
// 2^31-1 ms; credentials never leave the client; a body over maxResponseBytes stops as it
// arrives. Faults are injected through the fetch callback and the clock is faked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { init } from 'structguard';
import { JUDGMENT_SCHEMA as SCHEMA } from './judgment-schema.js';
import { jsonResponse, openaiReply, scripted } from './scripted-fetch.js';

const sg = await init();
const MESSAGES = [{ role: 'user', content: 'Which step?' }];
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const never = () => new Promise(() => {});

// Lets every promise and stream step that can run now run (setImmediate is not faked).
const turn = () => new Promise((resolve) => setImmediate(resolve));

async function isPending(promise) {
  let settled = false;
  promise.then(() => { settled = true; }, () => { settled = true; });
  await turn();
  return !settled;
}

function client(fetch, extra = {}) {
  return sg.createClient({ provider: 'openai', model: 'gpt-4o', fetch, retry: { initialDelayMs: 10, jitter: 0 }, ...extra });
}

// --- the timeout races every await ---------------------------------------------------------

test('issue 17 R4 a fetch that never settles ends at timeoutMs as a Timeout, and its signal is aborted', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const fetch = scripted(never);
  const call = client(fetch).generateObject({ messages: MESSAGES, schema: SCHEMA, timeoutMs: 1000, maxRetries: 0 });
  await turn();
  t.mock.timers.tick(999);
  assert.equal(await isPending(call), true);
  t.mock.timers.tick(1);
  const r = await call;
  assert.deepEqual([r.ok, r.error.kind, r.error.message, r.error.retryable], [false, 'Timeout', 'no response within 1000 ms', true]);
  assert.deepEqual(r.attempts.map((a) => a.error.kind), ['Timeout']);
  assert.equal(fetch.calls[0].signal.aborted, true);
});

test('issue 17 R4 a timed-out attempt is retried like any Timeout', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const fetch = scripted(never, () => jsonResponse(openaiReply('{"step":2,"reason":"ok"}')));
  const call = client(fetch).generateObject({ messages: MESSAGES, schema: SCHEMA, timeoutMs: 1000, maxRetries: 1 });
  await turn();
  t.mock.timers.tick(1000); // the first attempt times out; the retry waits 10 ms
  await turn();
  t.mock.timers.tick(10);
  const r = await call;
  assert.deepEqual([r.ok, r.value], [true, { step: 2, reason: 'ok' }]);
  assert.deepEqual(r.attempts.map((a) => a.error?.kind ?? null), ['Timeout', null]);
  assert.equal(r.attempts[0].delayMs, 10);
});

const silentBodies = {
  'a JSON body stream that never yields': () => new Response(new ReadableStream({}), { status: 200, headers: { 'content-type': 'application/json' } }),
  'an event stream that stops after its first event': () => new Response(new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('data: {"choices":[{"index":0,"delta":{"content":"{\\"st"}}]}\n\n'));
    },
  }), { status: 200, headers: { 'content-type': 'text/event-stream' } }),
  'a response without a body stream whose arrayBuffer never settles': () => ({ status: 200, headers: new Headers({ 'content-type': 'application/json' }), body: null, arrayBuffer: never }),
};

for (const [name, respond] of Object.entries(silentBodies)) {
  test(`issue 17 R4 ${name} ends at timeoutMs as a Timeout`, async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const call = client(scripted(respond)).generateObject({ messages: MESSAGES, schema: SCHEMA, timeoutMs: 1000, maxRetries: 0, stream: name.includes('event') });
    await turn();
    t.mock.timers.tick(999);
    assert.equal(await isPending(call), true);
    t.mock.timers.tick(1);
    const r = await call;
    assert.deepEqual([r.ok, r.error.kind, r.error.message], [false, 'Timeout', 'no response within 1000 ms']);
  });
}

test('issue 17 R1 a node-fetch style body (a Node stream) is read piece by piece; one that never yields times out', async (t) => {
  const nodeResponse = (body) => ({ status: 200, headers: new Headers({ 'content-type': 'application/json' }), body });
  const reply = JSON.stringify(openaiReply('{"step":3,"reason":"node"}'));
  const fine = await client(scripted(() => nodeResponse(Readable.from([reply.slice(0, 20), Buffer.from(reply.slice(20))]))))
    .generateObject({ messages: MESSAGES, schema: SCHEMA });
  assert.deepEqual([fine.ok, fine.value], [true, { step: 3, reason: 'node' }]);
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const silent = new Readable({ read() {} });
  const call = client(scripted(() => nodeResponse(silent))).generateObject({ messages: MESSAGES, schema: SCHEMA, timeoutMs: 1000, maxRetries: 0 });
  await turn();
  t.mock.timers.tick(1000);
  assert.equal((await call).error.kind, 'Timeout');
  await turn();
  assert.equal(silent.destroyed, true);
});

// --- the caller's signal races every await -------------------------------------------------

test('issue 17 R1 the caller\'s signal ends a fetch that never settles: Cancelled, no fallback', async () => {
  const controller = new AbortController();
  const fetch = scripted(never);
  const call = client(fetch).generateObject({ messages: MESSAGES, schema: SCHEMA, signal: controller.signal, fallback: { step: 1, reason: 'x' } });
  assert.equal(await isPending(call), true);
  controller.abort();
  const r = await call;
  assert.deepEqual([r.ok, r.error.kind, r.fallbackUsed], [false, 'Cancelled', false]);
  assert.deepEqual(r.attempts.map((a) => a.error.kind), ['Cancelled']);
  assert.equal(fetch.calls[0].signal.aborted, true);
});

test('issue 17 R1 the caller\'s signal ends a body that never yields', async () => {
  const controller = new AbortController();
  const call = client(scripted(silentBodies['a JSON body stream that never yields'])).generateObject({ messages: MESSAGES, schema: SCHEMA, signal: controller.signal });
  assert.equal(await isPending(call), true);
  controller.abort();
  assert.equal((await call).error.kind, 'Cancelled');
});

test('issue 17 R1 the caller\'s signal ends a retry wait', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const controller = new AbortController();
  const fetch = scripted(() => jsonResponse({ error: { message: 'busy', type: 'server_error' } }, 500));
  const call = client(fetch, { retry: { initialDelayMs: 60_000, maxDelayMs: 60_000, jitter: 0 } }).generateObject({ messages: MESSAGES, schema: SCHEMA, signal: controller.signal });
  assert.equal(await isPending(call), true);
  controller.abort();
  const r = await call;
  assert.deepEqual([r.error.kind, r.attempts.length, r.attempts[0].delayMs], ['Cancelled', 1, 60_000]);
  assert.equal(fetch.calls.length, 1);
});

test('issue 17 R9 the caller\'s signal ends a tool that never settles', async () => {
  const controller = new AbortController();
  const toolCall = {
    choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'wait', arguments: '{}' } }] }, finish_reason: 'tool_calls' }],
  };
  let toolSignal = null;
  const call = client(scripted(() => jsonResponse(toolCall))).runAgent({
    messages: MESSAGES,
    tools: [{ name: 'wait', execute: (args, { signal }) => { toolSignal = signal; return never(); } }],
    signal: controller.signal,
  });
  assert.equal(await isPending(call), true);
  assert.equal(toolSignal, controller.signal);
  controller.abort();
  const r = await call;
  assert.deepEqual([r.ok, r.error.kind], [false, 'Cancelled']);
});

// --- waits longer than a timer can hold ----------------------------------------------------

test('issue 17 R4 a retry delay of 1e12 ms is waited as 2^31-1 ms, never 1 ms', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const fetch = scripted(() => { throw new TypeError('fetch failed'); }, () => jsonResponse(openaiReply('{"step":1,"reason":"late"}')));
  const retry = { initialDelayMs: 1e12, maxDelayMs: 1e12, jitter: 0 };
  const call = client(fetch, { retry }).generateObject({ messages: MESSAGES, schema: SCHEMA, maxRetries: 1 });
  await turn();
  t.mock.timers.tick(1);
  assert.equal(await isPending(call), true);
  t.mock.timers.tick(LONGEST_TIMER_MS - 2);
  assert.equal(await isPending(call), true);
  assert.equal(fetch.calls.length, 1);
  t.mock.timers.tick(1);
  const r = await call;
  assert.deepEqual([r.ok, fetch.calls.length, r.attempts[0].delayMs], [true, 2, 1e12]);
});

test('issue 17 R4 a timeoutMs of 1e12 is held to 2^31-1 ms, never 1 ms', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const call = client(scripted(never)).generateObject({ messages: MESSAGES, schema: SCHEMA, timeoutMs: 1e12, maxRetries: 0 });
  await turn();
  t.mock.timers.tick(LONGEST_TIMER_MS - 1);
  assert.equal(await isPending(call), true);
  t.mock.timers.tick(1);
  assert.equal((await call).error.message, 'no response within 1000000000000 ms');
});

// --- credentials never leave the client ----------------------------------------------------

const KEY = 'sk-proj-Zx81hQ0secret';

test('issue 17 an OpenAI 401 that echoes the key: [redacted] in the result, its attempts and audit', async () => {
  const echo = { error: { message: `Incorrect API key provided: ${KEY}. You can find your API key at https://platform.openai.com/account/api-keys.`, type: 'invalid_request_error', code: 'invalid_api_key' } };
  const r = await client(scripted(() => jsonResponse(echo, 401)), { apiKey: KEY }).generateObject({ messages: MESSAGES, schema: SCHEMA });
  const expected = 'HTTP 401 invalid_api_key: Incorrect API key provided: [redacted]. You can find your API key at https://platform.openai.com/account/api-keys.';
  assert.equal(r.error.message, expected);
  assert.equal(r.attempts[0].error.message, expected);
  assert.deepEqual([r.error.kind, r.audit.errorType], ['HttpError', 'HttpError']);
  assert.equal(JSON.stringify(r).includes('Zx81hQ0'), false);
});

test('issue 17 a key cut by the core\'s 300-byte quote leaves no beginning of it', async () => {
  const message = `${'x'.repeat(290)} ${KEY}`; // the quote ends inside the key
  const r = await client(scripted(() => jsonResponse({ error: { message, type: 'invalid_request_error' } }, 401)), { apiKey: KEY })
    .generateObject({ messages: MESSAGES, schema: SCHEMA });
  assert.equal(r.error.message, `HTTP 401 invalid_request_error: ${'x'.repeat(290)} [redacted]\u2026`);
});

test('issue 17 text with ellipses keeps them; a cut key of 4 characters or more before one goes', async () => {
  const reply = JSON.stringify({ step: 1, reason: `wait\u2026 ${KEY.slice(0, 12)}\u2026 sk-\u2026 done\u2026` });
  const r = await client(scripted(() => jsonResponse(openaiReply(reply))), { apiKey: KEY }).generateObject({ messages: MESSAGES, schema: SCHEMA });
  assert.equal(r.value.reason, 'wait\u2026 [redacted]\u2026 sk-\u2026 done\u2026');
});

test('issue 17 a thrown fetch error naming a credential header: [redacted] in every attempt', async () => {
  const token = 'AIzaSyD-9tSrke72PouQMnMX';
  const fetch = scripted(() => { throw new Error(`connect ECONNREFUSED https://example.test/v1?key=${token}`, { cause: { code: `bad ${token}` } }); });
  const c = client(fetch, { headers: { 'x-goog-api-key': token, 'x-trace': 'visible' } });
  const r = await c.generateObject({ messages: MESSAGES, schema: SCHEMA, maxRetries: 1, retry: { initialDelayMs: 0, jitter: 0 } });
  const expected = 'the request failed without a response: connect ECONNREFUSED https://example.test/v1?key=[redacted] (bad [redacted])';
  assert.deepEqual(r.attempts.map((a) => a.error.message), [expected, expected]);
  assert.equal(fetch.calls[0].headers['x-goog-api-key'], token, 'the request itself still carries it');
});

test('issue 17 an Authorization header option: the whole value and its token alone are redacted', async () => {
  const reply = '{"step":1,"reason":"tok-7HqW2 and Bearer tok-7HqW2"}';
  const r = await client(scripted(() => jsonResponse(openaiReply(reply))), { headers: { Authorization: 'Bearer tok-7HqW2' } })
    .generateObject({ messages: MESSAGES, schema: SCHEMA });
  assert.deepEqual(r.value, { step: 1, reason: '[redacted] and [redacted]' });
  assert.equal(r.json, '{"step":1,"reason":"[redacted] and [redacted]"}');
});

test('issue 17 a key with JSON escapes is redacted in the value and in the JSON text', async () => {
  const key = 'k"ey\\42';
  const reply = JSON.stringify({ step: 1, reason: `echo ${key}` });
  const r = await client(scripted(() => jsonResponse(openaiReply(reply))), { apiKey: key }).generateObject({ messages: MESSAGES, schema: SCHEMA });
  assert.deepEqual(r.value, { step: 1, reason: 'echo [redacted]' });
  assert.equal(r.json, '{"step":1,"reason":"echo [redacted]"}');
});

test('issue 17 partial values and an error thrown from onPartial are redacted', async () => {
  const events = [
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: `{"step":1,"reason":"${KEY}` } }] })}\n\n`,
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: '"}' } }] })}\n\n`,
    'data: [DONE]\n\n',
  ];
  const respond = () => new Response(new ReadableStream({
    pull(controller) {
      if (events.length === 0) controller.close();
      else controller.enqueue(new TextEncoder().encode(events.shift()));
    },
  }), { status: 200, headers: { 'content-type': 'text/event-stream' } });
  const seen = [];
  const thrown = new Error(`display failed for ${KEY}`);
  const call = client(scripted(respond), { apiKey: KEY, stream: true }).generateObject({
    messages: MESSAGES, schema: SCHEMA, partialIntervalMs: 0,
    onPartial: (partial) => {
      seen.push(partial);
      throw thrown;
    },
  });
  await assert.rejects(call, (error) => error === thrown && error.message === 'display failed for [redacted]' && !error.stack.includes(KEY));
  assert.deepEqual(seen.map((p) => [p.value, p.json]), [[{ step: 1, reason: '[redacted]' }, '{"step":1,"reason":"[redacted]"}']]);
});

test('issue 17 R9 tool arguments reach the tool redacted', async () => {
  const toolCall = {
    choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'look', arguments: JSON.stringify({ q: KEY }) } }] }, finish_reason: 'tool_calls' }],
  };
  const seen = [];
  await client(scripted(() => jsonResponse(toolCall), () => jsonResponse(openaiReply('done'))), { apiKey: KEY }).runAgent({
    messages: MESSAGES,
    tools: [{ name: 'look', execute: (args) => { seen.push(args); return 'ok'; } }],
  });
  assert.deepEqual(seen, [{ q: '[redacted]' }]);
});

// --- a body over maxResponseBytes stops as it arrives --------------------------------------

// A JSON body of `chunks` chunks of `size` bytes each, counting the chunks pulled.
function countedBody(chunks, size) {
  const body = { pulled: 0, cancelled: false };
  body.response = new Response(new ReadableStream({
    pull(controller) {
      if (body.pulled === chunks) return controller.close();
      body.pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
    cancel() {
      body.cancelled = true;
    },
  }, { highWaterMark: 0 }), { status: 200, headers: { 'content-type': 'application/json' } });
  return body;
}

test('issue 17 L7 a 50 MB JSON body in one chunk stops at maxResponseBytes without entering wasm whole', async () => {
  const before = sg.memoryBytes();
  const fetch = scripted(() => new Response(new Uint8Array(50 * 1024 * 1024).fill(0x20), { status: 200, headers: { 'content-type': 'application/json' } }));
  const r = await client(fetch).generateObject({ messages: MESSAGES, schema: SCHEMA });
  assert.ok(sg.memoryBytes() - before < 16 * 1024 * 1024, `wasm memory grew by ${sg.memoryBytes() - before} bytes`);
  assert.deepEqual([r.ok, r.error.kind, r.error.replyErrors[0].code, r.attempts.length], [false, 'ProtocolError', 'LimitExceeded', 1]);
  assert.equal(r.error.message, 'the response is larger than maxResponseBytes (4194304); raise maxResponseBytes to read it');
});

test('issue 17 L7 a body over maxResponseBytes is read no further than the chunk that passes it', async () => {
  const body = countedBody(50, 1024 * 1024);
  const r = await client(scripted(() => body.response)).generateObject({ messages: MESSAGES, schema: SCHEMA });
  assert.equal(r.error.replyErrors[0].code, 'LimitExceeded');
  assert.deepEqual([body.pulled, body.cancelled], [5, true]); // 4 MiB fit, the fifth passes the limit
  const small = countedBody(3, 600);
  const limited = await client(scripted(() => small.response)).generateObject({ messages: MESSAGES, schema: SCHEMA, maxResponseBytes: 1000 });
  assert.equal(limited.error.message, 'the response is larger than maxResponseBytes (1000); raise maxResponseBytes to read it');
  assert.equal(small.pulled, 2);
});

test('issue 17 a credential under 6 characters (a local server\'s "EMPTY") is no secret and stays', async () => {
  const r = await client(scripted(() => jsonResponse(openaiReply('{"step":1,"reason":"EMPTY"}'))), { apiKey: 'EMPTY' })
    .generateObject({ messages: MESSAGES, schema: SCHEMA });
  assert.deepEqual([r.ok, r.value], [true, { step: 1, reason: 'EMPTY' }]);
});
