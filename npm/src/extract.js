// sg.extractJson: SPEC X1-X7 through the core, one boundary crossing per call.
import { optionsObject, requireString, sizeOptions } from './arguments.js';

export const EXTRACT_OPTIONS = ['maxInputBytes', 'maxFenceBytes', 'maxDepth'];

export function extractApi(core) {
  return {
    extractJson(text, options) {
      requireString('extractJson', 'text', text);
      const picked = sizeOptions('extractJson', optionsObject('extractJson', options), EXTRACT_OPTIONS);
      return JSON.parse(core.extractJson(text, JSON.stringify(picked)));
    },
  };
}
