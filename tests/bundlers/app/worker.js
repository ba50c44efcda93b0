// A Cloudflare worker with nothing for the package in its configuration (wrangler.json): wrangler
// bundles it with the workerd condition, so the package's `workerd` entry imports its .wasm,
// which stays an import of a file beside the bundle (esbuild's `copy` loader does the same), for
// workerd to load as a compiled module.
import { init } from 'structguard';
import { serve } from './serve.js';

export default serve(() => init());
