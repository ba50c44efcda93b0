// Issue 17: after the wasm aborts (out of memory: the build's -sABORTING_MALLOC), every later
// call throws one clear error, code CoreAborted, until init() gives a fresh instance. The abort
// is forced by hashing 3 GB: the core's copy of the bytes cannot fit in 2 GiB of wasm memory.
// (The JS array is never written, so it costs no real memory.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, CoreAbortedError } from 'structguard';

const SCHEMA = { type: 'object', properties: { a: { type: 'integer' } } };

test('issue 17: the call that aborts, and every call after it, throws CoreAbortedError; init() starts afresh', async () => {
  const sg = await init();
  const validator = sg.compileSchema(SCHEMA);
  const parser = sg.createStreamParser();
  parser.push('{"a": ');
  const client = sg.createClient({ provider: 'openai', model: 'm', fetch: () => assert.fail('nothing may be sent') });

  const aborted = (error) => {
    assert.ok(error instanceof CoreAbortedError && error instanceof Error, String(error));
    assert.equal(error.code, 'CoreAborted');
    assert.equal(error.reason, 'OOM');
    assert.match(error.message, /^structguard: the WebAssembly core aborted \(out of memory\) and cannot be used any more; call init\(\) again/);
    return true;
  };
  assert.throws(() => sg.sha256Hex(new Uint8Array(3e9)), (error) => aborted(error) && error.cause instanceof WebAssembly.RuntimeError);

  assert.throws(() => sg.extractJson('{"a": 1}'), aborted);
  assert.throws(() => sg.sha256Hex('abc'), aborted);
  assert.throws(() => sg.compileSchema(SCHEMA), aborted);
  assert.throws(() => validator.validate({ a: 1 }), aborted);
  assert.throws(() => validator.parseReply('{"a": 1}'), aborted);
  assert.throws(() => parser.push('1}'), aborted);
  await assert.rejects(client.generateObject({ messages: [{ role: 'user', content: 'x' }] }), aborted);
  // Releasing what the aborted instance held does nothing, and never throws.
  validator.free();
  parser.free();

  const fresh = await init();
  assert.notEqual(fresh, sg);
  assert.equal(await init(), fresh, 'the fresh instance is shared again');
  assert.equal(fresh.sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  assert.equal(fresh.compileSchema(SCHEMA).validate({ a: 'x' }).valid, false);
  assert.throws(() => sg.extractJson('{}'), aborted, 'the aborted instance stays stopped');
});
