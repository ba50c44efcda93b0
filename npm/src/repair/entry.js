// What the `structguard/repair` loaders start: the repair module and its API.
import createStructguardRepair from '../../dist/structguard-repair.js';
import { createRepairApi } from './api.js';

export const REPAIR_ENTRY = { factory: createStructguardRepair, api: createRepairApi, wasmName: 'structguard-repair.wasm' };
