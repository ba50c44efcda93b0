// Issue 38: a stream's changes as RFC 6902 JSON Patch (sg.toJsonPatch), applied by an RFC 6902
// tool (fast-json-patch, with its own validation of each operation): after every chunk the
// patched document is exactly snapshot().value (and onPartial's value, with partialChanges), over replies with prose, fences, repairs,
// revisions, an answer that changes, values in a row and surrogate pairs, and the lenient corpus.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import jsonpatch from 'fast-json-patch';
import { init } from 'structguard';
import { init as initReply } from 'structguard/reply';
import { mockFetch } from 'structguard/testing';
import { REPLIES, bytes, characters, corpusReplies, randomChunks } from '../support/stream-replies.js';

const sg = await init();

// Pushes the chunks; after each, the batch of changes as RFC 6902 operations, applied.
function checkPatches(chunks, label) {
  const parser = sg.createStreamParser();
  let document = null;
  for (const [at, chunk] of chunks.entries()) {
    parser.push(chunk);
    const patch = sg.toJsonPatch(parser.changes(), document);
    document = jsonpatch.applyPatch(document, patch, true).newDocument;
    assert.deepEqual(document, parser.snapshot().value, `${label} after chunk ${at + 1}`);
  }
  parser.free();
}

test('toJsonPatch: append becomes a replace of the whole string, complete has no operation', () => {
  const parser = sg.createStreamParser();
  const patches = [];
  let document = null;
  for (const chunk of ['{"title": "He', 'llo", "items": [1', '2, true]}']) {
    parser.push(chunk);
    const patch = sg.toJsonPatch(parser.changes(), document);
    patches.push(structuredClone(patch)); // applyPatch puts the values it adds into the document
    document = jsonpatch.applyPatch(document, patch).newDocument;
  }
  assert.deepEqual(patches, [
    [{ op: 'add', path: '', value: {} }, { op: 'add', path: '/title', value: 'He' }],
    [{ op: 'replace', path: '/title', value: 'Hello' }, { op: 'add', path: '/items', value: [] }, { op: 'add', path: '/items/0', value: 1 }],
    [{ op: 'replace', path: '/items/0', value: 12 }, { op: 'add', path: '/items/1', value: true }],
  ]);
  assert.deepEqual(document, { title: 'Hello', items: [12, true] });
  parser.free();
});

test('toJsonPatch: an answer that changes replaces the root with null, then the new value', () => {
  const parser = sg.createStreamParser();
  const patches = [];
  for (const chunk of ['Here {"a": 1} and\n', '```json\n', '{"b"', ': 2}\n```']) {
    parser.push(chunk);
    patches.push(sg.toJsonPatch(parser.changes(), null));
  }
  assert.deepEqual(patches, [
    [{ op: 'add', path: '', value: { a: 1 } }],
    [{ op: 'replace', path: '', value: null }],
    [{ op: 'add', path: '', value: {} }],
    [{ op: 'add', path: '/b', value: 2 }],
  ]);
  parser.free();
});

test('toJsonPatch: an append reads the string from the batch\'s own operations first, escaped pointers too', () => {
  const changes = [
    { op: 'add', path: '/k~1v', value: 'a' },
    { op: 'append', path: '/k~1v', text: 'b' },
    { op: 'replace', path: '', value: { 'k/v': 'x', n: { s: 'y' } } },
    { op: 'append', path: '/k~1v', text: 'z' },
    { op: 'append', path: '/n/s', text: 'z' },
  ];
  assert.deepEqual(sg.toJsonPatch(changes, { 'k/v': '' }), [
    { op: 'add', path: '/k~1v', value: 'a' },
    { op: 'replace', path: '/k~1v', value: 'ab' },
    { op: 'replace', path: '', value: { 'k/v': 'x', n: { s: 'y' } } },
    { op: 'replace', path: '/k~1v', value: 'xz' },
    { op: 'replace', path: '/n/s', value: 'yz' },
  ]);
  assert.deepEqual(sg.toJsonPatch([{ op: 'append', path: '/s', text: '!' }], { s: 'hi' }), [{ op: 'replace', path: '/s', value: 'hi!' }]);
});

test('toJsonPatch refuses what is not a batch of changes', () => {
  assert.throws(() => sg.toJsonPatch('[]', null), { name: 'TypeError', message: 'toJsonPatch: changes must be an array of changes (parser.changes(), or an onPartial event\'s changes)' });
  assert.throws(() => sg.toJsonPatch([{ op: 'complete', path: '' }, { op: 'move', path: '/a' }], null), { name: 'TypeError', message: 'toJsonPatch: changes[1].op must be add, append, replace, remove or complete, got "move"' });
});

test('toJsonPatch applied by fast-json-patch gives snapshot().value at every character and byte of each reply', () => {
  // fast-json-patch refuses a member named __proto__ (allowed, it would set the prototype).
  for (const reply of REPLIES.filter((text) => !text.includes('__proto__'))) {
    checkPatches(characters(reply), `characters of ${JSON.stringify(reply)}`);
    checkPatches(bytes(reply), `bytes of ${JSON.stringify(reply)}`);
  }
});

test('toJsonPatch applied by fast-json-patch gives snapshot().value over the lenient corpus, at random chunk sizes', () => {
  for (const [i, reply] of corpusReplies().entries()) checkPatches(randomChunks(reply, i + 1), `random chunks of ${JSON.stringify(reply)}`);
});

test('toJsonPatch on onPartial\'s partialChanges, over a retry: the patched store is each partial value, then the result', async () => {
  const schema = { type: 'object', properties: { step: { type: 'integer' }, reason: { type: 'string' } }, required: ['step', 'reason'] };
  const script = ['Step: {"step": "two", "reason": "first try"}', '```json\n{"step": 2, "reason": "the tests fail"}\n```'];
  const request = { messages: [{ role: 'user', content: 'Which step?' }], schema, partialIntervalMs: 0, stopEarly: false, retry: { initialDelayMs: 1 } };
  const call = (extra) => sg.createClient({ provider: 'openai', model: 'm', fetch: mockFetch(script), stream: true }).generateObject({ ...request, ...extra });
  const values = [];
  await call({ onPartial: ({ attempt, value }) => values.push({ attempt, value }) });
  let store = null;
  const stored = [];
  const r = await call({
    partialChanges: true,
    onPartial: ({ attempt, changes }) => {
      store = jsonpatch.applyPatch(store, sg.toJsonPatch(changes, store), true).newDocument;
      stored.push({ attempt, value: structuredClone(store) });
    },
  });
  assert.deepEqual(stored, values);
  assert.deepEqual(stored.map(({ attempt }) => attempt), [0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
  assert.deepEqual(store, r.value);
  assert.deepEqual(r.value, { step: 2, reason: 'the tests fail' });
});

test('toJsonPatch is in the reply entry too', async () => {
  const reply = await initReply();
  assert.deepEqual(reply.toJsonPatch([{ op: 'append', path: '', text: 'b' }, { op: 'complete', path: '' }], 'a'), [{ op: 'replace', path: '', value: 'ab' }]);
});
