// Rules L2 and L5 at the package's surface: `lossless` on every lenient result, LossyRepair in
// lenient parseReply, and schema-aligned reading, as the README shows them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();
const kinds = (result) => result.repairs.map((repair) => repair.kind);

test('L2 repairJson keeps content: bare values become strings, numbers with separators stay numbers', () => {
  const r = sg.repairJson('{"name": "Ann", "city": New York, "value": 82_461_110, "amount": -2,000.50, "zip": 0789}');
  assert.equal(r.ok, true);
  assert.deepEqual(r.value, { name: 'Ann', city: 'New York', value: 82461110, amount: -2000.5, zip: '0789' });
  assert.equal(r.lossless, true);
  assert.deepEqual(kinds(r), ['unquoted_string', 'unquoted_string', 'number_format', 'number_format', 'unquoted_string', 'unquoted_string']);
});

test('L2 repairJson says lossless: false when a value is cut short, truncated or a fragment', () => {
  const unclosed = sg.repairJson('{"a": 1, "b": {x y}}');
  assert.deepEqual([unclosed.value, unclosed.lossless, unclosed.complete], [{ a: 1 }, false, true]);
  assert.deepEqual(kinds(unclosed), ['unclosed', 'prose_removed']);
  const truncated = sg.repairJson('{"a": [1, 2');
  assert.deepEqual([truncated.value, truncated.lossless, truncated.complete], [{ a: [1, 2] }, false, false]);
  const fragment = sg.repairJson('"a": 1, "b": {"c": 2}');
  assert.deepEqual([fragment.value, fragment.lossless], [{ c: 2 }, false]);
  assert.deepEqual(kinds(fragment), ['content_removed']);
  assert.equal(sg.repairJson('no json').lossless, false);
});

test('L2 a fragment from inside a broken object is never the answer', () => {
  const r = sg.repairJson('{ key: value with space, array: [1, 2, 3] }');
  assert.deepEqual(r.value, { key: 'value with space', array: [1, 2, 3] });
  assert.equal(r.lossless, true);
  const broken = sg.repairJson('{"a": @@ [1, 2, 3] }');
  assert.equal(broken.value === null || !Array.isArray(broken.value), true);
  const { candidates } = sg.findJsonCandidates('{"k": [1, 2}, "m": 3} and {"n": 4} then {"x" 1 2 [5]}');
  // the wrong closer repaired; a whole object; a member cut short; the [5] inside it, a fragment
  assert.deepEqual(candidates.map((c) => [c.ok, c.lossless]), [[true, true], [true, true], [true, false], [true, false]]);
  assert.deepEqual(candidates[3].value, [5]);
});

test('L2 lenient parseReply refuses a lossy value with LossyRepair at the place, unless allowLossy', () => {
  const v = sg.compileSchema({ type: 'object' });
  const reply = '{"a": 1, "b": {x y}}';
  const refused = v.parseReply(reply, { mode: 'lenient' });
  assert.equal(refused.ok, false);
  assert.equal(refused.errors[0].code, 'LossyRepair');
  assert.equal(refused.errors[0].offset, reply.indexOf(', "b"'));
  const accepted = v.parseReply(reply, { mode: 'lenient', allowLossy: true });
  assert.deepEqual([accepted.ok, accepted.value, accepted.lossless], [true, { a: 1 }, false]);
  v.free();
});

test('L4 a stream snapshot is lossy while the value is open, and lossless at the end', () => {
  const parser = sg.createStreamParser();
  parser.push('{"title": "Hel');
  assert.equal(parser.snapshot().lossless, false);
  parser.push('lo"}');
  const r = parser.end();
  assert.deepEqual([r.value, r.lossless, r.complete], [{ title: 'Hello' }, true, true]);
});

test('L5 schema-aligned: a scalar reply for a scalar root, numbers as people write them, the enum a text names', () => {
  const verdict = sg.compileSchema({ enum: ['approve', 'reject'] });
  const r = verdict.parseReply('I would Approve this change.', { mode: 'lenient' });
  assert.deepEqual([r.ok, r.value], [true, 'approve']);
  assert.deepEqual(r.coercions, [{ instanceLocation: '', kind: 'scalar_from_text', from: 'I would Approve this change.', to: 'approve' }]);
  assert.equal(verdict.parseReply('Approve or reject?', { mode: 'lenient' }).ok, false, 'two choices named: no guess');
  assert.equal(verdict.parseReply('I would Approve this change.').ok, false, 'strict mode reads no prose');
  const flag = sg.compileSchema({ type: 'boolean' });
  assert.equal(flag.parseReply('The answer is true', { mode: 'lenient' }).value, true);
  const count = sg.compileSchema({ type: 'integer' });
  assert.equal(count.parseReply('There are 12,111 of them.', { mode: 'lenient' }).value, 12111);
  const item = sg.compileSchema({
    type: 'object',
    properties: { price: { type: 'number' }, sentiment: { enum: ['positive', 'negative'] }, first_name: { type: 'string' } },
    required: ['first_name'],
  });
  const parsed = item.parseReply('{"price": "$1,234.50", "sentiment": "It is Positive.", "First Name": "Ann"}', { mode: 'lenient' });
  assert.equal(parsed.ok, true);
  assert.deepEqual(parsed.value, { price: 1234.5, sentiment: 'positive', first_name: 'Ann' });
  assert.deepEqual(parsed.coercions.map((c) => [c.kind, c.instanceLocation]).sort(), [
    ['enum_from_text', '/sentiment'], ['key_spelling', '/first_name'], ['number_from_text', '/price'],
  ]);
  assert.equal(item.parseReply('{"price": "$1,234.50", "first_name": "A"}', { mode: 'lenient', coerce: false }).ok, false);
  for (const v of [verdict, flag, count, item]) v.free();
});
