// Issue 16: what structguard throws about the core or a schema is an Error subclass with a
// `code` to branch on (WasmLoadError and CoreAbortedError: init.test.js, core-abort.test.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, SchemaError } from 'structguard';

const sg = await init();

test('issue 16: a SchemaError carries its kind as code', () => {
  assert.throws(() => sg.compileSchema('{"type": '), (error) => error instanceof SchemaError && error instanceof Error
    && error.code === 'InvalidJson' && error.kind === 'InvalidJson');
  assert.throws(() => sg.compileSchema({ $ref: '#/nowhere' }), (error) => error.code === 'UnresolvedReference');
});
