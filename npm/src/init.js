// The one place that starts the Emscripten module. Each runtime's loader (load.*.js, and
// reply/load.*.js and repair/load.*.js for the `structguard/reply` and `structguard/repair`
// entries) only says which module (its Emscripten
// factory, the API built on it, its .wasm's name), where its .wasm is by default and how to
// read a local file; the glue never fetches or evals.
import { knownOptions } from './arguments.js';
import { guardCore } from './core_guard.js';
import { CoreAbortedError, WasmLoadError } from './errors.js';
import { compileWasm, locateDefaultWasm } from './wasm_source.js';

// `defaultWasm()` names the runtime's bundled .wasm (a URL, or the module itself on workerd);
// `options.wasm` overrides it with a WebAssembly.Module, the bytes, a URL, a path or a Response
// (for bundlers and CDNs). One instance is shared by every init() until it fails to load (then
// the next init() tries again) or aborts (then the next init() starts a fresh one).
// `entry`: {factory, api, wasmName}.
export function makeInit(entry, defaultWasm, readLocal) {
  let current = null;
  return function init(options) {
    if (options !== undefined && (options === null || typeof options !== 'object')) {
      return Promise.reject(new TypeError('init: options must be an object such as {wasm}'));
    }
    try {
      knownOptions('init', options, ['wasm']);
    } catch (error) {
      return Promise.reject(error);
    }
    if (current && !current.state.aborted) return current.promise;
    const state = { aborted: false, reason: undefined, cause: undefined };
    const given = options?.wasm;
    const promise = start(entry, async () => compileWasm(given === undefined ? locateDefaultWasm(defaultWasm, entry.wasmName) : given, readLocal, entry.wasmName), state);
    current = { promise, state };
    promise.catch(() => {
      if (current?.promise === promise) current = null;
    });
    return promise;
  };
}

async function start({ factory, api, wasmName }, compile, state) {
  const module = await compile();
  let failed;
  const instantiation = new Promise((_, reject) => {
    failed = reject;
  });
  const core = await Promise.race([instantiation, factory({
    locateFile: (path) => path,
    onAbort: (what) => {
      state.reason = String(what || 'abort');
    },
    instantiateWasm(imports, receive) {
      // The other entry's module may instantiate and then lack what the glue reads as it
      // receives it: that is the same mistake, so it gets the same error.
      WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module)).catch((error) => failed(misfit(error, wasmName)));
      return {};
    },
  })]);
  // ... or lack an export the package calls first (its allocator), or trap in one, or answer
  // one with what is not its answer (the option layout, JSON: the modules' export names are
  // minified, so another module's function may sit under the name), while the API is made: a
  // module that fits answers those first calls.
  try {
    return api(guardCore(core, state));
  } catch (error) {
    if (error instanceof TypeError || error instanceof SyntaxError) throw misfit(error, wasmName);
    if (error instanceof CoreAbortedError) throw misfit(error.cause ?? error, wasmName);
    throw error;
  }
}

function misfit(error, wasmName) {
  return new WasmLoadError(`structguard: the wasm does not fit this version of the package (${error.message}); `
    + `use the ${wasmName} shipped with the same version`, { cause: error });
}
