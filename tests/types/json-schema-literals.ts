// Issue 38: a JSON Schema literal written `as const` types compileSchema's values
// (FromJsonSchema): properties and required, enum and const, arrays, type lists and nullable,
// anyOf, $ref to $defs; a widened schema keeps unknown, and an explicit type argument wins.
import type { FromJsonSchema, InferSchema, Structguard, Validator } from 'structguard';
import { aiSchema, type AiSchema } from 'structguard/ai';
import { assertType, type Equal } from './assert.js';

declare const sg: Structguard;

const Task = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    priority: { enum: ['low', 'high'] },
    tags: { type: 'array', items: { type: 'string' } },
  },
  required: ['title', 'priority'],
  additionalProperties: false,
} as const;
type TaskValue = { title: string; priority: 'low' | 'high'; tags?: string[] };

const tasks = sg.compileSchema(Task);
assertType<Equal<typeof tasks, Validator<TaskValue>>>();
const reply = tasks.parseReply('{"title": "Write", "priority": "low"}');
if (reply.ok) {
  assertType<Equal<typeof reply.value, TaskValue>>();
  // @ts-expect-error priority is 'low' | 'high', not any string
  const wrong: typeof reply.value = { title: 'x', priority: 'urgent' };
  // @ts-expect-error no other members: additionalProperties is false
  reply.value.titel;
}
const taskSchema = aiSchema(sg, Task);
assertType<Equal<typeof taskSchema, AiSchema<TaskValue>>>();

// Other members are unknown unless additionalProperties is false.
assertType<Equal<FromJsonSchema<{ readonly type: 'object'; readonly properties: { readonly id: { readonly type: 'integer' } }; readonly required: readonly ['id'] }>,
  { [key: string]: unknown; id: number }>>();
// Type lists, OpenAPI's nullable, const, anyOf.
assertType<Equal<FromJsonSchema<{ readonly type: readonly ['string', 'null'] }>, string | null>>();
assertType<Equal<FromJsonSchema<{ readonly type: 'number'; readonly nullable: true }>, number | null>>();
assertType<Equal<FromJsonSchema<{ readonly const: 'done' }>, 'done'>>();
assertType<Equal<FromJsonSchema<{ readonly anyOf: readonly [{ readonly type: 'boolean' }, { readonly type: 'array' }] }>, boolean | unknown[]>>();

// $ref to $defs (and to the root: a recursive schema).
const Plan = {
  $defs: { step: { type: 'object', properties: { seq: { type: 'integer' } }, required: ['seq'], additionalProperties: false } },
  type: 'object',
  properties: { steps: { type: 'array', items: { $ref: '#/$defs/step' } }, next: { $ref: '#' } },
  required: ['steps'],
  additionalProperties: false,
} as const;
const plan = sg.compileSchema(Plan).parseReply('{"steps": []}');
if (plan.ok) {
  assertType<Equal<typeof plan.value.steps, { seq: number }[]>>();
  assertType<Equal<NonNullable<typeof plan.value.next>['steps'], { seq: number }[]>>();
}
assertType<Equal<InferSchema<typeof Plan>['steps'], { seq: number }[]>>();

// Widened or unknown schemas keep unknown; an explicit type argument is what you assert.
const widened = sg.compileSchema({ type: 'object', properties: { a: { type: 'string' } } });
assertType<Equal<typeof widened, Validator<unknown>>>();
declare const anySchema: Record<string, unknown>;
const fromRecord = sg.compileSchema(anySchema);
assertType<Equal<typeof fromRecord, Validator<unknown>>>();
const assertedRecord = sg.compileSchema<Record<string, unknown>>({ type: 'object' });
assertType<Equal<typeof assertedRecord, Validator<Record<string, unknown>>>>();
const asserted = sg.compileSchema<{ id: string }>(Task);
assertType<Equal<typeof asserted, Validator<{ id: string }>>>();
assertType<Equal<FromJsonSchema<{ type: string }>, unknown>>();
assertType<Equal<FromJsonSchema<string>, unknown>>();
