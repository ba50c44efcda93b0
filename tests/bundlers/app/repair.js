// The repair app as Vite, webpack and rollup take it: structguard/repair finds its .wasm by itself.
import { init } from 'structguard/repair';
import { repair, show } from './show.js';

show(init(), repair);
