// The OpenAI and Anthropic SDKs' own types meet structguard's: their message params are
// messages (the README's `messages.push(completion.choices[0].message)`), and their replies
// are replies for parseReply and the other calls that read one. (DOM project: the SDKs'
// types need it.)
import type OpenAI from 'openai';
import type Anthropic from '@anthropic-ai/sdk';
import type { CallMessage, ParseReplyResult, ProviderReply, Structguard } from 'structguard';
import { assertType, type Equal } from './assert.js';

declare const sg: Structguard;
declare const completion: OpenAI.ChatCompletion;
declare const response: OpenAI.Responses.Response;
declare const message: Anthropic.Message;
declare const openaiParams: OpenAI.ChatCompletionMessageParam[];
declare const anthropicParams: Anthropic.MessageParam[];

const messages: CallMessage[] = [{ role: 'user', content: 'Pick a step.' }];
messages.push(completion.choices[0].message);
messages.push({ role: 'assistant', content: message.content });
messages.push(...openaiParams, ...anthropicParams);

async function call() {
  const client = sg.createClient({ provider: 'openai', model: 'gpt-4o' });
  await client.generateObject({ messages: openaiParams, schema: { type: 'object' } });
  await client.generateObject({ messages: anthropicParams, schema: { type: 'object' } });
  await client.runAgent({ messages: [...openaiParams, completion.choices[0].message], tools: [] });
}

const steps = sg.compileSchema<{ step: number }>({ type: 'object' });
for (const reply of [completion, response, message] satisfies ProviderReply[]) {
  const r = steps.parseReply(reply);
  assertType<Equal<typeof r, ParseReplyResult<{ step: number }>>>();
  steps.checkReply(reply);
  sg.extractJson(reply);
  sg.repairJson(reply);
  sg.findJsonCandidates(reply);
  assertType<Equal<ReturnType<typeof sg.replyText>, string>>();
  sg.replyText(reply);
}
// @ts-expect-error a streamed chunk is not a reply
steps.parseReply({} as OpenAI.ChatCompletionChunk);
