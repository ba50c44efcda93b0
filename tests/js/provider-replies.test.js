// A provider SDK's reply object is a reply: parseReply, checkReply, extractJson, repairJson and
// findJsonCandidates take an OpenAI ChatCompletion or Responses `Response` or an Anthropic
// Message as they take its text, and sg.replyText(reply) says which text that is (a tool
// call's arguments first, else the answer's text). The objects come from the SDKs themselves,
// each answering a recorded or documented body through an injected fetch.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import OpenAI from 'openai';
import Anthropic from '@anthropic-ai/sdk';
import { init } from 'structguard';

const sg = await init();
const recorded = (name) => readFileSync(new URL(`../recorded/openai-responses/${name}`, import.meta.url), 'utf8');

function answering(body) {
  return async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_1' } });
}

const openai = (body) => new OpenAI({ apiKey: 'k', fetch: answering(body), maxRetries: 0 });
const anthropic = (body) => new Anthropic({ apiKey: 'k', fetch: answering(body), maxRetries: 0 });

function chatCompletion(message) {
  return {
    id: 'chatcmpl-abc123', object: 'chat.completion', created: 1763776000, model: 'gpt-4o-2024-08-06',
    choices: [{ index: 0, message: { role: 'assistant', refusal: null, annotations: [], ...message }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 81, completion_tokens: 12, total_tokens: 93 },
  };
}

function anthropicMessage(content) {
  return {
    id: 'msg_01ABC', type: 'message', role: 'assistant', model: 'claude-sonnet-4-5', content,
    stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 412, output_tokens: 38 },
  };
}

const Step = { type: 'object', properties: { step: { type: 'integer' }, reason: { type: 'string' } }, required: ['step', 'reason'] };

test('an OpenAI ChatCompletion: parseReply reads its message content', async () => {
  const completion = await openai(chatCompletion({ content: 'Here:\n```json\n{"step": 2, "reason": "ok"}\n```' }))
    .chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] });
  const r = sg.compileSchema(Step).parseReply(completion);
  assert.deepEqual([r.ok, r.value, r.strategy, r.answerText], [true, { step: 2, reason: 'ok' }, 'fence', 'Here:']);
  assert.equal(sg.replyText(completion).slice(r.start, r.end), '{"step": 2, "reason": "ok"}', 'positions are into replyText(reply)');
  assert.deepEqual(sg.compileSchema(Step).checkReply(completion), { ok: true, errors: [] });
  assert.equal(sg.extractJson(completion).json, '{"step": 2, "reason": "ok"}');
});

test('an OpenAI ChatCompletion with a tool call: its function.arguments', async () => {
  const completion = await openai(chatCompletion({
    content: null,
    tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'choose_step', arguments: '{"step": 3, "reason": "tool",}' } }],
  })).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] });
  assert.equal(sg.replyText(completion), '{"step": 3, "reason": "tool",}');
  assert.deepEqual(sg.repairJson(completion).json, '{"step": 3, "reason": "tool"}');
  assert.deepEqual(sg.compileSchema(Step).parseReply(completion, { mode: 'lenient' }).value, { step: 3, reason: 'tool' });
});

test('an OpenAI refusal reads as its text: no JSON, the refusal in answerText', async () => {
  const completion = await openai(chatCompletion({ content: null, refusal: "I'm sorry, I can't help with that." }))
    .chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] });
  const r = sg.compileSchema(Step).parseReply(completion);
  assert.deepEqual([r.ok, r.errors[0].code, r.answerText], [false, 'MissingFence', "I'm sorry, I can't help with that."]);
});

test('an OpenAI Responses Response: output_text, every output_text part joined', async () => {
  const response = await openai(recorded('issue-6454-root-definitions-success.json')).responses.create({ model: 'gpt-5-mini', input: 'x' });
  assert.equal(response.output_text, '{"elements":[{"shared":"works"}]}', 'the SDK object, with its output_text');
  assert.deepEqual(sg.compileSchema({ type: 'object', required: ['elements'] }).parseReply(response).value, { elements: [{ shared: 'works' }] });
  // The raw body (no output_text): the parts are joined as the SDK joins them.
  assert.equal(sg.replyText(JSON.parse(recorded('openai-multiple-output-text-parts.1.json'))), 'First. Second.');
});

test('an OpenAI Responses Response with a function_call item: its arguments, not the text beside it', async () => {
  const response = await openai(recorded('pydantic-phase-live.1.json')).responses.create({ model: 'gpt-5-mini', input: 'x' });
  assert.equal(sg.replyText(response), '{"country":"PotatoLand"}');
  assert.deepEqual(sg.compileSchema({ type: 'object' }).parseReply(response).value, { country: 'PotatoLand' });
});

test('an Anthropic Message: its text blocks, thinking left out', async () => {
  const message = await anthropic(anthropicMessage([
    { type: 'thinking', thinking: 'The user wants {"step": 9}.', signature: 'sig' },
    { type: 'text', text: 'The answer: {"step": 1, ', citations: null },
    { type: 'text', text: '"reason": "two blocks"}', citations: null },
  ])).messages.create({ model: 'claude-sonnet-4-5', max_tokens: 100, messages: [{ role: 'user', content: 'x' }] });
  assert.equal(sg.replyText(message), 'The answer: {"step": 1, "reason": "two blocks"}');
  assert.deepEqual(sg.compileSchema(Step).parseReply(message).value, { step: 1, reason: 'two blocks' });
});

test('an Anthropic Message with a tool_use block: its input, as JSON text', async () => {
  const message = await anthropic({
    ...anthropicMessage([
      { type: 'text', text: 'Choosing.', citations: null },
      { type: 'tool_use', id: 'toolu_01XYZ', name: 'choose_step', input: { step: 2, reason: 'ok' } },
    ]),
    stop_reason: 'tool_use',
  }).messages.create({ model: 'claude-sonnet-4-5', max_tokens: 100, messages: [{ role: 'user', content: 'x' }] });
  assert.equal(sg.replyText(message), '{"step":2,"reason":"ok"}');
  const r = sg.compileSchema({ ...Step, properties: { ...Step.properties, step: { type: 'integer', maximum: 1 } } }).parseReply(message);
  assert.deepEqual([r.ok, r.errors[0].instanceLocation, r.errors[0].offset], [false, '/step', 8]);
});

test('anything else is a TypeError that names the shapes taken', () => {
  const v = sg.compileSchema(Step);
  assert.throws(() => v.parseReply({ id: 'x', object: 'chat.completion.chunk', choices: [{ delta: { content: '{' } }] }), {
    name: 'TypeError',
    message: 'parseReply: the ChatCompletion has no choices[0].message (a streamed chunk is not a reply: pass the text you accumulated)',
  });
  assert.throws(() => sg.extractJson({ candidates: [] }), {
    name: 'TypeError',
    message: "extractJson: text must be a string or a provider SDK's reply (an OpenAI ChatCompletion or Response, an Anthropic Message), got an object with keys candidates (a streamed chunk is not a reply: pass the text you accumulated)",
  });
  assert.throws(() => sg.repairJson(42), { name: 'TypeError', message: "repairJson: text must be a string or a provider SDK's reply (an OpenAI ChatCompletion or Response, an Anthropic Message), got number 42" });
  assert.throws(() => sg.replyText(null), { name: 'TypeError', message: "replyText: reply must be a string or a provider SDK's reply (an OpenAI ChatCompletion or Response, an Anthropic Message), got null" });
  assert.throws(() => sg.findJsonCandidates(new TextEncoder().encode('{}')), { name: 'TypeError', message: /got bytes \(decode them first\)$/ });
});

test('issue 36: a ChatCompletion whose content (or refusal) is not a string is a TypeError naming the field', () => {
  const completion = (message) => ({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', ...message } }] });
  assert.throws(() => sg.replyText(completion({ content: 42 })), {
    name: 'TypeError',
    message: "replyText: the ChatCompletion's choices[0].message.content must be a string, got number 42",
  });
  assert.throws(() => sg.extractJson(completion({ content: [{ type: 'text', text: '{"a":1}' }] })), {
    name: 'TypeError',
    message: "extractJson: the ChatCompletion's choices[0].message.content must be a string, got an array",
  });
  assert.throws(() => sg.compileSchema(Step).parseReply(completion({ content: null, refusal: { reason: 'no' } })), {
    name: 'TypeError',
    message: "parseReply: the ChatCompletion's choices[0].message.refusal must be a string, got an object",
  });
  assert.equal(sg.replyText(completion({ content: null, refusal: null })), '');
});

test('the SDKs\' own reply messages go back into a conversation as they are', async () => {
  const completion = await openai(chatCompletion({
    content: null,
    tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'lookup', arguments: '{"q":"x"}' } }],
  })).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] });
  const message = await anthropic(anthropicMessage([{ type: 'text', text: 'Noted.', citations: null }]))
    .messages.create({ model: 'claude-sonnet-4-5', max_tokens: 100, messages: [{ role: 'user', content: 'x' }] });
  const bodies = [];
  const fetch = async (url, request) => {
    bodies.push(JSON.parse(request.body));
    return new Response(JSON.stringify(chatCompletion({ content: '{"step": 1, "reason": "r"}' })), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const client = sg.createClient({ provider: 'openai', model: 'gpt-4o', apiKey: 'k', fetch });
  const messages = [{ role: 'user', content: 'Look it up.' }];
  messages.push(completion.choices[0].message);
  messages.push({ role: 'tool', tool_call_id: 'call_1', content: 'found' });
  messages.push({ role: message.role, content: message.content });
  const r = await client.generateObject({ messages, schema: Step });
  assert.equal(r.ok, true);
  assert.deepEqual(bodies[0].messages.slice(1, 4), [
    { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'lookup', arguments: '{"q":"x"}' } }] },
    { role: 'tool', tool_call_id: 'call_1', content: 'found' },
    { role: 'assistant', content: 'Noted.' },
  ]);
});
