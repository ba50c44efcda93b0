// structguard/repair — extraction, repair and streaming without schemas, on the smaller
// structguard-repair.wasm: for apps that validate with their own library or not at all. The
// same calls and result types as `structguard`; no compileSchema, no validation.
// (The import names index.d.ts itself, which both tsc and Deno's type check resolve.)
import type * as Full from './index.d.ts';

export type {
  CandidatesResult, ExtractFailure, ExtractOptions, ExtractResult, ExtractSuccess, InitOptions, JsonCandidate, JsonPatchOperation,
  ProviderReply, Repair, RepairFailure, RepairKind, RepairOptions, RepairResult, RepairSuccess, ReplyInput, Strategy, StreamParser,
  StreamStatus, TextError, ValueChange,
} from './index.d.ts';

/** The calls of the repair entry: each behaves exactly as the one of the same name in `structguard`. */
export type StructguardRepair = Pick<Full.Structguard,
  | 'memoryBytes' | 'extractJson' | 'repairJson' | 'findJsonCandidates' | 'createStreamParser' | 'replyText' | 'toJsonPatch'>;

/** Loads structguard-repair.wasm (or `options.wasm`) once; later calls share the instance. */
export function init(options?: Full.InitOptions): Promise<StructguardRepair>;

/** The same classes as `structguard`'s (one definition in the package's code). */
export declare const WasmLoadError: typeof Full.WasmLoadError;
export type WasmLoadError = Full.WasmLoadError;
export declare const CoreAbortedError: typeof Full.CoreAbortedError;
export type CoreAbortedError = Full.CoreAbortedError;
