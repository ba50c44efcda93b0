// generateObject's onPartial (rule R1 with L4): streamed structured output fed to the stream
// parser as it arrives, through a fetch that hands over one server-sent event per chunk.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import { JUDGMENT_SCHEMA as SCHEMA } from './judgment-schema.js';
import { startMockProvider } from '../mock-provider/server.js';
import { applyChanges, emptyView } from '../support/apply-changes.js';

const sg = await init();
const MESSAGES = [{ role: 'user', content: 'Which step?' }];

function sse(data, event) {
  return `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
}

function openaiEvents(pieces) {
  const chunk = (delta, finish = null) => ({ choices: [{ index: 0, delta, finish_reason: finish }] });
  return [
    sse(chunk({ role: 'assistant', content: '' })),
    ...pieces.map((content) => sse(chunk({ content }))),
    sse(chunk({}, 'stop')),
    sse({ choices: [], usage: { prompt_tokens: 9, completion_tokens: 7, total_tokens: 16 } }),
    sse('[DONE]'),
  ];
}

function anthropicEvents(pieces) {
  return [
    sse({ type: 'message_start', message: { id: 'msg_1', type: 'message', role: 'assistant', content: [], usage: { input_tokens: 9, output_tokens: 1 } } }, 'message_start'),
    sse({ type: 'content_block_start', index: 0, content_block: { type: 'tool_use', id: 'toolu_1', name: 'structured_output', input: {} } }, 'content_block_start'),
    ...pieces.map((partial_json) => sse({ type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json } }, 'content_block_delta')),
    sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
    sse({ type: 'message_delta', delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 7 } }, 'message_delta'),
    sse({ type: 'message_stop' }, 'message_stop'),
  ];
}

// A fetch whose every call answers with `events`, one per body chunk; counts its calls.
function eventFetch(events) {
  const fetch = async () => {
    fetch.calls += 1;
    const bytes = events.map((event) => new TextEncoder().encode(event));
    const body = new ReadableStream({
      pull(controller) {
        if (bytes.length === 0) controller.close();
        else controller.enqueue(bytes.shift());
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
  fetch.calls = 0;
  return fetch;
}

function client(provider, fetch, extra = {}) {
  return sg.createClient({ provider, fetch, model: 'm', stream: true, ...extra });
}

test('R1 L4 OpenAI: each event shows the object so far, closed where it stands', async () => {
  const partials = [];
  const fetch = eventFetch(openaiEvents(['{"step":', '2,"reason"', ':"o', 'k"}']));
  const r = await client('openai', fetch).generateObject({
    messages: MESSAGES, schema: SCHEMA, partialIntervalMs: 0, onPartial: (p) => partials.push(p),
  });
  assert.equal(r.ok, true);
  assert.deepEqual(r.value, { step: 2, reason: 'ok' });
  assert.deepEqual(partials.map((p) => p.json), ['{}', '{"step":2}', '{"step":2,"reason":"o"}', '{"step":2,"reason":"ok"}']);
  assert.deepEqual(partials[2].value, { step: 2, reason: 'o' });
  assert.deepEqual(partials[2].incomplete, ['', '/reason']);
  assert.deepEqual(partials.map((p) => p.attempt), [0, 0, 0, 0]);
});

test('R1 L4 Anthropic: the forced tool\'s input_json_delta pieces are what is parsed', async () => {
  const partials = [];
  const fetch = eventFetch(anthropicEvents(['{"step": 3, "rea', 'son": "fine"}']));
  const r = await client('anthropic', fetch).generateObject({
    messages: MESSAGES, schema: SCHEMA, partialIntervalMs: 0, onPartial: (p) => partials.push(p.value),
  });
  assert.equal(r.ok, true);
  assert.deepEqual(partials, [{ step: 3 }, { step: 3, reason: 'fine' }]);
});

test('R1 L4 partials are shown at most once per partialIntervalMs of the host clock', async () => {
  const partials = [];
  const fetch = eventFetch(openaiEvents(['{"step":', '2,"reason"', ':"o', 'k"}']));
  const stoppedClock = client('openai', fetch, { now: () => 1000 });
  await stoppedClock.generateObject({ messages: MESSAGES, schema: SCHEMA, partialIntervalMs: 1, onPartial: (p) => partials.push(p.json) });
  assert.deepEqual(partials, ['{}']);
  const everyChunk = [];
  await stoppedClock.generateObject({ messages: MESSAGES, schema: SCHEMA, partialIntervalMs: 0, onPartial: (p) => everyChunk.push(p.json) });
  assert.equal(everyChunk.length, 4);
});

test('R1 L4 an onPartial that throws cancels the run and generateObject rejects with its error', async () => {
  const fetch = eventFetch(openaiEvents(['{"step":', '2,"reason":"ok"}']));
  const boom = new Error('display failed');
  await assert.rejects(
    client('openai', fetch).generateObject({ messages: MESSAGES, schema: SCHEMA, partialIntervalMs: 0, onPartial: () => { throw boom; } }),
    (error) => error === boom,
  );
  assert.equal(fetch.calls, 1);
});

test('R1 onPartial and partialIntervalMs are checked', async () => {
  const c = client('openai', eventFetch([]));
  await assert.rejects(c.generateObject({ messages: MESSAGES, schema: SCHEMA, onPartial: 'no' }),
    { name: 'TypeError', message: 'generateObject: request.onPartial must be a function' });
  await assert.rejects(c.generateObject({ messages: MESSAGES, schema: SCHEMA, onPartial() {}, partialIntervalMs: -1 }),
    { name: 'TypeError', message: 'generateObject: request.partialIntervalMs must be a whole number >= 0, got -1' });
});

test('R1 L4 partialChanges: each event carries the changes since the last one, which replay to the partial values', async () => {
  const pieces = ['{"step":', '2,"reason"', ':"o', 'k"}'];
  const partials = [];
  await client('openai', eventFetch(openaiEvents(pieces))).generateObject({
    messages: MESSAGES, schema: SCHEMA, partialIntervalMs: 0, onPartial: (p) => partials.push(p),
  });
  const events = [];
  const r = await client('openai', eventFetch(openaiEvents(pieces))).generateObject({
    messages: MESSAGES, schema: SCHEMA, partialChanges: true, partialIntervalMs: 0, onPartial: (p) => events.push(p),
  });
  assert.equal(r.ok, true);
  assert.deepEqual(events, [
    { attempt: 0, changes: [{ op: 'add', path: '', value: {} }] },
    { attempt: 0, changes: [{ op: 'add', path: '/step', value: 2 }, { op: 'complete', path: '/step' }] },
    { attempt: 0, changes: [{ op: 'add', path: '/reason', value: 'o' }] },
    { attempt: 0, changes: [{ op: 'append', path: '/reason', text: 'k' }, { op: 'complete', path: '/reason' }, { op: 'complete', path: '' }] },
  ]);
  const view = emptyView();
  assert.equal(events.length, partials.length);
  for (const [i, event] of events.entries()) {
    applyChanges(view, event.changes);
    assert.deepEqual(view.value, partials[i].value);
    assert.deepEqual([...view.open].sort(), [...partials[i].incomplete].sort());
  }
  assert.deepEqual(view.value, r.value);
});

test('R1 L4 partialChanges: with an interval, the changes in between arrive together in the next event', async () => {
  let clock = 0;
  const events = [];
  const c = client('openai', eventFetch(openaiEvents(['{"step":', '2,"reason"', ':"o', 'k"}'])), { now: () => (clock += 1) });
  const r = await c.generateObject({ messages: MESSAGES, schema: SCHEMA, partialChanges: true, partialIntervalMs: 3, onPartial: (p) => events.push(p) });
  assert.ok(events.length >= 1 && events.length < 4, `${events.length} events`);
  const view = applyChanges(emptyView(), events.flatMap((e) => e.changes));
  assert.deepEqual(view.value, { step: 2, reason: 'ok' });
  assert.deepEqual(view.value, r.value);
});

test('R1 L4 partialChanges: a retry builds its value again from nothing, as attempt 1', async () => {
  const wrong = openaiEvents(['{"step":"two",', '"reason":"x"}']);
  const right = openaiEvents(['{"step":2,', '"reason":"y"}']);
  let call = 0;
  const fetch = async (...args) => eventFetch(call++ === 0 ? wrong : right)(...args);
  const events = [];
  const r = await client('openai', fetch).generateObject({ messages: MESSAGES, schema: SCHEMA, partialChanges: true, partialIntervalMs: 0, stopEarly: false, onPartial: (p) => events.push(p) });
  assert.equal(r.ok, true);
  assert.deepEqual(events.map((e) => e.attempt), [0, 0, 1, 1]);
  assert.deepEqual(events[2].changes[0], { op: 'add', path: '', value: { step: 2 } });
  assert.deepEqual(applyChanges(emptyView(), events.filter((e) => e.attempt === 1).flatMap((e) => e.changes)).value, { step: 2, reason: 'y' });
});

test('R1 partialChanges is checked', async () => {
  const c = client('openai', eventFetch([]));
  await assert.rejects(c.generateObject({ messages: MESSAGES, schema: SCHEMA, onPartial() {}, partialChanges: 'yes' }),
    { name: 'TypeError', message: 'generateObject: request.partialChanges must be a boolean, got string' });
});

let mock;
before(async () => { mock = await startMockProvider(); });
after(() => mock.close());

for (const provider of ['openai', 'anthropic']) {
  test(`R1 L4 ${provider} over loopback, events 2 ms apart: the value grows, the last partial is the final value`, async () => {
    const partials = [];
    const c = sg.createClient({
      provider, baseUrl: `${mock.url}/v1`, model: 'm', apiKey: 'k', stream: true,
      headers: { 'x-mock-scenario': 'success', 'x-mock-session': `partial-${provider}`, 'x-mock-pace-ms': '2' },
    });
    const r = await c.generateObject({ messages: MESSAGES, schema: SCHEMA, partialIntervalMs: 0, onPartial: (p) => partials.push(p.value) });
    assert.equal(r.ok, true);
    assert.ok(partials.length > 1, `${partials.length} partials`);
    assert.deepEqual(partials[0], {});
    assert.deepEqual(partials.at(-1), r.value);
  });
}
