// Every result with `ok` is a union on it: each branch, `if (r.ok)` and `if (!r.ok)`, knows
// its members exactly, and what a branch lacks fails to compile (README "TypeScript").
import type {
  ProviderSchemaError, SchemaDiagnostic, StreamStatus, Structguard, TextError, ValidationError,
} from 'structguard';
import { assertType, type Equal } from './assert.js';

declare const sg: Structguard;

// A lint that failed lists what failed; when the schema could not be read, that list is empty.
const lint = sg.lintSchema({}, 'openai');
if (!lint.ok) {
  const reasons: string[] = lint.diagnostics.map((d) => `${d.code} ${d.pointer}`);
  if (lint.error) assertType<Equal<typeof lint.diagnostics, []>>();
  else assertType<Equal<typeof lint.diagnostics, SchemaDiagnostic[]>>();
  void reasons;
}
if (lint.error !== null) {
  assertType<Equal<typeof lint.ok, false>>();
  assertType<Equal<typeof lint.error, ProviderSchemaError>>();
}

const strict = sg.toStrictSchema({}, 'openai');
if (!strict.ok) {
  assertType<Equal<typeof strict.changes, []>>();
  assertType<Equal<typeof strict.schema, null>>();
  // @ts-expect-error no schema after a failed conversion
  strict.schema.type;
}

const validator = sg.compileSchema<{ step: number }>({ type: 'object' });
const checked = validator.checkReply('{"step": 1}');
if (checked.ok) assertType<Equal<typeof checked.errors, []>>();
else assertType<Equal<typeof checked.errors, ValidationError[]>>();

const parsed = validator.parseReply('{"step": 1}');
if (!parsed.ok) {
  assertType<Equal<typeof parsed.value, null>>();
  // @ts-expect-error a reply that failed has no value
  parsed.value.step;
} else {
  assertType<Equal<typeof parsed.value.step, number>>();
  assertType<Equal<typeof parsed.start, number>>();
}

const status: StreamStatus = sg.createStreamParser().push('{');
if (!status.ok) assertType<Equal<typeof status.error, TextError>>();
else assertType<Equal<typeof status.error, null>>();

const exact = sg.withExactItems({}, '/properties/x', 2);
if (!exact.ok) {
  assertType<Equal<typeof exact.schema, null>>();
  assertType<Equal<typeof exact.error, ProviderSchemaError>>();
}

const prompt = sg.composeSystemPrompt({});
if (!prompt.ok) {
  assertType<Equal<typeof prompt.error, TextError>>();
  // @ts-expect-error a prompt that failed has no text
  prompt.text.length;
}
