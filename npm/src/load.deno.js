// Deno: read the .wasm next to the package (needs --allow-read for the package folder).
import { makeInit } from './init.js';

export const init = makeInit(async () =>
  WebAssembly.compile(await Deno.readFile(new URL('../dist/structguard.wasm', import.meta.url))));
export { SchemaError } from './schema.js';
