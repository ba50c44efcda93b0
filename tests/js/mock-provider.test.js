// The mock provider (rule R8) answers every scenario in the right wire format, JSON and SSE,
// for both providers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startMockProvider } from '../mock-provider/server.js';

const JUDGMENT = {
  type: 'object',
  properties: { step: { type: 'integer' }, reason: { type: 'string' } },
  required: ['step', 'reason'],
  additionalProperties: false,
};

let mock;
before(async () => {
  mock = await startMockProvider();
});
after(() => mock.close());

function openaiBody(extra = {}) {
  return {
    model: 'gpt-4o',
    messages: [{ role: 'user', content: 'Which rule?' }],
    response_format: { type: 'json_schema', json_schema: { name: 'judgment', strict: true, schema: JUDGMENT } },
    ...extra,
  };
}

function anthropicBody(extra = {}) {
  return {
    model: 'claude-sonnet-4-5',
    max_tokens: 512,
    messages: [{ role: 'user', content: 'Which rule?' }],
    tools: [{ name: 'judgment', input_schema: JUDGMENT }],
    tool_choice: { type: 'tool', name: 'judgment' },
    ...extra,
  };
}

function post(path, body, scenario, headers = {}) {
  return fetch(`${mock.url}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-scenario': scenario, 'x-mock-session': `${path}|${scenario}|${Math.random()}`, ...headers },
    body: JSON.stringify(body),
  });
}

async function events(response) {
  assert.match(response.headers.get('content-type'), /^text\/event-stream/);
  const text = await response.text();
  return text.split('\n\n').filter(Boolean).map((block) => {
    const event = /^event: (.*)$/m.exec(block)?.[1] ?? null;
    const data = /^data: (.*)$/m.exec(block)[1];
    return { event, data: data === '[DONE]' ? data : JSON.parse(data) };
  });
}

test('R8 OpenAI success, JSON: a value of the schema, finish_reason stop, usage', async () => {
  const response = await post('/chat/completions', openaiBody(), 'success');
  assert.equal(response.status, 200);
  const body = await response.json();
  assert.equal(body.object, 'chat.completion');
  assert.equal(body.choices[0].finish_reason, 'stop');
  assert.equal(body.choices[0].message.refusal, null);
  assert.deepEqual(JSON.parse(body.choices[0].message.content), { step: 1, reason: 'mock' });
  assert.equal(body.usage.total_tokens, body.usage.prompt_tokens + body.usage.completion_tokens);
});

test('R8 OpenAI success, SSE: chunks, a usage chunk without choices, [DONE]', async () => {
  const list = await events(await post('/chat/completions', openaiBody({ stream: true, stream_options: { include_usage: true } }), 'success'));
  assert.equal(list.at(-1).data, '[DONE]');
  const chunks = list.slice(0, -1).map((e) => e.data);
  assert.ok(chunks.every((c) => c.object === 'chat.completion.chunk' && list.every((e) => e.event === null)));
  const text = chunks.flatMap((c) => c.choices.map((choice) => choice.delta.content ?? '')).join('');
  assert.deepEqual(JSON.parse(text), { step: 1, reason: 'mock' });
  assert.equal(chunks.at(-2).choices[0].finish_reason, 'stop');
  assert.deepEqual(chunks.at(-1).choices, []);
  assert.ok(chunks.at(-1).usage.total_tokens > 0);
});

test('R8 Anthropic forced tool, JSON: a tool_use block with the input, stop_reason tool_use', async () => {
  const response = await post('/messages', anthropicBody(), 'success');
  const body = await response.json();
  assert.equal(body.type, 'message');
  assert.equal(body.stop_reason, 'tool_use');
  assert.deepEqual(body.content, [{ type: 'tool_use', id: 'toolu_mock_1', name: 'judgment', input: { step: 1, reason: 'mock' } }]);
  assert.ok(body.usage.input_tokens > 0 && body.usage.output_tokens > 0);
});

test('R8 Anthropic forced tool, SSE: named events, ping, input_json_delta pieces', async () => {
  const list = await events(await post('/messages', anthropicBody({ stream: true }), 'success'));
  const names = list.map((e) => e.event);
  assert.deepEqual(names.slice(0, 3), ['message_start', 'content_block_start', 'ping']);
  assert.deepEqual(names.slice(-3), ['content_block_stop', 'message_delta', 'message_stop']);
  assert.ok(list.every((e) => e.event === e.data.type));
  const json = list.filter((e) => e.event === 'content_block_delta').map((e) => e.data.delta.partial_json).join('');
  assert.deepEqual(JSON.parse(json), { step: 1, reason: 'mock' });
  assert.equal(list.at(-2).data.delta.stop_reason, 'tool_use');
});

test('R8 Anthropic native output_config: the JSON as text, end_turn', async () => {
  const body = anthropicBody({ output_config: { format: { type: 'json_schema', schema: JUDGMENT } } });
  delete body.tools;
  delete body.tool_choice;
  const reply = await (await post('/messages', body, 'success')).json();
  assert.equal(reply.stop_reason, 'end_turn');
  assert.deepEqual(JSON.parse(reply.content[0].text), { step: 1, reason: 'mock' });
});

test('R8 rate-limit: 429 with retry-after in both wire formats', async () => {
  const openai = await post('/chat/completions', openaiBody(), 'rate-limit');
  assert.equal(openai.status, 429);
  assert.equal(openai.headers.get('retry-after'), '1');
  assert.equal(openai.headers.get('x-ratelimit-reset-tokens'), '644ms');
  assert.equal((await openai.json()).error.code, 'rate_limit_exceeded');
  const anthropic = await post('/messages', anthropicBody(), 'rate-limit', { 'x-mock-retry-after': '0.05' });
  assert.equal(anthropic.status, 429);
  assert.equal(anthropic.headers.get('retry-after'), '0.05');
  const body = await anthropic.json();
  assert.equal(body.type, 'error');
  assert.equal(body.error.type, 'rate_limit_error');
});

test('R8 insufficient-quota, server-error and overloaded', async () => {
  const quota = await post('/chat/completions', openaiBody(), 'insufficient-quota');
  assert.equal(quota.status, 429);
  assert.equal((await quota.json()).error.code, 'insufficient_quota');
  const server = await post('/chat/completions', openaiBody(), 'server-error');
  assert.equal(server.status, 500);
  assert.equal((await server.json()).error.type, 'server_error');
  const overloaded = await post('/messages', anthropicBody(), 'overloaded');
  assert.equal(overloaded.status, 529);
  assert.equal(overloaded.headers.get('x-should-retry'), 'true');
  assert.equal((await overloaded.json()).error.type, 'overloaded_error');
  const busy = await post('/chat/completions', openaiBody(), 'overloaded');
  assert.equal(busy.status, 503);
});

test('R8 length: finish_reason length / stop_reason max_tokens with a cut value', async () => {
  const openai = await (await post('/chat/completions', openaiBody(), 'length')).json();
  assert.equal(openai.choices[0].finish_reason, 'length');
  assert.throws(() => JSON.parse(openai.choices[0].message.content));
  const anthropic = await (await post('/messages', anthropicBody(), 'length')).json();
  assert.equal(anthropic.stop_reason, 'max_tokens');
  assert.deepEqual(anthropic.content[0].input, { step: 1 });
  const streamed = await events(await post('/messages', anthropicBody({ stream: true }), 'length'));
  const json = streamed.filter((e) => e.event === 'content_block_delta').map((e) => e.data.delta.partial_json).join('');
  assert.equal(json, '{"step":1,"r');
});

test('R8 refusal and content-filter', async () => {
  const openai = await (await post('/chat/completions', openaiBody(), 'refusal')).json();
  assert.equal(openai.choices[0].message.content, null);
  assert.equal(openai.choices[0].message.refusal, "I can't help with that.");
  assert.equal(openai.choices[0].finish_reason, 'stop');
  const anthropic = await (await post('/messages', anthropicBody(), 'refusal')).json();
  assert.equal(anthropic.stop_reason, 'refusal');
  const streamed = await events(await post('/chat/completions', openaiBody({ stream: true }), 'refusal'));
  assert.equal(streamed.map((e) => e.data.choices?.[0]?.delta.refusal ?? '').join(''), "I can't help with that.");
  const filtered = await (await post('/chat/completions', openaiBody(), 'content-filter')).json();
  assert.equal(filtered.choices[0].finish_reason, 'content_filter');
});

test('R8 malformed-fence: a json fence whose JSON has a trailing comma', async () => {
  const body = await (await post('/chat/completions', openaiBody(), 'malformed-fence')).json();
  const content = body.choices[0].message.content;
  const fence = /```json\n([\s\S]*)\n```/.exec(content)[1];
  assert.match(fence, /,\n}$/);
  assert.throws(() => JSON.parse(fence));
  const anthropic = await (await post('/messages', anthropicBody(), 'malformed-fence')).json();
  assert.equal(anthropic.content[0].type, 'text');
  assert.equal(anthropic.stop_reason, 'end_turn');
});

test('R8 hang: no answer until the client gives up', async () => {
  await assert.rejects(
    fetch(`${mock.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'x-mock-scenario': 'hang' },
      body: JSON.stringify(openaiBody()),
      signal: AbortSignal.timeout(150),
    }),
    (error) => error.name === 'TimeoutError',
  );
});

test('R8 stream-error: the stream breaks off with an error event or chunk', async () => {
  const anthropic = await events(await post('/messages', anthropicBody({ stream: true }), 'stream-error'));
  assert.equal(anthropic.at(-1).event, 'error');
  assert.equal(anthropic.at(-1).data.error.type, 'overloaded_error');
  assert.ok(!anthropic.some((e) => e.event === 'message_stop'));
  const openai = await events(await post('/chat/completions', openaiBody({ stream: true }), 'stream-error'));
  assert.equal(openai.at(-1).data.error.type, 'server_error');
  assert.ok(!openai.some((e) => e.data === '[DONE]'));
});

test('R8 tool-call: the first tool is called, then a text answer once a result is in', async () => {
  const tools = [{ type: 'function', function: { name: 'search', parameters: { type: 'object', properties: { q: { type: 'string' } } } } }];
  const first = await (await post('/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'go' }], tools }, 'tool-call')).json();
  assert.equal(first.choices[0].finish_reason, 'tool_calls');
  assert.deepEqual(first.choices[0].message.tool_calls, [{ id: 'call_mock_1', type: 'function', function: { name: 'search', arguments: '{"q":"mock"}' } }]);
  const messages = [{ role: 'user', content: 'go' }, first.choices[0].message, { role: 'tool', tool_call_id: 'call_mock_1', content: 'found' }];
  const second = await (await post('/chat/completions', { model: 'gpt-4o', messages, tools }, 'tool-call')).json();
  assert.equal(second.choices[0].message.content, 'Mock answer after 1 tool result(s).');
});

test('R8 prompt-only: the schema of the JSON-only instruction comes back in a json fence', async () => {
  const prompt = 'Which rule?\n---\nIMPORTANT: You MUST respond with ONLY a valid JSON object matching this schema.\n```json\n' +
    JSON.stringify(JUDGMENT, null, 2) + '\n```';
  const body = await (await post('/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: prompt }] }, 'success')).json();
  const fence = /```json\n([\s\S]*)\n```/.exec(body.choices[0].message.content)[1];
  assert.deepEqual(JSON.parse(fence), { step: 1, reason: 'mock' });
});

test('R8 a scripted list plays in order per session; the model name selects too', async () => {
  const headers = { 'x-mock-session': 'sequence-1' };
  const statuses = [];
  for (let i = 0; i < 3; i += 1) statuses.push((await post('/chat/completions', openaiBody(), 'server-error,success', headers)).status);
  assert.deepEqual(statuses, [500, 200, 200]);
  const byModel = await fetch(`${mock.url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify(openaiBody({ model: 'mock:server-error' })) });
  assert.equal(byModel.status, 500);
  const logged = mock.requests.at(-1);
  assert.equal(logged.scenario, 'server-error');
  assert.equal(logged.wire, 'openai');
});
