// The object `init()` resolves to: one entry per module, each built on the loaded core.
import { auditApi } from './audit.js';
import { clientApi } from './client.js';
import { extractApi } from './extract.js';
import { graphApi } from './graph.js';
import { promptApi } from './prompt.js';
import { providersApi } from './providers.js';
import { repairApi } from './repair.js';
import { schemaApi } from './schema.js';
import { templatesApi } from './templates.js';

export function createApi(core) {
  return Object.freeze({
    ...extractApi(core),
    ...graphApi(core),
    ...auditApi(core),
    ...promptApi(core),
    ...providersApi(core),
    ...repairApi(core),
    ...schemaApi(core),
    ...templatesApi(core),
    ...clientApi(core),
    /** Bytes of wasm linear memory now: flat under steady load (it never shrinks). */
    memoryBytes: () => core.HEAP8.buffer.byteLength,
  });
}
