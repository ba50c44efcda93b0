// A Cloudflare worker under load (tests/load/workerd-load.test.js): POST a model reply to
// /parse, /lenient, /validate, /repair or /compile and get a short summary of the result
// back; every response carries the wasm memory size in `x-memory-bytes`, and GET /stats
// gives it alone. The same module runs in Node too, where the test computes what each
// answer should be.
import { init } from 'structguard';

const STEP = {
  type: 'object',
  properties: {
    step: { type: 'integer', minimum: 1 },
    basis: { enum: ['goal', 'prev'] },
    name: { type: 'string', pattern: '^(\\w+\\s?)*$' },
  },
  required: ['step', 'basis'],
};

let validator = null;

function codes(errors) {
  return errors.map((error) => `${error.code}:${error.keyword ?? ''}:${error.instanceLocation ?? ''}:${error.offset}`);
}

// Handlers by path. workerd has no FinalizationRegistry: /compile frees what it compiles.
const routes = {
  '/parse': (sg, text) => summary(validator.parseReply(text)),
  '/lenient': (sg, text) => summary(validator.parseReply(text, { mode: 'lenient', coerce: true, errors: 'all' })),
  '/validate': (sg, text) => {
    const r = validator.validateJson(text, { errors: 'all' });
    return { ok: r.valid, errors: codes(r.errors), truncated: r.truncated };
  },
  '/repair': (sg, text) => {
    const r = sg.repairJson(text);
    return { ok: r.ok, json: r.json?.length ?? null, repairs: r.repairs.map((x) => x.kind), complete: r.complete, error: r.error?.code ?? null };
  },
  '/compile': (sg, text) => {
    let compiled;
    try {
      compiled = sg.compileSchema(text);
    } catch (error) {
      return { ok: false, error: error.kind };
    }
    try {
      return { ok: compiled.validate({ step: 1, basis: 'goal' }).valid };
    } finally {
      compiled.free();
    }
  },
};

function summary(r) {
  return { ok: r.ok, strategy: r.strategy, repaired: r.repaired, coercions: r.coercions.length, errors: codes(r.errors) };
}

export default {
  async fetch(request) {
    const sg = await init();
    validator ??= sg.compileSchema(STEP);
    const { pathname } = new URL(request.url);
    if (pathname === '/stats') return Response.json({ memoryBytes: sg.memoryBytes() });
    const route = routes[pathname === '/' ? '/parse' : pathname];
    if (!route) return new Response('not found', { status: 404 });
    const body = route(sg, await request.text());
    return Response.json(body, { headers: { 'x-memory-bytes': String(sg.memoryBytes()) } });
  },
};
