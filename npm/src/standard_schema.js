// Standard Schema v1 (standardschema.dev) for a compiled validator: `validate(value)` gives
// `{value}` when it passes and `{issues}` otherwise, each issue's `path` the keys from the
// root to the failing value (the error's instanceLocation, with array indices as numbers).
import { pointerTokens } from './json_pointer.js';

/**
 * The `~standard` object; `check(value)` returns `{valid, errors}` (with `value` when the
 * value handed back is not the one given: a library's output), or a Promise of it.
 */
export function standardProps(check) {
  return Object.freeze({
    version: 1,
    vendor: 'structguard',
    validate(value) {
      const result = check(value);
      return typeof result.then === 'function' ? result.then((settled) => standardResult(value, settled)) : standardResult(value, result);
    },
  });
}

function standardResult(value, result) {
  if (result.valid) return { value: 'value' in result ? result.value : value };
  return { issues: result.errors.map((error) => ({ message: error.message, path: issuePath(value, error.instanceLocation) })) };
}

// RFC 6901 tokens, read against the value so that an array's index is a number, as the
// libraries that show paths expect.
function issuePath(value, pointer) {
  if (!pointer) return [];
  const path = [];
  let node = value;
  for (const key of pointerTokens(pointer)) {
    const index = Array.isArray(node) ? Number(key) : NaN;
    path.push(Number.isInteger(index) ? index : key);
    node = node !== null && typeof node === 'object' ? node[key] : undefined;
  }
  return path;
}
