// sg.extractJson: rules X1-X7 through the core, one boundary crossing per call.
import { optionsObject, requireString, sizeOptions } from './arguments.js';
import { optionSlots } from './option_slots.js';
import { readExtraction, recordReader } from './result_record.js';
import { textBuffer } from './text_buffer.js';

export const EXTRACT_OPTIONS = ['maxInputBytes', 'maxFenceBytes', 'maxDepth'];

export function extractApi(core) {
  const texts = textBuffer(core);
  const slots = optionSlots(core);
  const records = recordReader(core);
  return {
    extractJson(text, options) {
      requireString('extractJson', 'text', text);
      const picked = sizeOptions('extractJson', optionsObject('extractJson', options), EXTRACT_OPTIONS);
      const [bytes, length] = texts.write(text);
      slots.write(picked);
      const record = records.open(core.extractJson(bytes, length));
      const ok = record.flag();
      const { strategy, json, start, end, answerText } = readExtraction(record, text);
      return { ok, strategy, json, start, end, answerText, error: record.optionalError() };
    },
  };
}
