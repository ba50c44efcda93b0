// The one place that starts the Emscripten module. Each runtime's loader (load.*.js) only says
// how to get a WebAssembly.Module; the glue never fetches or evals by itself.
import createStructguard from '../dist/structguard.js';
import { createApi } from './api.js';

// `compileDefault` is the runtime's way to find the bundled .wasm; `options.wasm` overrides
// it with a WebAssembly.Module, the bytes, a URL or a Response (for bundlers and CDNs).
export function makeInit(compileDefault) {
  let ready;
  return function init(options = {}) {
    ready ??= start(options.wasm === undefined ? compileDefault() : compileGiven(options.wasm));
    return ready;
  };
}

async function start(compiling) {
  const module = await compiling;
  const core = await createStructguard({
    locateFile: (path) => path,
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module));
      return {};
    },
  });
  return createApi(core);
}

async function compileGiven(wasm) {
  if (wasm instanceof WebAssembly.Module) return wasm;
  if (wasm instanceof ArrayBuffer || ArrayBuffer.isView(wasm)) return WebAssembly.compile(wasm);
  const response = typeof Response !== 'undefined' && wasm instanceof Response ? wasm : await fetch(wasm);
  return WebAssembly.compile(await response.arrayBuffer());
}
