// The one reading of "a schema" for every call that takes one (compileSchema, addSchema, the
// provider-schema calls, injectJsonInstruction, generateObject, agent tools): JSON Schema as an
// object, a boolean or its JSON text, or a Standard Schema (Zod 4, ArkType, Valibot, ...)
// turned into JSON Schema by the library's own converter. Anything else is a TypeError: an
// object that is not JSON Schema (a Zod 3 schema, a class instance) must never be compiled as
// the empty schema its enumerable keys would make, which accepts every value.
import { jsonText, wellFormed } from './well_formed.js';

// A library schema's JSON Schema form is its output form (Zod: closed objects, a default's key
// asked for: what strict providers need), or, when the library cannot write one (a transform),
// its input form: what the model is to write. Either way the library's own validate has the
// last word on a value handed back (library_check.js); a type with no form at all (a Date) is
// refused.
const STANDARD_TARGET = { target: 'draft-2020-12' };

// Keys that only a schema library's own object carries: Zod 3 (`_def`), Zod 4 (`_zod`),
// Valibot before Standard Schema (`~run`, `_run`).
const LIBRARY_KEYS = ['_def', '_zod', '~run', '_run', '~standard'];

const HOW = 'pass a JSON Schema object, its JSON text, or a Standard Schema with a JSON Schema converter (Zod 4, ArkType)';

/**
 * The JSON text of `schema` for the core, well-formed; throws TypeError naming `call` and `name`.
 * `maxDepth`: the schema nesting the core will allow, when the caller raised it (compileSchema).
 */
export function schemaText(call, schema, name = 'schema', maxDepth = 0) {
  if (typeof schema === 'string') return wellFormed(schema);
  if (typeof schema === 'boolean') return String(schema);
  const deepest = Math.max(maxDepth, CORE_MAX_DEPTH) + 1;
  if (isStandardSchema(schema)) return checkedJson(call, name, standardJsonSchema(call, name, schema), deepest);
  if (schema !== null && typeof schema === 'object' && !Array.isArray(schema)) return checkedJson(call, name, schema, deepest);
  throw new TypeError(`${call}: ${name} must be a JSON Schema (an object, a boolean or its JSON text) or a Standard Schema, got ${describe(schema)}`);
}

/**
 * schemaText for compileSchema, whose values a library schema judges itself: a Standard Schema
 * without a JSON Schema converter (Valibot) reads as `true`, any JSON, so that the core finds and
 * repairs the reply and the library's own validate decides. The calls that send or describe a
 * schema still need its form (schemaText refuses it).
 */
export function judgedSchemaText(call, schema, maxDepth = 0) {
  if (isStandardSchema(schema) && schema['~standard'].vendor !== 'structguard' && converterOf(schema) === null) return 'true';
  return schemaText(call, schema, 'schema', maxDepth);
}

/** True for a Standard Schema (v1): a `~standard` object with a validate function. */
export function isStandardSchema(value) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return false;
  const standard = value['~standard'];
  return standard !== null && typeof standard === 'object' && typeof standard.validate === 'function';
}

// Standard JSON Schema (tested with zod 4.6.7 and arktype 2.2.9), else Zod 4's own method.
function converterOf(schema) {
  const standard = schema['~standard'];
  if (typeof standard.jsonSchema?.output === 'function') return (io) => standard.jsonSchema[io](STANDARD_TARGET);
  if (standard.vendor === 'zod' && typeof schema.toJSONSchema === 'function') return (io) => schema.toJSONSchema({ io });
  return null;
}

function standardJsonSchema(call, name, schema) {
  const standard = schema['~standard'];
  const vendor = typeof standard.vendor === 'string' ? standard.vendor : 'unknown';
  const convert = converterOf(schema);
  if (convert === null && vendor === 'structguard') {
    throw new TypeError(`${call}: ${name} is a compiled structguard validator; pass the schema it was compiled from`);
  }
  if (convert === null) {
    throw new TypeError(`${call}: ${name} is a ${vendor} schema without a JSON Schema converter; convert it first `
      + `(Valibot: toJsonSchema from @valibot/to-json-schema; Zod 3: zod-to-json-schema, or upgrade to Zod 4) and pass the JSON Schema `
      + '(compileSchema takes it as it is: its own validate judges the values)');
  }
  let converted;
  try {
    converted = convert('output');
  } catch (outputError) {
    try {
      converted = convert('input');
    } catch {
      throw new TypeError(`${call}: ${name} (a ${vendor} schema) has no JSON Schema form: ${outputError.message}; `
        + 'the model writes JSON, so a type JSON cannot hold (a Date, a Map) must come from a transform of one it can');
    }
  }
  if (typeof converted !== 'boolean' && !isPlainObject(converted)) {
    throw new TypeError(`${call}: ${name}'s ${vendor} converter returned ${describe(converted)}, not a JSON Schema`);
  }
  return converted;
}

// JSON.stringify recurses once per level (the more so through a replacer): a schema object
// nested a few thousand deep overflows the stack with a RangeError, where its text is refused by
// the core as too deep (issue 26). The core's default depth limit (src/core/limits.h kMaxDepth),
// which an option can only raise:
const CORE_MAX_DEPTH = 512;

// JSON text of a JSON Schema given as a value; any library object inside it is refused with
// the key it sits at (JSON.stringify would otherwise write its internals as keywords). A
// container deeper than `deepest` (one more than the limit the core reads with) is written
// empty: the text is still too deep, and the core refuses it where it refuses the whole text.
function checkedJson(call, name, schema, deepest) {
  if (typeof schema === 'boolean') return String(schema);
  refuseLibraryObject(call, name, schema, '');
  const depths = new WeakMap(); // each container written -> its depth, the root's 1
  // `this[key]` is the value before its toJSON() (ArkType's types have one).
  return jsonText(schema, function check(key, value) {
    const original = this[key];
    if (value !== null && typeof value === 'object') {
      const depth = (depths.get(this) ?? 0) + 1;
      if (depth > deepest) return Array.isArray(value) ? [] : {};
      depths.set(value, depth);
    }
    if (original === schema || original === null) return value;
    if (typeof original === 'object' || typeof original === 'function') refuseLibraryObject(call, name, original, key);
    return value;
  });
}

// A library's own object is not plain (Zod 4, ArkType) or carries its keys as enumerable
// members (Valibot, Zod 3); a converter's output may carry `~standard` unenumerated (Zod's does).
function refuseLibraryObject(call, name, value, key) {
  if (Array.isArray(value)) return;
  const library = LIBRARY_KEYS.find((libraryKey) => Object.prototype.propertyIsEnumerable.call(value, libraryKey));
  if (library === undefined && isPlainObject(value)) return;
  const where = key === '' ? name : `${name} (at key "${key}")`;
  // A function would vanish from the JSON text (JSON.stringify drops it), taking its keyword along.
  const what = isStandardSchema(value) ? `a Standard Schema (${value['~standard'].vendor})`
    : library !== undefined ? `a schema library's object (it has "${library}")`
      : typeof value === 'function' ? 'a function'
        : `a ${value.constructor?.name ?? 'non-plain'} object`;
  throw new TypeError(`${call}: ${where} is ${what}, not JSON Schema; ${HOW}`);
}

// Object.prototype of any realm (a schema built in a vm context or an iframe is as good).
function isPlainObject(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'function' ? 'a function' : typeof value;
}
