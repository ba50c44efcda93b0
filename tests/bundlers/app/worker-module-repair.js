// The worker of worker-module.js on structguard/repair: its .wasm import kept external.
import { init } from 'structguard/repair';
import wasm from 'structguard/structguard-repair.wasm';
import { serve } from './serve.js';

export default serve(() => init({ wasm }));
