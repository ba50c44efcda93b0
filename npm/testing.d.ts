// structguard/testing — the mock provider as a fetch: tests of code that calls a model run
// without a network. See README "Testing without a network".
import type { FetchLike } from './index.d.ts';

/** A fetch that answers as OpenAI (…/chat/completions, …/responses), Anthropic (…/messages) and Gemini (…/models/M:generateContent) do, JSON bodies and event streams alike. With a script, each request plays the next entry, the last one repeating; without one, each request gets a value of the schema it sent (the model name `mock:rate-limit,success` picks scenarios in turn). Throws TypeError for a script that is not a non-empty array of reply texts and {scenario, text}. */
export function mockFetch(script?: readonly MockReply[]): MockFetch;

/** A successful reply with this text (for a forced tool, the tool's input as JSON), or a scenario; `text` replaces the reply's text in the scenarios that carry one (success, length, content-filter, stream-error). */
export type MockReply = string | { scenario?: MockScenario; text?: string };

/** What a request is answered with: `success` (the text, or a value of the request's schema); `rate-limit` (429 with retry-after: 1); `insufficient-quota` (a 429 that waiting does not fix); `server-error` (500); `overloaded` (503, Anthropic 529); `length` (the reply cut in half, finish reason length); `refusal`; `content-filter`; `malformed-fence` (prose and a fence with a trailing comma); `hang` (never answered: the caller's timeout or signal ends it); `stream-error` (a stream that breaks off with an error event); `tool-call` (the first tool called until a tool result is in the conversation); `off-schema` (a long array of strings: where an object is asked for, a stream that stops early stops at its first byte). */
export type MockScenario =
  | 'success' | 'rate-limit' | 'insufficient-quota' | 'server-error' | 'overloaded' | 'length'
  | 'refusal' | 'content-filter' | 'malformed-fence' | 'hang' | 'stream-error' | 'tool-call' | 'off-schema';

/** The fetch, with what it was asked. */
export type MockFetch = FetchLike & {
  /** Every request answered, in order. */
  readonly requests: MockRequest[];
};

export interface MockRequest {
  wire: 'openai' | 'openai-responses' | 'anthropic' | 'gemini';
  /** The URL's path, e.g. /v1/chat/completions. */
  path: string;
  scenario: MockScenario;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** The request body, parsed. */
  body: any;
  /** The response body the client read: its chunks (one per streamed event) and bytes. A client
   * that stops a stream early (stopEarly) has read only part of it. */
  sent: { chunks: number; bytes: number };
  /** The client cancelled the body before its end. */
  cancelled: boolean;
}
