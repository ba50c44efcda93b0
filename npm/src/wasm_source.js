// Where the .wasm comes from, made into a WebAssembly.Module: the loader's default place or
// what the caller gave as init({wasm}). Every way that can fail becomes one WasmLoadError that
// names what was tried, what came back, and what to do instead.
import { WasmLoadError } from './errors.js';

const GIVE = 'pass init({wasm}): its URL, its path (Node, Deno), its bytes, a Response or a WebAssembly.Module';

// What to do, for the entry's own file (`wasmName`: structguard.wasm, structguard-reply.wasm,
// structguard-repair.wasm).
function hints(wasmName) {
  return {
    give: GIVE,
    serve: `serve ${wasmName} at that URL (content-type application/wasm) or ${GIVE}`,
    place: `put ${wasmName} at that path or ${GIVE}`,
  };
}

// The loader's default place for the .wasm. `new URL(…, import.meta.url)` throws where the
// bundle has no module URL to resolve against (a worker bundled for browsers rather than with
// the `workerd` condition): that too is a WasmLoadError that says what to do.
export function locateDefaultWasm(locate, wasmName) {
  try {
    return locate();
  } catch (error) {
    throw new WasmLoadError(`structguard: cannot locate ${wasmName} beside the package (${error.message}): `
      + 'this bundle has no import.meta.url to find it by (a worker bundled without the workerd condition, or a bundle '
      + 'that is not an ES module); in a worker, bundle with the workerd condition (wrangler does; esbuild: '
      + `--conditions=workerd) or import 'structguard/${wasmName}', keep that import external (rollup, webpack, Vite) `
      + `and pass the module to init({wasm}); elsewhere ${GIVE}`, { cause: error });
  }
}

// `readLocal(pathOrFileUrl)` reads a local file (Node, Deno); where it is absent (browsers,
// workerd) every URL goes to fetch.
export async function compileWasm(source, readLocal, wasmName) {
  const hint = hints(wasmName);
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return compileBytes(bytesOf(source), { what: 'the bytes given to init({wasm})', hint: hint.give });
  }
  if (typeof Response !== 'undefined' && source instanceof Response) {
    return compileResponse(source, source.url || 'the Response given to init({wasm})', hint);
  }
  if (typeof source === 'string' || source instanceof URL) {
    const local = readLocal && (source instanceof URL ? source.protocol === 'file:' : isLocal(source));
    if (!local) return fetchAndCompile(source, hint);
    return compileFile(typeof source === 'string' && /^file:/i.test(source) ? new URL(source) : source, readLocal, hint);
  }
  throw new TypeError('init: options.wasm must be a WebAssembly.Module, bytes (an ArrayBuffer or a typed array), '
    + `a URL, a path or a Response, got ${source === null ? 'null' : typeof source}`);
}

// A path or a file: URL. Other schemes (http:, data:, blob:) are fetched; a one-letter
// "scheme" is a Windows drive (C:\…).
function isLocal(text) {
  const scheme = /^([a-z][a-z0-9+.-]+):/i.exec(text);
  return !scheme || scheme[1].toLowerCase() === 'file';
}

function bytesOf(source) {
  return source instanceof ArrayBuffer ? new Uint8Array(source) : new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
}

async function compileFile(path, readLocal, hint) {
  const url = String(path);
  let bytes;
  try {
    bytes = await readLocal(path);
  } catch (error) {
    throw new WasmLoadError(`structguard: cannot read ${url}: ${error.message}; ${hint.place}`, { url, cause: error });
  }
  return compileBytes(bytes, { what: url, url, hint: hint.place });
}

async function fetchAndCompile(url, hint) {
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new WasmLoadError(`structguard: cannot fetch ${url}: ${error.message}; ${hint.serve}`, { url: String(url), cause: error });
  }
  return compileResponse(response, response.url || String(url), hint);
}

async function compileResponse(response, url, hint) {
  const status = response.status;
  const contentType = response.headers.get('content-type');
  const answer = `HTTP ${status}${response.statusText ? ` ${response.statusText}` : ''}, `
    + (contentType ? `content-type ${contentType}` : 'no content-type');
  const context = { what: url, url, status, contentType, answer, hint: hint.serve };
  if (!response.ok) throw new WasmLoadError(`structguard: cannot load ${url} (${answer}); ${hint.serve}`, context);
  // Streaming compilation needs the right content type; without it, the bytes are compiled
  // whole, so a server that sends the file as octet-stream still works.
  if (typeof WebAssembly.compileStreaming === 'function' && /^application\/wasm\b/i.test(contentType ?? '')) {
    try {
      return await WebAssembly.compileStreaming(response);
    } catch (error) {
      throw notWasm(context, error);
    }
  }
  return compileBytes(new Uint8Array(await response.arrayBuffer()), context);
}

async function compileBytes(bytes, context) {
  try {
    return await WebAssembly.compile(bytes);
  } catch (error) {
    throw notWasm(context, error, bytes);
  }
}

// The usual cause is an HTML page (a single-page app's fallback, a login page) served where
// the .wasm should be: its first characters say so. (workerd compiles no bytes at all, only
// modules bundled with the worker: its refusal arrives here too, in the runtime's words.)
function notWasm({ what, answer, hint, ...details }, error, bytes) {
  const seen = [answer, bytes && (bytes.length ? `it starts with ${startOf(bytes)}` : 'it is empty')].filter(Boolean);
  const got = seen.length ? ` (${seen.join('; ')})` : '';
  return new WasmLoadError(`structguard: ${what} did not compile as WebAssembly${got}: ${error.message}; ${hint}`, { ...details, cause: error });
}

function startOf(bytes) {
  return JSON.stringify(new TextDecoder().decode(bytes.subarray(0, 24)));
}
