// Load operations of the model client (createClient + generateObject, judgeStatus, runAgent)
// against the in-process fake provider. Every run creates its client (the fake's scenario list
// starts over), so a case is two public calls.
import { kase } from './harness.js';
import { fakeFetch, failingFetch, fixedFetch } from './fake-provider.js';
import { hostile, invalidUtf8, MIB, planSchema } from './inputs.js';

const JUDGMENT = {
  type: 'object',
  properties: { step: { type: 'integer' }, reason: { type: 'string' } },
  required: ['step', 'reason'],
  additionalProperties: false,
};
const MESSAGES = [{ role: 'system', content: 'You judge rules.' }, { role: 'user', content: 'Which rule matches? \ud800' }];
const NO_WAIT = { initialDelayMs: 0, maxDelayMs: 0, jitter: 0 };

function client(sg, provider, fetch, extra = {}) {
  return sg.createClient({
    provider,
    model: provider === 'openai' ? 'gpt-4o' : 'claude-sonnet-4-5',
    apiKey: 'sk-load',
    retry: NO_WAIT,
    fetch,
    ...extra,
  });
}

const succeeded = (r) => r.ok === true && r.error === null;
const failedWith = (kind) => (r) => r.ok === false && r.error?.kind === kind;

function generateCases(sg) {
  const generated = (label, provider, fetch, request, check, options) =>
    kase(label, () => client(sg, provider, fetch(), options).generateObject({ messages: MESSAGES, schema: JUDGMENT, ...request }), check, 2);
  const scripted = (...scenarios) => () => fakeFetch(scenarios);
  const replying = (reply, ...scenarios) => () => fakeFetch(scenarios.length ? scenarios : ['success'], { reply });
  return {
    common: [
      generated('openai', 'openai', scripted('success'), {}, succeeded),
      generated('openai streamed', 'openai', scripted('success'), { stream: true }, succeeded),
      generated('anthropic tool', 'anthropic', scripted('success'), {}, succeeded),
      generated('anthropic native streamed', 'anthropic', scripted('success'), { mode: 'native', stream: true }, succeeded),
      generated('prompt mode', 'openai', scripted('success'), { mode: 'prompt' }, succeeded),
      generated('text call', 'anthropic', scripted('success'), { schema: undefined }, (r) => r.ok && r.text === 'Mock answer.'),
      generated('malformed then reask', 'openai', scripted('malformed-fence', 'success'), { mode: 'prompt' }, (r) => r.ok && r.attempts.length === 2),
      generated('invalid reply kept', 'openai', replying('{"step": "one"}'), { maxRetries: 0 }, failedWith('InvalidReply')),
      generated('refusal', 'openai', scripted('refusal'), { maxRetries: 0 }, failedWith('Refused')),
      generated('quota', 'openai', scripted('insufficient-quota'), {}, failedWith('QuotaExceeded')),
      // JSON.stringify sends the lone one as the escape \udfff in the provider's body.
      generated('lone surrogates', 'openai', replying('{"step": 1, "reason": "\ud800\udc00 \udfff"}'), { maxRetries: 0 }, (r) => typeof r.ok === 'boolean'),
      generated('fallback', 'anthropic', scripted('refusal'), { maxRetries: 0, fallback: { step: 0, reason: 'fallback' } }, (r) => r.ok && r.fallbackUsed),
    ],
    rare: [
      { times: 200, case: generated('server error, retried', 'openai', scripted('server-error', 'success'), {}, succeeded) },
      { times: 200, case: generated('rate limit, retried', 'anthropic', scripted('rate-limit', 'success'), { stream: true }, succeeded) },
      { times: 200, case: generated('length, retried', 'openai', scripted('length', 'success'), {}, succeeded) },
      { times: 200, case: generated('stream error, retried', 'anthropic', scripted('stream-error', 'success'), { stream: true }, succeeded) },
      { times: 200, case: generated('network error', 'openai', () => failingFetch, { maxRetries: 1 }, failedWith('NetworkError')) },
      { times: 200, case: generated('invalid utf-8 body', 'openai', () => fixedFetch(invalidUtf8), { maxRetries: 0 }, (r) => r.ok === false) },
      { times: 50, case: generated('deep body', 'anthropic', () => fixedFetch(hostile.deepArrays()), { maxRetries: 0 }, (r) => r.ok === false) },
      { times: 20, case: generated('1 MiB reply', 'openai', replying(`{"step": 1, "reason": "${'r'.repeat(MIB)}"}`), {}, succeeded) },
      { times: 20, case: generated('huge body over limit', 'openai', () => fixedFetch(hostile.hugeJson()), { maxRetries: 0, maxResponseBytes: 65536 }, (r) => r.ok === false) },
      { times: 20, case: generated('huge prompt', 'anthropic', scripted('success'), { messages: [{ role: 'user', content: hostile.hugeProse() }], schema: planSchema }, succeeded) },
    ],
  };
}

function judgeCases(sg) {
  const rules = ['the work is done', 'more input is needed'];
  const judged = (label, provider, scenarios, request, check, reply) =>
    kase(label, () => client(sg, provider, fakeFetch(scenarios, { reply })).judgeStatus({ rules, content: 'Done. [MOVEMENT:1]', ...request }), check, 2);
  const found = (r) => r.ok === true && Number.isInteger(r.ruleIndex);
  return {
    common: [
      judged('structured', 'openai', ['success'], {}, found),
      judged('structured anthropic', 'anthropic', ['success'], {}, found),
      judged('tag fallback', 'openai', ['refusal', 'success'], { maxRetries: 0 }, (r) => typeof r.ok === 'boolean'),
      judged('tag in reply', 'anthropic', ['success'], { mode: 'text' }, (r) => typeof r.ok === 'boolean', 'It is finished. [MOVEMENT:1]'),
      judged('failing provider', 'openai', ['server-error'], { content: 'Done.', maxRetries: 0 }, (r) => r.ok === false),
    ],
  };
}

function agentCases(sg) {
  const tools = [
    { name: 'lookup', description: 'Looks a step up', parameters: planSchema, execute: (args) => ({ found: args.step ?? 0 }) },
    { name: 'broken', execute: () => { throw new Error('tool failed'); } },
  ];
  const ran = (label, provider, scenarios, request, check) =>
    kase(label, () => client(sg, provider, fakeFetch(scenarios)).runAgent({ messages: MESSAGES, tools, ...request }), check, 2);
  return {
    common: [
      ran('tool round', 'openai', ['tool-call'], {}, (r) => r.ok === true && r.rounds.length === 2),
      ran('tool round anthropic streamed', 'anthropic', ['tool-call'], { stream: true }, (r) => r.ok === true),
      ran('limit', 'openai', ['tool-call'], { maximumIterations: 1 }, (r) => typeof r.ok === 'boolean'),
      ran('failing provider', 'anthropic', ['server-error'], { maxRetries: 0 }, (r) => r.ok === false),
    ],
    rare: [{ times: 20, case: ran('huge tool output', 'openai', ['tool-call'], { tools: [{ name: 'dump', execute: () => hostile.hugeProse() }] }, (r) => r.ok === true) }],
  };
}

export const clientOperations = [
  { name: 'generateObject', calls: 100_000, async: true, cases: generateCases },
  { name: 'judgeStatus', calls: 20_000, async: true, cases: judgeCases },
  { name: 'runAgent', calls: 20_000, async: true, cases: agentCases },
];
