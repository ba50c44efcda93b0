// Run: a real model call through the package's client (createClient → generateObject) with
// the page's schema, against the mock provider this server proxies at /mock (same origin) or
// an endpoint the user names. The API key stays in this closure for the duration of a run:
// it is never written to storage, the URL or the DOM after it is typed. The streamed value
// is shown as it parses (onPartial), the raw stream beside it, then the attempts and any
// fallback as a timeline.
import { el, pretty, show } from '../dom.js';
import { checkbox, field, select, textArea, textInput } from '../forms.js';
import { requestLine, resultView, timeline, transportLine } from '../run-report.js';

const SCENARIOS = [
  ['success', 'success'],
  ['rate-limit,success', 'rate limit (429), then success'],
  ['server-error,success', 'server error (500), then success'],
  ['malformed-fence,success', 'a fence with a trailing comma (reask), then success'],
  ['length,success', 'cut off at max tokens, then success'],
  ['stream-error,success', 'stream breaks off, then success'],
  ['off-schema,success', 'wrong from its first token (stopped early), then success'],
  ['server-error', 'server error every time (fallback)'],
];
const WIRE_LOG_LIMIT = 65536;
const MOCK_RETRY = { initialDelayMs: 200, maxDelayMs: 2000 };
const MOCK_PACE_MS = '25'; // the mock spaces its events as a model's tokens arrive
const DEFAULT_MODELS = { openai: 'gpt-4o-mini', 'openai-responses': 'gpt-5-mini', anthropic: 'claude-sonnet-4-5', gemini: 'gemini-2.5-flash', 'gemini-legacy': 'gemini-2.5-flash' };
const DEFAULT_BASE_URLS = {
  openai: 'https://api.openai.com/v1',
  'openai-responses': 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  gemini: 'https://generativelanguage.googleapis.com/v1beta',
  'gemini-legacy': 'https://generativelanguage.googleapis.com/v1beta',
};

export function runPanel(sg, readState) {
  const c = {
    provider: select('run-provider', [['openai', 'OpenAI (chat completions)'], ['openai-responses', 'OpenAI (responses)'], ['anthropic', 'Anthropic (messages)'],
      ['gemini', 'Gemini (generateContent, responseJsonSchema)'], ['gemini-legacy', 'Gemini (generateContent, responseSchema)']], 'openai'),
    endpoint: select('run-endpoint', [['mock', 'the mock provider (local)'], ['custom', 'an endpoint of your own']], 'mock'),
    scenario: select('run-scenario', SCENARIOS, 'success'),
    baseUrl: textInput('run-base-url', 'https://api.openai.com/v1', { type: 'url' }),
    apiKey: textInput('run-api-key', '', { type: 'password' }),
    model: textInput('run-model', 'mock-model'),
    mode: select('run-mode', [['', 'default for the provider'], ['native', 'native'], ['tool', 'tool (Anthropic, Gemini)'], ['prompt', 'prompt (JSON-only instruction)']], ''),
    message: textArea('run-message', 'Which rule matches the report? Rule 1: no problem found. Rule 2: fixes are needed. Report: the crash is fixed and covered by a test.', 3),
  };
  const run = el('button', { type: 'submit', id: 'run-start' }, 'Run');
  const cancel = el('button', { type: 'button', id: 'run-cancel', disabled: true }, 'Cancel');
  const custom = el('div', { id: 'run-custom', hidden: true },
    field('Base URL', c.baseUrl), field('API key', c.apiKey, 'kept in memory for the run only, never stored'));
  const form = el('form', { id: 'run-form', 'aria-labelledby': 'run-title' },
    el('h3', { id: 'run-title' }, 'Call a model with the schema'),
    el('div', { class: 'row' }, field('Provider', c.provider), field('Endpoint', c.endpoint)),
    el('div', { id: 'run-mock-options' }, field('Mock scenario', c.scenario)),
    custom,
    el('div', { class: 'row' }, field('Model', c.model), field('Output mode', c.mode)),
    field('User message', c.message),
    checkbox('run-stream', 'Stream the reply', true),
    checkbox('run-fallback', 'Use a fallback value (an example instance of the schema)', false),
    el('div', { class: 'buttons' }, run, cancel));
  show('run-form-place', form,
    el('p', { id: 'run-status', role: 'status' }, 'Not run yet.'),
    el('h3', {}, 'Streaming'),
    el('p', { id: 'run-partial-count', class: 'hint' }, ''),
    el('pre', { id: 'run-partial', class: 'text-view', tabindex: 0 }),
    el('details', {}, el('summary', {}, 'Raw response stream'), el('pre', { id: 'run-wire', class: 'text-view', tabindex: 0 })),
    el('h3', {}, 'Timeline'),
    el('ol', { id: 'run-timeline', class: 'findings timeline' }),
    el('h3', {}, 'Result'),
    el('div', { id: 'run-result' }));

  const fitEndpoint = () => {
    const mock = c.endpoint.value === 'mock';
    custom.hidden = mock;
    document.getElementById('run-mock-options').hidden = !mock;
    c.model.value = mock ? 'mock-model' : DEFAULT_MODELS[c.provider.value];
    c.baseUrl.value = DEFAULT_BASE_URLS[c.provider.value];
  };
  c.endpoint.addEventListener('change', fitEndpoint);
  c.provider.addEventListener('change', fitEndpoint);

  let controller = null;
  cancel.addEventListener('click', () => controller?.abort());
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    controller = new AbortController();
    run.disabled = true;
    cancel.disabled = false;
    try {
      await runOnce(sg, readState(), c, controller.signal);
    } finally {
      run.disabled = false;
      cancel.disabled = true;
      controller = null;
    }
  });
  return {};
}

async function runOnce(sg, state, c, signal) {
  const status = document.getElementById('run-status');
  const partialCount = document.getElementById('run-partial-count');
  show('run-partial');
  show('run-wire');
  show('run-timeline');
  show('run-result');
  if (state.schema.value === null || typeof state.schema.value !== 'object') {
    status.textContent = 'Not run: the schema panel has no usable schema object.';
    return;
  }
  const mock = c.endpoint.value === 'mock';
  let requests = 0;
  let partials = 0;
  const wiredFetch = async (url, init) => {
    const n = ++requests;
    status.textContent = `Running: request ${n} sent…`;
    try {
      const response = await fetch(url, init);
      document.getElementById('run-timeline').append(requestLine(n, url, response));
      return withWireLog(response);
    } catch (error) {
      document.getElementById('run-timeline').append(transportLine(n, error));
      throw error;
    }
  };
  const client = sg.createClient({
    provider: c.provider.value,
    model: c.model.value,
    baseUrl: mock ? `${location.origin}/mock/v1` : c.baseUrl.value,
    apiKey: mock || c.apiKey.value === '' ? undefined : c.apiKey.value,
    headers: headersFor(mock, c),
    fetch: wiredFetch,
    stream: document.getElementById('run-stream').checked,
    timeoutMs: 30000,
    retry: mock ? MOCK_RETRY : undefined,
  });
  const fallback = document.getElementById('run-fallback').checked ? sg.exampleInstance(state.schema.value).value ?? undefined : undefined;
  const result = await client.generateObject({
    messages: [{ role: 'user', content: c.message.value }],
    schema: state.schema.value,
    schemaName: schemaName(state.schema.value),
    mode: c.mode.value || undefined,
    fallback,
    signal,
    partialIntervalMs: 30,
    onPartial({ attempt, value }) {
      partials += 1;
      partialCount.textContent = `Attempt ${attempt + 1}: ${partials} partial value${partials === 1 ? '' : 's'} shown while streaming`;
      document.getElementById('run-partial').textContent = pretty(value);
    },
  });
  show('run-timeline', timeline(result));
  show('run-result', resultView(result));
  if (result.value !== null && partials > 0) document.getElementById('run-partial').textContent = pretty(result.value);
  status.textContent = result.ok ? `Done: ${result.attempts.length} attempt${result.attempts.length === 1 ? '' : 's'}${result.fallbackUsed ? ', fallback used' : ''}.` : `Done: failed (${result.error?.kind}).`;
}

function headersFor(mock, c) {
  if (mock) return { 'x-mock-scenario': c.scenario.value, 'x-mock-session': `playground-${Date.now()}-${Math.random()}`, 'x-mock-pace-ms': MOCK_PACE_MS };
  // Anthropic refuses browser calls unless the page says it knows the key is exposed to it.
  return c.provider.value === 'anthropic' ? { 'anthropic-dangerous-direct-browser-access': 'true' } : {};
}

// OpenAI and Anthropic take [A-Za-z0-9_-]{1,64} as the schema's name.
function schemaName(schema) {
  const name = String(schema.title ?? 'structured_output').replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  return name || 'structured_output';
}

// The response as the client gets it, its body also copied, as text, into the raw log as the
// client reads it: a client that stops reading (a reply stopped early, a cancelled run) stops
// the body itself, which a tee read to its end by the log would not.
function withWireLog(response) {
  if (!response.body) return response;
  const target = document.getElementById('run-wire');
  const decoder = new TextDecoder();
  let shown = 0;
  const logged = response.body.pipeThrough(new TransformStream({
    transform(chunk, controller) {
      if (shown <= WIRE_LOG_LIMIT) {
        const text = decoder.decode(chunk, { stream: true });
        target.append(text);
        shown += text.length;
        if (shown > WIRE_LOG_LIMIT) target.append('\n… (the rest is not shown)');
      }
      controller.enqueue(chunk);
    },
  }));
  return new Response(logged, { status: response.status, statusText: response.statusText, headers: response.headers });
}
