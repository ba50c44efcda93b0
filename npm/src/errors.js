// The errors thrown about the core itself rather than about the data given to it: it could not
// be loaded, or it aborted. Each has a stable `code` to branch on (messages may be reworded).

// init() could not get a working WebAssembly module: the file is missing or is not wasm, or the
// server answered with an error. `url` names what was tried; `status` and `contentType` are the
// HTTP response's when there was one.
export class WasmLoadError extends Error {
  constructor(message, { url = null, status = null, contentType = null, cause } = {}) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'WasmLoadError';
    this.code = 'WasmLoadFailed';
    this.url = url;
    this.status = status;
    this.contentType = contentType;
  }
}

// The wasm instance stopped (out of memory, a trap): its heap can no longer be trusted, so
// every later call on it throws this instead of answering from damaged memory. `reason` is the
// runtime's own word (`OOM`, the trap's message).
export class CoreAbortedError extends Error {
  constructor(reason, cause) {
    super(`structguard: the WebAssembly core aborted (${reason === 'OOM' ? 'out of memory' : reason}) and cannot be used any more; `
      + 'call init() again for a fresh instance (validators, parsers and clients made from the aborted one stay unusable)',
    cause === undefined ? undefined : { cause });
    this.name = 'CoreAbortedError';
    this.code = 'CoreAborted';
    this.reason = reason;
  }
}
