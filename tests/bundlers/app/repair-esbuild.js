// The repair app as esbuild takes it: as main-esbuild.js, with structguard-repair.wasm.
import { init } from 'structguard/repair';
import wasm from 'structguard/structguard-repair.wasm';
import { repair, show } from './show.js';

show(init({ wasm: new URL(wasm, import.meta.url) }), repair);
