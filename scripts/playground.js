#!/usr/bin/env node
// The browser playground (make playground): one origin on 127.0.0.1 that serves
//   /             the page (web/),
//   /structguard/ the npm package as published (npm/: src/ and dist/), which the page imports
//                 through its browser entry, as a user's static site would,
//   /mock/        the mock provider (tests/mock-provider/server.js), proxied so that the page
//                 calls it without CORS (the page asks it to pace its events, x-mock-pace-ms).
// Each part is a loopback server of its own (tests/support/static-server.js for the files);
// this front server only routes by prefix.
//
//   node scripts/playground.js [--port 8080]
//   import { startPlayground } from './scripts/playground.js'; // {url, mockUrl, close()}
import { request as httpRequest, createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startMockProvider } from '../tests/mock-provider/server.js';
import { serveFolder } from '../tests/support/static-server.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// mockUrl: a mock provider already running (tests start their own); otherwise one is started.
export async function startPlayground({ port = 0, mockUrl } = {}) {
  const web = await serveFolder(join(root, 'web'));
  const pkg = await serveFolder(join(root, 'npm'));
  const ownMock = mockUrl === undefined ? await startMockProvider() : null;
  const routes = [
    { prefix: '/structguard/', upstream: pkg.url },
    { prefix: '/mock/', upstream: `${mockUrl ?? ownMock.url}/` },
    { prefix: '/', upstream: web.url },
  ];
  const front = createServer((request, response) => {
    const route = routes.find((r) => request.url.startsWith(r.prefix));
    proxy(request, response, new URL(request.url.slice(route.prefix.length), route.upstream));
  });
  await new Promise((resolve) => front.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${front.address().port}/`;
  return {
    url,
    mockUrl: `${url}mock`,
    async close() {
      for (const server of [front, web.server, pkg.server]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      await ownMock?.close();
    },
  };
}

// Streams both ways, so that server-sent events reach the page as the upstream writes them.
function proxy(request, response, target) {
  const upstream = httpRequest(target, { method: request.method, headers: { ...request.headers, host: target.host } }, (answer) => {
    response.writeHead(answer.statusCode, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', (error) => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`upstream error: ${error.message}`);
  });
  response.on('close', () => upstream.destroy());
  request.pipe(upstream);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--port');
  const playground = await startPlayground({ port: at > 0 ? Number(process.argv[at + 1]) : 0 });
  console.log(`structguard playground: ${playground.url}`);
  console.log(`mock provider (proxied): ${playground.mockUrl}/v1 (OpenAI chat/completions, Anthropic messages)`);
  console.log('Ctrl-C stops both.');
}
