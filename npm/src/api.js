// The object `init()` resolves to: one entry per module, each built on the loaded core. The
// reply path's parts are the `structguard/reply` entry's (reply/api.js).
import { auditApi } from './audit.js';
import { clientApi } from './client.js';
import { graphApi } from './graph.js';
import { promptApi } from './prompt.js';
import { providersApi } from './providers.js';
import { replyParts } from './reply/api.js';
import { templatesApi } from './templates.js';

export function createApi(core) {
  const reply = replyParts(core);
  return Object.freeze({
    ...reply,
    ...graphApi(core),
    ...auditApi(core),
    ...promptApi(core),
    ...providersApi(core),
    ...templatesApi(core),
    ...clientApi(core, reply.compileSchema),
  });
}
