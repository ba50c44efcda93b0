// The structguard quickstart, in four parts, each on replies that models really write:
//   1. find the JSON in a reply, and keep the answer around it (rules X1-X7)
//   2. validate a reply against a JSON Schema: strict, then lenient with coercion (S1, L1, L5, L6)
//   3. lint a schema for a provider's structured output, and make it strict (S3, S4)
//   4. call a model through sg.createClient, here the package's mock provider, with a retry (R1-R5)
// Only the package's public API: `structguard` and `structguard/testing`; it runs copied anywhere
// the package is installed.
//   node examples/node-quickstart/quickstart.mjs
import { init } from 'structguard';
import { mockFetch } from 'structguard/testing';

const sg = await init();

function heading(title) {
  console.log(`\n== ${title}`);
}

// ---- 1. Extraction ----------------------------------------------------------------------

const replies = [
  {
    title: 'Japanese prose, then the process template in a json fence',
    text: `承知しました。以下の3ステップで進めるのがよいと思います。

\`\`\`json
{"schema": "ai_chat_process_template.v1", "answer": "3つのステップです",
 "process_template_draft": {"stepTemplates": [
   {"seq": 1, "name": "目標設定", "basis": "goal", "offsetDays": -30},
   {"seq": 2, "name": "申請書作成", "basis": "prev", "offsetDays": 7, "dependsOn": [1]}]}}
\`\`\`

ご不明点があればお知らせください。`,
  },
  {
    title: 'A draft and a final answer: the last json fence wins',
    text: 'First attempt:\n```json\n{"step": 1}\n```\nOn reflection, rule 2 fits better:\n```json\n{"step": 2, "reason": "the PR was merged"}\n```',
  },
  {
    title: 'A reasoning model: <think> first, then JSON in the prose',
    text: '<think>\nThe user wants {"step": ?}. Rule 3 says…\n</think>\nThe matching rule is 3: {"step": 3, "reason": "tests pass"}',
  },
  {
    title: 'A broken reply: a trailing comma in the json fence',
    text: 'Here is the result:\n```json\n{\n  "step": 2,\n  "reason": "done",\n}\n```',
  },
  {
    title: 'No JSON at all: the answer survives',
    text: "I'm sorry, I can't decide which rule applies without the test results.",
  },
];

function extraction() {
  heading('1. Finding the JSON in a reply (sg.extractJson)');
  for (const [index, reply] of replies.entries()) {
    const result = sg.extractJson(reply.text);
    console.log(`\n${index + 1}. ${reply.title}`);
    if (result.ok) {
      console.log(`   found by: ${result.strategy}, characters ${result.start}–${result.end}`);
      console.log(`   JSON:     ${JSON.stringify(JSON.parse(result.json))}`);
    } else {
      const { code, message, line, column } = result.error;
      console.log(`   error:    ${code}: ${message}`);
      if (line !== null) console.log(`   where:    line ${line}, column ${column}`);
      if (result.json !== null) console.log(`   candidate (${result.strategy}): ${result.json.replace(/\n/g, '⏎')}`);
    }
    console.log(`   answer:   ${result.answerText ? result.answerText.replace(/\n+/g, ' ⏎ ') : '(none)'}`);
  }
}

// ---- 2. Validation ----------------------------------------------------------------------

const STEP_SCHEMA = {
  type: 'object',
  properties: {
    seq: { type: 'integer', minimum: 1 },
    basis: { enum: ['goal', 'prev'] },
    dependsOn: { type: 'array', items: { type: 'integer' } },
  },
  required: ['seq', 'basis'],
  additionalProperties: false,
};

function validation() {
  heading('2. Validating a reply against a JSON Schema (sg.compileSchema, parseReply)');
  const validator = sg.compileSchema(STEP_SCHEMA);
  try {
    const strict = validator.parseReply('Done.\n```json\n{"seq": 2, "basis": "start"}\n```');
    const [error] = strict.errors;
    console.log(`strict:  ok ${strict.ok}, ${error.code} (${error.keyword}) at ${error.instanceLocation}, line ${error.line}, column ${error.column}`);
    console.log(`         ${error.message}`);
    console.log(`reask:   ${validator.reaskMessage(strict).replace(/\n/g, ' ⏎ ')}`);

    const lenient = validator.parseReply("Here you go:\n{'Seq': '2', 'basis': 'Goal ', 'dependsOn': '1',}", { mode: 'lenient', coerce: true });
    console.log(`lenient: ok ${lenient.ok}, value ${JSON.stringify(lenient.value)}`);
    console.log(`         repairs:   ${[...new Set(lenient.repairs.map((r) => r.kind))].join(', ')}`);
    console.log(`         coercions: ${lenient.coercions.map((c) => `${c.instanceLocation} ${c.kind}`).join(', ')}`);
  } finally {
    validator.free();
  }
}

// ---- 3. Provider schemas ----------------------------------------------------------------

const ARTICLE_SCHEMA = {
  type: 'object',
  properties: {
    title: { type: 'string', maxLength: 80 },
    tags: { type: 'array', items: { type: 'string' } },
    rating: { type: 'integer', minimum: 1, maximum: 5 },
  },
  required: ['title'],
};

function providerSchemas() {
  heading('3. Would OpenAI accept this schema? (sg.lintSchema, toStrictSchema)');
  const lint = sg.lintSchema(ARTICLE_SCHEMA, 'openai');
  console.log(`lint:    ok ${lint.ok}`);
  for (const d of lint.diagnostics) console.log(`   ${d.severity} ${d.code} at ${d.pointer || '(root)'}`);
  const strict = sg.toStrictSchema(ARTICLE_SCHEMA, 'openai');
  console.log(`strict:  ok ${strict.ok}`);
  for (const c of strict.changes) console.log(`   ${c.action} at ${c.pointer || '(root)'}${c.loosens ? ' (loosens: validate replies with the original)' : ''}`);
  console.log(`lint of the strict form: ok ${sg.lintSchema(strict.schema, 'openai').ok}`);
}

// ---- 4. A model call ---------------------------------------------------------------------

async function modelCall() {
  heading('4. Calling a model (sg.createClient) — the mock provider, a 500 first');
  const client = sg.createClient({
    provider: 'openai',
    model: 'gpt-4o-2024-08-06',
    apiKey: 'sk-quickstart', // a real key comes from the environment; the core never sees it
    // In place of the network: the mock provider plays a 500, then answers with this reply.
    fetch: mockFetch([{ scenario: 'server-error' }, '{"step": 2, "reason": "2 tests fail"}']),
    retry: { initialDelayMs: 50, jitter: 0 },
  });
  const r = await client.generateObject({
    messages: [{ role: 'user', content: 'Which rule matches? 1: tests pass, 2: tests fail. Report: 2 tests fail.' }],
    schema: { type: 'object', properties: { step: { type: 'integer' }, reason: { type: 'string' } }, required: ['step', 'reason'], additionalProperties: false },
    schemaName: 'step_choice',
    maxTokens: 300,
    fallback: { step: 1, reason: 'fallback' }, // used only if every attempt fails and it passes the schema
  });
  for (const a of r.attempts) {
    console.log(`attempt ${a.index + 1}: HTTP ${a.status}, ${a.error ? `${a.error.kind} (retryable ${a.error.retryable}), waits ${a.delayMs} ms` : 'accepted'}`);
  }
  console.log(`result:  ok ${r.ok}, value ${JSON.stringify(r.value)}, fallbackUsed ${r.fallbackUsed}`);
  console.log(`usage:   ${r.usage.inputTokens} in + ${r.usage.outputTokens} out = ${r.usage.totalTokens} tokens`);
  console.log(`audit:   schemaId ${r.audit.schemaId}, retryCount ${r.audit.retryCount}, errorType ${r.audit.errorType}`);
}

extraction();
validation();
providerSchemas();
await modelCall();
console.log('\nquickstart done.');
