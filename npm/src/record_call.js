// How the reply path calls the core (issue 15): the text into wasm memory (text_buffer.js), the
// options into their slots (option_slots.js), the call, and its result record opened
// (result_record.js).
import { optionSlots } from './option_slots.js';
import { recordReader } from './result_record.js';
import { textBuffer } from './text_buffer.js';

export function recordCall(core) {
  const texts = textBuffer(core);
  const slots = optionSlots(core);
  const records = recordReader(core);
  // `call(bytes, length)` makes the core call, given where the text is; null for a freed handle.
  return (text, picked, call) => {
    const [bytes, length] = texts.write(text);
    slots.write(picked);
    return records.open(call(bytes, length));
  };
}
