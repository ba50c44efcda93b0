// The call the core's runner reads (bindings/run_call_reader.h), built from a client's
// settings and one request's options; programmer errors throw a TypeError naming the option.
import { knownOptions, oneOf, optionalBoolean, optionalString, requireString } from './arguments.js';
import { librarySchema } from './library_check.js';
import { readMessages } from './messages.js';
import { schemaText } from './schema_input.js';
const MODES = ['native', 'tool', 'prompt', 'text'];
const TOKEN_FIELDS = ['max_completion_tokens', 'max_tokens'];
const RETRY_NUMBERS = ['initialDelayMs', 'maxDelayMs', 'jitter', 'maxRetryAfterMs'];
const ESTIMATE_NUMBERS = ['base', 'items', 'perItem', 'extra'];

/** What a client sets for all its calls and each request may set for itself (requestSettings). */
export const CALL_SETTINGS = ['stream', 'temperature', 'timeoutMs', 'maxRetries', 'retry', 'locale'];
// The languages of the core's messages (core/language.h): the correction a reask sends.
const LOCALES = ['en', 'ja'];

function wholeNumber(call, name, value, least = 0) {
  if (value === undefined || value === null) return undefined;
  if (!Number.isInteger(value) || value < least) throw new TypeError(`${call}: ${name} must be a whole number >= ${least}, got ${String(value)}`);
  return value;
}

function finiteNumber(call, name, value) {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new TypeError(`${call}: ${name} must be a number >= 0, got ${String(value)}`);
  }
  return value;
}

function numbers(call, name, given, names) {
  const object = knownOptions(call, given, names, name);
  return Object.fromEntries(names.map((key) => [key, finiteNumber(call, `${name}.${key}`, object[key])]));
}

// What a client fixes for all its calls; each request may override all but the endpoint.
export function readClientSettings(call, given) {
  return {
    baseUrl: optionalString(call, 'options.baseUrl', given.baseUrl),
    model: requireString(call, 'options.model', given.model),
    ...requestSettings(call, 'options', given),
    anthropicVersion: optionalString(call, 'options.anthropicVersion', given.anthropicVersion),
    tokenField: oneOf(call, 'options.tokenField', given.tokenField, TOKEN_FIELDS),
  };
}

function requestSettings(call, where, given) {
  return {
    stream: optionalBoolean(call, `${where}.stream`, given.stream),
    temperature: finiteNumber(call, `${where}.temperature`, given.temperature),
    timeoutMs: wholeNumber(call, `${where}.timeoutMs`, given.timeoutMs, 1),
    maxRetries: wholeNumber(call, `${where}.maxRetries`, given.maxRetries),
    retry: given.retry === undefined ? undefined : numbers(call, `${where}.retry`, given.retry, RETRY_NUMBERS),
    locale: oneOf(call, `${where}.locale`, given.locale, LOCALES),
  };
}

function requestSchema(call, schema) {
  return schema === undefined || schema === null ? undefined : schemaText(call, schema, 'request.schema');
}

// The schema is compiled in strict mode unless asked otherwise, as compileSchema compiles it:
// a JSON Schema's mistakes are refused with their pointer before any request; a library
// schema's converter output is not the caller's to fix.
function strictSchema(call, given) {
  const strict = optionalBoolean(call, 'request.strict', given.strict);
  if (given.schema === undefined || given.schema === null) return undefined;
  return strict ?? librarySchema(given.schema) === null;
}

function readFallback(call, given) {
  if (given.fallback !== undefined && given.fallbackText !== undefined) {
    throw new TypeError(`${call}: give request.fallback (a value) or request.fallbackText (a chat answer), not both`);
  }
  if (given.fallbackText !== undefined) return { text: requireString(call, 'request.fallbackText', given.fallbackText) };
  if (given.fallback !== undefined) return { value: JSON.stringify(given.fallback) };
  return undefined;
}

// The core's call for one request of `client` (createClient's checked options).
export function buildCall(call, client, given) {
  const settings = client.settings;
  const own = requestSettings(call, 'request', given);
  const pick = (name) => own[name] ?? settings[name];
  const retry = { ...settings.retry, ...own.retry, maxRetries: pick('maxRetries') };
  const tools = (given.tools ?? []).map((tool, i) => ({
    name: tool.name,
    description: tool.description,
    parameters: tool.parameters === undefined || tool.parameters === null ? undefined
      : schemaText(call, tool.parameters, `request.tools[${i}].parameters`),
  }));
  return {
    provider: {
      wire: client.provider,
      baseUrl: settings.baseUrl,
      model: optionalString(call, 'request.model', given.model) ?? settings.model,
      stream: pick('stream'),
      temperature: pick('temperature'),
      tokenField: settings.tokenField,
      anthropicVersion: settings.anthropicVersion,
    },
    messages: readMessages(call, given.messages),
    schema: requestSchema(call, given.schema),
    strict: strictSchema(call, given),
    schemaName: optionalString(call, 'request.schemaName', given.schemaName),
    schemaId: optionalString(call, 'request.schemaId', given.schemaId),
    mode: oneOf(call, 'request.mode', given.mode, MODES),
    instructionTarget: oneOf(call, 'request.instructionTarget', given.instructionTarget, ['user', 'system']),
    tools,
    maxTokens: wholeNumber(call, 'request.maxTokens', given.maxTokens, 1),
    tokenEstimate: given.tokenEstimate === undefined ? undefined : numbers(call, 'request.tokenEstimate', given.tokenEstimate, ESTIMATE_NUMBERS),
    maxTokensCap: wholeNumber(call, 'request.maxTokensCap', given.maxTokensCap),
    retry,
    timeoutMs: pick('timeoutMs'),
    reask: optionalBoolean(call, 'request.reask', given.reask),
    locale: pick('locale'),
    stopEarly: optionalBoolean(call, 'request.stopEarly', given.stopEarly),
    fallback: readFallback(call, given),
    maxResponseBytes: wholeNumber(call, 'request.maxResponseBytes', given.maxResponseBytes, 1),
  };
}
