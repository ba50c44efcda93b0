// sg.parseProcessTemplate: the ai_chat_process_template.v1 contract (rule G6 with X1-X7)
// through the core, one boundary crossing per call.
import { knownOptions, oneOf, optionalString, requireString, sizeOptions } from './arguments.js';
import { EXTRACT_LIMITS } from './extract.js';
import { optionSlots } from './option_slots.js';
import { recordCall } from './record_call.js';
import { readExtraction, unreadExtraction } from './result_record.js';
import { wellFormed } from './well_formed.js';

// One error as bindings/templates.cpp writes it: the error, its check, the schema's keyword
// locations or the graph's category and seqs when there are.
function readTemplateError(record) {
  const error = record.error();
  error.check = record.name();
  error.instanceLocation = record.text();
  if (record.flag()) {
    error.keyword = record.text();
    error.keywordLocation = record.text();
    error.absoluteKeywordLocation = record.text();
  }
  if (record.flag()) {
    error.category = record.name();
    error.seqs = JSON.parse(record.text());
    const path = record.text();
    if (path !== null) error.path = JSON.parse(path);
  }
  return error;
}

export function templatesApi(core) {
  const recordOf = recordCall(core);
  const locales = optionSlots(core).choices.locale;
  return {
    parseProcessTemplate(reply, options) {
      const call = 'parseProcessTemplate';
      requireString(call, 'reply', reply);
      const given = knownOptions(call, options, [...EXTRACT_LIMITS, 'maxErrors', 'defaultName', 'locale']);
      const picked = sizeOptions(call, given, [...EXTRACT_LIMITS, 'maxErrors']);
      const locale = oneOf(call, 'options.locale', given.locale, locales);
      if (locale !== undefined) picked.locale = locale;
      const defaultName = optionalString(call, 'options.defaultName', given.defaultName);
      const named = defaultName !== undefined;
      const name = named ? wellFormed(defaultName) : '';
      return recordOf(reply, picked, (bytes, length) => core.parseProcessTemplate(bytes, length, named, name), (record) => {
        const ok = record.flag();
        const schema = record.text();
        const data = JSON.parse(record.text());
        const dto = JSON.parse(record.text());
        const errors = record.list(readTemplateError);
        const truncated = record.flag();
        return { ok, schema, data, dto, errors, truncated, ...readExtraction(record, reply) };
      }, (error) => ({
        ok: false, schema: null, data: null, dto: null, errors: [{ ...error, check: 'extraction', instanceLocation: '' }],
        truncated: false, ...unreadExtraction(reply),
      }));
    },
  };
}
