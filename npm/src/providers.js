// sg.lintSchema, sg.toStrictSchema, sg.fromStrictForm, sg.withExactItems, sg.exampleInstance, sg.estimateMaxTokens
// and sg.isEnabled: rules S3-S6, R3, R5; and the list of provider names. A schema is what
// schema_input.js reads; results are values with typed errors, TypeError only for programmer
// errors.
import { knownOptions, objectArgument, oneOf, optionalBoolean, requireString, sizeOptions } from './arguments.js';
import { optionSlots } from './option_slots.js';
import { schemaText } from './schema_input.js';
import { jsonText, wellFormed } from './well_formed.js';

// Every provider name the package takes, once. Each has a structured-output schema dialect
// that lintSchema, toStrictSchema and the CLI's lint know ('gemini-legacy' is Gemini's older
// responseSchema form); createClient calls the providers marked `calls` (R1-R9): both Gemini
// names call Gemini, and pick which schema field the request sends. 'openai-responses' calls
// OpenAI's Responses API, whose structured outputs are OpenAI's: its dialect is 'openai'.
const PROVIDERS = [
  { name: 'openai', calls: true },
  { name: 'openai-responses', calls: true, dialect: 'openai' },
  { name: 'anthropic', calls: true },
  { name: 'gemini', calls: true },
  { name: 'gemini-legacy', calls: true },
];
export const SCHEMA_PROVIDERS = PROVIDERS.map(({ name }) => name);
export const CALL_PROVIDERS = PROVIDERS.filter(({ calls }) => calls).map(({ name }) => name);

function providerName(call, provider) {
  const name = oneOf(call, 'provider', provider, SCHEMA_PROVIDERS);
  if (name === undefined) throw new TypeError(`${call}: provider is missing (one of ${SCHEMA_PROVIDERS.join(', ')})`);
  return PROVIDERS.find((entry) => entry.name === name).dialect ?? name;
}

function booleans(call, options, names) {
  const picked = {};
  for (const name of names) {
    const value = optionalBoolean(call, `options.${name}`, options[name]);
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

function tokenField(call, input, name, fallback) {
  const value = input[name] ?? fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new TypeError(`${call}: ${name} must be a finite number >= 0, got ${String(value)}`);
  }
  return value;
}

// Findings carry positions in the schema text the caller wrote; a schema given as a value has
// no text of theirs (the one serialised here is no text they hold), so its positions are null.
function withPositions(picked, schema) {
  return typeof schema === 'string' ? { ...picked, positions: true } : picked;
}

export function providersApi(core) {
  // The language of the findings and errors (and of a schema text that is not JSON), as in every call's `{ locale }`.
  const localeOption = (call, given) => {
    const locale = oneOf(call, 'options.locale', given.locale, optionSlots(core).choices.locale);
    return locale === undefined ? {} : { locale };
  };
  return {
    lintSchema(schema, provider, options) {
      const call = 'lintSchema';
      const given = knownOptions(call, options, ['fineTuned', 'maxDepth', 'locale']);
      const picked = { ...booleans(call, given, ['fineTuned']), ...sizeOptions(call, given, ['maxDepth']), ...localeOption(call, given) };
      const text = schemaText(call, schema);
      return JSON.parse(core.lintSchema(text, providerName(call, provider), JSON.stringify(withPositions(picked, schema))));
    },

    toStrictSchema(schema, provider, options) {
      const call = 'toStrictSchema';
      const given = knownOptions(call, options, ['keepOptional', 'fineTuned', 'maxDepth', 'maxInlinedValues', 'locale']);
      const picked = { ...booleans(call, given, ['keepOptional', 'fineTuned']), ...sizeOptions(call, given, ['maxDepth', 'maxInlinedValues']), ...localeOption(call, given) };
      const text = schemaText(call, schema);
      return JSON.parse(core.toStrictSchema(text, providerName(call, provider), JSON.stringify(withPositions(picked, schema))));
    },

    // The way back from toStrictSchema's form (src/providers/strict_round_trip.h): the value
    // with each null that stands for an absent optional member of `schema` taken out.
    fromStrictForm(value, schema) {
      const call = 'fromStrictForm';
      const text = jsonText(value);
      if (text === undefined) throw new TypeError(`${call}: value must be a JSON value, got ${typeof value}`);
      const restored = core.fromStrictForm(text, schemaText(call, schema));
      if (restored === '') throw new TypeError(`${call}: the value or the schema is nested deeper than 512 levels`);
      return JSON.parse(restored);
    },

    withExactItems(schema, pointer, n, options) {
      const call = 'withExactItems';
      requireString(call, 'pointer', pointer);
      if (!Number.isSafeInteger(n) || n < 0) throw new TypeError(`${call}: n must be a whole number >= 0, got ${String(n)}`);
      const picked = localeOption(call, knownOptions(call, options, ['locale']));
      return JSON.parse(core.withExactItems(schemaText(call, schema), wellFormed(pointer), n, JSON.stringify(picked)));
    },

    exampleInstance(schema, template, options) {
      const call = 'exampleInstance';
      const sizes = ['maxDepth', 'maxSteps', 'maxStringLength'];
      const given = knownOptions(call, options, [...sizes, 'locale']);
      const picked = { ...sizeOptions(call, given, sizes), ...localeOption(call, given) };
      const templateText = template === undefined || template === null ? '' : jsonText(template);
      if (templateText === undefined) throw new TypeError(`${call}: template must be a JSON value`);
      return JSON.parse(core.exampleInstance(schemaText(call, schema), templateText, JSON.stringify(picked)));
    },

    estimateMaxTokens(input) {
      const call = 'estimateMaxTokens';
      const given = objectArgument(call, 'input', input);
      const attempt = tokenField(call, given, 'attempt', 0);
      if (!Number.isInteger(attempt)) throw new TypeError(`${call}: attempt must be a whole number, got ${attempt}`);
      const result = JSON.parse(core.estimateMaxTokens(tokenField(call, given, 'base'), tokenField(call, given, 'items'),
        tokenField(call, given, 'perItem'), tokenField(call, given, 'extra', 0), attempt));
      // An input the rule does not take is the caller's mistake; an estimate no double holds
      // comes from inputs too large (LimitExceeded).
      if (!result.ok) throw new (result.error.code === 'LimitExceeded' ? RangeError : TypeError)(`${call}: ${result.error.message}`);
      return result.value;
    },

    // The core decides (src/providers/legacy_flags.h); the flag is read here, as JavaScript reads it (getters
    // and inherited members included), so a record need not be JSON. Only the boolean false
    // switches a flag off: any other value crosses as null, which the core reads as on.
    isEnabled(record, flag = 'enabled') {
      requireString('isEnabled', 'flag', flag);
      const isObject = record !== null && typeof record === 'object' && !Array.isArray(record);
      const value = isObject ? record[flag] : undefined;
      const read = isObject ? jsonText({ [flag]: typeof value === 'boolean' ? value : null }) : 'null';
      return core.isEnabled(read, wellFormed(flag));
    },
  };
}
