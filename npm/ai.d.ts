// structguard/ai — for the AI SDK (`ai`): no runtime dependency on it. See README "The AI SDK".
// As index.d.ts: the two functions first, then the types they take and give.
import type { CompileOptions, FromJsonSchema, JsonSchemaInput, RepairOptions, StandardSchemaV1, Structguard, TypedJsonSchema, ValidationError, Validator } from './index.d.ts';

/** The AI SDK schema of a Standard Schema (Zod 4, ArkType), typed by its output: the library's own validate has the last word. TypeError for one without a JSON Schema form. */
export function aiSchema<S extends StandardSchemaV1>(sg: Structguard, schema: S, options?: CompileOptions): AiSchema<StandardSchemaV1.InferOutput<S>, StandardSchemaV1.InferInput<S>>;
/** The AI SDK schema of a JSON Schema literal (`as const`) whose values have a type: FromJsonSchema<S>. */
export function aiSchema<S extends object>(sg: Structguard, schema: S & TypedJsonSchema<S>, options?: CompileOptions): AiSchema<FromJsonSchema<S>>;
/** The AI SDK schema of a JSON Schema; `T` (default unknown) is what you assert its values are. */
export function aiSchema<T = unknown>(sg: Structguard, schema: JsonSchemaInput, options?: CompileOptions): AiSchema<T>;

/** A repairText for the AI SDK (see RepairTextFunction) that repairs with this instance; by default it hands back only lossless, complete repairs. */
export function repairText(sg: Structguard, options?: RepairTextOptions): RepairTextFunction;
/** repairText under the name of the AI SDK 5 option it goes to (`experimental_repairText`, which AI SDK 7 takes too): the same function. */
export { repairText as experimental_repairText };

/** A middleware for `wrapLanguageModel`: a call that asks for JSON (Output.object, Output.array, Output.json, generateObject, streamObject) gets the reply's JSON, repaired by repairText's rule, in place of its text; streamed, as it grows. */
export function repairJsonMiddleware(sg: Structguard, options?: RepairJsonMiddlewareOptions): RepairJsonMiddleware;

/**
 * What the AI SDK's generateObject / streamObject / Output.object take as `schema`: its
 * `jsonSchema` goes to the provider, `validate` checks the object with structguard's
 * validator. It is also a Standard Schema (with a Standard JSON Schema converter).
 */
export interface AiSchema<T = unknown, Input = T> extends StandardSchemaV1<Input, T> {
  readonly jsonSchema: Record<string, unknown> | boolean;
  /** A library schema's output on success; a Promise when the library validates asynchronously. */
  validate(value: unknown): AiValidation<T> | PromiseLike<AiValidation<T>>;
  /** The validator it checks with. */
  readonly validator: Validator<T>;
  /** Releases the validator. */
  free(): void;
  /** free(), for `using` (runtimes with Symbol.dispose). */
  [Symbol.dispose](): void;
}

export type AiValidation<T> = { success: true; value: T } | { success: false; error: SchemaValidationError };

/** The error an AiSchema's validate gives (the AI SDK wraps it in a TypeValidationError as `cause`). */
export declare class SchemaValidationError extends Error {
  name: 'SchemaValidationError';
  code: 'ValidationFailed';
  /** Every validation error, positioned in the value. */
  errors: ValidationError[];
}

export interface RepairTextOptions extends RepairOptions {
  /** Hand back a reply that was cut off, closed up (complete: false). Default false: null. */
  allowIncomplete?: boolean;
  /** Hand back a value cut short otherwise (an `unclosed`, `unterminated_string`, `unpaired_quote`, `broken_escape`, `lone_sign`, `glued_values`, `stray_bracket` or `content_removed` repair: lossless: false). Default false: null. */
  allowLossy?: boolean;
}

export interface RepairJsonMiddlewareOptions extends RepairTextOptions {
  /** Send a streamed reply's JSON as it grows, so that the SDK shows partial values (default true); false holds each text part and sends it repaired when it ends, for replies whose reading may change (a json fence after a value shown). */
  partials?: boolean;
}

/** The AI SDK's `repairText` (`experimental_repairText`): repairJson's text, or null when it fails, changes nothing, or would guess. */
export type RepairTextFunction = (options: { text: string; error: unknown }) => Promise<string | null>;

/**
 * A language-model middleware (AI SDK 5 and 7: `wrapLanguageModel({model, middleware})`).
 * On a call whose `responseFormat` is JSON, the reply's text parts become the JSON repairJson
 * finds and repairs (when it is sure: see RepairTextOptions). A streamed text part is read by a
 * stream parser and sent, delta by delta, as the compact JSON of its snapshot, text that only
 * grows; its end follows when the whole reply is repaired as RepairTextOptions allow (README
 * "The AI SDK"). Other calls, and a reply it cannot repair, pass unchanged.
 */
export interface RepairJsonMiddleware {
  readonly specificationVersion: 'v3';
  wrapGenerate<R>(options: { doGenerate: () => PromiseLike<R>; params: MiddlewareCallParams }): Promise<R>;
  wrapStream<R>(options: { doStream: () => PromiseLike<R>; params: MiddlewareCallParams }): Promise<R>;
}

/** What the middleware reads of the call: whether it asks for JSON. */
export interface MiddlewareCallParams {
  responseFormat?: { type: string };
}
