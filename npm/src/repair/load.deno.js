// structguard/repair on Deno: as ../load.deno.js, with the repair module's .wasm.
import { makeInit } from '../init.js';
import { REPAIR_ENTRY } from './entry.js';

export const init = makeInit(REPAIR_ENTRY, () => new URL('../../dist/structguard-repair.wasm', import.meta.url), (path) => Deno.readFile(path));
export { CoreAbortedError, WasmLoadError } from '../errors.js';
