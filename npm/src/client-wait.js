// Every wait of a model call ends (issue 17): the request's timeout and the caller's
// AbortSignal race each await (the injected fetch, each body read, each retry wait, the
// tools), so a fetch that ignores its signal or a body that never yields cannot hold a call.

// The longest a JavaScript timer waits: setTimeout fires a longer delay after 1 ms (Node,
// browsers, Deno and workerd alike). Longer waits are held to this (about 24.8 days).
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

function startTimer(callback, ms) {
  return setTimeout(callback, Math.min(Math.max(ms, 0), LONGEST_TIMER_MS));
}

// Resolves after `ms`, or at once when `signal` aborts.
export function sleep(ms, signal) {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = startTimer(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

// A bound on one step of a call: it ends when the caller's `signal` aborts or, given
// `timeoutMs`, when that much time has passed. `race(promise)` settles as the promise does,
// or rejects once the bound has ended; `signal` tells the injected fetch to stop too.
export class CallBound {
  // null while running, then 'timeout' or 'cancelled'
  reason = null;
  #controller = new AbortController();
  // The rejecters of the races still pending. Each race is a promise of its own, forgotten as
  // soon as it settles: a race against one promise that stays pending for the whole step keeps
  // every racer alive (Promise.race leaves a reaction on it per call), about 400 bytes per body
  // read, 1.5 GB for a 4 MiB body read a byte at a time (issue 26).
  #racing = new Set();
  #timer;
  #callerSignal;
  #onCallerAbort = () => this.#stop('cancelled');

  constructor(signal, timeoutMs) {
    this.#callerSignal = signal;
    if (signal?.aborted) this.#stop('cancelled');
    signal?.addEventListener('abort', this.#onCallerAbort, { once: true });
    if (timeoutMs !== undefined) this.#timer = startTimer(() => this.#stop('timeout'), timeoutMs);
  }

  get signal() {
    return this.#controller.signal;
  }

  race(promise) {
    if (this.reason !== null) return Promise.reject(this.#ended());
    return new Promise((resolve, reject) => {
      this.#racing.add(reject);
      const settle = (finish) => (outcome) => {
        this.#racing.delete(reject);
        finish(outcome);
      };
      Promise.resolve(promise).then(settle(resolve), settle(reject));
    });
  }

  // Stops the timer and forgets the caller's signal; call when the step is over.
  release() {
    clearTimeout(this.#timer);
    this.#callerSignal?.removeEventListener('abort', this.#onCallerAbort);
  }

  #ended() {
    return new Error(this.reason === 'timeout' ? 'the request timed out' : 'the call was cancelled');
  }

  #stop(reason) {
    if (this.reason !== null) return;
    this.reason = reason;
    for (const reject of this.#racing) reject(this.#ended());
    this.#racing.clear();
    this.#controller.abort();
  }
}
