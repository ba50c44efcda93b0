// The AI SDK with structguard: generateObject gets structguard's schema (its JSON Schema goes
// to the provider, structguard's validator and then Zod's own check the object) and
// structguard's repairText; generateText with Output.object gets the middleware.
// The model is the AI SDK's own mock (ai/test), so this runs offline: swap in
// `openai('gpt-4o')` or any provider model for a real call.
import { generateObject, generateText, NoObjectGeneratedError, Output, wrapLanguageModel } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import * as z from 'zod';
import { init } from 'structguard';
import { aiSchema, repairJsonMiddleware, repairText } from 'structguard/ai';

// generateObject is deprecated in AI SDK 7 (generateText with `output` is its successor, part
// 4) but still the one call that takes repairText: keep its deprecation notice off stderr.
globalThis.AI_SDK_LOG_WARNINGS = false;

const sg = await init();

const Recipe = z.object({
  title: z.string(),
  minutes: z.number().int().min(1),
  steps: z.array(z.string()).min(1),
});
const schema = aiSchema(sg, Recipe);

// A model that answers in turn with each of these texts.
function mockModel(...texts) {
  const results = texts.map((text) => ({
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: {
      inputTokens: { total: 20, noCache: 20, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 30, text: 30, reasoning: 0 },
    },
    warnings: [],
  }));
  return new MockLanguageModelV4({ doGenerate: results });
}

console.log('== 1. A reply the AI SDK cannot parse, repaired by structguard');
const sloppy = "Sure! Here is the recipe:\n```json\n{'title': 'Miso soup', minutes: 10, \"steps\": [\"dashi\", \"miso\",],}\n```";
const model = mockModel(sloppy);
const { object } = await generateObject({ model, schema, repairText: repairText(sg), prompt: 'A quick soup recipe.' });
console.log('object:', JSON.stringify(object));
const sent = model.doGenerateCalls[0].responseFormat;
console.log('schema sent to the provider:', JSON.stringify(sent.schema));

console.log('== 2. A reply that breaks the schema: the AI SDK reports Zod\'s issues as structguard errors');
try {
  await generateObject({ model: mockModel('{"title": "Soup", "minutes": 0, "steps": []}'), schema, prompt: 'A soup.' });
  console.log('unexpected: accepted');
} catch (error) {
  console.log('rejected:', NoObjectGeneratedError.isInstance(error));
  for (const e of error.cause.cause.errors) console.log(`   ${e.vendor} at ${e.instanceLocation}: ${e.message}`);
}

console.log('== 3. A reply cut off mid-value: repairText will not guess the rest');
try {
  await generateObject({ model: mockModel('{"title": "Soup", "minutes": 5, "steps": ["boil'), schema,
    repairText: repairText(sg), prompt: 'A soup.' });
  console.log('unexpected: accepted');
} catch (error) {
  console.log('rejected:', NoObjectGeneratedError.isInstance(error), '-', error.cause?.name);
}

console.log('== 4. AI SDK 7\'s generateText with Output.object takes the same schema');
const { output } = await generateText({ model: mockModel('{"title": "Tea", "minutes": 3, "steps": ["steep"]}'),
  output: Output.object({ schema }), prompt: 'A drink.' });
console.log('output:', JSON.stringify(output));

console.log('== 5. generateText with Output.object on a reply with prose around the JSON: the middleware');
const prose = 'Here it is: {"title": "Toast", "minutes": 4, "steps": ["toast", "butter"]} Enjoy!';
const wrapped = wrapLanguageModel({ model: mockModel(prose), middleware: repairJsonMiddleware(sg) });
const toast = await generateText({ model: wrapped, output: Output.object({ schema: Recipe }), prompt: 'Breakfast.' });
console.log('output:', JSON.stringify(toast.output));

schema.free();
console.log('ai-sdk example done.');
