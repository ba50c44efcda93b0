// Node: read the .wasm next to the package and compile it.
import { readFile } from 'node:fs/promises';
import { makeInit } from './init.js';

export const init = makeInit(async () =>
  WebAssembly.compile(await readFile(new URL('../dist/structguard.wasm', import.meta.url))));
export { SchemaError } from './schema.js';
