// structguard/reply in browsers and bundlers: as ../load.browser.js, with the reply module's
// .wasm as the asset next to the package.
import { makeInit } from '../init.js';
import { REPLY_ENTRY } from './entry.js';

export const init = makeInit(REPLY_ENTRY, () => new URL('../../dist/structguard-reply.wasm', import.meta.url));
export { SchemaError } from '../schema.js';
export { CoreAbortedError, WasmLoadError } from '../errors.js';
