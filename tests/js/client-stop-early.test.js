// Rule L4 applied to R1: a streamed reply that can no longer pass the schema is stopped where
// that became certain, on each provider's wire, and the attempt goes to its reask. The mock
// provider (structguard/testing) counts what the client read before it cancelled the body.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import { mockFetch } from 'structguard/testing';

const sg = await init();
const schema = {
  type: 'object',
  properties: { nudges: { type: 'array', items: { type: 'string' }, minItems: 6, maxItems: 6 } },
  required: ['nudges'],
  additionalProperties: false,
};
const nudges = (n) => JSON.stringify({ nudges: Array.from({ length: n }, (_, i) => `Nudge number ${i + 1}`) });
const MODELS = { openai: 'gpt-4o-mini', 'openai-responses': 'gpt-4o-mini', anthropic: 'claude-sonnet-4-5', gemini: 'gemini-2.5-flash' };
const messages = [{ role: 'user', content: 'Six nudges, please.' }];

for (const provider of Object.keys(MODELS)) {
  test(`L4 R1 ${provider}: a stream past maxItems is stopped at the 7th item, the body cancelled, then reasked`, async () => {
    const fetch = mockFetch([nudges(200), nudges(6)]);
    const client = sg.createClient({ provider, model: MODELS[provider], fetch, stream: true });
    const r = await client.generateObject({ messages, schema });
    assert.equal(r.ok, true);
    assert.deepEqual(r.value, JSON.parse(nudges(6)));
    assert.equal(r.attempts.length, 2);
    const [stopped, accepted] = r.attempts;
    assert.deepEqual(stopped.stoppedEarly, {
      offset: nudges(6).length,
      instanceLocation: '/nudges',
      keyword: 'maxItems',
      message: "'nudges' must have at most 6 items; item 6 has begun",
    });
    assert.equal(stopped.error.kind, 'InvalidReply');
    assert.equal(stopped.error.reply.slice(0, stopped.stoppedEarly.offset), nudges(6).slice(0, -2) + ',"');
    assert.ok(stopped.usage.outputTokens > 0);
    assert.equal(accepted.stoppedEarly, null);

    const [first, second] = fetch.requests;
    assert.equal(first.cancelled, true);
    // The mock streams 8 characters an event: the whole reply is 463 events, the client read ~20.
    const events = Math.ceil(nudges(200).length / 8);
    assert.ok(first.sent.chunks * 10 < events, `read ${first.sent.chunks} chunks of a ${events}-event reply`);
    assert.equal(second.cancelled, false);
    assert.match(JSON.stringify(second.body), /- at \/nudges: 'nudges' must have at most 6 items; item 6 has begun/);
  });
}

test('L4 R1 stopEarly: false reads the wrong reply to its end and rejects it there', async () => {
  const fetch = mockFetch([nudges(40), nudges(6)]);
  const client = sg.createClient({ provider: 'openai', model: 'gpt-4o-mini', fetch, stream: true });
  const r = await client.generateObject({ messages, schema, stopEarly: false });
  assert.equal(r.ok, true);
  assert.equal(r.attempts[0].stoppedEarly, null);
  assert.match(r.attempts[0].error.message, /^the reply was rejected by the check: 'nudges' must have at most 6 items; got 40/);
  assert.equal(fetch.requests[0].cancelled, false);
});

test('L4 R1 a reply that can still pass is never stopped, and onPartial sees it as it comes', async () => {
  const fetch = mockFetch([nudges(6)]);
  const client = sg.createClient({ provider: 'anthropic', model: 'claude-sonnet-4-5', fetch, stream: true });
  const seen = [];
  const r = await client.generateObject({ messages, schema, onPartial: ({ value }) => seen.push(value), partialIntervalMs: 0 });
  assert.equal(r.ok, true);
  assert.equal(r.attempts.length, 1);
  assert.equal(r.attempts[0].stoppedEarly, null);
  assert.equal(fetch.requests[0].cancelled, false);
  assert.ok(seen.length > 5);
});

test('L4 R1 a wrong type is stopped at its first byte, with reask off the run ends there', async () => {
  const wrong = JSON.stringify({ nudges: 'Six nudges: ' + 'be kind. '.repeat(100) });
  const fetch = mockFetch([wrong]);
  const client = sg.createClient({ provider: 'openai', model: 'gpt-4o-mini', fetch, stream: true });
  const r = await client.generateObject({ messages, schema, reask: false, maxRetries: 0 });
  assert.equal(r.ok, false);
  assert.equal(r.error.kind, 'InvalidReply');
  assert.equal(r.error.message, "the reply was stopped after 11 bytes, where it could no longer pass the schema: 'nudges' must be array; got string");
  assert.deepEqual(r.attempts[0].stoppedEarly, {
    offset: 11,
    instanceLocation: '/nudges',
    keyword: 'type',
    message: "'nudges' must be array; got string",
  });
});
