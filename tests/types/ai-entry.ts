// Issue 16: structguard/ai's types resolve under every moduleResolution, without `ai` installed
// in the project's types (bundler, node16: lib es2022 alone).
import type { Structguard, StandardSchemaV1 } from 'structguard';
import { aiSchema, experimental_repairText, repairJsonMiddleware, repairText, SchemaValidationError, type AiSchema, type RepairJsonMiddleware, type RepairTextFunction } from 'structguard/ai';
import { assertType, type Equal } from './assert.js';

declare const sg: Structguard;
declare const Recipe: StandardSchemaV1<unknown, { title: string }>;

const schema = aiSchema(sg, Recipe);
assertType<Equal<typeof schema, AiSchema<{ title: string }, unknown>>>();
async function check() {
  // A library schema may validate asynchronously: the AI SDK awaits validate.
  const checked = await schema.validate({});
  if (checked.success) assertType<Equal<typeof checked.value, { title: string }>>();
  else assertType<Equal<typeof checked.error, SchemaValidationError>>();
}
const plain = aiSchema(sg, { type: 'object' });
assertType<Equal<typeof plain, AiSchema<unknown>>>();
const repair: RepairTextFunction = repairText(sg, { allowIncomplete: true, maxDepth: 64 });
const underV5Name: RepairTextFunction = experimental_repairText(sg);
const middleware: RepairJsonMiddleware = repairJsonMiddleware(sg, { allowLossy: true });
// @ts-expect-error the middleware takes repairText's options
repairJsonMiddleware(sg, { schema: {} });
// Issue 38: and partials, a boolean, which repairText does not take.
const held: RepairJsonMiddleware = repairJsonMiddleware(sg, { partials: false, allowIncomplete: true });
// @ts-expect-error partials is a boolean
repairJsonMiddleware(sg, { partials: 'no' });
// @ts-expect-error repairText streams nothing
repairText(sg, { partials: false });
// @ts-expect-error unknown options are refused
repairText(sg, { allowGuessing: true });
