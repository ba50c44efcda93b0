// sg.extractJson: rules X1-X7 through the core, one boundary crossing per call.
import { knownOptions, oneOf, sizeOptions } from './arguments.js';
import { optionSlots } from './option_slots.js';
import { recordCall } from './record_call.js';
import { readExtraction, unreadExtraction } from './result_record.js';
import { replyText } from './reply_text.js';

export const EXTRACT_LIMITS = ['maxInputBytes', 'maxFenceBytes', 'maxDepth'];
export const EXTRACT_OPTIONS = [...EXTRACT_LIMITS, 'locale'];

// The limits of reading a reply and the locale of its messages, checked: extractJson's options,
// and repairJson's, findJsonCandidates' and createStreamParser's (repair.js).
export function readingOptions(core, call, options) {
  const given = knownOptions(call, options, EXTRACT_OPTIONS);
  const picked = sizeOptions(call, given, EXTRACT_LIMITS);
  const locale = oneOf(call, 'options.locale', given.locale, optionSlots(core).choices.locale);
  if (locale !== undefined) picked.locale = locale;
  return picked;
}

export function extractApi(core) {
  const recordOf = recordCall(core);
  return {
    extractJson(reply, options) {
      const text = replyText('extractJson', reply);
      const picked = readingOptions(core, 'extractJson', options);
      return recordOf(text, picked, (bytes, length) => core._extractJson(bytes, length), (record) => {
        const ok = record.flag();
        const { strategy, json, start, end, answerText } = readExtraction(record, text);
        return { ok, strategy, json, start, end, answerText, error: record.optionalError() };
      }, (error) => ({ ok: false, ...unreadExtraction(text), error }));
    },
  };
}
