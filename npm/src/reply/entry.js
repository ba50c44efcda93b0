// What the `structguard/reply` loaders start: the reply module and its API.
import createStructguardReply from '../../dist/structguard-reply.js';
import { createReplyApi } from './api.js';

export const REPLY_ENTRY = { factory: createStructguardReply, api: createReplyApi, wasmName: 'structguard-reply.wasm' };
