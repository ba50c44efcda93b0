// sg.sha256Hex, sg.normalizeForAudit, sg.auditHash, sg.auditRecord through the built package
// (rules A1-A3), checked against Node's crypto and WebCrypto.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, webcrypto } from 'node:crypto';
import { init } from 'structguard';

const sg = await init();

const nodeHash = (data) => createHash('sha256').update(data).digest('hex');
async function webHash(data) {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const digest = new Uint8Array(await webcrypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

// What the chat design's JavaScript computes, with the cut counted in code points (rule A1).
const reference = (messages) =>
  [...messages.map((m) => `${m.role}:${m.content}\n`).join('').replace(/\s+/g, ' ')].slice(0, 1000).join('');

const oneMebibyte = () => Uint8Array.from({ length: 1 << 20 }, (_, i) => i % 251);

test('A2 sha256Hex matches the FIPS 180-4 example vectors', () => {
  assert.equal(sg.sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  assert.equal(sg.sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'),
    '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  assert.equal(sg.sha256Hex('a'.repeat(1000000)), 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
});

test('A2 sha256Hex equals Node crypto and WebCrypto on text, multibyte text and 1 MB', async () => {
  const inputs = [
    '',
    'abc',
    '監査ハッシュ',
    '絵文字🙂👍🏽と\u3000全角空白',
    'lone \uD800 surrogate',
    'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64),
    'あ'.repeat(1 << 20),
    oneMebibyte(),
  ];
  for (const input of inputs) {
    const name = typeof input === 'string' ? `${input.slice(0, 12)} (${input.length})` : 'bytes';
    assert.equal(sg.sha256Hex(input), nodeHash(input), name);
    assert.equal(sg.sha256Hex(input), await webHash(input), name);
  }
});

test('A2 sha256Hex takes an ArrayBuffer and any typed array view by its bytes', () => {
  const bytes = oneMebibyte();
  assert.equal(sg.sha256Hex(bytes.buffer), nodeHash(bytes));
  const view = new DataView(bytes.buffer, 10, 1000);
  assert.equal(sg.sha256Hex(view), nodeHash(bytes.subarray(10, 1010)));
  assert.equal(sg.sha256Hex(new Uint32Array(bytes.buffer, 64, 16)), nodeHash(bytes.subarray(64, 128)));
  assert.throws(() => sg.sha256Hex(42), /sha256Hex: data must be a string, an ArrayBuffer or a typed array, got number/);
});

test('A1 normalisation: joined role:content lines, whitespace runs collapsed, nothing trimmed', () => {
  const messages = [
    { role: 'user', content: '申請書を\u3000\u3000確認して\r\nください。\t' },
    { role: 'assistant', content: '  はい。' },
  ];
  assert.equal(sg.normalizeForAudit(messages), 'user:申請書を 確認して ください。 assistant: はい。 ');
  assert.equal(sg.normalizeForAudit(messages), reference(messages));
  assert.equal(sg.normalizeForAudit([]), '');
  assert.equal(sg.normalizeForAudit([{ role: 'user', content: '' }]), 'user: ');
});

test('A1 the cut keeps 1000 code points and never splits an emoji', () => {
  const at = [{ role: 'user', content: 'a'.repeat(994) + '🙂🙂' }];
  assert.equal([...sg.normalizeForAudit(at)].length, 1000);
  assert.equal(sg.normalizeForAudit(at), reference(at));
  assert.ok(sg.normalizeForAudit(at).endsWith('🙂'));
  const past = [{ role: 'user', content: 'a'.repeat(995) + '🙂' }];
  assert.equal(sg.normalizeForAudit(past), 'user:' + 'a'.repeat(995));
});

test('A1 property: normalizeForAudit equals the JavaScript reference', () => {
  const alphabet = ['a', 'Z', '日', '本', '🙂', '👍🏽', ' ', '\t', '\n', '\r', '\v', '\f', '\u00A0', '\u1680', '\u2000',
    '\u2005', '\u200A', '\u2028', '\u2029', '\u202F', '\u205F', '\u3000', '\uFEFF', '\u0085', '\u200B', '\u180E', ':'];
  let seed = 99;
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296);
  const text = (length) => Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  for (let round = 0; round < 300; round++) {
    const messages = Array.from({ length: Math.floor(random() * 4) }, () => ({
      role: text(Math.floor(random() * 4)),
      content: text(Math.floor(random() * (round % 3 === 0 ? 1500 : 40))),
    }));
    assert.equal(sg.normalizeForAudit(messages), reference(messages), JSON.stringify(messages));
  }
});

test('A1 messages that are not {role, content} strings throw TypeError', () => {
  assert.throws(() => sg.normalizeForAudit('hello'), /normalizeForAudit: messages must be an array/);
  assert.throws(() => sg.normalizeForAudit([null]), /messages\[0\] must be an object with role and content strings/);
  assert.throws(() => sg.normalizeForAudit([{ role: 'user', content: null }]), /messages\[0\].content must be a string/);
  assert.throws(() => sg.auditHash([{ content: 'x' }], 's'), /messages\[0\].role must be a string/);
});

test('A2 auditHash is SHA-256 of salt + normalised text, in lowercase hex', async () => {
  const messages = [{ role: 'user', content: '見積もりを\r\n出して' }, { role: 'assistant', content: '承知しました🙂' }];
  const expected = nodeHash('pepper' + reference(messages));
  assert.deepEqual(sg.auditHash(messages, 'pepper'), { hash: expected, reason: null });
  assert.equal(expected, await webHash('pepper' + reference(messages)));
  assert.match(expected, /^[0-9a-f]{64}$/);
  assert.notEqual(sg.auditHash(messages, 'other').hash, expected);
});

test('A2 without a salt there is no hash, and the reason says why', () => {
  for (const salt of [undefined, null, '']) {
    const r = sg.auditHash([{ role: 'user', content: 'hi' }], salt);
    assert.equal(r.hash, null);
    assert.match(r.reason, /^audit hashing is disabled: no salt is set \(AI_AUDIT_SALT\)/);
  }
  assert.throws(() => sg.auditHash([], 42), /auditHash: salt must be a string/);
});

test('A3 auditRecord keeps the six audit fields', () => {
  const hash = sg.auditHash([{ role: 'user', content: 'hi' }], 'pepper').hash;
  const r = sg.auditRecord({
    schemaId: 'ai_chat_process_template.v1',
    errorClass: 'ValidationFailed',
    errorType: 'InvalidStructuredJson',
    retryCount: 1,
    durationMs: 812.5,
    hash,
  });
  assert.deepEqual(r, {
    record: {
      schemaId: 'ai_chat_process_template.v1',
      errorClass: 'ValidationFailed',
      errorType: 'InvalidStructuredJson',
      retryCount: 1,
      durationMs: 812.5,
      hash,
    },
    dropped: [],
  });
});

test('A3 a body passed by mistake is dropped and said so, never echoed', () => {
  const r = sg.auditRecord({
    schemaId: 'judgment',
    content: '顧客の氏名と住所…',
    messages: [{ role: 'user', content: '秘密の相談' }],
    body: { text: '本文' },
    userId: 7,
    retryCount: 2n,
    durationMs: Number.NaN,
    errorType: undefined,
  });
  assert.deepEqual(r.record, {
    schemaId: 'judgment', errorClass: null, errorType: null, retryCount: null, durationMs: null, hash: null,
  });
  assert.deepEqual(r.dropped, [
    { field: 'content', reason: 'a message body: audit records never store one (A3)' },
    { field: 'messages', reason: 'a message body: audit records never store one (A3)' },
    { field: 'body', reason: 'a message body: audit records never store one (A3)' },
    {
      field: 'userId',
      reason: 'not an audit field: records keep only schemaId, errorClass, errorType, retryCount, durationMs and hash',
    },
    { field: 'retryCount', reason: 'must be a whole number >= 0, or null' },
    { field: 'durationMs', reason: 'must be a number of milliseconds >= 0, or null' },
  ]);
  assert.doesNotMatch(JSON.stringify(r), /秘密|氏名|本文/);
});

test('A3 identifiers that read like text are dropped', () => {
  const r = sg.auditRecord({ schemaId: 'ユーザーの質問は…', errorType: 'Timeout after 30 s', errorClass: 'Timeout' });
  assert.deepEqual(r.dropped.map((d) => d.field), ['schemaId', 'errorType', 'errorClass']);
  assert.throws(() => sg.auditRecord('content'), /auditRecord: fields must be an object/);
});

test('issue 26 A3 errorClass keeps every error code a result can carry: LossyRepair as the runner records it', () => {
  const codes = ['MissingFence', 'NonJsonFence', 'JsonParseError', 'SchemaMismatch', 'ValidationFailed', 'LimitExceeded', 'LossyRepair'];
  for (const code of codes) {
    const r = sg.auditRecord({ errorClass: code });
    assert.deepEqual([r.record.errorClass, r.dropped], [code, []], code);
  }
  assert.deepEqual(sg.auditRecord({ errorClass: 'Lossy' }).dropped, [{ field: 'errorClass', reason: `must be one of ${codes.join(', ')}, or null` }]);
});

test('A1 lone surrogates normalise to U+FFFD, as TextEncoder encodes them', () => {
  assert.equal(sg.normalizeForAudit([{ role: 'user', content: 'a\uD800 b' }]), 'user:a\uFFFD b ');
  const hash = sg.auditHash([{ role: 'user', content: 'x\uDC00' }], 's\uD800').hash;
  assert.equal(hash, nodeHash('s\uD800' + 'user:x\uFFFD '));
});
