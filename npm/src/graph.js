// sg.checkDependencies and sg.resolveDependencies: rules G1-G5 through the core, one boundary
// crossing per call. Steps are data (usually a model's output): anything that is not a valid
// plan comes back as typed errors, never as a thrown exception.
import { knownOptions, oneOf, optionalBoolean, optionalString, sizeOptions } from './arguments.js';
import { optionSlots } from './option_slots.js';
import { jsonText } from './well_formed.js';

// `locales`: the locales the core writes messages in (option_slots.js).
function dependencyOptions(call, options, locales) {
  const given = knownOptions(call, options, ['seqField', 'dependsOnField', 'allowForward', 'maxErrors', 'locale']);
  const picked = sizeOptions(call, given, ['maxErrors']);
  const locale = oneOf(call, 'options.locale', given.locale, locales);
  if (locale !== undefined) picked.locale = locale;
  const seqField = optionalString(call, 'options.seqField', given.seqField);
  const dependsOnField = optionalString(call, 'options.dependsOnField', given.dependsOnField);
  const allowForward = optionalBoolean(call, 'options.allowForward', given.allowForward);
  return {
    ...picked,
    seqField: seqField ?? 'seq',
    dependsOnField: dependsOnField ?? 'dependsOn',
    allowForward: allowForward ?? false,
  };
}

function requireSteps(call, steps) {
  if (steps === undefined) throw new TypeError(`${call}: steps is missing`);
  return steps;
}

const isInt32 = (value) => typeof value === 'number' && (value | 0) === value;

function isPlainObject(value) {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// The compact form of the core (src/graph/plan_reader.h): the step count, then per step its
// seq, its number of dependencies and their seqs, as 32-bit words. It is used when every step
// is a plain object whose seq and dependsOn entries are 32-bit integers, which is what JSON
// would say too; anything else (a string seq, 2.5, a missing field) goes as JSON, so that the
// core can name it. The result is the same either way; the compact form skips writing and
// parsing JSON, which would otherwise cost more than the check itself.
function compactWords(steps, seqField, dependsOnField) {
  if (!Array.isArray(steps)) return null;
  let words = new Int32Array(1 + 5 * steps.length);
  let at = 0;
  words[at++] = steps.length;
  for (const step of steps) {
    if (!isPlainObject(step)) return null;
    const seq = step[seqField];
    const dependsOn = step[dependsOnField];
    if (!isInt32(seq)) return null;
    const count = dependsOn === undefined ? 0 : Array.isArray(dependsOn) ? dependsOn.length : -1;
    if (count < 0) return null;
    if (at + 2 + count > words.length) words = grown(words, at + 2 + count);
    words[at++] = seq;
    words[at++] = count;
    for (let i = 0; i < count; i++) {
      const entry = dependsOn[i];
      if (!isInt32(entry)) return null;
      words[at++] = entry;
    }
  }
  return words.subarray(0, at);
}

function grown(words, needed) {
  const larger = new Int32Array(Math.max(needed, 2 * words.length));
  larger.set(words);
  return larger;
}

// The core sends the order 1, 2, …, N as the number N (bindings/graph.cpp).
function expandOrder(result) {
  if (typeof result.order !== 'number') return result;
  const order = new Array(result.order);
  for (let i = 0; i < order.length; i++) order[i] = i + 1;
  result.order = order;
  return result;
}

// Map keys may be numbers; JSON object keys are their decimal strings either way.
function idsObject(idsBySeq) {
  if (idsBySeq instanceof Map) return Object.fromEntries([...idsBySeq].map(([seq, id]) => [String(seq), id]));
  if (idsBySeq === null || typeof idsBySeq !== 'object' || Array.isArray(idsBySeq)) {
    const got = idsBySeq === null ? 'null' : Array.isArray(idsBySeq) ? 'an array' : typeof idsBySeq;
    throw new TypeError(`resolveDependencies: idsBySeq must be an object or a Map from seq to id, got ${got}`);
  }
  return idsBySeq;
}

export function graphApi(core) {
  const locales = optionSlots(core).choices.locale;
  return {
    checkDependencies(steps, options) {
      const picked = dependencyOptions('checkDependencies', options, locales);
      requireSteps('checkDependencies', steps);
      const optionsJson = JSON.stringify(picked);
      const words = compactWords(steps, picked.seqField, picked.dependsOnField);
      if (words) return expandOrder(JSON.parse(core.checkCompactDependencies(words, optionsJson)));
      // Only the two fields cross the boundary: names, texts and the rest of a step are not
      // needed to check the graph.
      const json = jsonText(steps, [picked.seqField, picked.dependsOnField]) ?? 'null';
      return expandOrder(JSON.parse(core.checkDependencies(json, optionsJson)));
    },

    resolveDependencies(steps, idsBySeq, options) {
      const picked = dependencyOptions('resolveDependencies', options, locales);
      requireSteps('resolveDependencies', steps);
      const ids = jsonText(idsObject(idsBySeq));
      return JSON.parse(core.resolveDependencies(jsonText(steps) ?? 'null', ids, JSON.stringify(picked)));
    },
  };
}
