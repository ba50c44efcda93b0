// A conversation as users hold it, read into the core's messages (bindings/run_call_reader.h:
// {role, content, toolCalls, toolCallId, isError}). Three shapes are read, and may be mixed:
// structguard's own (what runAgent returns), the OpenAI SDK's chat messages (`developer`,
// `tool_calls`, `tool_call_id`, content parts) and the Anthropic SDK's content blocks (`text`,
// `tool_use`, `tool_result`). Whatever the core cannot send is refused with a TypeError that
// names the field: no field is ever dropped in silence.
import { objectArgument, requireArray } from './arguments.js';

// The core's messages for `request.messages` (an array); one given message may give several
// (an Anthropic user turn holding tool results and text).
export function readMessages(call, messages) {
  return requireArray(call, 'request.messages', messages)
    .flatMap((message, i) => readMessage(call, `request.messages[${i}]`, objectArgument(call, `request.messages[${i}]`, message)));
}

function readMessage(call, where, item) {
  const fail = (field, what) => new TypeError(`${call}: ${where}${field} ${what}`);
  const fields = new Set(Object.keys(item).filter((key) => !carriesNothing(item[key])));
  const take = (key) => {
    fields.delete(key);
    return carriesNothing(item[key]) ? undefined : item[key];
  };
  const role = take('role');
  const roles = { system: 'system', developer: 'system', user: 'user', assistant: 'assistant', tool: 'tool' };
  if (!Object.hasOwn(roles, role)) {
    const hint = role === 'function' ? " (the OpenAI SDK's deprecated function role: use role 'tool' with tool_call_id)" : '';
    throw fail('.role', `must be 'system', 'developer', 'user', 'assistant' or 'tool', got ${show(role)}${hint}`);
  }
  const parts = readContent(call, where, take('content'), roles[role]);
  const refusal = take('refusal');
  if (refusal !== undefined) {
    if (role !== 'assistant' || typeof refusal !== 'string') throw fail('.refusal', "must be an assistant's refusal text");
    parts.text.push(refusal);
  }
  const message = { role: roles[role], content: parts.text.join('') };
  const toolCalls = [...readToolCalls(call, where, item, take), ...parts.toolCalls];
  if (toolCalls.length) {
    if (role !== 'assistant') throw fail(item.toolCalls ? '.toolCalls' : '.tool_calls', 'are only for assistant messages');
    message.toolCalls = toolCalls;
  }
  const id = readToolCallId(call, where, item, take);
  const isError = take('isError');
  if (isError !== undefined && typeof isError !== 'boolean') throw fail('.isError', `must be true or false, got ${show(isError)}`);
  if (role === 'tool') {
    if (id === undefined) throw fail('', "is a tool message: it needs tool_call_id (or toolCallId), the id of the call it answers");
    message.toolCallId = id;
    message.isError = isError ?? false;
  } else if (id !== undefined || isError) {
    throw fail(id !== undefined ? (item.toolCallId === undefined ? '.tool_call_id' : '.toolCallId') : '.isError', 'is only for tool messages');
  }
  const left = [...fields][0];
  if (left !== undefined) throw fail(`.${left}`, 'is not supported: structguard sends role, content and tool calls only');
  // An Anthropic user turn's tool results go first, as the API requires; its text follows.
  const own = message.content !== '' || message.toolCalls || role !== 'user' || parts.toolResults.length === 0;
  return [...parts.toolResults, ...(own ? [message] : [])];
}

// Content as a string, null (an assistant turn that only calls tools) or a list of parts.
function readContent(call, where, content, role) {
  const read = { text: [], toolCalls: [], toolResults: [] };
  if (content === undefined || typeof content === 'string') {
    if (content !== undefined) read.text.push(content);
    return read;
  }
  if (!Array.isArray(content)) {
    throw new TypeError(`${call}: ${where}.content must be a string, null or an array of content parts, got ${show(content)}`);
  }
  content.forEach((part, j) => {
    const at = `${where}.content[${j}]`;
    const block = objectArgument(call, at, part);
    if (block.type === 'text' || block.type === 'refusal') read.text.push(textPart(call, at, block));
    else if (block.type === 'tool_use' && role === 'assistant') read.toolCalls.push(toolUse(call, at, block));
    else if (block.type === 'tool_result' && role === 'user') read.toolResults.push(toolResult(call, at, block));
    else {
      const why = block.type === 'tool_use' || block.type === 'tool_result' ? `is not allowed in a${role === 'assistant' ? 'n' : ''} ${role} message` : 'is not supported: structguard sends text only';
      throw new TypeError(`${call}: ${at}.type ${show(block.type)} ${why}`);
    }
  });
  return read;
}

function textPart(call, at, block) {
  const key = block.type === 'refusal' ? 'refusal' : 'text';
  only(call, at, block, ['type', key]);
  if (typeof block[key] !== 'string') throw new TypeError(`${call}: ${at}.${key} must be a string, got ${show(block[key])}`);
  return block[key];
}

// Anthropic's `{type: 'tool_use', id, name, input}`: the input object is the call's arguments.
function toolUse(call, at, block) {
  only(call, at, block, ['type', 'id', 'name', 'input']);
  const input = block.input ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new TypeError(`${call}: ${at}.input must be an object`);
  return { id: string(call, `${at}.id`, block.id), name: string(call, `${at}.name`, block.name), arguments: JSON.stringify(input) };
}

// Anthropic's `{type: 'tool_result', tool_use_id, content, is_error}`: one tool message.
function toolResult(call, at, block) {
  only(call, at, block, ['type', 'tool_use_id', 'content', 'is_error']);
  const content = readContent(call, at, block.content ?? undefined, 'tool');
  if (block.is_error !== undefined && typeof block.is_error !== 'boolean') throw new TypeError(`${call}: ${at}.is_error must be true or false`);
  return { role: 'tool', content: content.text.join(''), toolCallId: string(call, `${at}.tool_use_id`, block.tool_use_id), isError: block.is_error ?? false };
}

// structguard's `toolCalls: [{id, name, arguments, thoughtSignature?}]` or the OpenAI SDK's
// `tool_calls: [{id, type: 'function', function: {name, arguments}}]`.
function readToolCalls(call, where, item, take) {
  const own = take('toolCalls');
  const openai = take('tool_calls');
  if (own !== undefined && openai !== undefined) throw new TypeError(`${call}: ${where} has both toolCalls and tool_calls: give one`);
  if (own !== undefined) {
    return requireArray(call, `${where}.toolCalls`, own).map((given, k) => {
      const at = `${where}.toolCalls[${k}]`;
      const tool = objectArgument(call, at, given);
      only(call, at, tool, ['id', 'name', 'arguments', 'thoughtSignature']);
      const read = { id: string(call, `${at}.id`, tool.id), name: string(call, `${at}.name`, tool.name), arguments: string(call, `${at}.arguments`, tool.arguments ?? '{}') };
      // Gemini 3 refuses a replayed call without the signature it came with.
      if (!carriesNothing(tool.thoughtSignature)) read.thoughtSignature = string(call, `${at}.thoughtSignature`, tool.thoughtSignature);
      return read;
    });
  }
  return requireArray(call, `${where}.tool_calls`, openai ?? []).map((given, k) => {
    const at = `${where}.tool_calls[${k}]`;
    const tool = objectArgument(call, at, given);
    only(call, at, tool, ['id', 'type', 'function']);
    if (tool.type !== undefined && tool.type !== 'function') throw new TypeError(`${call}: ${at}.type ${show(tool.type)} is not supported: only 'function' tool calls`);
    const fn = objectArgument(call, `${at}.function`, tool.function);
    only(call, `${at}.function`, fn, ['name', 'arguments']);
    return { id: string(call, `${at}.id`, tool.id), name: string(call, `${at}.function.name`, fn.name), arguments: string(call, `${at}.function.arguments`, fn.arguments ?? '{}') };
  });
}

function readToolCallId(call, where, item, take) {
  const own = take('toolCallId');
  const openai = take('tool_call_id');
  if (own !== undefined && openai !== undefined && own !== openai) throw new TypeError(`${call}: ${where} has toolCallId and tool_call_id that differ`);
  const id = own ?? openai;
  return id === undefined ? undefined : string(call, `${where}.${own === undefined ? 'tool_call_id' : 'toolCallId'}`, id);
}

// A part or call may hold only the keys the core can send (null ones carry nothing).
function only(call, at, object, keys) {
  const extra = Object.keys(object).find((key) => !keys.includes(key) && !carriesNothing(object[key]));
  if (extra !== undefined) throw new TypeError(`${call}: ${at}.${extra} is not supported: structguard would have to drop it`);
}

// Null, undefined and [] carry nothing: the OpenAI SDK's own reply messages hold
// `refusal: null`, `annotations: []`, `audio: null`, and are accepted as they come.
function carriesNothing(value) {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

function string(call, at, value) {
  if (typeof value !== 'string' || value === '') throw new TypeError(`${call}: ${at} must be a non-empty string, got ${show(value)}`);
  return value;
}

function show(value) {
  if (typeof value === 'string') return `'${value}'`;
  if (value === null || value === undefined) return String(value);
  return Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}
