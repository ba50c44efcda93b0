// sg.extractJson: rules X1-X7 through the core, one boundary crossing per call.
import { knownOptions, sizeOptions } from './arguments.js';
import { recordCall } from './record_call.js';
import { readExtraction, unreadExtraction } from './result_record.js';
import { replyText } from './reply_text.js';

export const EXTRACT_OPTIONS = ['maxInputBytes', 'maxFenceBytes', 'maxDepth'];

export function extractApi(core) {
  const recordOf = recordCall(core);
  return {
    extractJson(reply, options) {
      const text = replyText('extractJson', reply);
      const picked = sizeOptions('extractJson', knownOptions('extractJson', options, EXTRACT_OPTIONS), EXTRACT_OPTIONS);
      return recordOf(text, picked, (bytes, length) => core._extractJson(bytes, length), (record) => {
        const ok = record.flag();
        const { strategy, json, start, end, answerText } = readExtraction(record, text);
        return { ok, strategy, json, start, end, answerText, error: record.optionalError() };
      }, (error) => ({ ok: false, ...unreadExtraction(text), error }));
    },
  };
}
