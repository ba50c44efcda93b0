// StreamParser.changes() (rule L4; README "Partial values as changes"): after any pushes, the
// changes so far applied in order to an empty start give exactly snapshot().value, and the
// paths they leave open are exactly snapshot().incomplete — at every character, at every
// byte of the UTF-8 (split inside characters), and at random chunk sizes, over the lenient
// corpus and replies with prose, fences, repairs and surrogate pairs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import { applyChanges, emptyView } from '../support/apply-changes.js';
import { REPLIES, bytes, characters, codeUnits, corpusReplies, randomChunks } from '../support/stream-replies.js';

const sg = await init();

// Pushes the chunks, applying the changes after each push and comparing with the snapshot.
function checkChanges(chunks, label) {
  const parser = sg.createStreamParser();
  const view = emptyView();
  let pushed = 0;
  for (const chunk of chunks) {
    parser.push(chunk);
    pushed += 1;
    applyChanges(view, parser.changes());
    const snapshot = parser.snapshot();
    const where = `${label} after chunk ${pushed}`;
    assert.deepEqual(view.value, snapshot.value, where);
    assert.deepEqual([...view.open].sort(), [...snapshot.incomplete].sort(), where);
  }
  assert.deepEqual(parser.changes(), [], `${label}: nothing new`);
  parser.free();
}

test('L4 changes: add, append, replace and complete, in order', () => {
  const parser = sg.createStreamParser();
  const all = [];
  for (const c of '{"title": "Hi", "n": [12, true]}') {
    parser.push(c);
    all.push(...parser.changes());
  }
  assert.deepEqual(all, [
    { op: 'add', path: '', value: {} },
    { op: 'add', path: '/title', value: '' },
    { op: 'append', path: '/title', text: 'H' },
    { op: 'append', path: '/title', text: 'i' },
    { op: 'complete', path: '/title' },
    { op: 'add', path: '/n', value: [] },
    { op: 'add', path: '/n/0', value: 1 },
    { op: 'replace', path: '/n/0', value: 12 },
    { op: 'complete', path: '/n/0' },
    { op: 'add', path: '/n/1', value: true },
    { op: 'complete', path: '/n/1' },
    { op: 'complete', path: '/n' },
    { op: 'complete', path: '' },
  ]);
});

test('L4 changes: a reading revised by a later character is replaced where it changed', () => {
  const parser = sg.createStreamParser();
  parser.push('["a"');
  assert.deepEqual(parser.changes(), [{ op: 'add', path: '', value: ['a'] }]);
  parser.push(' +');
  assert.deepEqual(parser.changes(), [{ op: 'replace', path: '/0', value: 'a" +' }]);
  parser.push(' "b"]');
  assert.deepEqual(parser.changes(), [{ op: 'replace', path: '/0', value: 'ab' }, { op: 'complete', path: '/0' }, { op: 'complete', path: '' }]);
});

test('L4 changes: a json fence that begins after a value takes the answer: remove, then the fence\'s value', () => {
  const parser = sg.createStreamParser();
  const seen = [];
  for (const chunk of ['Here {"a": 1} and\n', '```json\n', '{"b"', ': 2}\n```']) {
    parser.push(chunk);
    seen.push(parser.changes());
  }
  assert.deepEqual(seen, [
    [{ op: 'add', path: '', value: { a: 1 } }, { op: 'complete', path: '' }],
    [{ op: 'remove', path: '' }],
    [{ op: 'add', path: '', value: {} }],
    [{ op: 'add', path: '/b', value: 2 }, { op: 'complete', path: '/b' }, { op: 'complete', path: '' }],
  ]);
  parser.free();
});

test('L4 changes carry numbers as JSON.parse reads the reply: -0 stays -0', () => {
  const parser = sg.createStreamParser();
  parser.push('{"a": -0, "b": 1.50}');
  const [change] = parser.changes();
  assert.deepEqual(change, { op: 'add', path: '', value: { a: -0, b: 1.5 } });
  assert.ok(Object.is(change.value.a, -0));
  parser.free();
});

test('L4 changes after end() are refused like snapshot()', () => {
  const parser = sg.createStreamParser();
  parser.push('{}');
  parser.end();
  assert.throws(() => parser.changes(), { name: 'TypeError', message: 'StreamParser.changes: the parser has ended (end() or free() was called)' });
});

test('L4 changes match snapshots at every character, code unit and byte of each reply', () => {
  for (const reply of REPLIES) {
    checkChanges(characters(reply), `characters of ${JSON.stringify(reply)}`);
    checkChanges(codeUnits(reply), `code units of ${JSON.stringify(reply)}`);
    checkChanges(bytes(reply), `bytes of ${JSON.stringify(reply)}`);
  }
});

test('L4 changes match snapshots at every character of the lenient corpus', () => {
  for (const reply of corpusReplies()) checkChanges(characters(reply), JSON.stringify(reply));
});

test('L4 changes match snapshots at random chunk sizes and at every truncation', () => {
  for (const [i, reply] of [...REPLIES, ...corpusReplies()].entries()) {
    checkChanges(randomChunks(reply, i + 1), `random chunks of ${JSON.stringify(reply)}`);
  }
  for (const reply of REPLIES) {
    for (let cut = 1; cut < reply.length; cut += 1) checkChanges([reply.slice(0, cut), reply.slice(cut)], `cut at ${cut} of ${JSON.stringify(reply)}`);
  }
});
