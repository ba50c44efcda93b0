// Issue 19, the README's recipes for OpenAI-compatible servers: what each
// recipe sends (max_tokens rather than max_completion_tokens, no response_format in prompt
// mode, the server's base URL), and replies as those servers give them: usage with only the
// three totals, tool calls without ids, a JSON body answering a stream request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import { JUDGMENT_SCHEMA } from './judgment-schema.js';

const sg = await init();
const MESSAGES = [{ role: 'user', content: 'Which step?' }];

function answering(message, finish = 'stop') {
  const fetch = async (url, init) => {
    fetch.calls.push({ url, body: JSON.parse(init.body) });
    return new Response(JSON.stringify({
      choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finish }],
      usage: { prompt_tokens: 20, completion_tokens: 8, total_tokens: 28 },
    }), { headers: { 'content-type': 'application/json' } });
  };
  fetch.calls = [];
  return fetch;
}

const RECIPES = {
  ollama: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'qwen3', tokenField: 'max_tokens' },
  vllm: { baseUrl: 'http://127.0.0.1:8000/v1', model: 'Qwen/Qwen3-8B', tokenField: 'max_tokens' },
  'llama.cpp': { baseUrl: 'http://127.0.0.1:8080/v1', model: 'local', tokenField: 'max_tokens' },
  openrouter: { baseUrl: 'https://openrouter.ai/api/v1', model: 'openai/gpt-4o-mini', tokenField: 'max_tokens' },
};

for (const [server, recipe] of Object.entries(RECIPES)) {
  test(`issue 19 R1 ${server} recipe: max_tokens, json_schema, the server's URL; a stream request answered with JSON is read`, async () => {
    const fetch = answering({ content: '{"step":2,"reason":"ok"}' });
    const c = sg.createClient({ provider: 'openai', fetch, stream: true, ...recipe });
    const r = await c.generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA, maxTokens: 200 });
    assert.equal(r.ok, true);
    assert.deepEqual(r.value, { step: 2, reason: 'ok' });
    assert.deepEqual(r.usage, { inputTokens: 20, outputTokens: 8, totalTokens: 28, cacheReadTokens: 0, cacheWriteTokens: 0, reasoningTokens: 0, reported: true });
    const [sent] = fetch.calls;
    assert.equal(sent.url, `${recipe.baseUrl}/chat/completions`);
    assert.equal(sent.body.max_tokens, 200);
    assert.equal('max_completion_tokens' in sent.body, false);
    assert.equal(sent.body.response_format.type, 'json_schema');
  });
}

test('issue 19 R1 P5 a server with json_object only (older llama.cpp): mode prompt sends no response_format and reads the fence', async () => {
  const fetch = answering({ content: 'Here it is:\n```json\n{"step":1,"reason":"fits"}\n```' });
  const c = sg.createClient({ provider: 'openai', fetch, ...RECIPES['llama.cpp'] });
  const r = await c.generateObject({ messages: MESSAGES, schema: JUDGMENT_SCHEMA, mode: 'prompt' });
  assert.deepEqual(r.value, { step: 1, reason: 'fits' });
  assert.equal('response_format' in fetch.calls[0].body, false);
  assert.match(fetch.calls[0].body.messages[0].content, /IMPORTANT: You MUST respond with ONLY a valid JSON object/);
});

test('issue 19 R9 a tool call without an id (some local servers) still gets its result back', async () => {
  let n = 0;
  const fetch = async (url, init) => {
    n += 1;
    fetch.bodies.push(JSON.parse(init.body));
    const message = n === 1
      ? { content: null, tool_calls: [{ type: 'function', function: { name: 'now', arguments: '{}' } }] }
      : { content: 'It is noon.' };
    return new Response(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: n === 1 ? 'tool_calls' : 'stop' }] }),
      { headers: { 'content-type': 'application/json' } });
  };
  fetch.bodies = [];
  const c = sg.createClient({ provider: 'openai', fetch, ...RECIPES.ollama });
  const r = await c.runAgent({ messages: MESSAGES, tools: [{ name: 'now', execute: () => 'noon' }] });
  assert.equal(r.text, 'It is noon.');
  assert.deepEqual(fetch.bodies[1].messages.slice(1), [
    { role: 'assistant', content: null, tool_calls: [{ id: 'call_0_0', type: 'function', function: { name: 'now', arguments: '{}' } }] },
    { role: 'tool', tool_call_id: 'call_0_0', content: 'noon' },
  ]);
});
