// structguard/ai — for the AI SDK (`ai`): no runtime dependency on it. See README "The AI SDK".
// As index.d.ts: the two functions first, then the types they take and give.
import type { CompileOptions, JsonSchemaInput, RepairOptions, StandardSchemaV1, Structguard, ValidationError, Validator } from './index.d.ts';

/** The AI SDK schema of a Standard Schema (Zod 4, ArkType), typed by its output. TypeError for one without a JSON Schema form. */
export function aiSchema<S extends StandardSchemaV1>(sg: Structguard, schema: S, options?: CompileOptions): AiSchema<StandardSchemaV1.InferOutput<S>>;
/** The AI SDK schema of a JSON Schema; `T` (default unknown) is what you assert its values are. */
export function aiSchema<T = unknown>(sg: Structguard, schema: JsonSchemaInput, options?: CompileOptions): AiSchema<T>;

/** A repairText for the AI SDK (see RepairTextFunction) that repairs with this instance; by default it hands back only lossless, complete repairs. */
export function repairText(sg: Structguard, options?: RepairTextOptions): RepairTextFunction;

/**
 * What the AI SDK's generateObject / streamObject / Output.object take as `schema`: its
 * `jsonSchema` goes to the provider, `validate` checks the object with structguard's
 * validator. It is also a Standard Schema (with a Standard JSON Schema converter).
 */
export interface AiSchema<T = unknown> extends StandardSchemaV1<T, T> {
  readonly jsonSchema: Record<string, unknown> | boolean;
  validate(value: unknown): { success: true; value: T } | { success: false; error: SchemaValidationError };
  /** The validator it checks with. */
  readonly validator: Validator<T>;
  /** Releases the validator. */
  free(): void;
  /** free(), for `using` (runtimes with Symbol.dispose). */
  [Symbol.dispose](): void;
}

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

/** The AI SDK's `repairText` (`experimental_repairText`): repairJson's text, or null when it fails, changes nothing, or would guess. */
export type RepairTextFunction = (options: { text: string; error: unknown }) => Promise<string | null>;
