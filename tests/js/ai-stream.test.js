// Issue 38: repairJsonMiddleware streams. A reply with a fence and trailing commas, streamed
// chunk by chunk through the AI SDK's own mock models, gives growing partial values in
// streamText + Output.object and streamObject (AI SDK 7, and 5), each one what the stream
// parser's snapshot() shows at that chunk, and the final value validated by the schema. Over
// replies with prose, repairs and revisions, at every character: partials are the snapshots,
// and the final value is end()'s, or the SDK's own error, never another value.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { streamText, streamObject, Output, wrapLanguageModel, simulateReadableStream, NoObjectGeneratedError } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import * as ai5 from 'ai5';
import { MockLanguageModelV2 } from 'ai5/test';
import * as z from 'zod';
import { init } from 'structguard';
import { aiSchema, repairJsonMiddleware, repairText } from 'structguard/ai';
import { REPLIES, characters } from '../support/stream-replies.js';

globalThis.AI_SDK_LOG_WARNINGS = false;
const sg = await init();
const Recipe = z.object({ title: z.string(), minutes: z.number().int(), steps: z.array(z.string()) });
const USAGE = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
const STOP = { unified: 'stop', raw: 'stop' };
const CHUNKS = ['Sure!\n```json\n{"title": "Mi', 'so soup", "minu', 'tes": 1', '0, "steps": ["dashi",', ' "miso",],}\n', '```\nEnjoy!'];
const PARTIALS = [
  { title: 'Mi' },
  { title: 'Miso soup' },
  { title: 'Miso soup', minutes: 1 },
  { title: 'Miso soup', minutes: 10, steps: ['dashi'] },
  { title: 'Miso soup', minutes: 10, steps: ['dashi', 'miso'] },
];
const RECIPE = { title: 'Miso soup', minutes: 10, steps: ['dashi', 'miso'] };

function textParts(deltas, id = 't1') {
  return [{ type: 'text-start', id }, ...deltas.map((delta) => ({ type: 'text-delta', id, delta })), { type: 'text-end', id }];
}

function streaming(deltas, options = {}) {
  const chunks = [{ type: 'stream-start', warnings: [] }, ...textParts(deltas), { type: 'finish', finishReason: STOP, usage: USAGE }];
  const model = new MockLanguageModelV4({ doStream: async () => ({ stream: simulateReadableStream({ chunks, initialDelayInMs: null, chunkDelayInMs: null }) }) });
  return wrapLanguageModel({ model, middleware: repairJsonMiddleware(sg, options) });
}

function streamingV2(deltas) {
  const chunks = [{ type: 'stream-start', warnings: [] }, ...textParts(deltas), { type: 'finish', finishReason: 'stop', usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 } }];
  const model = new MockLanguageModelV2({ doStream: async () => ({ stream: ai5.simulateReadableStream({ chunks, initialDelayInMs: null, chunkDelayInMs: null }) }) });
  return ai5.wrapLanguageModel({ model, middleware: repairJsonMiddleware(sg) });
}

// What snapshot() shows after each chunk, each value once, as a stream of partials shows them.
function snapshots(chunks) {
  const parser = sg.createStreamParser();
  const shown = [];
  for (const chunk of chunks) {
    parser.push(chunk);
    const snapshot = parser.snapshot();
    if (snapshot.ok && !isDeepStrictEqual(snapshot.value, shown.at(-1))) shown.push(snapshot.value);
  }
  return { shown, final: parser.end() };
}

async function collect(stream) {
  const values = [];
  for await (const value of stream) values.push(value);
  return values;
}

test('the partials of the fenced, trailing-comma reply are its snapshots', () => {
  assert.deepEqual(snapshots(CHUNKS).shown, PARTIALS);
});

test('AI SDK 7: streamText + Output.object through the middleware gives growing partials, then the validated object', async () => {
  const result = streamText({ model: streaming(CHUNKS), output: Output.object({ schema: Recipe }), prompt: 'A quick soup.' });
  assert.deepEqual(await collect(result.partialOutputStream), PARTIALS);
  assert.deepEqual(await result.output, RECIPE);
  assert.equal(await result.text, '{"title":"Miso soup","minutes":10,"steps":["dashi","miso"]}');
});

test('AI SDK 7: streamObject through the middleware gives growing partials, then the object its schema (or aiSchema) validates', async () => {
  for (const schema of [Recipe, aiSchema(sg, Recipe)]) {
    const result = streamObject({ model: streaming(CHUNKS), schema, prompt: 'A quick soup.' });
    assert.deepEqual(await collect(result.partialObjectStream), PARTIALS);
    assert.deepEqual(await result.object, RECIPE);
  }
});

test('AI SDK 7: the final value is validated: a streamed object that breaks the schema is the SDK\'s error', async () => {
  const chunks = ['{"title": "Tea", "minutes": 2.5,', ' "steps": [],}'];
  const result = streamText({ model: streaming(chunks), output: Output.object({ schema: Recipe }), prompt: 'x' });
  assert.deepEqual(await collect(result.partialOutputStream), [{ title: 'Tea', minutes: 2.5 }, { title: 'Tea', minutes: 2.5, steps: [] }]);
  await assert.rejects(result.output, (error) => NoObjectGeneratedError.isInstance(error) && error.message === 'No object generated: response did not match schema.');
});

test('AI SDK 7: a cut-off stream shows its partials but is not completed unless allowIncomplete says so', async () => {
  const cut = ['Here: {"title": "Tea", "minu', 'tes": 3, "steps": ["ste'];
  const strict = streamText({ model: streaming(cut), output: Output.object({ schema: Recipe }), prompt: 'x' });
  assert.deepEqual(await collect(strict.partialOutputStream), [{ title: 'Tea' }, { title: 'Tea', minutes: 3, steps: ['ste'] }]);
  await assert.rejects(strict.output, (error) => NoObjectGeneratedError.isInstance(error) && error.text === '{"title":"Tea","minutes":3,"steps":["ste');
  const lenient = streamText({ model: streaming(cut, { allowIncomplete: true }), output: Output.object({ schema: Recipe }), prompt: 'x' });
  assert.deepEqual(await lenient.output, { title: 'Tea', minutes: 3, steps: ['ste'] });
});

test('AI SDK 7: a streamed reply without JSON reaches the SDK as written, for its error to show', async () => {
  const chunks = ['Sorry, I cannot ', 'suggest a recipe.'];
  const result = streamText({ model: streaming(chunks), output: Output.object({ schema: Recipe }), prompt: 'x' });
  assert.deepEqual(await collect(result.partialOutputStream), []);
  await assert.rejects(result.output, (error) => NoObjectGeneratedError.isInstance(error) && error.text === 'Sorry, I cannot suggest a recipe.');
});

test('AI SDK 7: prose braces before the JSON, then the JSON: the answer goes on from the brace it shares', async () => {
  const chunks = ['Fill in {name', '} as below: {"title": "Tea", ', '"minutes": 3, "steps": ["steep"]}'];
  const result = streamText({ model: streaming(chunks), output: Output.object({ schema: Recipe }), prompt: 'x' });
  assert.deepEqual(await collect(result.partialOutputStream), snapshots(chunks).shown);
  assert.deepEqual(await result.output, { title: 'Tea', minutes: 3, steps: ['steep'] });
});

test('AI SDK 7: an answer a later json fence replaces ends in the SDK\'s error; partials: false holds the reply and gives it', async () => {
  const chunks = ['Like {"title": "x"}, but', ' real:\n```json\n{"title": "Tea", ', '"minutes": 3, "steps": ["steep"]}\n```'];
  const streamed = streamText({ model: streaming(chunks), output: Output.object({ schema: Recipe }), prompt: 'x' });
  assert.deepEqual(await collect(streamed.partialOutputStream), [{ title: 'x' }]);
  await assert.rejects(streamed.output, (error) => NoObjectGeneratedError.isInstance(error) && error.text === '{"title":"x');
  const held = streamText({ model: streaming(chunks, { partials: false }), output: Output.object({ schema: Recipe }), prompt: 'x' });
  assert.deepEqual(await collect(held.partialOutputStream), [{ title: 'Tea', minutes: 3, steps: ['steep'] }]);
  assert.deepEqual(await held.output, { title: 'Tea', minutes: 3, steps: ['steep'] });
  assert.equal(await held.text, '{"title": "Tea", "minutes": 3, "steps": ["steep"]}');
  assert.throws(() => repairJsonMiddleware(sg, { partials: 'no' }), { name: 'TypeError', message: 'repairJsonMiddleware: options.partials must be a boolean, got string' });
  assert.throws(() => repairText(sg, { partials: false }), { name: 'TypeError', message: /^repairText: .*partials/ });
});

test('AI SDK 5: streamText + experimental_output and streamObject through the middleware give growing partials', async () => {
  const text = ai5.streamText({ model: streamingV2(CHUNKS), experimental_output: ai5.Output.object({ schema: Recipe }), prompt: 'x' });
  assert.deepEqual(await collect(text.experimental_partialOutputStream), PARTIALS);
  const object = ai5.streamObject({ model: streamingV2(CHUNKS), schema: Recipe, prompt: 'x' });
  assert.deepEqual(await collect(object.partialObjectStream), PARTIALS);
  assert.deepEqual(await object.object, RECIPE);
});

// Replies whose reading is revised back into what was already sent: values in a row (the
// answer becomes a list), a quote that closed nothing, a key given twice, a root string whose
// escaped surrogate pair arrives in halves, __proto__ (which the SDK's parser refuses), a comma
// in bare words that a later quote shows was inside a string, and inner quotes.
const REVISED = new Set([
  '{"a": 1}\n{"a": 2}\n{"a": 3}',
  '["a" + "b", x y"]',
  '{"a": {"b": {"c": [[["deep"]]]}}, "a": "again"}',
  '"\\ud83d\\ude00 then \\udfff alone"',
  '{"k~/": "escaped pointer", "": "empty key", "__proto__": {"x": 1}}',
  '{"f": [see above, value 1], "g": New York  , "h": [a\tb, He said "hi", $1,234.50], "i": x, y"}',
  '{"a": "she said "yes" loudly", "b": [1, "two"], "c": "he said "no", twice",\n "d": "x" + "y", "e": {"f": "g"}}',
]);
// Of those, the ones whose final text the SDK cannot read as end()'s value: what was sent is
// taken back (not continued) by the revision. The others' last revision continues the text.
const TAKEN_BACK = new Set([
  '{"a": 1}\n{"a": 2}\n{"a": 3}',
  '["a" + "b", x y"]',
  '{"a": {"b": {"c": [[["deep"]]]}}, "a": "again"}',
  '"\\ud83d\\ude00 then \\udfff alone"',
  '{"k~/": "escaped pointer", "": "empty key", "__proto__": {"x": 1}}',
]);

test('AI SDK 7: at every character of each reply, the partials are its snapshots and the output is end()\'s value, or the SDK\'s error', async () => {
  for (const reply of REPLIES) {
    const chunks = characters(reply);
    const { shown, final } = snapshots(chunks);
    const result = streamText({ model: streaming(chunks, { allowIncomplete: true, allowLossy: true }), output: Output.json(), prompt: 'x' });
    const partials = await collect(result.partialOutputStream);
    const output = await result.output.then((value) => ({ value }), (error) => ({ error }));
    if (REVISED.has(reply)) {
      assert.ok(partials.every((partial) => shown.some((value) => isDeepStrictEqual(value, partial))), `partials of ${JSON.stringify(reply)} are snapshots`);
      if (TAKEN_BACK.has(reply)) assert.ok(NoObjectGeneratedError.isInstance(output.error), `${JSON.stringify(reply)}: the SDK's error`);
      else assert.deepEqual(output, { value: final.value }, `output of ${JSON.stringify(reply)}`);
    } else {
      assert.deepEqual(partials, shown, `partials of ${JSON.stringify(reply)}`);
      assert.deepEqual(output, { value: final.value }, `output of ${JSON.stringify(reply)}`);
    }
  }
});
