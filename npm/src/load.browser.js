// Browsers and bundlers: the .wasm is an asset next to this file; `new URL(…, import.meta.url)`
// is the form Vite, Rollup, webpack and esbuild recognise and copy into the build.
import { makeInit } from './init.js';

const wasmUrl = new URL('../dist/structguard.wasm', import.meta.url);

export const init = makeInit(async () => {
  const response = fetch(wasmUrl);
  try {
    return await WebAssembly.compileStreaming(response);
  } catch {
    // Servers that send the .wasm without `application/wasm` still get a working page.
    return WebAssembly.compile(await (await response).arrayBuffer());
  }
});
export { SchemaError } from './schema.js';
