// `using` frees a validator, a stream parser or an AI SDK schema at the end of the block, under
// lib es2022 alone (no esnext.disposable, no DOM, with or without @types/node): the package
// declares the Disposable it needs, in the shape the lib gives it.
import type { Structguard } from 'structguard';
import type { StructguardReply } from 'structguard/reply';
import { aiSchema } from 'structguard/ai';
import { assertType, type Equal } from './assert.js';

declare const sg: Structguard;
declare const reply: StructguardReply;

export function freed() {
  using validator = sg.compileSchema<{ step: number }>({ type: 'object' });
  using parser = reply.createStreamParser();
  using schema = aiSchema(sg, { type: 'object' });
  const disposable: Disposable = validator;
  assertType<Equal<typeof Symbol.dispose, SymbolConstructor['dispose']>>();
  return [validator.parseReply('{}').ok, parser.push('{').ok, schema.jsonSchema, disposable];
}

// @ts-expect-error only what has [Symbol.dispose] can be `using`ed
export function notDisposable() { using text = 'x'; return text; }
