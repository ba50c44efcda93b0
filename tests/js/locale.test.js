// Issue 38: messages in the user's language. `locale: 'ja'` makes the core write validation
// messages and the correction sent back to the model (L6) in Japanese, from its own tables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import { mockFetch } from 'structguard/testing';
import * as z from 'zod';
import { readFileSync } from 'node:fs';
import { replay, sse } from '../support/replay.js';
import { jsonResponse, openaiReply, scripted } from './scripted-fetch.js';

const sg = await init();

const stepSchema = {
  type: 'object',
  properties: { step: { type: 'integer', minimum: 1 }, basis: { enum: ['goal', 'prev'] } },
  required: ['step', 'basis'],
};
const reply = '```json\n{"step": 0, "basis": "start"}\n```';

test("S7 compileSchema({locale: 'ja'}): parseReply's and validate's messages are Japanese", () => {
  const v = sg.compileSchema(stepSchema, { locale: 'ja' });
  assert.deepEqual(v.parseReply(reply, { errors: 'all' }).errors.map((e) => e.message), [
    "'step' は 1 以上でなければなりません（実際: 0）",
    "'basis' は goal、prev のいずれかでなければなりません（実際: 'start'）",
  ]);
  assert.deepEqual(v.validate({ basis: 'goal' }).errors.map((e) => e.message), ["必須プロパティ 'step' がありません"]);
  assert.deepEqual(v.validateJson('"x"').errors.map((e) => e.message), ['値 は object でなければなりません（実際: string）']);
  assert.deepEqual(v.checkReply('{"step": 2}').errors.map((e) => e.message), ["必須プロパティ 'basis' がありません"]);
  v.free();
});

test('S7 the default is English, and a call may ask for the other locale', () => {
  const v = sg.compileSchema(stepSchema);
  assert.equal(v.parseReply(reply).errors[0].message, "'step' must be >= 1; got 0");
  assert.equal(v.parseReply(reply, { locale: 'ja' }).errors[0].message, "'step' は 1 以上でなければなりません（実際: 0）");
  const ja = sg.compileSchema(stepSchema, { locale: 'ja' });
  assert.equal(ja.parseReply(reply, { locale: 'en' }).errors[0].message, "'step' must be >= 1; got 0");
  assert.equal(ja.validate({ step: 1.5, basis: 'goal' }, { locale: 'en' }).errors[0].message, "'step' must be integer; got number");
  v.free();
  ja.free();
});

// The SchemaError compileSchema throws for `schema`: [kind, pointer, message].
function refusal(schema, options) {
  try {
    sg.compileSchema(schema, options).free();
  } catch (error) {
    assert.equal(error.name, 'SchemaError');
    return [error.kind, error.pointer, error.message];
  }
  return assert.fail('the schema compiled');
}

test("S7 compileSchema({locale: 'ja'}) refuses a schema in Japanese (a keyword's value, a pattern, strict mode, a text over maxInputBytes); 'en' unchanged", () => {
  const badMinimum = { type: 'object', properties: { a: { minimum: 'one' } } };
  assert.deepEqual(refusal(badMinimum, { locale: 'ja' }), ['InvalidSchema', '/properties/a/minimum', 'minimum は数値でなければなりません（場所: #/properties/a/minimum）']);
  assert.deepEqual(refusal(badMinimum, { locale: 'en' }), ['InvalidSchema', '/properties/a/minimum', 'minimum must be a number (at #/properties/a/minimum)']);
  assert.deepEqual(refusal(badMinimum), ['InvalidSchema', '/properties/a/minimum', 'minimum must be a number (at #/properties/a/minimum)']);
  assert.deepEqual(refusal({ pattern: '[z-a]' }, { locale: 'ja' }),
    ['InvalidSchema', '/pattern', 'パターン /[z-a]/ のオフセット 2: 文字クラスの範囲の順序が逆です（場所: #/pattern）']);
  assert.deepEqual(refusal({ pattern: '[z-a]' }),
    ['InvalidSchema', '/pattern', 'pattern /[z-a]/ at offset 2: range out of order in character class (at #/pattern)']);
  assert.deepEqual(refusal({ then: {} }, { locale: 'ja', strict: true }), ['IgnoredKeyword', '/then',
    '"if" のない "then" は無視されます。対応する "if" を加えるか、削除してください'
    + '（strict モード: 独自の注釈は x-… と名付けるか、strict: false でコンパイルしてください）（場所: #/then）']);
  assert.deepEqual(refusal({ description: 'x'.repeat(200) }, { locale: 'ja', maxInputBytes: 100 }), ['LimitExceeded', '',
    'スキーマのテキストは 218 バイトで、maxInputBytes（100）を超えています。このようなスキーマを想定するなら maxInputBytes を上げてください']);
  const [kind, , message] = refusal('{"type": ', { locale: 'ja' });
  assert.equal(kind, 'InvalidJson');
  assert.match(message, /^スキーマが JSON ではありません: /);
});

test('L2 a lossy repair is refused with its reason in Japanese', () => {
  const v = sg.compileSchema(stepSchema, { locale: 'ja' });
  const r = v.parseReply('{"step": 1, "basis": "goal"', { mode: 'lenient' });
  assert.equal(r.errors[0].code, 'LossyRepair');
  assert.equal(r.errors[0].message, "回答が JSON の値の途中で終わっているため、値が途中で切れています（修復 'truncated'）。"
    + '部分的な値を受け入れるには allowLossy: true を渡すか、モデルにもう一度尋ねてください');
  v.free();
});

test("L6 reaskMessage(errors, {locale: 'ja'}) writes the correction in Japanese; the validator's locale is its default", () => {
  const v = sg.compileSchema(stepSchema, { locale: 'ja' });
  const r = v.parseReply(reply, { errors: 'all' });
  const japanese = '前回の回答は、指定された JSON スキーマに合っていませんでした：\n'
    + "- /step: 'step' は 1 以上でなければなりません（実際: 0）\n"
    + "- /basis: 'basis' は goal、prev のいずれかでなければなりません（実際: 'start'）\n"
    + '修正した JSON だけを 1 つの ```json フェンスに入れ、ほかの文章を付けずにもう一度回答してください。';
  assert.equal(v.reaskMessage(r), japanese);
  assert.equal(v.reaskMessage(r.errors, { locale: 'ja' }), japanese);
  assert.match(v.reaskMessage(r, { locale: 'en' }), /^Your previous reply did not match the required JSON schema:\n- at \/step: 'step' は/);
  const en = sg.compileSchema(stepSchema);
  assert.equal(en.reaskMessage(en.parseReply('no json'), { locale: 'ja' }), '前回の回答は、指定された JSON スキーマに合っていませんでした：\n'
    + '- JSON を読み取れませんでした: no JSON in the reply: no code fence and no {…}; ask the model to end with a ```json fence\n'
    + '修正した JSON だけを 1 つの ```json フェンスに入れ、ほかの文章を付けずにもう一度回答してください。');
  v.free();
  en.free();
});

test('S7 an unknown locale is a TypeError naming the choices, wherever it is given', () => {
  assert.throws(() => sg.compileSchema(stepSchema, { locale: 'fr' }), { name: 'TypeError', message: "compileSchema: options.locale must be 'en' or 'ja', got 'fr'" });
  const v = sg.compileSchema(stepSchema);
  assert.throws(() => v.parseReply(reply, { locale: 'jp' }), { name: 'TypeError', message: /^parseReply: options.locale must be 'en' or 'ja'/ });
  assert.throws(() => v.reaskMessage([], { locale: 'de' }), { name: 'TypeError', message: /^reaskMessage: options.locale must be 'en' or 'ja'/ });
  assert.throws(() => v.reaskMessage([], { language: 'ja' }), { name: 'TypeError', message: /^reaskMessage: unknown option 'language'/ });
  assert.throws(() => sg.createClient({ provider: 'openai', model: 'm', fetch: () => {}, locale: 'fr' }), { name: 'TypeError', message: /locale must be 'en' or 'ja'/ });
  v.free();
});

test('L6 a client with locale ja sends its reask, and the messages in it, in Japanese', async () => {
  const fetch = scripted(
    () => jsonResponse(openaiReply('{"step": 0, "basis": "goal"}')),
    () => jsonResponse(openaiReply('{"step": 2, "basis": "goal"}')),
  );
  const client = sg.createClient({ provider: 'openai', model: 'gpt-4o', fetch, locale: 'ja', retry: { initialDelayMs: 0, maxDelayMs: 0, jitter: 0 } });
  const r = await client.generateObject({ messages: [{ role: 'user', content: 'Plan.' }], schema: stepSchema, mode: 'prompt' });
  assert.equal(r.ok, true);
  assert.equal(r.attempts[0].error.replyErrors[0].message, "'step' は 1 以上でなければなりません（実際: 0）");
  const sent = JSON.parse(fetch.calls[1].body).messages.at(-1).content;
  assert.equal(sent, '前回の回答は、指定された JSON スキーマに合っていませんでした：\n'
    + "- /step: 'step' は 1 以上でなければなりません（実際: 0）\n"
    + '修正した JSON だけを 1 つの ```json フェンスに入れ、ほかの文章を付けずにもう一度回答してください。');
  // A request may ask for English from a Japanese client.
  const again = scripted(() => jsonResponse(openaiReply('{"step": 0, "basis": "goal"}')), () => jsonResponse(openaiReply('{"step": 2, "basis": "goal"}')));
  const english = sg.createClient({ provider: 'openai', model: 'gpt-4o', fetch: again, locale: 'ja', retry: { initialDelayMs: 0, maxDelayMs: 0, jitter: 0 } });
  await english.generateObject({ messages: [{ role: 'user', content: 'Plan.' }], schema: stepSchema, mode: 'prompt', locale: 'en' });
  assert.match(JSON.parse(again.calls[1].body).messages.at(-1).content, /^Your previous reply did not match the required JSON schema:\n- at \/step: 'step' must be >= 1; got 0\n/);
});

// What reading a reply says when it cannot, in the locale asked for (the core's table of
// reading messages): each entry that reads a reply takes `locale`, English by default.
const NO_JSON_JA = '回答に JSON がありません（コードフェンスも {…} もありません）。最後に ```json フェンスで答えるようモデルに指示してください';
const NO_JSON_EN = 'no JSON in the reply: no code fence and no {…}; ask the model to end with a ```json fence';
const TRAILING = 'Here:\n```json\n{"step": 1,}\n```';
const TRAILING_JA = "3 行目の JSON が正しくありません: 厳密な JSON では '}' の前の末尾のカンマは使えません";
const TRAILING_EN = "invalid JSON on line 3: a trailing comma before '}' is not allowed in strict JSON";
const tooLarge = (bytes, limit) => `回答は ${bytes} バイトで、maxInputBytes（${limit}）を超えています。読み取るには maxInputBytes を引き上げてください`;

test("X6 extractJson({locale: 'ja'}): no JSON, and a strict parse error with its position, in Japanese; 'en' unchanged", () => {
  assert.equal(sg.extractJson('I cannot help.', { locale: 'ja' }).error.message, NO_JSON_JA);
  assert.equal(sg.extractJson('I cannot help.', { locale: 'en' }).error.message, NO_JSON_EN);
  assert.equal(sg.extractJson('I cannot help.').error.message, NO_JSON_EN);
  const ja = sg.extractJson(TRAILING, { locale: 'ja' }).error;
  assert.deepEqual({ ...ja, message: undefined }, { ...sg.extractJson(TRAILING).error, message: undefined });
  assert.deepEqual([ja.code, ja.message, ja.line, ja.column], ['JsonParseError', TRAILING_JA, 3, 12]);
  assert.equal(sg.extractJson(TRAILING).error.message, TRAILING_EN);
  assert.equal(sg.extractJson('{"a" 1}', { locale: 'ja' }).error.message,
    '1 行目の JSON が正しくありません: オブジェクトのメンバー名の後にコロンがありません。');
});

test("X5 parseReply, checkReply and validateJson say a strict parse error in the validator's or the call's locale", () => {
  const ja = sg.compileSchema(stepSchema, { locale: 'ja' });
  assert.equal(ja.parseReply(TRAILING).errors[0].message, TRAILING_JA);
  assert.equal(ja.checkReply(TRAILING).errors[0].message, TRAILING_JA);
  assert.equal(ja.parseReply('I cannot help.').errors[0].message, NO_JSON_JA);
  assert.equal(ja.validateJson('{"step": 1,}').errors[0].message, "1 行目の JSON が正しくありません: 厳密な JSON では '}' の前の末尾のカンマは使えません");
  assert.equal(ja.parseReply(TRAILING, { locale: 'en' }).errors[0].message, TRAILING_EN);
  ja.free();
});

test('L7 limits in Japanese: maxInputBytes (refused before the text is written, and by the core), maxFenceBytes, maxDepth', () => {
  assert.equal(sg.extractJson('{"a": 1}', { maxInputBytes: 5, locale: 'ja' }).error.message, tooLarge(8, 5));
  assert.equal(sg.repairJson('{"a": 1}', { maxInputBytes: 5, locale: 'ja' }).error.message, tooLarge(8, 5));
  assert.equal(sg.extractJson('{"a": 1}', { maxInputBytes: 5 }).error.message,
    'the reply is 8 bytes, over maxInputBytes (5); raise maxInputBytes to read it');
  const v = sg.compileSchema(stepSchema, { locale: 'ja' });
  assert.equal(v.parseReply('x'.repeat(40), { maxInputBytes: 30 }).errors[0].message, tooLarge(40, 30));
  // A reply larger than the text buffer is measured and refused without being written.
  const huge = 'x'.repeat(1 << 20);
  assert.equal(v.parseReply(huge, { maxInputBytes: 1000 }).errors[0].message, tooLarge(1 << 20, 1000));
  assert.equal(sg.repairJson(huge, { maxInputBytes: 1000 }).error.message,
    `the reply is ${1 << 20} bytes, over maxInputBytes (1000); raise maxInputBytes to read it`);
  v.free();
  assert.equal(sg.extractJson('```json\n{"a": 1}\n```', { maxFenceBytes: 4, locale: 'ja' }).error.message,
    '```json フェンスの中身は 9 バイトで、maxFenceBytes（4）を超えています。読み取るには maxFenceBytes を引き上げてください');
  const deep = 'JSON の入れ子が maxDepth（2）より深くなっています。この深さが想定どおりなら maxDepth を引き上げてください';
  assert.equal(sg.extractJson('[[[1]]]', { maxDepth: 2, locale: 'ja' }).error.message, deep);
  assert.equal(sg.repairJson('[[[1]]]', { maxDepth: 2, locale: 'ja' }).error.message, deep);
  const parser = sg.createStreamParser({ maxInputBytes: 3, locale: 'ja' });
  assert.equal(parser.push('[1, 2]').error.message, tooLarge(6, 3));
  parser.free();
});

test("L1 repairJson, findJsonCandidates and createStreamParser({locale: 'ja'}): what lenient reading cannot recover, in Japanese", () => {
  const reply = "Use {x} or {the user's name} here.";
  const why = "JSON を復元できませんでした: キーの後に ':' があるはずですが、'u' がありました";
  assert.equal(sg.repairJson(reply, { locale: 'ja' }).error.message, why);
  assert.equal(sg.repairJson(reply).error.message, "no JSON could be recovered: expected ':' after the key, found 'u'");
  assert.equal(sg.findJsonCandidates(reply, { locale: 'ja' }).candidates[1].error.message,
    "キーの後に ':' があるはずですが、'u' がありました");
  const parser = sg.createStreamParser({ locale: 'ja' });
  parser.push(reply);
  assert.equal(parser.end().error.message, why);
  assert.equal(sg.repairJson('Result: {"a": 1e400}', { locale: 'ja' }).error.message,
    '修復した JSON を読み取れません: 1 行目の JSON が正しくありません: 数値が double の範囲（約 1.8e308）を超えています');
});

test('X6 an unknown locale is a TypeError in extractJson, repairJson, findJsonCandidates and createStreamParser', () => {
  for (const [call, run] of [
    ['extractJson', () => sg.extractJson('{}', { locale: 'fr' })],
    ['repairJson', () => sg.repairJson('{}', { locale: 'fr' })],
    ['findJsonCandidates', () => sg.findJsonCandidates('{}', { locale: 'fr' })],
    ['createStreamParser', () => sg.createStreamParser({ locale: 'fr' })],
  ]) {
    assert.throws(run, { name: 'TypeError', message: `${call}: options.locale must be 'en' or 'ja', got 'fr'` });
  }
});

test('L4 a client with locale ja stops a streamed reply early with the violation in Japanese, and reasks with it', async () => {
  const schema = { type: 'object', properties: { nudges: { type: 'array', items: { type: 'string' }, maxItems: 2 } }, required: ['nudges'] };
  const nudges = (n) => JSON.stringify({ nudges: Array.from({ length: n }, (_, i) => `Nudge ${i + 1}`) });
  const fetch = mockFetch([nudges(50), nudges(2)]);
  const client = sg.createClient({ provider: 'openai', model: 'gpt-4o-mini', fetch, stream: true, locale: 'ja' });
  const r = await client.generateObject({ messages: [{ role: 'user', content: 'Two nudges.' }], schema });
  assert.equal(r.ok, true);
  const said = "'nudges' の要素は 2 個以下でなければなりません（要素 2 が始まっています）";
  assert.equal(r.attempts[0].stoppedEarly.message, said);
  assert.equal(r.attempts[0].error.message, `回答は ${r.attempts[0].stoppedEarly.offset} バイトの時点で、もうスキーマに合格できなくなったため止めました: ${said}`);
  assert.match(JSON.stringify(fetch.requests[1].body), /- \/nudges: 'nudges' の要素は 2 個以下でなければなりません/);
  const english = sg.createClient({ provider: 'openai', model: 'gpt-4o-mini', fetch: mockFetch([nudges(50), nudges(2)]), stream: true });
  const en = await english.generateObject({ messages: [{ role: 'user', content: 'Two nudges.' }], schema });
  assert.equal(en.attempts[0].stoppedEarly.message, "'nudges' must have at most 2 items; item 2 has begun");
});

test("L6 a client's own verdicts in Japanese: a value a redaction made fail, a value a library schema refused", async () => {
  const key = 'sk-proj-Zx81hQ0secretVALUE42abcdefghijklmnopqrstuvwxyz';
  const schema = { type: 'object', properties: { code: { type: 'string', pattern: '^sk-' } }, required: ['code'] };
  const fetch = scripted(() => jsonResponse(openaiReply(JSON.stringify({ code: key }))));
  const client = sg.createClient({ provider: 'openai', model: 'gpt-4o', fetch, apiKey: key, locale: 'ja', retry: { initialDelayMs: 0, jitter: 0 } });
  const redacted = await client.generateObject({ messages: [{ role: 'user', content: 'Code?' }], schema });
  assert.equal(redacted.error.replyErrors[0].message, "'code' はパターン ^sk- に一致しなければなりません（実際: '[redacted]'）");
  assert.equal(redacted.error.message, '値にこのクライアントの認証情報が含まれていたため [redacted] に置き換えたところ、'
    + `スキーマに合格しなくなりました: ${redacted.error.replyErrors[0].message}`);

  const Email = z.object({ email: z.string().refine((text) => text.includes('@'), 'needs an @') });
  const library = sg.createClient({ provider: 'openai', model: 'gpt-4o', fetch: scripted(() => jsonResponse(openaiReply('{"email": "x"}'))), locale: 'ja' });
  const refused = await library.generateObject({ messages: [{ role: 'user', content: 'Email?' }], schema: Email });
  assert.equal(refused.error.message, 'zod のスキーマが値を受け付けませんでした: /email: needs an @');
  const english = sg.createClient({ provider: 'openai', model: 'gpt-4o', fetch: scripted(() => jsonResponse(openaiReply('{"email": "x"}'))) });
  const again = await english.generateObject({ messages: [{ role: 'user', content: 'Email?' }], schema: Email });
  assert.equal(again.error.message, 'the zod schema rejected the value: /email: needs an @');
});

test("R2 R4 R6 a client with locale ja: why a reply was not read or never came, and the status judgment's own verdict, in Japanese", async () => {
  const refusal = { choices: [{ index: 0, message: { role: 'assistant', content: null, refusal: "I can't help." }, finish_reason: 'stop' }] };
  const refusing = sg.createClient({ provider: 'openai', model: 'gpt-4o', fetch: scripted(() => jsonResponse(refusal)), locale: 'ja' });
  const refused = await refusing.generateObject({ messages: [{ role: 'user', content: 'Plan.' }], schema: stepSchema, maxRetries: 0 });
  assert.deepEqual([refused.error.kind, refused.error.message], ['Refused', "モデルが回答を拒否しました: I can't help."]);
  const failing = sg.createClient({ provider: 'openai', model: 'gpt-4o', fetch: () => { throw new TypeError('fetch failed'); }, locale: 'ja' });
  const failed = await failing.generateObject({ messages: [{ role: 'user', content: 'Plan.' }], schema: stepSchema, maxRetries: 0 });
  assert.deepEqual([failed.error.kind, failed.error.message], ['NetworkError', '応答がないまま、リクエストが失敗しました: fetch failed']);
  const judging = sg.createClient({
    provider: 'openai', model: 'gpt-4o', locale: 'ja',
    fetch: scripted(() => jsonResponse(openaiReply('{"step": 7, "reason": "?"}')), () => jsonResponse(openaiReply('no tag')),
      () => jsonResponse(openaiReply('{"matched_index": 0, "reason": "none"}'))),
  });
  const judged = await judging.judgeStatus({ rules: ['done', 'needs fixes'], content: 'Two tests fail.', maxRetries: 0 });
  assert.equal(judged.ok, false);
  assert.equal(judged.stages[0].result.error.replyErrors[0].message, '/step はルールの番号（1 から 2）でなければなりません');
  assert.equal(judged.error.message, '状況判定のどの段階でも、当てはまるルールが見つかりませんでした');
});

test("S7 addSchema(uri, schema, {locale: 'ja'}) refuses in Japanese; English by default; an unknown locale is a TypeError", () => {
  const uri = 'https://example.test/steps#frag';
  assert.throws(() => sg.addSchema(uri, { type: 'string' }, { locale: 'ja' }),
    { name: 'SchemaError', code: 'InvalidSchema', message: "スキーマはフラグメントのない URI で登録します（実際: 'https://example.test/steps#frag'）" });
  assert.throws(() => sg.addSchema(uri, { type: 'string' }),
    { name: 'SchemaError', message: "a schema is registered under a URI without a fragment; got 'https://example.test/steps#frag'" });
  assert.throws(() => sg.addSchema('https://example.test/steps', '{"type": ', { locale: 'ja' }),
    { name: 'SchemaError', code: 'InvalidJson', message: /^スキーマが JSON ではありません: / });
  assert.throws(() => sg.addSchema('https://example.test/steps', {}, { locale: 'fr' }), { name: 'TypeError', message: "addSchema: options.locale must be 'en' or 'ja', got 'fr'" });
  assert.throws(() => sg.addSchema('https://example.test/steps', {}, { strict: true }), { name: 'TypeError', message: "addSchema: unknown option 'strict' (its options: locale)" });
});

test("G1 G2 G4 checkDependencies and resolveDependencies({locale: 'ja'}) say what breaks the plan in Japanese", () => {
  const gap = [{ seq: 1 }, { seq: 3, dependsOn: [3] }];
  assert.deepEqual(sg.checkDependencies(gap, { locale: 'ja' }).errors.map((e) => e.message), [
    'seq 2 がありません。2 個のステップには 1 から 2 までの番号を付けなければなりません。番号が 1 から 3 に飛んでいます',
    'seq 3 が自分自身に依存しています',
  ]);
  assert.deepEqual(sg.checkDependencies(gap).errors.map((e) => e.message), [
    'seq 2 is missing: 2 steps must be numbered 1 to 2; the numbering jumps from 1 to 3',
    'seq 3 depends on itself',
  ]);
  // A seq that is not a number goes as JSON, not in the compact form: the same language.
  assert.deepEqual(sg.checkDependencies([{ seq: '1' }], { locale: 'ja' }).errors.map((e) => e.message), [
    '"seq" は 1 以上の整数でなければなりません（実際: "1"）',
    'seq 1 がありません。ステップが 1 つなら、その seq は 1 でなければなりません',
  ]);
  const cycle = sg.checkDependencies([{ seq: 1, dependsOn: [2] }, { seq: 2, dependsOn: [1] }], { locale: 'ja', allowForward: true });
  assert.deepEqual(cycle.errors.map((e) => e.message), ['ステップが循環して依存しています: 1 → 2 → 1（各ステップは 1 つ前のステップに依存しています）']);
  const unmapped = sg.resolveDependencies([{ seq: 1 }, { seq: 2 }], { 2: ['x'] }, { locale: 'ja' });
  assert.deepEqual(unmapped.errors.map((e) => e.message), ['seq 1 の id が idsBySeq にありません', 'seq 2 の id が文字列でも数値でもありません: 配列']);
  assert.throws(() => sg.checkDependencies([], { locale: 'jp' }), { name: 'TypeError', message: "checkDependencies: options.locale must be 'en' or 'ja', got 'jp'" });
});

test("G6 parseProcessTemplate({locale: 'ja'}): extraction, the schema, the first step's basis and the graph in Japanese", () => {
  const template = (steps) => '工程案です。\n```json\n' + JSON.stringify({
    schema: 'ai_chat_process_template.v1', answer: '工程案です。',
    process_template_draft: { name: '展示会準備', stepTemplates: steps },
  }) + '\n```';
  const drafted = sg.parseProcessTemplate(template([{ seq: 1, name: '手配', basis: 'prev', offsetDays: -60, dependsOn: [1] }]), { locale: 'ja' });
  assert.deepEqual(drafted.errors.map((e) => [e.check, e.message]), [
    ['firstStepBasis', 'seq 1 のステップの basis が "prev" です。最初のステップの basis は "goal" でなければなりません'],
    ['graph', 'seq 1 が自分自身に依存しています'],
  ]);
  const english = sg.parseProcessTemplate(template([{ seq: 1, name: '手配', basis: 'prev', offsetDays: -60 }]));
  assert.equal(english.errors[0].message, 'the step with seq 1 has basis "prev"; the first step must have basis "goal"');
  const other = sg.parseProcessTemplate('```json\n{"schema": "other.v1"}\n```', { locale: 'ja' });
  assert.deepEqual(other.errors.map((e) => [e.check, e.message]), [['schemaId', '"schema" が "other.v1" です。"ai_chat_process_template.v1" であるはずです']]);
  const prose = sg.parseProcessTemplate('まだ情報が足りません。', { locale: 'ja' });
  assert.equal(prose.errors[0].message, '回答に JSON がありません（コードフェンスも {…} もありません）。最後に ```json フェンスで答えるようモデルに指示してください');
  assert.equal(prose.answerText, 'まだ情報が足りません。');
});

// A provider's own failures, recorded (tests/recorded/gemini) or as the wire sends them.
const recorded = (name) => readFileSync(new URL(`../recorded/gemini/${name}`, import.meta.url), 'utf8');
const BARE_ERROR = JSON.stringify({ error: { code: 500, message: 'An internal error has occurred.', status: 'INTERNAL' } });

async function firstError(answers, options = {}, call = {}) {
  const client = sg.createClient({ provider: 'gemini', model: 'gemini-2.5-flash', apiKey: 'k', fetch: replay(answers, null), ...options });
  const r = await client.generateObject({ messages: [{ role: 'user', content: 'x' }], maxRetries: 0, ...call });
  assert.equal(r.ok, false);
  return [r.error.kind, r.error.message];
}

test("R4 a client with locale ja says a provider's own errors in Japanese, what the provider said as it came", async () => {
  const quota = [{ body: recorded('google-429-retry-info.json'), status: 429 }];
  assert.deepEqual(await firstError(quota, { locale: 'ja' }),
    ['RateLimited', 'HTTP 429 エラー: RESOURCE_EXHAUSTED: You exceeded your current quota, please check your plan.']);
  assert.deepEqual(await firstError(quota), ['RateLimited', 'HTTP 429 RESOURCE_EXHAUSTED: You exceeded your current quota, please check your plan.']);
  const events = sse(recorded('google-text.chunks.txt'));
  const failed = [{ body: events + BARE_ERROR, stream: true }];
  assert.deepEqual(await firstError(failed, { locale: 'ja', stream: true }),
    ['StreamError', 'ストリームでエラーイベントを受け取りました: INTERNAL: An internal error has occurred.']);
  assert.deepEqual(await firstError(failed, { stream: true }), ['StreamError', 'error event in the stream: INTERNAL: An internal error has occurred.']);
  const gateway = [{ body: '<html>gateway</html>' }];
  assert.deepEqual(await firstError(gateway, { locale: 'ja' }),
    ['ProtocolError', '応答が JSON ではありません: 1 行目の JSON が正しくありません: 値が正しくありません。']);
  assert.deepEqual(await firstError(gateway), ['ProtocolError', 'the response is not JSON: invalid JSON on line 1: Invalid value.']);
  const event = (part, finish) => JSON.stringify({ candidates: [{ content: { role: 'model', parts: [part] }, ...(finish && { finishReason: finish }) }] });
  const pieces = [{ body: sse([event({ functionCall: { name: 'answer', willContinue: true } }), event({ functionCall: { partialArgs: [{ jsonPath: '$.step[', numberValue: 1 }] } }, 'STOP')].join('\n')), stream: true }];
  assert.deepEqual(await firstError(pieces, { locale: 'ja', stream: true }, { schema: stepSchema, schemaName: 'answer', mode: 'tool' }),
    ['ProtocolError', "ストリームのイベントの形式が正しくありません: 関数呼び出し `answer`: jsonPath \"$.step[\" に .name、['name']、[index] 以外のステップがあります（バイト 6）"]);
});

// The client's refusals of the call itself and its cancelling (the core's table of them).
test("R1 a client with locale ja refuses a call in Japanese: a schema it cannot compile, a judgment without rules, a cancelled call", async () => {
  const fetch = mockFetch();
  const client = sg.createClient({ provider: 'openai', model: 'gpt-4o-mini', fetch, locale: 'ja' });
  const messages = [{ role: 'user', content: 'x' }];
  const bad = { type: 'object', properties: { name: { type: 'string', minLength: 'one' } } };
  const refused = await client.generateObject({ messages, schema: bad });
  assert.deepEqual([refused.error.kind, refused.error.message],
    ['InvalidCall', 'スキーマを /properties/name/minLength でコンパイルできません: minLength は 0 以上の整数でなければなりません']);
  const english = await client.generateObject({ messages, schema: bad, locale: 'en' });
  assert.equal(english.error.message, 'the schema cannot be compiled at /properties/name/minLength: minLength must be a non-negative integer');
  const judged = await client.judgeStatus({ rules: [], content: 'done' });
  assert.deepEqual([judged.error.kind, judged.error.message], ['InvalidCall', 'ステータス判定には少なくとも 1 つのルールが必要です']);
  const cancelled = await client.generateObject({ messages, schema: stepSchema, signal: AbortSignal.abort() });
  assert.deepEqual([cancelled.error.kind, cancelled.error.message], ['Cancelled', 'ホストが取り消しました']);
  const englishCancel = await client.generateObject({ messages, schema: stepSchema, signal: AbortSignal.abort(), locale: 'en' });
  assert.equal(englishCancel.error.message, 'cancelled by the host');
  assert.equal(fetch.requests.length, 0);
});

// lintSchema's findings, from the core's table of them: each message and fix in the locale asked for.
test("S3 lintSchema(schema, provider, {locale: 'ja'}) says each finding's message and fix in Japanese; 'en' unchanged", () => {
  const open = { type: 'object', properties: { a: { type: 'string', maxLength: 5 } } };
  const said = (locale) => sg.lintSchema(open, 'openai', locale === undefined ? undefined : { locale }).diagnostics.map((d) => [d.code, d.pointer, d.message, d.fix]);
  assert.deepEqual(said('ja'), [
    ['additional-properties-required', '', 'OpenAI strict mode ではすべてのオブジェクトに "additionalProperties": false が必要ですが、このオブジェクトにはありません', '"additionalProperties": false を加えてください'],
    ['property-not-required', '/properties/a', 'プロパティ `a` が `required` にありません。OpenAI strict mode ではすべてのプロパティをそこに挙げる必要があります（省略できるプロパティは null になりうるプロパティとして書きます）', '"a" を required に加え、そのスキーマで null を許してください'],
    ['unsupported-keyword', '/properties/a/maxLength', 'OpenAI strict mode は `maxLength` に対応していません', '`description` に書き、解析した後で確かめてください'],
  ]);
  assert.deepEqual(said('en'), said(undefined));
  assert.deepEqual(said('en')[2], ['unsupported-keyword', '/properties/a/maxLength', 'OpenAI strict mode does not support `maxLength`', 'state it in `description` and check it after parsing']);
  const notJson = sg.lintSchema('{"type": ', 'openai', { locale: 'ja' });
  assert.equal(notJson.error.reason, 'invalid-json');
  assert.match(notJson.error.message, /JSON が正しくありません/);
  assert.throws(() => sg.lintSchema(open, 'openai', { locale: 'fr' }), { name: 'TypeError', message: "lintSchema: options.locale must be 'en' or 'ja', got 'fr'" });
});

// toStrictSchema's changes and refusals, from the core's table of them.
test("S4 toStrictSchema(schema, provider, {locale: 'ja'}) says each change's detail and a schema with no strict form in Japanese; 'en' unchanged", () => {
  const open = { type: 'object', properties: { a: { type: 'string' } } };
  const changes = (locale) => sg.toStrictSchema(open, 'openai', { locale }).changes.map((c) => [c.action, c.pointer, c.detail]);
  assert.deepEqual(changes('ja'), [
    ['add-additional-properties', '', '"additionalProperties": false を加えました'],
    ['require-property', '/properties/a', '省略できるプロパティ `a` を必須にし、null になりうるようにしました。null は「ない」ことを表します'],
  ]);
  assert.deepEqual(changes('en'), [
    ['add-additional-properties', '', '"additionalProperties": false added'],
    ['require-property', '/properties/a', 'optional property `a` is now required and may be null; a null stands for "absent"'],
  ]);
  const map = sg.toStrictSchema({ type: 'object', additionalProperties: { type: 'string' } }, 'openai', { locale: 'ja' });
  assert.deepEqual([map.error.reason, map.error.message], ['map-object',
    'マップ（キーが前もって分からないもの）は OpenAI strict mode 向けに表せません。プロパティを列挙してください（マップは {key, value} オブジェクトの配列にできます）']);
  assert.equal(sg.toStrictSchema({ type: 'object', additionalProperties: { type: 'string' } }, 'openai').error.message,
    'a map (keys not known in advance) cannot be expressed for OpenAI strict mode; list its properties (a map can be an array of {key, value} objects)');
});

// withExactItems's and exampleInstance's errors, from the core's tables of them.
test("S5 withExactItems(schema, pointer, n, {locale: 'ja'}) says why it cannot fix the length in Japanese; 'en' unchanged", () => {
  const schema = { type: 'object', properties: { n: { type: 'integer' }, t: { type: 'array', prefixItems: [{ type: 'string' }], items: false } } };
  const said = (pointer, options) => {
    const { ok, schema: out, error } = sg.withExactItems(schema, pointer, 2, options);
    return [ok, out, error.code, error.reason, error.pointer, error.message];
  };
  assert.deepEqual(said('/properties/n', { locale: 'ja' }), [false, null, 'ValidationFailed', 'not-an-array-schema', '/properties/n',
    'ポインターは配列のスキーマを指さなければなりませんが、type が "integer" のスキーマを指しています']);
  assert.deepEqual(said('/properties/t', { locale: 'ja' }), [false, null, 'ValidationFailed', 'unsatisfiable', '/properties/t',
    'タプルは 1 個の要素で閉じていて、2 個に足りません']);
  assert.deepEqual(said('#/properties/none', { locale: 'ja' }), [false, null, 'ValidationFailed', 'pointer-not-found', '#/properties/none',
    'ポインターはこのスキーマの何も指していません']);
  assert.deepEqual(said('/properties/n', { locale: 'en' }), said('/properties/n'));
  assert.equal(said('/properties/n')[5], 'the pointer must name an array schema; it names a schema of type "integer"');
  assert.equal(said('/properties/t', {})[5], 'the tuple is closed at length 1, shorter than 2');
  const notJson = sg.withExactItems('{"type": ', '', 2, { locale: 'ja' });
  assert.equal(notJson.error.reason, 'invalid-json');
  assert.match(notJson.error.message, /JSON が正しくありません/);
  assert.equal(sg.withExactItems(schema, '/properties/t', 1, { locale: 'ja' }).schema.properties.t.maxItems, 1);
  assert.throws(() => sg.withExactItems(schema, '', 2, { locale: 'fr' }), { name: 'TypeError', message: "withExactItems: options.locale must be 'en' or 'ja', got 'fr'" });
});

test("R5 exampleInstance(schema, template, {locale: 'ja'}) says why no value is given in Japanese, the validator's message too; 'en' unchanged", () => {
  const said = (schema, template, options) => {
    const { ok, value, error } = sg.exampleInstance(schema, template, options);
    return [ok, value, error.code, error.reason, error.pointer, error.message];
  };
  assert.deepEqual(said(stepSchema, { step: 0, basis: 'goal' }, { locale: 'ja' }), [false, null, 'ValidationFailed', 'does-not-validate', '/step',
    '作った値が "/step" で検証に通りません（minimum）: \'step\' は 1 以上でなければなりません（実際: 0）。テンプレートのそこの値を確かめてください']);
  assert.deepEqual(said(stepSchema, { step: 0, basis: 'goal' }), [false, null, 'ValidationFailed', 'does-not-validate', '/step',
    'the value built does not validate at "/step" (minimum): \'step\' must be >= 1; got 0; check the template\'s value there']);
  assert.deepEqual(said({ type: 'integer', minimum: 10, maximum: 5 }, null, { locale: 'ja' }), [false, null, 'ValidationFailed', 'unsatisfiable', '',
    'ここでは minimum/maximum/multipleOf を満たす整数がありません']);
  assert.deepEqual(said({ type: 'array', minItems: 20 }, undefined, { locale: 'ja', maxSteps: 10 }), [false, null, 'LimitExceeded', 'limit-exceeded', '/minItems',
    'minItems が maxSteps（10）を超えています']);
  assert.deepEqual(said({ minLength: 'one' }, null, { locale: 'ja' }), [false, null, 'SchemaMismatch', 'invalid-schema', '/minLength',
    'スキーマをコンパイルできません: minLength は 0 以上の整数でなければなりません']);
  assert.deepEqual(said({ minLength: 'one' }, null, { locale: 'en' }), said({ minLength: 'one' }));
  const notJson = sg.exampleInstance('{"type": ', null, { locale: 'ja' });
  assert.equal(notJson.error.reason, 'invalid-json');
  assert.match(notJson.error.message, /JSON が正しくありません/);
  assert.deepEqual(sg.exampleInstance(stepSchema, { step: 2 }, { locale: 'ja' }).value, { step: 2, basis: 'goal' });
  assert.throws(() => sg.exampleInstance(stepSchema, null, { locale: 'jp' }), { name: 'TypeError', message: "exampleInstance: options.locale must be 'en' or 'ja', got 'jp'" });
});
