// JSON Schema in the core (rules S1, S2, S7, X6, L1-L3, L5, L6): compile once, validate many
// times, or parse a whole reply in one crossing. A compiled schema is an integer handle in the core,
// released by free() and, as a backstop, when the Validator is garbage-collected.
import { knownOptions, oneOf, optionalBoolean, requireString, sizeOptions } from './arguments.js';
import { programCache } from './program_cache.js';
import { EXTRACT_LIMITS } from './extract.js';
import { defaultLimit, schemaOverLimit, schemaTooLarge } from './input_limit.js';
import { disposable } from './disposable.js';
import { librarySchema, libraryVerdict, libraryVerdictNow, locatorSchema, placeOf } from './library_check.js';
import { mapStrings } from './map_strings.js';
import { replyText } from './reply_text.js';
import { judgedSchemaText, schemaText } from './schema_input.js';
import { standardProps } from './standard_schema.js';
import { optionSlots } from './option_slots.js';
import { recordCall } from './record_call.js';
import { readExtraction, readRepairState, recordReader, unreadExtraction } from './result_record.js';
import { textBuffer } from './text_buffer.js';
import { registerFormats, userFormats } from './user_formats.js';
import { isWellFormed, jsonText, surrogateEscape, wellFormed } from './well_formed.js';

const DIALECTS = ['2020-12', 'draft-07'];
const BUILTINS = ['judgment', 'evaluation', 'ai_chat_process_template.v1'];

/**
 * A schema that cannot be compiled or registered: `pointer` names the bad keyword, and the
 * core's `message` names its place too, in the compile's locale.
 */
export class SchemaError extends Error {
  constructor({ kind, pointer, uri, message }) {
    super(message);
    this.name = 'SchemaError';
    this.code = kind; // as on every thrown structguard error: what to branch on
    this.kind = kind;
    this.pointer = pointer;
    this.uri = uri;
  }
}

// A refused schema's fields as the core writes them after its flag (bindings/schema_compile.cpp,
// write_schema_error).
function readSchemaError(record) {
  return { kind: record.name(), pointer: record.text(), uri: record.text(), message: record.text() };
}

const VALIDATE_OPTIONS = ['errors', 'maxErrors', 'maxSteps', 'maxPatternSteps', 'locale'];
const REPLY_OPTIONS = [...EXTRACT_LIMITS, ...VALIDATE_OPTIONS, 'mode', 'chooseValid', 'allowLossy', 'coerce'];

// validate's and validateJson's options. `choices`: the words of the word options, as the core
// names them (npm/src/option_slots.js); `locale`: the validator's own, when the call gives none.
function validateOptions(call, given, choices, locale) {
  return validationPicks(call, knownOptions(call, given, VALIDATE_OPTIONS), choices, locale);
}

const VALIDATION_LIMITS = ['maxErrors', 'maxSteps', 'maxPatternSteps'];

// Into `picked` when given (replyOptions).
function validationPicks(call, options, choices, locale, picked = {}) {
  sizeOptions(call, options, VALIDATION_LIMITS, picked);
  if (options.errors !== undefined) {
    if (!choices.errors.includes(options.errors)) {
      throw new TypeError(`${call}: options.errors must be 'first', 'all' or 'none'`);
    }
    picked.errors = options.errors;
  }
  const chosen = oneOf(call, 'options.locale', options.locale, choices.locale) ?? locale;
  if (chosen !== undefined) picked.locale = chosen;
  return picked;
}

// Extraction limits, validation options, and the lenient reading (L1-L3) and coercion (L5).
function replyOptions(call, given, choices, locale) {
  const options = knownOptions(call, given, REPLY_OPTIONS);
  const picked = validationPicks(call, options, choices, locale, sizeOptions(call, options, EXTRACT_LIMITS));
  const mode = oneOf(call, 'options.mode', options.mode, choices.mode);
  const chooseValid = optionalBoolean(call, 'options.chooseValid', options.chooseValid);
  const allowLossy = optionalBoolean(call, 'options.allowLossy', options.allowLossy);
  const coerce = optionalBoolean(call, 'options.coerce', options.coerce);
  if (chooseValid && mode !== 'lenient') {
    throw new TypeError(`${call}: options.chooseValid needs mode: 'lenient' (strict mode reads one candidate only)`);
  }
  if (allowLossy && mode !== 'lenient') {
    throw new TypeError(`${call}: options.allowLossy needs mode: 'lenient' (strict mode never repairs)`);
  }
  if (mode !== undefined) picked.mode = mode;
  if (chooseValid !== undefined) picked.chooseValid = chooseValid;
  if (allowLossy !== undefined) picked.allowLossy = allowLossy;
  if (coerce !== undefined) picked.coerce = coerce;
  return picked;
}

const COMPILE_OPTIONS = ['defaultDialect', 'formatAssertion', 'baseUri', 'maxDepth', 'maxInputBytes', 'strict', 'formats', 'locale'];

// `library`: the schema comes from a schema library, whose converter's output is not the
// caller's to fix: strict mode is off for it unless asked for. The locale is the validator's
// default for its calls and the language of a refusal, not part of the program (programs are
// shared across locales).
function compileOptions(given, library, choices) {
  const options = knownOptions('compileSchema', given, COMPILE_OPTIONS);
  const locale = oneOf('compileSchema', 'options.locale', options.locale, choices.locale);
  const picked = sizeOptions('compileSchema', options, ['maxDepth', 'maxInputBytes']);
  picked.strict = optionalBoolean('compileSchema', 'options.strict', options.strict) ?? !library;
  const formats = userFormats(options.formats);
  if (formats !== null) picked.formats = Object.keys(formats);
  if (options.defaultDialect !== undefined) {
    if (!DIALECTS.includes(options.defaultDialect)) {
      throw new TypeError("compileSchema: options.defaultDialect must be '2020-12' or 'draft-07'");
    }
    picked.defaultDialect = options.defaultDialect;
  }
  if (options.formatAssertion !== undefined) picked.formatAssertion = Boolean(options.formatAssertion);
  if (options.baseUri !== undefined) picked.baseUri = requireString('compileSchema', 'options.baseUri', options.baseUri);
  return { picked, formats, locale };
}

// A raw lone surrogate in the caller's string reached the core as U+FFFD (text_buffer.js) and
// was validated so: the value is read from the same text. (A string of Latin-1 characters, as
// most replies are, answers isWellFormed at once.) A lone surrogate escaped in the JSON reads
// as U+FFFD in the core too (README), and so in the value handed out (most JSON has no `\u`,
// looked for before the regex runs).
function replyValue(json) {
  const value = JSON.parse(isWellFormed(json) ? json : wellFormed(json));
  return json.includes('\\u') && surrogateEscape.test(json) ? mapStrings(value, wellFormed) : value;
}

// The errors of a reply (bindings/reply_fields.h): each {code, message, offset, line, column}
// and, when the schema rejected the value, its keyword and locations.
function readErrors(record) {
  return record.list((r) => {
    const error = r.error();
    if (!r.flag()) return error;
    error.keyword = r.text();
    error.keywordLocation = r.text();
    error.instanceLocation = r.text();
    error.absoluteKeywordLocation = r.text();
    return error;
  });
}

function readCoercions(record) {
  return record.list((r) => ({ instanceLocation: r.text(), kind: r.name(), from: JSON.parse(r.text()), to: JSON.parse(r.text()) }));
}

// parseReply's result in the order bindings/reply_fields.cpp writes it.
function readReply(record, text) {
  const ok = record.flag();
  const { strategy, json, start, end, answerText } = readExtraction(record, text);
  const repaired = record.flag();
  const { repairs, complete, lossless, incomplete } = readRepairState(record);
  const chosenByPredicate = record.flag();
  const coercions = readCoercions(record);
  const truncated = record.flag();
  const errors = readErrors(record);
  return {
    ok, value: ok ? replyValue(json) : null, strategy, start, end, answerText, repaired, repairs, complete,
    lossless, incomplete, chosenByPredicate, coercions, truncated, errors, json,
  };
}

// parseReply's result for a reply over maxInputBytes, which was not read (input_limit.js).
function unreadReply(error, text) {
  const { json, ...extraction } = unreadExtraction(text);
  return {
    ok: false, value: null, ...extraction, repaired: false, repairs: [], complete: true, lossless: true,
    incomplete: [], chosenByPredicate: false, coercions: [], truncated: false, errors: [error], json,
  };
}

function valueText(value) {
  let text;
  try {
    text = jsonText(value);
  } catch (error) {
    throw new TypeError(`validate: the value cannot be written as JSON (${error.message})`);
  }
  if (text === undefined) throw new TypeError(`validate: ${typeof value} is not a JSON value`);
  return text;
}

// A library's issues kept as the `errors` option asks, as the core keeps its own.
function keptErrors(errors, picked) {
  if (picked.errors === 'none') return { errors: [], truncated: false };
  const limit = picked.errors === 'all' ? picked.maxErrors ?? 100 : 1;
  return { errors: errors.slice(0, limit), truncated: picked.errors === 'all' && errors.length > limit };
}

// The core judged the value by the JSON Schema form alone (every error is a schema keyword's),
// so there is a value for the library to judge; otherwise (no JSON, a parse or limit error)
// the core's errors stand.
function formVerdictOnly(errors) {
  return errors.length > 0 && errors.every((error) => error.keyword !== undefined);
}

/** A validator's verdict on a value as its `~standard` gives it, with structguard's errors; `name` is the caller's, for errors (structguard/ai). */
export const VERDICT = Symbol('structguard.verdict');

// Coercions that rename or reshape members: the reply's text no longer has the value's pointers.
const RESHAPING = new Set(['key_case', 'key_spelling', 'single_to_array', 'single_from_array', 'scalar_to_object']);

export function schemaApi(core) {
  const slots = optionSlots(core);
  const { choices } = slots;
  const recordOf = recordCall(core);
  const texts = textBuffer(core);
  const records = recordReader(core);
  // The calls every reply makes, plain wasm exports (bindings/reply_exports.cpp), looked up once.
  const { _validateJson: validateJsonCall, _parseReply: parseReplyCall, _checkReply: checkReplyCall } = core;
  const call = (run, handle, text, picked, read, refuse) =>
    recordOf(text, picked, (bytes, length) => run(handle, bytes, length), read, refuse);
  const programs = programCache(core);
  // workerd has no FinalizationRegistry: there, free() is the only release.
  const released = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((program) => programs.release(program)) : null;

  class Validator {
    #program;
    #standard;
    #library;
    #formatFailure;
    #locale;

    // `program`: its compiled schema, shared (program_cache.js). `library`: the Standard Schema
    // it was compiled from, whose own validate has the last word. `formatFailure`: where its
    // format functions leave what they threw (user_formats.js). `locale`: of its messages, unless a
    // call asks for another.
    constructor(program, library, formatFailure, locale) {
      this.#program = program;
      this.#library = library;
      this.#formatFailure = formatFailure;
      this.#locale = locale;
      released?.register(this, program, this);
    }

    #live(call) {
      if (this.#program === null) throw new Error(`${call}: this validator was freed`);
      return this.#program.handle;
    }

    // One core call on this validator's program; what a format function threw meanwhile is
    // thrown now, naming the call.
    #call(name, run, text, picked, read, refuse) {
      const handle = this.#live(name);
      const result = call(run, handle, text, picked, read, refuse);
      const failure = this.#formatFailure?.error;
      if (failure) {
        this.#formatFailure.error = null;
        throw new TypeError(`${name}: ${failure.message}`, { cause: failure.cause ?? failure });
      }
      return result;
    }

    /** Validates a JavaScript value (sent to the core as JSON text). */
    validate(value, options) {
      const text = valueText(value);
      if (this.#library === null) return this.#validateText('validate', text, options);
      this.#live('validate');
      const picked = validateOptions('validate', options, choices, this.#locale);
      return this.#libraryValidation('validate', value, picked);
    }

    /** Validates JSON text: the fast path, no JS object crosses the boundary. */
    validateJson(text, options) {
      requireString('validateJson', 'text', text);
      if (this.#library === null) return this.#validateText('validateJson', text, options);
      const picked = validateOptions('validateJson', options, choices, this.#locale);
      const read = this.#validateText('validateJson', text, { ...picked, errors: 'first' });
      if (!read.valid && !formVerdictOnly(read.errors)) return read;
      return this.#libraryValidation('validateJson', replyValue(text), picked);
    }

    #libraryValidation(name, value, picked) {
      const verdict = libraryVerdictNow(name, this.#library, value, "await validator['~standard'].validate(value)");
      return { valid: verdict.valid, ...keptErrors(verdict.errors, picked) };
    }

    // Errors name the call the user made.
    #validateText(name, text, options) {
      const picked = validateOptions(name, options, choices, this.#locale);
      return this.#call(name, validateJsonCall, text, picked, (record) => {
        const valid = record.flag();
        const truncated = record.flag();
        return { valid, truncated, errors: readErrors(record) };
      });
    }

    /**
     * Extracts (X rules), parses (strictly, or leniently with every repair reported: L1-L3),
     * optionally coerces (L5) and validates a model reply in one call.
     */
    parseReply(reply, options) {
      const read = this.#readReply('parseReply', reply, options);
      if (read.candidate === undefined) return read.result;
      return this.#judged(read, libraryVerdictNow('parseReply', this.#library, read.candidate, 'parseReplyAsync'));
    }

    /** parseReply, awaiting a library schema that validates asynchronously. */
    async parseReplyAsync(reply, options) {
      const read = this.#readReply('parseReplyAsync', reply, options);
      if (read.candidate === undefined) return read.result;
      return this.#judged(read, await libraryVerdict('parseReplyAsync', this.#library, read.candidate));
    }

    /** parseReply's verdict alone, {ok, errors}: the fast path when the value is not needed. */
    checkReply(reply, options) {
      if (this.#library !== null) {
        const read = this.#readReply('checkReply', reply, options);
        const { ok, errors } = read.candidate === undefined ? read.result
          : this.#judged(read, libraryVerdictNow('checkReply', this.#library, read.candidate, 'parseReplyAsync'));
        return { ok, errors };
      }
      const text = replyText('checkReply', reply);
      const picked = replyOptions('checkReply', options, choices, this.#locale);
      return this.#call('checkReply', checkReplyCall, text, picked, (record) => {
        const ok = record.flag();
        return { ok, errors: readErrors(record) };
      }, (error) => ({ ok: false, errors: [error] }));
    }

    // The core's reading of the reply, and the value the library is to judge (undefined: none,
    // the core's result stands). With a library the core reports its first error only: it
    // tells whether the JSON Schema form alone rejected the value.
    #readReply(name, reply, options) {
      const text = replyText(name, reply);
      const picked = replyOptions(name, options, choices, this.#locale);
      const read = (record) => readReply(record, text);
      const refuse = (error) => unreadReply(error, text);
      if (this.#library === null) return { result: this.#call(name, parseReplyCall, text, picked, read, refuse), candidate: undefined };
      const result = this.#call(name, parseReplyCall, text, { ...picked, errors: 'first' }, read, refuse);
      const candidate = result.ok ? result.value : result.json !== null && formVerdictOnly(result.errors) ? replyValue(result.json) : undefined;
      return { result, candidate, text, picked };
    }

    // The library wins: its output is the value, its issues the errors, placed in the reply.
    #judged({ result, candidate, text, picked }, verdict) {
      if (verdict.valid) return { ...result, ok: true, value: verdict.value, errors: [], truncated: false };
      const kept = keptErrors(verdict.errors, picked);
      return { ...result, ok: false, value: null, errors: this.#placed(kept.errors, candidate, text, picked, result), truncated: kept.truncated };
    }

    // The core places each issue: a schema that fails exactly at the issues' values, run on the
    // same reply, gives their offsets, lines and columns.
    #placed(errors, candidate, text, picked, result) {
      if (errors.length === 0 || result.chosenByPredicate || result.coercions.some((coercion) => RESHAPING.has(coercion.kind))) return errors;
      const pointers = errors.map((error) => error.instanceLocation);
      const locator = compiled(JSON.stringify(locatorSchema(candidate, pointers)), '{}');
      try {
        // The same reading of the same candidate: no choosing by the locator, nothing coerced.
        const reading = { ...picked, coerce: false, errors: 'all' };
        delete reading.chooseValid;
        delete reading.maxErrors;
        const located = call(parseReplyCall, locator, text, reading, (record) => readReply(record, text), (error) => unreadReply(error, text)).errors;
        return errors.map((error) => ({ ...error, ...placeOf(error.instanceLocation, located) }));
      } finally {
        core._freeSchema(locator);
      }
    }

    /** A correction to send back to the model for the next attempt (L6), in `options.locale`. */
    reaskMessage(errors, options) {
      const list = Array.isArray(errors) ? errors : errors?.errors;
      if (!Array.isArray(list)) throw new TypeError('reaskMessage: errors must be an array or a result with errors');
      const { locale } = knownOptions('reaskMessage', options, ['locale']);
      const errorsText = JSON.stringify(list);
      slots.write({ locale: oneOf('reaskMessage', 'options.locale', locale, choices.locale) ?? this.#locale ?? 'en' });
      return records.open(core._reaskMessage(...texts.write(errorsText))).text();
    }

    [VERDICT](value, name) {
      return this.#standardCheck(value, name);
    }

    /** Standard Schema v1: this validator wherever a library takes a Standard Schema. */
    get '~standard'() {
      this.#standard ??= standardProps((value) => this.#standardCheck(value));
      return this.#standard;
    }

    // All errors, for the issues; a value JSON cannot hold is an issue, not a throw. A library
    // schema's own validate judges alone (its verdict wins, and it takes any value).
    #standardCheck(value, name = '~standard.validate') {
      if (this.#library !== null) {
        this.#live(name);
        return libraryVerdict(name, this.#library, value);
      }
      let text;
      try {
        text = valueText(value);
      } catch (error) {
        return { valid: false, errors: [{ message: error.message.replace(/^validate: /, ''), instanceLocation: '' }] };
      }
      return this.#validateText(name, text, { errors: 'all' });
    }

    /** Releases the compiled schema; the validator cannot be used afterwards. */
    free() {
      if (this.#program === null) return;
      released?.unregister(this);
      programs.release(this.#program);
      this.#program = null;
    }
  }

  disposable(Validator);

  // The handle of `text` compiled with the options `optionsText` (JSON) and the format functions
  // registered under `formats` (user_formats.js; 0: none), or the SchemaError of its refusal.
  function compiled(text, optionsText, formats = 0) {
    const record = records.open(core._compileSchema(...texts.writeAll([text, optionsText]), formats));
    if (record.flag()) return record.number();
    throw new SchemaError(readSchemaError(record));
  }

  // A schema text over its limit is refused before it is copied into wasm memory (input_limit.js).
  function sized(text, limit = defaultLimit(core, 'maxSchemaBytes'), locale = undefined) {
    const bytes = schemaOverLimit(text, limit);
    if (bytes !== null) throw new SchemaError(schemaTooLarge(core, bytes, limit, locale));
    return text;
  }

  return {
    compileSchema(schema, options) {
      const library = librarySchema(schema);
      const { picked, formats, locale } = compileOptions(options, library !== null, choices);
      const text = sized(judgedSchemaText('compileSchema', schema, picked.maxDepth), picked.maxInputBytes, locale);
      const optionsText = JSON.stringify(picked);
      // The locale says a refusal only: the program is the same in every locale, so it is
      // shared under the options without it.
      const coreOptions = locale === undefined ? optionsText : JSON.stringify({ ...picked, locale });
      if (formats === null) {
        const program = programs.hold(text, optionsText, () => compiled(text, coreOptions));
        return new Validator(program, library, null, locale);
      }
      // The program calls this validator's own functions: it is not shared.
      const failure = { error: null };
      const handle = compiled(text, coreOptions, registerFormats(core, formats, failure));
      return new Validator(programs.own(handle), library, failure, locale);
    },
    addSchema(uri, schema, options) {
      requireString('addSchema', 'uri', uri);
      const given = knownOptions('addSchema', options, ['locale']);
      const locale = oneOf('addSchema', 'options.locale', given.locale, choices.locale);
      const text = sized(schemaText('addSchema', schema), undefined, locale);
      slots.write(locale === undefined ? {} : { locale });
      const record = records.open(core._addSchema(...texts.writeAll([uri, text])));
      if (!record.flag()) throw new SchemaError(readSchemaError(record));
      programs.registryChanged();
    },
    builtinSchema(name) {
      if (!BUILTINS.includes(name)) {
        throw new TypeError(`builtinSchema: name must be one of ${BUILTINS.join(', ')}`);
      }
      return JSON.parse(records.open(core._builtinSchema(...texts.write(name))).text());
    },
  };
}
