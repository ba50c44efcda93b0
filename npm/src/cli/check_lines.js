// check --lines reads a log: one reply per line (JSON Lines), as applications log model replies.
// A line is read as the reply it holds: a JSON string is the reply's text (a reply with line
// breaks is logged so); a provider's reply object (what the OpenAI or Anthropic SDK returns) is
// read as the library reads one (sg.replyText); any other line, JSON or prose, is the reply
// itself, as its bytes. Empty lines are skipped; line numbers count every line.
import { utf8OrNull } from './input_bytes.js';

export function* logReplies(sg, bytes) {
  let start = 0;
  for (let line = 1; start < bytes.length; line += 1) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline < 0 ? bytes.length : newline;
    const own = bytes.subarray(start, end > start && bytes[end - 1] === 0x0d ? end - 1 : end);
    start = end + 1;
    if (own.length > 0) yield { line, reply: lineReply(sg, own) };
  }
}

function lineReply(sg, bytes) {
  // Only a quote or a brace can begin a JSON string or a provider's reply object.
  if (bytes[0] !== 0x22 && bytes[0] !== 0x7b) return bytes;
  const value = parsedOrUndefined(utf8OrNull(bytes));
  if (typeof value === 'string') return value;
  return value !== undefined && isProviderReply(sg, value) ? value : bytes;
}

function parsedOrUndefined(text) {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// sg.replyText takes the provider shapes and refuses any other object with a TypeError.
function isProviderReply(sg, value) {
  try {
    sg.replyText(value);
    return true;
  } catch (error) {
    if (error instanceof TypeError) return false;
    throw error;
  }
}
