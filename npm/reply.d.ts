// structguard/reply — the reply path alone, on the smaller structguard-reply.wasm: extraction,
// repair, streaming, validation and reask. The same calls and result types as `structguard`.
import type { InitOptions, Structguard } from './index.js';

export type {
  CandidatesResult, CompileOptions, ExtractOptions, ExtractResult, ParseReplyOptions, ParseReplyResult, RepairOptions,
  RepairResult, StreamParser, ValidateOptions, ValidationError, ValidationResult, Validator,
} from './index.js';
export { CoreAbortedError, SchemaError, WasmLoadError } from './index.js';

/** The calls of the reply entry: each behaves exactly as the one of the same name in `structguard`. */
export type StructguardReply = Pick<Structguard,
  | 'memoryBytes' | 'extractJson' | 'repairJson' | 'findJsonCandidates' | 'createStreamParser'
  | 'compileSchema' | 'addSchema' | 'builtinSchema'>;

/** Loads structguard-reply.wasm (or `options.wasm`) once; later calls share the instance. */
export function init(options?: InitOptions): Promise<StructguardReply>;
