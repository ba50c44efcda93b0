// structguard/testing: the mock provider as a fetch, so an app's tests run createClient (or any
// code that takes a fetch) against scripted provider replies, with no network and no server.
// It speaks the OpenAI Chat Completions, OpenAI Responses, Anthropic Messages and Gemini wires,
// as JSON bodies or event streams, exactly as the repository's own mock server does.
import { answer, countSent, createMockState } from './testing/answer.js';
import { SCENARIOS } from './testing/scenarios.js';

// `script`: the replies to play, one per request, the last one repeating; a string is a
// successful reply with that text, {scenario, text} one of SCENARIOS. Without a script each
// request is answered with a value of its schema (or `mock:<scenarios>` in the model name picks).
export function mockFetch(script) {
  const state = createMockState(script === undefined ? null : checkedScript(script));
  const fetch = async (input, init = {}) => {
    // Read as fetch reads its arguments, without a Request: one made with a signal stays
    // registered on that signal, and a test suite makes many.
    const request = typeof input === 'object' && input !== null && 'method' in input ? input : null;
    const url = request ? request.url : String(input);
    const method = init.method ?? request?.method ?? 'GET';
    const headers = Object.fromEntries(new Headers(init.headers ?? request?.headers));
    const signal = init.signal ?? request?.signal ?? null;
    const text = init.body !== undefined ? await new Response(init.body).text() : request ? await request.text() : '';
    return new Promise((resolve, reject) => {
      answer({ method: method.toUpperCase(), url, headers, text }, responseWriter(resolve, reject, signal, state.requests), state);
    });
  };
  fetch.requests = state.requests;
  return fetch;
}

function checkedScript(script) {
  if (!Array.isArray(script) || script.length === 0) throw new TypeError('mockFetch(script): the script is a non-empty array of reply texts or {scenario, text}');
  script.forEach((entry, index) => {
    if (typeof entry === 'string') return;
    if (entry === null || typeof entry !== 'object') throw new TypeError(`mockFetch(script): entry ${index} is neither a reply text nor {scenario, text}`);
    if (entry.scenario !== undefined && !SCENARIOS.includes(entry.scenario)) {
      throw new TypeError(`mockFetch(script): entry ${index} has an unknown scenario '${entry.scenario}'; use one of ${SCENARIOS.join(', ')}`);
    }
    if (entry.text !== undefined && typeof entry.text !== 'string') throw new TypeError(`mockFetch(script): entry ${index}'s text is not a string`);
  });
  return [...script];
}

// What the wire writers call, turned into a fetch Response: writeHead resolves the fetch, the
// writes become its body stream; an abort rejects a fetch still waiting (the `hang` scenario)
// or errors the body being read, as a network fetch does. The body is handed over as it is
// read (one write per read, nothing ahead), so that the request's `sent` counts what the
// client took before it stopped reading, as a provider bills what it streamed before a cancel.
function responseWriter(resolve, reject, signal, requests) {
  const encoder = new TextEncoder();
  const pending = [];
  let ended = false;
  let wake = null;
  const known = requests.length;
  let record = null; // the request's: answer() has made it when it writes the head
  let bodyController;
  const body = new ReadableStream(
    {
      start(controller) {
        bodyController = controller;
      },
      async pull(controller) {
        while (pending.length === 0 && !ended && !writer.destroyed) await new Promise((settle) => (wake = settle));
        if (writer.destroyed) return; // aborted: the body is errored already
        if (pending.length === 0) return controller.close();
        const bytes = pending.shift();
        countSent(record, bytes.length);
        controller.enqueue(bytes);
      },
      cancel() {
        writer.destroyed = true;
        // A client that stops once it has the whole reply cancels too: only a cut counts.
        if (record && (!ended || pending.length > 0)) record.cancelled = true;
        signal?.removeEventListener('abort', abort);
      },
    },
    { highWaterMark: 0 },
  );
  const writer = {
    destroyed: false,
    writeHead(status, headers) {
      record = requests.length > known ? requests.at(-1) : null; // none for a 404 or a body that is not JSON
      resolve(new Response(body, { status, headers }));
      return writer;
    },
    write(text) {
      if (writer.destroyed || ended) return;
      pending.push(encoder.encode(text));
      wake?.();
    },
    end(text) {
      if (text !== undefined) writer.write(text);
      ended = true;
      wake?.();
      signal?.removeEventListener('abort', abort);
    },
  };
  function abort() {
    reject(signal.reason);
    writer.destroyed = true;
    pending.length = 0;
    bodyController?.error(signal.reason);
    wake?.();
  }
  if (signal?.aborted) abort();
  else signal?.addEventListener('abort', abort, { once: true });
  return writer;
}
