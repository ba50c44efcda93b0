// A Cloudflare worker as esbuild bundles it for workerd (what wrangler does): the package's
// `workerd` entry imports its .wasm, which esbuild's `copy` loader leaves as an import of a file
// beside the bundle, for workerd to load as a compiled module.
import { init } from 'structguard';
import { serve } from './serve.js';

export default serve(() => init());
