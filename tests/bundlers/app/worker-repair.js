// The worker of worker.js on structguard/repair: bundled with the workerd condition, its
// structguard-repair.wasm stays an import of a file beside the bundle.
import { init } from 'structguard/repair';
import { serve } from './serve.js';

export default serve(() => init());
