// What every bundled worker does with the package: extract the JSON from the POSTed reply, or
// answer with the error that stopped init(), as the worker's user would see it.
export function serve(loading) {
  return {
    async fetch(request) {
      let sg;
      try {
        sg = await loading();
      } catch (error) {
        return Response.json({ name: error.name, code: error.code ?? null, error: error.message });
      }
      const r = sg.extractJson(await request.text());
      return Response.json({ ok: r.ok, strategy: r.strategy, json: r.json });
    },
  };
}
