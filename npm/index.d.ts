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

// ---- prompts (SPEC P1–P7) ----
// Every prompt is parts joined by exactly one blank line, each part trimmed, no trailing newline.

/** The language a prompt is written in: English or Japanese. */
export type PromptLanguage = 'en' | 'ja';

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

export interface OverrideWarning {
  /** UnknownKey: ignored key; BlankValue: blank string, default kept; DuplicateKey: the last one counts. */
  code: 'UnknownKey' | 'BlankValue' | 'DuplicateKey';
  key: string;
  message: string;
}

export interface SystemPromptResult {
  ok: boolean;
  /** instruction, persistence, context gathering, uncertainty, tool preamble, extra policy; null on error. */
  text: string | null;
  overridesForm: 'none' | 'text' | 'json';
  /** The keys taken from the overrides, in prompt order ('extra_policy' for text overrides). */
  overridden: string[];
  /** The block keys whose override lacked its tags. */
  autoWrapped: string[];
  warnings: OverrideWarning[];
  /** JsonParseError (offset into the overrides text) or SchemaMismatch (a policy value not a string). */
  error: TextError | null;
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

export interface Structguard {
  /** System prompt = instruction + the four policy blocks + extra policy (P1, P2). */
  composeSystemPrompt(request: SystemPromptRequest): SystemPromptResult;
  /** The process-template chat's system prompt (P3). Throws TypeError for bad arguments only. */
  buildSessionPrompt(context?: SessionContext, options?: SessionPromptOptions): string;
  /** The status-judgment prompt (P4). Throws TypeError for bad arguments, no rules, a blank rule or a bad tag name. */
  buildJudgmentPrompt(request: JudgmentPromptRequest): string;
  /** prompt + "\n---\nIMPORTANT: …\n```json\n" + JSON.stringify(schema, null, 2) + "\n```" (P5). TypeError for a schema that is not a JSON object. */
  injectJsonInstruction(prompt: string, schema: object | string): string;
  /** The history to send within the window and budget, with a report of what was dropped (P6). */
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
}

export interface InitOptions {
  /** The structguard.wasm to use instead of the one found next to the package. */
  wasm?: WebAssembly.Module | BufferSource | URL | string | Response;
}

/** Loads the core once per realm; later calls return the same instance. */
export function init(options?: InitOptions): Promise<Structguard>;
