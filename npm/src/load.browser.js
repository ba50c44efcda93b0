// Browsers and bundlers: the .wasm is an asset next to this file; `new URL(…, import.meta.url)`
// is the form Vite, Rollup and webpack recognise and copy into the build (see the README's
// bundler section for esbuild).
import { FULL_ENTRY } from './entry.js';
import { makeInit } from './init.js';

export const init = makeInit(FULL_ENTRY, () => new URL('../dist/structguard.wasm', import.meta.url));
export { SchemaError } from './schema.js';
export { CoreAbortedError, WasmLoadError } from './errors.js';
