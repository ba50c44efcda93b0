// structguard/reply on Cloudflare workerd: as ../load.workerd.js, with the reply module's
// .wasm imported as a compiled module.
import wasm from '../../dist/structguard-reply.wasm';
import { makeInit } from '../init.js';
import { REPLY_ENTRY } from './entry.js';

export const init = makeInit(REPLY_ENTRY, () => wasm);
export { SchemaError } from '../schema.js';
export { CoreAbortedError, WasmLoadError } from '../errors.js';
