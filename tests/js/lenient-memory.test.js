// Rule L7: lenient reading's memory is a small multiple of the reply, however dense the damage.
// 4 MiB of quote characters once took 718 MB of wasm (one repair record per quote); reading
// now stops at 100,000 repairs (LimitExceeded). Its own file: a fresh instance, so that the
// growth measured is this reading's alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();
const MiB = 1024 * 1024;

test('L7 lenient parseReply of 4 MiB of quotes: LimitExceeded, and wasm grows by less than 8 times the reply', () => {
  const before = sg.memoryBytes();
  const reply = `{"a": "${'"'.repeat(4 * MiB - 10)}"}`;
  const parsed = sg.compileSchema({ type: 'object' }).parseReply(reply, { mode: 'lenient' });
  assert.equal(parsed.ok, false);
  assert.equal(parsed.errors[0].code, 'LimitExceeded');
  assert.equal(parsed.errors[0].message.startsWith('the reply needs more than 100000 repairs'), true);
  assert.ok(sg.memoryBytes() - before < 8 * reply.length, `wasm grew by ${sg.memoryBytes() - before} bytes`);
});

test('L7 a reply with repairs up to the limit is read whole (20,000 single-quoted members)', () => {
  const members = Array.from({ length: 20000 }, (_, i) => `'k${i}': 'v'`);
  const result = sg.repairJson(`{${members.join(', ')}}`);
  assert.equal(result.ok, true);
  assert.equal(result.repairs.length, 80000);
  assert.equal(Object.keys(result.value).length, 20000);
});
