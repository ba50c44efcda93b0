// A mock LLM provider for tests and the demo (rule R8): node:http on 127.0.0.1, speaking the
// OpenAI Chat Completions (POST …/chat/completions), OpenAI Responses (POST …/responses),
// Anthropic Messages (POST …/messages) and Gemini (POST …/models/M:generateContent, …:streamGenerateContent) wire formats, as JSON bodies
// or event streams (the request's `stream`, Gemini's path).
//
// Scripted scenarios (npm/src/testing/scenarios.js, which the package ships as
// structguard/testing's mockFetch), chosen per request by
//   - the header `x-mock-scenario: rate-limit,success`, or
//   - the model name `mock:rate-limit,success` (OpenAI, Anthropic: Gemini's is in the path),
// otherwise `success`. A list plays one entry per request, the last one repeating; requests
// count per `x-mock-session` header (default: the wire and the list), so concurrent tests use
// their own sessions. `x-mock-reply` replaces the reply's text (or the forced tool's input,
// as JSON); `x-mock-retry-after` sets the 429's retry-after; `x-mock-pace-ms` spaces the
// events of a stream. Each request's record counts the body it `sent` (chunks and bytes
// written before the client went away) and whether the client `cancelled` before the end.
//
//   import { startMockProvider } from './server.js';
//   const mock = await startMockProvider();   // { url, port, requests, close() }
//   node tests/mock-provider/server.js [--port 8787]
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { answer, countSent, createMockState } from '../../npm/src/testing/answer.js';

// The response as the wire writers use it (writeHead, write, end, destroyed), counting into
// the request's record, which answer() has made by the time it writes the head.
function counting(response, requests) {
  const known = requests.length;
  let record = null;
  response.on('close', () => {
    if (record && !response.writableFinished) record.cancelled = true;
  });
  const writer = {
    get destroyed() {
      return response.destroyed;
    },
    writeHead(status, headers) {
      record = requests.length > known ? requests.at(-1) : null; // none for a 404 or a body that is not JSON
      response.writeHead(status, headers);
      return writer;
    },
    write(text) {
      if (response.destroyed) return;
      countSent(record, Buffer.byteLength(text));
      response.write(text);
    },
    end(text) {
      if (text !== undefined) writer.write(text);
      response.end();
    },
  };
  return writer;
}

export async function startMockProvider({ port = 0, host = '127.0.0.1' } = {}) {
  const state = createMockState();
  const sockets = new Set();
  const server = createServer((request, response) => {
    readBody(request).then((text) =>
      answer({ method: request.method, url: request.url, headers: request.headers, text }, counting(response, state.requests), state),
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const url = `http://${host}:${server.address().port}`;
  return {
    url,
    port: server.address().port,
    requests: state.requests,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(request) {
  return new Promise((resolve) => {
    const parts = [];
    request.on('data', (part) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--port');
  const mock = await startMockProvider({ port: at > 0 ? Number(process.argv[at + 1]) : 0 });
  console.log(`mock provider on ${mock.url}: OpenAI ${mock.url}/v1/chat/completions and ${mock.url}/v1/responses, Anthropic ${mock.url}/v1/messages, Gemini ${mock.url}/v1beta/models/M:generateContent`);
}
