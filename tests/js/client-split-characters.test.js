// Issue 36: a character outside the Basic Multilingual Plane whose UTF-16 pair is split between
// two stream events (`"\ud83d"` ends one delta, `"\ude00"` begins the next, as any proxy that
// slices a JavaScript string by index sends it) is one character on every wire: not two U+FFFD,
// and not a string too long for maxLength (which stopping early would even stop the reply for).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import { replay, SEEDS, seedLabel as label } from '../support/replay.js';

const sg = await init();
const FACE = '\u{1F600}';
const SCHEMA = { type: 'object', properties: { face: { type: 'string', maxLength: 3 } }, required: ['face'], additionalProperties: false };
// The reply cut by UTF-16 index between the halves of each of its emoji.
const REPLY = `{"face":"${FACE}${FACE}${FACE}"}`;
const PIECES = [REPLY.slice(0, 10), REPLY.slice(10, 12), REPLY.slice(12, 14), REPLY.slice(14)];
const event = (data, name) => `${name ? `event: ${name}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

const WIRES = {
  openai: (pieces) => [
    ...pieces.map((content) => event({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })),
    event({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }),
    event({ choices: [], usage: { prompt_tokens: 9, completion_tokens: 7, total_tokens: 16 } }),
    'data: [DONE]\n\n',
  ],
  'openai-responses': (pieces) => [
    ...pieces.map((delta) => event({ type: 'response.output_text.delta', output_index: 0, content_index: 0, delta }, 'response.output_text.delta')),
    event({ type: 'response.completed', response: { status: 'completed', output: [], usage: { input_tokens: 9, output_tokens: 7, total_tokens: 16 } } }, 'response.completed'),
  ],
  anthropic: (pieces) => [
    event({ type: 'message_start', message: { id: 'msg_1', type: 'message', role: 'assistant', content: [], usage: { input_tokens: 9, output_tokens: 1 } } }, 'message_start'),
    event({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }, 'content_block_start'),
    ...pieces.map((text) => event({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }, 'content_block_delta')),
    event({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
    event({ type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 7 } }, 'message_delta'),
    event({ type: 'message_stop' }, 'message_stop'),
  ],
  gemini: (pieces) => pieces.map((text, i) => event({
    candidates: [{ content: { parts: [{ text }], role: 'model' }, ...(i === pieces.length - 1 ? { finishReason: 'STOP' } : {}) }],
    usageMetadata: { promptTokenCount: 9, candidatesTokenCount: 7, totalTokenCount: 16 },
  })),
};

for (const [provider, events] of Object.entries(WIRES)) {
  for (const seed of [null, ...SEEDS.slice(1, 3)]) {
    test(`issue 36 R1 ${provider} streamed (${label(seed)}): a surrogate pair split between two events is one character, within maxLength, stopping early on; a half alone is U+FFFD`, async () => {
      assert.ok(events(PIECES).join('').includes('\\ud83d"'), 'the halves are escaped apart, as JSON.stringify writes them');
      const fetch = replay([{ body: events(PIECES).join(''), stream: true }], seed);
      const client = sg.createClient({ provider, model: 'm', apiKey: 'k', fetch, stream: true });
      const r = await client.generateObject({ messages: [{ role: 'user', content: 'x' }], schema: SCHEMA, mode: 'native', stopEarly: true, maxRetries: 0 });
      assert.equal(r.error, null);
      assert.deepEqual([r.ok, r.value, r.text], [true, { face: FACE + FACE + FACE }, REPLY]);
      // A half whose other half does not follow (other text does, or the end) is U+FFFD.
      const lone = ['{"face":"\ud83d', 'a', '\ude00', '\ud83d', '"}'];
      const text = await sg.createClient({ provider, model: 'm', apiKey: 'k', fetch: replay([{ body: events(lone).join(''), stream: true }], seed), stream: true })
        .generateObject({ messages: [{ role: 'user', content: 'x' }], maxRetries: 0 });
      assert.equal(text.text, '{"face":"\ufffda\ufffd\ufffd"}');
    });
  }
}
