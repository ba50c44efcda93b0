// The `structguard/reply` entry's API (issue 15): extraction, repair, streaming, validation
// and reask, the calls every reply takes, on the smaller structguard-reply.wasm. The full
// entry (../api.js) starts from the same parts.
import { extractApi } from '../extract.js';
import { toJsonPatch } from '../json_patch.js';
import { repairApi } from '../repair.js';
import { replyText } from '../reply_text.js';
import { schemaApi } from '../schema.js';

export function replyParts(core) {
  return {
    ...extractApi(core),
    ...repairApi(core),
    ...schemaApi(core),
    /** The text every reply-reading call reads from a provider SDK's reply object (or a string). */
    replyText: (reply) => replyText('replyText', reply, 'reply'),
    /** A stream's changes as RFC 6902 JSON Patch operations on the value the earlier ones made. */
    toJsonPatch,
    /** Bytes of wasm linear memory now: flat under steady load (it never shrinks). */
    memoryBytes: () => core.HEAP8.buffer.byteLength,
  };
}

export function createReplyApi(core) {
  return Object.freeze(replyParts(core));
}
