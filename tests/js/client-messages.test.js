// Issue 16: messages as users hold them. The OpenAI SDK's chat messages and the Anthropic SDK's
// content blocks reach the provider whole; whatever cannot be sent is a TypeError naming the
// field, never dropped in silence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();

const REPLIES = {
  openai: { choices: [{ message: { role: 'assistant', content: 'done' }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1 } },
  anthropic: { content: [{ type: 'text', text: 'done' }], stop_reason: 'end_turn', usage: { input_tokens: 1, output_tokens: 1 } },
};

// The request body the provider would receive for `messages`.
async function sent(provider, messages) {
  let body;
  const client = sg.createClient({
    provider,
    model: 'm',
    fetch: async (url, request) => {
      body = JSON.parse(request.body);
      return new Response(JSON.stringify(REPLIES[provider]), { headers: { 'content-type': 'application/json' } });
    },
  });
  const r = await client.generateObject({ messages, maxRetries: 0 });
  assert.equal(r.ok, true, JSON.stringify(r.error));
  return body;
}

// What completion.choices[0].message looks like in the OpenAI SDK, pushed back into the history.
const OPENAI_HISTORY = [
  { role: 'developer', content: 'Answer briefly.' },
  { role: 'user', content: [{ type: 'text', text: 'Weather in ' }, { type: 'text', text: 'Tokyo?' }] },
  {
    role: 'assistant', content: null, refusal: null, annotations: [],
    tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'search', arguments: '{"q":"Tokyo"}' } }],
  },
  { role: 'tool', tool_call_id: 'call_1', content: [{ type: 'text', text: 'sunny' }] },
];

test('issue 16: OpenAI SDK messages (developer, content parts, tool_calls, tool_call_id) reach OpenAI whole', async () => {
  const body = await sent('openai', OPENAI_HISTORY);
  assert.deepEqual(body.messages, [
    { role: 'system', content: 'Answer briefly.' },
    { role: 'user', content: 'Weather in Tokyo?' },
    { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'search', arguments: '{"q":"Tokyo"}' } }] },
    { role: 'tool', tool_call_id: 'call_1', content: 'sunny' },
  ]);
});

test('issue 16: the same OpenAI SDK history reaches Anthropic as tool_use and tool_result blocks', async () => {
  const body = await sent('anthropic', OPENAI_HISTORY);
  assert.equal(body.system, 'Answer briefly.');
  assert.deepEqual(body.messages, [
    { role: 'user', content: 'Weather in Tokyo?' },
    { role: 'assistant', content: [{ type: 'tool_use', id: 'call_1', name: 'search', input: { q: 'Tokyo' } }] },
    { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'call_1', content: 'sunny' }] },
  ]);
});

// What an Anthropic SDK user keeps: response.content pushed as the assistant turn, tool results
// as blocks of the next user turn.
const ANTHROPIC_HISTORY = [
  { role: 'user', content: [{ type: 'text', text: 'Weather in Tokyo?' }] },
  {
    role: 'assistant',
    content: [
      { type: 'text', text: 'Let me look.', citations: null },
      { type: 'tool_use', id: 'toolu_1', name: 'search', input: { q: 'Tokyo' } },
    ],
  },
  {
    role: 'user',
    content: [
      { type: 'tool_result', tool_use_id: 'toolu_1', content: [{ type: 'text', text: 'no data' }], is_error: true },
      { type: 'text', text: 'Try again.' },
    ],
  },
];

test('issue 16: Anthropic SDK content blocks (text, tool_use, tool_result) reach Anthropic whole', async () => {
  const body = await sent('anthropic', ANTHROPIC_HISTORY);
  assert.deepEqual(body.messages, [
    { role: 'user', content: 'Weather in Tokyo?' },
    { role: 'assistant', content: [{ type: 'text', text: 'Let me look.' }, { type: 'tool_use', id: 'toolu_1', name: 'search', input: { q: 'Tokyo' } }] },
    { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'no data', is_error: true }] },
    { role: 'user', content: 'Try again.' },
  ]);
});

test('issue 16: Anthropic SDK content blocks reach OpenAI as tool_calls and a tool message', async () => {
  const body = await sent('openai', ANTHROPIC_HISTORY);
  assert.deepEqual(body.messages, [
    { role: 'user', content: 'Weather in Tokyo?' },
    { role: 'assistant', content: 'Let me look.', tool_calls: [{ id: 'toolu_1', type: 'function', function: { name: 'search', arguments: '{"q":"Tokyo"}' } }] },
    { role: 'tool', tool_call_id: 'toolu_1', content: 'no data' },
    { role: 'user', content: 'Try again.' },
  ]);
});

test("issue 16: runAgent's own messages (toolCalls, toolCallId, isError) are read as before", async () => {
  const body = await sent('openai', [
    { role: 'assistant', content: '', toolCalls: [{ id: 'c', name: 'search', arguments: '{}' }] },
    { role: 'tool', content: 'x', toolCallId: 'c', isError: false },
  ]);
  assert.deepEqual(body.messages, [
    { role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 'search', arguments: '{}' } }] },
    { role: 'tool', tool_call_id: 'c', content: 'x' },
  ]);
});

const refused = [
  ['an image part', [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'https://x/y.png' } }] }],
    /request\.messages\[0\]\.content\[0\]\.type 'image_url' is not supported: structguard sends text only/],
  ['an Anthropic image block', [{ role: 'user', content: [{ type: 'image', source: {} }] }], /messages\[0\]\.content\[0\]\.type 'image'/],
  ['a thinking block', [{ role: 'assistant', content: [{ type: 'thinking', thinking: '…', signature: 's' }] }], /content\[0\]\.type 'thinking' is not supported/],
  ['a participant name', [{ role: 'user', content: 'hi', name: 'alice' }], /request\.messages\[0\]\.name is not supported/],
  ['cache_control on a block', [{ role: 'user', content: [{ type: 'text', text: 'hi', cache_control: { type: 'ephemeral' } }] }],
    /request\.messages\[0\]\.content\[0\]\.cache_control is not supported/],
  ['a tool message without its call id', [{ role: 'tool', content: 'sunny' }], /request\.messages\[0\] is a tool message: it needs tool_call_id/],
  ['tool_call_id on a user message', [{ role: 'user', content: 'x', tool_call_id: 'c' }], /request\.messages\[0\]\.tool_call_id is only for tool messages/],
  ['tool_calls on a user message', [{ role: 'user', content: 'x', tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{}' } }] }],
    /request\.messages\[0\]\.tool_calls are only for assistant messages/],
  ['a custom tool call', [{ role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'custom', custom: { name: 'f', input: 'x' } }] }],
    /tool_calls\[0\]\.custom is not supported|tool_calls\[0\]\.type 'custom' is not supported/],
  ['a tool call without a name', [{ role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { arguments: '{}' } }] }],
    /request\.messages\[0\]\.tool_calls\[0\]\.function\.name must be a non-empty string/],
  ['the deprecated function role', [{ role: 'function', name: 'f', content: 'x' }], /request\.messages\[0\]\.role .*deprecated function role/],
  ['tool_use in a user turn', [{ role: 'user', content: [{ type: 'tool_use', id: 't', name: 'f', input: {} }] }],
    /content\[0\]\.type 'tool_use' is not allowed in a user message/],
  ['both spellings of tool calls', [{ role: 'assistant', content: '', toolCalls: [{ id: 'c', name: 'f' }], tool_calls: [{ id: 'c', function: { name: 'f' } }] }],
    /request\.messages\[0\] has both toolCalls and tool_calls: give one/],
];

for (const [what, messages, message] of refused) {
  test(`issue 16: ${what} is refused with a TypeError naming the field`, async () => {
    const client = sg.createClient({ provider: 'openai', model: 'm', fetch: () => assert.fail('nothing may be sent') });
    await assert.rejects(client.generateObject({ messages }), (error) => {
      assert.ok(error instanceof TypeError, String(error));
      assert.match(error.message, message);
      return true;
    });
  });
}
