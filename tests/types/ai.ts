// Issue 16: structguard/ai gives the AI SDK a schema and a repairText it accepts, typed.
import { generateObject, streamObject, type RepairTextFunction } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import * as z from 'zod';
import type { Structguard } from 'structguard';
import { aiSchema, repairText, type AiSchema } from 'structguard/ai';
import { assertType, type Equal } from './assert.js';

declare const sg: Structguard;

const schema = aiSchema(sg, z.object({ title: z.string() }));
assertType<Equal<typeof schema, AiSchema<{ title: string }>>>();
const repair: RepairTextFunction = repairText(sg, { allowIncomplete: false });
const model = new MockLanguageModelV4();

async function run() {
  const { object } = await generateObject({ model, schema, repairText: repair, prompt: 'a title' });
  assertType<Equal<typeof object, { title: string }>>();
  const typedByJson = aiSchema<{ n: number }>(sg, { type: 'object' });
  const second = await generateObject({ model, schema: typedByJson, experimental_repairText: repairText(sg), prompt: 'n' });
  assertType<Equal<typeof second.object, { n: number }>>();
  streamObject({ model, schema, prompt: 'a title' });
}
// @ts-expect-error the first argument is the initialised structguard
aiSchema({}, { type: 'object' });
