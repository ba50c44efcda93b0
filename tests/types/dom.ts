// Issue 16: where the project has the DOM lib (or @types/node), the host types are the real
// ones, not the stand-ins used under lib es2022 alone. (tsconfig.dom.json only.)
import type { AbortSignalLike, FetchLike, ResponseLike, UrlLike, WasmModuleLike } from 'structguard';
import { assertType, type Equal } from './assert.js';

assertType<Equal<AbortSignalLike, AbortSignal>>();
assertType<Equal<FetchLike, typeof fetch>>();
assertType<Equal<ResponseLike, Response>>();
assertType<Equal<UrlLike, URL>>();
assertType<Equal<WasmModuleLike, WebAssembly.Module>>();
