// `vite build` writes to build/examples/browser-vite at the repository root: nothing lands in
// the source tree. The package stays out of dev-server pre-bundling, which in Vite 5 and 6
// moved its JS away from the .wasm it names relative to itself (Vite 8 needs no such line; see
// the README's "Bundlers").
import { fileURLToPath } from 'node:url';

export default {
  root: fileURLToPath(new URL('.', import.meta.url)),
  optimizeDeps: { exclude: ['structguard'] },
  build: {
    outDir: fileURLToPath(new URL('../../build/examples/browser-vite', import.meta.url)),
    emptyOutDir: true,
  },
};
