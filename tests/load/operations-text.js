// Load operations on model replies: extraction, repair, candidates, streaming, and the
// validator (compileSchema and every Validator method), plus addSchema and builtinSchema.
import { kase } from './harness.js';
import { hostile, invalidUtf8, planSchema, regexSchema, regexValues, replies, wideSchema, deepSchema } from './inputs.js';

const MEDIUM = ['deepArrays', 'deepObjects', 'unterminatedString', 'bigArray', 'manyFences', 'manyBraces', 'manyQuotes', 'surrogateStorm'];
const HUGE = ['hugeJson', 'hugeProse'];

/** Every hostile text through `call`: the 100 KB ones `times` times, the 1 MiB ones fewer. */
export function hostileCases(call, { times = 20, hugeTimes = 8, check = () => true, names = [...MEDIUM, ...HUGE] } = {}) {
  return names.map((name) => ({
    times: HUGE.includes(name) ? hugeTimes : name === 'manyBraces' ? Math.min(times, 8) : times,
    case: kase(name, () => call(hostile[name]()), check),
  }));
}

function catching(run) {
  try {
    return run();
  } catch (error) {
    return error;
  }
}

const isError = (code) => (r) => r.ok === false && (r.error?.code ?? r.errors?.[0]?.code) === code;
const okWith = (strategy) => (r) => r.ok === true && r.strategy === strategy;
const validated = (r) => typeof r.valid === 'boolean' && Array.isArray(r.errors);
const replied = (r) => typeof r.ok === 'boolean' && typeof r.answerText === 'string' && Array.isArray(r.errors);
const repaired = (r) => typeof r.ok === 'boolean' && Array.isArray(r.repairs);

function extractCases(sg) {
  const x = (text, options) => () => sg.extractJson(text, options);
  return {
    cheap: ['{}', '{"a":1}', 'x', '{'].map((text) => kase(text, x(text), (r) => typeof r.answerText === 'string')),
    common: [
      kase('fenced', x(replies.fenced), okWith('fence')),
      kase('direct', x(replies.direct), okWith('direct')),
      kase('wrongEnum', x(replies.wrongEnum), okWith('fence')),
      kase('trailingComma', x(replies.trailingComma), isError('JsonParseError')),
      kase('python', x(replies.python), isError('JsonParseError')),
      kase('truncated', x(replies.truncated), isError('MissingFence')),
      kase('prose', x(replies.prose), isError('MissingFence')),
      kase('think', x(replies.think), okWith('direct')),
      kase('openThink', x(replies.openThink), isError('MissingFence')),
      kase('placeholders', x(replies.placeholders), isError('JsonParseError')),
      kase('ndjson', x(replies.ndjson), isError('JsonParseError')),  // two objects: refused, not one dropped
      kase('loneSurrogates', x(replies.loneSurrogates), okWith('brace')),
      kase('japanese', x(replies.japanese), okWith('fence')),
      kase('otherFence', x(replies.otherFence), isError('NonJsonFence')),
      kase('fenceOverLimit', x(replies.fenced, { maxFenceBytes: 8 }), isError('LimitExceeded')),
      kase('depthLimit', x('{"a": {"b": {"c": 1}}}', { maxDepth: 2 }), isError('LimitExceeded')),
    ],
    rare: [
      ...hostileCases((text) => sg.extractJson(text), { check: (r) => typeof r.answerText === 'string' }),
      { times: 8, case: kase('overMaxInputBytes', () => sg.extractJson(hostile.hugeJson(), { maxInputBytes: 1000 }), isError('LimitExceeded')) },
    ],
  };
}

function repairCases(sg, call) {
  const texts = Object.entries(replies);
  return {
    cheap: ['{}', '[1,]', 'x', "{'a':1}"].map((text) => kase(text, () => call(text), repaired)),
    common: [
      ...texts.map(([name, text]) => kase(name, () => call(text), repaired)),
      kase('depthLimit', () => call('{"a": {"b": {"c": 1}}}', { maxDepth: 2 }), isError('LimitExceeded')),
      kase('fenceOverLimit', () => call(replies.fenced, { maxFenceBytes: 8 }), (r) => r.ok === false || Array.isArray(r.candidates)),
    ],
    rare: [
      ...hostileCases((text) => call(text), { check: (r) => typeof r.ok === 'boolean' }),
      { times: 20, case: kase('deepLimit', () => call(hostile.deepArrays()), isError('LimitExceeded')) },
    ],
  };
}

function candidatesCases(sg) {
  const listed = (r) => typeof r.ok === 'boolean' && Array.isArray(r.candidates);
  const cases = repairCases(sg, (text, options) => sg.findJsonCandidates(text, options));
  cases.common = cases.common.map((c) => (c.label.endsWith('Limit') ? c : { ...c, check: listed }));
  cases.cheap = cases.cheap.map((c) => ({ ...c, check: listed }));
  return cases;
}

// One stream session: createStreamParser, the pushes, then end(), snapshot() + free(), or free().
function session(sg, label, chunks, finish, check, options) {
  const calls = 1 + chunks.length + (finish === 'snapshotFree' ? 2 : 1);
  return kase(label, () => {
    const parser = sg.createStreamParser(options);
    let status;
    for (const chunk of chunks) status = parser.push(chunk);
    if (finish === 'end') return parser.end();
    if (finish === 'snapshotFree') {
      const snapshot = parser.snapshot();
      parser.free();
      return snapshot;
    }
    parser.free();
    return status;
  }, check, calls);
}

function chunked(text, size) {
  const chunks = [];
  for (let at = 0; at < text.length; at += size) chunks.push(text.slice(at, at + size));
  return chunks;
}

function streamCases(sg) {
  const japanese = new TextEncoder().encode(replies.japanese);
  const cut = replies.japanese.indexOf('設') * 3 - 10; // inside a three-byte sequence
  const afterEnd = kase('pushAfterEnd', () => {
    const parser = sg.createStreamParser();
    parser.end();
    return catching(() => parser.push('{}'));
  }, (r) => r instanceof TypeError, 3);
  const ended = (r) => repaired(r) && r.ok === true;
  const status = (r) => typeof r.ok === 'boolean' && typeof r.completeValues === 'number';
  return {
    cheap: [session(sg, 'tiny', ['{}'], 'end', ended), session(sg, 'tinyFreed', ['{'], 'free', status)],
    common: [
      session(sg, 'twoStrings', ['{"step": 1, "ba', 'sis": "goal"}'], 'end', ended),
      session(sg, 'splitUtf8', [japanese.subarray(0, cut), japanese.subarray(cut)], 'end', ended),
      session(sg, 'invalidUtf8', [invalidUtf8, invalidUtf8], 'snapshotFree', repaired),
      session(sg, 'splitSurrogatePair', ['{"a": "\ud83d', '\ude80"}'], 'end', ended),
      session(sg, 'heldHighSurrogate', ['{"a": "x\ud800'], 'end', ended),
      session(sg, 'pythonish', chunked(replies.python, 5), 'end', ended),
      session(sg, 'freedMidValue', ['Sure: {"step": [1, 2'], 'free', status),
      session(sg, 'overLimit', ['{"a": "0123456789', '0123456789"}'], 'end', isError('LimitExceeded'), { maxInputBytes: 16 }),
      afterEnd,
    ],
    rare: [
      // 1 MiB of Python literals needs 262,140 repairs: past lenient reading's limit (README, "Limits").
      { times: 4, case: session(sg, 'hugeBroken', chunked(hostile.hugeBroken(), 65536), 'end', isError('LimitExceeded')) },
      { times: 8, case: session(sg, 'hugeJson', chunked(hostile.hugeJson(), 65536), 'snapshotFree', ended) },
      { times: 20, case: session(sg, 'deepArrays', chunked(hostile.deepArrays(), 4096), 'end', isError('LimitExceeded')) },
      { times: 20, case: session(sg, 'unterminatedString', chunked(hostile.unterminatedString(), 1000), 'end', ended) },
      { times: 20, case: session(sg, 'surrogateStorm', chunked(hostile.surrogateStorm(), 4097), 'free', status) },
    ],
  };
}

/** Validators compiled once per thread for the Validator operations. */
let shared = null;
function validators(sg) {
  return (shared ??= {
    plan: sg.compileSchema(planSchema),
    regex: sg.compileSchema(regexSchema),
    list: sg.compileSchema({ type: 'array', items: planSchema }),
    draft7: sg.compileSchema({
      $schema: 'http://json-schema.org/draft-07/schema#',
      definitions: { step: planSchema },
      type: 'object',
      properties: { steps: { type: 'array', items: { $ref: '#/definitions/step' } } },
    }),
  });
}

function validateCases(sg, v) {
  const deepValue = JSON.parse('['.repeat(1000) + ']'.repeat(1000));
  const hugeValue = JSON.parse(hostile.hugeJson());
  const bigArray = JSON.parse(hostile.bigArray());
  const valid = (r) => validated(r) && r.valid;
  const invalid = (r) => validated(r) && !r.valid;
  return {
    cheap: [kase('null', () => v.plan.validate(null), invalid), kase('small', () => v.plan.validate({ step: 1, basis: 'goal' }), valid)],
    common: [
      kase('valid', () => v.plan.validate({ step: 2, basis: 'goal' }), valid),
      kase('enumAll', () => v.plan.validate({ step: 0, basis: 'start' }, { errors: 'all' }), (r) => invalid(r) && r.errors.length === 2),
      kase('wrongType', () => v.plan.validate('a string'), (r) => invalid(r) && r.errors[0].keyword === 'type'),
      kase('verdictOnly', () => v.plan.validate({ step: 'x' }, { errors: 'none' }), invalid),
      // A lone surrogate: JSON.stringify escapes it as \ud800, which strict JSON text rejects.
      kase('loneSurrogate', () => v.plan.validate({ step: 1, basis: 'goal', note: 'a\ud800b\udfff' }), validated),
      kase('draft7', () => v.draft7.validate({ steps: [{ step: 1, basis: 'goal' }, { step: 'two' }] }, { errors: 'all' }), invalid),
      kase('notJson', () => catching(() => v.plan.validate(undefined)), (r) => r instanceof TypeError),
    ],
    rare: [
      { times: 20, case: kase('regexHeavy', () => v.regex.validate(regexValues, { errors: 'all' }), invalid) },
      { times: 20, case: kase('deepValue', () => v.plan.validate(deepValue), (r) => r.errors[0]?.code === 'LimitExceeded') },
      { times: 20, case: kase('bigArrayAll', () => v.list.validate(bigArray, { errors: 'all' }), (r) => invalid(r) && r.truncated) },
      { times: 8, case: kase('hugeValue', () => v.list.validate(hugeValue), valid) },
    ],
  };
}

function validateJsonCases(sg, v) {
  const valid = (r) => validated(r) && r.valid;
  const invalid = (r) => validated(r) && !r.valid;
  return {
    cheap: ['1', '{}', '{'].map((text) => kase(text, () => v.plan.validateJson(text), invalid)),
    common: [
      kase('valid', () => v.plan.validateJson(replies.direct), valid),
      kase('enum', () => v.plan.validateJson('{"step": 2, "basis": "start"}'), invalid),
      kase('notJson', () => v.plan.validateJson('{"step": 2,'), (r) => r.errors[0]?.code === 'JsonParseError'),
      kase('all', () => v.plan.validateJson('{"step": -1, "basis": 3, "name": 4}', { errors: 'all', maxErrors: 2 }), (r) => r.truncated),
      kase('none', () => v.plan.validateJson('[]', { errors: 'none' }), invalid),
      kase('loneSurrogate', () => v.plan.validateJson('{"step": 1, "basis": "goal", "note": "\ud800"}'), validated),
      kase('draft7', () => v.draft7.validateJson('{"steps": [{"step": 1, "basis": "prev"}]}'), valid),
    ],
    rare: [
      ...hostileCases((text) => v.list.validateJson(text, { errors: 'all' }), { check: validated }),
      { times: 20, case: kase('regexHeavy', () => v.regex.validateJson(JSON.stringify(regexValues), { errors: 'all' }), invalid) },
    ],
  };
}

function replyCases(sg, v, method) {
  const texts = Object.entries(replies);
  const modes = [{}, { mode: 'lenient' }, { mode: 'lenient', coerce: true }, { mode: 'lenient', chooseValid: true, errors: 'all' }, { coerce: true }];
  const common = [];
  texts.forEach(([name, text], i) => {
    const options = modes[i % modes.length];
    common.push(kase(`${name} ${JSON.stringify(options)}`, () => v.plan[method](text, options), (r) => typeof r.ok === 'boolean' && Array.isArray(r.errors)));
  });
  common.push(kase('fenced strict ok', () => v.plan[method](replies.fenced), (r) => r.ok === true));
  common.push(kase('python lenient coerced ok', () => v.plan[method](replies.python, { mode: 'lenient', coerce: true }), (r) => r.ok === true));
  common.push(kase('draft7', () => v.draft7[method]('```json\n{"steps": [{"step": "1", "basis": "Goal"}]}\n```', { coerce: true }), (r) => r.ok === true));
  return {
    cheap: ['{}', 'x', '{"step":1,"basis":"goal"}'].map((text) => kase(text, () => v.plan[method](text), (r) => typeof r.ok === 'boolean')),
    common,
    rare: [
      ...hostileCases((text) => v.plan[method](text), { check: (r) => typeof r.ok === 'boolean' }),
      ...hostileCases((text) => v.list[method](text, { mode: 'lenient', coerce: true, errors: 'all' }), { check: (r) => typeof r.ok === 'boolean' }),
      { times: 4, case: kase('hugeBroken lenient', () => v.plan[method](hostile.hugeBroken(), { mode: 'lenient' }), (r) => r.ok === false) },
      { times: 20, case: kase('regexHeavy', () => v.regex[method](JSON.stringify(regexValues), { errors: 'all' }), (r) => r.ok === false) },
    ],
  };
}

function reaskCases(sg, v) {
  const results = [replies.wrongEnum, replies.trailingComma, replies.python, replies.prose, replies.loneSurrogates, replies.wrongType]
    .map((text) => v.plan.parseReply(text, { errors: 'all' }));
  let many = null; // a hundred errors, from the first hostile call (setup leaves the memory alone)
  const message = (r) => typeof r === 'string';
  return {
    cheap: [kase('none', () => v.plan.reaskMessage([]), message)],
    common: [
      ...results.map((r, i) => kase(`errors ${i}`, () => v.plan.reaskMessage(r.errors), message)),
      kase('result', () => v.plan.reaskMessage(results[0]), message),
      kase('empty', () => v.plan.reaskMessage([]), message),
      kase('surrogates', () => v.plan.reaskMessage([{ code: 'ValidationFailed', message: 'bad \ud800', instanceLocation: '/\udc00' }]), message),
      kase('notErrors', () => catching(() => v.plan.reaskMessage('x')), (r) => r instanceof TypeError),
    ],
    rare: [{ times: 100, case: kase('hundredErrors', () => v.plan.reaskMessage(many ??= v.list.parseReply(hostile.bigArray(), { errors: 'all' })), message) }],
  };
}

function compileCases(sg) {
  const compiled = (schema, options) => () => {
    const validator = sg.compileSchema(schema, options);
    validator.free();
    return validator;
  };
  const rejected = (schema, kind) => kase(`rejected ${kind}`, () => catching(compiled(schema)), (r) => r.name === 'SchemaError' && r.kind === kind, 1);
  const isValidator = (r) => typeof r.validate === 'function';
  const two = (label, schema, options) => kase(label, compiled(schema, options), isValidator, 2); // compileSchema + free
  const bigEnum = { enum: Array.from({ length: 100_000 }, (_, i) => `value-${i}`) };
  return {
    cheap: [two('true', true), two('false', false), two('{}', {})],
    common: [
      two('plan', planSchema),
      two('text', '{"type": "integer", "minimum": 0}'),
      two('draft07 default', { properties: { a: { $ref: '#/definitions/a' } }, definitions: { a: { type: 'string' } } }, { defaultDialect: 'draft-07' }),
      two('formats asserted', { type: 'string', format: 'date-time' }, { formatAssertion: true, baseUri: 'https://example.com/s' }),
      rejected({ type: 12 }, 'InvalidSchema'),
      rejected('{"type": ', 'InvalidJson'),
      rejected({ $ref: 'https://nowhere.example/x' }, 'UnresolvedReference'),
      rejected({ type: 'string', pattern: '(' }, 'InvalidSchema'),
    ],
    rare: [
      { times: 20, case: two('regexHeavy', regexSchema) },
      { times: 20, case: two('wide2000', wideSchema(2000)) },
      { times: 20, case: two('deep200', deepSchema(200)) },
      { times: 20, case: rejected(deepSchema(600), 'LimitExceeded') },
      { times: 8, case: two('enum100k', bigEnum) },
    ],
  };
}

function addSchemaCases(sg) {
  const added = (uri, schema) => () => sg.addSchema(uri, schema);
  const rejected = (label, uri, schema) => kase(label, () => catching(added(uri, schema)), (r) => r instanceof Error);
  return {
    common: [
      kase('same uri', added('https://example.com/load/step', planSchema)),
      ...Array.from({ length: 8 }, (_, i) => kase(`uri ${i}`, added(`https://example.com/load/${i}`, { type: 'integer', maximum: i }))),
      kase('embedded ids', added('https://example.com/load/outer', { $defs: { a: { $id: 'https://example.com/load/inner', type: 'string' } } })),
      rejected('fragment', 'https://example.com/load#x', true),
      rejected('not a schema', 'https://example.com/load/bad', []),
    ],
    rare: [{ times: 20, case: kase('wide2000', added('https://example.com/load/wide', wideSchema(2000))) }],
  };
}

export const textOperations = [
  { name: 'extractJson', calls: 1_000_000, cases: extractCases },
  { name: 'repairJson', calls: 1_000_000, cases: (sg) => repairCases(sg, (text, options) => sg.repairJson(text, options)) },
  { name: 'findJsonCandidates', calls: 1_000_000, cases: candidatesCases },
  { name: 'createStreamParser', calls: 1_000_000, cases: streamCases },
  { name: 'compileSchema+free', calls: 1_000_000, cases: compileCases },
  { name: 'validate', calls: 1_000_000, cases: (sg) => validateCases(sg, validators(sg)) },
  { name: 'validateJson', calls: 1_000_000, cases: (sg) => validateJsonCases(sg, validators(sg)) },
  { name: 'parseReply', calls: 1_000_000, cases: (sg) => replyCases(sg, validators(sg), 'parseReply') },
  { name: 'checkReply', calls: 1_000_000, cases: (sg) => replyCases(sg, validators(sg), 'checkReply') },
  { name: 'reaskMessage', calls: 1_000_000, cases: (sg) => reaskCases(sg, validators(sg)) },
  { name: 'addSchema', calls: 1_000_000, cases: addSchemaCases },
  {
    name: 'builtinSchema',
    calls: 1_000_000,
    cases: (sg) => ({
      common: ['judgment', 'evaluation', 'ai_chat_process_template.v1'].map((name) =>
        kase(name, () => sg.builtinSchema(name), (r) => typeof r === 'object' && r !== null)),
    }),
  },
];
