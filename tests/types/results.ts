// Issue 16: every result narrows on `ok`; codes and actions are literal unions.
import type {
  ErrorCode, LintCode, RepairKind, StrictAction, Structguard, TextError, ProviderSchemaError, RunError,
  DependencyError, SchemaDiagnostic, Strategy, PartialChanges, PartialOutput, ValueChange, JsonPatchOperation,
} from 'structguard';
import { assertType, type Equal } from './assert.js';

declare const sg: Structguard;

const extracted = sg.extractJson('x');
if (extracted.ok) {
  assertType<Equal<typeof extracted.json, string>>();
  assertType<Equal<typeof extracted.start, number>>();
  assertType<Equal<typeof extracted.strategy, Strategy>>();
  assertType<Equal<typeof extracted.error, null>>();
} else {
  assertType<Equal<typeof extracted.error, TextError>>();
  // @ts-expect-error a failed extraction may have no JSON
  extracted.json.length;
}

const repaired = sg.repairJson('x');
if (repaired.ok) {
  assertType<Equal<typeof repaired.json, string>>();
  assertType<Equal<typeof repaired.end, number>>();
  assertType<Equal<typeof repaired.lossless, boolean>>();
} else {
  assertType<Equal<typeof repaired.error, TextError>>();
  assertType<Equal<typeof repaired.json, null>>();
}
// @ts-expect-error json is nullable before narrowing
repaired.json.length;
const kind: RepairKind = repaired.repairs[0]!.kind;
// @ts-expect-error repair kinds are a closed set
const badKind: RepairKind = 'guessed';

const code: ErrorCode = 'LossyRepair';
// @ts-expect-error error codes are a closed set
const badCode: ErrorCode = 'Oops';

const stream = sg.createStreamParser();
const status = stream.push('{"a":');
if (!status.ok) assertType<Equal<typeof status.error, TextError>>();
const candidates = sg.findJsonCandidates('x');
if (candidates.ok) {
  const first = candidates.candidates[0];
  if (first?.ok) assertType<Equal<typeof first.json, string>>();
}

const prompt = sg.composeSystemPrompt({});
if (prompt.ok) assertType<Equal<typeof prompt.text, string>>();
else assertType<Equal<typeof prompt.error, TextError>>();

const deps = sg.checkDependencies([]);
if (deps.ok) assertType<Equal<typeof deps.order, number[]>>();
else assertType<Equal<typeof deps.order, null>>();
const resolved = sg.resolveDependencies<{ seq: number }>([], {});
if (resolved.ok) assertType<Equal<typeof resolved.steps, { seq: number }[]>>();

const template = sg.parseProcessTemplate('x');
if (template.ok) {
  assertType<Equal<typeof template.data.answer, string>>();
  assertType<Equal<typeof template.json, string>>();
}

const lint = sg.lintSchema({}, 'openai');
if (lint.ok) {
  assertType<Equal<typeof lint.diagnostics, SchemaDiagnostic[]>>();
  const lintCode: LintCode = lint.diagnostics[0]!.code;
  assertType<Equal<typeof lint.diagnostics[0]['offset'], number | null>>();
  // @ts-expect-error lint codes are a closed set
  const badLint: LintCode = 'no-such-code';
} else if (lint.error) {
  assertType<Equal<typeof lint.error, ProviderSchemaError>>();
  assertType<Equal<typeof lint.diagnostics, []>>();
}
const strict = sg.toStrictSchema({}, 'openai');
if (strict.ok) {
  assertType<Equal<typeof strict.schema, Record<string, unknown>>>();
  const action: StrictAction = strict.changes[0]!.action;
  assertType<Equal<typeof strict.changes[0]['line'], number | null>>();
  // @ts-expect-error change actions are a closed set
  const badAction: StrictAction = 'rewrite-everything';
} else {
  assertType<Equal<typeof strict.error, ProviderSchemaError>>();
}
const exact = sg.withExactItems({}, '/properties/x', 2);
if (exact.ok) assertType<Equal<typeof exact.schema, Record<string, unknown>>>();

const example = sg.exampleInstance<{ a: number }>({});
if (example.ok) assertType<Equal<typeof example.value, { a: number }>>();
else assertType<Equal<typeof example.value, null>>();

const dependencyError: DependencyError | undefined = deps.errors[0];

async function client() {
  const c = sg.createClient({ provider: 'openai', model: 'm' });
  const judged = await c.judgeStatus({ rules: ['done'] });
  if (judged.ok) {
    assertType<Equal<typeof judged.ruleIndex, number>>();
    assertType<Equal<typeof judged.error, null>>();
  } else {
    assertType<Equal<typeof judged.error, RunError>>();
  }
  const agent = await c.runAgent({ messages: [], tools: [] });
  if (!agent.ok) assertType<Equal<typeof agent.error, RunError>>();
  const text = await c.generateObject({ messages: [{ role: 'user', content: 'hi' }] });
  if (text.ok) assertType<Equal<typeof text.json, string | null>>();
  else assertType<Equal<typeof text.error, RunError>>();
}

// L4 partial values as changes: each op has exactly its fields; onPartial's event follows partialChanges.
const changes = stream.changes();
for (const change of changes) {
  if (change.op === 'append') assertType<Equal<typeof change.text, string>>();
  else if (change.op === 'add' || change.op === 'replace') assertType<Equal<typeof change.value, unknown>>();
  else assertType<Equal<typeof change, { op: 'remove'; path: string } | { op: 'complete'; path: string }>>();
  assertType<Equal<typeof change.path, string>>();
}
// @ts-expect-error an append carries text, not a value
const appended: ValueChange = { op: 'append', path: '/a', value: 'x' };
// Issue 38: a batch as RFC 6902 operations; a remove carries no value.
const patch = sg.toJsonPatch(changes, null);
assertType<Equal<typeof patch, JsonPatchOperation[]>>();
for (const operation of patch) if (operation.op === 'remove') assertType<Equal<typeof operation, { op: 'remove'; path: string }>>();
// @ts-expect-error a batch of changes, not one
sg.toJsonPatch(changes[0], null);

async function partials() {
  const c = sg.createClient({ provider: 'openai', model: 'm', stream: true });
  const schema = { type: 'object' } as const;
  await c.generateObject({ messages: [], schema, onPartial: (p) => assertType<Equal<typeof p, PartialOutput>>() });
  await c.generateObject({ messages: [], schema, partialChanges: false, onPartial: (p) => assertType<Equal<typeof p, PartialOutput>>() });
  await c.generateObject({
    messages: [], schema, partialChanges: true,
    onPartial: (p) => assertType<Equal<typeof p, PartialChanges>>(),
  });
  // @ts-expect-error with partialChanges, an event has no value
  await c.generateObject({ messages: [], schema, partialChanges: true, onPartial: (p) => p.value });
}
