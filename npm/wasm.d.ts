// structguard/structguard.wasm, structguard/structguard-reply.wasm and
// structguard/structguard-repair.wasm: the package's WebAssembly files, for a bundler to copy
// beside the bundle (esbuild: --loader:.wasm=file); the import gives the copied file's URL,
// relative to the bundle, for init({wasm}) (README: Bundlers).
// (A worker that keeps the import external gets the runtime's compiled module instead, which
// init({wasm}) takes as well.)
/** The copied .wasm's URL relative to the bundle: `init({ wasm: new URL(wasm, import.meta.url) })`. */
declare const wasm: string;
export default wasm;
