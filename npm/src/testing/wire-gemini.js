// The mock provider's Gemini side (generateContent / streamGenerateContent?alt=sse): reading a
// request's gist and writing a plan as a GenerateContentResponse or as `data:` events, each
// holding the next parts and the last one the finishReason.
import { byteLength, latestPromptSchema, pieces, usageFor, writeEvents } from './wire-common.js';

const FINISH = { normal: 'STOP', tool: 'STOP', length: 'MAX_TOKENS', content_filter: 'SAFETY', refusal: 'SAFETY' };
const STATUS = { 400: 'INVALID_ARGUMENT', 429: 'RESOURCE_EXHAUSTED', 500: 'INTERNAL', 503: 'UNAVAILABLE', 529: 'UNAVAILABLE' };

const textOf = (content) => (content?.parts ?? []).map((part) => part.text ?? '').join('');

export function geminiGist(body, path) {
  const contents = Array.isArray(body.contents) ? body.contents : [];
  const config = body.toolConfig?.functionCallingConfig;
  const forcedTool = config?.mode === 'ANY' ? config.allowedFunctionNames?.[0] ?? null : null;
  const tools = (body.tools ?? []).flatMap((t) => t.functionDeclarations ?? [])
    .map((f) => ({ name: f.name, schema: f.parametersJsonSchema ?? f.parameters }));
  const system = textOf(body.systemInstruction);
  const generation = body.generationConfig ?? {};
  return {
    wire: 'gemini',
    model: /models\/([^:]+):/.exec(path)?.[1] ?? '',
    stream: path.endsWith(':streamGenerateContent'),
    schema: forcedTool ? tools.find((t) => t.name === forcedTool)?.schema ?? null : generation.responseJsonSchema ?? generation.responseSchema ?? null,
    forcedTool,
    tools: forcedTool ? [] : tools,
    toolResults: contents.flatMap((c) => c.parts ?? []).filter((part) => part.functionResponse).length,
    promptSchema: latestPromptSchema([system, ...contents.filter((c) => c.role === 'user').map(textOf)]),
    promptBytes: byteLength(JSON.stringify(contents)) + byteLength(system),
  };
}

export function writeGeminiError(response, plan) {
  response.writeHead(plan.status, { 'content-type': 'application/json', ...plan.headers });
  response.end(JSON.stringify(errorBody(plan.status, plan.message)));
}

export function writeGeminiReply(response, plan, request) {
  const usage = geminiUsage(request, plan);
  const calls = plan.toolCalls.map((call) => ({ functionCall: { name: call.name, args: call.input } }));
  if (!request.stream) {
    const parts = [...(plan.text ? [{ text: plan.text }] : []), ...calls];
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ...chunk(parts, FINISH[plan.stop]), usageMetadata: usage, modelVersion: request.model }));
    return;
  }
  const events = pieces(plan.text ?? '').map((piece) => event([{ text: piece }], null, usage));
  events.push(event(calls, FINISH[plan.stop], usage));
  writeEvents(response, events, request.paceMs);
}

// The first part of the reply, then an UNAVAILABLE error event, and the body ends.
export function writeGeminiStreamError(response, plan, request) {
  const usage = geminiUsage(request, plan);
  const events = pieces(plan.text ?? '{').slice(0, 2).map((piece) => event([{ text: piece }], null, usage));
  events.push({ data: JSON.stringify(errorBody(503, 'The model is overloaded. Please try again later.')) });
  writeEvents(response, events, request.paceMs);
}

function errorBody(status, message) {
  return { error: { code: status, message, status: STATUS[status] ?? 'UNKNOWN' } };
}

function chunk(parts, finishReason) {
  const candidate = { content: { parts, role: 'model' }, index: 0 };
  if (finishReason) candidate.finishReason = finishReason;
  return { candidates: [candidate] };
}

function event(parts, finishReason, usage) {
  return { data: JSON.stringify({ ...chunk(parts, finishReason), usageMetadata: usage }) };
}

function geminiUsage(request, plan) {
  const { input, output } = usageFor(request, plan);
  return { promptTokenCount: input, candidatesTokenCount: output, totalTokenCount: input + output };
}
