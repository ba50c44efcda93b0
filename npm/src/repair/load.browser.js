// structguard/repair in browsers and bundlers: as ../load.browser.js, with the repair module's
// .wasm as the asset next to the package.
import { makeInit } from '../init.js';
import { REPAIR_ENTRY } from './entry.js';

export const init = makeInit(REPAIR_ENTRY, () => new URL('../../dist/structguard-repair.wasm', import.meta.url));
export { CoreAbortedError, WasmLoadError } from '../errors.js';
