// The `structguard/reply` entry's API (issue 15): the repair entry's calls (../repair/api.js)
// with validation and reask, the calls every reply takes, on the smaller
// structguard-reply.wasm. The full entry (../api.js) starts from the same parts.
import { repairParts } from '../repair/api.js';
import { schemaApi } from '../schema.js';

export function replyParts(core) {
  return {
    ...repairParts(core),
    ...schemaApi(core),
  };
}

export function createReplyApi(core) {
  return Object.freeze(replyParts(core));
}
