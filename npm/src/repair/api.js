// The `structguard/repair` entry's API: extraction, repair and streaming without schemas, on
// structguard-repair.wasm. The reply entry (../reply/api.js) starts from the same parts.
import { extractApi } from '../extract.js';
import { toJsonPatch } from '../json_patch.js';
import { repairApi } from '../repair.js';
import { replyText } from '../reply_text.js';

export function repairParts(core) {
  return {
    ...extractApi(core),
    ...repairApi(core),
    /** The text every reply-reading call reads from a provider SDK's reply object (or a string). */
    replyText: (reply) => replyText('replyText', reply, 'reply'),
    /** A stream's changes as RFC 6902 JSON Patch operations on the value the earlier ones made. */
    toJsonPatch,
    /** Bytes of wasm linear memory now: flat under steady load (it never shrinks). */
    memoryBytes: () => core.HEAP8.buffer.byteLength,
  };
}

export function createRepairApi(core) {
  return Object.freeze(repairParts(core));
}
