// Every call that takes an options object (or a request of named fields) refuses a name it
// does not know with a TypeError that names it and lists the call's own, as compileSchema
// does: a typo or another call's option is never an option silently without effect.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import { repairJsonMiddleware, repairText } from 'structguard/ai';
import { mockFetch } from 'structguard/testing';

const sg = await init();

const LIMITS = 'maxInputBytes, maxFenceBytes, maxDepth';
const EXTRACT = `${LIMITS}, locale`;
const VALIDATE = 'errors, maxErrors, maxSteps, maxPatternSteps, locale';
const REPLY = `${LIMITS}, ${VALIDATE}, mode, chooseValid, allowLossy, coerce`;
const SETTINGS = 'stream, temperature, timeoutMs, maxRetries, retry, locale';

function refuses(run, message) {
  assert.throws(run, { name: 'TypeError', message });
}

test('README "Extracting JSON from a reply": extractJson refuses an unknown option', () => {
  refuses(() => sg.extractJson('{}', { maxFenceByte: 10 }), `extractJson: unknown option 'maxFenceByte' (its options: ${EXTRACT})`);
  assert.equal(sg.extractJson('{}', { maxFenceBytes: 10, maxDepth: undefined }).ok, true);
});

test('README "Lenient parsing": repairJson, findJsonCandidates and createStreamParser refuse an unknown option', () => {
  refuses(() => sg.repairJson('{a: 1}', { mode: 'lenient' }), `repairJson: unknown option 'mode' (its options: ${EXTRACT})`);
  refuses(() => sg.findJsonCandidates('{}', { maxdepth: 3 }), `findJsonCandidates: unknown option 'maxdepth' (its options: ${EXTRACT})`);
  refuses(() => sg.createStreamParser({ schema: {} }), `createStreamParser: unknown option 'schema' (its options: ${EXTRACT})`);
  assert.equal(sg.repairJson('{a: 1}', { maxDepth: 4 }).json, '{"a": 1}');
});

test('README "Validating against a JSON Schema": validate and validateJson refuse an option of parseReply', () => {
  const v = sg.compileSchema({ type: 'object' });
  refuses(() => v.validate({}, { mode: 'lenient' }), `validate: unknown option 'mode' (its options: ${VALIDATE})`);
  refuses(() => v.validateJson('{}', { error: 'all' }), `validateJson: unknown option 'error' (its options: ${VALIDATE})`);
  assert.equal(v.validate([], { errors: 'all', maxErrors: 1 }).errors.length, 1);
  v.free();
});

test('README "Validating against a JSON Schema": parseReply, parseReplyAsync and checkReply refuse an unknown option', async () => {
  const v = sg.compileSchema({ type: 'object' });
  refuses(() => v.parseReply('{}', { lenient: true }), `parseReply: unknown option 'lenient' (its options: ${REPLY})`);
  refuses(() => v.checkReply('{}', { coerse: true }), `checkReply: unknown option 'coerse' (its options: ${REPLY})`);
  await assert.rejects(v.parseReplyAsync('{}', { strict: true }), {
    name: 'TypeError',
    message: `parseReplyAsync: unknown option 'strict' (its options: ${REPLY})`,
  });
  assert.equal(v.parseReply("{'a': 1}", { mode: 'lenient', errors: 'all', maxFenceBytes: 100 }).ok, true);
  v.free();
});

test('README "Schemas that providers accept": lintSchema, toStrictSchema, withExactItems and exampleInstance refuse an unknown option', () => {
  const schema = { type: 'object', properties: { a: { type: 'string' } } };
  refuses(() => sg.lintSchema(schema, 'openai', { finetuned: true }), "lintSchema: unknown option 'finetuned' (its options: fineTuned, maxDepth, locale)");
  refuses(() => sg.toStrictSchema(schema, 'anthropic', { maxInputBytes: 10 }),
    "toStrictSchema: unknown option 'maxInputBytes' (its options: keepOptional, fineTuned, maxDepth, maxInlinedValues, locale)");
  refuses(() => sg.exampleInstance(schema, null, { depth: 2 }), "exampleInstance: unknown option 'depth' (its options: maxDepth, maxSteps, maxStringLength, locale)");
  refuses(() => sg.withExactItems({ type: 'array' }, '', 2, { language: 'ja' }), "withExactItems: unknown option 'language' (its options: locale)");
  assert.equal(sg.toStrictSchema(schema, 'anthropic', { keepOptional: true }).ok, true);
});

test('README "Dependency graphs": checkDependencies and resolveDependencies refuse an unknown option', () => {
  const options = 'seqField, dependsOnField, allowForward, maxErrors, locale';
  refuses(() => sg.checkDependencies([], { dependsOn: 'after' }), `checkDependencies: unknown option 'dependsOn' (its options: ${options})`);
  refuses(() => sg.resolveDependencies([], {}, { idField: 'id' }), `resolveDependencies: unknown option 'idField' (its options: ${options})`);
  assert.equal(sg.checkDependencies([{ seq: 1, after: [] }], { dependsOnField: 'after' }).ok, true);
});

test('docs/seed-helpers.md: parseProcessTemplate refuses an unknown option', () => {
  refuses(() => sg.parseProcessTemplate('{}', { name: 'x' }),
    `parseProcessTemplate: unknown option 'name' (its options: ${LIMITS}, maxErrors, defaultName, locale)`);
});

test('README "Composing prompts": the prompt builders refuse an unknown option or request field', () => {
  refuses(() => sg.composeSystemPrompt({ instructions: 'Be brief.' }),
    "composeSystemPrompt: unknown option 'instructions' (its options: instruction, overrides, language)");
  refuses(() => sg.buildSessionPrompt({}, { lang: 'en' }), "buildSessionPrompt: unknown option 'lang' (its options: language)");
  refuses(() => sg.buildJudgmentPrompt({ rules: ['a'], tag: 'STEP' }),
    "buildJudgmentPrompt: unknown option 'tag' (its options: rules, mode, tagName, language, report)");
  refuses(() => sg.assembleHistory([], { contextLimit: 1000 }),
    "assembleHistory: unknown option 'contextLimit' (its options: windowSize, modelContextLimit, responseMaxTokens, safetyMarginTokens, "
      + 'systemTokens, maxTokensBudget, systemPrompt, tokenCounter)');
  refuses(() => sg.toolOutput('text', { limit: 10 }), "toolOutput: unknown option 'limit' (its options: threshold)");
  refuses(() => sg.pruneToolOutputs([], { keep: 1 }), "pruneToolOutputs: unknown option 'keep' (its options: keepLast)");
  assert.equal(sg.assembleHistory([], { systemPrompt: 'You help.', windowSize: 4 }).messages.length, 0);
});

test('README "Calling a model": createClient refuses an unknown option, and one inside retry', () => {
  refuses(() => sg.createClient({ provider: 'openai', model: 'm', apikey: 'sk-x' }),
    "createClient: unknown option 'apikey' (its options: provider, model, baseUrl, apiKey, headers, fetch, tokenField, anthropicVersion, "
      + `now, random, ${SETTINGS})`);
  refuses(() => sg.createClient({ provider: 'openai', model: 'm', retry: { initialDelay: 5 } }),
    "createClient: unknown option 'retry.initialDelay' (its options: initialDelayMs, maxDelayMs, jitter, maxRetryAfterMs)");
});

test('README "Calling a model": generateObject, judgeStatus and runAgent refuse an unknown request field before any request', async () => {
  const fetch = mockFetch();
  const client = sg.createClient({ provider: 'openai', model: 'm', fetch });
  const messages = [{ role: 'user', content: 'Hi' }];
  await assert.rejects(client.generateObject({ messages, schmea: { type: 'object' } }), {
    name: 'TypeError',
    message: "generateObject: unknown option 'schmea' (its options: messages, schema, schemaName, schemaId, strict, mode, instructionTarget, "
      + 'model, maxTokens, tokenEstimate, maxTokensCap, reask, stopEarly, fallback, fallbackText, maxResponseBytes, signal, onPartial, '
      + `partialIntervalMs, partialChanges, ${SETTINGS})`,
  });
  await assert.rejects(client.generateObject({ messages, tokenEstimate: { perItems: 10 } }), {
    name: 'TypeError',
    message: "generateObject: unknown option 'tokenEstimate.perItems' (its options: base, items, perItem, extra)",
  });
  await assert.rejects(client.judgeStatus({ rules: ['a'], schema: {} }), {
    name: 'TypeError',
    message: "judgeStatus: unknown option 'schema' (its options: rules, content, messages, tagName, language, evaluationPrompt, mode, "
      + `model, maxTokens, signal, ${SETTINGS})`,
  });
  await assert.rejects(client.runAgent({ messages, maxIterations: 2 }), {
    name: 'TypeError',
    message: "runAgent: unknown option 'maxIterations' (its options: messages, tools, maximumIterations, toolSummaryThreshold, "
      + `keepLastToolOutputs, model, maxTokens, signal, ${SETTINGS})`,
  });
  assert.equal(fetch.requests.length, 0);
});

test('README "Runtimes": init refuses an unknown option', async () => {
  await assert.rejects(init({ wasmUrl: 'x.wasm' }), { name: 'TypeError', message: "init: unknown option 'wasmUrl' (its options: wasm)" });
  assert.equal(await init({}), sg);
});

test('README "The AI SDK": repairText and repairJsonMiddleware refuse an unknown option when called', () => {
  const options = `allowIncomplete, allowLossy, ${EXTRACT}`;
  refuses(() => repairText(sg, { allowLossless: true }), `repairText: unknown option 'allowLossless' (its options: ${options})`);
  refuses(() => repairJsonMiddleware(sg, { lenient: true }), `repairJsonMiddleware: unknown option 'lenient' (its options: allowIncomplete, allowLossy, partials, ${EXTRACT})`);
});
