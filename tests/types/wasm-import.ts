// The README's esbuild recipe: the .wasm files are importable subpaths whose default export is
// the URL the `file` loader gives, for init({wasm}).
import { init } from 'structguard';
import { init as initReply } from 'structguard/reply';
import wasm from 'structguard/structguard.wasm';
import replyWasm from 'structguard/structguard-reply.wasm';
import { assertType, type Equal } from './assert.js';

assertType<Equal<typeof wasm, string>>();
assertType<Equal<typeof replyWasm, string>>();
export const loaded = Promise.all([init({ wasm }), initReply({ wasm: replyWasm })]);
// @ts-expect-error only the package's own .wasm files are exported
import other from 'structguard/dist/structguard.wasm';
