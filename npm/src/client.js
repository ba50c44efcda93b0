// sg.createClient: the model call (SPEC R1-R9) as a small driver around the core's state
// machines (ARCHITECTURE principle 2). The core decides every request, wait, retry and
// fallback; this loop only performs them: it calls the injected `fetch`, sleeps, runs tools,
// and feeds the outcomes back. Credentials are added here, in the host, to each request the
// core describes; they never enter the core. A timeout aborts the request in flight; an
// AbortSignal cancels the whole run.
import { objectArgument, oneOf, optionalString, requireArray, requireString } from './arguments.js';
import { partialWatcher } from './client-partial.js';
import { buildCall, PROVIDERS, readClientSettings } from './client-request.js';
import { jsonText } from './well_formed.js';

export function clientApi(core) {
  return {
    createClient(options) {
      return new Client(core, readClientOptions(options));
    },
  };
}

function readClientOptions(options) {
  const call = 'createClient';
  const given = objectArgument(call, 'options', options);
  const provider = oneOf(call, 'options.provider', given.provider, PROVIDERS);
  if (provider === undefined) throw new TypeError(`${call}: options.provider must be 'openai' or 'anthropic'`);
  const fetchFunction = given.fetch ?? globalThis.fetch;
  if (typeof fetchFunction !== 'function') throw new TypeError(`${call}: options.fetch must be a function`);
  const headers = objectArgument(call, 'options.headers', given.headers);
  for (const [name, value] of Object.entries(headers)) requireString(call, `options.headers.${name}`, value);
  for (const name of ['now', 'random']) {
    if (given[name] !== undefined && typeof given[name] !== 'function') throw new TypeError(`${call}: options.${name} must be a function`);
  }
  return {
    provider,
    fetch: fetchFunction,
    apiKey: optionalString(call, 'options.apiKey', given.apiKey),
    headers,
    now: given.now ?? Date.now,
    random: given.random ?? Math.random,
    settings: readClientSettings(call, given),
  };
}

class Client {
  #core;
  #options;

  constructor(core, options) {
    this.#core = core;
    this.#options = options;
  }

  async generateObject(request) {
    const given = objectArgument('generateObject', 'request', request);
    const call = this.#call('generateObject', given);
    const watcher = partialWatcher('generateObject', given, this.#core, this.#options.now);
    const raw = await this.#drive('object', call, given, new Map(), watcher);
    return withValue(raw);
  }

  async judgeStatus(request) {
    const name = 'judgeStatus';
    const given = objectArgument(name, 'request', request);
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
    const raw = await this.#drive('judgment', judgment, given);
    return { ...raw, stages: raw.stages.map((stage) => ({ ...stage, result: withValue(stage.result) })) };
  }

  async runAgent(request) {
    const name = 'runAgent';
    const given = objectArgument(name, 'request', request);
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
    const raw = await this.#drive('agent', agent, given, executors);
    return { ...raw, rounds: raw.rounds.map((round) => ({ ...round, result: withValue(round.result) })) };
  }

  #call(name, given) {
    return buildCall(name, this.#options, given);
  }

  async #drive(kind, request, given, executors = new Map(), watcher = null) {
    const signal = given.signal;
    if (signal !== undefined && !(signal instanceof AbortSignal)) throw new TypeError('request.signal must be an AbortSignal');
    const core = this.#core;
    const host = () => JSON.stringify({ nowMs: this.#options.now(), random: this.#options.random() });
    const step = (json) => JSON.parse(json);
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
          action = await this.#exchange(handle, action.http, signal, host, chunkRead);
        } else if (action.kind === 'sleep') {
          await sleep(action.ms, signal);
          action = step(signal?.aborted ? core.runCancel(handle, host()) : core.runSleepDone(handle, host()));
        } else {
          const results = await runTools(action.tools, executors, signal);
          action = step(core.runToolResults(handle, jsonText(results), host()));
        }
      }
      if (watcher?.failure) throw watcher.failure;
      return action.result;
    } finally {
      core.runFree(handle);
    }
  }

  // One HTTP exchange: the core's request plus the host's credentials, bounded by its timeout.
  // `chunkRead` (optional) runs after each streamed body chunk; false stops reading.
  async #exchange(handle, http, signal, host, chunkRead) {
    const core = this.#core;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, http.timeoutMs);
    const cancel = () => controller.abort();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      const { fetch: fetchFunction } = this.#options; // called unbound: workerd's fetch rejects a foreign `this`
      const response = await fetchFunction(http.url, {
        method: http.method,
        headers: this.#headers(http.headers),
        body: http.body,
        signal: controller.signal,
      });
      const headers = JSON.stringify([...response.headers]);
      if (!http.stream || !response.body) {
        const body = new Uint8Array(await response.arrayBuffer());
        return JSON.parse(core.runResponse(handle, response.status, headers, body, host()));
      }
      core.runResponseHead(handle, response.status, headers);
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const progress = JSON.parse(core.runResponseChunk(handle, value));
        const wanted = chunkRead ? chunkRead() : true;
        if (!progress.keepReading || !wanted) {
          await reader.cancel().catch(() => {});
          break;
        }
      }
      return JSON.parse(core.runResponseEnd(handle, host()));
    } catch (error) {
      if (signal?.aborted) return JSON.parse(core.runCancel(handle, host()));
      return JSON.parse(core.runTransportFailed(handle, timedOut ? 'timeout' : 'network', describe(error), host()));
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }

  // The core's headers, then the host's own, then the API key in the provider's header.
  #headers(coreHeaders) {
    const headers = Object.fromEntries(coreHeaders.map(([name, value]) => [name.toLowerCase(), value]));
    for (const [name, value] of Object.entries(this.#options.headers)) headers[name.toLowerCase()] = value;
    if (this.#options.apiKey !== undefined) {
      if (this.#options.provider === 'anthropic') headers['x-api-key'] = this.#options.apiKey;
      else headers.authorization = `Bearer ${this.#options.apiKey}`;
    }
    return headers;
  }
}

function withValue(raw) {
  return { ...raw, value: raw.json === null ? null : JSON.parse(raw.json) };
}

function describe(error) {
  if (error === null || error === undefined) return '';
  const cause = error.cause?.code ?? error.cause?.message;
  return cause ? `${error.message ?? String(error)} (${cause})` : error.message ?? String(error);
}

function sleep(ms, signal) {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

// Runs each call in order with its tool's `execute(args, {signal})`; a failure is reported to
// the model as a failed tool rather than ending the run.
async function runTools(calls, executors, signal) {
  const results = [];
  for (const call of calls) {
    const execute = executors.get(call.name);
    try {
      if (!execute) throw new Error(`there is no tool named "${call.name}"`);
      const output = await execute(JSON.parse(call.arguments || '{}'), { signal, id: call.id });
      results.push({ callId: call.id, output: typeof output === 'string' ? output : JSON.stringify(output) ?? '', isError: false });
    } catch (error) {
      results.push({ callId: call.id, output: `tool error: ${describe(error)}`, isError: true });
    }
  }
  return results;
}
