// RFC 6901 JSON Pointers, the one reading and writing of them in the package: errors locate
// values by pointer, Standard Schema issues by a path of keys.

/** The unescaped tokens of `pointer` ('' is the root: no tokens). */
export function pointerTokens(pointer) {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The pointer of a path of keys (strings or numbers). */
export function pointerOf(keys) {
  return keys.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}
