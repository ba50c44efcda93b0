// Cloudflare workerd: the .wasm is imported as a compiled module (workerd forbids compiling
// wasm from bytes at run time), so it arrives ready.
import wasm from '../dist/structguard.wasm';
import { FULL_ENTRY } from './entry.js';
import { makeInit } from './init.js';

export const init = makeInit(FULL_ENTRY, () => wasm);
export { SchemaError } from './schema.js';
export { CoreAbortedError, WasmLoadError } from './errors.js';
