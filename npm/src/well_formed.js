// Text for the core must be well-formed Unicode: a lone surrogate has no UTF-8 form, and the
// core's strict JSON parser rejects the `\ud800` escape JSON.stringify writes for one. Both
// helpers turn lone surrogates into U+FFFD, as TextEncoder, Node's crypto and WebCrypto do.

export const wellFormed = String.prototype.toWellFormed
  ? (text) => text.toWellFormed()
  : (text) => text.replace(/\p{Cs}/gu, '\uFFFD');

// JSON.stringify escapes exactly the lone surrogates as \ud800-\udfff (paired ones it writes as
// they are), so any such escape not itself escaped (an odd run of backslashes) is one.
const loneSurrogateEscape = /(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/g;

export function jsonText(value, replacer) {
  const json = JSON.stringify(value, replacer);
  if (json === undefined || !json.includes('\\ud')) return json;
  return json.replace(loneSurrogateEscape, '$1\\ufffd');
}
