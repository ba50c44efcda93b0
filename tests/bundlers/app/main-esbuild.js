// The app as esbuild takes it (see the README's bundler section): esbuild leaves the package's
// `new URL(…, import.meta.url)` alone, so the app imports the .wasm with the `file` loader
// (--loader:.wasm=file) and hands its URL, relative to the bundle, to init().
import { init } from 'structguard';
import wasm from 'structguard/structguard.wasm';
import { show } from './show.js';

show(init({ wasm: new URL(wasm, import.meta.url) }));
