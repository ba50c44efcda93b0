// The `structguard/reply` entry's API (issue 15): extraction, repair, streaming, validation
// and reask, the calls every reply takes, on the smaller structguard-reply.wasm. The full
// entry (../api.js) starts from the same parts.
import { extractApi } from '../extract.js';
import { repairApi } from '../repair.js';
import { schemaApi } from '../schema.js';

export function replyParts(core) {
  return {
    ...extractApi(core),
    ...repairApi(core),
    ...schemaApi(core),
    /** Bytes of wasm linear memory now: flat under steady load (it never shrinks). */
    memoryBytes: () => core.HEAP8.buffer.byteLength,
  };
}

export function createReplyApi(core) {
  return Object.freeze(replyParts(core));
}
