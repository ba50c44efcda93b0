// What both wire formats of the mock provider share: the P5 schema found in a prompt, stream
// pieces, deterministic usage, and writing server-sent events one at a time.

// The schema of a JSON-only instruction (rule P5): the ```json fence that ends a prompt; the
// latest of `texts` that has one (a correction sent after it does not repeat it).
export function latestPromptSchema(texts) {
  for (const text of [...texts].reverse()) {
    const match = typeof text === 'string' ? /```json\n([\s\S]*?)\n```\s*$/.exec(text) : null;
    if (!match) continue;
    try {
      return JSON.parse(match[1]);
    } catch {
      return null;
    }
  }
  return null;
}

const encoder = new TextEncoder();

// UTF-8 bytes, in every runtime the package loads in (no Buffer in browsers and workerd).
export function byteLength(text) {
  return encoder.encode(text).length;
}

// The text in pieces of 8 characters (code points, so a surrogate pair is never split).
export function pieces(text) {
  const characters = Array.from(text);
  const out = [];
  for (let i = 0; i < characters.length; i += 8) out.push(characters.slice(i, i + 8).join(''));
  return out;
}

// Token counts a client can predict: a quarter of the request's messages in bytes, and a
// quarter of what the reply carries (at least 1).
export function usageFor(request, plan) {
  const carried = (plan.text ?? '') + (plan.refusal ?? '') + plan.toolCalls.map((c) => JSON.stringify(c.input)).join('');
  return {
    input: Math.ceil(request.promptBytes / 4),
    output: Math.max(1, Math.ceil(byteLength(carried) / 4)),
  };
}

// Each event is written on its own, so a client reads it in separate chunks; `paceMs` apart
// (x-mock-pace-ms) so that loopback does not merge them, as a model's tokens arrive.
export function writeEvents(response, events, paceMs = 0) {
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  const write = ({ event, data }) => response.write(`${event ? `event: ${event}\n` : ''}data: ${data}\n\n`);
  if (!(paceMs > 0)) {
    events.forEach(write);
    response.end();
    return;
  }
  let next = 0;
  // Ended with its last event, not a tick later: a client that has read it all and goes away
  // then has not cut the stream.
  const timer = setInterval(() => {
    if (!response.destroyed && next < events.length) write(events[next++]);
    if (response.destroyed || next === events.length) {
      clearInterval(timer);
      response.end();
    }
  }, paceMs);
}
