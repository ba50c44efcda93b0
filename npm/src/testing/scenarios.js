// What the mock provider answers, wire-neutral: each scenario turns the request's gist into a
// plan (an error response, a reply, a stream that breaks, or silence) that wire-openai.js,
// wire-responses.js, wire-anthropic.js and wire-gemini.js then write in their provider's format.
import { exampleInstance } from './example-instance.js';

export const SCENARIOS = [
  'success', // the value the schema asks for (or a short text answer without one)
  'rate-limit', // 429 with retry-after (seconds; x-mock-retry-after overrides the default 1)
  'insufficient-quota', // OpenAI's 429 that waiting does not fix
  'server-error', // 500
  'overloaded', // Anthropic 529 overloaded_error / OpenAI and Gemini 503, with x-should-retry: true
  'length', // finish_reason length / stop_reason max_tokens, the JSON cut in half
  'refusal', // OpenAI message.refusal / Anthropic stop_reason refusal
  'content-filter', // OpenAI finish_reason content_filter, Gemini SAFETY (Anthropic has none: refusal)
  'malformed-fence', // prose and a ```json fence holding JSON with a trailing comma
  'hang', // the request is read and never answered (a timeout for the client)
  'stream-error', // an event stream that breaks off with an error event
  'tool-call', // the first tool is called until a tool result is in the conversation
  'off-schema', // a long reply that is an array of strings: where an object is asked for, wrong from its first byte
];

export const REFUSAL = "I can't help with that.";

// The value or text a successful reply carries for this request.
export function answerFor(request) {
  if (request.replyOverride !== undefined) {
    if (request.forcedTool) return { text: null, toolCalls: [toolCall(request, request.forcedTool, JSON.parse(request.replyOverride))] };
    return { text: request.replyOverride, toolCalls: [] };
  }
  if (request.forcedTool) {
    return { text: null, toolCalls: [toolCall(request, request.forcedTool, exampleInstance(request.schema))] };
  }
  if (request.schema) return { text: JSON.stringify(exampleInstance(request.schema)), toolCalls: [] };
  if (request.promptSchema) {
    const value = JSON.stringify(exampleInstance(request.promptSchema), null, 2);
    return { text: `Here is the result:\n\`\`\`json\n${value}\n\`\`\``, toolCalls: [] };
  }
  return { text: 'Mock answer.', toolCalls: [] };
}

export function planFor(scenario, request) {
  switch (scenario) {
    case 'success':
      return { kind: 'reply', ...answerFor(request), stop: request.forcedTool ? 'tool' : 'normal' };
    case 'rate-limit':
      return {
        kind: 'error',
        status: 429,
        headers: {
          'retry-after': request.retryAfter ?? '1',
          'x-ratelimit-remaining-tokens': '0',
          'x-ratelimit-reset-tokens': '644ms',
        },
        type: request.wire.startsWith('openai') ? 'tokens' : 'rate_limit_error',
        code: 'rate_limit_exceeded',
        message: 'Rate limit reached for mock-model on tokens per min (TPM): Limit 30000, Used 29937, Requested 385.',
      };
    case 'insufficient-quota':
      return {
        kind: 'error',
        status: 429,
        headers: {},
        type: 'insufficient_quota',
        code: 'insufficient_quota',
        message: 'You exceeded your current quota, please check your plan and billing details.',
      };
    case 'server-error':
      return {
        kind: 'error',
        status: 500,
        headers: {},
        type: request.wire.startsWith('openai') ? 'server_error' : 'api_error',
        code: null,
        message: 'The server had an error while processing your request. Sorry about that!',
      };
    case 'overloaded':
      return request.wire !== 'anthropic'
        ? { kind: 'error', status: 503, headers: { 'x-should-retry': 'true' }, type: 'server_error', code: null, message: 'The server is overloaded or not ready yet.' }
        : { kind: 'error', status: 529, headers: { 'x-should-retry': 'true' }, type: 'overloaded_error', code: null, message: 'Overloaded' };
    case 'length':
      return { kind: 'reply', ...truncated(answerFor(request)), stop: 'length' };
    case 'refusal':
      return { kind: 'reply', text: null, toolCalls: [], stop: 'refusal', refusal: REFUSAL };
    case 'content-filter':
      return request.wire !== 'anthropic'
        ? { kind: 'reply', ...truncated(answerFor(request)), stop: 'content_filter' }
        : { kind: 'reply', text: null, toolCalls: [], stop: 'refusal', refusal: REFUSAL };
    case 'malformed-fence':
      return { kind: 'reply', text: malformedFence(request), toolCalls: [], stop: 'normal' };
    case 'hang':
      return { kind: 'hang' };
    case 'stream-error':
      return { kind: 'stream-error', ...truncated(answerFor(request)) };
    case 'tool-call':
      return toolRound(request);
    case 'off-schema':
      return { kind: 'reply', ...offSchema(request), stop: request.forcedTool ? 'tool' : 'normal' };
    default:
      return { kind: 'error', status: 400, headers: {}, type: 'invalid_request_error', code: null, message: `unknown mock scenario "${scenario}"` };
  }
}

function toolCall(request, name, input) {
  return { id: request.wire.startsWith('openai') ? 'call_mock_1' : 'toolu_mock_1', name, input };
}

function toolRound(request) {
  if (request.toolResults > 0 || request.tools.length === 0) {
    return { kind: 'reply', text: `Mock answer after ${request.toolResults} tool result(s).`, toolCalls: [], stop: 'normal' };
  }
  const tool = request.tools[0];
  return { kind: 'reply', text: null, toolCalls: [toolCall(request, tool.name, exampleInstance(tool.schema))], stop: 'tool' };
}

// The first half of the reply: a text cut in the middle, a tool input reduced to its first
// member (a JSON body can only hold a whole object; a stream sends the cut text).
function truncated(answer) {
  if (answer.toolCalls.length > 0) {
    const call = answer.toolCalls[0];
    const first = Object.entries(call.input ?? {}).slice(0, 1);
    return { text: null, toolCalls: [{ ...call, input: Object.fromEntries(first), partialJson: JSON.stringify(call.input).slice(0, 12) }] };
  }
  const text = answer.text ?? '';
  return { text: text.slice(0, Math.max(1, Math.floor(text.length / 2))), toolCalls: [] };
}

// 200 items of filler: long enough that a client which reads it to its end pays for it.
function offSchema(request) {
  const filler = Array.from({ length: 200 }, (_, i) => `off-schema filler ${i + 1}`);
  if (request.forcedTool) return { text: null, toolCalls: [toolCall(request, request.forcedTool, filler)] };
  return { text: JSON.stringify(filler), toolCalls: [] };
}

function malformedFence(request) {
  const value = request.forcedTool || request.schema || request.promptSchema
    ? JSON.stringify(exampleInstance(request.schema ?? request.promptSchema), null, 2)
    : '{\n  "answer": "mock"\n}';
  return `Here is the result:\n\`\`\`json\n${value.replace(/\n}$/, ',\n}')}\n\`\`\``;
}
