// The object `init()` resolves to: one entry per module, each built on the loaded core.
import { extractApi } from './extract.js';
import { promptApi } from './prompt.js';

export function createApi(core) {
  return Object.freeze({
    ...extractApi(core),
    ...promptApi(core),
  });
}
