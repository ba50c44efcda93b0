// One HTTP exchange of a model call: the core's request plus the host's credentials, sent with
// the injected fetch, its body fed to the core as it arrives. The request's timeout and the
// caller's signal bound every await (client-wait.js), whatever the fetch does with its signal.
import { CallBound, sleep } from './client-wait.js';

// The most body bytes handed to the core in one crossing: the core applies maxResponseBytes
// as bytes arrive, so a body over it stops within one slice of the limit, however large the
// chunks the fetch yields (a Response made from one 50 MB buffer yields it whole).
const SLICE_BYTES = 64 * 1024;

// Body reads that settle at once (a stream of empty chunks, or of chunks enqueued as they are
// pulled) follow one another as microtasks, and no timer runs between microtasks: neither the
// timeout nor a caller's abort could end the read (issue 26). So every READS_PER_TURN reads
// the loop waits one timer turn: a read and its feed cost 3 to 8 µs in Node 20, a turn 1 to
// 4 ms, so a body that never waits is slowed by a few percent and a timeout fires at most
// some 30 ms late.
const READS_PER_TURN = 4096;

// Returns the core's next action. `client`: {fetch, headers(coreHeaders), redactor};
// `chunkRead` (optional) runs after each streamed body chunk, and false stops reading.
export async function exchange(core, handle, http, client, signal, host, chunkRead) {
  const bound = new CallBound(signal, http.timeoutMs);
  let reader = null;
  try {
    const { fetch: fetchFunction } = client; // called unbound: workerd's fetch rejects a foreign `this`
    const response = await bound.race(fetchFunction(http.url, {
      method: http.method,
      headers: client.headers(http.headers),
      body: http.body,
      signal: bound.signal,
    }));
    core.runResponseHead(handle, response.status, JSON.stringify([...response.headers]));
    const watched = http.stream && chunkRead ? chunkRead : () => true;
    reader = bodyReader(response.body);
    if (reader === null) feed(core, handle, await bound.race(response.arrayBuffer()));
    for (let reads = 1; reader !== null; reads += 1) {
      if (reads % READS_PER_TURN === 0) await bound.race(sleep(0));
      const { done, value } = await bound.race(reader.read());
      if (done) {
        reader = null;
        break;
      }
      const more = feed(core, handle, value);
      if (!watched() || !more) break;
    }
    return JSON.parse(core.runResponseEnd(handle, host()));
  } catch (error) {
    if (signal?.aborted) return JSON.parse(core.runCancel(handle, host()));
    const timedOut = bound.reason === 'timeout';
    const detail = timedOut ? '' : client.redactor.text(describe(error));
    return JSON.parse(core.runTransportFailed(handle, timedOut ? 'timeout' : 'network', detail, host()));
  } finally {
    bound.release();
    if (reader !== null) cancelQuietly(reader);
  }
}

// A reader ({read, cancel}) of a web ReadableStream, or of an async-iterable body (a Node
// stream, as node-fetch gives); null when there is no body to read piece by piece. A Node
// stream is destroyed to stop it: its iterator's return() waits for the pending read.
function bodyReader(body) {
  if (typeof body?.getReader === 'function') return body.getReader();
  if (typeof body?.[Symbol.asyncIterator] !== 'function') return null;
  const iterator = body[Symbol.asyncIterator]();
  const cancel = typeof body.destroy === 'function' ? () => body.destroy() : () => iterator.return?.();
  return { read: () => iterator.next(), cancel };
}

// Hands `chunk` to the core slice by slice; false once the core wants no more of it.
function feed(core, handle, chunk) {
  const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk)
    : ArrayBuffer.isView(chunk) ? new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : new Uint8Array(chunk);
  for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
    const progress = JSON.parse(core.runResponseChunk(handle, bytes.subarray(at, at + SLICE_BYTES)));
    if (!progress.keepReading) return false;
  }
  return true;
}

// Not awaited: a stream whose cancel never settles must not hold the call.
function cancelQuietly(reader) {
  try {
    Promise.resolve(reader.cancel()).catch(() => {});
  } catch {
    // a reader that cannot cancel is dropped as it is
  }
}

// What a thrown value says, for a message: its message and its cause's code or message. Read
// defensively: a rejected fetch or a failed tool may throw anything, even an object whose
// getters throw, and a failure to describe it must not end the call (issue 26).
export function describe(error) {
  const message = readSafely(() => (error === null || error === undefined ? '' : error.message ?? String(error)));
  const cause = readSafely(() => error?.cause?.code ?? error?.cause?.message);
  return cause ? `${message} (${cause})` : message;
}

function readSafely(read) {
  try {
    const value = read();
    return value === undefined || value === null ? value : String(value);
  } catch {
    return '(a thrown value whose message could not be read)';
  }
}
