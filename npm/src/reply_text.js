// The reply text of what a provider SDK returns, for every call that reads a reply (parseReply,
// checkReply, extractJson, repairJson, findJsonCandidates): users hold the SDK's object, not
// its text. A tool call carries the structured value when the reply has one (a forced tool is
// how Anthropic and many apps ask for JSON), so its arguments come before any text.
// Shapes: the OpenAI SDK's ChatCompletion and Responses `Response`, the Anthropic SDK's
// Message (their raw JSON bodies are the same objects).
import { describe, requireString } from './arguments.js';
import { jsonText } from './well_formed.js';

const SHAPES = "a string or a provider SDK's reply (an OpenAI ChatCompletion or Response, an Anthropic Message)";

/** The text to read from `reply`: a string as it is, or the SDK object's answer. `name`: the argument's, for errors. */
export function replyText(call, reply, name = 'text') {
  if (typeof reply === 'string') return reply;
  if (reply !== null && typeof reply === 'object' && !Array.isArray(reply) && !ArrayBuffer.isView(reply)) {
    if (Array.isArray(reply.choices)) return chatCompletionText(call, reply);
    if (reply.object === 'response' && Array.isArray(reply.output)) return responseText(reply);
    if (reply.type === 'message' && Array.isArray(reply.content)) return messageText(reply);
    const keys = Object.keys(reply).slice(0, 5).join(', ');
    throw new TypeError(`${call}: ${name} must be ${SHAPES}, got an object with ${keys ? `keys ${keys}` : 'no keys'} `
      + '(a streamed chunk is not a reply: pass the text you accumulated)');
  }
  throw new TypeError(`${call}: ${name} must be ${SHAPES}, got ${ArrayBuffer.isView(reply) ? 'bytes (decode them first)' : describe(reply)}`);
}

// choices[0] (ask for n: 1): its first function tool call's arguments, else the content, else
// the refusal (which then reads as a reply without JSON, the refusal in answerText).
function chatCompletionText(call, completion) {
  const message = completion.choices[0]?.message;
  if (message === undefined || message === null) {
    throw new TypeError(`${call}: the ChatCompletion has no choices[0].message (a streamed chunk is not a reply: pass the text you accumulated)`);
  }
  const toolCall = message.tool_calls?.find((tool) => typeof tool?.function?.arguments === 'string');
  if (toolCall !== undefined) return toolCall.function.arguments;
  // A content that is not a string (an array of parts from a compatible server, a number) has
  // no text to read: named, as a TypeError, rather than passed on to fail somewhere inside.
  const field = message.content !== undefined && message.content !== null ? 'content' : 'refusal';
  return requireString(call, `the ChatCompletion's choices[0].message.${field}`, message[field] ?? '');
}

// The first function_call item's arguments, else the SDK's `output_text` (every output_text
// part, in order), computed as the SDK does for a raw body that lacks it; a refusal part
// reads as its text.
function responseText(response) {
  const functionCall = response.output.find((item) => item?.type === 'function_call' && typeof item.arguments === 'string');
  if (functionCall !== undefined) return functionCall.arguments;
  if (typeof response.output_text === 'string' && response.output_text !== '') return response.output_text;
  const parts = response.output.filter((item) => item?.type === 'message').flatMap((item) => item.content ?? []);
  const texts = parts.filter((part) => part?.type === 'output_text').map((part) => part.text);
  return texts.length > 0 ? texts.join('') : parts.filter((part) => part?.type === 'refusal').map((part) => part.refusal).join('');
}

// The first tool_use block's input as JSON text, else the text blocks joined (thinking blocks
// are not the answer).
function messageText(message) {
  const toolUse = message.content.find((block) => block?.type === 'tool_use');
  if (toolUse !== undefined) return jsonText(toolUse.input ?? {});
  return message.content.filter((block) => block?.type === 'text').map((block) => block.text).join('');
}
