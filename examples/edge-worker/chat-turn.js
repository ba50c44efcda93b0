// Seed 002's ProcessUserMessageUseCase: one chat turn of a session, from a validated request to
// the answer that ends with the process template's JSON fence (rules P3, P6, R1-R5, R7, G6, A1-A3).
//   system prompt   sg.buildSessionPrompt(context)                            (PromptBuilder)
//   history         sg.assembleHistory(window 12, token budget)               (HistoryAssembler)
//   model call      client.generateObject with the template schema, 2 tries   (AIConversationService)
//   template        sg.parseProcessTemplate(content): schema, draft rules, DTO (LLMOutputParser, Mapper)
//   fallback        a fixed Japanese answer, usage 0, no JSON                 (§D)
//   audit           schema id, error class and type, retries, duration, salted hash (§E)
import { appendMessages, openSession } from './sessions.js';

const SCHEMA_ID = 'ai_chat_process_template.v1';
// Seed 002 §5: temperature 0.3, maxTokens 1200, one retry (two attempts) after 1.5 s. The seed
// names no timeout; a person waiting on a chat answer gives up long before the SDKs' 10 minutes.
const CHAT_CALL = { temperature: 0.3, maxTokens: 1200, maxRetries: 1, retry: { initialDelayMs: 1500, jitter: 0 }, timeoutMs: 30000 };
const HISTORY_WINDOW = 12;
const SAFETY_MARGIN_TOKENS = 200;
const DEFAULT_CONTEXT_LIMIT = 128000;
export const FALLBACK_ANSWER = '申し訳ありません。ただいま応答できません。しばらくしてから再度お試しください。';

const DEFAULT_MODELS = { openai: 'gpt-4o-2024-08-06', anthropic: 'claude-sonnet-4-5' };
const MODES = ['mock', 'openai', 'anthropic'];
const strictSchemas = new Map(); // provider -> the schema sent, made once per isolate

/**
 * The provider this worker calls, from its bindings (AI_AGENT_MODE = mock | openai |
 * anthropic). Mock mode speaks the OpenAI wire to tests/mock-provider/server.js and passes
 * the request's x-mock-* headers on, so that a demo or a test can script the model; AI_BASE_URL
 * points a real mode at a gateway or a compatible server.
 * Returns {error} for a configuration that cannot work.
 */
export function readSettings(env, request) {
  const mode = env.AI_AGENT_MODE || 'mock';
  if (!MODES.includes(mode)) return { error: `AI_AGENT_MODE must be one of ${MODES.join(', ')}; got '${mode}'` };
  const provider = mode === 'anthropic' ? 'anthropic' : 'openai';
  const options = { provider, model: env.AI_MODEL || DEFAULT_MODELS[provider] };
  if (mode === 'mock') {
    options.baseUrl = `${(env.MOCK_PROVIDER_URL || 'http://127.0.0.1:8787').replace(/\/$/, '')}/v1`;
    options.apiKey = 'sk-mock';
    options.headers = Object.fromEntries([...request.headers].filter(([name]) => name.startsWith('x-mock-')));
  } else {
    options.apiKey = provider === 'openai' ? env.OPENAI_API_KEY : env.ANTHROPIC_API_KEY;
    if (!options.apiKey) return { error: `AI_AGENT_MODE=${mode} needs ${provider === 'openai' ? 'OPENAI_API_KEY' : 'ANTHROPIC_API_KEY'}` };
    // A gateway or an OpenAI-compatible server in front of the provider.
    if (env.AI_BASE_URL) options.baseUrl = env.AI_BASE_URL;
  }
  const contextLimit = Number(env.MODEL_CONTEXT_LIMIT || DEFAULT_CONTEXT_LIMIT);
  if (!Number.isSafeInteger(contextLimit) || contextLimit <= 0) return { error: 'MODEL_CONTEXT_LIMIT must be a positive integer' };
  return { mode, provider, clientOptions: options, contextLimit, auditSalt: env.AI_AUDIT_SALT || null };
}

/**
 * The schema as this provider's structured output takes it. The built-in one has optional
 * members and bounds that strict modes refuse (sg.lintSchema says which); the strict form
 * writes them as nullable (OpenAI) or moves bounds into descriptions. Replies are checked
 * against it by the runner, then against the original by sg.parseProcessTemplate.
 */
export function providerSchema(sg, provider) {
  if (!strictSchemas.has(provider)) {
    const strict = sg.toStrictSchema(sg.builtinSchema(SCHEMA_ID), provider, { keepOptional: true });
    if (!strict.ok) throw new Error(`${SCHEMA_ID} has no ${provider} strict form: ${strict.error.message}`);
    strictSchemas.set(provider, strict.schema);
  }
  return strictSchemas.get(provider);
}

/** One turn: {status, body} of the HTTP answer. `input` is the validated request. */
export async function processUserMessage(sg, settings, input) {
  const session = openSession(input.sessionId);
  if (input.context) session.context = input.context;
  const system = sg.buildSessionPrompt(session.context);
  const history = sg.assembleHistory(session.messages, {
    windowSize: input.historyWindow ?? HISTORY_WINDOW,
    modelContextLimit: settings.contextLimit,
    responseMaxTokens: CHAT_CALL.maxTokens,
    safetyMarginTokens: SAFETY_MARGIN_TOKENS,
    // The fixed part of every request: the system prompt and the new message.
    systemTokens: sg.estimateTokens(system) + sg.estimateTokens(input.message),
  });
  const userMessage = { role: 'user', content: input.message };
  const messages = [
    { role: 'system', content: system },
    ...history.messages.map(({ role, content }) => ({ role, content })),
    userMessage,
  ];
  const client = sg.createClient(settings.clientOptions);
  const result = await client.generateObject({
    messages,
    schema: providerSchema(sg, settings.provider),
    schemaName: 'process_template',
    schemaId: SCHEMA_ID,
    ...CHAT_CALL,
    fallbackText: FALLBACK_ANSWER,
  });
  if (!result.ok) {
    logAudit(sg, settings, messages, result, null);
    return { status: 502, body: { error: { code: seedErrorCode(result.error.kind), kind: result.error.kind, message: result.error.message } } };
  }
  const turn = result.fallbackUsed ? fallbackTurn(result) : modelTurn(sg, result);
  logAudit(sg, settings, messages, result, turn.template);
  appendMessages(session, userMessage, { role: 'assistant', content: turn.content });
  return {
    status: 200,
    body: {
      sessionId: input.sessionId,
      aiResponse: { role: 'assistant', content: turn.content },
      conversation: session.messages.map(({ role, content }) => ({ role, content })),
      usage: turn.usage,
      template: turn.template,
      fallback: turn.fallback,
    },
  };
}

// The model's value becomes the seed's content: the Japanese answer, then the JSON in a fence
// at the end, which the template parser (the same one a client would use) then checks.
function modelTurn(sg, result) {
  const value = withoutNulls(result.value);
  const content = `${value.answer.trim()}\n\n\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;
  const parsed = sg.parseProcessTemplate(content);
  const usage = result.usage;
  return {
    content,
    usage: { tokens: usage.totalTokens, promptTokens: usage.inputTokens, completionTokens: usage.outputTokens },
    template: {
      ok: parsed.ok,
      schema: parsed.schema,
      dto: parsed.dto,
      errors: parsed.errors.map(({ code, check, instanceLocation, message }) => ({ code, check, instanceLocation, message })),
    },
    fallback: null,
  };
}

// Seed 002 §D: the fixed answer, usage.tokens 0, no JSON; the reason in the seed's own codes.
function fallbackTurn(result) {
  return {
    content: result.text,
    usage: { tokens: 0, promptTokens: 0, completionTokens: 0 },
    template: null,
    fallback: { code: seedErrorCode(result.fallbackReason), kind: result.fallbackReason },
  };
}

// A strict form's null stands for an absent optional member; the template's own schema has
// no nullable member, so every null goes.
function withoutNulls(value) {
  return JSON.parse(JSON.stringify(value), (key, member) => (member === null ? undefined : member));
}

/** Seed 002 §2.6 AIConversationErrorCode for a runner error kind. */
function seedErrorCode(kind) {
  if (kind === 'RateLimited' || kind === 'QuotaExceeded') return 'RateLimited';
  if (kind === 'Timeout') return 'Timeout';
  if (kind === 'InvalidReply') return 'InvalidStructuredJson';
  return 'OpenAIUnavailable';
}

// Seed 002 §B, §D, §E: the record holds no message text; the hash needs AI_AUDIT_SALT (A2).
function logAudit(sg, settings, messages, result, template) {
  const { hash } = sg.auditHash(messages, settings.auditSalt);
  const errorClass = result.audit.errorClass ?? template?.errors[0]?.code ?? null;
  const { record } = sg.auditRecord({ ...result.audit, errorClass, hash });
  console.log(JSON.stringify({ event: 'ai_chat_turn', ...record }));
}
