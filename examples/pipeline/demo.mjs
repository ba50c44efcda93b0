// make demo, part 2: the whole pipeline against the mock provider (rules R1-R9, R8's mock mode).
// It starts tests/mock-provider/server.js on 127.0.0.1, runs four calls through sg.createClient
// and prints what each one did: a process-template chat turn, a status judgment, a
// commander run filling every slot, and a run that ends in the fallback; each with its usage and audit record.
// Exits non-zero if any step does not come out as printed.
//   node examples/pipeline/demo.mjs
import assert from 'node:assert/strict';
import { init } from 'structguard';
import { startMockProvider } from '../../tests/mock-provider/server.js';
import { commanderSchema, nudgeTokens, pendingPosts, ruleBasedFallback } from '../commander/nudges.js';

const DEMO_SALT = 'demo-salt-not-for-production'; // A2: a real salt comes from the host's secrets
const SEED_BACKOFF = { initialDelayMs: 1000, jitter: 0, maxDelayMs: 1e9 }; // R4: 1 s × 2^attempt
const FAST_BACKOFF = { initialDelayMs: 100, jitter: 0 }; // the demo's own, to keep it short

const sg = await init();
const mock = await startMockProvider();
let session = 0;

// A client whose requests the mock answers with `scenario` (and `reply`, when given).
function mockClient(provider, scenario, reply, options = {}) {
  session += 1;
  const headers = { 'x-mock-scenario': scenario, 'x-mock-session': `demo-${session}` };
  // Header values are Latin-1 without line breaks: non-ASCII goes as JSON \u escapes.
  if (reply !== undefined) headers['x-mock-reply'] = reply.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return sg.createClient({
    provider,
    baseUrl: `${mock.url}/v1`,
    model: provider === 'openai' ? 'gpt-4o-2024-08-06' : 'claude-sonnet-4-5',
    apiKey: 'sk-demo',
    ...options,
    headers: { ...headers, ...options.headers },
  });
}

function heading(title) {
  console.log(`\n== ${title}`);
}

function attemptLines(result) {
  for (const a of result.attempts) {
    const outcome = a.error ? `${a.error.kind}: ${a.error.message}` : 'accepted';
    const limit = a.maxTokens === null ? '' : `, max_tokens ${a.maxTokens}`;
    const wait = a.delayMs > 0 ? `; waits ${a.delayMs} ms` : '';
    console.log(`   attempt ${a.index + 1}: HTTP ${a.status ?? '-'}, finish ${a.finishReason ?? '-'}${limit} -> ${outcome}${wait}`);
  }
}

// R7 usage and the A3 audit record, with the salted hash of the conversation (A2).
function usageAndAudit(result, messages) {
  const u = result.usage;
  console.log(`   usage:  ${u.inputTokens} in + ${u.outputTokens} out = ${u.totalTokens} tokens${u.reported ? '' : ' (none reported)'}`);
  const { hash } = sg.auditHash(messages, DEMO_SALT);
  const { record, dropped } = sg.auditRecord({ ...result.audit, hash });
  assert.deepEqual(dropped, []);
  console.log(`   audit:  ${JSON.stringify(record)}`);
}

async function chatTurn() {
  heading('1. Seed 002: a chat turn that drafts a process template (Anthropic, forced tool)');
  const schema = sg.builtinSchema('ai_chat_process_template.v1');
  const messages = [
    { role: 'system', content: sg.buildSessionPrompt({ industry: '製造業', processType: '補助金申請', goal: 'ものづくり補助金の採択', region: '東京都' }) },
    { role: 'user', content: '申請までの工程を提案してください。' },
  ];
  const draft = {
    schema: 'ai_chat_process_template.v1',
    answer: '申請締切から逆算した3つのステップを提案します。',
    missing_information: ['申請締切日'],
    process_template_draft: {
      name: 'ものづくり補助金 申請',
      stepTemplates: [
        { seq: 1, name: '事業計画の方針決定', basis: 'goal', offsetDays: -60 },
        { seq: 2, name: '見積書の取得', basis: 'prev', offsetDays: 14, dependsOn: [1], requiredArtifacts: [{ kind: 'quote' }] },
        { seq: 3, name: '事業計画書の作成', basis: 'prev', offsetDays: 21, dependsOn: [1, 2] },
      ],
    },
  };
  const client = mockClient('anthropic', 'success', JSON.stringify(draft), { stream: true, headers: { 'x-mock-pace-ms': '2' } });
  // 002's chat path: temperature 0.3, maxTokens 1200, one retry after 1.5 s, a fixed answer last.
  // Streamed: the draft is shown as it arrives (L4), steps appearing one by one.
  const stepsShown = [];
  const r = await client.generateObject({
    messages, schema, schemaName: 'process_template', schemaId: 'ai_chat_process_template.v1',
    temperature: 0.3, maxTokens: 1200, maxRetries: 1, retry: { initialDelayMs: 1500, jitter: 0 },
    fallbackText: '申し訳ありません。ただいま応答できません。しばらくしてから再度お試しください。',
    partialIntervalMs: 0,
    onPartial: ({ value }) => {
      const count = value.process_template_draft?.stepTemplates?.length ?? 0;
      if (stepsShown.at(-1) !== count) stepsShown.push(count);
    },
  });
  console.log(`   streamed: steps on screen while the reply arrived: ${stepsShown.join(' -> ')}`);
  attemptLines(r);
  assert.equal(r.ok, true);
  assert.equal(r.fallbackUsed, false);
  console.log(`   answer: ${r.value.answer} (missing: ${r.value.missing_information.join(', ')})`);
  const steps = r.value.process_template_draft.stepTemplates;
  for (const s of steps) {
    console.log(`   step ${s.seq}: ${s.name} — ${s.basis} ${s.offsetDays >= 0 ? '+' : ''}${s.offsetDays} days${s.dependsOn ? `, after ${s.dependsOn.join(', ')}` : ''}`);
  }
  const graph = sg.checkDependencies(steps);
  assert.equal(graph.ok, true);
  console.log(`   dependencies (G1-G3): ok, order ${graph.order.join(' -> ')}`);
  usageAndAudit(r, messages);
}

async function statusJudgment() {
  heading('2. Seed 000: a status judgment that falls through to the tag stage (OpenAI, prompt-only)');
  const rules = ['All tests pass: the work is done', 'Tests fail: fixes are needed'];
  // The model ignores the JSON instruction and writes the tag (P4: the reason tags are only a fallback).
  const client = mockClient('openai', 'success', 'Two tests still fail, so fixes are needed. [MOVEMENT:2]');
  const content = 'npm test: 42 passed, 2 failed (client.test.js, audit.test.js)';
  const j = await client.judgeStatus({ rules, content, mode: 'prompt', maxRetries: 0 });
  for (const { stage, result } of j.stages) {
    console.log(`   stage ${stage}: ${result.error ? `${result.error.kind}: ${result.error.message}` : `reply "${result.text}"`}`);
  }
  assert.equal(j.ok, true);
  assert.deepEqual([j.ruleIndex, j.method, j.logMethod], [1, 'phase3_tag', 'tag_fallback']);
  console.log(`   rule ${j.ruleIndex + 1} ("${rules[j.ruleIndex]}"), method ${j.method}, logged as ${j.logMethod}`);
  // usage: both stages summed; audit: the stage that decided.
  usageAndAudit({ usage: j.usage, audit: j.stages.at(-1).result.audit }, [{ role: 'user', content }]);
}

async function commanderRun(slotCount) {
  heading(`3. Seed 003: commander nudges for ${slotCount} slots, truncated once, then exact (OpenAI strict)`);
  const { schema, strict, lint } = commanderSchema(sg, slotCount);
  assert.equal(lint.ok, true);
  console.log(`   schema: appNudges exactly ${slotCount}, posts exactly 2; OpenAI strict lint ok`);
  const messages = [{ role: 'user', content: `Write ${slotCount} app nudges, 2 TikTok posts and 2 X posts for this user.` }];
  const client = mockClient('openai', 'length,success');
  const r = await client.generateObject({
    messages, schema: strict, schemaName: 'commander_output', tokenEstimate: nudgeTokens(slotCount), retry: SEED_BACKOFF,
  });
  attemptLines(r);
  assert.equal(r.ok, true);
  assert.deepEqual(r.attempts.map((a) => a.error?.kind ?? null), ['Truncated', null]);
  assert.deepEqual(r.attempts.map((a) => a.maxTokens), [0, 1].map((attempt) => sg.estimateMaxTokens({ ...nudgeTokens(slotCount), attempt })));
  // The strict form moved maxLength into descriptions (it loosens): the original checks the rest.
  const original = sg.compileSchema(schema);
  const recheck = original.validate(r.value);
  original.free();
  assert.equal(recheck.valid, true);
  assert.equal(r.value.appNudges.length, slotCount);
  console.log(`   output: ${r.value.appNudges.length} of ${slotCount} nudges, ${r.value.tiktokPosts.length} TikTok, ${r.value.xPosts.length} X posts; original schema: valid`);
  usageAndAudit(r, messages);
}

async function fallbackRun(slotCount) {
  heading('4. Seed 003 again: content_filter on every attempt, so the rule-based fallback stands in');
  const { schema, strict } = commanderSchema(sg, slotCount);
  const slotTable = Array.from({ length: slotCount }, (_, slotIndex) => ({ slotIndex }));
  const fallback = ruleBasedFallback(sg, schema, slotTable, 'ja');
  assert.equal(fallback.ok, true);
  const messages = [{ role: 'user', content: `Write ${slotCount} app nudges, 2 TikTok posts and 2 X posts for this user.` }];
  const client = mockClient('openai', 'content-filter');
  const r = await client.generateObject({
    messages, schema: strict, schemaName: 'commander_output', tokenEstimate: nudgeTokens(slotCount),
    retry: FAST_BACKOFF, fallback: fallback.value,
  });
  attemptLines(r);
  assert.deepEqual([r.ok, r.fallbackUsed, r.fallbackReason], [true, true, 'ContentFiltered']);
  assert.equal(r.attempts.length, 3);
  const v = r.value;
  console.log(`   fallback used (${r.fallbackReason}): ${v.appNudges.length} nudges enabled ("${v.appNudges[0].hook}"), posts disabled`);
  const pending = [...pendingPosts(sg, v.tiktokPosts), ...pendingPosts(sg, v.xPosts)];
  assert.equal(pending.length, 0);
  console.log(`   /pending after the filter (enabled !== false): ${pending.length} posts to publish`);
  usageAndAudit(r, messages);
}

try {
  console.log(`mock provider on ${mock.url}`);
  await chatTurn();
  await statusJudgment();
  await commanderRun(6);
  await fallbackRun(6);
  console.log(`\n${mock.requests.length} requests served; demo done.`);
} finally {
  await mock.close();
}
