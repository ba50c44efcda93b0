// A Standard Schema library's own verdict on a value the core has read (Zod 4, ArkType,
// Valibot, ...): the JSON Schema form cannot say what refinements, defaults, transforms and
// coercions do, so after the core has found, repaired and checked a value, the library's
// `~standard.validate` judges it and its output is the value handed back. Where the two
// disagree, the library wins. Its issues become structguard errors (code ValidationFailed)
// whose instanceLocation is the issue's path as a JSON Pointer.
import { thrownMessage } from './arguments.js';
import { pointerOf, pointerTokens } from './json_pointer.js';
import { isStandardSchema } from './schema_input.js';

/** The library schema whose verdict applies after the core's, or null (JSON Schema, or a structguard validator). */
export function librarySchema(schema) {
  return isStandardSchema(schema) && schema['~standard'].vendor !== 'structguard' ? schema : null;
}

/**
 * The library's verdict on `value`: `{valid: true, value: output, errors: []}` or
 * `{valid: false, value: null, errors}`; a Promise of it when the library validates
 * asynchronously. `call` names the caller in the error a throwing validate becomes.
 */
export function libraryVerdict(call, library, value) {
  const standard = library['~standard'];
  let result;
  try {
    result = standard.validate(value);
  } catch (error) {
    throw new TypeError(`${call}: the ${vendorOf(library)} schema's ~standard.validate threw: ${thrownMessage(error)}`, { cause: error });
  }
  return typeof result?.then === 'function' ? Promise.resolve(result).then((settled) => verdictOf(call, library, settled)) : verdictOf(call, library, result);
}

/** The verdict now, for the synchronous calls; a library that validates asynchronously is a TypeError naming the async call to use. */
export function libraryVerdictNow(call, library, value, asyncCall) {
  const verdict = libraryVerdict(call, library, value);
  if (typeof verdict.then !== 'function') return verdict;
  verdict.catch(() => {}); // it is not awaited: its rejection is not the caller's to handle
  throw new TypeError(`${call}: the ${vendorOf(library)} schema validates asynchronously (its ~standard.validate returned a Promise: `
    + `an async refinement or transform); use ${asyncCall}, which awaits it`);
}

function verdictOf(call, library, result) {
  if (result === null || typeof result !== 'object') {
    throw new TypeError(`${call}: the ${vendorOf(library)} schema's ~standard.validate returned ${result === null ? 'null' : typeof result}, not a Standard Schema result`);
  }
  if (!result.issues) return { valid: true, value: result.value, errors: [] };
  const vendor = vendorOf(library);
  return { valid: false, value: null, errors: result.issues.map((issue) => issueError(vendor, issue)) };
}

function issueError(vendor, issue) {
  return {
    code: 'ValidationFailed',
    message: String(issue?.message ?? 'invalid'),
    offset: null,
    line: null,
    column: null,
    instanceLocation: issuePointer(issue?.path),
    vendor,
  };
}

// A Standard Schema path is any iterable of keys or {key} segments (Valibot's); no path is the
// root. It is read by iterating: `.map()` on an Array subclass (ArkType's ReadonlyPath) calls
// the subclass's constructor with the length, which ReadonlyPath takes as a first key.
function issuePointer(path) {
  if (path === null || typeof path !== 'object' || typeof path[Symbol.iterator] !== 'function') return '';
  return pointerOf(Array.from(path, segmentKey));
}

// A symbol key has no JSON spelling: its description stands for it.
function segmentKey(segment) {
  const key = segment !== null && typeof segment === 'object' ? segment.key : segment;
  return typeof key === 'symbol' ? (key.description ?? '') : key;
}

/**
 * A JSON Schema that fails at each pointer that names a value in `value` (for a missing member:
 * at the nearest value that holds it): validating the reply with it makes the core place each
 * issue in the reply's text.
 */
export function locatorSchema(value, pointers) {
  const root = { $schema: 'https://json-schema.org/draft/2020-12/schema' };
  for (const pointer of pointers) {
    let node = root;
    let at = value;
    for (const token of pointerTokens(pointer)) {
      const next = memberOf(at, token);
      if (next === undefined) break;
      node = childSchema(node, at, token);
      at = next.value;
    }
    node.not = true;
  }
  return root;
}

function memberOf(container, token) {
  if (Array.isArray(container)) {
    const index = Number(token);
    return Number.isInteger(index) && index >= 0 && index < container.length ? { value: container[index] } : undefined;
  }
  if (container !== null && typeof container === 'object' && Object.hasOwn(container, token)) return { value: container[token] };
  return undefined;
}

function childSchema(node, container, token) {
  if (Array.isArray(container)) {
    node.prefixItems ??= [];
    const index = Number(token);
    while (node.prefixItems.length <= index) node.prefixItems.push({});
    return node.prefixItems[index];
  }
  // No prototype: a member named __proto__ is a property like any other.
  node.properties ??= Object.create(null);
  node.properties[token] ??= {};
  return node.properties[token];
}

/** The place of the located error for the longest pointer that leads to `pointer`. */
export function placeOf(pointer, located) {
  let best = null;
  for (const error of located) {
    const at = error.instanceLocation;
    if ((pointer === at || pointer.startsWith(`${at}/`)) && (best === null || at.length > best.instanceLocation.length)) best = error;
  }
  return best === null ? { offset: null, line: null, column: null } : { offset: best.offset, line: best.line, column: best.column };
}

function vendorOf(library) {
  const vendor = library['~standard'].vendor;
  return typeof vendor === 'string' ? vendor : 'Standard Schema';
}
