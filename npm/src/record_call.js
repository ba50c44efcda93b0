// How the reply path calls the core (issue 15): the text into wasm memory (text_buffer.js), the
// options into their slots (option_slots.js), the call, and its result record opened
// (result_record.js).
import { replyTooLarge } from './input_limit.js';
import { optionSlots } from './option_slots.js';
import { recordReader } from './result_record.js';
import { textBuffer } from './text_buffer.js';

export function recordCall(core) {
  const texts = textBuffer(core);
  const slots = optionSlots(core);
  const records = recordReader(core);
  // `call(bytes, length)` makes the core call, given where the text is, and `read(record)`
  // reads its result (the record is null for a freed handle). A call that maxInputBytes bounds
  // gives `refuse(error)`: its result for a text over the limit, which is not written
  // (input_limit.js).
  return (text, picked, call, read, refuse) => {
    const limit = refuse === undefined ? Infinity : picked.maxInputBytes ?? slots.defaults.maxInputBytes;
    const [bytes, length] = texts.write(text, limit);
    slots.write(picked);
    if (bytes === 0) return refuse(replyTooLarge(core, length, limit));
    return read(records.open(call(bytes, length)));
  };
}
