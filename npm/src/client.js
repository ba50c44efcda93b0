// sg.createClient: the model call (rules R1-R9) as a small driver around the core's state
// machines (docs/architecture.md, "The model call, without I/O"). The core decides every
// request, wait, retry and fallback; this loop only performs them: it calls the injected
// `fetch`, sleeps, runs tools, and feeds the outcomes back. Credentials are added here, in the
// host, to each request the core describes; they never enter the core, and never leave the
// client in what it returns or throws (client-redaction.js). A timeout ends the request in
// flight; an AbortSignal cancels the whole run; both end every await, whatever the injected
// fetch does.
import { knownOptions, objectArgument, oneOf, optionalString, requireArray, requireString } from './arguments.js';
import { describe, exchange } from './client-exchange.js';
import { partialWatcher } from './client-partial.js';
import { credentialRedactor, REDACTED } from './client-redaction.js';
import { buildCall, CALL_SETTINGS, readClientSettings } from './client-request.js';
import { CallBound, sleep } from './client-wait.js';
import { librarySchema, libraryVerdict } from './library_check.js';
import { CALL_PROVIDERS } from './providers.js';
import { jsonText } from './well_formed.js';

// `compileSchema`: the package's own (schema.js), to check a value again after redaction.
export function clientApi(core, compileSchema) {
  return {
    createClient(options) {
      return new Client(core, readClientOptions(options), compileSchema);
    },
  };
}

const CLIENT_OPTIONS = ['provider', 'model', 'baseUrl', 'apiKey', 'headers', 'fetch', 'tokenField', 'anthropicVersion', 'now', 'random', ...CALL_SETTINGS];
// What each call's request takes: a field it does not know is refused, as an option is.
const GENERATE_FIELDS = [
  'messages', 'schema', 'schemaName', 'schemaId', 'strict', 'mode', 'instructionTarget', 'model', 'maxTokens', 'tokenEstimate',
  'maxTokensCap', 'reask', 'stopEarly', 'fallback', 'fallbackText', 'maxResponseBytes', 'signal', 'onPartial', 'partialIntervalMs', 'partialChanges',
  ...CALL_SETTINGS,
];
const JUDGE_FIELDS = ['rules', 'content', 'messages', 'tagName', 'language', 'evaluationPrompt', 'mode', 'model', 'maxTokens', 'signal', ...CALL_SETTINGS];
const AGENT_FIELDS = ['messages', 'tools', 'maximumIterations', 'toolSummaryThreshold', 'keepLastToolOutputs', 'model', 'maxTokens', 'signal', ...CALL_SETTINGS];

function readClientOptions(options) {
  const call = 'createClient';
  const given = knownOptions(call, options, CLIENT_OPTIONS);
  const provider = oneOf(call, 'options.provider', given.provider, CALL_PROVIDERS);
  if (provider === undefined) throw new TypeError(`${call}: options.provider must be ${CALL_PROVIDERS.map((name) => `'${name}'`).join(' or ')}`);
  const fetchFunction = given.fetch ?? globalThis.fetch;
  if (typeof fetchFunction !== 'function') throw new TypeError(`${call}: options.fetch must be a function`);
  const headers = objectArgument(call, 'options.headers', given.headers);
  for (const [name, value] of Object.entries(headers)) requireString(call, `options.headers.${name}`, value);
  for (const name of ['now', 'random']) {
    if (given[name] !== undefined && typeof given[name] !== 'function') throw new TypeError(`${call}: options.${name} must be a function`);
  }
  const apiKey = optionalString(call, 'options.apiKey', given.apiKey);
  return {
    provider,
    fetch: fetchFunction,
    apiKey,
    headers,
    redactor: credentialRedactor(apiKey, headers),
    now: given.now ?? Date.now,
    random: given.random ?? Math.random,
    settings: readClientSettings(call, given),
  };
}

class Client {
  #core;
  #options;
  #compileSchema;

  constructor(core, options, compileSchema) {
    this.#core = core;
    this.#options = options;
    this.#compileSchema = compileSchema;
  }

  async generateObject(request) {
    const given = knownOptions('generateObject', request, GENERATE_FIELDS, 'request');
    const call = this.#call('generateObject', given);
    const watcher = partialWatcher('generateObject', given, this.#core, this.#options.now, this.#options.redactor);
    const result = await this.#drive('object', call, given, withValue, new Map(), watcher);
    const checked = call.schema === undefined ? result : this.#checkedAsRedacted(result, call.schema, call.locale);
    const library = librarySchema(given.schema);
    return library === null || !checked.ok || checked.json === null ? checked : libraryJudged(this.#core, checked, library, call.locale);
  }

  // The core validated the value the model wrote; redaction may have changed it since (a
  // credential in it is now [redacted]). `ok` must still mean that the value handed back passes
  // the schema, so a value with a redaction in it is validated again as it is; if it fails,
  // the call fails as InvalidReply with that check's errors, positioned in `json` (issue 26).
  #checkedAsRedacted(result, schema, locale) {
    if (!result.ok || result.json === null || !result.json.includes(REDACTED)) return result;
    // The core's run compiled the same schema without strict mode (the call's schema is judged, not linted).
    // Its messages in the call's language, as the core's were.
    const validator = this.#compileSchema(schema, locale === undefined ? { strict: false } : { strict: false, locale });
    try {
      const { valid, errors } = validator.validateJson(result.json, { errors: 'all' });
      if (valid) return result;
      const error = {
        kind: 'InvalidReply',
        message: this.#core.replyMessage('RedactedFails', REDACTED, errors[0].message, locale ?? 'en'),
        status: result.attempts.at(-1)?.status ?? null,
        providerCode: null,
        retryable: false,
        replyErrors: errors,
        reply: result.json,
      };
      const audit = { ...result.audit, errorClass: errors[0].code, errorType: error.kind };
      return { ...result, ok: false, value: null, error, audit };
    } finally {
      validator.free();
    }
  }

  async judgeStatus(request) {
    const name = 'judgeStatus';
    const given = knownOptions(name, request, JUDGE_FIELDS, 'request');
    const rules = requireArray(name, 'request.rules', given.rules);
    rules.forEach((rule, i) => requireString(name, `request.rules[${i}]`, rule));
    const judgment = {
      call: this.#call(name, { ...given, messages: given.messages ?? [] }),
      rules,
      report: optionalString(name, 'request.content', given.content) ?? '',
      tagName: optionalString(name, 'request.tagName', given.tagName),
      language: oneOf(name, 'request.language', given.language, ['en', 'ja']),
      evaluationPrompt: optionalString(name, 'request.evaluationPrompt', given.evaluationPrompt),
    };
    return this.#drive('judgment', judgment, given, (raw) => ({
      ...raw,
      stages: raw.stages.map((stage) => ({ ...stage, result: withValue(stage.result) })),
    }));
  }

  async runAgent(request) {
    const name = 'runAgent';
    const given = knownOptions(name, request, AGENT_FIELDS, 'request');
    const tools = requireArray(name, 'request.tools', given.tools ?? []);
    const executors = new Map();
    const specs = tools.map((tool, i) => {
      const spec = objectArgument(name, `request.tools[${i}]`, tool);
      requireString(name, `request.tools[${i}].name`, spec.name);
      if (typeof spec.execute !== 'function') throw new TypeError(`${name}: request.tools[${i}].execute must be a function`);
      executors.set(spec.name, spec.execute);
      return { name: spec.name, description: spec.description ?? '', parameters: spec.parameters ?? null };
    });
    const maximumIterations = given.maximumIterations;
    if (maximumIterations !== undefined && (!Number.isInteger(maximumIterations) || maximumIterations < 1)) {
      throw new TypeError(`${name}: request.maximumIterations must be a whole number >= 1`);
    }
    const agent = {
      call: this.#call(name, { ...given, tools: specs }),
      maximumIterations,
      toolSummaryThreshold: given.toolSummaryThreshold,
      keepLastToolOutputs: given.keepLastToolOutputs,
    };
    return this.#drive('agent', agent, given, (raw) => ({
      ...raw,
      rounds: raw.rounds.map((round) => ({ ...round, result: withValue(round.result) })),
    }), executors);
  }

  #call(name, given) {
    return buildCall(name, this.#options, given);
  }

  // Runs the core's machine to its result, given to the caller as `shape(result)`: the one
  // exit of every call, where what leaves the client is redacted.
  async #drive(kind, request, given, shape, executors = new Map(), watcher = null) {
    const signal = given.signal;
    if (signal !== undefined && !(signal instanceof AbortSignal)) throw new TypeError('request.signal must be an AbortSignal');
    const { redactor } = this.#options;
    try {
      return redactor.value(shape(await this.#run(kind, request, signal, executors, watcher)));
    } catch (error) {
      throw redactor.error(error);
    }
  }

  async #run(kind, request, signal, executors, watcher) {
    const core = this.#core;
    const host = () => JSON.stringify({ nowMs: this.#options.now(), random: this.#options.random() });
    const step = (json) => JSON.parse(json);
    const client = { fetch: this.#options.fetch, headers: (asked) => this.#headers(asked), redactor: this.#options.redactor };
    const handle = core.runCreate(kind, jsonText(request));
    let attempt = -1;
    try {
      let action = step(core.runStart(handle, host()));
      while (action.kind !== 'done') {
        if (signal?.aborted || watcher?.failure) {
          action = step(core.runCancel(handle, host()));
        } else if (action.kind === 'http') {
          attempt += 1;
          const chunkRead = watcher && (() => {
            watcher.chunkRead(handle, attempt);
            return !watcher.failure;
          });
          action = await exchange(core, handle, action.http, client, signal, host, chunkRead);
        } else if (action.kind === 'sleep') {
          await sleep(action.ms, signal);
          action = step(signal?.aborted ? core.runCancel(handle, host()) : core.runSleepDone(handle, host()));
        } else {
          const results = await runTools(action.tools, executors, signal, this.#options.redactor);
          action = step(results === null ? core.runCancel(handle, host()) : core.runToolResults(handle, jsonText(results), host()));
        }
      }
      if (watcher?.failure) throw watcher.failure;
      return action.result;
    } finally {
      core.runFree(handle);
    }
  }

  // The core's headers, then the host's own, then the API key in the provider's header.
  static #KEY_HEADERS = { anthropic: 'x-api-key', gemini: 'x-goog-api-key', 'gemini-legacy': 'x-goog-api-key' };
  #headers(coreHeaders) {
    const headers = Object.fromEntries(coreHeaders.map(([name, value]) => [name.toLowerCase(), value]));
    for (const [name, value] of Object.entries(this.#options.headers)) headers[name.toLowerCase()] = value;
    if (this.#options.apiKey !== undefined) {
      const keyHeader = Client.#KEY_HEADERS[this.#options.provider];
      if (keyHeader) headers[keyHeader] = this.#options.apiKey;
      else headers.authorization = `Bearer ${this.#options.apiKey}`;
    }
    return headers;
  }
}

// A library schema's own validate has the last word on the value the core accepted (the
// model's or the fallback's): its output is the value; its issues make the call fail as an
// InvalidReply that is not retried (the reask loop runs in the core, on the JSON Schema form).
// `locale`: of the message, the call's.
async function libraryJudged(core, result, library, locale = 'en') {
  const verdict = await libraryVerdict('generateObject', library, result.value);
  if (verdict.valid) return { ...result, value: verdict.value };
  const vendor = verdict.errors[0].vendor;
  const whole = core.replyMessage('WholeValue', '', '', locale);
  const listed = verdict.errors.map((error) => `${error.instanceLocation || whole}: ${error.message}`).join('; ');
  return {
    ...result,
    ok: false,
    value: null,
    error: {
      kind: 'InvalidReply',
      message: core.replyMessage('LibraryRejected', vendor, listed, locale),
      status: null,
      providerCode: null,
      retryable: false,
      replyErrors: verdict.errors,
      reply: result.fallbackUsed ? null : result.text,
    },
    audit: { ...result.audit, errorClass: 'ValidationFailed', errorType: 'InvalidReply' },
  };
}

function withValue(raw) {
  return { ...raw, value: raw.json === null ? null : JSON.parse(raw.json) };
}

// Runs each call in order with its tool's `execute(args, {signal})`; a failure is reported to
// the model as a failed tool rather than ending the run. Null when the caller's signal aborted
// first (a tool that ignores the signal does not hold the run).
async function runTools(calls, executors, signal, redactor) {
  const bound = new CallBound(signal);
  try {
    const results = [];
    for (const call of calls) {
      const execute = executors.get(call.name);
      try {
        if (!execute) throw new Error(`there is no tool named "${call.name}"`);
        const args = redactor.value(JSON.parse(call.arguments || '{}'));
        const output = await bound.race(execute(args, { signal, id: call.id }));
        results.push({ callId: call.id, output: typeof output === 'string' ? output : JSON.stringify(output) ?? '', isError: false });
      } catch (error) {
        if (bound.reason !== null) return null;
        results.push({ callId: call.id, output: `tool error: ${describe(error)}`, isError: true });
      }
    }
    return results;
  } finally {
    bound.release();
  }
}
