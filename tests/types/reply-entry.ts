// Issue 15: structguard/reply's types resolve under every moduleResolution: the reply calls
// with the full entry's result types, and none of the other calls.
import type { ParseReplyResult, Structguard } from 'structguard';
import { init, SchemaError, type CheckReplyResult, type StructguardReply } from 'structguard/reply';
import { assertType, type Equal } from './assert.js';

const sg: StructguardReply = await init();
assertType<Equal<ReturnType<StructguardReply['repairJson']>, ReturnType<Structguard['repairJson']>>>();
const judge = sg.compileSchema<{ step: number }>({ type: 'object' });
assertType<Equal<ReturnType<typeof judge.parseReply>, ParseReplyResult<{ step: number }>>>();
assertType<Equal<ReturnType<typeof judge.checkReply>, CheckReplyResult>>();
const full: Structguard = {} as Structguard;
const narrowed: StructguardReply = full;
// @ts-expect-error the reply entry has no model call
sg.createClient;
assertType<Equal<typeof SchemaError.prototype.name, 'SchemaError'>>();
void narrowed;
