// Issue 16: the schemas users already write (Zod 4, ArkType, Valibot) type what structguard
// hands back. In the DOM project: these libraries' own types need the DOM lib.
import * as z from 'zod';
import { type } from 'arktype';
import * as v from 'valibot';
import type { Structguard, Validator } from 'structguard';
import { assertType, type Equal } from './assert.js';

declare const sg: Structguard;

const Recipe = z.object({ title: z.string(), minutes: z.number().int().optional() });
const recipe = sg.compileSchema(Recipe);
assertType<Equal<typeof recipe, Validator<{ title: string; minutes?: number | undefined }>>>();
const reply = recipe.parseReply('{"title":"x"}');
if (reply.ok) assertType<Equal<typeof reply.value.title, string>>();
// @ts-expect-error value is null until ok is checked
reply.value.title;

const ark = sg.compileSchema(type({ name: 'string', 'age?': 'number' }));
const arkReply = ark.parseReply('{}');
if (arkReply.ok) assertType<Equal<typeof arkReply.value, { name: string; age?: number }>>();

// Valibot's types flow too (compileSchema lets Valibot judge; the other calls need its JSON Schema).
const vali = sg.compileSchema(v.object({ id: v.number() }));
assertType<Equal<typeof vali, Validator<{ id: number }>>>();

async function generate() {
  const client = sg.createClient({ provider: 'openai', model: 'gpt' });
  const typed = await client.generateObject({ messages: [{ role: 'user', content: 'a recipe' }], schema: Recipe });
  if (typed.ok) assertType<Equal<typeof typed.value.minutes, number | undefined>>();
}
