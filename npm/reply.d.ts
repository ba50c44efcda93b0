// structguard/reply — the reply path alone, on the smaller structguard-reply.wasm: extraction,
// repair, streaming, validation and reask. The same calls and result types as `structguard`.
// (The import names index.d.ts itself, which both tsc and Deno's type check resolve.)
import type * as Full from './index.d.ts';

export type {
  AddSchemaOptions, CandidatesResult, CheckReplyResult, CompileOptions, ExtractOptions, ExtractResult, InitOptions, JsonPatchOperation, ParseReplyOptions, ParseReplyResult,
  ProviderReply, RepairOptions, RepairResult, ReplyInput, StreamParser, ValidateOptions, ValueChange, ValidationError, ValidationResult, Validator,
} from './index.d.ts';

/** The calls of the reply entry: each behaves exactly as the one of the same name in `structguard`. */
export type StructguardReply = Pick<Full.Structguard,
  | 'memoryBytes' | 'extractJson' | 'repairJson' | 'findJsonCandidates' | 'createStreamParser'
  | 'compileSchema' | 'addSchema' | 'builtinSchema' | 'replyText' | 'toJsonPatch'>;

/** Loads structguard-reply.wasm (or `options.wasm`) once; later calls share the instance. */
export function init(options?: Full.InitOptions): Promise<StructguardReply>;

/** The same classes as `structguard`'s (one definition in the package's code). */
export declare const SchemaError: typeof Full.SchemaError;
export type SchemaError = Full.SchemaError;
export declare const WasmLoadError: typeof Full.WasmLoadError;
export type WasmLoadError = Full.WasmLoadError;
export declare const CoreAbortedError: typeof Full.CoreAbortedError;
export type CoreAbortedError = Full.CoreAbortedError;
