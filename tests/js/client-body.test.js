// Issue 26, reading a model's answer under a hostile fetch: a body whose reads settle at once
// still ends at timeoutMs, a long body read in tiny pieces keeps nothing per read, and a fetch
// that rejects with a value that cannot even be described is a NetworkError like any other.
// Real timers here: the fault is that the timer never gets to run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { init } from 'structguard';
import { JUDGMENT_SCHEMA as SCHEMA } from './judgment-schema.js';
import { jsonResponse, openaiReply, scripted } from './scripted-fetch.js';

const sg = await init();
const MESSAGES = [{ role: 'user', content: 'Which step?' }];

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');

function client(fetch, extra = {}) {
  return sg.createClient({ provider: 'openai', model: 'gpt-4o', fetch, retry: { initialDelayMs: 0, jitter: 0 }, ...extra });
}

// A response whose body yields `chunk()` as fast as it is pulled, until `stop()` says so; then
// `last` (bytes) and the end.
function eagerBody(chunk, stop, last = new Uint8Array(0)) {
  return new Response(new ReadableStream({
    pull(controller) {
      if (stop()) {
        controller.enqueue(last);
        controller.close();
      } else {
        controller.enqueue(chunk());
      }
    },
  }, { highWaterMark: 0 }), { status: 200, headers: { 'content-type': 'application/json' } });
}

test('issue 26 R4 a body of empty chunks that come at once still ends at timeoutMs as a Timeout', async () => {
  const started = Date.now();
  // Bounded: after 3 s of empty chunks the body ends (with no JSON) whatever the client does.
  const respond = () => eagerBody(() => new Uint8Array(0), () => Date.now() - started > 3000);
  const r = await client(scripted(respond)).generateObject({ messages: MESSAGES, schema: SCHEMA, timeoutMs: 50, maxRetries: 0 });
  assert.deepEqual([r.ok, r.error.kind, r.error.message], [false, 'Timeout', 'no response within 50 ms']);
  assert.ok(Date.now() - started < 1000, `ended after ${Date.now() - started} ms`);
});

test('issue 26 R4 one-byte chunks that come at once still end at timeoutMs, streamed or not', async () => {
  for (const stream of [false, true]) {
    const started = Date.now();
    const respond = () => eagerBody(() => new Uint8Array([0x20]), () => Date.now() - started > 3000);
    const r = await client(scripted(respond)).generateObject({
      messages: MESSAGES, schema: SCHEMA, timeoutMs: 50, maxRetries: 0, stream, maxResponseBytes: 64 * 1024 * 1024,
    });
    assert.deepEqual([r.ok, r.error.kind], [false, 'Timeout'], `stream: ${stream}`);
    assert.ok(Date.now() - started < 1000, `stream: ${stream}: ended after ${Date.now() - started} ms`);
  }
});

test('issue 26 a body read in 100,000 pieces keeps no memory per read until the attempt ends', async () => {
  const reply = new TextEncoder().encode(JSON.stringify(openaiReply('{"step":1,"reason":"slow"}')));
  const reads = 100_000;
  const heap = [];
  let pulled = 0;
  const respond = () => eagerBody(() => {
    pulled += 1;
    if (pulled === 5_000 || pulled === reads) {
      gc();
      heap.push(process.memoryUsage().heapUsed);
    }
    return new Uint8Array(0);
  }, () => pulled >= reads, reply);
  const r = await client(scripted(respond)).generateObject({ messages: MESSAGES, schema: SCHEMA, timeoutMs: 600_000 });
  assert.deepEqual([r.ok, r.value], [true, { step: 1, reason: 'slow' }]);
  const perRead = (heap[1] - heap[0]) / (reads - 5_000);
  assert.ok(perRead < 16, `${perRead.toFixed(1)} bytes of heap kept per read`);
});

test('issue 26 R4 a fetch that rejects with a value whose message getter throws is a NetworkError, retried', async () => {
  const hostile = {
    get message() {
      throw new Error('no message for you');
    },
  };
  const fetch = scripted(() => Promise.reject(hostile), () => jsonResponse(openaiReply('{"step":2,"reason":"retried"}')));
  const r = await client(fetch).generateObject({ messages: MESSAGES, schema: SCHEMA, maxRetries: 1 });
  assert.deepEqual([r.ok, r.value, fetch.calls.length], [true, { step: 2, reason: 'retried' }, 2]);
  assert.equal(r.attempts[0].error.kind, 'NetworkError');
  assert.equal(r.attempts[0].error.message, 'the request failed without a response: (a thrown value whose message could not be read)');
});

test('issue 26 R9 a tool that throws a value whose message getter throws is a failed tool, not a failed run', async () => {
  const toolCall = {
    choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'look', arguments: '{}' } }] }, finish_reason: 'tool_calls' }],
  };
  const fetch = scripted(() => jsonResponse(toolCall), () => jsonResponse(openaiReply('done')));
  const r = await client(fetch).runAgent({
    messages: MESSAGES,
    tools: [{ name: 'look', execute: () => { throw { get message() { throw new Error('unreadable'); } }; } }],
  });
  assert.equal(r.ok, true);
  const sent = JSON.parse(fetch.calls[1].body).messages.at(-1);
  assert.deepEqual([sent.role, sent.content], ['tool', 'tool error: (a thrown value whose message could not be read)']);
});
