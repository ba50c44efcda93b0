// A mock LLM provider for tests and the demo (rule R8): node:http on 127.0.0.1, speaking the
// OpenAI Chat Completions (POST …/chat/completions), OpenAI Responses (POST …/responses),
// Anthropic Messages (POST …/messages) and Gemini (POST …/models/M:generateContent, …:streamGenerateContent) wire formats, as JSON bodies
// or event streams (the request's `stream`, Gemini's path).
//
// Scripted scenarios (scenarios.js), chosen per request by
//   - the header `x-mock-scenario: rate-limit,success`, or
//   - the model name `mock:rate-limit,success` (OpenAI, Anthropic: Gemini's is in the path),
// otherwise `success`. A list plays one entry per request, the last one repeating; requests
// count per `x-mock-session` header (default: the wire and the list), so concurrent tests use
// their own sessions. `x-mock-reply` replaces the reply's text (or the forced tool's input,
// as JSON); `x-mock-retry-after` sets the 429's retry-after; `x-mock-pace-ms` spaces the
// events of a stream.
//
//   import { startMockProvider } from './server.js';
//   const mock = await startMockProvider();   // { url, port, requests, close() }
//   node tests/mock-provider/server.js [--port 8787]
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
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

export async function startMockProvider({ port = 0, host = '127.0.0.1' } = {}) {
  const requests = [];
  const counters = new Map();
  const sockets = new Set();
  const server = createServer((request, response) => {
    readBody(request).then((text) => answer(request, response, text, { requests, counters }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const url = `http://${host}:${server.address().port}`;
  return {
    url,
    port: server.address().port,
    requests,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function wireOf(path) {
  if (path.endsWith('/chat/completions')) return 'openai';
  if (path.endsWith('/responses')) return 'openai-responses';
  if (path.endsWith('/messages')) return 'anthropic';
  if (/\/models\/[^/]+:(stream)?generateContent$/i.test(path)) return 'gemini';
  return null;
}

function answer(request, response, text, state) {
  const path = new URL(request.url, 'http://mock').pathname;
  const wireName = wireOf(path);
  if (request.method !== 'POST' || !wireName) {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found","type":"not_found_error"}}');
    return;
  }
  const wire = WIRES[wireName];
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    wire.error(response, { status: 400, headers: {}, type: 'invalid_request_error', code: null, message: 'the request body is not JSON' });
    return;
  }
  const gist = {
    ...wire.gist(body, path),
    replyOverride: header(request, 'x-mock-reply'),
    retryAfter: header(request, 'x-mock-retry-after'),
    paceMs: Number(header(request, 'x-mock-pace-ms') ?? 0),
  };
  const scenario = pickScenario(request, body, wireName, state.counters);
  state.requests.push({ wire: wireName, path, scenario, headers: request.headers, body });
  const plan = planFor(scenario, gist);
  if (plan.kind === 'hang') return; // the socket stays open until the client gives up
  if (plan.kind === 'error') return wire.error(response, plan);
  if (plan.kind === 'stream-error') return wire.streamError(response, plan, gist);
  return wire.reply(response, plan, gist);
}

function pickScenario(request, body, wireName, counters) {
  const model = typeof body.model === 'string' ? body.model : '';
  const list = header(request, 'x-mock-scenario') ?? (model.startsWith('mock:') ? model.slice(5) : 'success');
  const scenarios = list.split(',').map((s) => s.trim()).filter(Boolean);
  const key = header(request, 'x-mock-session') ?? `${wireName}|${list}`;
  const index = counters.get(key) ?? 0;
  counters.set(key, index + 1);
  return scenarios[Math.min(index, scenarios.length - 1)] ?? 'success';
}

function header(request, name) {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(request) {
  return new Promise((resolve) => {
    const parts = [];
    request.on('data', (part) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--port');
  const mock = await startMockProvider({ port: at > 0 ? Number(process.argv[at + 1]) : 0 });
  console.log(`mock provider on ${mock.url}: OpenAI ${mock.url}/v1/chat/completions and ${mock.url}/v1/responses, Anthropic ${mock.url}/v1/messages, Gemini ${mock.url}/v1beta/models/M:generateContent`);
}
