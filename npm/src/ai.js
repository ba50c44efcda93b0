// structguard/ai: what the AI SDK takes, without a dependency on `ai`: a schema object whose
// validation is the core's (the AI SDK's `jsonSchema(schema, {validate})` shape, marked with
// the symbol the SDK looks for), a `repairText` function that repairs with repairJson (rules
// L1-L2), and a language-model middleware that hands generateText / streamText's
// Output.object the JSON of a reply that has prose or a fence around it, streamed as it grows.
import { knownOptions } from './arguments.js';
import { growingJsonText } from './growing_json_text.js';
import { REPAIR_OPTIONS } from './repair.js';
import { VERDICT } from './schema.js';
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
 * model's object; a library schema's own validate then has the last word, and its output is
 * the object. free() releases the validator.
 */
export function aiSchema(sg, schema, options) {
  const call = 'aiSchema';
  requireApi(call, sg);
  const text = schemaText(call, schema);
  const jsonSchema = JSON.parse(text);
  const validator = sg.compileSchema(schema, options);
  // Every error, or a library schema's own verdict (its output, possibly a Promise).
  const check = (value) => validator[VERDICT](value, 'validate');
  const standard = standardProps(check);
  const converter = Object.freeze({ input: () => jsonSchema, output: () => jsonSchema });
  const free = () => validator.free();
  return Object.freeze({
    [AI_SDK_SCHEMA]: true,
    _type: undefined,
    jsonSchema,
    validate(value) {
      const result = check(value);
      return typeof result.then === 'function' ? result.then((settled) => sdkResult(value, settled)) : sdkResult(value, result);
    },
    '~standard': Object.freeze({ ...standard, jsonSchema: converter }),
    validator,
    free,
    ...(typeof Symbol.dispose === 'symbol' ? { [Symbol.dispose]: free } : {}),
  });
}

function sdkResult(value, result) {
  if (!result.valid) return { success: false, error: new SchemaValidationError(result.errors, result.truncated) };
  return { success: true, value: 'value' in result ? result.value : value };
}

// The lossy repair kinds other than `truncated` (README, "Nothing is lost silently").
const LOST_BEYOND_THE_CUT = new Set(['unclosed', 'unterminated_string', 'unpaired_quote', 'broken_escape', 'lone_sign', 'ambiguous_value', 'glued_values', 'stray_bracket', 'content_removed']);

// The one repair rule of repairText and the middleware: a repairJson result is handed on
// unless repairJson failed or would have to guess: a reply cut off (complete: false) or another
// repair that lost content (lossless: false), unless `allowIncomplete` / `allowLossy` says that
// is acceptable. `repair(text)` is the repaired text, or null when the rule refuses it or
// nothing needed repairing; `accepts(result)` judges a stream parser's end(). `ownOptions` are
// the caller's own, checked by it.
function repairer(call, sg, options, ownOptions = []) {
  requireApi(call, sg);
  if (options === null || typeof options !== 'object') throw new TypeError(`${call}: options must be an object`);
  knownOptions(call, options, ['allowIncomplete', 'allowLossy', ...ownOptions, ...REPAIR_OPTIONS]);
  const { allowIncomplete = false, allowLossy = false } = options;
  const repairOptions = Object.fromEntries(REPAIR_OPTIONS.filter((name) => Object.hasOwn(options, name)).map((name) => [name, options[name]]));
  try {
    sg.repairJson('', repairOptions); // checks the options now, not at the first bad reply
  } catch (error) {
    throw new TypeError(error.message.replace(/^repairJson:/, `${call}:`));
  }
  const accepts = (result) => {
    if (!result.ok || (!result.complete && !allowIncomplete)) return false;
    // A cut-off reply is lossy too; allowIncomplete alone accepts that kind of loss.
    return allowLossy || !result.repairs.some((repair) => LOST_BEYOND_THE_CUT.has(repair.kind));
  };
  const repair = (text) => {
    const result = sg.repairJson(text, repairOptions);
    return result.ok && result.repairs.length > 0 && accepts(result) ? result.json : null;
  };
  return { repair, accepts, parser: () => sg.createStreamParser(repairOptions) };
}

/**
 * The AI SDK's `repairText` for generateObject / streamObject: the model's text repaired, or
 * null (the SDK then reports its own error).
 */
export function repairText(sg, options = {}) {
  const { repair } = repairer('repairText', sg, options);
  return async function repairModelText({ text }) {
    return repair(text);
  };
}

/** The same function under the option's AI SDK 5 name (AI SDK 7 still takes it). */
export { repairText as experimental_repairText };

/**
 * A language-model middleware for `wrapLanguageModel`: on a call that asks for JSON (the AI
 * SDK's Output.object, Output.array, Output.json, generateObject, streamObject), the reply's
 * text is replaced by its JSON, repaired by the rule of repairText, before the SDK parses and
 * validates it; other calls pass through. A streamed reply's JSON is sent as it grows, or with
 * `partials: false`, held and sent whole when its text part ends.
 */
export function repairJsonMiddleware(sg, options = {}) {
  const { repair, accepts, parser } = repairer('repairJsonMiddleware', sg, options, ['partials']);
  const { partials = true } = options;
  if (typeof partials !== 'boolean') throw new TypeError(`repairJsonMiddleware: options.partials must be a boolean, got ${typeof partials}`);
  return Object.freeze({
    // The AI SDK 6 name of the middleware interface; AI SDK 7 takes any, AI SDK 5 none.
    specificationVersion: 'v3',
    async wrapGenerate({ doGenerate, params }) {
      const result = await doGenerate();
      if (params?.responseFormat?.type !== 'json') return result;
      const structured = typeof result.structuredOutputText === 'string' ? { structuredOutputText: repair(result.structuredOutputText) ?? result.structuredOutputText } : {};
      return { ...result, content: repairedContent(result.content, repair), ...structured };
    },
    async wrapStream({ doStream, params }) {
      const result = await doStream();
      if (params?.responseFormat?.type !== 'json') return result;
      return { ...result, stream: result.stream.pipeThrough(textPartStream(partials ? growingJson(parser, accepts) : heldJson(repair))) };
    },
  });
}

// The SDK reads a reply's text parts joined: the repaired JSON goes in the first, the others go.
function repairedContent(content, repair) {
  const texts = content.filter((part) => part.type === 'text');
  const repaired = texts.length === 0 ? null : repair(texts.map((part) => part.text).join(''));
  if (repaired === null) return content;
  return content.filter((part) => part.type !== 'text' || part === texts[0]).map((part) => (part === texts[0] ? { ...part, text: repaired } : part));
}

// Each text part (text-start, text-delta*, text-end) read by a stream parser as it arrives and
// sent as the JSON of its snapshot, in pieces that only append (growing_json_text.js): the SDK
// re-reads the text so far at each delta, and reads the parser's snapshot. At the end, the
// closers follow when the repair rule accepts the whole reply; otherwise the text stays open
// and the SDK reports its own error (on the reply's own text when no JSON was sent: a refusal
// reads as written). A reading revised back into what was sent (a later json fence replacing
// a whole value) stops the pieces: text sent cannot be taken back, and the end is sent only if
// the final JSON begins with what was.
function growingJson(parser, accepts) {
  return {
    begin: () => ({ reader: parser(), text: growingJsonText(), reply: '', sent: false }),
    delta(reading, delta) {
      reading.reply += delta;
      reading.reader.push(delta);
      const piece = reading.text.write(reading.reader.changes());
      reading.sent ||= Boolean(piece);
      return piece;
    },
    end({ reader, text, reply, sent }) {
      const result = reader.end();
      if (accepts(result)) return text.close(result.value);
      return sent ? null : reply;
    },
  };
}

// With partials: false, each text part held and sent as one repaired delta when it ends: no
// partials, but a reading that changes costs nothing.
function heldJson(repair) {
  return {
    begin: () => ({ text: '' }),
    delta(held, delta) {
      held.text += delta;
      return null;
    },
    end: ({ text }) => repair(text) ?? text,
  };
}

// The model's stream with each text part read by `reading`: begin() at its text-start, then
// delta(state, text) for each text-delta and end(state) before its text-end, each answering
// the text to send then (or nothing). Other parts pass as they are.
function textPartStream(reading) {
  const open = new Map();
  const finish = (controller, id) => {
    const delta = reading.end(open.get(id));
    open.delete(id);
    if (delta) controller.enqueue({ type: 'text-delta', id, delta });
  };
  return new TransformStream({
    transform(part, controller) {
      const state = open.get(part.id);
      if (part.type === 'text-start') {
        open.set(part.id, reading.begin());
      } else if (part.type === 'text-delta' && state) {
        const delta = reading.delta(state, part.delta);
        if (delta) controller.enqueue({ ...part, delta });
        return;
      } else if (part.type === 'text-end' && state) {
        finish(controller, part.id);
      }
      controller.enqueue(part);
    },
    flush(controller) {
      for (const id of [...open.keys()]) finish(controller, id);
    },
  });
}

function requireApi(call, sg) {
  if (sg === null || typeof sg !== 'object' || typeof sg.compileSchema !== 'function' || typeof sg.repairJson !== 'function') {
    throw new TypeError(`${call}: the first argument must be the object init() resolves to (const sg = await init())`);
  }
}
