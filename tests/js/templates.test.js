// sg.parseProcessTemplate through the built package (rule G6 with X1-X7).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();

const answer = '展示会準備の工程案を作成しました。日程は目標日から逆算しています。';
const fenced = (json) => `${answer}\n\n\`\`\`json\n${json}\n\`\`\`\n`;
const template = (draft, extra = {}) =>
  fenced(JSON.stringify({ schema: 'ai_chat_process_template.v1', answer: '工程案です。', ...extra, process_template_draft: draft }));

const steps = [
  { seq: 1, name: '会場手配', basis: 'goal', offsetDays: -60, requiredArtifacts: [{ kind: 'contract', description: '会場契約書' }] },
  { seq: 2, name: 'ブース設計', basis: 'prev', offsetDays: 14, dependsOn: [1] },
  { seq: 3, name: '搬入', basis: 'goal', offsetDays: -1, dependsOn: [1, 2] },
];

test('G6 a valid Japanese reply gives the data, the DTO and the answer text', () => {
  const reply = template({ name: '展示会準備', stepTemplates: steps });
  const r = sg.parseProcessTemplate(reply);
  assert.equal(r.ok, true);
  assert.equal(r.schema, 'ai_chat_process_template.v1');
  assert.deepEqual(r.errors, []);
  assert.equal(r.data.answer, '工程案です。');
  assert.deepEqual(r.dto, { name: '展示会準備', stepTemplates: steps });
  assert.equal(r.answerText, answer);
  assert.equal(r.strategy, 'fence');
  assert.equal(reply.slice(r.start, r.end), r.json);
});

test('G6 the DTO keeps the DTO members only, in seq order; a missing name takes defaultName', () => {
  const reply = template({
    stepTemplates: [
      { seq: 2, name: '契約', basis: 'prev', offsetDays: 3, dependsOn: [1], memo: 'x' },
      { seq: 1, name: '見積', basis: 'goal', offsetDays: -30, requiredArtifacts: [{ kind: 'quote', pages: 2 }] },
    ],
  });
  const expected = [
    { seq: 1, name: '見積', basis: 'goal', offsetDays: -30, requiredArtifacts: [{ kind: 'quote' }] },
    { seq: 2, name: '契約', basis: 'prev', offsetDays: 3, dependsOn: [1] },
  ];
  assert.deepEqual(sg.parseProcessTemplate(reply).dto, { name: '無題のテンプレート', stepTemplates: expected });
  assert.deepEqual(sg.parseProcessTemplate(reply, { defaultName: '新規' }).dto, { name: '新規', stepTemplates: expected });
  assert.equal(sg.parseProcessTemplate(reply).data.process_template_draft.stepTemplates[0].memo, 'x');
});

test('G6 a reply still asking for information is ok with no DTO', () => {
  const reply = fenced(JSON.stringify({ schema: 'ai_chat_process_template.v1', answer: '目標日を教えてください。', missing_information: ['目標日'] }));
  const r = sg.parseProcessTemplate(reply);
  assert.equal(r.ok, true);
  assert.equal(r.dto, null);
  assert.deepEqual(r.data.missing_information, ['目標日']);
});

test('X6 each extraction class, with the answer kept (X7)', () => {
  const cases = [
    [answer, 'MissingFence', null],
    [`${answer}\n\`\`\`json\n後ほど送ります\n\`\`\``, 'NonJsonFence', '後ほど'],
    [fenced('{"schema": "ai_chat_process_template.v1",}'), 'JsonParseError', '}'],
  ];
  for (const [reply, code, at] of cases) {
    const r = sg.parseProcessTemplate(reply);
    assert.equal(r.ok, false, code);
    assert.equal(r.errors.length, 1, code);
    assert.equal(r.errors[0].code, code);
    assert.equal(r.errors[0].check, 'extraction');
    assert.equal(r.errors[0].offset, at === null ? null : reply.lastIndexOf(at), code);
    assert.equal(r.data, null);
    assert.equal(r.dto, null);
    assert.equal(r.answerText, answer, code);
  }
});

test('X4 a fence over 32 KiB is LimitExceeded unless maxFenceBytes allows it', () => {
  const reply = fenced(JSON.stringify({ schema: 'ai_chat_process_template.v1', answer: 'あ'.repeat(11000) }));
  const r = sg.parseProcessTemplate(reply);
  assert.equal(r.errors[0].code, 'LimitExceeded');
  assert.equal(r.answerText, answer);
  assert.equal(sg.parseProcessTemplate(reply, { maxFenceBytes: 64 * 1024 }).ok, true);
});

test('G6 another schema id is one SchemaMismatch at the id, offsets in UTF-16 units', () => {
  const reply = fenced('{"schema": "ai_chat_process_template.v2", "answer": 1}');
  const r = sg.parseProcessTemplate(reply);
  assert.equal(r.schema, null);
  assert.equal(r.errors.length, 1);
  assert.equal(r.errors[0].code, 'SchemaMismatch');
  assert.equal(r.errors[0].check, 'schemaId');
  assert.equal(r.errors[0].instanceLocation, '/schema');
  assert.equal(r.errors[0].offset, reply.indexOf('"ai_chat'));
  assert.equal(r.errors[0].line, 4);
  assert.equal(r.errors[0].column, 12);
  assert.equal(r.answerText, answer);
});

test('S1 schema failures are ValidationFailed with keyword and location; offsetDays is in -365..365', () => {
  const reply = template({ name: 'x', stepTemplates: [{ seq: 1, name: '手配', basis: 'goal', offsetDays: 400 }] });
  const r = sg.parseProcessTemplate(reply);
  assert.equal(r.errors.length, 1);
  const [error] = r.errors;
  assert.equal(error.code, 'ValidationFailed');
  assert.equal(error.check, 'schema');
  assert.equal(error.keyword, 'maximum');
  assert.equal(error.instanceLocation, '/process_template_draft/stepTemplates/0/offsetDays');
  assert.equal(error.offset, reply.indexOf('400'));
  assert.equal(r.answerText, answer);
});

test('G6 the step with seq 1 must be based on the goal', () => {
  const reply = template({ name: 'x', stepTemplates: [{ seq: 1, name: '手配', basis: 'prev', offsetDays: 0 }] });
  const [error] = sg.parseProcessTemplate(reply).errors;
  assert.equal(error.code, 'ValidationFailed');
  assert.equal(error.check, 'firstStepBasis');
  assert.equal(error.instanceLocation, '/process_template_draft/stepTemplates/0/basis');
  assert.equal(error.offset, reply.indexOf('"prev"'));
});

test('G1 G2 graph errors carry their category, seqs and location', () => {
  const reply = template({
    name: 'x',
    stepTemplates: [
      { seq: 1, name: '手配', basis: 'goal', offsetDays: 0, dependsOn: [2] },
      { seq: 2, name: '設計', basis: 'prev', offsetDays: 1 },
      { seq: 4, name: '搬入', basis: 'prev', offsetDays: 1 },
    ],
  });
  const r = sg.parseProcessTemplate(reply);
  assert.equal(r.ok, false);
  assert.deepEqual(
    r.errors.map(({ check, category, seqs, instanceLocation }) => ({ check, category, seqs, instanceLocation })),
    [
      { check: 'graph', category: 'gap', seqs: [3], instanceLocation: '/process_template_draft/stepTemplates/2/seq' },
      { check: 'graph', category: 'forward', seqs: [1, 2], instanceLocation: '/process_template_draft/stepTemplates/0/dependsOn/0' },
    ],
  );
  assert.equal(r.dto, null);
});

test('G6 programmer errors throw TypeError; data errors never do', () => {
  assert.throws(() => sg.parseProcessTemplate(42), TypeError);
  assert.throws(() => sg.parseProcessTemplate('x', { maxErrors: -1 }), TypeError);
  assert.throws(() => sg.parseProcessTemplate('x', { defaultName: 3 }), TypeError);
  assert.equal(sg.parseProcessTemplate('\ud800 {').ok, false);
});
