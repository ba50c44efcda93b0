// sg.composeSystemPrompt, sg.buildSessionPrompt, sg.buildJudgmentPrompt, sg.injectJsonInstruction,
// sg.assembleHistory, sg.estimateTokens, sg.toolOutput, sg.pruneToolOutputs, sg.toolResultText,
// sg.prunableTokens: rules P1-P7 through the core, one boundary crossing per call (assembleHistory
// with a caller's token counter makes two: the core names the messages the window holds, the
// counter counts those). Nothing is computed here. Pure and deterministic. Texts reach the core
// well-formed: TextEncoder (text_call.js) and jsonText (well_formed.js) write a lone surrogate as
// U+FFFD, as every other call reads it.
import {
  knownOptions,
  objectArgument,
  oneOf,
  optionalString,
  requireArray,
  requireString,
  sizeOptions,
} from './arguments.js';
import { schemaText } from './schema_input.js';
import { textCall } from './text_call.js';
import { jsonText } from './well_formed.js';

const LANGUAGES = ['en', 'ja'];
const JUDGMENT_MODES = ['structured', 'tag'];
const CONTEXT_FIELDS = ['industry', 'processType', 'goal', 'region', 'compliance', 'additionalContext'];
const HISTORY_SIZES = ['windowSize', 'modelContextLimit', 'responseMaxTokens', 'safetyMarginTokens', 'systemTokens', 'maxTokensBudget'];
const CHAT_ROLES = ['user', 'assistant'];
// The core holds the history's sizes in 32 bits (size_t in wasm32) and would read a larger one
// as 2^32 - 1, a different budget than the one asked for, so such an option is refused.
const LARGEST_HISTORY_SIZE = 2 ** 32 - 1;

function historySize(call, name, value) {
  if (value > LARGEST_HISTORY_SIZE) {
    throw new RangeError(`${call}: ${name} must be at most ${LARGEST_HISTORY_SIZE} (2^32 - 1), got ${value}`);
  }
  return value;
}

function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function countTokens(call, counter, text) {
  const tokens = counter(text);
  if (!Number.isInteger(tokens) || tokens < 0) {
    throw new TypeError(`${call}: options.tokenCounter must return a whole number >= 0, got ${String(tokens)}`);
  }
  return tokens;
}

function checkMessages(call, messages) {
  requireArray(call, 'messages', messages);
  messages.forEach((message, i) => {
    if (!isPlainObject(message)) throw new TypeError(`${call}: messages[${i}] must be an object`);
    requireString(call, `messages[${i}].role`, message.role);
    if (CHAT_ROLES.includes(message.role)) requireString(call, `messages[${i}].content`, message.content);
  });
}

function checkToolItem(call, name, item) {
  if (!isPlainObject(item)) throw new TypeError(`${call}: ${name} must be an object with a summary`);
  requireString(call, `${name}.summary`, item.summary);
  optionalString(call, `${name}.content`, item.content);
}

function toolItems(call, items) {
  requireArray(call, 'items', items);
  items.forEach((item, i) => checkToolItem(call, `items[${i}]`, item));
  return items.map(({ summary, content }) => ({ summary, content: content ?? null }));
}

export function promptApi(core) {
  const texts = textCall(core);
  return {
    composeSystemPrompt(request) {
      const call = 'composeSystemPrompt';
      const { instruction = '', overrides, language: given } = knownOptions(call, request, ['instruction', 'overrides', 'language'], 'request');
      requireString(call, 'request.instruction', instruction);
      const language = oneOf(call, 'request.language', given, LANGUAGES);
      let overridesText = '';
      if (typeof overrides === 'string') overridesText = overrides;
      else if (isPlainObject(overrides)) overridesText = jsonText(overrides);
      else if (overrides !== undefined && overrides !== null) {
        throw new TypeError(`${call}: request.overrides must be a string or an object`);
      }
      const hasOverrides = overrides !== undefined && overrides !== null;
      return texts.json(core.composeSystemPrompt, instruction, overridesText, JSON.stringify({ hasOverrides, language }));
    },

    buildSessionPrompt(context, options) {
      const call = 'buildSessionPrompt';
      const fields = objectArgument(call, 'context', context);
      const picked = {};
      for (const name of CONTEXT_FIELDS) picked[name] = optionalString(call, `context.${name}`, fields[name]);
      const language = oneOf(call, 'options.language', knownOptions(call, options, ['language']).language, LANGUAGES);
      return texts.json(core.buildSessionPrompt, jsonText({ context: picked, language })).text;
    },

    buildJudgmentPrompt(request) {
      const call = 'buildJudgmentPrompt';
      const given = knownOptions(call, request, ['rules', 'mode', 'tagName', 'language', 'report'], 'request');
      const rules = requireArray(call, 'request.rules', given.rules);
      rules.forEach((rule, i) => requireString(call, `request.rules[${i}]`, rule));
      const checked = {
        rules,
        mode: oneOf(call, 'request.mode', given.mode, JUDGMENT_MODES),
        tagName: optionalString(call, 'request.tagName', given.tagName),
        language: oneOf(call, 'request.language', given.language, LANGUAGES),
        report: optionalString(call, 'request.report', given.report),
      };
      const result = texts.json(core.buildJudgmentPrompt, jsonText(checked));
      if (!result.ok) throw new TypeError(`${call}: ${result.error.message}`);
      return result.text;
    },

    injectJsonInstruction(prompt, schema) {
      const call = 'injectJsonInstruction';
      requireString(call, 'prompt', prompt);
      const result = texts.json(core.injectJsonInstruction, prompt, schemaText(call, schema));
      if (!result.ok) throw new TypeError(`${call}: ${result.error.message}`);
      return result.text;
    },

    estimateTokens(text) {
      return texts.number(core.estimateTokens, requireString('estimateTokens', 'text', text));
    },

    assembleHistory(messages, options) {
      const call = 'assembleHistory';
      checkMessages(call, messages);
      const given = knownOptions(call, options, [...HISTORY_SIZES, 'systemPrompt', 'tokenCounter']);
      const picked = sizeOptions(call, given, HISTORY_SIZES);
      for (const [name, value] of Object.entries(picked)) historySize(call, `options.${name}`, value);
      const { tokenCounter: counter, systemPrompt } = given;
      if (counter !== undefined && typeof counter !== 'function') {
        throw new TypeError(`${call}: options.tokenCounter must be a function (text) => number`);
      }
      if (optionalString(call, 'options.systemPrompt', systemPrompt) !== undefined) {
        if (picked.systemTokens !== undefined) {
          throw new TypeError(`${call}: give options.systemTokens or options.systemPrompt, not both`);
        }
        if (counter) picked.systemTokens = historySize(call, 'options.tokenCounter(systemPrompt)', countTokens(call, counter, systemPrompt));
        else picked.systemPrompt = systemPrompt;
      }
      // Only the messages the window holds are counted: the core says which.
      const counted = new Set(counter
        ? texts.json(core.historyWindow, jsonText({ windowSize: picked.windowSize, messages: messages.map(({ role }) => ({ role })) }))
        : []);
      const sent = messages.map((message, i) =>
        counted.has(i)
          ? { role: message.role, tokens: countTokens(call, counter, message.content) }
          : { role: message.role, content: typeof message.content === 'string' ? message.content : '' },
      );
      const result = texts.json(core.assembleHistory, jsonText({ ...picked, messages: sent }));
      return { messages: result.included.map(({ index }) => messages[index]), ...result };
    },

    toolOutput(text, options) {
      const call = 'toolOutput';
      requireString(call, 'text', text);
      const picked = sizeOptions(call, knownOptions(call, options, ['threshold']), ['threshold']);
      return texts.json(core.toolOutput, text, JSON.stringify(picked));
    },

    pruneToolOutputs(items, options) {
      const call = 'pruneToolOutputs';
      const sent = toolItems(call, items);
      const { keepLast } = sizeOptions(call, knownOptions(call, options, ['keepLast']), ['keepLast']);
      const { pruned, freedTokens } = texts.json(core.pruneToolOutputs, jsonText({ items: sent, keepLast }));
      const dropped = new Set(pruned);
      const kept = items.map((item, i) => {
        if (!dropped.has(i)) return item;
        const { content, ...summaryOnly } = item;
        return summaryOnly;
      });
      return { items: kept, pruned, freedTokens };
    },

    toolResultText(item) {
      const call = 'toolResultText';
      checkToolItem(call, 'item', item);
      const hasContent = typeof item.content === 'string';
      const content = hasContent ? item.content : '';
      return texts.json(core.toolResultText, item.summary, content, JSON.stringify({ hasContent })).text;
    },

    prunableTokens(items) {
      return texts.number(core.prunableTokens, jsonText({ items: toolItems('prunableTokens', items) }));
    },
  };
}
