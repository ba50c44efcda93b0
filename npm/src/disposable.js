// `using v = sg.compileSchema(...)` frees a handle at the end of the block: Symbol.dispose
// calls free(). Added only where the runtime defines Symbol.dispose (Node >= 18.18, Deno,
// current browsers); elsewhere free() is the way, as before.
export function disposable(Class) {
  if (typeof Symbol.dispose !== 'symbol') return;
  Object.defineProperty(Class.prototype, Symbol.dispose, {
    value: function dispose() { this.free(); },
    writable: true,
    configurable: true,
  });
}
