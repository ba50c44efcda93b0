// Issue 16: structguard/ai gives the AI SDK a schema and a repairText it accepts, typed.
import { generateObject, generateText, Output, streamObject, wrapLanguageModel, type RepairTextFunction } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import * as ai5 from 'ai5';
import { MockLanguageModelV2 } from 'ai5/test';
import * as z from 'zod';
import type { Structguard } from 'structguard';
import { aiSchema, experimental_repairText, repairJsonMiddleware, repairText, type AiSchema } from 'structguard/ai';
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
  // The middleware is what wrapLanguageModel takes, on AI SDK 7 and 5.
  const wrapped = wrapLanguageModel({ model, middleware: repairJsonMiddleware(sg) });
  const { output } = await generateText({ model: wrapped, output: Output.object({ schema: z.object({ n: z.number() }) }), prompt: 'n' });
  assertType<Equal<typeof output, { n: number }>>();
  ai5.wrapLanguageModel({ model: new MockLanguageModelV2(), middleware: repairJsonMiddleware(sg) });
  await ai5.generateObject({ model: new MockLanguageModelV2(), schema: z.object({ title: z.string() }), experimental_repairText: experimental_repairText(sg), prompt: 'a title' });
}
// @ts-expect-error the first argument is the initialised structguard
aiSchema({}, { type: 'object' });
