// Issue 16: loading. A failed init() can be retried; a load error names the URL or path, the
// HTTP status and content type, and says to pass init({wasm}); Node takes a path or a file:
// URL. Each success case runs in its own process: init() hands out one instance per process.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { init, WasmLoadError } from 'structguard';

const wasmUrl = new URL('../../npm/dist/structguard.wasm', import.meta.url);
const wasmPath = fileURLToPath(wasmUrl);
const root = fileURLToPath(new URL('../..', import.meta.url));

let server;
let base;
before(async () => {
  const wasm = readFileSync(wasmUrl);
  server = createServer((request, response) => {
    if (request.url === '/missing.wasm') {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<html>not found</html>');
    } else if (request.url === '/app/structguard.wasm') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html><body>app</body></html>');
    } else {
      response.writeHead(200, { 'content-type': request.url === '/typed.wasm' ? 'application/wasm' : 'application/octet-stream' }).end(wasm);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
after(() => server.close());

async function loadError(wasm) {
  const error = await init({ wasm }).then(() => assert.fail('init() should have failed'), (e) => e);
  assert.ok(error instanceof WasmLoadError && error instanceof Error, String(error));
  assert.equal(error.code, 'WasmLoadFailed');
  assert.match(error.message, /init\(\{wasm\}\)/);
  return error;
}

test('issue 16: an HTTP error names the URL, the status and the content type', async () => {
  const error = await loadError(`${base}/missing.wasm`);
  assert.match(error.message, new RegExp(`cannot load ${base}/missing\\.wasm \\(HTTP 404 Not Found, content-type text/html\\)`));
  assert.deepEqual([error.url, error.status, error.contentType], [`${base}/missing.wasm`, 404, 'text/html']);
});

test('issue 16: an HTML page served where the wasm should be is named as such, not "expected magic word"', async () => {
  const error = await loadError(`${base}/app/structguard.wasm`);
  assert.match(error.message, /structguard\.wasm did not compile as WebAssembly \(HTTP 200 OK, content-type text\/html; it starts with "<!doctype html><html><bo"\)/);
  assert.equal(error.status, 200);
});

test('issue 16: a missing file names its path', async () => {
  const error = await loadError('/nowhere/structguard.wasm');
  assert.match(error.message, /^structguard: cannot read \/nowhere\/structguard\.wasm: ENOENT/);
  assert.equal(error.url, '/nowhere/structguard.wasm');
  assert.equal(error.cause.code, 'ENOENT');
});

test('issue 16: bytes that are not wasm say so', async () => {
  const error = await loadError(new TextEncoder().encode('PK\u0003\u0004'));
  assert.match(error.message, /^structguard: the bytes given to init\(\{wasm\}\) did not compile as WebAssembly \(it starts with "PK/);
});

test('issue 16: an unreachable server is a WasmLoadError naming the URL', async () => {
  const error = await loadError('http://127.0.0.1:9/structguard.wasm');
  assert.match(error.message, /^structguard: cannot fetch http:\/\/127\.0\.0\.1:9\/structguard\.wasm: fetch failed/);
});

test('issue 16: options.wasm of the wrong type is a TypeError', async () => {
  await assert.rejects(init({ wasm: 42 }), /init: options\.wasm must be a WebAssembly\.Module, bytes .* got number/);
});

test('issue 16: after failures, init() tries again and loads', async () => {
  const sg = await init();
  assert.equal(sg.extractJson('{"a": 1}').ok, true);
  assert.equal(await init(), sg, 'a loaded instance is shared');
});

// Each form of options.wasm in a fresh process, as a user's program would start (run without
// blocking this one, whose server it may fetch from).
async function loadsWith(expression) {
  const program = `import { init } from 'structguard';
const sg = await init({ wasm: ${expression} });
process.stdout.write(String(sg.extractJson('{"a": 1}').ok));`;
  const r = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', program], { cwd: root, encoding: 'utf8' });
  assert.equal(r.stderr, '');
  assert.equal(r.stdout, 'true');
}

for (const [what, expression] of [
  ['a path', JSON.stringify(wasmPath)],
  ['a relative path', JSON.stringify('./npm/dist/structguard.wasm')],
  ['a file: URL string', JSON.stringify(wasmUrl.href)],
  ['a file: URL object', `new URL(${JSON.stringify(wasmUrl.href)})`],
  ['an http URL served as octet-stream', null],
  ['an http URL served as application/wasm', null],
  ['a Response', 'RESPONSE'],
]) {
  test(`issue 16: Node loads init({wasm}) given ${what}`, () => {
    if (expression === 'RESPONSE') return loadsWith(`await fetch(${JSON.stringify(`${base}/plain.wasm`)})`);
    if (expression !== null) return loadsWith(expression);
    const file = what.endsWith('application/wasm') ? 'typed.wasm' : 'plain.wasm';
    return loadsWith(JSON.stringify(`${base}/${file}`));
  });
}
