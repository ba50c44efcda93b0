// structguard/reply on Node: as ../load.node.js, with the reply module's .wasm.
import { readFile } from 'node:fs/promises';
import { makeInit } from '../init.js';
import { REPLY_ENTRY } from './entry.js';

export const init = makeInit(REPLY_ENTRY, () => new URL('../../dist/structguard-reply.wasm', import.meta.url), readFile);
export { SchemaError } from '../schema.js';
export { CoreAbortedError, WasmLoadError } from '../errors.js';
