// sg.extractJson: SPEC X1-X7 through the core, one boundary crossing per call.
import { optionsObject, requireString, sizeOptions } from './arguments.js';
import { textBuffer } from './text_buffer.js';

export const EXTRACT_OPTIONS = ['maxInputBytes', 'maxFenceBytes', 'maxDepth'];

export function extractApi(core) {
  const texts = textBuffer(core);
  return {
    extractJson(text, options) {
      requireString('extractJson', 'text', text);
      const picked = sizeOptions('extractJson', optionsObject('extractJson', options), EXTRACT_OPTIONS);
      const { ok, strategy, json, start, end, answerText, error } = JSON.parse(
        core.extractJson(...texts.write(text), JSON.stringify(picked)),
      );
      // The core leaves out a json that is the reply's own slice: it is taken from `text`, so
      // that it is exactly the caller's characters (lone surrogates included).
      const sliced = json !== undefined ? json : text.slice(start, end);
      return { ok, strategy, json: sliced, start, end, answerText, error };
    },
  };
}
