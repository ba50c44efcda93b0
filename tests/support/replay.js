// Replaying recorded provider bodies through an injected fetch (issue 19): whole, or as a
// stream of random 1-24-byte pieces from a seeded generator, so a failure replays.

export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// The body as a stream of 1-24-byte pieces (whole when `seed` is null).
export function bodyOf(text, seed) {
  const bytes = new TextEncoder().encode(text);
  if (seed === null) return bytes;
  const next = seeded(seed);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length;) {
        const size = 1 + Math.floor(next() * 24);
        controller.enqueue(bytes.slice(at, at + size));
        at += size;
      }
      controller.close();
    },
  });
}

// A fetch answering call i with answers[i] = {body, status?, stream?} (the last answer
// repeats), keeping each call's {url, headers, body}.
export function replay(answers, seed) {
  const fetch = async (url, init) => {
    fetch.calls.push({ url, headers: init.headers, body: JSON.parse(init.body) });
    const answer = answers[Math.min(fetch.calls.length, answers.length) - 1];
    const type = answer.stream ? 'text/event-stream' : 'application/json';
    return new Response(bodyOf(answer.body, seed), { status: answer.status ?? 200, headers: { 'content-type': type } });
  };
  fetch.calls = [];
  return fetch;
}

// The seeds every recorded body is replayed with: whole, then five chunkings.
export const SEEDS = [null, 1, 2, 3, 19, 2026];
export const seedLabel = (seed) => (seed === null ? 'whole' : `chunks seed ${seed}`);

// Recorded stream events (one data line each, as the SDKs' fixtures keep them) in SSE framing.
export const sse = (lines) => lines.trim().split('\n').map((line) => `data: ${line}\r\n\r\n`).join('');
