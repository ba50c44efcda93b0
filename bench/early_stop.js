// Rule L4, stopping early: a streamed reply of about 2,000 tokens that breaks its schema within
// its first 100, played by the mock provider (structguard/testing) one event each few
// milliseconds, as a model's tokens arrive. With and without stopping early: the output tokens
// the provider streamed before the client cut the body (the mock counts what was read), and
// the time until the reask's request began. The figure that matters is the ratio: the same
// process, the same pacing.
import { init } from 'structguard';
import { mockFetch } from 'structguard/testing';

const PACE_MS = 2;  // between events of 8 characters: ~4 bytes a token, ~1,000 tokens a second
const schema = {
  type: 'object',
  properties: {
    steps: { type: 'array', items: { type: 'string', maxLength: 200 }, maxItems: 5 },
    summary: { type: 'string' },
  },
  required: ['steps', 'summary'],
  additionalProperties: false,
};

// ~8,000 bytes (2,000 tokens at 4 bytes each); the 6th step, which maxItems refuses, begins
// before byte 400 (token 100).
function wrongReply() {
  const steps = Array.from({ length: 200 }, (_, i) => `Step ${i + 1}: check the item and note it down.`);
  return JSON.stringify({ steps, summary: 'Done.' });
}
const rightReply = JSON.stringify({ steps: ['a', 'b', 'c'], summary: 'Done.' });

// The reask is sent at once (no backoff), so that the time is the reply's alone.
async function run(sg, stopEarly) {
  const fetch = mockFetch([wrongReply(), rightReply]);
  let reaskAt = null;
  const started = performance.now();
  const timed = async (input, init) => {
    if (fetch.requests.length === 1 && reaskAt === null) reaskAt = performance.now() - started;
    return fetch(input, init);
  };
  const client = sg.createClient({
    provider: 'openai', model: 'gpt-4o-mini', fetch: timed, stream: true,
    headers: { 'x-mock-pace-ms': String(PACE_MS) }, retry: { initialDelayMs: 0, jitter: 0 },
  });
  const r = await client.generateObject({ messages: [{ role: 'user', content: 'Up to five steps.' }], schema, stopEarly });
  if (!r.ok || r.attempts.length !== 2) throw new Error('bench: early stop: the run did not end with the reask accepted');
  const first = fetch.requests[0];
  const offset = r.attempts[0].stoppedEarly?.offset ?? null;
  return {
    stoppedAtByte: offset,
    streamedBytes: stopEarly ? r.attempts[0].error.reply.length : wrongReply().length,
    streamedOutputTokens: r.attempts[0].usage.outputTokens,
    bodyChunksRead: first.sent.chunks,
    msUntilReask: Math.round(reaskAt),
  };
}

export async function earlyStop() {
  const sg = await init();
  const replyBytes = wrongReply().length;
  const stopped = await run(sg, true);
  const readToEnd = await run(sg, false);
  return {
    replyBytes,
    paceMs: PACE_MS,
    stopped,
    readToEnd,
    tokensRatio: Number((stopped.streamedOutputTokens / readToEnd.streamedOutputTokens).toFixed(3)),
    timeRatio: Number((stopped.msUntilReask / readToEnd.msUntilReask).toFixed(3)),
  };
}
