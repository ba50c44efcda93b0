import Ajv2020 from 'ajv/dist/2020.js';
import { Validator as CfValidator } from '@cfworker/json-schema';
import { init } from 'structguard';
import { compare, ratio } from './harness.js';
import { JUDGMENT_SCHEMA, judgmentReply, reasoningReply, reply, SIZES } from './replies.js';
const LAST_JSON_FENCE = /```json[^\n]*\n([\s\S]*?)\n```/g;
function lastFence(text) { let body = null; for (const m of text.matchAll(LAST_JSON_FENCE)) body = m[1]; return body; }
const sg = await init();
const template = sg.builtinSchema('ai_chat_process_template.v1');
const rows = [
  { size: 'judgment 0.45KB', text: judgmentReply(), schema: JUDGMENT_SCHEMA },
  { size: 'reasoning 10KB', text: reasoningReply(), schema: JUDGMENT_SCHEMA },
  ...SIZES.filter(({ steps }) => steps > 1).map(({ label, steps }) => ({ size: `template ${label}`, text: reply(steps), schema: template })),
];
for (const { size, text, schema } of rows) {
  const ours = sg.compileSchema(schema);
  const ajvValidate = new Ajv2020({ allErrors: false, strict: false }).compile(schema);
  const cf = new CfValidator(schema, '2020-12', true);
  const limits = { maxFenceBytes: 64 * 1024 };
  const ns = compare({
    structguard: () => ours.parseReply(text, limits).value,
    verdict: () => ours.checkReply(text, limits).ok,
    extract: () => sg.extractJson(text, limits).ok,
    ajv: () => { const v = JSON.parse(lastFence(text)); return ajvValidate(v) ? v : null; },
    cfworker: () => { const v = JSON.parse(lastFence(text)); return cf.validate(v).valid ? v : null; },
    jsonParse: () => JSON.parse(lastFence(text)),
  });
  console.log(size, 'sg/ajv', ratio(ns.structguard, ns.ajv), 'sg/cf', ratio(ns.structguard, ns.cfworker), 'verdict/ajv', ratio(ns.verdict, ns.ajv), 'ns', JSON.stringify(Object.fromEntries(Object.entries(ns).map(([k, v]) => [k, Math.round(v)]))));
  ours.free();
}
