// How the mock provider answers one request, whatever carries it (the node:http server of the
// repository's tests, or mockFetch in the package): the wire chosen by the path, the scenario
// by the script or the request, the reply written through `response` (writeHead, write, end,
// destroyed: the part of node's ServerResponse the wire writers use).
import { planFor } from './scenarios.js';
import { anthropicGist, writeAnthropicError, writeAnthropicReply, writeAnthropicStreamError } from './wire-anthropic.js';
import { geminiGist, writeGeminiError, writeGeminiReply, writeGeminiStreamError } from './wire-gemini.js';
import { openaiGist, writeOpenAIError, writeOpenAIReply, writeOpenAIStreamError } from './wire-openai.js';
import { responsesGist, writeResponsesReply, writeResponsesStreamError } from './wire-responses.js';

const WIRES = {
  openai: { gist: openaiGist, error: writeOpenAIError, reply: writeOpenAIReply, streamError: writeOpenAIStreamError },
  'openai-responses': { gist: responsesGist, error: writeOpenAIError, reply: writeResponsesReply, streamError: writeResponsesStreamError },
  anthropic: { gist: anthropicGist, error: writeAnthropicError, reply: writeAnthropicReply, streamError: writeAnthropicStreamError },
  gemini: { gist: geminiGist, error: writeGeminiError, reply: writeGeminiReply, streamError: writeGeminiStreamError },
};

// `script`: null to choose by the request's headers and model, or the replies to play in turn
// (a string is a successful reply's text; {scenario, text}), the last one repeating.
export function createMockState(script = null) {
  return { requests: [], counters: new Map(), script, played: 0 };
}

// `request`: {method, url, headers (lower-case names), text}.
export function answer(request, response, state) {
  const path = new URL(request.url, 'http://mock').pathname;
  const wireName = wireOf(path);
  if (request.method !== 'POST' || !wireName) {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found","type":"not_found_error"}}');
    return;
  }
  const wire = WIRES[wireName];
  let body;
  try {
    body = JSON.parse(request.text);
  } catch {
    wire.error(response, { status: 400, headers: {}, type: 'invalid_request_error', code: null, message: 'the request body is not JSON' });
    return;
  }
  const { scenario, reply } = state.script ? nextInScript(state) : chosenByRequest(request, body, wireName, state.counters);
  const gist = {
    ...wire.gist(body, path),
    replyOverride: reply,
    retryAfter: header(request, 'x-mock-retry-after'),
    paceMs: Number(header(request, 'x-mock-pace-ms') ?? 0),
  };
  // sent: the body chunks and bytes the client read; cancelled: it stopped reading before the end.
  state.requests.push({ wire: wireName, path, scenario, headers: request.headers, body, sent: { chunks: 0, bytes: 0 }, cancelled: false });
  const plan = planFor(scenario, gist);
  if (plan.kind === 'hang') return; // the request stays open until the client gives up
  if (plan.kind === 'error') return wire.error(response, plan);
  if (plan.kind === 'stream-error') return wire.streamError(response, plan, gist);
  return wire.reply(response, plan, gist);
}

// A chunk of `bytes` the client read from the response to the request `record` (null for a
// 404 or a body that is not JSON: no record was made).
export function countSent(record, bytes) {
  if (!record) return;
  record.sent.chunks += 1;
  record.sent.bytes += bytes;
}

function wireOf(path) {
  if (path.endsWith('/chat/completions')) return 'openai';
  if (path.endsWith('/responses')) return 'openai-responses';
  if (path.endsWith('/messages')) return 'anthropic';
  if (/\/models\/[^/]+:(stream)?generateContent$/i.test(path)) return 'gemini';
  return null;
}

function nextInScript(state) {
  const entry = state.script[Math.min(state.played, state.script.length - 1)];
  state.played += 1;
  if (typeof entry === 'string') return { scenario: 'success', reply: entry };
  return { scenario: entry.scenario ?? 'success', reply: entry.text };
}

function chosenByRequest(request, body, wireName, counters) {
  const model = typeof body.model === 'string' ? body.model : '';
  const list = header(request, 'x-mock-scenario') ?? (model.startsWith('mock:') ? model.slice(5) : 'success');
  const scenarios = list.split(',').map((s) => s.trim()).filter(Boolean);
  const key = header(request, 'x-mock-session') ?? `${wireName}|${list}`;
  const index = counters.get(key) ?? 0;
  counters.set(key, index + 1);
  return { scenario: scenarios[Math.min(index, scenarios.length - 1)] ?? 'success', reply: header(request, 'x-mock-reply') };
}

function header(request, name) {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
