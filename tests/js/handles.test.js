// Issue 18: compiled schemas, stream parsers and model calls live in the core behind integer
// handles from one table (bindings/handle_table.h), and a freed handle never reaches another
// live object. The public wrappers refuse a freed object before the core sees it, so the
// table's own promise is checked on the raw module too: bindings build only in wasm, and this
// is where they can be called with a handle the wrappers would never pass.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { init } from 'structguard';
import createStructguard from '../../npm/dist/structguard.js';

const sg = await init();
const wasm = await WebAssembly.compile(await readFile(new URL('../../npm/dist/structguard.wasm', import.meta.url)));
const core = await createStructguard({
  locateFile: (path) => path,
  instantiateWasm(imports, receive) {
    WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance, wasm));
    return {};
  },
});

const stepSchema = { type: 'object', properties: { step: { type: 'integer' } }, required: ['step'] };
const host = JSON.stringify({ nowMs: 0, random: 0.5 });

// The raw export: the schema text and its options written into wasm memory, then the result
// record the core answers with: [1, handle] or [0, …the refusal].
function compileRecord(schema, options = {}, formats = 0) {
  const encoder = new TextEncoder();
  const text = encoder.encode(JSON.stringify(schema));
  const optionsText = encoder.encode(JSON.stringify(options));
  const at = core._malloc(text.length + optionsText.length);
  core.HEAPU8.set(text, at);
  core.HEAPU8.set(optionsText, at + text.length);
  const record = core._compileSchema(at, text.length, at + text.length, optionsText.length, formats);
  core._free(at);
  return core.HEAPU32.subarray(core.HEAPU32[record >>> 2] >>> 2);
}

function compileRaw(schema) {
  const [ok, handle] = compileRecord(schema);
  assert.equal(ok, 1, 'the schema compiles');
  return handle;
}

test('issue 18 a freed validator throws its error and leaves the validator made after it alone', () => {
  const freed = sg.compileSchema(stepSchema);
  freed.free();
  const live = sg.compileSchema(stepSchema);
  assert.throws(() => freed.validate({ step: 1 }), { name: 'Error', message: 'validate: this validator was freed' });
  freed.free();
  assert.deepEqual(live.validate({ step: 1 }), { valid: true, truncated: false, errors: [] });
  live.free();
});

test('issue 18 an ended stream parser throws its TypeError and leaves the parser made after it alone', () => {
  const ended = sg.createStreamParser();
  ended.end();
  const live = sg.createStreamParser();
  live.push('{"step": ');
  assert.throws(() => ended.push('1}'), { name: 'TypeError', message: 'StreamParser.push: the parser has ended (end() or free() was called)' });
  ended.free();
  live.push('2}');
  assert.deepEqual(live.end().value, { step: 2 });
});

test('issue 18 the core never gives a freed schema handle to a later schema, and a freed one finds nothing', () => {
  const first = compileRaw(stepSchema);
  core._freeSchema(first);
  const handles = new Set();
  for (let i = 0; i < 1000; i++) {
    const handle = compileRaw(stepSchema);
    assert.notEqual(handle, first);
    assert.equal(handles.has(handle), false);
    handles.add(handle);
    if (i % 2 === 0) core._freeSchema(handle);
  }
  // 0 is the answer for a handle that is gone; a live one answers with a record (the empty
  // text is not JSON).
  assert.equal(core._validateJson(first, 0, 0), 0);
  assert.equal(core._checkReply(first, 0, 0), 0);
  const live = [...handles].filter((handle) => core._validateJson(handle, 0, 0) !== 0);
  assert.equal(live.length, 500);
  core._freeSchema(first);
  for (const handle of live) assert.notEqual(core._validateJson(handle, 0, 0), 0);
  for (const handle of live) core._freeSchema(handle);
  for (const handle of live) assert.equal(core._validateJson(handle, 0, 0), 0);
});

test('issue 18 the core never gives a freed stream handle to a later parser, and a freed one finds nothing', () => {
  const first = core._streamCreate();
  core._streamFree(first);
  const second = core._streamCreate();
  assert.notEqual(second, first);
  assert.equal(core._streamSnapshot(first), 0);
  assert.equal(core._streamChanges(first), 0);
  core._streamFree(first);
  assert.notEqual(core._streamSnapshot(second), 0);
  assert.notEqual(core._streamEnd(second), 0);
  assert.equal(core._streamSnapshot(second), 0);
});

test('issue 18 the core never gives a freed run handle to a later run, and a freed one answers done with no result', () => {
  const first = core.runCreate('object', '{}');
  core.runFree(first);
  const second = core.runCreate('object', '{}');
  assert.notEqual(second, first);
  assert.deepEqual(JSON.parse(core.runCancel(first, host)), { kind: 'done', result: null });
  core.runFree(first);
  const cancelled = JSON.parse(core.runCancel(second, host));
  assert.equal(cancelled.kind, 'done');
  assert.notEqual(cancelled.result, null);
  core.runFree(second);
});

test('issue 18 the core holds the format functions a program calls while it lives, and lets go of them when it is freed or refused', () => {
  const even = () => 1;
  core.formatChecks.set(7, even);
  const [ok, handle] = compileRecord({ type: 'string', format: 'even' }, { formats: ['even'] }, 7);
  assert.equal(ok, 1);
  assert.equal(core.formatChecks.get(7), even);
  core._freeSchema(handle);
  assert.equal(core.formatChecks.has(7), false);
  core.formatChecks.set(8, even);
  assert.equal(compileRecord({ type: 'text' }, { formats: ['even'] }, 8)[0], 0);
  assert.equal(core.formatChecks.has(8), false);
});
