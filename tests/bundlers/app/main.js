// The app as Vite and webpack take it: the package finds its .wasm by itself.
import { init } from 'structguard';
import { show } from './show.js';

show(init());
