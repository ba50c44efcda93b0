// Issue 36, rule L4: stream parsers dropped without end() or free() are released only when the
// garbage collector finalizes them, which a JavaScript heap of a few megabytes never asks for:
// 510 parsers of 2 MB each aborted the core (out of memory) while the heap held 8 MB. Live
// parsers now hold at most 256 MiB of input between them; past that the least recently used
// give their memory back, and say so. Its own file: a fresh instance, whose memory is this
// test's alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();
const MiB = 1024 * 1024;
const RELEASED = 'this stream parser gave its memory back: it was the least recently used while the live stream parsers held more than 256 MiB of input between them; call end() or free() on a parser once its stream is over';

test('issue 36 L4 600 stream parsers of 2 MB dropped without end() or free(): the core lives, memory stays under 1 GiB, the oldest say why they stopped', () => {
  const chunk = `{"a": "${'x'.repeat(2 * MiB - 10)}`;
  const oldest = sg.createStreamParser();
  oldest.push(chunk);
  for (let i = 0; i < 600; i += 1) sg.createStreamParser().push(chunk);
  assert.ok(sg.memoryBytes() < 1024 * MiB, `${sg.memoryBytes()} bytes of wasm memory`);

  const pushed = oldest.push('"}');
  assert.deepEqual([pushed.ok, pushed.error.code, pushed.error.message, pushed.error.offset], [false, 'LimitExceeded', RELEASED, null]);
  const ended = oldest.end();
  assert.deepEqual([ended.ok, ended.value, ended.error.code, ended.error.message], [false, null, 'LimitExceeded', RELEASED]);

  // A parser in use is never the one released, however large.
  const fresh = sg.createStreamParser();
  fresh.push('{"a": [1, ');
  assert.deepEqual(fresh.snapshot().value, { a: [1] });
  fresh.push('2]}');
  assert.deepEqual(fresh.end().value, { a: [1, 2] });
});
