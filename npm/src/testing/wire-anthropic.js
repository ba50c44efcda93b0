// The mock provider's Anthropic Messages side (as @anthropic-ai/sdk 1.12's types define it):
// reading a request's gist and writing a plan as a JSON body or as the named-event stream.
import { byteLength, latestPromptSchema, pieces, usageFor, writeEvents } from './wire-common.js';

export function anthropicGist(body) {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const tools = (body.tools ?? []).map((t) => ({ name: t.name, schema: t.input_schema }));
  const forcedTool = body.tool_choice?.type === 'tool' ? body.tool_choice.name : null;
  const system = typeof body.system === 'string' ? body.system : '';
  return {
    wire: 'anthropic',
    model: body.model,
    stream: body.stream === true,
    schema: forcedTool ? tools.find((t) => t.name === forcedTool)?.schema ?? null : body.output_config?.format?.schema ?? null,
    forcedTool,
    tools: forcedTool ? [] : tools,
    toolResults: messages.flatMap((m) => (Array.isArray(m.content) ? m.content : [])).filter((b) => b.type === 'tool_result').length,
    promptSchema: latestPromptSchema([system, ...messages.filter((m) => m.role === 'user').map((m) => m.content)]),
    promptBytes: byteLength(JSON.stringify(messages)) + byteLength(system),
  };
}

const STOP = { normal: 'end_turn', tool: 'tool_use', length: 'max_tokens', refusal: 'refusal' };

export function writeAnthropicError(response, plan) {
  response.writeHead(plan.status, { 'content-type': 'application/json', 'request-id': 'req_mock', ...plan.headers });
  response.end(JSON.stringify({ type: 'error', error: { type: plan.type, message: plan.message }, request_id: 'req_mock' }));
}

export function writeAnthropicReply(response, plan, request) {
  const { input, output } = usageFor(request, plan);
  if (!request.stream) {
    const content = [];
    if (plan.text) content.push({ type: 'text', text: plan.text });
    for (const call of plan.toolCalls) content.push({ type: 'tool_use', id: call.id, name: call.name, input: call.input });
    response.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_mock' });
    response.end(JSON.stringify({
      id: 'msg_mock', type: 'message', role: 'assistant', model: request.model, content,
      stop_reason: STOP[plan.stop], stop_sequence: null,
      usage: { input_tokens: input, output_tokens: output, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    }));
    return;
  }
  const events = [messageStart(request, input)];
  let index = 0;
  if (plan.text) events.push(...textBlock(index++, plan.text));
  for (const call of plan.toolCalls) events.push(...toolBlock(index++, call, call.partialJson ?? JSON.stringify(call.input)));
  events.push(event('message_delta', { type: 'message_delta', delta: { stop_reason: STOP[plan.stop], stop_sequence: null }, usage: { output_tokens: output } }));
  events.push(event('message_stop', { type: 'message_stop' }));
  writeEvents(response, events, request.paceMs);
}

// The first part of the reply, then an overloaded_error event, and the body ends.
export function writeAnthropicStreamError(response, plan, request) {
  const events = [messageStart(request, usageFor(request, plan).input)];
  const call = plan.toolCalls[0];
  const blockEvents = call ? toolBlock(0, call, call.partialJson ?? '{') : textBlock(0, plan.text ?? '');
  events.push(...blockEvents.slice(0, 3));
  events.push(event('error', { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }));
  writeEvents(response, events, request.paceMs);
}

function event(name, data) {
  return { event: name, data: JSON.stringify(data) };
}

function messageStart(request, input) {
  return event('message_start', {
    type: 'message_start',
    message: { id: 'msg_mock', type: 'message', role: 'assistant', model: request.model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: input, output_tokens: 1 } },
  });
}

function textBlock(index, text) {
  return [
    event('content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } }),
    event('ping', { type: 'ping' }),
    ...pieces(text).map((piece) => event('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: piece } })),
    event('content_block_stop', { type: 'content_block_stop', index }),
  ];
}

function toolBlock(index, call, json) {
  return [
    event('content_block_start', { type: 'content_block_start', index, content_block: { type: 'tool_use', id: call.id, name: call.name, input: {} } }),
    event('ping', { type: 'ping' }),
    ...pieces(json).map((piece) => event('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: piece } })),
    event('content_block_stop', { type: 'content_block_stop', index }),
  ];
}
