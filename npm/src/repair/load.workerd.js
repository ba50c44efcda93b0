// structguard/repair on Cloudflare workerd: as ../load.workerd.js, with the repair module's
// .wasm imported as a compiled module.
import wasm from '../../dist/structguard-repair.wasm';
import { makeInit } from '../init.js';
import { REPAIR_ENTRY } from './entry.js';

export const init = makeInit(REPAIR_ENTRY, () => wasm);
export { CoreAbortedError, WasmLoadError } from '../errors.js';
