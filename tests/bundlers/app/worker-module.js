// A worker as rollup, webpack or Vite (SSR) bundle it (see the README's bundler section): the
// .wasm import is kept external, so the runtime gives the compiled module by that name, and
// the worker hands it to init().
import { init } from 'structguard';
import wasm from 'structguard/structguard.wasm';
import { serve } from './serve.js';

export default serve(() => init({ wasm }));
