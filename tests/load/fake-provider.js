// The mock provider (tests/mock-provider) in process: a `fetch` for sg.createClient that
// answers from the same scenarios and wire writers without a socket, so that the load tier
// measures the client and the core, not loopback HTTP.
import { planFor } from '../../npm/src/testing/scenarios.js';
import { anthropicGist, writeAnthropicError, writeAnthropicReply, writeAnthropicStreamError } from '../../npm/src/testing/wire-anthropic.js';
import { openaiGist, writeOpenAIError, writeOpenAIReply, writeOpenAIStreamError } from '../../npm/src/testing/wire-openai.js';

const WIRES = {
  openai: { gist: openaiGist, error: writeOpenAIError, reply: writeOpenAIReply, streamError: writeOpenAIStreamError },
  anthropic: { gist: anthropicGist, error: writeAnthropicError, reply: writeAnthropicReply, streamError: writeAnthropicStreamError },
};
const encoder = new TextEncoder();

// What the wire writers write to (a node:http ServerResponse), collected into a Response; an
// event stream becomes a body that delivers each event as its own chunk.
class ResponseSink {
  status = 200;
  headers = {};
  parts = [];
  destroyed = false;

  writeHead(status, headers = {}) {
    this.status = status;
    this.headers = headers;
    return this;
  }

  write(text) {
    this.parts.push(text);
  }

  end(text) {
    if (text !== undefined) this.parts.push(text);
  }

  response() {
    if (!String(this.headers['content-type']).startsWith('text/event-stream')) {
      return new Response(this.parts.join(''), { status: this.status, headers: this.headers });
    }
    const chunks = this.parts.map((part) => encoder.encode(part));
    let next = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (next < chunks.length) controller.enqueue(chunks[next++]);
        else controller.close();
      },
    });
    return new Response(body, { status: this.status, headers: this.headers });
  }
}

/**
 * A fetch that plays `scenarios` (mock-provider names), one per request, the last repeating;
 * `reply` replaces the reply text (or the forced tool's input, as JSON).
 */
export function fakeFetch(scenarios, { reply } = {}) {
  let requests = 0;
  return async (url, init) => {
    const wireName = new URL(url).pathname.endsWith('/chat/completions') ? 'openai' : 'anthropic';
    const wire = WIRES[wireName];
    const gist = { ...wire.gist(JSON.parse(init.body)), replyOverride: reply, retryAfter: '0', paceMs: 0 };
    const plan = planFor(scenarios[Math.min(requests++, scenarios.length - 1)], gist);
    const sink = new ResponseSink();
    if (plan.kind === 'error') wire.error(sink, plan);
    else if (plan.kind === 'stream-error') wire.streamError(sink, plan, gist);
    else wire.reply(sink, plan, gist);
    return sink.response();
  };
}

/** A fetch that answers every request with `body` (bytes or text) and `status`. */
export function fixedFetch(body, status = 200, headers = { 'content-type': 'application/json' }) {
  return async () => new Response(body, { status, headers });
}

/** A fetch that fails as a dropped connection does. */
export async function failingFetch() {
  throw new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
}
