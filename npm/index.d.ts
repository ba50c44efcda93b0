// structguard — the public contract. Hand-written; every export of the package is here.
// Positions (start, end, offset, column) are UTF-16 code-unit indices into the string passed
// in, so `text.slice(start, end)` gives the JSON text; `line` is 1-based.

/** Error classes (SPEC X6). */
export type ErrorCode =
  | 'MissingFence'
  | 'NonJsonFence'
  | 'JsonParseError'
  | 'SchemaMismatch'
  | 'ValidationFailed'
  | 'LimitExceeded';

/** A typed error; offset/line/column are null where no single place is at fault. */
export interface TextError {
  code: ErrorCode;
  message: string;
  offset: number | null;
  line: number | null;
  column: number | null;
}

// ---- extraction (SPEC X1–X7) ----

export interface ExtractOptions {
  /** Largest reply read, in UTF-8 bytes (default 4194304); over it: LimitExceeded. */
  maxInputBytes?: number;
  /** Largest code-fence content, in UTF-8 bytes (default 32768, X4); over it: LimitExceeded. */
  maxFenceBytes?: number;
  /** Deepest nesting of arrays and objects (default 512); deeper: LimitExceeded. */
  maxDepth?: number;
}

export type Strategy = 'direct' | 'fence' | 'brace';

export interface ExtractResult {
  ok: boolean;
  /** The strategy of the candidate chosen (also when it then failed), or null when none. */
  strategy: Strategy | null;
  /** The candidate's JSON text (also when it failed to parse), or null. */
  json: string | null;
  start: number | null;
  end: number | null;
  /** The reply without the JSON (and its fence) and without leading reasoning blocks (X7). */
  answerText: string;
  error: TextError | null;
}

export interface Structguard {
  /** Finds the JSON in a model's reply. Throws TypeError only for a non-string text or bad options. */
  extractJson(text: string, options?: ExtractOptions): ExtractResult;
}

export interface InitOptions {
  /** The structguard.wasm to use instead of the one found next to the package. */
  wasm?: WebAssembly.Module | BufferSource | URL | string | Response;
}

/** Loads the core once per realm; later calls return the same instance. */
export function init(options?: InitOptions): Promise<Structguard>;
