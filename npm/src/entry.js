// What the `structguard` loaders start: the module with every capability and its API.
import createStructguard from '../dist/structguard.js';
import { createApi } from './api.js';

export const FULL_ENTRY = { factory: createStructguard, api: createApi, wasmName: 'structguard.wasm' };
