// An aborted core stays stopped (issue 17). After an out-of-memory abort (the build's
// -sABORTING_MALLOC) or a trap, the wasm heap is in whatever state the abort left it, and the
// Emscripten runtime, built without assertions, would go on answering from it. So every
// function of the core is wrapped here, once: the call that aborts and every call after it
// throw CoreAbortedError. Releasing a handle after the abort does nothing (the memory it held
// went with the instance), so that `free()`, `finally` blocks and the FinalizationRegistry
// never throw. The wrapper costs about 15 ns a call, against microseconds for the call itself.
//
// Calls nest (ARCHITECTURE principle 8, issue 36): a format function the core calls while it
// validates may call structguard again. The wrapper counts how deep calls are (callDepth(): 0
// between calls), so that a nested call writes its text where the outer call's is not
// (text_buffer.js), and a release made inside a call waits until the outermost call returns:
// a validator freed by its own format function keeps its program until the validation using
// it has ended.
import { CoreAbortedError } from './errors.js';

const RELEASES = new Set(['_free', '_freeSchema', '_streamFree', 'runFree']);

// `state` is shared with init(): {aborted, reason, cause}. The runtime's onAbort hook records the
// reason (`OOM`) before the RuntimeError it then throws reaches a wrapper.
export function guardCore(core, state) {
  // The heap views (HEAPU8, …) are replaced when memory grows: read them through to the module.
  const guarded = Object.create(core);
  const nesting = { depth: 0, releases: [] };
  for (const name of Object.keys(core)) {
    const run = core[name];
    if (typeof run !== 'function') continue;
    const guardedCall = call(run, state, nesting);
    guarded[name] = RELEASES.has(name) ? release(guardedCall, state, nesting) : guardedCall;
  }
  // For an answer JavaScript gives without the core (a compiled schema found again:
  // program_cache.js): throws as any call would once the core aborted.
  guarded.assertLive = call(() => undefined, state, nesting);
  guarded.callDepth = () => nesting.depth;
  return guarded;
}

function call(run, state, nesting) {
  return (...args) => {
    if (state.aborted) throw new CoreAbortedError(state.reason, state.cause);
    nesting.depth += 1;
    try {
      const result = run(...args);
      // A call made from inside this one aborted the core: this one's answer came from it.
      if (state.aborted) throw new CoreAbortedError(state.reason, state.cause);
      return result;
    } catch (error) {
      if (!(error instanceof WebAssembly.RuntimeError)) throw error;
      state.aborted = true;
      state.reason ??= error.message;
      state.cause = error;
      throw new CoreAbortedError(state.reason, error);
    } finally {
      nesting.depth -= 1;
      if (nesting.depth === 0 && nesting.releases.length > 0) releaseWaiting(state, nesting);
    }
  };
}

// A release does nothing once the core aborted, and waits while a call is running.
function release(guardedCall, state, nesting) {
  return (...args) => {
    if (state.aborted) return;
    if (nesting.depth > 0) nesting.releases.push(() => guardedCall(...args));
    else guardedCall(...args);
  };
}

function releaseWaiting(state, nesting) {
  for (const waiting of nesting.releases.splice(0)) {
    if (!state.aborted) waiting();
  }
}
