// Deno: init({wasm}) with a path or a file: URL read through Deno.readFile (issue 16), and a
// failed load that the next init() retries. Its own test module: init() hands out one instance.
import { init, WasmLoadError } from 'structguard';

Deno.test('issue 16: a missing path is a WasmLoadError naming it; then a file: URL loads', async () => {
  let failure = null;
  try {
    await init({ wasm: '/nowhere/structguard.wasm' });
  } catch (error) {
    failure = error;
  }
  if (!(failure instanceof WasmLoadError) || failure.code !== 'WasmLoadFailed' || !failure.message.startsWith('structguard: cannot read /nowhere/structguard.wasm: ')) {
    throw new Error(`expected a WasmLoadError naming the path, got ${failure}`);
  }
  const sg = await init({ wasm: new URL('../../npm/dist/structguard.wasm', import.meta.url) });
  if (sg.extractJson('{"a": 1}').ok !== true) throw new Error('the core loaded from a file: URL does not answer');
});
