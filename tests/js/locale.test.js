// Issue 38: messages in the user's language. `locale: 'ja'` makes the core write validation
// messages and the correction sent back to the model (L6) in Japanese, from its own tables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
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
