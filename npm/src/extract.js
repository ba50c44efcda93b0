// sg.extractJson: SPEC X1-X7 through the core, one boundary crossing per call.
import { optionsObject, requireString, sizeOptions } from './arguments.js';
import { resultJson, textBuffer } from './text_buffer.js';

export const EXTRACT_OPTIONS = ['maxInputBytes', 'maxFenceBytes', 'maxDepth'];

export function extractApi(core) {
  const texts = textBuffer(core);
  return {
    extractJson(text, options) {
      requireString('extractJson', 'text', text);
      const picked = sizeOptions('extractJson', optionsObject('extractJson', options), EXTRACT_OPTIONS);
      const result = JSON.parse(core.extractJson(...texts.write(text), JSON.stringify(picked)));
      const { ok, strategy, start, end, answerText, error } = result;
      return { ok, strategy, json: resultJson(text, result), start, end, answerText, error };
    },
  };
}
