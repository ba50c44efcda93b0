// Credentials never leave a client in what it hands back (issue 17). The core never sees
// them, but a provider may echo one (OpenAI's 401 quotes a wrong key: "Incorrect API key
// provided: sk-…") and a failed fetch may name it, and both are copied into results. So every
// string that leaves the client (the result and its attempts, audit and messages, a thrown
// error's message, a partial value, a tool's arguments) passes through one redactor built
// from the client's options.

import { pointerOf, pointerTokens } from './json_pointer.js';
import { mapStrings } from './map_strings.js';

export const REDACTED = '[redacted]';

// A header whose name says it carries a credential: authorization, proxy-authorization,
// x-api-key, api-key, x-goog-api-key, cookie, x-auth-token, ….
const CREDENTIAL_HEADER = /auth|key|token|secret|password|cookie|session|credential/i;

// A shorter value is no secret (`none`, `EMPTY` for a local server), and replacing it would
// mangle ordinary text, even the result's own field names.
const SHORTEST_CREDENTIAL = 6;

// The redactor of a client with `apiKey` and `headers` (createClient's checked options).
export function credentialRedactor(apiKey, headers) {
  const secrets = new Set();
  const add = (value) => {
    if (value.length < SHORTEST_CREDENTIAL) return;
    secrets.add(value);
    secrets.add(JSON.stringify(value).slice(1, -1)); // as a JSON body quotes it
    secrets.add(encodeURIComponent(value)); // as a URL in an error quotes it
  };
  if (apiKey !== undefined) add(apiKey);
  for (const [name, value] of Object.entries(headers)) {
    if (!CREDENTIAL_HEADER.test(name)) continue;
    add(value.trim());
    // `Bearer sk-…`, `Basic …`: the token alone is what a server echoes.
    const scheme = /^[A-Za-z][\w.-]*\s+(\S.*)$/.exec(value.trim());
    if (scheme) add(scheme[1]);
  }
  return new Redactor([...secrets]);
}

// The core quotes a provider's message up to 300 bytes and marks the cut with an ellipsis; a
// credential cut there leaves its beginning (at most that long), which is redacted from
// LEAST_CLIPPED_CHARACTERS characters on.
const CLIPPED = '\u2026';
const LONGEST_QUOTE = 300;
const LEAST_CLIPPED_CHARACTERS = 4;

class Redactor {
  #pattern = null;
  // The last LEAST_CLIPPED_CHARACTERS characters of each beginning of a credential -> those
  // beginnings, longest first: the ones a cut may have left, looked up in constant time.
  #beginnings = new Map();

  constructor(secrets) {
    // Longest first, so that `Bearer sk-x` goes whole before `sk-x` is looked for.
    const sorted = secrets.sort((a, b) => b.length - a.length);
    if (sorted.length > 0) this.#pattern = new RegExp(sorted.map(escapeRegExp).join('|'), 'g');
    for (const secret of sorted) {
      for (let length = Math.min(secret.length - 1, LONGEST_QUOTE); length >= LEAST_CLIPPED_CHARACTERS; length -= 1) {
        const key = secret.slice(length - LEAST_CLIPPED_CHARACTERS, length);
        if (!this.#beginnings.has(key)) this.#beginnings.set(key, []);
        this.#beginnings.get(key).push(secret.slice(0, length));
      }
    }
    for (const list of this.#beginnings.values()) list.sort((a, b) => b.length - a.length);
  }

  text(text) {
    if (this.#pattern === null) return text;
    const whole = text.replace(this.#pattern, REDACTED);
    if (!whole.includes(CLIPPED)) return whole;
    const pieces = whole.split(CLIPPED);
    return pieces.map((piece, i) => (i === pieces.length - 1 ? piece : this.#unclipped(piece))).join(CLIPPED);
  }

  // `piece` came before an ellipsis or ends a partial string: the longest beginning of a
  // credential at its end goes.
  #unclipped(piece) {
    const candidates = this.#beginnings.get(piece.slice(-LEAST_CLIPPED_CHARACTERS)) ?? [];
    const cut = candidates.find((beginning) => piece.endsWith(beginning));
    return cut === undefined ? piece : piece.slice(0, piece.length - cut.length) + REDACTED;
  }

  // A copy of a JSON-like value (objects, arrays, strings as keys and values) with every
  // string redacted; the value itself when there is nothing to redact.
  value(value) {
    return this.#pattern === null ? value : mapStrings(value, (text) => this.text(text));
  }

  // What onPartial receives. A string still arriving may end inside a credential, which no
  // whole-credential match finds, so in a partial value (and its JSON text) a string that ends
  // with the beginning of a credential of LEAST_CLIPPED_CHARACTERS or more loses that
  // beginning too, as a quote cut at an ellipsis does. A string that happens to end so is
  // masked while it is shown as partial; the final value is redacted as any result is.
  partial(partial) {
    if (this.#pattern === null) return partial;
    const redacted = this.value(partial);
    const cut = (text) => this.#unclipped(text);
    redacted.value = mapStrings(redacted.value, cut);
    redacted.json = redacted.json.replace(JSON_STRING, (literal) => `"${cut(literal.slice(1, -1))}"`);
    return redacted;
  }

  // What onPartial receives as changes (partialChanges): each value as partial() shows it,
  // keys in paths as in the value. A string is redacted whole at every change (a credential
  // may span what arrived before and what is appended), so an append goes out as one only
  // while what was shown stays the beginning of what is shown now; else as a replace.
  // `strings` maps each string's path to its text as the core has it (kept by the caller).
  partialChanges(changes, strings) {
    if (this.#pattern === null) return changes;
    const shown = (text) => this.#unclipped(this.text(text));
    return changes.map((change) => {
      // An item's index is no key: it stays as it is.
      const path = pointerOf(pointerTokens(change.path).map((token) => (/^\d+$/.test(token) ? token : shown(token))));
      if (change.op === 'append') {
        const before = strings.get(change.path);
        const after = before + change.text;
        strings.set(change.path, after);
        const [was, now] = [shown(before), shown(after)];
        return now.startsWith(was) ? { op: 'append', path, text: now.slice(was.length) } : { op: 'replace', path, value: now };
      }
      if (change.op === 'add' || change.op === 'replace') {
        if (typeof change.value === 'string') strings.set(change.path, change.value);
        return { op: change.op, path, value: mapStrings(change.value, shown) };
      }
      return { op: change.op, path };
    });
  }

  // A thrown value with its message (and the stack that repeats it) redacted in place, so a
  // caller who threw it (onPartial) still receives the same object; a frozen error that holds
  // a credential is replaced by an Error with its name, code and redacted message.
  error(error) {
    if (this.#pattern === null || error === null || typeof error !== 'object') {
      return typeof error === 'string' ? this.text(error) : error;
    }
    const redacted = {};
    for (const field of ['message', 'stack']) {
      if (typeof error[field] === 'string' && this.text(error[field]) !== error[field]) redacted[field] = this.text(error[field]);
    }
    try {
      return Object.assign(error, redacted);
    } catch {
      const copy = new Error(redacted.message ?? this.text(String(error.message)));
      return Object.assign(copy, { name: error.name, code: error.code });
    }
  }
}

// A string literal of JSON text (the core's, so well-formed).
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
