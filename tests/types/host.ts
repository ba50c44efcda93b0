// Issue 16: the package's types need no DOM lib (this file compiles under lib es2022 alone).
import { init, SchemaError, type InitOptions } from 'structguard';

async function start(bytes: Uint8Array) {
  const sg = await init({ wasm: bytes });
  const fromText = await init({ wasm: 'https://cdn.example/structguard.wasm' });
  const client = sg.createClient({ provider: 'anthropic', model: 'm', fetch: async () => ({}) as never });
  const error = new Error('x') instanceof SchemaError;
  const options: InitOptions = { wasm: new ArrayBuffer(8) };
  return [client, fromText, error, options];
}
