// structguard/ai on the AI SDK as it is now: repairJsonMiddleware makes generateText with
// Output.object read a reply with prose or a fence around its JSON (AI SDK 7, and 5's
// experimental_output; streamed: ai-stream.test.js), and repairText works under AI SDK 5's option name,
// experimental_repairText. Checked against each SDK's own mock models (`ai` 7 and `ai5`, an
// alias of ai@5).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateText, generateObject, Output, wrapLanguageModel, NoObjectGeneratedError } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import * as ai5 from 'ai5';
import { MockLanguageModelV2 } from 'ai5/test';
import * as z from 'zod';
import { init } from 'structguard';
import { aiSchema, experimental_repairText, repairJsonMiddleware, repairText } from 'structguard/ai';

globalThis.AI_SDK_LOG_WARNINGS = false;
const sg = await init();
const Item = z.object({ name: z.string(), count: z.number().int() });
const USAGE = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
const STOP = { unified: 'stop', raw: 'stop' };
const PROSE = 'Here you go: {"name": "bolt", "count": 3} Hope that helps!';

function generating(text) {
  return new MockLanguageModelV4({ doGenerate: { content: [{ type: 'text', text }], finishReason: STOP, usage: USAGE, warnings: [] } });
}

test('AI SDK 7: generateText + Output.object fails on prose around the JSON without the middleware', async () => {
  await assert.rejects(generateText({ model: generating(PROSE), output: Output.object({ schema: Item }), prompt: 'x' }),
    (error) => NoObjectGeneratedError.isInstance(error));
});

test('AI SDK 7: with repairJsonMiddleware, generateText + Output.object gives the object', async () => {
  const model = wrapLanguageModel({ model: generating(PROSE), middleware: repairJsonMiddleware(sg) });
  const { output, text } = await generateText({ model, output: Output.object({ schema: Item }), prompt: 'x' });
  assert.deepEqual(output, { name: 'bolt', count: 3 });
  assert.equal(text, '{"name": "bolt", "count": 3}');
});

test('AI SDK 7: the middleware repairs a fenced, sloppy reply and the schema still judges it', async () => {
  const model = wrapLanguageModel({ model: generating("```json\n{name: 'bolt', 'count': 3,}\n```"), middleware: repairJsonMiddleware(sg) });
  const { output } = await generateText({ model, output: Output.object({ schema: aiSchema(sg, Item) }), prompt: 'x' });
  assert.deepEqual(output, { name: 'bolt', count: 3 });
  const wrong = wrapLanguageModel({ model: generating('Sure: {"name": "bolt", "count": 1.5}'), middleware: repairJsonMiddleware(sg) });
  await assert.rejects(generateText({ model: wrong, output: Output.object({ schema: Item }), prompt: 'x' }),
    (error) => NoObjectGeneratedError.isInstance(error) && error.text === '{"name": "bolt", "count": 1.5}');
});

test('AI SDK 7: a text call (no Output.object) passes through untouched', async () => {
  const model = wrapLanguageModel({ model: generating(PROSE), middleware: repairJsonMiddleware(sg) });
  assert.equal((await generateText({ model, prompt: 'x' })).text, PROSE);
});

test('AI SDK 7: a cut-off reply is not completed unless allowIncomplete says so', async () => {
  const cut = 'Here: {"name": "bolt", "count": 3';
  const strict = wrapLanguageModel({ model: generating(cut), middleware: repairJsonMiddleware(sg) });
  await assert.rejects(generateText({ model: strict, output: Output.object({ schema: Item }), prompt: 'x' }),
    (error) => NoObjectGeneratedError.isInstance(error) && error.text === cut);
  const lenient = wrapLanguageModel({ model: generating(cut), middleware: repairJsonMiddleware(sg, { allowIncomplete: true }) });
  assert.deepEqual((await generateText({ model: lenient, output: Output.object({ schema: Item }), prompt: 'x' })).output, { name: 'bolt', count: 3 });
  assert.throws(() => repairJsonMiddleware(sg, { maxDepth: 'deep' }), { name: 'TypeError', message: /^repairJsonMiddleware: options\.maxDepth must be a whole number >= 0/ });
});

test('AI SDK 7: generateObject takes repairText under both names', async () => {
  for (const options of [{ repairText: repairText(sg) }, { experimental_repairText: experimental_repairText(sg) }]) {
    const { object } = await generateObject({ model: generating(PROSE), schema: Item, prompt: 'x', ...options });
    assert.deepEqual(object, { name: 'bolt', count: 3 });
  }
  assert.equal(experimental_repairText, repairText);
});

const V2_USAGE = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };
const generatingV2 = (text) => new MockLanguageModelV2({ doGenerate: { content: [{ type: 'text', text }], finishReason: 'stop', usage: V2_USAGE, warnings: [] } });

test('AI SDK 5: generateObject ignores a `repairText` key; experimental_repairText repairs', async () => {
  await assert.rejects(ai5.generateObject({ model: generatingV2(PROSE), schema: Item, prompt: 'x', repairText: repairText(sg) }),
    (error) => ai5.NoObjectGeneratedError.isInstance(error));
  const { object } = await ai5.generateObject({ model: generatingV2(PROSE), schema: Item, prompt: 'x', experimental_repairText: repairText(sg) });
  assert.deepEqual(object, { name: 'bolt', count: 3 });
});

test('AI SDK 5: the middleware makes generateText + experimental_output read the JSON', async () => {
  const model = ai5.wrapLanguageModel({ model: generatingV2(PROSE), middleware: repairJsonMiddleware(sg) });
  const { experimental_output: output } = await ai5.generateText({ model, experimental_output: ai5.Output.object({ schema: Item }), prompt: 'x' });
  assert.deepEqual(output, { name: 'bolt', count: 3 });
});
