// What the command line reads is bytes, and it reads them as the library does (issue 36): a
// lenient reading without a schema goes through the stream parser, the library's byte path,
// where bytes that are not UTF-8 become U+FFFD with an `invalid_utf8` repair on record; the
// calls that take text get the file's text only when it is UTF-8, never a silently patched
// decoding.
import { CliError } from './arguments.js';

// ignoreBOM keeps a byte-order mark in the text: the library reads past it in a reply.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

// The text of `bytes`, or null when they are not UTF-8.
export function utf8OrNull(bytes) {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

// The text of `bytes`, or a CliError naming `name`. json: a leading byte-order mark removed, as
// editors on Windows write one before a schema.
export function utf8Text(bytes, name, { json = false } = {}) {
  const text = utf8OrNull(bytes);
  if (text === null) {
    throw new CliError(`${name} is not UTF-8 text; structguard repair (or check --lenient without --schema) reads it, `
      + 'replacing each byte that is not UTF-8 with U+FFFD as an invalid_utf8 repair', 'FileError');
  }
  return json && text.startsWith('\uFEFF') ? text.slice(1) : text;
}

// repairJson of the bytes, through the stream parser (which takes bytes; repairJson takes text).
export function repairBytes(sg, bytes, limits) {
  const parser = sg.createStreamParser(limits);
  parser.push(bytes);
  return parser.end();
}
