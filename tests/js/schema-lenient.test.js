// validator.parseReply in lenient mode and with coercion, through the package (rules L1-L3, L5,
// X1, X7, S7): repairs and coercions reported, positions as UTF-16 indices into the reply.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();

const stepSchema = {
  type: 'object',
  properties: {
    seq: { type: 'integer', minimum: 1 },
    basis: { enum: ['goal', 'prev'] },
    dependsOn: { type: 'array', items: { type: 'integer' } },
  },
  required: ['seq', 'basis'],
  additionalProperties: false,
};

function slice(text, { offset, end }) {
  return text.slice(offset, end);
}

test('L2 strict mode (the default) never repairs; lenient leaves a strict reply unchanged', () => {
  const v = sg.compileSchema(stepSchema);
  const broken = '```json\n{"seq": 1, "basis": "goal",}\n```';
  const strict = v.parseReply(broken);
  assert.equal(strict.ok, false);
  assert.equal(strict.errors[0].code, 'JsonParseError');
  assert.equal(strict.repaired, false);
  assert.deepEqual(strict.repairs, []);
  assert.deepEqual(strict.coercions, []);

  const clean = 'Sure.\n```json\n{"seq": 1, "basis": "goal"}\n```';
  const lenient = v.parseReply(clean, { mode: 'lenient' });
  assert.deepEqual(lenient, v.parseReply(clean));
  assert.equal(lenient.repaired, false);
  v.free();
});

test('L1 L2 S7 trailing commas repaired in a Japanese reply: repairs and errors positioned in the reply', () => {
  const v = sg.compileSchema(stepSchema);
  const reply = '計画です。\n```json\n{\n  "dependsOn": [1, 2,],\n  "seq": 0,\n  "basis": "開始",\n}\n```';
  const r = v.parseReply(reply, { mode: 'lenient', errors: 'all' });
  assert.equal(r.ok, false);
  assert.equal(r.value, null);
  assert.equal(r.repaired, true);
  assert.equal(r.strategy, 'fence');
  assert.equal(r.answerText, '計画です。');
  assert.equal(r.json, '{\n  "dependsOn": [1, 2],\n  "seq": 0,\n  "basis": "開始"\n}');
  assert.deepEqual(r.repairs.map((e) => e.kind), ['prose_removed', 'fence_removed', 'trailing_comma', 'trailing_comma', 'fence_removed']);
  const commas = r.repairs.filter((e) => e.kind === 'trailing_comma');
  assert.deepEqual(commas.map((e) => [slice(reply, e), e.offset]), [[',', reply.indexOf(',]')], [',', reply.indexOf(',\n}')]]);
  assert.deepEqual(r.errors.map((e) => [e.instanceLocation, e.offset]), [
    ['/seq', reply.indexOf('0,\n')],
    ['/basis', reply.indexOf('"開始"')],
  ]);
  assert.equal(r.errors[1].line, 6);
  assert.equal(r.errors[1].column, 12);
  assert.equal(reply.slice(r.start, r.end), reply.slice(reply.indexOf('{'), reply.lastIndexOf('}') + 1));
  v.free();
});

test('L2 truncated output is refused as LossyRepair, at the end of the reply, unless allowLossy', () => {
  const v = sg.compileSchema(stepSchema);
  const cut = '```json\n{"seq": 2, "basis": "prev", "dependsOn": [1';
  const r = v.parseReply(cut, { mode: 'lenient' });
  assert.equal(r.ok, false);
  assert.equal(r.value, null);
  assert.equal(r.errors.length, 1);
  assert.equal(r.errors[0].code, 'LossyRepair');
  assert.equal(r.errors[0].offset, cut.length);
  assert.match(r.errors[0].message, /allowLossy: true/);
  assert.throws(() => v.parseReply(cut, { allowLossy: true }), { name: 'TypeError', message: /allowLossy needs mode: 'lenient'/ });
  v.free();
});

test('L1 truncated output: complete false, incomplete pointers, value only when it validates', () => {
  const v = sg.compileSchema(stepSchema);
  const cut = '```json\n{"seq": 2, "basis": "prev", "dependsOn": [1';
  const r = v.parseReply(cut, { mode: 'lenient', allowLossy: true });
  assert.equal(r.ok, true);
  assert.equal(r.lossless, false);
  assert.deepEqual(r.value, { seq: 2, basis: 'prev', dependsOn: [1] });
  assert.equal(r.repaired, true);
  assert.equal(r.complete, false);
  assert.deepEqual(r.incomplete, ['', '/dependsOn', '/dependsOn/0']);  // the last number may have been cut too
  const truncated = r.repairs.at(-1);
  assert.equal(truncated.kind, 'truncated');
  assert.equal(truncated.offset, cut.length);
  assert.equal(truncated.inserted, ']}');
  v.free();
});

test('L1 smart quotes and a <think> block before the JSON', () => {
  const v = sg.compileSchema(stepSchema);
  const reply = '<think>{"seq": 9}? no…</think>\n{“seq”: 3, “basis”: “goal”}';
  const r = v.parseReply(reply, { mode: 'lenient' });
  assert.equal(r.ok, true);
  assert.deepEqual(r.value, { seq: 3, basis: 'goal' });
  assert.equal(r.strategy, 'direct');
  assert.equal(r.answerText, '');
  assert.equal(r.repairs[0].kind, 'think_block_removed');
  assert.equal(slice(reply, r.repairs[0]), '<think>{"seq": 9}? no…</think>');
  assert.equal(r.repairs.filter((e) => e.kind === 'smart_quotes').length, 6);
  v.free();
});

test('L3 two candidates: chooseValid takes the first that validates and says so', () => {
  const v = sg.compileSchema(stepSchema);
  const reply = 'A:\n```json\n{"seq": 1, "basis": "goal"}\n```\nB:\n```json\n{"seq": 0, "basis": "goal"}\n```';
  const byDefault = v.parseReply(reply, { mode: 'lenient' });
  assert.equal(byDefault.ok, false);
  assert.equal(byDefault.chosenByPredicate, false);
  const chosen = v.parseReply(reply, { mode: 'lenient', chooseValid: true });
  assert.equal(chosen.ok, true);
  assert.equal(chosen.chosenByPredicate, true);
  assert.deepEqual(chosen.value, { seq: 1, basis: 'goal' });
  assert.equal(chosen.start, reply.indexOf('{'));
  assert.throws(() => v.parseReply(reply, { chooseValid: true }), TypeError);
  v.free();
});

test('L5 coercion: "5" -> 5, "Goal " -> "goal", "Seq" -> "seq", a single value -> [value]', () => {
  const v = sg.compileSchema(stepSchema);
  const reply = '```json\n{"Seq": "5", "basis": "Goal ", "dependsOn": "4"}\n```';
  assert.equal(v.parseReply(reply).ok, false);
  const r = v.parseReply(reply, { coerce: true });
  assert.equal(r.ok, true);
  assert.deepEqual(r.value, { seq: 5, basis: 'goal', dependsOn: [4] });
  assert.equal(r.json, '{"seq":5,"basis":"goal","dependsOn":[4]}');
  assert.deepEqual(r.coercions, [
    { instanceLocation: '/seq', kind: 'key_case', from: 'Seq', to: 'seq' },
    { instanceLocation: '/basis', kind: 'enum_spelling', from: 'Goal ', to: 'goal' },
    { instanceLocation: '/dependsOn', kind: 'single_to_array', from: '4', to: ['4'] },
    { instanceLocation: '/seq', kind: 'string_to_number', from: '5', to: 5 },
    { instanceLocation: '/dependsOn/0', kind: 'string_to_number', from: '4', to: 4 },
  ]);
  assert.equal(r.repaired, false);
  v.free();
});

test('L5 a value that cannot be coerced stays, and its error stays, positioned in the reply', () => {
  const v = sg.compileSchema(stepSchema);
  const reply = '了解。\n{"seq": "五", "basis": "goals"}';
  const r = v.parseReply(reply, { coerce: true, errors: 'all' });
  assert.equal(r.ok, false);
  assert.deepEqual(r.coercions, []);
  assert.deepEqual(r.errors.map((e) => [e.keyword, e.offset]), [
    ['type', reply.indexOf('"五"')],
    ['enum', reply.indexOf('"goals"')],
  ]);
  v.free();
});

test('L1 L5 lenient and coercion together; checkReply takes the same options', () => {
  const v = sg.compileSchema(stepSchema);
  const reply = "Here:\n{'SEQ': '0', 'basis': 'PREV',}";
  const r = v.parseReply(reply, { mode: 'lenient', coerce: true });
  assert.equal(r.repaired, true);
  assert.deepEqual(r.coercions.map((c) => c.kind), ['key_case', 'enum_spelling', 'string_to_number']);
  assert.equal(r.errors.length, 1);
  assert.equal(r.errors[0].instanceLocation, '/seq');
  assert.equal(r.errors[0].offset, reply.indexOf("'0'"));
  assert.deepEqual(v.checkReply(reply, { mode: 'lenient', coerce: true }).errors, r.errors);
  assert.equal(v.checkReply("{'seq': '1', 'basis': 'goal'}", { mode: 'lenient', coerce: true }).ok, true);
  v.free();
});

test('L5 coercion reads $ref targets and schemas registered by URI', () => {
  sg.addSchema('https://example.com/basis-enum.json', { enum: ['goal', 'prev'] });
  const v = sg.compileSchema({
    type: 'object',
    properties: { steps: { type: 'array', items: { $ref: '#/$defs/step' } } },
    $defs: { step: { type: 'object', properties: { basis: { $ref: 'https://example.com/basis-enum.json' } } } },
  });
  const r = v.parseReply('{"steps": {"basis": "Prev"}}', { coerce: true });
  assert.equal(r.ok, true);
  assert.deepEqual(r.value, { steps: [{ basis: 'prev' }] });
  v.free();
});

test('lenient options are checked: TypeError for a bad mode or a non-boolean flag', () => {
  const v = sg.compileSchema(stepSchema);
  assert.throws(() => v.parseReply('{}', { mode: 'loose' }), TypeError);
  assert.throws(() => v.parseReply('{}', { coerce: 'yes' }), TypeError);
  assert.throws(() => v.checkReply('{}', { mode: 'lenient', chooseValid: 1 }), TypeError);
  v.free();
});
