// structguard/ai: what the AI SDK's generateObject, streamObject and generateText's
// Output.object take, without a dependency on `ai`: a schema object whose validation is the
// core's (the AI SDK's `jsonSchema(schema, {validate})` shape, marked with the symbol the SDK
// looks for), and a `repairText` function that repairs with repairJson (rules L1-L2).
import { schemaText } from './schema_input.js';
import { standardProps } from './standard_schema.js';

// The AI SDK's mark of a ready schema (@ai-sdk/provider-utils, schema.ts): a global symbol.
const AI_SDK_SCHEMA = Symbol.for('vercel.ai.schema');

/** Raised inside the AI SDK's validation (it wraps it in a TypeValidationError as `cause`). */
export class SchemaValidationError extends Error {
  constructor(errors, truncated) {
    super(errors.map((error) => error.message).join('; ') + (truncated ? '; (more errors not listed)' : ''));
    this.name = 'SchemaValidationError';
    this.code = 'ValidationFailed';
    this.errors = errors;
  }
}

/**
 * The AI SDK schema for `schema` (JSON Schema or a Standard Schema such as Zod 4): its JSON
 * Schema goes to the provider, and the structguard validator compiled from it checks the
 * model's object. free() releases the validator.
 */
export function aiSchema(sg, schema, options) {
  const call = 'aiSchema';
  requireApi(call, sg);
  const text = schemaText(call, schema);
  const jsonSchema = JSON.parse(text);
  const validator = sg.compileSchema(text, options);
  const check = (value) => validator.validate(value, { errors: 'all' });
  const standard = standardProps(check);
  const converter = Object.freeze({ input: () => jsonSchema, output: () => jsonSchema });
  const free = () => validator.free();
  return Object.freeze({
    [AI_SDK_SCHEMA]: true,
    _type: undefined,
    jsonSchema,
    validate(value) {
      const result = check(value);
      return result.valid ? { success: true, value } : { success: false, error: new SchemaValidationError(result.errors, result.truncated) };
    },
    '~standard': Object.freeze({ ...standard, jsonSchema: converter }),
    validator,
    free,
    ...(typeof Symbol.dispose === 'symbol' ? { [Symbol.dispose]: free } : {}),
  });
}

/**
 * The AI SDK's `repairText` (`experimental_repairText` before v7): the model's text repaired
 * by repairJson, or null (the SDK then reports its own error) when repairJson fails, changes
 * nothing, or would have to guess: a reply cut off (complete: false) or another repair that
 * lost content (lossless: false), unless `allowIncomplete` / `allowLossy` says that is acceptable.
 */
// The lossy repair kinds other than `truncated` (README, "Nothing is lost silently").
const LOST_BEYOND_THE_CUT = new Set(['unclosed', 'unterminated_string', 'unpaired_quote', 'broken_escape', 'lone_sign', 'glued_values', 'stray_bracket', 'content_removed']);

export function repairText(sg, options = {}) {
  const call = 'repairText';
  requireApi(call, sg);
  if (options === null || typeof options !== 'object') throw new TypeError(`${call}: options must be an object`);
  const { allowIncomplete = false, allowLossy = false, ...repairOptions } = options;
  try {
    sg.repairJson('', repairOptions); // checks the options now, not at the first bad reply
  } catch (error) {
    throw new TypeError(error.message.replace(/^repairJson:/, `${call}:`));
  }
  return async function repairModelText({ text }) {
    const result = sg.repairJson(text, repairOptions);
    if (!result.ok || result.repairs.length === 0) return null;
    if (!result.complete && !allowIncomplete) return null;
    // A cut-off reply is lossy too; allowIncomplete alone accepts that kind of loss.
    const lostMore = result.repairs.some((repair) => LOST_BEYOND_THE_CUT.has(repair.kind));
    if (lostMore && !allowLossy) return null;
    return result.json;
  };
}

function requireApi(call, sg) {
  if (sg === null || typeof sg !== 'object' || typeof sg.compileSchema !== 'function' || typeof sg.repairJson !== 'function') {
    throw new TypeError(`${call}: the first argument must be the object init() resolves to (const sg = await init())`);
  }
}
