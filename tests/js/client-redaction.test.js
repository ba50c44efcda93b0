// Issue 26, credentials in what the model writes: the redacted copy keeps the value's own
// members ("__proto__" too), a key still arriving in a stream is cut from the partial value,
// and a value changed by redaction is reported `ok` only if it still passes the schema.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import { JUDGMENT_SCHEMA } from './judgment-schema.js';
import { jsonResponse, openaiReply, scripted } from './scripted-fetch.js';
import { applyChanges, emptyView } from '../support/apply-changes.js';

const sg = await init();
const MESSAGES = [{ role: 'user', content: 'Which step?' }];
const KEY = 'sk-proj-Zx81hQ0secretVALUE42abcdefghijklmnopqrstuvwxyz';

function client(fetch, extra = {}) {
  return sg.createClient({ provider: 'openai', model: 'gpt-4o', fetch, apiKey: KEY, retry: { initialDelayMs: 0, jitter: 0 }, ...extra });
}

test('issue 26 a "__proto__" key in the reply stays a member of the value, as JSON.parse has it', async () => {
  const reply = '{"step":1,"reason":"ok","__proto__":{"polluted":true}}';
  const schema = { type: 'object', properties: { step: { type: 'integer' }, reason: { type: 'string' } }, required: ['step', 'reason'] };
  const r = await client(scripted(() => jsonResponse(openaiReply(reply)))).generateObject({ messages: MESSAGES, schema });
  assert.equal(r.ok, true);
  assert.equal(Object.getPrototypeOf(r.value), Object.prototype);
  assert.equal(r.value.polluted, undefined);
  assert.deepEqual(Object.keys(r.value), ['step', 'reason', '__proto__']);
  assert.deepEqual(Object.getOwnPropertyDescriptor(r.value, '__proto__').value, { polluted: true });
  assert.deepEqual(r.value, JSON.parse(reply));
});

test('issue 26 R9 a "__proto__" key in a tool call\'s arguments stays a member of args', async () => {
  const toolCall = {
    choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'look', arguments: '{"q":"x","__proto__":{"admin":true}}' } }] }, finish_reason: 'tool_calls' }],
  };
  const seen = [];
  await client(scripted(() => jsonResponse(toolCall), () => jsonResponse(openaiReply('done')))).runAgent({
    messages: MESSAGES,
    tools: [{ name: 'look', execute: (args) => { seen.push(args); return 'ok'; } }],
  });
  assert.equal(seen[0].admin, undefined);
  assert.equal(Object.getPrototypeOf(seen[0]), Object.prototype);
  assert.deepEqual(Object.keys(seen[0]), ['q', '__proto__']);
});

// An OpenAI event stream of `pieces` of content, one event per body chunk.
function streamed(pieces) {
  const events = [
    ...pieces.map((content) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`),
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
    'data: [DONE]\n\n',
  ];
  return () => new Response(new ReadableStream({
    pull(controller) {
      if (events.length === 0) controller.close();
      else controller.enqueue(new TextEncoder().encode(events.shift()));
    },
  }), { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

test('issue 26 L4 a key streamed in pieces never shows in a partial value, not even its beginning', async () => {
  const pieces = ['{"step":1,"reason":"the key is '];
  for (let at = 0; at < KEY.length; at += 7) pieces.push(KEY.slice(at, at + 7));
  pieces.push(' ok"}');
  const partials = [];
  const r = await client(scripted(streamed(pieces)), { stream: true }).generateObject({
    messages: MESSAGES, schema: JUDGMENT_SCHEMA, partialIntervalMs: 0, onPartial: (p) => partials.push(p),
  });
  assert.equal(partials.length, pieces.length);
  for (const partial of partials) {
    const shown = JSON.stringify(partial);
    // Nothing of the key past what any text may end with by chance (3 characters).
    for (let length = 4; length <= KEY.length; length += 1) assert.equal(shown.includes(KEY.slice(0, length)), false, shown);
    assert.equal(partial.json, JSON.stringify(partial.value));
  }
  assert.deepEqual(partials.slice(1, 4).map((p) => p.value.reason), ['the key is [redacted]', 'the key is [redacted]', 'the key is [redacted]']);
  assert.equal(partials.at(-1).value.reason, 'the key is [redacted] ok');
  assert.equal(r.value.reason, 'the key is [redacted] ok');
});

test('issue 26 L4 a partial string ending with 3 characters of the key is shown; with 4 or more they go until the string goes on', async () => {
  const partials = [];
  await client(scripted(streamed(['{"step":1,"reason":"ask-', 'pro', 'j is a word"}'])), { stream: true }).generateObject({
    messages: MESSAGES, schema: JUDGMENT_SCHEMA, partialIntervalMs: 0, onPartial: (p) => partials.push(p.value.reason),
  });
  assert.deepEqual(partials, ['ask-', 'a[redacted]', 'ask-proj is a word']);
});

test('L4 partialChanges: a key streamed in pieces never shows in a change, and the changes replay to the redacted partial values', async () => {
  const pieces = ['{"step":1,"reason":"the key is '];
  for (let at = 0; at < KEY.length; at += 7) pieces.push(KEY.slice(at, at + 7));
  pieces.push(' ok"}');
  const partials = [];
  await client(scripted(streamed(pieces)), { stream: true }).generateObject({
    messages: MESSAGES, schema: JUDGMENT_SCHEMA, partialIntervalMs: 0, onPartial: (p) => partials.push(p),
  });
  const events = [];
  const r = await client(scripted(streamed(pieces)), { stream: true }).generateObject({
    messages: MESSAGES, schema: JUDGMENT_SCHEMA, partialChanges: true, partialIntervalMs: 0, onPartial: (p) => events.push(p),
  });
  const shown = JSON.stringify(events);
  for (let length = 4; length <= KEY.length; length += 1) assert.equal(shown.includes(KEY.slice(0, length)), false, shown);
  assert.equal(events.length, partials.length);
  const view = emptyView();
  for (const [i, event] of events.entries()) {
    applyChanges(view, event.changes);
    assert.deepEqual(view.value, partials[i].value);
    assert.deepEqual([...view.open].sort(), [...partials[i].incomplete].sort());
  }
  // Once the key is whole, what follows it is appended again.
  assert.deepEqual(events.at(-1).changes, [{ op: 'append', path: '/reason', text: ' ok' }, { op: 'complete', path: '/reason' }, { op: 'complete', path: '' }]);
  assert.equal(r.value.reason, 'the key is [redacted] ok');
});

test('L4 partialChanges: a string that ends with the beginning of the key is replaced while it does, appended to when it no longer does', async () => {
  const events = [];
  await client(scripted(streamed(['{"step":1,"reason":"ask-', 'pro', 'j is a word', '!"}'])), { stream: true }).generateObject({
    messages: MESSAGES, schema: JUDGMENT_SCHEMA, partialChanges: true, partialIntervalMs: 0, onPartial: (p) => events.push(p.changes.filter((c) => c.path === '/reason')),
  });
  assert.deepEqual(events, [
    [{ op: 'add', path: '/reason', value: 'ask-' }],
    [{ op: 'replace', path: '/reason', value: 'a[redacted]' }],
    [{ op: 'replace', path: '/reason', value: 'ask-proj is a word' }],
    [{ op: 'append', path: '/reason', text: '!' }, { op: 'complete', path: '/reason' }],
  ]);
});

test('L4 partialChanges: a key in a member name is redacted in the paths as in the values', async () => {
  const events = [];
  const reply = `{"step":1,"reason":"r","${KEY}":{"x":"y"}}`;
  await client(scripted(streamed([reply.slice(0, 30), reply.slice(30, 90), reply.slice(90)])), { stream: true }).generateObject({
    messages: MESSAGES, schema: JUDGMENT_SCHEMA, partialChanges: true, partialIntervalMs: 0, onPartial: (p) => events.push(p),
  });
  const shown = JSON.stringify(events);
  assert.equal(shown.includes(KEY.slice(0, 6)), false, shown);
  assert.ok(events.flatMap((e) => e.changes).some((c) => c.path === '/[redacted]'), shown);
});

test('issue 26 a value that redaction makes fail its schema is InvalidReply, not ok', async () => {
  const schema = { type: 'object', properties: { code: { type: 'string', pattern: '^sk-' } }, required: ['code'] };
  const reply = JSON.stringify({ code: KEY });
  const r = await client(scripted(() => jsonResponse(openaiReply(reply)))).generateObject({ messages: MESSAGES, schema });
  assert.deepEqual([r.ok, r.value, r.json], [false, null, '{"code":"[redacted]"}']);
  assert.deepEqual([r.error.kind, r.error.retryable, r.error.status, r.error.reply], ['InvalidReply', false, 200, '{"code":"[redacted]"}']);
  assert.equal(r.error.message, `the value held a credential of this client, replaced by [redacted], and no longer passes the schema: ${r.error.replyErrors[0].message}`);
  assert.deepEqual(r.error.replyErrors.map((e) => [e.code, e.instanceLocation, e.keyword, e.offset]), [['ValidationFailed', '/code', 'pattern', 8]]);
  assert.deepEqual([r.audit.errorType, r.audit.errorClass], ['InvalidReply', 'ValidationFailed']);
  assert.equal(JSON.stringify(r).includes('Zx81hQ0'), false);
});

test('issue 26 a value that still passes its schema once redacted stays ok, redacted', async () => {
  const reply = JSON.stringify({ step: 1, reason: `echo ${KEY}` });
  const r = await client(scripted(() => jsonResponse(openaiReply(reply)))).generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA });
  assert.deepEqual([r.ok, r.value, r.json, r.error], [true, { step: 1, reason: 'echo [redacted]' }, '{"step":1,"reason":"echo [redacted]"}', null]);
});
