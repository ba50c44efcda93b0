// Issue 16 (no DOM lib, no schema library): a schema's type flows into compileSchema, parseReply, generateObject and
// exampleInstance; a plain JSON Schema gives unknown unless the caller says otherwise.
import type { Locale, StandardSchemaV1, Structguard, Validator, ValidationError } from 'structguard';
import { assertType, type Equal } from './assert.js';

declare const sg: Structguard;

type RecipeIn = { title: string; minutes?: unknown };
type RecipeOut = { title: string; minutes?: number | undefined };
// What Zod 4, ArkType and Valibot objects are to the type system (libraries.ts uses them).
declare const Recipe: StandardSchemaV1<RecipeIn, RecipeOut>;

// Values out have the library's output type; its ~standard takes the library's input.
const recipe = sg.compileSchema(Recipe);
assertType<Equal<typeof recipe, Validator<RecipeOut, RecipeIn>>>();
const reply = recipe.parseReply('{"title":"x"}');
if (reply.ok) {
  assertType<Equal<typeof reply.value, RecipeOut>>();
  assertType<Equal<typeof reply.json, string>>();
  assertType<Equal<typeof reply.start, number>>();
} else {
  assertType<Equal<typeof reply.value, null>>();
  const first: ValidationError | undefined = reply.errors[0];
}
// @ts-expect-error value is null until ok is checked
reply.value.title;

const plain = sg.compileSchema({ type: 'object' });
assertType<Equal<typeof plain, Validator<unknown>>>();
const asserted = sg.compileSchema<{ id: string }>('{"type":"object"}');
const assertedReply = asserted.parseReply('{}');
if (assertedReply.ok) assertType<Equal<typeof assertedReply.value, { id: string }>>();
// @ts-expect-error a number is not a schema
sg.compileSchema(42);

// The validator is itself a Standard Schema, typed as the library's.
const standard: StandardSchemaV1<RecipeIn, RecipeOut> = recipe;
type Out = StandardSchemaV1.InferOutput<typeof recipe>;
assertType<Equal<Out, RecipeOut>>();
const verdict = recipe['~standard'].validate({});
assertType<Equal<typeof recipe['~standard']['vendor'], string>>();

// A library that validates asynchronously: parseReplyAsync.
async function later() {
  const settled = await recipe.parseReplyAsync('{"title":"x"}');
  if (settled.ok) assertType<Equal<typeof settled.value, RecipeOut>>();
}

// Handles are disposable.
recipe[Symbol.dispose]();

const example = sg.exampleInstance(Recipe);
if (example.ok) assertType<Equal<typeof example.value, RecipeOut>>();
sg.lintSchema(Recipe, 'openai');
sg.toStrictSchema(Recipe, 'anthropic');

async function generate() {
  const client = sg.createClient({ provider: 'openai', model: 'gpt' });
  const typed = await client.generateObject({ messages: [{ role: 'user', content: 'a recipe' }], schema: Recipe });
  if (typed.ok) {
    assertType<Equal<typeof typed.value, RecipeOut>>();
    assertType<Equal<typeof typed.json, string>>();
  } else {
    assertType<Equal<typeof typed.value, null>>();
    typed.error.kind;
  }
  const json = await client.generateObject<{ n: number }>({ messages: [], schema: { type: 'object' } });
  if (json.ok) assertType<Equal<typeof json.value, { n: number }>>();
  const unknownValue = await client.generateObject({ messages: [], schema: { type: 'object' } });
  if (unknownValue.ok) assertType<Equal<typeof unknownValue.value, unknown>>();
  // A chat fallback may stand in for the value: no value type is promised.
  const withChat = await client.generateObject({ messages: [], schema: Recipe, fallbackText: 'sorry' });
  if (withChat.ok) assertType<Equal<typeof withChat.json, string | null>>();
}

// Strict mode, formats of one's own, and the way back from a strict form.
const checked = sg.compileSchema({ type: 'string', format: 'phone' }, { strict: true, formats: { phone: (text) => text.startsWith('+') } });
assertType<Equal<typeof checked, Validator<unknown>>>();
// @ts-expect-error a format is a function of the text
sg.compileSchema({}, { formats: { phone: 'yes' } });
// @ts-expect-error compileSchema has no such option
sg.compileSchema({}, { strcit: false });
const restored = sg.fromStrictForm({ a: null }, { type: 'object', properties: { a: { type: 'string' } } });
assertType<Equal<typeof restored, unknown>>();
declare const refused: import('structguard').SchemaError;
const strictKinds: Array<typeof refused.kind> = ['UnknownKeyword', 'IgnoredKeyword', 'UnknownFormat'];
void strictKinds;

// Issue 38: messages in the user's language, for the validator, a call, the reask and a client.
const japanese = sg.compileSchema({ type: 'object' }, { locale: 'ja' });
japanese.parseReply('{}', { locale: 'en', errors: 'all' });
japanese.validate({}, { locale: 'ja' });
const correction: string = japanese.reaskMessage([], { locale: 'ja' });
void correction;
const locales: Locale[] = ['en', 'ja'];
void locales;
// @ts-expect-error the locales are 'en' and 'ja'
sg.compileSchema({}, { locale: 'fr' });
// @ts-expect-error the option is locale, as everywhere
japanese.reaskMessage([], { language: 'ja' });
sg.createClient({ provider: 'openai', model: 'm', locale: 'ja' });
// Reading a reply takes the locale of its errors too, wherever it reads one.
sg.extractJson('{}', { locale: 'ja', maxDepth: 8 });
sg.repairJson('{}', { locale: 'ja' });
sg.findJsonCandidates('{}', { locale: 'en' });
sg.createStreamParser({ locale: 'ja', maxInputBytes: 1024 }).free();
// @ts-expect-error the locales are 'en' and 'ja'
sg.extractJson('{}', { locale: 'jp' });
// Registering a schema, checking a plan and reading a process template say their errors in it too.
sg.addSchema('https://example.test/a', { type: 'string' }, { locale: 'ja' });
sg.checkDependencies([{ seq: 1 }], { locale: 'ja', maxErrors: 5 });
sg.resolveDependencies([{ seq: 1 }], { 1: 'a' }, { locale: 'en' });
sg.parseProcessTemplate('{}', { locale: 'ja', defaultName: 'x' });
// @ts-expect-error the locales are 'en' and 'ja'
sg.addSchema('https://example.test/a', {}, { locale: 'jp' });
// @ts-expect-error addSchema's only option is locale
sg.addSchema('https://example.test/a', {}, { strict: true });
// @ts-expect-error the locales are 'en' and 'ja'
sg.checkDependencies([], { locale: 'fr' });
// lintSchema says its findings in it, toStrictSchema its changes and why a schema has no strict form.
sg.lintSchema({ type: 'object' }, 'openai', { locale: 'ja', fineTuned: true });
// @ts-expect-error the locales are 'en' and 'ja'
sg.lintSchema({}, 'anthropic', { locale: 'jp' });
sg.toStrictSchema({}, 'openai', { locale: 'ja', keepOptional: true });
// @ts-expect-error the locales are 'en' and 'ja'
sg.toStrictSchema({}, 'openai', { locale: 'fr' });
// withExactItems and exampleInstance say their errors in it.
sg.withExactItems({ type: 'array' }, '', 3, { locale: 'ja' });
// @ts-expect-error the locales are 'en' and 'ja'
sg.withExactItems({ type: 'array' }, '', 3, { locale: 'jp' });
// @ts-expect-error withExactItems's only option is locale
sg.withExactItems({ type: 'array' }, '', 3, { maxDepth: 8 });
sg.exampleInstance({ type: 'integer' }, undefined, { locale: 'ja', maxSteps: 100 });
// @ts-expect-error the locales are 'en' and 'ja'
sg.exampleInstance({ type: 'integer' }, null, { locale: 'fr' });
