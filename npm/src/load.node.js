// Node: read the .wasm next to the package (or the path or file: URL given) and compile it.
import { readFile } from 'node:fs/promises';
import { FULL_ENTRY } from './entry.js';
import { makeInit } from './init.js';

export const init = makeInit(FULL_ENTRY, () => new URL('../dist/structguard.wasm', import.meta.url), readFile);
export { SchemaError } from './schema.js';
export { CoreAbortedError, WasmLoadError } from './errors.js';
