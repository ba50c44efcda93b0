// Issue 26: every documented input limit is checked before the text takes wasm memory, which
// never shrinks. A reply or schema over its limit is refused without being written, with the
// result the core gives a small text over the limit (that one is still written and refused by
// the core itself), so the two paths cannot drift apart unseen.
import { test } from 'node:test';
import assert from 'node:assert/strict';

// A core of its own for each test: memory never shrinks, so on a shared one what an earlier
// test made it reserve would hold a later text without growing. The package's entry is loaded
// again under another URL, which gives it an init() of its own.
async function freshCore(name) {
  const { init } = await import(`${import.meta.resolve('structguard')}?${encodeURIComponent(name)}`);
  const sg = await init();
  return { sg, validator: sg.compileSchema({ type: 'object' }) };
}

const REPLY = 'x'.repeat(20_000_000); // 20 MB, over the 4 MiB default
const SMALL = 'x'.repeat(20); // refused by the core itself with maxInputBytes: 10

// The calls that read a reply, each as ({sg, validator}, text, options) => result.
const REPLY_CALLS = {
  extractJson: ({ sg }, text, options) => sg.extractJson(text, options),
  repairJson: ({ sg }, text, options) => sg.repairJson(text, options),
  findJsonCandidates: ({ sg }, text, options) => sg.findJsonCandidates(text, options),
  parseReply: ({ validator }, text, options) => validator.parseReply(text, options),
  'parseReply lenient': ({ validator }, text, options) => validator.parseReply(text, { ...options, mode: 'lenient' }),
  checkReply: ({ validator }, text, options) => validator.checkReply(text, options),
  parseProcessTemplate: ({ sg }, text, options) => sg.parseProcessTemplate(text, options),
  'a stream\'s push': ({ sg }, text, options) => sg.createStreamParser(options).push(text),
  'a stream\'s push of bytes': ({ sg }, text, options) => sg.createStreamParser(options).push(new TextEncoder().encode(text)),
};

// `result` as JSON, with `text`, its size and the limit named instead of written.
function shape(result, text, bytes, limit) {
  return JSON.stringify(result, (key, value) => (value === text ? '<the text>' : value))
    .replaceAll(`is ${bytes} bytes, over maxInputBytes (${limit})`, 'is <size> bytes, over maxInputBytes (<limit>)');
}

for (const [name, call] of Object.entries(REPLY_CALLS)) {
  test(`issue 26 L7 ${name}: a 20 MB reply over maxInputBytes is refused without growing wasm memory`, async () => {
    const core = await freshCore(name);
    const byTheCore = call(core, SMALL, { maxInputBytes: 10 }); // also makes what every call of the kind reuses
    const before = core.sg.memoryBytes();
    const refused = call(core, REPLY);
    assert.equal(core.sg.memoryBytes(), before, 'wasm memory grew');
    const error = refused.error ?? refused.errors[0];
    assert.deepEqual([error.code, error.message], ['LimitExceeded', 'the reply is 20000000 bytes, over maxInputBytes (4194304); raise maxInputBytes to read it']);
    assert.equal(shape(refused, REPLY, 20_000_000, 4194304), shape(byTheCore, SMALL, 20, 10));
  });
}

test('issue 26 L7 a multi-byte reply is measured in UTF-8 bytes before it is written', async () => {
  const { sg } = await freshCore('multi-byte');
  const text = `{"a": "${'é'.repeat(3_000_000)}"}`; // 3 M characters, 6 MB
  const before = sg.memoryBytes();
  assert.equal(sg.extractJson(text).error.message, 'the reply is 6000009 bytes, over maxInputBytes (4194304); raise maxInputBytes to read it');
  const pairs = '\u{1F600}'.repeat(1_500_000); // 4 bytes a pair; a lone surrogate is written as U+FFFD, 3 bytes
  assert.equal(sg.repairJson(`${pairs}\ud800`).error.message, 'the reply is 6000003 bytes, over maxInputBytes (4194304); raise maxInputBytes to read it');
  assert.equal(sg.memoryBytes(), before);
});

test('issue 26 L7 a reply within a raised limit takes its UTF-8 length of memory, not three bytes a character', async () => {
  const { sg } = await freshCore('within');
  const before = sg.memoryBytes();
  assert.equal(sg.extractJson(`{"a": 1}${REPLY}`, { maxInputBytes: 30_000_000 }).json, '{"a": 1}');
  const grown = sg.memoryBytes() - before;
  assert.ok(grown < 2.5 * REPLY.length, `wasm memory grew by ${grown} bytes for a ${REPLY.length}-byte reply`);
});

test('issue 26 L4 L7 a stream refuses a chunk that would pass maxInputBytes, and every chunk after it, as the core does', async () => {
  const { sg } = await freshCore('stream');
  const parser = sg.createStreamParser({ maxInputBytes: 5_000_000 });
  assert.equal(parser.push('{"a": "').ok, true);
  const before = sg.memoryBytes();
  const pushed = parser.push(REPLY);
  assert.equal(sg.memoryBytes(), before);
  const message = 'the reply is 20000007 bytes, over maxInputBytes (5000000); raise maxInputBytes to read it';
  assert.deepEqual(pushed, { ok: false, inValue: true, completeValues: 0, error: { code: 'LimitExceeded', message, offset: null, line: null, column: null } });
  assert.deepEqual(parser.push('"}'), pushed);
  assert.equal(parser.end().error.message, message);
});

test('issue 26 L7 a 100 MB schema text over maxInputBytes is refused without growing wasm memory', async () => {
  const { sg } = await freshCore('schema');
  const text = `{"description": "${'x'.repeat(100_000_000)}"}`;
  const before = sg.memoryBytes();
  for (const compile of [() => sg.compileSchema(text), () => sg.addSchema('https://example.test/big', text)]) {
    assert.throws(compile, {
      name: 'SchemaError', kind: 'LimitExceeded', pointer: '',
      message: 'the schema text is 100000019 bytes, over maxInputBytes (16777216); raise maxInputBytes if such a schema is expected',
    });
  }
  assert.throws(() => sg.compileSchema(text, { maxInputBytes: 1_000_000 }), { message: /^the schema text is 100000019 bytes, over maxInputBytes \(1000000\)/ });
  assert.equal(sg.memoryBytes(), before);
});
