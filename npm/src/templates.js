// sg.parseProcessTemplate: the ai_chat_process_template.v1 contract (rule G6 with X1-X7)
// through the core, one boundary crossing per call.
import { optionalString, optionsObject, requireString, sizeOptions } from './arguments.js';
import { EXTRACT_OPTIONS } from './extract.js';
import { wellFormed } from './well_formed.js';

export function templatesApi(core) {
  return {
    parseProcessTemplate(reply, options) {
      const call = 'parseProcessTemplate';
      requireString(call, 'reply', reply);
      const given = optionsObject(call, options);
      const picked = sizeOptions(call, given, [...EXTRACT_OPTIONS, 'maxErrors']);
      const defaultName = optionalString(call, 'options.defaultName', given.defaultName);
      if (defaultName !== undefined) picked.defaultName = wellFormed(defaultName);
      return JSON.parse(core.parseProcessTemplate(wellFormed(reply), JSON.stringify(picked)));
    },
  };
}
