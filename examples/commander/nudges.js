// Seed 003's nudge generator, built from structguard's parts: the output schema for N slots
// with exact array lengths (S5), its OpenAI strict form checked locally (S3, S4), the token
// estimate (R3), the rule-based fallback that passes the same schema (R5), and the downstream
// filter that keeps fallback posts from being published (S6). Shared by commander.mjs and the
// pipeline demo.

export const TONES = ['strict', 'gentle', 'empathetic', 'analytical', 'playful'];
const SLOTS = ['morning', 'evening'];
const SOCIAL_POSTS = 2;

const object = (properties) => ({ type: 'object', properties, required: Object.keys(properties) });

// The seed's zod schemas written as JSON Schema, with the seed's own limits (caption 2200,
// text 280, at most 5 hashtags); the array lengths are left open here and fixed per call.
const appNudge = object({
  slotIndex: { type: 'integer', minimum: 0 },
  hook: { type: 'string' },
  content: { type: 'string' },
  tone: { enum: TONES },
  enabled: { type: 'boolean' },
  reasoning: { type: 'string' },
});
const tiktokPost = object({
  slot: { enum: SLOTS },
  caption: { type: 'string', maxLength: 2200 },
  hashtags: { type: 'array', items: { type: 'string' }, maxItems: 5 },
  tone: { type: 'string' },
  reasoning: { type: 'string' },
  enabled: { type: 'boolean' },
});
const xPost = object({
  slot: { enum: SLOTS },
  text: { type: 'string', maxLength: 280 },
  reasoning: { type: 'string' },
  enabled: { type: 'boolean' },
});
const agentOutput = object({
  rootCauseHypothesis: { type: 'string' },
  overallStrategy: { type: 'string' },
  frequencyReasoning: { type: 'string' },
  appNudges: { type: 'array', items: appNudge },
  tiktokPosts: { type: 'array', items: tiktokPost },
  xPosts: { type: 'array', items: xPost },
});

function mustBeOk(step, result) {
  if (!result.ok) throw new Error(`${step}: ${result.error?.message ?? JSON.stringify(result.diagnostics)}`);
  return result;
}

/**
 * createAgentOutputSchema(slotCount) of the seed: `schema` has minItems = maxItems at every
 * array (the value is validated against it), `strict` is what goes to OpenAI, `changes` what
 * toStrictSchema did, `lint` the OpenAI strict lint of `strict`.
 */
export function commanderSchema(sg, slotCount) {
  let schema = agentOutput;
  for (const [pointer, n] of [['/properties/appNudges', slotCount], ['/properties/tiktokPosts', SOCIAL_POSTS], ['/properties/xPosts', SOCIAL_POSTS]]) {
    schema = mustBeOk(`withExactItems ${pointer}`, sg.withExactItems(schema, pointer, n)).schema;
  }
  const strict = mustBeOk('toStrictSchema', sg.toStrictSchema(schema, 'openai'));
  return { schema, strict: strict.schema, changes: strict.changes, lint: sg.lintSchema(strict.schema, 'openai') };
}

/** The seed's estimateMaxTokens inputs: 500 base, 150 per nudge, 400 for the social posts. */
export function nudgeTokens(slotCount) {
  return { base: 500, items: slotCount, perItem: 150, extra: 400 };
}

/**
 * generateRuleBasedFallback of the seed, through sg.exampleInstance: the template carries the
 * fixed content (app nudges enabled, social posts disabled); the result is validated against
 * the N-slot schema before it is returned, so a fallback of the wrong length cannot come out.
 */
export function ruleBasedFallback(sg, schema, slotTable, language = 'en') {
  const ja = language === 'ja';
  const fallbackReason = 'Rule-based fallback - not for posting';
  const template = {
    rootCauseHypothesis: 'Fallback mode - LLM generation failed',
    overallStrategy: 'Using rule-based content',
    frequencyReasoning: 'Maintaining scheduled frequency',
    appNudges: slotTable.map((slot) => ({
      slotIndex: slot.slotIndex,
      hook: ja ? '今日も前に進もう' : 'Keep moving forward',
      content: ja ? '小さな一歩から始めよう。' : 'Start with a small step.',
      tone: 'gentle',
      enabled: true,
      reasoning: 'Rule-based fallback due to LLM failure',
    })),
    tiktokPosts: [
      { slot: 'morning', caption: ja ? '変わりたいなら今日から' : 'Change starts today', hashtags: ['#mindfulness', '#growth'], tone: 'gentle', reasoning: fallbackReason, enabled: false },
      { slot: 'evening', caption: ja ? '自分を責めないで' : "Don't blame yourself", hashtags: ['#selfcare', '#mentalhealth'], tone: 'gentle', reasoning: fallbackReason, enabled: false },
    ],
    xPosts: [
      { slot: 'morning', text: ja ? '今日も一歩前へ' : 'One step forward today', reasoning: fallbackReason, enabled: false },
      { slot: 'evening', text: ja ? '深呼吸しよう' : 'Take a deep breath', reasoning: fallbackReason, enabled: false },
    ],
  };
  return sg.exampleInstance(schema, template);
}

/** The /pending endpoints' filter: `enabled !== false`, so legacy posts without the flag stay. */
export function pendingPosts(sg, posts) {
  return posts.filter((post) => sg.isEnabled(post));
}
