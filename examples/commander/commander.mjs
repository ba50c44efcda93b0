// Seed 003 (Commander Agent nudges) without a model: the N-slot schema, its OpenAI strict lint,
// the token budget per attempt, the rule-based fallback and the downstream filter. Every line it
// prints is also checked; any mismatch exits non-zero.
//   node examples/commander/commander.mjs
import assert from 'node:assert/strict';
import { init } from 'structguard';
import { commanderSchema, nudgeTokens, pendingPosts, ruleBasedFallback } from './nudges.js';

const sg = await init();
const slotCount = 6; // 6 slots; without an exact item count, the code this replaces filled 3
const slotTable = Array.from({ length: slotCount }, (_, slotIndex) => ({ slotIndex }));

console.log(`Commander schema for ${slotCount} slots (S5)`);
const { schema, strict, changes, lint } = commanderSchema(sg, slotCount);
const nudges = schema.properties.appNudges;
console.log(`  appNudges: minItems ${nudges.minItems}, maxItems ${nudges.maxItems}; tiktokPosts and xPosts: exactly ${schema.properties.xPosts.maxItems}`);
assert.deepEqual([nudges.minItems, nudges.maxItems], [slotCount, slotCount]);
assert.deepEqual([schema.properties.tiktokPosts.minItems, schema.properties.tiktokPosts.maxItems], [2, 2]);

console.log('\nOpenAI strict form (S4) and lint (S3)');
for (const change of changes) console.log(`  ${change.action.padEnd(26)} ${change.pointer || '(root)'}${change.loosens ? '  <- loosens: re-check with the original' : ''}`);
const before = sg.lintSchema(schema, 'openai');
console.log(`  lint before: ${before.ok ? 'ok' : `${before.diagnostics.filter((d) => d.severity === 'error').length} errors`}; after: ${lint.ok ? 'ok' : 'FAILED'} (${lint.diagnostics.length} diagnostics)`);
assert.equal(before.ok, false);
assert.equal(lint.ok, true);
assert.deepEqual(lint.diagnostics, []);
assert.equal(strict.properties.appNudges.maxItems, slotCount, 'the exact length survives the strict conversion');
assert.deepEqual(changes.filter((c) => c.loosens).map((c) => c.pointer),
  ['/properties/tiktokPosts/items/properties/caption', '/properties/xPosts/items/properties/text']);

// The seed's own estimateMaxTokens, to compare with: the core evaluates it in the same doubles.
const seedEstimate = (slots, attempt = 0) => Math.ceil((500 + slots * 150 + 400) * (1.3 + attempt * 0.2));

console.log('\nmax_tokens per attempt (R3)');
const budgets = [0, 1, 2].map((attempt) => sg.estimateMaxTokens({ ...nudgeTokens(slotCount), attempt }));
console.log(`  ${slotCount} slots: ${budgets.join(', ')}`);
assert.deepEqual(budgets, [2340, 2700, 3061]); // 1800 × 1.7 is 3060.0000000000005 in doubles
assert.deepEqual(budgets, [0, 1, 2].map((attempt) => seedEstimate(slotCount, attempt)));
const fifteen = sg.estimateMaxTokens({ ...nudgeTokens(15), attempt: 2 });
console.log(`  15 slots, attempt 2: ${fifteen} (as the seed's JavaScript computes it)`);
assert.equal(fifteen, 5356);
assert.equal(fifteen, seedEstimate(15, 2));

console.log('\nRule-based fallback (R5)');
const fallback = ruleBasedFallback(sg, schema, slotTable);
assert.equal(fallback.ok, true, fallback.error?.message);
const { appNudges, tiktokPosts, xPosts } = fallback.value;
const on = (items) => items.filter((item) => item.enabled).length;
console.log(`  appNudges ${appNudges.length} (${on(appNudges)} enabled), tiktokPosts ${tiktokPosts.length} (${on(tiktokPosts)} enabled), xPosts ${xPosts.length} (${on(xPosts)} enabled)`);
assert.deepEqual([appNudges.length, on(appNudges), tiktokPosts.length, on(tiktokPosts), xPosts.length, on(xPosts)], [6, 6, 2, 0, 2, 0]);
assert.deepEqual(appNudges.map((n) => n.slotIndex), [0, 1, 2, 3, 4, 5]);
const validator = sg.compileSchema(schema);
const check = validator.validate(fallback.value);
console.log(`  passes the ${slotCount}-slot schema: ${check.valid}`);
assert.equal(check.valid, true);
const short = ruleBasedFallback(sg, schema, slotTable.slice(1));
// exampleInstance completes a short template to the schema's length with default items, and a
// default boolean is false: the missing slot would be silent. Build the template from the slots.
const padded = short.value.appNudges.at(-1);
console.log(`  a template for ${slotCount - 1} slots is padded to ${short.value.appNudges.length}; the added nudge has enabled: ${padded.enabled}`);
assert.equal(short.ok, true);
assert.equal(short.value.appNudges.length, slotCount);
assert.equal(padded.enabled, false);
const tooShort = validator.validate({ ...fallback.value, appNudges: appNudges.slice(1) });
console.log(`  a model output with ${slotCount - 1} nudges: ${tooShort.valid ? 'valid' : tooShort.errors[0].message}`);
assert.equal(tooShort.valid, false);
assert.equal(tooShort.errors[0].instanceLocation, '/appNudges');
validator.free();

console.log('\nDownstream /pending filter (S6: enabled !== false)');
const legacy = { slot: 'evening', caption: 'written before the flag existed', hashtags: [], tone: 'gentle', reasoning: 'legacy' };
const published = { ...tiktokPosts[0], caption: 'Morning walk', enabled: true };
const stored = [...tiktokPosts, published, legacy];
const pending = pendingPosts(sg, stored);
console.log(`  fallback posts: ${pendingPosts(sg, tiktokPosts).length} pending of ${tiktokPosts.length}; x posts: ${pendingPosts(sg, xPosts).length} pending of ${xPosts.length}`);
console.log(`  with an enabled post and a legacy post: ${pending.map((p) => p.caption).join(' | ')}`);
assert.equal(pendingPosts(sg, tiktokPosts).length, 0);
assert.equal(pendingPosts(sg, xPosts).length, 0);
assert.deepEqual(pending, [published, legacy]);

console.log('\ncommander: all checks passed');
