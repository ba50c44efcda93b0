// A Cloudflare worker as esbuild bundles it for workerd (what wrangler does): the package's
// `workerd` entry imports its .wasm, which esbuild's `copy` loader leaves as an import of a file
// beside the bundle, for workerd to load as a compiled module. A failed init() is answered
// with the error, as the worker's user would see it.
import { init } from 'structguard';

export default {
  async fetch(request) {
    let sg;
    try {
      sg = await init();
    } catch (error) {
      return Response.json({ name: error.name, code: error.code ?? null, error: error.message });
    }
    const r = sg.extractJson(await request.text());
    return Response.json({ ok: r.ok, strategy: r.strategy, json: r.json });
  },
};
