// structguard — the public contract. Hand-written; every export of the package is here.
// Read it top-down: `init()` gives a `Structguard`, the one interface that lists the whole API;
// then, in the interface's order, each area's options and results.
// Positions (start, end, offset, column) are UTF-16 code-unit indices into the string passed
// in, so `text.slice(start, end)` gives the JSON text; `line` is 1-based.
// Every result with `ok` is a union on it: after `if (r.ok)` the fields a success carries are
// not null, and on failure the error is. Needs no DOM lib: `lib: ["es2022"]` is enough; where
// the DOM or Node types are present, fetch, AbortSignal and WebAssembly.Module are theirs.

// ---- the entry point ----

/** Loads the core once per realm; later calls return the same instance. A failed load is not kept (the next call tries again); after a CoreAbortedError the next call starts a fresh instance. Rejects with WasmLoadError. */
export function init(options?: InitOptions): Promise<Structguard>;

export interface InitOptions {
  /** The structguard.wasm to use instead of the one found next to the package: a URL (a string or URL; in Node and Deno also a path or a file: URL), the bytes, a Response or a compiled module. */
  wasm?: WasmModuleLike | ArrayBuffer | ArrayBufferView | UrlLike | string | ResponseLike;
}

/** Everything `init()` resolves to, grouped as the sections below it. */
export interface Structguard {
  // -- reading a reply: extraction (rules X1–X7) --
  /** Finds the JSON in a model's reply (its text, or a provider SDK's reply object: see replyText). Throws TypeError only for a text that is neither or bad options. */
  extractJson(text: ReplyInput, options?: ExtractOptions): ExtractResult;

  // -- reading a reply leniently: repair and streaming (rules L1–L4) --
  /** Finds the JSON in a reply (text or a provider SDK's reply object) and repairs it (L1–L3). Throws TypeError only for a text that is neither or bad options. */
  repairJson(text: ReplyInput, options?: RepairOptions): RepairResult;
  /** Every `{…}` / `[…]` of the reply outside reasoning blocks, in order (L3). */
  findJsonCandidates(text: ReplyInput, options?: RepairOptions): CandidatesResult;
  /** The text the reply-reading calls read from a provider SDK's reply: a tool call's arguments (the first), else the answer's text; a string as it is. Positions in their results are indices into it. TypeError for anything else. */
  replyText(reply: ReplyInput): string;
  /** A parser for a reply that arrives in chunks (L4). */
  createStreamParser(options?: RepairOptions): StreamParser;
  /** A batch of changes (a StreamParser's changes(), onPartial's `changes`) as RFC 6902 JSON Patch operations, to apply to `value`, the value the earlier batches made (undefined before the first): append becomes a replace of the whole string, complete has none. TypeError for a non-array or an unknown op. */
  toJsonPatch(changes: readonly ValueChange[], value: unknown): JsonPatchOperation[];

  // -- JSON Schema validation (rules S1, S2, S7, X6, L1–L3, L5, L6): the Validator does the rest --
  /** Compiles a Standard Schema (Zod 4, ArkType) through its JSON Schema; the library's own validate then has the last word and its output is the value. Throws SchemaError, or TypeError for a schema with no JSON Schema form. */
  compileSchema<S extends StandardSchemaV1>(schema: S, options?: CompileOptions): Validator<StandardSchemaV1.InferOutput<S>, StandardSchemaV1.InferInput<S>>;
  /** Compiles a JSON Schema literal (`as const`) whose values have a type: FromJsonSchema<S>. Throws SchemaError; TypeError for an object that is not JSON Schema. */
  compileSchema<S extends object>(schema: S & TypedJsonSchema<S>, options?: CompileOptions): Validator<FromJsonSchema<S>>;
  /** Compiles a JSON Schema (an object, a boolean or JSON text); `T` (default unknown) is what you assert its values are. Throws SchemaError; TypeError for an object that is not JSON Schema. */
  compileSchema<T = unknown>(schema: JsonSchemaInput, options?: CompileOptions): Validator<T>;
  /** Registers a schema for `$ref` by URI; nothing is ever fetched. Throws SchemaError, in `options.locale`. */
  addSchema(uri: string, schema: SchemaInput, options?: AddSchemaOptions): void;
  /** A seed application's schema (S2): see docs/seed-helpers.md. */
  builtinSchema(name: BuiltinSchemaName): object;

  // -- schemas that providers accept (rules S3–S6, R3, R5) --
  /** Would this provider accept this schema for structured output (S3)? Errors, warnings and information, each with a pointer and a fix. TypeError for an unknown provider or a non-schema argument. */
  lintSchema(schema: SchemaInput, provider: SchemaProvider, options?: LintOptions): LintResult;
  /** The schema in the provider's strict form (S4), every change reported; what cannot be made strict is an error with its reason and place. */
  toStrictSchema(schema: SchemaInput, provider: SchemaProvider, options?: StrictOptions): StrictResult;
  /** minItems = maxItems = n at the array schema `pointer` names ('/properties/items' or '#/properties/items') (S5). The input is not modified. */
  withExactItems(schema: SchemaInput, pointer: string, n: number, options?: ExactItemsOptions): ExactItemsResult;
  /** A value written under toStrictSchema's form, in the shape of `schema` (the original): each null that stands for an absent optional member is taken out; other values are kept. Validate the result against the original. */
  fromStrictForm(value: unknown, schema: SchemaInput): unknown;
  /** A value that conforms to a Standard Schema, from the template first (R5); validated before it is returned. A template of undefined or null means none. */
  exampleInstance<S extends StandardSchemaV1>(schema: S, template?: unknown, options?: ExampleOptions): ExampleResult<StandardSchemaV1.InferOutput<S>>;
  /** The same for a JSON Schema; `T` (default unknown) is what you assert its values are. */
  exampleInstance<T = unknown>(schema: JsonSchemaInput, template?: unknown, options?: ExampleOptions): ExampleResult<T>;
  /** ceil((base + items × perItem + extra) × (1.3 + 0.2 × attempt)) in IEEE doubles, as rule R3 computes it. TypeError for a negative or non-finite input or a fractional attempt; RangeError when the estimate overflows a double. */
  estimateMaxTokens(input: TokenEstimateInput): number;
  /** `record[flag] !== false` (S6): an absent flag (a legacy record) reads as true; only the boolean false is off; a non-object is true. */
  isEnabled(record: unknown, flag?: string): boolean;

  // -- prompts (rules P1–P7) --
  /** System prompt = instruction + the four policy blocks + extra policy (P1, P2). */
  composeSystemPrompt(request: SystemPromptRequest): SystemPromptResult;
  /** The process-template chat's system prompt (P3), a seed application's helper (docs/seed-helpers.md). Throws TypeError for bad arguments only. */
  buildSessionPrompt(context?: SessionContext, options?: SessionPromptOptions): string;
  /** The status-judgment prompt (P4), a seed application's helper (docs/seed-helpers.md). Throws TypeError for bad arguments, no rules, a blank rule or a bad tag name. */
  buildJudgmentPrompt(request: JudgmentPromptRequest): string;
  /** prompt + "\n---\nIMPORTANT: …\n```json\n" + JSON.stringify(schema, null, 2) + "\n```" (P5). TypeError for a schema that is not a JSON object. */
  injectJsonInstruction(prompt: string, schema: object | string): string;
  /** The history to send within the window and budget, with a report of what was dropped (P6). RangeError for a size option (or the system prompt's count) over 2^32 − 1. */
  assembleHistory<M extends HistoryMessage>(messages: M[], options?: HistoryOptions): HistoryResult<M>;
  /** ceil(UTF-8 bytes / 4). */
  estimateTokens(text: string): number;
  /** A tool's text as {summary, content?}: "<lines> lines | <first line, 80 characters>…" over the content when large (P7). */
  toolOutput(text: string, options?: ToolOutputOptions): ToolOutput;
  /** Drops the content of all but the last `keepLast` items, keeping summaries and your other fields. */
  pruneToolOutputs<T extends ToolOutput>(items: T[], options?: PruneOptions): PruneResult<T>;
  /** "summary\ncontent", or the summary alone without content. */
  toolResultText(item: ToolOutput): string;
  /** Σ floor(content UTF-8 bytes / 4). */
  prunableTokens(items: ToolOutput[]): number;

  // -- calling a model (rules R1–R9): the Client does the rest --
  /** A model client: the core decides requests, waits, retries and fallbacks; `fetch` performs them. */
  createClient(options: ClientOptions): Client;

  // -- dependency graphs (rules G1–G5) --
  /** Checks a plan's numbering and dependencies (G1–G3). Data errors come back in `errors`; TypeError only for a missing steps argument or bad options. */
  checkDependencies(steps: unknown, options?: DependencyOptions): DependencyCheckResult;
  /** Rewrites dependsOn from seqs to the caller's ids, all or nothing (G4). */
  resolveDependencies<Step = Record<string, unknown>>(steps: unknown, idsBySeq: IdsBySeq, options?: DependencyOptions): DependencyResolution<Step>;

  // -- the process template contract (rule G6): a seed application's helper, docs/seed-helpers.md --
  /** The ai_chat_process_template.v1 contract in one call: extraction, strict JSON, schema, draft rules, DTO. TypeError only for a non-string reply or bad options. */
  parseProcessTemplate(reply: string, options?: ProcessTemplateOptions): TemplateDraftParseResult;

  // -- audit hashing (rules A1–A3) --
  /** SHA-256 in lowercase hex, computed in the core (no host crypto). Strings are hashed as UTF-8. */
  sha256Hex(data: string | ArrayBuffer | ArrayBufferView): string;
  /** The text an audit hash is taken of (A1): role:content lines, whitespace collapsed, first 1000 code points. */
  normalizeForAudit(messages: AuditMessage[]): string;
  /** SHA-256(salt + normalizeForAudit(messages)) (A2); no salt (undefined, null, '') gives no hash. */
  auditHash(messages: AuditMessage[], salt?: string | null): AuditHashResult;
  /** Keeps only the audit fields (A3) and lists what it dropped. */
  auditRecord(fields: Record<string, unknown>): AuditRecordResult;

  // -- the instance --
  /** Bytes of wasm linear memory now (it grows on demand and never shrinks); for load tests and monitoring. */
  memoryBytes(): number;
}

// ---- what every area shares: errors and schemas ----

/** Error classes (rule X6). */
export type ErrorCode =
  | 'MissingFence'
  | 'NonJsonFence'
  | 'JsonParseError'
  | 'SchemaMismatch'
  | 'ValidationFailed'
  | 'LimitExceeded'
  | 'LossyRepair';

/** A typed error; offset/line/column are null where no single place is at fault. */
export interface TextError {
  code: ErrorCode;
  message: string;
  offset: number | null;
  line: number | null;
  column: number | null;
}

/** init() could not load the wasm: `url` is what was tried, `status` and `contentType` the HTTP answer when there was one. */
export declare class WasmLoadError extends Error {
  name: 'WasmLoadError';
  code: 'WasmLoadFailed';
  url: string | null;
  status: number | null;
  contentType: string | null;
}

/** Thrown by every call on an instance whose wasm aborted (out of memory, a trap); call init() again. */
export declare class CoreAbortedError extends Error {
  name: 'CoreAbortedError';
  code: 'CoreAborted';
  /** The runtime's word for the abort: 'OOM' when memory ran out. */
  reason: string;
}

/** A JSON Schema as an object (or boolean), or its JSON text. */
export type JsonSchemaInput = object | boolean | string;

/** What the reply-reading calls take: the reply's text, or the object a provider SDK returned. */
export type ReplyInput = string | ProviderReply;

/**
 * A provider SDK's reply, as the SDK returns it (or its raw JSON body): an OpenAI
 * ChatCompletion (choices[0]: the first function tool call's `arguments`, else `content`, else
 * `refusal`), an OpenAI Responses `Response` (the first `function_call` item's `arguments`,
 * else `output_text`: every output_text part joined) or an Anthropic Message (the first
 * `tool_use` block's `input` as JSON text, else the text blocks joined).
 */
export type ProviderReply = ChatCompletionReply | ResponsesReply | AnthropicMessageReply;

export interface ChatCompletionReply {
  choices: readonly {
    message: {
      content?: string | null;
      refusal?: string | null;
      tool_calls?: readonly { type?: string; function?: { name: string; arguments: string } }[];
    };
  }[];
}

export interface ResponsesReply {
  object: 'response';
  output: readonly unknown[];
  /** The OpenAI SDK's: every output_text part joined. */
  output_text?: string;
}

export interface AnthropicMessageReply {
  type: 'message';
  content: readonly { type: string }[];
}

/**
 * What every call taking a schema accepts: JSON Schema, or a Standard Schema whose library
 * converts it to JSON Schema (Zod 4, ArkType: their output form, or the input form when a
 * transform has no output form). Valibot has no converter: compileSchema takes it as it is (its
 * own validate judges), the other calls need @valibot/to-json-schema first. Where a value is
 * handed back, the library's own validate then has the last word. Anything else (a Zod 3
 * schema, a class instance) is a TypeError.
 */
export type SchemaInput = JsonSchemaInput | StandardSchemaV1;

/** The value type a schema describes: a Standard Schema's output, a JSON Schema literal's FromJsonSchema. */
export type InferSchema<S> = S extends StandardSchemaV1 ? StandardSchemaV1.InferOutput<S> : FromJsonSchema<S>;

/**
 * The type of the values a JSON Schema literal (written `as const`) accepts: `type` (a name or
 * a list), `properties` with `required` (members not required are optional),
 * `additionalProperties: false` (otherwise other members are `unknown`), `items`, `enum`,
 * `const`, `anyOf` / `oneOf`, OpenAPI's `nullable: true`, and `$ref` to `#`, `#/$defs/…` or
 * `#/definitions/…`. The other keywords narrow values without changing their type. A schema
 * whose type is not known (widened: `type: string`, JSON text, `object`) gives `unknown`.
 */
export type FromJsonSchema<S, Root = S> =
  S extends { readonly $ref: infer Ref extends string } ? FromJsonSchema<RefTarget<Root, Ref>, Root>
  : S extends { readonly const: infer C } ? C
  : S extends { readonly enum: readonly (infer E)[] } ? E
  : S extends { readonly anyOf: readonly (infer A)[] } ? (A extends unknown ? FromJsonSchema<A, Root> : never)
  : S extends { readonly oneOf: readonly (infer A)[] } ? (A extends unknown ? FromJsonSchema<A, Root> : never)
  : S extends { readonly type: infer Names } ? TypeNamed<Names extends readonly (infer N)[] ? N : Names, S, Root> | (S extends { readonly nullable: true } ? null : never)
  : S extends false ? never
  : unknown;

/** `unknown` when FromJsonSchema<S> knows the type of S's values, `never` otherwise: compileSchema's typed overload applies to the first only. */
export type TypedJsonSchema<S> = unknown extends FromJsonSchema<S> ? never : unknown;

type RefTarget<Root, Ref> =
  Ref extends '#' ? Root
  : Ref extends `#/$defs/${infer Name}` ? (Root extends { readonly $defs: { readonly [K in Name]: infer D } } ? D : unknown)
  : Ref extends `#/definitions/${infer Name}` ? (Root extends { readonly definitions: { readonly [K in Name]: infer D } } ? D : unknown)
  : unknown;

type TypeNamed<Name, S, Root> =
  string extends Name ? unknown
  : Name extends 'string' ? string
  : Name extends 'number' | 'integer' ? number
  : Name extends 'boolean' ? boolean
  : Name extends 'null' ? null
  : Name extends 'array' ? (S extends { readonly items: infer I extends object | boolean } ? FromJsonSchema<I, Root>[] : unknown[])
  : Name extends 'object' ? ObjectOf<S, Root>
  : never;

type ObjectOf<S, Root> = Flat<
  (S extends { readonly properties: infer P } ? PropertiesOf<P, S extends { readonly required: readonly (infer R)[] } ? R : never, Root> : {})
  & (S extends { readonly additionalProperties: false } ? {} : { [key: string]: unknown })
>;

type PropertiesOf<P, Required, Root> =
  { -readonly [K in keyof P & Required]: FromJsonSchema<P[K], Root> }
  & { -readonly [K in Exclude<keyof P, Required>]?: FromJsonSchema<P[K], Root> };

type Flat<T> = { [K in keyof T]: T[K] };

// ---- extraction (rules X1–X7) ----

export interface ExtractLimits {
  /** Largest reply read, in UTF-8 bytes (default 4194304); over it: LimitExceeded. */
  maxInputBytes?: number;
  /** Largest code-fence content, in UTF-8 bytes (default 32768, X4); over it: LimitExceeded. */
  maxFenceBytes?: number;
  /** Deepest nesting of arrays and objects (default 512); deeper: LimitExceeded. */
  maxDepth?: number;
}

export interface ExtractOptions extends ExtractLimits {
  /** The language of the error's message: no JSON, a parse error, a limit (default 'en'). */
  locale?: Locale;
}

export type Strategy = 'direct' | 'fence' | 'brace';

export type ExtractResult = ExtractSuccess | ExtractFailure;

export interface ExtractSuccess {
  ok: true;
  strategy: Strategy;
  /** The JSON text: text.slice(start, end). */
  json: string;
  start: number;
  end: number;
  /** The reply without the JSON (and its fence) and without leading reasoning blocks (X7). */
  answerText: string;
  error: null;
}

export interface ExtractFailure {
  ok: false;
  /** The strategy of the candidate chosen (also when it then failed), or null when none. */
  strategy: Strategy | null;
  /** The candidate's JSON text (also when it failed to parse), or null. */
  json: string | null;
  start: number | null;
  end: number | null;
  answerText: string;
  error: TextError;
}

// ---- lenient parsing and streaming (rules L1–L4) ----

export interface RepairOptions {
  /** Largest reply read, in UTF-8 bytes (default 4194304; for a stream, all chunks together); over it: LimitExceeded. */
  maxInputBytes?: number;
  /** Largest content of the code fence the answer comes from, in UTF-8 bytes (default 32768, X4); over it: LimitExceeded. */
  maxFenceBytes?: number;
  /** Deepest nesting of arrays and objects (default 512); deeper: LimitExceeded. */
  maxDepth?: number;
  /** The language of the errors' messages: nothing recovered, a limit (default 'en'). */
  locale?: Locale;
}

/** What a repair changed (L2). Stable identifiers. */
export type RepairKind =
  | 'trailing_comma' | 'leading_comma' | 'extra_comma' | 'missing_comma' | 'missing_colon'
  | 'single_quotes' | 'smart_quotes' | 'backtick_quotes' | 'triple_quotes' | 'escaped_quotes' | 'doubled_quote' | 'unquoted_key'
  | 'unquoted_string' | 'missing_quote' | 'inner_quote' | 'unpaired_quote' | 'concatenation' | 'comment'
  | 'python_literal' | 'literal_case' | 'non_finite_number' | 'undefined_value' | 'lone_sign' | 'ambiguous_value' | 'number_format'
  | 'control_character' | 'invalid_escape' | 'broken_escape' | 'invalid_utf8' | 'special_whitespace' | 'ellipsis'
  | 'missing_bracket' | 'stray_bracket' | 'wrong_bracket' | 'extra_bracket' | 'truncated' | 'unclosed' | 'unterminated_string'
  | 'wrapped_in_array' | 'glued_values' | 'prose_removed' | 'content_removed' | 'think_block_removed' | 'fence_removed' | 'bom_removed';

/**
 * One edit of the text: `removed` (text.slice(offset, end)) was replaced by `inserted`. The
 * edits inside [start, end) of the result, applied to that span, give exactly `json`; the
 * `*_removed` kinds say what around the JSON was left out.
 */
export interface Repair {
  kind: RepairKind;
  offset: number;
  end: number;
  removed: string;
  inserted: string;
}

export type RepairResult = RepairSuccess | RepairFailure;

export interface RepairDetails {
  /** Every change, by offset; empty only when the reply's JSON was strict already. */
  repairs: Repair[];
  /** false when the text ended inside the value and the repair closed it (truncated output). */
  complete: boolean;
  /**
   * L2: true when every repair removed or changed only syntax, so that the value holds all the
   * content the text gives; false when one may have lost content or another reading was
   * possible: `truncated`, `unclosed`, `unterminated_string`, `unpaired_quote`, `broken_escape`,
   * `lone_sign`, `ambiguous_value`, `glued_values`, `stray_bracket` or `content_removed` (and always false on
   * error).
   */
  lossless: boolean;
  /** JSON Pointers of the values cut off, outermost first ('' is the whole value); every other value is final. */
  incomplete: string[];
}

export interface RepairSuccess extends RepairDetails {
  ok: true;
  /** The repaired JSON text (strict JSON). */
  json: string;
  /** JSON.parse(json). */
  value: unknown;
  /** The JSON's span in the text. */
  start: number;
  end: number;
  error: null;
}

export interface RepairFailure extends RepairDetails {
  ok: false;
  json: null;
  value: null;
  start: null;
  end: null;
  error: TextError;
}

/** A JSON value found in a reply (L3), whether or not it is the answer. */
export type JsonCandidate = JsonCandidateRead | JsonCandidateUnread;

export interface JsonCandidateCommon {
  start: number;
  end: number;
  /** The kind of code fence it sits in: a ```json fence, another fence, or none. */
  fence: 'json' | 'other' | null;
  /** The text ended inside it. */
  truncated: boolean;
  /** It reads whole, no repair lost content, and it is not a piece of a broken value around it. */
  lossless: boolean;
  repairs: Repair[];
}

/** A candidate that reads as JSON (possibly repaired). */
export interface JsonCandidateRead extends JsonCandidateCommon {
  ok: true;
  json: string;
  value: unknown;
  error: null;
}

export interface JsonCandidateUnread extends JsonCandidateCommon {
  ok: false;
  json: null;
  value: null;
  /** Why it is not JSON (JsonParseError). */
  error: TextError;
}

export type CandidatesResult =
  | { ok: true; candidates: JsonCandidate[]; error: null }
  /** A limit error: the candidates are then empty. */
  | { ok: false; candidates: JsonCandidate[]; error: TextError };

/**
 * An incremental lenient parser (L4). push() returns a cheap status, reading each character a
 * bounded number of times (a value that is strict JSON so far is checked as it arrives and read
 * once, when it ends or stops being strict JSON); snapshot() materialises the value so far (cost linear in what has arrived: call it
 * when you render, not per chunk). Positions are UTF-16 indices into everything pushed.
 */
export interface StreamParser {
  /** Reads the next chunk: text, or UTF-8 bytes (split anywhere). TypeError after end() or free(). */
  push(chunk: string | Uint8Array): StreamStatus;
  /** What end() would return if the text stopped here: `complete: false` and the open pointers while a value is open. */
  snapshot(): RepairResult;
  /** What snapshot() changed since the last call, as operations; the first call builds the value so far from nothing. Applied in order, all the changes so far give snapshot().value, and leave open exactly snapshot().incomplete. TypeError after end() or free(). */
  changes(): ValueChange[];
  /** The final result, equal to repairJson() of all the chunks; frees the parser. */
  end(): RepairResult;
  /** Frees the parser without a result (a FinalizationRegistry frees forgotten ones too). */
  free(): void;
  /** `using parser = sg.createStreamParser()` frees it at the end of the block (runtimes with Symbol.dispose). */
  [Symbol.dispose](): void;
}

/**
 * One change to a streamed value (L4, README "Partial values as changes"). `path` is a JSON
 * Pointer as `incomplete` has them ('' is the value itself). add and replace leave their path
 * open (and every path below it final, unless a later change opens it); complete makes it final.
 */
export type ValueChange =
  /** A new member or item (at '': the value itself), with its value so far; a container just opened is {} or [], its content follows. */
  | { op: 'add'; path: string; value: unknown }
  /** More characters of a string still arriving. */
  | { op: 'append'; path: string; text: string }
  /** A value read otherwise than before: a number that grew (12 -> 123), or an earlier reading that a later character revised. */
  | { op: 'replace'; path: string; value: unknown }
  /** The value is no longer shown (at '': there is no value any more). */
  | { op: 'remove'; path: string }
  /** The value at `path` is final: it left `incomplete`. */
  | { op: 'complete'; path: string };

/** An RFC 6902 JSON Patch operation, as toJsonPatch gives them (README "Partial values as JSON Patch"). */
export type JsonPatchOperation =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'replace'; path: string; value: unknown }
  | { op: 'remove'; path: string };

export type StreamStatus = StreamStatusOk | StreamStatusStopped;

export interface StreamStatusOk {
  ok: true;
  /** The last character read is inside a JSON value. */
  inValue: boolean;
  /** JSON values read whole so far. */
  completeValues: number;
  error: null;
}

/** A limit stopped the parser (LimitExceeded in `error`); later chunks are ignored. */
export interface StreamStatusStopped {
  ok: false;
  inValue: boolean;
  completeValues: number;
  error: TextError;
}

// ---- JSON Schema validation (rules S1, S2, S7, X6, L1-L3, L5, L6) ----

export interface CompileOptions {
  /** The dialect of a schema without `$schema` (default '2020-12'). */
  defaultDialect?: '2020-12' | 'draft-07';
  /** `format` asserts instead of annotating (default false); in draft-07 so do contentEncoding base64 and contentMediaType application/json. */
  formatAssertion?: boolean;
  /** The URI the schema is known by when it has no absolute `$id`. */
  baseUri?: string;
  /** Deepest nesting of the schema document (default 512). Past it: SchemaError of kind LimitExceeded. */
  maxDepth?: number;
  /** Longest schema text, in UTF-8 bytes (default 16 MiB). Past it: SchemaError of kind LimitExceeded. */
  maxInputBytes?: number;
  /** Refuse unknown keywords (UnknownKeyword), keywords ignored where they stand (IgnoredKeyword) and unknown format names (UnknownFormat). Default true for a JSON Schema, false for a library's schema. */
  strict?: boolean;
  /** Formats of your own: `format: name` is checked on strings with `formats[name](text)`, which returns true or false. */
  formats?: Record<string, (text: string) => boolean>;
  /** The language of this validator's messages and reask, and of a SchemaError refusing the schema (default 'en'); each call's `locale` overrides it. */
  locale?: Locale;
}

/** The language of the messages structguard writes for people and models: English or Japanese. */
export type Locale = 'en' | 'ja';

export interface AddSchemaOptions {
  /** The language of a SchemaError refusing the schema (default 'en'). */
  locale?: Locale;
}

/** Thrown by compileSchema and addSchema: `pointer` names the bad keyword. */
export declare class SchemaError extends Error {
  name: 'SchemaError';
  /** The same as `kind`: every error structguard throws has a `code`. */
  code: SchemaError['kind'];
  kind: 'InvalidJson' | 'InvalidSchema' | 'UnresolvedReference' | 'Unsupported' | 'LimitExceeded' | 'UnknownKeyword' | 'IgnoredKeyword' | 'UnknownFormat';
  pointer: string;
  uri: string;
}

export type BuiltinSchemaName = 'judgment' | 'evaluation' | 'ai_chat_process_template.v1';

/**
 * A compiled schema; `T` is the type of the values it hands back (`unknown` for plain JSON
 * Schema; a library schema's output type), `Input` what a library schema takes.
 * Compiled from a library schema (Zod, ArkType, any Standard Schema), every call below runs
 * the library's own `~standard.validate` after the core: its verdict wins over the JSON
 * Schema form's, its output is the value, its issues are the errors (ValidationFailed, with
 * `vendor`). A library that validates asynchronously makes the synchronous calls throw a
 * TypeError: use parseReplyAsync, or `await validator['~standard'].validate(value)`.
 */
export interface Validator<T = unknown, Input = T> extends StandardSchemaV1<Input, T> {
  /** Validates a JavaScript value. Throws TypeError for a value JSON cannot hold (undefined, BigInt, cycles). */
  validate(value: unknown, options?: ValidateOptions): ValidationResult;
  /** Validates JSON text; the fast path: no JS object crosses the boundary. */
  validateJson(text: string, options?: ValidateOptions): ValidationResult;
  /** Extracts, parses (strictly or leniently), optionally coerces, and validates a model reply (text, or a provider SDK's reply object) in one call. */
  parseReply(text: ReplyInput, options?: ParseReplyOptions): ParseReplyResult<T>;
  /** parseReply, awaiting a library schema that validates asynchronously (an async refinement or transform). */
  parseReplyAsync(text: ReplyInput, options?: ParseReplyOptions): Promise<ParseReplyResult<T>>;
  /** parseReply's verdict alone: the fast path when the value is not needed (with a library schema, parseReply's own verdict). */
  checkReply(text: ReplyInput, options?: ParseReplyOptions): CheckReplyResult;
  /** The correction to send the model for its next attempt (L6), in `options.locale` (default: the validator's). */
  reaskMessage(errors: ValidationError[] | { errors: ValidationError[] }, options?: ReaskOptions): string;
  /** Releases the compiled schema (a FinalizationRegistry does it too, eventually). */
  free(): void;
  /** free(), for `using v = sg.compileSchema(...)` (runtimes with Symbol.dispose). */
  [Symbol.dispose](): void;
  /**
   * Standard Schema v1 (vendor 'structguard'): hand the validator to any library that takes
   * one. validate(value) gives `{value}` or `{issues}`, each issue `{message, path}` with
   * `path` the keys to the failing value (array indices as numbers); every error is listed.
   */
  readonly '~standard': StandardSchemaV1.Props<Input, T>;
}

export interface ValidateOptions {
  /** 'first' (default) stops at the first error, 'all' collects up to maxErrors, 'none' gives the verdict only. */
  errors?: 'first' | 'all' | 'none';
  /** Most errors reported in 'all' mode (default 100); `truncated` says when more exist. */
  maxErrors?: number;
  /** Subschema evaluations per validation (default 20000000): bounds schemas whose work is exponential. Past it: a LimitExceeded error, verdict invalid. */
  maxSteps?: number;
  /** Regex engine steps (code points × pattern size) summed over every `pattern`/`patternProperties` match (default 100000000). Past it: LimitExceeded. */
  maxPatternSteps?: number;
  /** The language of the validation messages (default: the validator's `locale`, else 'en'). A library schema's issues keep the library's own words. */
  locale?: Locale;
}

export interface ReaskOptions {
  /** The language of the correction's own sentences (default: the validator's `locale`, else 'en'); the errors' messages are listed as they are. */
  locale?: Locale;
}

/** checkReply's verdict: `errors` is empty exactly when `ok`. */
export type CheckReplyResult =
  | { ok: true; errors: [] }
  | { ok: false; errors: ValidationError[] };

export interface ValidationResult {
  valid: boolean;
  truncated: boolean;
  errors: ValidationError[];
}

/** One failure: the X6 code, a message naming the value at fault, and where it is. */
export interface ValidationError extends TextError {
  /** The schema keyword that failed ('required', 'enum', ...); absent for extraction and parse errors. */
  keyword?: string;
  keywordLocation?: string;
  /** JSON Pointer of the failing value. */
  instanceLocation?: string;
  absoluteKeywordLocation?: string;
  /** A library schema's issue (no keyword): the library's Standard Schema vendor ('zod', 'arktype', …). Placed in the reply by parseReply; offset, line and column are null elsewhere. */
  vendor?: string;
}

export interface ParseReplyOptions extends ExtractOptions, ValidateOptions {
  /**
   * 'strict' (default): strict JSON or an error, never a repair (X5). 'lenient': strict first
   * (a reply it reads comes back unchanged); otherwise the reply is repaired as repairJson
   * does (L1), with `repaired`, `repairs`, `complete` and `incomplete` saying what changed.
   */
  mode?: 'strict' | 'lenient';
  /**
   * L3, lenient mode only (a TypeError otherwise): when the value the default rule (X2) picks
   * does not validate, take the first candidate of the reply, in reply order, that does
   * (once coerced, with `coerce`); `chosenByPredicate` says so. Default false.
   */
  chooseValid?: boolean;
  /**
   * L2, lenient mode only: accept a value that lenient reading could give only by losing
   * content (the reply was cut off, the value stopped making sense before its end, or the
   * value is a fragment of a larger one). Default false: such a reply fails with
   * `LossyRepair`, positioned at the first edit that lost content.
   */
  allowLossy?: boolean;
  /**
   * L5: before validating, bring the value to what the schema asks for where a model's usual
   * slips allow it: "5" -> 5 (integer/number), "true"/"false" -> booleans, a single value ->
   * [value] (array), an enum/const string matched ignoring ASCII case and surrounding
   * whitespace -> the schema's spelling, a key matched ignoring ASCII case -> the property
   * name the schema gives (when `required` names it or `additionalProperties: false` rejects
   * the other spelling); and, schema-aligned: numbers as people write them ("$1,234.50"),
   * the one enum string a text names, keys that differ in punctuation, ["x"] -> "x", and a
   * reply with no JSON read as the scalar a scalar root asks for. Each change is listed in
   * `coercions`; a value no rule fits stays as it was, with its error. Default: true in
   * lenient mode, false in strict mode.
   */
  coerce?: boolean;
}

/**
 * parseReply's result: on success `value` (typed from the schema), `json`, `strategy`, `start`
 * and `end` are there; on failure `value` is null and `errors` says why (empty only with
 * `errors: 'none'`).
 */
export type ParseReplyResult<T = unknown> = ParseReplySuccess<T> | ParseReplyFailure;

export interface ParseReplySuccess<T = unknown> extends ParseReplyDetails {
  /** No extraction, parse or validation error (a repaired or coerced value can be ok: see `repaired`, `coercions`). */
  ok: true;
  value: T;
  /** The JSON text of the value: the reply's slice, the repaired text, or (after coercions) the coerced value written out. */
  json: string;
  /** How the JSON was found. For a repaired reply: 'fence' when it came from a code fence, 'brace' when prose around it was left out, else 'direct'. */
  strategy: Strategy;
  /** The JSON's span in the reply (UTF-16 indices). */
  start: number;
  end: number;
}

export interface ParseReplyFailure extends ParseReplyDetails {
  ok: false;
  /** A value that failed is never handed out as if clean. */
  value: null;
  /** The candidate's JSON text when there was one (repaired, coerced), else null. */
  json: string | null;
  strategy: Strategy | null;
  start: number | null;
  end: number | null;
}

export interface ParseReplyDetails {
  /** X7: the reply without the JSON, its fence and reasoning blocks. */
  answerText: string;
  /** Lenient mode: the JSON text is not the reply's own (repairs changed it). */
  repaired: boolean;
  /** Lenient mode: every change, text left out around the JSON included; positions are UTF-16 indices into the reply. Empty when strict reading succeeded. */
  repairs: Repair[];
  /** false when the reply ended inside the value and the repair closed it (truncated output). */
  complete: boolean;
  /** L2: false when a repair may have lost content (only with allowLossy; see RepairResult.lossless). */
  lossless: boolean;
  /** JSON Pointers of the values that were cut off, outermost first. */
  incomplete: string[];
  /** L3: chooseValid, not the default rule, picked the candidate. */
  chosenByPredicate: boolean;
  /** L5: what coercion changed, in the order it was done. */
  coercions: Coercion[];
  /** More validation errors exist than were reported (maxErrors). */
  truncated: boolean;
  /** Positioned in the reply (UTF-16 offset, line, column), also for a repaired or coerced value. */
  errors: ValidationError[];
}

export type CoercionKind =
  | 'string_to_number' | 'number_from_text' | 'string_to_boolean' | 'single_to_array' | 'single_from_array'
  | 'enum_spelling' | 'enum_from_text' | 'key_case' | 'key_spelling' | 'scalar_from_text'
  | 'number_to_string' | 'scalar_to_object' | 'fraction_to_number';

/** One change coercion made (L5). */
export interface Coercion {
  /** JSON Pointer in the coerced value (key_case: the renamed member). */
  instanceLocation: string;
  kind: CoercionKind;
  /** The value before (key_case: the old key). */
  from: unknown;
  /** The value after (key_case: the new key). */
  to: unknown;
}

// ---- schemas that providers accept (rules S3–S6, R3, R5) ----

/** The structured-output schema dialects structguard knows (each from its provider's published structured-output documentation); 'openai-responses' is checked as 'openai'. */
export type SchemaProvider = 'openai' | 'openai-responses' | 'anthropic' | 'gemini' | 'gemini-legacy';

/** Why a provider-schema call gave no result. offset/line/column are set only when the schema text is not JSON. */
export interface ProviderSchemaError extends TextError {
  /** Stable identifier: 'invalid-json', 'recursive-ref', 'inlined-too-large', 'root-not-object', 'all-of-conflict', 'map-object', 'not-an-array-schema', 'unsatisfiable', 'does-not-validate', … */
  reason: string;
  /** JSON Pointer into the schema (for 'does-not-validate': into the value built); '' for the root. */
  pointer: string;
}

export interface LintOptions {
  /** OpenAI fine-tuned models: string, number, array and object constraints are rejected too. */
  fineTuned?: boolean;
  /** Deepest nesting of the schema document analysed (default 512). */
  maxDepth?: number;
  /** The language of each diagnostic's message and fix, and of the error for a schema text that is not JSON (default 'en'). */
  locale?: Locale;
}

/** ok: no diagnostic is an error. A schema that could not be read has `error` and no diagnostics (an empty list). */
export type LintResult =
  | { ok: true; diagnostics: SchemaDiagnostic[]; error: null }
  | { ok: false; diagnostics: SchemaDiagnostic[]; error: null }
  | { ok: false; diagnostics: []; error: ProviderSchemaError };

/** Where the value at a diagnostic's or change's `pointer` starts in the schema text (UTF-16 offset, 1-based line and column); null when the schema was not given as text or `pointer` names no value in it. */
export interface SchemaPlace {
  offset: number | null;
  line: number | null;
  column: number | null;
}

export interface SchemaDiagnostic extends SchemaPlace {
  code: LintCode;
  /** 'error': the provider rejects the schema; 'warning': undocumented or ignored; 'info': the provider publishes no rule. */
  severity: 'error' | 'warning' | 'info';
  message: string;
  /** JSON Pointer of the keyword or subschema; '' for the root and for whole-schema budgets. */
  pointer: string;
  /** What to change; '' when nothing needs to change. */
  fix: string;
}

/** Why lintSchema reports something (S3); stable identifiers. */
export type LintCode =
  | 'additional-properties-required' | 'complex-ref' | 'enum-budget' | 'enum-not-primitive' | 'enum-not-string'
  | 'external-ref' | 'ignored-keyword' | 'large-string-enum' | 'property-not-required' | 'property-ordering'
  | 'recursive-ref' | 'ref-with-siblings' | 'root-not-object' | 'string-budget' | 'too-deep' | 'too-many-properties'
  | 'type-array' | 'type-array-union' | 'unknown-keyword' | 'unpublished-limit' | 'unresolved-ref'
  | 'unsupported-format' | 'unsupported-keyword' | 'unsupported-type' | 'unsupported-value' | 'untyped-schema';

export interface StrictOptions {
  /** Anthropic and Gemini: leave optional properties optional instead of required-and-nullable (OpenAI ignores it). */
  keepOptional?: boolean;
  /** OpenAI fine-tuned models: constraints move into description too. */
  fineTuned?: boolean;
  /** Deepest nesting of the schema document (default 512). Past it: SchemaError of kind LimitExceeded. */
  maxDepth?: number;
  /** JSON values that inlining `$ref`s may copy into the result, every copy counted (default 100000). Past it: error of reason 'inlined-too-large' (LimitExceeded) naming the `$ref`. */
  maxInlinedValues?: number;
  /** The language of each change's detail and of the error when the schema has no strict form (default 'en'). */
  locale?: Locale;
}

export type StrictResult =
  /** schema: the one to send to the provider (passes lintSchema for it). */
  | { ok: true; schema: Record<string, unknown>; changes: StrictChange[]; error: null }
  | { ok: false; schema: null; changes: []; error: ProviderSchemaError };

export interface StrictChange extends SchemaPlace {
  /** Where in the input schema (inside an inlined $ref: in its target). */
  pointer: string;
  action: StrictAction;
  detail: string;
  /** The strict schema now accepts values the original rejects: validate replies against the original. */
  loosens: boolean;
}

/** What toStrictSchema changed (S4); stable identifiers. */
export type StrictAction =
  | 'add-additional-properties' | 'close-object' | 'require-property' | 'make-nullable' | 'merge-all-of'
  | 'one-of-to-any-of' | 'inline-ref' | 'split-type-array' | 'add-type' | 'const-to-enum' | 'move-to-description'
  | 'drop-keyword' | 'add-property-ordering' | 'items-to-prefix-items';

export interface ExactItemsOptions {
  /** The language of the error's message, and of the error for a schema text that is not JSON (default 'en'). */
  locale?: Locale;
}

export type ExactItemsResult =
  | { ok: true; schema: Record<string, unknown>; error: null }
  | { ok: false; schema: null; error: ProviderSchemaError };

export interface ExampleOptions {
  /** Deepest nesting built and $ref hops followed (default 64): a required recursion past it is 'unsatisfiable'. */
  maxDepth?: number;
  /** Values built, branches tried included (default 100000); past it: 'limit-exceeded'. */
  maxSteps?: number;
  /** Longest string built, in characters (default 1000000). */
  maxStringLength?: number;
  /** The language of the error's message, the schema's and the validation's own included, and of the error for a schema or template text that is not JSON (default 'en'). */
  locale?: Locale;
}

export type ExampleResult<T = unknown> =
  /** value: it passes the schema (validated before it is returned). */
  | { ok: true; value: T; error: null }
  | { ok: false; value: null; error: ProviderSchemaError };

export interface TokenEstimateInput {
  /** Tokens of the fixed part of the output (R3's worked example: 500). */
  base: number;
  /** How many items are expected (R3's worked example: the slot count). */
  items: number;
  /** Tokens per item (R3's worked example: 150). */
  perItem: number;
  /** Further fixed tokens (R3's worked example: 400); default 0. */
  extra?: number;
  /** 0 for the first call, 1 for the first retry, …; default 0. */
  attempt?: number;
}

// ---- prompts (rules P1–P7) ----
// Every prompt is parts joined by exactly one blank line, each part trimmed, no trailing newline.

/** The language a prompt is written in: English or Japanese. */
export type PromptLanguage = 'en' | 'ja';

export interface SystemPromptRequest {
  /** The task-specific instruction, first in the prompt (left out when blank). */
  instruction?: string;
  /**
   * Text that does not start with `{` is appended as the extra policy. An object, or text
   * starting with `{`, is a JSON override: text that is not strict JSON is an error result.
   * Absent, null or blank: the default prompt, byte for byte.
   */
  overrides?: string | PolicyOverrides | null;
  /** The language of the default blocks (default 'en'). */
  language?: PromptLanguage;
}

/** A JSON policy override (P2). A blank string or null keeps the default block. */
export interface PolicyOverrides {
  /** Replaces `<persistence_policy>`; the tags are added when missing. */
  persistence_policy?: string | null;
  /** Replaces `<context_gathering_policy>`; the tags are added when missing. */
  context_gathering_policy?: string | null;
  /** Replaces `<uncertainty_policy>`; the tags are added when missing. */
  uncertainty_policy?: string | null;
  /** Replaces `<tool_preamble_policy>`; the tags are added when missing. */
  tool_preamble_policy?: string | null;
  /** Appended after the four blocks, as given, without a tag. */
  extra_policy?: string | null;
  /** Any other key is ignored and reported as an `UnknownKey` warning. */
  [key: string]: unknown;
}

export type SystemPromptResult = SystemPromptSuccess | SystemPromptFailure;

export interface SystemPromptSuccess extends SystemPromptDetails {
  ok: true;
  /** instruction, persistence, context gathering, uncertainty, tool preamble, extra policy. */
  text: string;
  error: null;
}

export interface SystemPromptFailure extends SystemPromptDetails {
  ok: false;
  text: null;
  /** JsonParseError (offset into the overrides text) or SchemaMismatch (a policy value not a string). */
  error: TextError;
}

export interface SystemPromptDetails {
  overridesForm: 'none' | 'text' | 'json';
  /** The keys taken from the overrides, in prompt order ('extra_policy' for text overrides). */
  overridden: string[];
  /** The block keys whose override lacked its tags. */
  autoWrapped: string[];
  warnings: OverrideWarning[];
}

export interface OverrideWarning {
  /** UnknownKey: ignored key; BlankValue: blank string, default kept; DuplicateKey: the last one counts. */
  code: 'UnknownKey' | 'BlankValue' | 'DuplicateKey';
  key: string;
  message: string;
}

/** The session context of the process-template chat (P3); blank fields are left out. */
export interface SessionContext {
  industry?: string;
  processType?: string;
  goal?: string;
  region?: string;
  compliance?: string;
  additionalContext?: string;
}

export interface SessionPromptOptions {
  /** The language of the prompt and of the reply it asks for (default 'ja'). */
  language?: PromptLanguage;
}

export interface JudgmentPromptRequest {
  /** The conditions; rule N (1-based, the number the model answers with) is rules[N - 1]. */
  rules: string[];
  /** 'structured' (default): the rule number and a reason, tags as a fallback; 'tag': one tag on one line. */
  mode?: 'structured' | 'tag';
  /** The tag name, A-Z a-z 0-9 _ - (default 'MOVEMENT'): tags read `[MOVEMENT:N]`. */
  tagName?: string;
  /** Default 'en'. */
  language?: PromptLanguage;
  /** The outcome to judge, shown before the rules; leave out when the conversation holds it. */
  report?: string;
}

/** A conversation message; only 'user' and 'assistant' messages (with string content) are sent. */
export interface HistoryMessage {
  role: string;
  content?: unknown;
}

export interface HistoryOptions {
  /** How many of the last user/assistant messages to consider (default 12). */
  windowSize?: number;
  /** Enables the budget: modelContextLimit − (responseMaxTokens + safetyMarginTokens) − systemTokens. */
  modelContextLimit?: number;
  /** Default 1200. */
  responseMaxTokens?: number;
  /** Default 200. */
  safetyMarginTokens?: number;
  /** The system prompt's tokens (default 0); or give `systemPrompt` to have them counted. */
  systemTokens?: number;
  /** The system prompt, counted with `tokenCounter` or estimated. Not with `systemTokens`. */
  systemPrompt?: string;
  /** A direct cap on the history's tokens; with modelContextLimit too, the smaller counts. */
  maxTokensBudget?: number;
  /** Your tokenizer: whole tokens for a text. Default: ceil(UTF-8 bytes / 4) (`estimateTokens`). */
  tokenCounter?: (text: string) => number;
}

export interface HistoryResult<M> {
  /** The messages to send, oldest first: your own objects. */
  messages: M[];
  /** Parallel to `messages`: index into your array, tokens, and whether it is the always-kept latest pair. */
  included: { index: number; tokens: number; forced: boolean }[];
  /** By index: 'role' (not user/assistant), 'window' (older than the window), 'budget' (did not fit). */
  dropped: { index: number; reason: 'role' | 'window' | 'budget' }[];
  /** The budget as computed (negative when nothing fits), or null without one. */
  budget: number | null;
  usedTokens: number;
  /** True when the latest user/assistant pair alone is over the budget (it is kept anyway). */
  overBudget: boolean;
  systemTokens: number;
}

/** A tool output (P7): the summary stays in the history, the content can be pruned. */
export interface ToolOutput {
  summary: string;
  content?: string | null;
}

export interface ToolOutputOptions {
  /** Outputs of at most this many UTF-8 bytes are their own summary (default 256). */
  threshold?: number;
}

export interface PruneOptions {
  /** The last this many items keep their content (default 3). */
  keepLast?: number;
}

export interface PruneResult<T> {
  /** Your items; pruned ones are copies without `content`. The input is not changed. */
  items: T[];
  pruned: number[];
  /** The prunable tokens of the pruned contents. */
  freedTokens: number;
}

// ---- calling a model (rules R1–R9) ----

export interface ClientOptions extends CallSettings {
  provider: Provider;
  model: string;
  /** Default https://api.openai.com/v1, https://api.anthropic.com/v1 or
   * https://generativelanguage.googleapis.com/v1beta (Gemini; a Vertex AI base such as
   * https://LOCATION-aiplatform.googleapis.com/v1/projects/P/locations/LOCATION/publishers/google works too). */
  baseUrl?: string;
  /** Sent as `Authorization: Bearer` (OpenAI), `x-api-key` (Anthropic) or `x-goog-api-key` (Gemini) by the host-side fetch
   * wrapper; never passed to the core, and replaced by `[redacted]` in every string the client
   * returns, throws or passes to onPartial and tools (6 characters and longer; in a partial value,
   * also a beginning of one of 4 characters or more that ends a string). A value a credential was
   * replaced in is validated again: if it no longer passes, generateObject fails with InvalidReply. */
  apiKey?: string;
  /** Extra request headers, added on the host side (credentials may go here too: the value of a
   * header whose name contains auth, key, token, secret, password, cookie, session or credential
   * is redacted as apiKey is). */
  headers?: Record<string, string>;
  /** Default globalThis.fetch. */
  fetch?: FetchLike;
  /** 'max_tokens' for OpenAI-compatible local servers (Ollama reads only that); default 'max_completion_tokens'. */
  tokenField?: 'max_completion_tokens' | 'max_tokens';
  /** Default '2023-06-01'. */
  anthropicVersion?: string;
  /** The clock (ms since the epoch) and the jitter source the core is fed; default Date.now, Math.random. */
  now?: () => number;
  random?: () => number;
}

/** 'openai' calls Chat Completions, 'openai-responses' the Responses API (POST /responses).
 * 'gemini' sends the schema as responseJsonSchema, 'gemini-legacy' as responseSchema (the OpenAPI subset); both call Gemini. */
export type Provider = 'openai' | 'openai-responses' | 'anthropic' | 'gemini' | 'gemini-legacy';

/** Settings a request may override. */
export interface CallSettings {
  /** Stream the reply (SSE); decoded incrementally in the core. Default false. */
  stream?: boolean;
  temperature?: number;
  /** Per attempt, from the request to the last body byte; then the fetch's signal is aborted and the
   * attempt ends even if the fetch ignores it (a Timeout, retried). Default 600000; over 2^31-1
   * (the most a JavaScript timer waits) it is waited as 2^31-1, as are longer retry delays. */
  timeoutMs?: number;
  /** Attempts = maxRetries + 1; every failure counts, HTTP and reply alike. Default 2. */
  maxRetries?: number;
  retry?: RetryOptions;
  /** The language of the correction a reask sends and of the validation messages in it and in the result's errors (default 'en'). */
  locale?: Locale;
}

/** Backoff: min(initialDelayMs × 2^n, maxDelayMs) × (1 − random × jitter), n = retries made. */
export interface RetryOptions {
  /** Default 500 (the official SDKs). Rule R4's 1 s × 2^attempt is 1000 with jitter 0. */
  initialDelayMs?: number;
  /** Default 8000. */
  maxDelayMs?: number;
  /** In [0, 1]; default 0.25. */
  jitter?: number;
  /** A server's retry-after-ms / retry-after above this (default 60000) is ignored for backoff. */
  maxRetryAfterMs?: number;
}

export interface Client {
  /** With a Standard Schema (Zod 4, ArkType): `value` has its output type. */
  generateObject<S extends StandardSchemaV1>(request: (GenerateObjectRequest | GenerateObjectChangesRequest) & { schema: S; fallbackText?: undefined }): Promise<GenerateObjectResult<StandardSchemaV1.InferOutput<S>>>;
  /** With a JSON Schema: `T` (default unknown) is what you assert its values are. */
  generateObject<T = unknown>(request: (GenerateObjectRequest | GenerateObjectChangesRequest) & { schema: JsonSchemaInput; fallbackText?: undefined }): Promise<GenerateObjectResult<T>>;
  /** A text call, or a call whose chat fallback may stand in for the value. */
  generateObject(request: GenerateObjectRequest | GenerateObjectChangesRequest): Promise<GenerateTextResult>;
  /** The status judgment of a seed application (R6; docs/seed-helpers.md): which rule an outcome matches, in up to three calls. */
  judgeStatus(request: JudgeStatusRequest): Promise<JudgeStatusResult>;
  runAgent(request: RunAgentRequest): Promise<RunAgentResult>;
}

export interface GenerateObjectRequest extends CallSettings {
  messages: CallMessage[];
  /** A JSON Schema or a Standard Schema (Zod 4, ArkType; see SchemaInput): its JSON Schema is sent to the provider per `mode` and checked locally by the core's validator; a library schema's own validate then judges the accepted value (its output is `value`; its rejection an `InvalidReply`, not retried). No schema: a text call. */
  schema?: SchemaInput;
  /** Compile `schema` in strict mode, as compileSchema's `strict` (default true for a JSON Schema, false for a library schema): a misspelt keyword, one ignored where it stands or an unknown format fails the call as InvalidCall, with its pointer, before any request. */
  strict?: boolean;
  /** OpenAI json_schema.name / Responses text.format.name / Anthropic tool name / Gemini and Responses function name (tool mode); [A-Za-z0-9_-]{1,64}; default 'structured_output'. */
  schemaName?: string;
  /** For the audit record; default schemaName when a schema is given. */
  schemaId?: string;
  /** Default 'native' (OpenAI, OpenAI Responses, Gemini), 'tool' (Anthropic) with a schema, 'text' without; 'tool' is refused for 'openai'. */
  mode?: OutputMode;
  /** prompt mode: where the JSON-only instruction goes; default 'user' (the last user message). */
  instructionTarget?: 'user' | 'system';
  /** Overrides the client's model. */
  model?: string;
  /** Attempt 0's output limit; after a truncation the next attempt asks for twice as much. */
  maxTokens?: number;
  /** R3's estimate instead of maxTokens. */
  tokenEstimate?: TokenEstimate;
  /** No attempt asks for more than this. */
  maxTokensCap?: number;
  /** L6: send a rejected reply back with the correction. Default true. */
  reask?: boolean;
  /** L4: stop a streamed native or tool reply at the first byte after which it cannot pass the
   * schema, and go to the retry or reask at once. Default true. */
  stopEarly?: boolean;
  /** R5: used after the last failed attempt, only if it passes the same check. */
  fallback?: unknown;
  /** R5 chat fallback: this answer, no JSON, no usage. Not with `fallback`. */
  fallbackText?: string;
  /** Default 4 MiB; applied as the body arrives (a larger body is not read further). */
  maxResponseBytes?: number;
  /** Cancels the run (error kind 'Cancelled'; no fallback), ending at once any fetch, body read,
   * retry wait or tool in progress, whether or not it honours the signal. */
  signal?: AbortSignalLike;
  /** L4: with `stream: true` and a schema, called while the reply arrives with the object so far (not yet validated). If it throws, the run is cancelled and generateObject rejects with that error. */
  onPartial?: (partial: PartialOutput) => void;
  /** onPartial is called at most once per this many ms of the client's clock (a snapshot costs time linear in the reply so far). Default 50, with or without partialChanges (changes cost a snapshot each); 0: after every chunk that changed the value. */
  partialIntervalMs?: number;
  /** true: onPartial receives what changed since its last call (GenerateObjectChangesRequest). */
  partialChanges?: false;
}

/** generateObject's request with `partialChanges: true`: onPartial receives PartialChanges. */
export interface GenerateObjectChangesRequest extends Omit<GenerateObjectRequest, 'onPartial' | 'partialChanges'> {
  partialChanges: true;
  /** L4: with `stream: true` and a schema, called while the reply arrives with what changed since its last call in this attempt (not yet validated). If it throws, the run is cancelled and generateObject rejects with that error. */
  onPartial?: (partial: PartialChanges) => void;
}

/** How a call's schema is asked for: OpenAI response_format / Anthropic output_config / Gemini
 * responseJsonSchema or responseSchema (native), an Anthropic forced tool or Gemini forced function
 * (tool), the JSON-only instruction in the prompt (prompt), or none (text). */
export type OutputMode = 'native' | 'tool' | 'prompt' | 'text';

/** structguard's own message (what runAgent returns); the OpenAI and Anthropic SDKs' shapes are read too. */
export interface CallMessage {
  /** 'developer' is sent as a system message. The OpenAI SDK's deprecated 'function' role is typed (its message params include it) and refused at run time. */
  role: 'system' | 'developer' | 'user' | 'assistant' | 'tool' | 'function';
  /** Text, null (an assistant turn that only calls tools) or content parts: text parts (both SDKs), Anthropic tool_use (assistant) and tool_result (user) blocks. Other parts (images, files, thinking blocks, …) are typed, as the SDKs' params hold them, and throw a TypeError at run time. */
  content?: string | null | readonly MessagePart[];
  /** An assistant message's tool calls. */
  toolCalls?: CallToolCall[];
  /** A tool message: the call it answers. */
  toolCallId?: string;
  /** A tool message: the tool failed. */
  isError?: boolean;
  /** The OpenAI SDK's spelling of toolCalls; only 'function' calls are sent (a 'custom' one throws a TypeError at run time). */
  tool_calls?: readonly { id: string; type?: string; function?: { name: string; arguments?: string } }[];
  /** The OpenAI SDK's spelling of toolCallId. */
  tool_call_id?: string;
  /** The OpenAI SDK's assistant refusal, sent as text; null is accepted as absent. */
  refusal?: string | null;
}

export type MessagePart =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: unknown }
  | { type: 'tool_result'; tool_use_id: string; content?: string | readonly { type: string }[]; is_error?: boolean }
  /** Any other part the SDKs' params hold: refused at run time with a TypeError that names it. */
  | { type: string };

export interface CallToolCall {
  id: string;
  name: string;
  /** JSON text, as the model wrote it. */
  arguments: string;
  /** Gemini: the signature the call came with, present only then; give it back with the call in later messages (Gemini 3 models refuse a replayed call without it). */
  thoughtSignature?: string;
}

/** R3: the limit of attempt n is ceil((base + items × perItem + extra) × (1.3 + 0.2 n)). */
export interface TokenEstimate {
  base?: number;
  items?: number;
  perItem?: number;
  extra?: number;
}

/** A streamed reply's structured output so far: what createStreamParser's snapshot() gives for the payload (the text, or the schema tool's input). */
export interface PartialOutput {
  /** The attempt being read, from 0; a retry starts again from an empty value. */
  attempt: number;
  /** The value closed where it stands. */
  value: unknown;
  json: string;
  /** JSON Pointers of the values still open, outermost first ('' is the root). */
  incomplete: string[];
  /** What closing it took; positions are in the payload received so far. */
  repairs: Repair[];
}

/** What onPartial receives with `partialChanges: true`: never empty; applied in order from the attempt's first event, they give the value that PartialOutput would show, with its `incomplete` open. */
export interface PartialChanges {
  /** The attempt being read, from 0; a retry starts again from no value. */
  attempt: number;
  changes: ValueChange[];
}

/**
 * generateObject's result for a call with a schema and no `fallbackText`: when `ok` (the
 * model's value or a fallback value passed the check), `value` and `json` are set. On failure
 * `error` is.
 */
export type GenerateObjectResult<T = unknown> = GenerateObjectSuccess<T> | GenerateObjectFailure;

export interface GenerateObjectSuccess<T = unknown> extends GenerateObjectDetails {
  ok: true;
  value: T;
  /** The value's JSON text as the model wrote it. */
  json: string;
  /** The failure a fallback stood in for, else null. */
  error: RunError | null;
}

/** The result of a text call (no schema) or of a call with `fallbackText`: `ok` says an answer is there, not a value. */
export type GenerateTextResult = GenerateTextSuccess | GenerateObjectFailure;

export interface GenerateTextSuccess extends GenerateObjectDetails {
  ok: true;
  /** The value, when the call had a schema and the model (or `fallback`) gave one; null for a text answer. */
  value: unknown;
  json: string | null;
  /** The failure a fallback stood in for, else null. */
  error: RunError | null;
}

export interface GenerateObjectFailure extends GenerateObjectDetails {
  ok: false;
  value: null;
  json: string | null;
  /** The last failure. */
  error: RunError;
}

export interface GenerateObjectDetails {
  /** The last reply's text (kept when rejected, X7), or the chat fallback's answer. */
  text: string;
  /** That text without the JSON. */
  answerText: string;
  toolCalls: CallToolCall[];
  finishReason: string | null;
  attempts: Attempt[];
  /** Summed over attempts; a fallback adds nothing. */
  usage: Usage;
  fallbackUsed: boolean;
  /** The kind of the failure the fallback replaced. */
  fallbackReason: RunErrorKind | null;
  /** A fallback value that failed the check. */
  fallbackErrors: TextError[];
  audit: RunAudit;
}

export interface RunError {
  kind: RunErrorKind;
  message: string;
  /** HTTP status; null without a response. */
  status: number | null;
  /** The provider's error code or type ('insufficient_quota', 'overloaded_error'), or the stop reason. */
  providerCode: string | null;
  retryable: boolean;
  /** InvalidReply: the check's errors, positioned in `reply`. */
  replyErrors: TextError[];
  /** The reply text the replyErrors point into; null without replyErrors. */
  reply: string | null;
}

export type RunErrorKind =
  | 'InvalidCall' | 'HttpError' | 'RateLimited' | 'QuotaExceeded' | 'ProviderUnavailable' | 'NetworkError'
  | 'Timeout' | 'StreamError' | 'ProtocolError' | 'Truncated' | 'ContentFiltered' | 'Refused'
  | 'UnexpectedStop' | 'InvalidReply' | 'Cancelled';

export interface Usage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
  reasoningTokens: number;
  /** The provider sent usage at all. */
  reported: boolean;
}

export interface Attempt {
  index: number;
  startedMs: number;
  endedMs: number;
  status: number | null;
  maxTokens: number | null;
  finishReason: string | null;
  usage: Usage;
  /** null: this attempt was accepted. */
  error: RunError | null;
  /** The wait after it (retry-after or backoff). */
  delayMs: number;
  /** L4: where the streamed reply was stopped, and why; null when it was read to its end. */
  stoppedEarly: StoppedEarly | null;
}

/** L4: the first place where a streamed reply could no longer pass its schema. */
export interface StoppedEarly {
  /** UTF-16 index into the attempt's rejected reply (`error.reply`), just past the byte that decided. */
  offset: number;
  /** JSON Pointer of the value at fault. */
  instanceLocation: string;
  /** The keyword that refuses it: 'type', 'maxItems', 'additionalProperties', 'enum', ... */
  keyword: string;
  message: string;
}

/** A3, without the hash (the host holds the salt): pass it with `hash` to sg.auditRecord. */
export interface RunAudit {
  schemaId: string | null;
  errorClass: ErrorCode | null;
  errorType: RunErrorKind | null;
  retryCount: number;
  durationMs: number;
}

export interface JudgeStatusRequest extends CallSettings {
  /** Rule N (1-based in the prompt) is rules[N - 1]: its condition. */
  rules: string[];
  /** The outcome to judge. */
  content?: string;
  /** The conversation before the judgment. */
  messages?: CallMessage[];
  /** Default 'MOVEMENT': tags read [MOVEMENT:N]. */
  tagName?: string;
  language?: PromptLanguage;
  /** Stage 3's instruction; default the structured judgment prompt. */
  evaluationPrompt?: string;
  mode?: OutputMode;
  model?: string;
  maxTokens?: number;
  signal?: AbortSignalLike;
}

export type JudgeStatusResult = JudgeStatusSuccess | JudgeStatusFailure;

export interface JudgeStatusSuccess extends JudgeStatusDetails {
  ok: true;
  /** 0-based. */
  ruleIndex: number;
  method: JudgmentMethod;
  /** R6: structured_output, tag_fallback, ai_judge (or auto_select). */
  logMethod: JudgmentLogMethod;
  error: null;
}

/** No stage found a rule. */
export interface JudgeStatusFailure extends JudgeStatusDetails {
  ok: false;
  ruleIndex: null;
  method: null;
  logMethod: null;
  error: RunError;
}

export interface JudgeStatusDetails {
  reason: string;
  stages: { stage: 'structured' | 'tag' | 'evaluation'; result: GenerateTextResult }[];
  usage: Usage;
}

export type JudgmentMethod = 'auto_select' | 'structured_output' | 'phase3_tag' | 'phase1_tag' | 'ai_judge' | 'ai_judge_fallback';

export type JudgmentLogMethod = 'structured_output' | 'tag_fallback' | 'ai_judge' | 'auto_select';

export interface RunAgentRequest extends CallSettings {
  messages: CallMessage[];
  tools: AgentTool[];
  /** Rounds, at least 1; the last one may not call tools. Default 5. */
  maximumIterations?: number;
  /** P7: a tool output over this many bytes gets a summary line. Default 256. */
  toolSummaryThreshold?: number;
  /** P7: only the last this many tool outputs keep their content. Default 3. */
  keepLastToolOutputs?: number;
  model?: string;
  maxTokens?: number;
  signal?: AbortSignalLike;
}

export interface AgentTool {
  name: string;
  description?: string;
  /** JSON Schema of the input; default an empty object schema. */
  parameters?: object;
  /** Runs in the host; a string goes back as is, anything else as JSON; a throw is a failed tool. */
  execute(args: any, context: { signal?: AbortSignalLike; id: string }): unknown;
}

export type RunAgentResult =
  | (RunAgentDetails & { ok: true; error: null })
  | (RunAgentDetails & { ok: false; error: RunError });

export interface RunAgentDetails {
  text: string;
  rounds: { result: GenerateTextResult; toolCalls: CallToolCall[] }[];
  usage: Usage;
  /** The last round still asked for tools. */
  stoppedByLimit: boolean;
  messages: CallMessage[];
}

// ---- dependency graphs (rules G1–G5) ----

export interface DependencyOptions {
  /** The field holding a step's number (default 'seq'). */
  seqField?: string;
  /** The field listing the seqs a step depends on (default 'dependsOn'); absent means none. */
  dependsOnField?: string;
  /** Allow a step to depend on a later seq (default false: a `forward` error); cycles are then checked (G3). */
  allowForward?: boolean;
  /** Most errors listed (default 100); the rest are counted in `truncated` only. */
  maxErrors?: number;
  /** The language of the errors' messages (default 'en'). */
  locale?: Locale;
}

export type DependencyCheckResult =
  /** order: the seqs in run order (Kahn's algorithm, smallest available seq first). */
  | { ok: true; order: number[]; errors: []; truncated: false }
  /** truncated: more errors were found than maxErrors. */
  | { ok: false; order: null; errors: DependencyError[]; truncated: boolean };

export type DependencyResolution<Step = Record<string, unknown>> =
  /** steps: JSON copies of the steps in run order, dependsOn holding ids. */
  | { ok: true; steps: Step[]; errors: []; truncated: false }
  /** Nothing is resolved when anything failed (G4: all or nothing). */
  | { ok: false; steps: null; errors: DependencyError[]; truncated: boolean };

/** Database ids (or any ids) by seq. */
export type IdsBySeq = Record<number | string, string | number> | Map<number | string, string | number>;

export interface DependencyError {
  /** Always 'ValidationFailed' (G5: a 400-class validation error), or 'LimitExceeded' for steps nested past 512 levels. */
  code: ErrorCode;
  category: DependencyCategory;
  message: string;
  /** The seqs involved: see README "Dependency graphs" for each category. */
  seqs: number[];
  /** JSON Pointer into the steps array, e.g. '/3/dependsOn/1'; '' for the array itself. */
  instanceLocation: string;
  /** Cycles only: the seqs around the circle, each depending on the one before it, the first on the last; smallest first. */
  path?: number[];
}

/**
 * What broke: `invalid` (a step, seq, dependsOn or entry of the wrong type or range),
 * `duplicate` (a seq used twice; in resolution, an id given to two steps), `gap` (missing
 * seqs of 1..N), `self`, `unknown`, `forward` (dependsOn entries), `cycle`, and in
 * resolution `unmapped` (a step whose seq has no usable id).
 */
export type DependencyCategory =
  | 'invalid' | 'duplicate' | 'gap' | 'self' | 'unknown' | 'forward' | 'cycle' | 'unmapped';

// ---- process template v1 (rule G6) ----

export interface ProcessTemplateOptions extends ExtractLimits {
  /** Most schema errors and most graph errors listed (default 100 each); the rest set `truncated`. */
  maxErrors?: number;
  /** The DTO's `name` when the draft has none or a blank one (default '無題のテンプレート'). */
  defaultName?: string;
  /** The language of every error's message: extraction's, the schema's, the draft rules' and the graph's (default 'en'). */
  locale?: Locale;
}

/** Seed 002 §2.4 TemplateDraftParseResult, with typed errors and the answer text. */
export type TemplateDraftParseResult = TemplateDraftSuccess | TemplateDraftFailure;

export interface TemplateDraftSuccess {
  ok: true;
  schema: 'ai_chat_process_template.v1';
  data: AiChatProcessTemplateJson;
  /** The DTO when the JSON has a process_template_draft, else null. */
  dto: CreateProcessTemplateDto | null;
  errors: [];
  truncated: false;
  strategy: Strategy;
  json: string;
  start: number;
  end: number;
  /** The conversation answer without the JSON (X7). */
  answerText: string;
}

export interface TemplateDraftFailure {
  ok: false;
  /** 'ai_chat_process_template.v1' once the JSON says so, else null. */
  schema: 'ai_chat_process_template.v1' | null;
  data: null;
  dto: null;
  /** Offsets in UTF-16 units of the reply. A schema-id mismatch is reported alone. */
  errors: TemplateError[];
  truncated: boolean;
  strategy: Strategy | null;
  json: string | null;
  start: number | null;
  end: number | null;
  /** The conversation answer without the JSON: always there, whatever failed (X7). */
  answerText: string;
}

export interface TemplateError extends TextError {
  check: TemplateCheck;
  /** JSON Pointer into the reply's JSON value, e.g. '/process_template_draft/stepTemplates/1/basis'; '' for the root or none. */
  instanceLocation: string;
  /** check 'schema' only: the failing keyword and its locations in the built-in schema. */
  keyword?: string;
  keywordLocation?: string;
  absoluteKeywordLocation?: string;
  /** check 'graph' only: as DependencyError (its instanceLocation made relative to the reply's JSON). */
  category?: DependencyCategory;
  seqs?: number[];
  path?: number[];
}

/**
 * Which check failed: `extraction` (no strict JSON: MissingFence, NonJsonFence, JsonParseError,
 * LimitExceeded), `schemaId` (SchemaMismatch: `schema` is absent or not
 * 'ai_chat_process_template.v1'), `schema` (the built-in schema: ValidationFailed, or
 * SchemaMismatch when the JSON is not an object), `firstStepBasis` (the step with seq 1 is not
 * based on 'goal'), `graph` (seq numbering and dependsOn, G1–G3).
 */
export type TemplateCheck = 'extraction' | 'schemaId' | 'schema' | 'firstStepBasis' | 'graph';

/** Seed 002 §2.4 AiChatProcessTemplateJson, as the model wrote it (members beyond these are kept). */
export interface AiChatProcessTemplateJson {
  schema: 'ai_chat_process_template.v1';
  /** The answer, in Japanese. */
  answer: string;
  missing_information?: string[];
  process_template_draft?: { name?: string; stepTemplates: StepTemplate[] };
}

/** Seed 002 §2.5: what the template API takes; steps in seq order, DTO members only, dependsOn still seqs. */
export interface CreateProcessTemplateDto {
  name: string;
  stepTemplates: StepTemplate[];
}

/** A step of a draft (StepTemplateDraft) and of the DTO (CreateStepTemplateDto), as rule G6 names them. */
export interface StepTemplate {
  /** 1..N, consecutive. */
  seq: number;
  name: string;
  basis: 'goal' | 'prev';
  /** Whole days, -365..365. */
  offsetDays: number;
  requiredArtifacts?: { kind: string; description?: string }[];
  /** Seqs of earlier steps. */
  dependsOn?: number[];
}

// ---- audit hashing (rules A1–A3) ----

/** A message as audited: only role and content are read. */
export interface AuditMessage {
  role: string;
  content: string;
}

export interface AuditHashResult {
  /** SHA-256 of salt + normalised text, 64 lowercase hex digits; null when no salt is set. */
  hash: string | null;
  /** Why there is no hash; null when there is one. */
  reason: string | null;
}

export interface AuditRecordResult {
  record: AuditRecord;
  /** Every field given but not kept, by name, with the reason; values are never repeated. */
  dropped: { field: string; reason: string }[];
}

/** The only fields an audit record holds (A3); null where not given. */
export interface AuditRecord {
  schemaId: string | null;
  /** One of the error codes: the X6 ones and LossyRepair. */
  errorClass: ErrorCode | null;
  errorType: string | null;
  retryCount: number | null;
  durationMs: number | null;
  hash: string | null;
}

// ---- host types, without the DOM lib ----

/** The host's own type where its lib declares it (DOM, @types/node, Deno), else `Fallback`. */
type HostInstance<Name extends string, Fallback> =
  typeof globalThis extends { [K in Name]: { prototype: infer Instance } } ? Instance : Fallback;

/** An AbortSignal (structurally: what structguard reads of one). */
export type AbortSignalLike = HostInstance<'AbortSignal', {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}>;

/** The host's fetch (what createClient calls). */
export type FetchLike = typeof globalThis extends { fetch: infer Fetch } ? Fetch
  : (input: string, init?: { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignalLike }) => Promise<unknown>;

/** A compiled WebAssembly.Module. */
export type WasmModuleLike = typeof globalThis extends { WebAssembly: { Module: { prototype: infer Module } } } ? Module : object;

/** A URL object (anything with an href). */
export type UrlLike = HostInstance<'URL', { readonly href: string }>;

/** A fetch Response. */
export type ResponseLike = HostInstance<'Response', { arrayBuffer(): Promise<ArrayBuffer> }>;

// What `using` needs, declared as lib esnext.disposable (and @types/node) declare it, so that a
// project with lib es2022 alone can write `using v = sg.compileSchema(…)`; where the lib is
// there too, the declarations merge.
declare global {
  interface SymbolConstructor {
    /** `using` calls it at the end of the block. */
    readonly dispose: unique symbol;
  }
  interface Disposable {
    [Symbol.dispose](): void;
  }
}

// ---- Standard Schema v1 (standardschema.dev; the spec's types, copied as it asks) ----

/** A schema from any library that implements Standard Schema (Zod 4, Valibot, ArkType, ...). */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': StandardSchemaV1.Props<Input, Output>;
}

export declare namespace StandardSchemaV1 {
  export interface Props<Input = unknown, Output = Input> {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => Result<Output> | Promise<Result<Output>>;
    readonly types?: Types<Input, Output> | undefined;
  }
  export type Result<Output> = SuccessResult<Output> | FailureResult;
  export interface SuccessResult<Output> {
    readonly value: Output;
    readonly issues?: undefined;
  }
  export interface FailureResult {
    readonly issues: ReadonlyArray<Issue>;
  }
  export interface Issue {
    readonly message: string;
    readonly path?: ReadonlyArray<PropertyKey | PathSegment> | undefined;
  }
  export interface PathSegment {
    readonly key: PropertyKey;
  }
  export interface Types<Input = unknown, Output = Input> {
    readonly input: Input;
    readonly output: Output;
  }
  export type InferInput<Schema extends StandardSchemaV1> = NonNullable<Schema['~standard']['types']>['input'];
  export type InferOutput<Schema extends StandardSchemaV1> = NonNullable<Schema['~standard']['types']>['output'];
}
