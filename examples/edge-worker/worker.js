// A Cloudflare worker serving a process-template chat endpoint with structguard:
//   POST /ai-agent/sessions/:sessionId/messages  {userId, message, context?, historyWindow?}
// The request is checked against a JSON Schema by structguard itself (400 with positioned,
// typed errors), then chat-turn.js runs the turn. The provider is chosen by the AI_AGENT_MODE
// binding: the mock provider by default, OpenAI or Anthropic with their keys (config.capnp).
import { init } from 'structguard';
import { processUserMessage, readSettings } from './chat-turn.js';

const ROUTE = /^\/ai-agent\/sessions\/([^/]+)\/messages$/;
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_BODY_CHARACTERS = 65536;

const text = (maxLength) => ({ type: 'string', maxLength });
// Seed 002 §2.3 ProcessMessageInput (sessionId comes from the path) and §2.2 SessionContextDto.
const REQUEST_SCHEMA = {
  type: 'object',
  properties: {
    userId: { type: 'string', minLength: 1, maxLength: 128 },
    message: { type: 'string', pattern: '\\S', maxLength: 4000 },
    context: {
      type: 'object',
      properties: {
        industry: text(200),
        processType: text(200),
        goal: text(1000),
        region: text(200),
        compliance: text(1000),
        additionalContext: text(4000),
      },
      additionalProperties: false,
    },
    historyWindow: { type: 'integer', minimum: 1, maximum: 50 },
  },
  required: ['userId', 'message'],
  additionalProperties: false,
};

let requestValidator = null; // compiled once per isolate

export default {
  async fetch(request, env) {
    const match = ROUTE.exec(new URL(request.url).pathname);
    if (!match) return failure(404, 'NotFound', 'no such route: POST /ai-agent/sessions/:sessionId/messages is served');
    if (request.method !== 'POST') return failure(405, 'MethodNotAllowed', 'use POST', [], { allow: 'POST' });
    const sessionId = match[1];
    if (!SESSION_ID.test(sessionId)) {
      return failure(400, 'InvalidRequest', 'sessionId must be 1 to 64 characters of A-Z a-z 0-9 _ -', [
        { code: 'ValidationFailed', instanceLocation: null, parameter: 'sessionId', message: `'${sessionId.slice(0, 80)}' is not a session id` },
      ]);
    }
    const body = await request.text();
    if (body.length > MAX_BODY_CHARACTERS) return failure(413, 'RequestTooLarge', `the body is over ${MAX_BODY_CHARACTERS} characters`);

    const sg = await init();
    requestValidator ??= sg.compileSchema(REQUEST_SCHEMA);
    const check = requestValidator.validateJson(body, { errors: 'all', maxErrors: 20 });
    if (!check.valid) return failure(400, 'InvalidRequest', 'the request body is not a valid message', check.errors);

    const settings = readSettings(env, request);
    if (settings.error) return failure(500, 'ConfigurationError', settings.error);
    const { status, body: answer } = await processUserMessage(sg, settings, { sessionId, ...JSON.parse(body) });
    return Response.json(answer, { status });
  },
};

// Every error answer: {error: {code, message, details}}; details are structguard's errors
// (code, message, offset/line/column in the body, instanceLocation, keyword) for a bad body.
function failure(status, code, message, details = [], headers = {}) {
  return Response.json({ error: { code, message, details } }, { status, headers });
}
