// structguard/reply on Deno: as ../load.deno.js, with the reply module's .wasm.
import { makeInit } from '../init.js';
import { REPLY_ENTRY } from './entry.js';

export const init = makeInit(REPLY_ENTRY, () => new URL('../../dist/structguard-reply.wasm', import.meta.url), (path) => Deno.readFile(path));
export { SchemaError } from '../schema.js';
export { CoreAbortedError, WasmLoadError } from '../errors.js';
