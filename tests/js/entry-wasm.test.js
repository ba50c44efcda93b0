// Each entry loads its own module (issue 15): its load errors name its own .wasm, and given
// another entry's it rejects with a WasmLoadError that says which one to use.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import test from 'node:test';
import { WasmLoadError } from 'structguard';

const LOADERS = {
  'structguard.wasm': '../../npm/src/load.node.js',
  'structguard-reply.wasm': '../../npm/src/reply/load.node.js',
  'structguard-repair.wasm': '../../npm/src/repair/load.node.js',
};

// A fresh loader (its own instance cache) of the entry whose module is `own`.
const fresh = async (own, tag) => (await import(`${LOADERS[own]}?${tag}=${Date.now()}`)).init;

test('issue 15: each entry\'s load errors name its own wasm', async () => {
  for (const own of Object.keys(LOADERS)) {
    const init = await fresh(own, 'missing');
    await assert.rejects(init({ wasm: `/nowhere/${own}` }), (error) => error instanceof WasmLoadError
      && error.message.endsWith(`put ${own} at that path or pass init({wasm}): its URL, its path (Node, Deno), `
        + 'its bytes, a Response or a WebAssembly.Module'), own);
  }
});

test('issue 15: each entry given another entry\'s wasm rejects with WasmLoadError naming its own', async () => {
  const dist = new URL('../../npm/dist/', import.meta.url);
  for (const own of Object.keys(LOADERS)) {
    for (const given of Object.keys(LOADERS).filter((name) => name !== own)) {
      const init = await fresh(own, 'mismatch');
      const bytes = await readFile(new URL(given, dist));
      await assert.rejects(init({ wasm: bytes }), (error) => error instanceof WasmLoadError && error.code === 'WasmLoadFailed'
        && error.message.startsWith('structguard: the wasm does not fit this version of the package (')
        && error.message.endsWith(`use the ${own} shipped with the same version`), `${given} given to the entry of ${own}`);
    }
  }
});
