// The mock provider's OpenAI Chat Completions side (as the openai 6.49 SDK's types define it):
// reading a request's gist and writing a plan as a JSON body or as chat.completion.chunk events.
import { byteLength, latestPromptSchema, pieces, usageFor, writeEvents } from './wire-common.js';

const CREATED = 1763776000;

export function openaiGist(body) {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  return {
    wire: 'openai',
    model: body.model,
    stream: body.stream === true,
    schema: body.response_format?.json_schema?.schema ?? null,
    forcedTool: null,
    tools: (body.tools ?? []).map((t) => ({ name: t.function?.name, schema: t.function?.parameters })),
    toolResults: messages.filter((m) => m.role === 'tool').length,
    promptSchema: latestPromptSchema(messages.filter((m) => m.role === 'user').map((m) => m.content)),
    promptBytes: byteLength(JSON.stringify(messages)),
  };
}

const FINISH = { normal: 'stop', tool: 'tool_calls', length: 'length', content_filter: 'content_filter', refusal: 'stop' };

export function writeOpenAIError(response, plan) {
  response.writeHead(plan.status, { 'content-type': 'application/json', 'x-request-id': 'req_mock', ...plan.headers });
  response.end(JSON.stringify({ error: { message: plan.message, type: plan.type, param: null, code: plan.code } }));
}

export function writeOpenAIReply(response, plan, request) {
  const usage = openaiUsage(request, plan);
  if (!request.stream) {
    const message = { role: 'assistant', content: plan.text, refusal: plan.refusal ?? null, annotations: [] };
    if (plan.toolCalls.length > 0) message.tool_calls = plan.toolCalls.map(toolCallJson);
    response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'req_mock' });
    response.end(JSON.stringify({
      id: 'chatcmpl-mock', object: 'chat.completion', created: CREATED, model: request.model,
      choices: [{ index: 0, message, logprobs: null, finish_reason: FINISH[plan.stop] }],
      usage,
    }));
    return;
  }
  const events = [chunk(request, { role: 'assistant', content: '', refusal: null })];
  for (const piece of pieces(plan.text ?? '')) events.push(chunk(request, { content: piece }));
  for (const piece of pieces(plan.refusal ?? '')) events.push(chunk(request, { refusal: piece }));
  plan.toolCalls.forEach((call, index) => {
    events.push(chunk(request, { tool_calls: [{ index, ...toolCallJson(call), function: { name: call.name, arguments: '' } }] }));
    for (const piece of pieces(JSON.stringify(call.input))) {
      events.push(chunk(request, { tool_calls: [{ index, function: { arguments: piece } }] }));
    }
  });
  events.push(chunk(request, {}, FINISH[plan.stop]));
  events.push({ data: JSON.stringify({ ...chunkHead(request), choices: [], usage }) });
  events.push({ data: '[DONE]' });
  writeEvents(response, events, request.paceMs);
}

// Streams the first part of the reply, then an error chunk, and ends the body.
export function writeOpenAIStreamError(response, plan, request) {
  const events = [chunk(request, { role: 'assistant', content: '' })];
  for (const piece of pieces(plan.text ?? JSON.stringify(plan.toolCalls[0]?.input ?? {}))) {
    events.push(chunk(request, { content: piece }));
  }
  events.push({ data: JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null } }) });
  writeEvents(response, events, request.paceMs);
}

function toolCallJson(call) {
  return { id: call.id, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.input) } };
}

function chunkHead(request) {
  return { id: 'chatcmpl-mock', object: 'chat.completion.chunk', created: CREATED, model: request.model };
}

function chunk(request, delta, finish = null) {
  return { data: JSON.stringify({ ...chunkHead(request), choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }], usage: null }) };
}

function openaiUsage(request, plan) {
  const { input, output } = usageFor(request, plan);
  return {
    prompt_tokens: input, completion_tokens: output, total_tokens: input + output,
    prompt_tokens_details: { cached_tokens: 0 }, completion_tokens_details: { reasoning_tokens: 0 },
  };
}
