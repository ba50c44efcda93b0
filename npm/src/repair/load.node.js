// structguard/repair on Node: as ../load.node.js, with the repair module's .wasm.
import { readFile } from 'node:fs/promises';
import { makeInit } from '../init.js';
import { REPAIR_ENTRY } from './entry.js';

export const init = makeInit(REPAIR_ENTRY, () => new URL('../../dist/structguard-repair.wasm', import.meta.url), readFile);
export { CoreAbortedError, WasmLoadError } from '../errors.js';
