// How the prompt calls reach the core: their texts one after another into the text buffer
// (text_buffer.js: one copy, in a buffer every call reuses), and the result's JSON decoded from
// a view of the buffer the core keeps for it (bindings/result_view.h), before any other call
// can overwrite it. embind's std::string in and out held a 100 MB prompt ten times over.
import { textBuffer } from './text_buffer.js';

const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

export function textCall(core) {
  const texts = textBuffer(core);
  // `call(...pairs)` is the core function, given each text's pointer and byte length.
  return {
    json(call, ...parts) {
      return JSON.parse(decoder.decode(call(...texts.writeAll(parts))));
    },
    number(call, ...parts) {
      return call(...texts.writeAll(parts));
    },
  };
}
