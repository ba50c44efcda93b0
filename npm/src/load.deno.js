// Deno: read the .wasm next to the package (needs --allow-read for the package folder).
import { FULL_ENTRY } from './entry.js';
import { makeInit } from './init.js';

export const init = makeInit(FULL_ENTRY, () => new URL('../dist/structguard.wasm', import.meta.url), (path) => Deno.readFile(path));
export { SchemaError } from './schema.js';
export { CoreAbortedError, WasmLoadError } from './errors.js';
