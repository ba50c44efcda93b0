// The mock provider's OpenAI Responses side (POST …/responses): reading a request's gist and
// writing a plan as a Response or as its named events (output_item.added, text and argument
// deltas, then response.completed or response.incomplete). Errors are OpenAI's (wire-openai.js).
import { byteLength, latestPromptSchema, pieces, usageFor, writeEvents } from './wire-common.js';

const CREATED = 1763776000;
const INCOMPLETE = { length: 'max_output_tokens', content_filter: 'content_filter' };

const textOf = (content) => (typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join(''));

export function responsesGist(body) {
  const input = Array.isArray(body.input) ? body.input : [];
  const forcedTool = body.tool_choice?.type === 'function' ? body.tool_choice.name : null;
  const tools = (body.tools ?? []).filter((t) => t.type === 'function').map((t) => ({ name: t.name, schema: t.parameters }));
  const instructions = typeof body.instructions === 'string' ? body.instructions : '';
  return {
    wire: 'openai-responses',
    model: body.model,
    stream: body.stream === true,
    schema: forcedTool ? tools.find((t) => t.name === forcedTool)?.schema ?? null : body.text?.format?.schema ?? null,
    forcedTool,
    tools: forcedTool ? [] : tools,
    toolResults: input.filter((item) => item.type === 'function_call_output').length,
    promptSchema: latestPromptSchema([instructions, ...input.filter((item) => item.role === 'user').map((item) => textOf(item.content))]),
    promptBytes: byteLength(JSON.stringify(input)) + byteLength(instructions),
  };
}

export function writeResponsesReply(response, plan, request) {
  const items = outputItems(plan);
  const done = responseOf(request, plan, items);
  if (!request.stream) {
    response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'req_mock' });
    response.end(JSON.stringify(done));
    return;
  }
  const events = [event('response.created', { response: { ...done, status: 'in_progress', output: [], usage: null } })];
  items.forEach((item, index) => events.push(...itemEvents(item, index)));
  events.push(event(done.status === 'completed' ? 'response.completed' : 'response.incomplete', { response: done }));
  writeEvents(response, events, request.paceMs);
}

// The first part of the reply, then an `error` event, and the body ends.
export function writeResponsesStreamError(response, plan, request) {
  const events = [event('response.created', { response: { ...responseOf(request, plan, []), status: 'in_progress', usage: null } })];
  for (const piece of pieces(plan.text ?? '{').slice(0, 2)) events.push(event('response.output_text.delta', { output_index: 0, delta: piece }));
  events.push(event('error', { code: 'server_error', message: 'The server had an error while processing your request.', param: null }));
  writeEvents(response, events, request.paceMs);
}

function outputItems(plan) {
  const items = [];
  if (plan.text !== null && plan.text !== undefined) items.push(message([{ type: 'output_text', text: plan.text, annotations: [] }]));
  if (plan.refusal) items.push(message([{ type: 'refusal', refusal: plan.refusal }]));
  for (const call of plan.toolCalls) {
    items.push({ type: 'function_call', id: `fc_${call.id}`, call_id: call.id, name: call.name, arguments: JSON.stringify(call.input), status: 'completed' });
  }
  return items;
}

function message(content) {
  return { type: 'message', id: 'msg_mock', role: 'assistant', status: 'completed', content };
}

function responseOf(request, plan, output) {
  const { input, output: out } = usageFor(request, plan);
  const reason = INCOMPLETE[plan.stop];
  return {
    id: 'resp_mock', object: 'response', created_at: CREATED, model: request.model,
    status: reason ? 'incomplete' : 'completed', incomplete_details: reason ? { reason } : null, error: null, output,
    usage: { input_tokens: input, input_tokens_details: { cached_tokens: 0 }, output_tokens: out, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: input + out },
  };
}

function itemEvents(item, index) {
  const events = [];
  if (item.type === 'function_call') {
    events.push(event('response.output_item.added', { output_index: index, item: { ...item, arguments: '', status: 'in_progress' } }));
    for (const piece of pieces(item.arguments)) events.push(event('response.function_call_arguments.delta', { output_index: index, item_id: item.id, delta: piece }));
  } else {
    events.push(event('response.output_item.added', { output_index: index, item: { ...item, content: [], status: 'in_progress' } }));
    for (const part of item.content) {
      const [type, text] = part.type === 'refusal' ? ['response.refusal.delta', part.refusal] : ['response.output_text.delta', part.text];
      for (const piece of pieces(text)) events.push(event(type, { output_index: index, item_id: item.id, content_index: 0, delta: piece }));
    }
  }
  events.push(event('response.output_item.done', { output_index: index, item }));
  return events;
}

function event(type, fields) {
  return { event: type, data: JSON.stringify({ type, ...fields }) };
}
