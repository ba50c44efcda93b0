// Text for the core must be well-formed Unicode: a lone surrogate has no UTF-8 form (embind's
// string copy would merge it with the next character), and the JSON readers of requests and
// options (RapidJSON's own, not the strict parser that reads one as U+FFFD) refuse the
// `\ud800` escape JSON.stringify writes for one. These two helpers are the package's one
// reading of lone surrogates: U+FFFD, as TextEncoder, Node's crypto and WebCrypto have it.

export const wellFormed = String.prototype.toWellFormed
  ? (text) => text.toWellFormed()
  : (text) => text.replace(/\p{Cs}/gu, '\uFFFD');

export const isWellFormed = String.prototype.isWellFormed
  ? (text) => text.isWellFormed()
  : (text) => !/\p{Cs}/u.test(text);

// An escaped surrogate in JSON text, paired or lone: the core reads a lone one as U+FFFD, which
// JSON.parse does not.
export const surrogateEscape = /\\u[dD][89a-fA-F]/;

// JSON.stringify escapes exactly the lone surrogates as \ud800-\udfff (paired ones it writes as
// they are), so any such escape not itself escaped (an odd run of backslashes) is one.
const loneSurrogateEscape = /(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/g;

export function jsonText(value, replacer) {
  const json = JSON.stringify(value, replacer);
  if (json === undefined || !json.includes('\\ud')) return json;
  return json.replace(loneSurrogateEscape, '$1\\ufffd');
}
