// Load operations beyond the reply itself: prompts, history and tool outputs, dependency
// graphs, audit hashing, the process template, and provider schemas.
import { kase } from './harness.js';
import { chainPlan, deepSchema, hostile, invalidUtf8, MIB, planSchema, regexSchema, replies, wideSchema } from './inputs.js';

function catching(run) {
  try {
    return run();
  } catch (error) {
    return error;
  }
}

const isText = (r) => typeof r === 'string' && r.length > 0;
const isTypeError = (r) => r instanceof TypeError;
const huge = hostile.hugeInstruction;
const surrogates = 'lone \ud800 and \udfff and a pair 🚀 and \udbff';

function composeCases(sg) {
  const composed = (request, check) => kase(JSON.stringify(request).slice(0, 40), () => sg.composeSystemPrompt(request), check);
  const ok = (r) => r.ok === true && isText(r.text);
  const failed = (code) => (r) => r.ok === false && r.error.code === code;
  return {
    common: [
      composed({}, ok),
      composed({ instruction: 'You are the release assistant.', overrides: '- Answer in bullet points.' }, ok),
      composed({ instruction: 'x', overrides: { uncertainty_policy: '- State assumptions.', temperature: 0.2 } }, (r) => ok(r) && r.warnings.length === 1),
      composed({ overrides: '{"persistence_policy": "<persistence_policy>keep going</persistence_policy>"}', language: 'ja' }, ok),
      composed({ overrides: '{"extra_policy": ' }, failed('JsonParseError')),
      composed({ overrides: { tool_preamble_policy: 12 } }, failed('SchemaMismatch')),
      composed({ instruction: surrogates, overrides: { extra_policy: surrogates } }, ok),
      kase('bad request', () => catching(() => sg.composeSystemPrompt({ language: 'fr' })), isTypeError),
    ],
    rare: [
      { times: 8, case: composed({ instruction: huge(), overrides: { extra_policy: huge() } }, ok) },
      { times: 20, case: composed({ overrides: hostile.deepObjects() }, (r) => r.ok === false) },
      { times: 20, case: composed({ overrides: hostile.unterminatedString() }, (r) => r.ok === false) },
    ],
  };
}

function sessionCases(sg) {
  const built = (context, options) => kase(JSON.stringify(context).slice(0, 30), () => sg.buildSessionPrompt(context, options), isText);
  return {
    common: [
      built({}),
      built({ industry: '製造', processType: '展示会', goal: '12月1日', region: '関東', compliance: 'ISO', additionalContext: '予算は少なめ' }),
      built({ goal: 'launch', region: 'EU' }, { language: 'en' }),
      built({ additionalContext: surrogates }, { language: 'en' }),
      kase('bad field', () => catching(() => sg.buildSessionPrompt({ goal: 3 })), isTypeError),
    ],
    rare: [{ times: 8, case: built({ additionalContext: huge() }) }],
  };
}

function judgmentCases(sg) {
  const built = (request) => kase(JSON.stringify(request).slice(0, 30), () => sg.buildJudgmentPrompt(request), isText);
  const manyRules = Array.from({ length: 10_000 }, (_, i) => `the outcome matches condition ${i}`);
  return {
    cheap: [built({ rules: ['a'] })],
    common: [
      built({ rules: ['the work is done', 'more input is needed'] }),
      built({ rules: ['完了した', '情報が足りない'], mode: 'tag', tagName: 'STATUS', language: 'ja', report: '作業は終わりました。' }),
      built({ rules: [surrogates], report: surrogates }),
      kase('blank rule', () => catching(() => sg.buildJudgmentPrompt({ rules: ['  '] })), isTypeError),
      kase('bad tag', () => catching(() => sg.buildJudgmentPrompt({ rules: ['a'], tagName: 'NO TAG!' })), isTypeError),
    ],
    rare: [
      { times: 20, case: built({ rules: manyRules }) },
      { times: 8, case: built({ rules: ['done'], report: huge() }) },
    ],
  };
}

function injectCases(sg) {
  const injected = (prompt, schema) => kase(typeof schema === 'string' ? schema.slice(0, 30) : 'object', () => sg.injectJsonInstruction(prompt, schema), isText);
  return {
    cheap: [injected('p', '{}')],
    common: [
      injected('Plan the launch.', planSchema),
      injected('Plan the launch.', '{"type": "object"}'),
      injected(surrogates, { description: surrogates }),
      kase('not an object', () => catching(() => sg.injectJsonInstruction('p', '[1, 2]')), isTypeError),
      kase('not json', () => catching(() => sg.injectJsonInstruction('p', '{"type": ')), isTypeError),
    ],
    rare: [
      { times: 20, case: injected('Fill every field.', wideSchema(2000)) },
      { times: 8, case: injected(huge(), regexSchema) },
      { times: 20, case: kase('deep schema text', () => catching(() => sg.injectJsonInstruction('p', hostile.deepObjects())), (r) => isText(r) || isTypeError(r)) },
    ],
  };
}

function historyCases(sg) {
  const messages = [
    { role: 'system', content: 'old system prompt' },
    { role: 'user', content: '工程表を作ってください' },
    { role: 'assistant', content: 'はい、目標日を教えてください。' },
    { role: 'user', content: '十二月一日です' },
    { role: 'assistant', content: '承知しました' },
    { role: 'tool', content: { not: 'a string' } },
  ];
  const long = Array.from({ length: 10_000 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `message ${i} ${surrogates}` }));
  const assembled = (label, list, options) => kase(label, () => sg.assembleHistory(list, options), (r) => Array.isArray(r.messages) && r.messages.length > 0);
  return {
    cheap: [kase('empty', () => sg.assembleHistory([]), (r) => r.messages.length === 0), assembled('one', [{ role: 'user', content: 'a' }])],
    common: [
      assembled('default', messages),
      assembled('budget', messages, { modelContextLimit: 1630, systemTokens: 200 }),
      assembled('counter', messages, { maxTokensBudget: 20, tokenCounter: (text) => text.length, systemPrompt: 'system' }),
      assembled('surrogates', [{ role: 'user', content: surrogates }, { role: 'assistant', content: surrogates }], { systemPrompt: surrogates, maxTokensBudget: 5 }),
      kase('bad message', () => catching(() => sg.assembleHistory([{ role: 'user', content: 1 }])), isTypeError),
    ],
    rare: [
      { times: 20, case: assembled('10k messages', long, { windowSize: 10_000, modelContextLimit: 100_000 }) },
      { times: 8, case: assembled('huge message', [{ role: 'user', content: huge() }, { role: 'assistant', content: huge() }], { systemPrompt: huge() }) },
    ],
  };
}

const toolItems = [
  { summary: 'ls', content: 'a\nb\nc', id: 1 },
  { summary: 'cat', content: 'x'.repeat(400) },
  { summary: 'no content' },
  { summary: 'grep', content: null },
  { summary: surrogates, content: surrogates },
];

function toolCases(sg, name) {
  const manyItems = Array.from({ length: 10_000 }, (_, i) => ({ summary: `tool ${i}`, content: 'output line\n'.repeat(i % 10) }));
  const calls = {
    toolOutput: {
      common: [
        kase('short', () => sg.toolOutput('three words only'), (r) => r.content === undefined || r.content === null),
        kase('long', () => sg.toolOutput('line\n'.repeat(100)), (r) => typeof r.content === 'string'),
        kase('threshold', () => sg.toolOutput(surrogates, { threshold: 4 }), (r) => isText(r.summary)),
        kase('not text', () => catching(() => sg.toolOutput(3)), isTypeError),
      ],
      rare: [{ times: 8, case: kase('huge', () => sg.toolOutput(huge()), (r) => isText(r.summary)) }],
    },
    pruneToolOutputs: {
      common: [
        kase('keep 3', () => sg.pruneToolOutputs(toolItems), (r) => r.pruned.length > 0),
        kase('keep 1', () => sg.pruneToolOutputs(toolItems, { keepLast: 1 }), (r) => Array.isArray(r.items)),
        kase('empty', () => sg.pruneToolOutputs([]), (r) => r.items.length === 0),
        kase('bad item', () => catching(() => sg.pruneToolOutputs([{ content: 'x' }])), isTypeError),
      ],
      rare: [{ times: 20, case: kase('10k items', () => sg.pruneToolOutputs(manyItems), (r) => r.pruned.length > 9000) }],
    },
    toolResultText: {
      common: [
        ...toolItems.map((item, i) => kase(`item ${i}`, () => sg.toolResultText(item), isText)),
        kase('bad item', () => catching(() => sg.toolResultText(null)), isTypeError),
      ],
      rare: [{ times: 8, case: kase('huge', () => sg.toolResultText({ summary: 's', content: huge() }), isText) }],
    },
    prunableTokens: {
      common: [
        kase('items', () => sg.prunableTokens(toolItems), (r) => Number.isInteger(r)),
        kase('empty', () => sg.prunableTokens([]), (r) => r === 0),
        kase('bad', () => catching(() => sg.prunableTokens('x')), isTypeError),
      ],
      rare: [{ times: 20, case: kase('10k items', () => sg.prunableTokens(manyItems), (r) => r > 0) }],
    },
    estimateTokens: {
      common: [
        kase('ascii', () => sg.estimateTokens('hello world'), (r) => r === 3),
        kase('japanese', () => sg.estimateTokens('十二月一日です'), (r) => Number.isInteger(r)),
        kase('surrogates', () => sg.estimateTokens(surrogates), (r) => Number.isInteger(r)),
        kase('empty', () => sg.estimateTokens(''), (r) => r === 0),
      ],
      rare: [{ times: 8, case: kase('huge', () => sg.estimateTokens(huge()), (r) => r > 200_000) }],
    },
  };
  return calls[name];
}

function graphCases(sg, resolve) {
  const plan = [
    { seq: 1, name: 'a' },
    { seq: 2, dependsOn: [1] },
    { seq: 3, dependsOn: [1, 2] },
  ];
  const broken = [
    [{ seq: 1, dependsOn: [2] }, { seq: 2, dependsOn: [1] }],
    [{ seq: 1 }, { seq: 3 }],
    [{ seq: 1, dependsOn: [1] }, { seq: 1 }],
    [{ seq: '1' }, { seq: 2.5, dependsOn: ['x'] }],
    { not: 'an array' },
    [{ seq: 1, dependsOn: [9] }],
  ];
  const ids = { 1: 'id-a', 2: 'id-b', 3: 'id-c' };
  const big = chainPlan(100_000);
  const bigIds = new Map(big.map(({ seq }) => [seq, `id-${seq}`]));
  const cycle = big.map((step) => (step.seq === 1 ? { seq: 1, dependsOn: [100_000] } : step));
  let deep = [{ seq: 1 }];
  for (let i = 0; i < 600; i++) deep = [deep];
  const call = resolve
    ? (steps, options) => sg.resolveDependencies(steps, steps === big || steps === cycle ? bigIds : ids, options)
    : (steps, options) => sg.checkDependencies(steps, options);
  const ok = (r) => r.ok === true;
  const failed = (r) => r.ok === false && r.errors.length > 0;
  return {
    cheap: [kase('empty', () => call([]), ok), kase('one', () => call([{ seq: 1 }]), ok)],
    common: [
      kase('plan', () => call(plan), ok),
      kase('forward allowed', () => call([{ seq: 1, dependsOn: [2] }, { seq: 2 }], { allowForward: true }), ok),
      kase('own fields', () => call([{ n: 1 }, { n: 2, after: [1] }], { seqField: 'n', dependsOnField: 'after' }), ok),
      ...broken.map((steps, i) => kase(`broken ${i}`, () => call(steps, { maxErrors: 2 }), failed)),
      kase('no steps', () => catching(() => call(undefined)), isTypeError),
    ],
    rare: [
      { times: 20, case: kase('100k chain', () => call(big), ok) },
      { times: 20, case: kase('100k cycle', () => call(cycle), failed) },
      { times: 20, case: kase('deep', () => call(deep), failed) },
    ],
  };
}

function auditCases(sg, name) {
  const messages = [
    { role: 'system', content: 'You plan.' },
    { role: 'user', content: '  工程表を\n\n作って  ' },
    { role: 'assistant', content: surrogates },
  ];
  const long = Array.from({ length: 10_000 }, (_, i) => ({ role: 'user', content: `message ${i}` }));
  const hex = (r) => /^[0-9a-f]{64}$/.test(r);
  const calls = {
    sha256Hex: {
      cheap: [kase('empty', () => sg.sha256Hex(''), hex)],
      common: [
        kase('text', () => sg.sha256Hex('abc'), (r) => r === 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'),
        kase('invalid utf-8', () => sg.sha256Hex(invalidUtf8), hex),
        kase('buffer', () => sg.sha256Hex(invalidUtf8.buffer), hex),
        kase('view', () => sg.sha256Hex(new DataView(invalidUtf8.buffer, 2, 8)), hex),
        kase('surrogates', () => sg.sha256Hex(surrogates), hex),
        kase('bad', () => catching(() => sg.sha256Hex(12)), isTypeError),
      ],
      rare: [
        { times: 8, case: kase('1 MiB text', () => sg.sha256Hex(huge()), hex) },
        { times: 8, case: kase('1 MiB bytes', () => sg.sha256Hex(new Uint8Array(MIB).fill(0xff)), hex) },
      ],
    },
    normalizeForAudit: {
      cheap: [kase('one', () => sg.normalizeForAudit([{ role: 'user', content: 'a' }]), isText)],
      common: [
        kase('messages', () => sg.normalizeForAudit(messages), isText),
        kase('empty', () => sg.normalizeForAudit([]), (r) => r === ''),
        kase('bad', () => catching(() => sg.normalizeForAudit([{ role: 'user' }])), isTypeError),
      ],
      rare: [
        { times: 20, case: kase('10k messages', () => sg.normalizeForAudit(long), isText) },
        { times: 8, case: kase('huge', () => sg.normalizeForAudit([{ role: 'user', content: huge() }]), isText) },
      ],
    },
    auditHash: {
      cheap: [kase('one', () => sg.auditHash([{ role: 'user', content: 'a' }], 's'), (r) => hex(r.hash))],
      common: [
        kase('salted', () => sg.auditHash(messages, 'salt'), (r) => hex(r.hash)),
        kase('no salt', () => sg.auditHash(messages), (r) => r.hash === null && isText(r.reason)),
        kase('surrogate salt', () => sg.auditHash(messages, surrogates), (r) => hex(r.hash)),
        kase('bad', () => catching(() => sg.auditHash('x', 's')), isTypeError),
      ],
      rare: [
        { times: 20, case: kase('10k messages', () => sg.auditHash(long, 'salt'), (r) => hex(r.hash)) },
        { times: 8, case: kase('huge', () => sg.auditHash([{ role: 'user', content: huge() }], huge()), (r) => hex(r.hash)) },
      ],
    },
    auditRecord: {
      cheap: [kase('empty', () => sg.auditRecord({}), (r) => r.dropped.length === 0)],
      common: [
        kase('fields', () => sg.auditRecord({ schemaId: 'judgment', errorClass: 'JsonParseError', errorType: 'InvalidReply', retryCount: 1, durationMs: 12, hash: 'ab' }), (r) => r.record.schemaId === 'judgment'),
        kase('dropped', () => sg.auditRecord({ prompt: 'secret', body: { a: 1 }, retryCount: Infinity, errorClass: 'Nope' }), (r) => r.dropped.length >= 2),
        kase('surrogates', () => sg.auditRecord({ schemaId: surrogates, [surrogates]: 1 }), (r) => Array.isArray(r.dropped)),
        kase('bad', () => catching(() => sg.auditRecord([])), isTypeError),
      ],
      rare: [{ times: 8, case: kase('huge', () => sg.auditRecord({ schemaId: huge(), extra: huge() }), (r) => Array.isArray(r.dropped)) }],
    },
  };
  return calls[name];
}

function templateCases(sg) {
  const fenced = (value) => `工程案です。\n\n\`\`\`json\n${JSON.stringify(value)}\n\`\`\``;
  const steps = [
    { seq: 1, name: '会場手配', basis: 'goal', offsetDays: -60, requiredArtifacts: [{ kind: 'contract' }] },
    { seq: 2, name: 'ブース設計', basis: 'prev', offsetDays: 14, dependsOn: [1] },
  ];
  const valid = fenced({ schema: 'ai_chat_process_template.v1', answer: 'a', process_template_draft: { name: 'n', stepTemplates: steps } });
  const parsed = (label, reply, check, options) => kase(label, () => sg.parseProcessTemplate(reply, options), check);
  const failedAt = (check) => (r) => r.ok === false && r.errors[0]?.check === check;
  const manySteps = Array.from({ length: 2_000 }, (_, i) => ({ seq: i + 1, name: `s${i}`, basis: i ? 'prev' : 'goal', offsetDays: 1, dependsOn: i ? [i] : [] }));
  const big = `\`\`\`json\n${JSON.stringify({ schema: 'ai_chat_process_template.v1', answer: 'a', process_template_draft: { stepTemplates: manySteps } })}\n\`\`\``;
  return {
    cheap: [parsed('prose', 'x', failedAt('extraction')), parsed('empty object', '{}', failedAt('schemaId'))],
    common: [
      parsed('valid', valid, (r) => r.ok === true && r.dto.stepTemplates.length === 2),
      parsed('asking', fenced({ schema: 'ai_chat_process_template.v1', answer: '目標日は?', missing_information: ['目標日'] }), (r) => r.ok === true && r.dto === null),
      parsed('wrong id', fenced({ schema: 'v0', answer: 'a' }), failedAt('schemaId')),
      parsed('bad basis', fenced({ schema: 'ai_chat_process_template.v1', answer: 'a', process_template_draft: { stepTemplates: [{ ...steps[0], basis: 'prev' }] } }), failedAt('firstStepBasis')),
      parsed('cycle', fenced({ schema: 'ai_chat_process_template.v1', answer: 'a', process_template_draft: { stepTemplates: [{ ...steps[0], dependsOn: [2] }, steps[1]] } }), (r) => r.ok === false),
      parsed('prose', replies.prose, failedAt('extraction')),
      parsed('broken', replies.trailingComma, failedAt('extraction')),
      parsed('surrogates', `${surrogates}\n${valid}`, (r) => r.ok === true, { defaultName: surrogates }),
    ],
    rare: [
      { times: 8, case: parsed('huge fence', big, (r) => r.ok === false, { maxFenceBytes: 1000 }) },
      { times: 20, case: parsed('2000 steps', big, (r) => r.ok === true, { maxFenceBytes: MIB }) },
      { times: 8, case: parsed('huge prose', hostile.hugeProse(), failedAt('schemaId')) },
      { times: 20, case: parsed('deep', hostile.deepObjects(), failedAt('extraction')) },
    ],
  };
}

const providers = ['openai', 'anthropic', 'gemini', 'gemini-legacy'];
const providerSchemas = [
  planSchema,
  '{"type": "object", "properties": {"a": {"type": ["string", "null"]}}}',
  { type: 'object', properties: { tree: { $ref: '#' } } },
  { type: 'array', items: { type: 'string' } },
  { type: 'object', allOf: [{ properties: { a: { type: 'string' } } }, { properties: { b: { type: 'integer', minimum: 1 } } }] },
  { type: 'object', additionalProperties: { type: 'string' } },
  regexSchema,
  '{"type": ',
  { type: 'object', properties: { note: { type: 'string', description: surrogates } } },
];

function providerCases(sg, name) {
  const answered = (r) => typeof r.ok === 'boolean' && (r.ok || r.error !== null || Array.isArray(r.diagnostics));
  const wide = wideSchema(2000);
  const deep = deepSchema(600);
  const perSchema = (call) => providerSchemas.map((schema, i) => kase(`${name} ${i} ${providers[i % 4]}`, () => call(schema, providers[i % 4]), answered));
  const calls = {
    lintSchema: {
      cheap: [kase('{}', () => sg.lintSchema('{}', 'openai'), answered), kase('true', () => sg.lintSchema('true', 'gemini'), answered)],
      common: [...perSchema((s, p) => sg.lintSchema(s, p, { fineTuned: p === 'openai' })), kase('bad provider', () => catching(() => sg.lintSchema({}, 'x')), isTypeError)],
      rare: [{ times: 20, case: kase('wide', () => sg.lintSchema(wide, 'openai'), answered) }, { times: 20, case: kase('deep', () => sg.lintSchema(deep, 'gemini'), answered) }],
    },
    toStrictSchema: {
      cheap: [kase('object', () => sg.toStrictSchema('{"type": "object"}', 'openai'), answered)],
      common: [...perSchema((s, p) => sg.toStrictSchema(s, p, { keepOptional: p === 'anthropic' })), kase('bad schema', () => catching(() => sg.toStrictSchema(7, 'openai')), isTypeError)],
      rare: [{ times: 20, case: kase('wide', () => sg.toStrictSchema(wide, 'anthropic'), answered) }, { times: 20, case: kase('deep', () => sg.toStrictSchema(deep, 'openai'), answered) }],
    },
    withExactItems: {
      cheap: [kase('array', () => sg.withExactItems('{"type": "array"}', '', 1), (r) => r.ok === true)],
      common: [
        kase('exact', () => sg.withExactItems({ type: 'object', properties: { items: { type: 'array' } } }, '/properties/items', 3), (r) => r.ok === true),
        kase('hash pointer', () => sg.withExactItems('{"type": "array"}', '#', 0), (r) => r.ok === true),
        kase('not array', () => sg.withExactItems(planSchema, '/properties/step', 2), (r) => r.ok === false),
        kase('missing', () => sg.withExactItems(planSchema, '/nope/\ud800', 2), (r) => r.ok === false),
        kase('bad n', () => catching(() => sg.withExactItems(planSchema, '', -1)), isTypeError),
      ],
      rare: [{ times: 20, case: kase('wide', () => sg.withExactItems(wide, '/properties/field1', 2), (r) => r.ok === false) }],
    },
    exampleInstance: {
      cheap: [kase('integer', () => sg.exampleInstance('{"type": "integer"}'), (r) => r.ok === true), kase('true', () => sg.exampleInstance(true), (r) => r.ok === true)],
      common: [
        kase('plan', () => sg.exampleInstance(planSchema), (r) => r.ok === true),
        kase('template', () => sg.exampleInstance(planSchema, { step: 3, basis: 'prev' }), (r) => r.ok === true && r.value.step === 3),
        kase('recursive', () => sg.exampleInstance({ type: 'object', properties: { next: { $ref: '#' } }, required: ['next'] }, null, { maxDepth: 8 }), (r) => r.ok === false),
        kase('regex', () => sg.exampleInstance(regexSchema), answered),
        kase('steps limit', () => sg.exampleInstance({ type: 'array', minItems: 1000, items: planSchema }, undefined, { maxSteps: 100 }), (r) => r.ok === false),
        kase('not json', () => sg.exampleInstance('{"type": '), (r) => r.ok === false),
      ],
      rare: [
        { times: 20, case: kase('wide', () => sg.exampleInstance(wide), (r) => r.ok === true) },
        { times: 8, case: kase('long string', () => sg.exampleInstance({ type: 'string', minLength: 500_000 }), (r) => r.ok === true) },
        { times: 20, case: kase('100k items', () => sg.exampleInstance({ type: 'array', minItems: 100_000, items: { type: 'integer' } }, undefined, { maxSteps: 200_000 }), answered) },
      ],
    },
    estimateMaxTokens: {
      common: [
        kase('seed', () => sg.estimateMaxTokens({ base: 500, items: 3, perItem: 150, extra: 400 }), (r) => r === 1755),
        kase('retry', () => sg.estimateMaxTokens({ base: 500, items: 3, perItem: 150, attempt: 2 }), Number.isInteger),
        kase('bad', () => catching(() => sg.estimateMaxTokens({ base: -1, items: 0, perItem: 0 })), isTypeError),
      ],
    },
    isEnabled: {
      common: [
        kase('legacy', () => sg.isEnabled({}), (r) => r === true),
        kase('off', () => sg.isEnabled({ enabled: false }), (r) => r === false),
        kase('flag', () => sg.isEnabled({ active: false }, 'active'), (r) => r === false),
        kase('not an object', () => sg.isEnabled(null), (r) => r === true),
      ],
    },
  };
  return calls[name];
}

const named = (name, cases, calls = 1_000_000) => ({ name, calls, cases: (sg) => cases(sg, name) });

export const otherOperations = [
  named('composeSystemPrompt', composeCases),
  named('buildSessionPrompt', sessionCases),
  named('buildJudgmentPrompt', judgmentCases),
  named('injectJsonInstruction', injectCases),
  named('assembleHistory', historyCases),
  ...['estimateTokens', 'toolOutput', 'pruneToolOutputs', 'toolResultText', 'prunableTokens'].map((name) => named(name, toolCases)),
  named('checkDependencies', (sg) => graphCases(sg, false)),
  named('resolveDependencies', (sg) => graphCases(sg, true)),
  ...['sha256Hex', 'normalizeForAudit', 'auditHash', 'auditRecord'].map((name) => named(name, auditCases)),
  named('parseProcessTemplate', templateCases),
  ...['lintSchema', 'toStrictSchema', 'withExactItems', 'exampleInstance', 'estimateMaxTokens', 'isEnabled'].map((name) => named(name, providerCases)),
];
