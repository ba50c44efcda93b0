// Issue 3's comparison: the same whole replies (prose + fences + the process template JSON)
// to a validated value, by structguard's parseReply, by last-fence regex + JSON.parse + ajv
// (compiled), and by the same with @cfworker/json-schema; plus the verdict-only path, the
// boundary itself, and wasm memory across 100,000 calls.
import Ajv2020 from 'ajv/dist/2020.js';
import { Validator as CfValidator } from '@cfworker/json-schema';
import { init } from 'structguard';
import { compare, ratio } from './harness.js';
import { reply, SIZES } from './replies.js';

const LAST_JSON_FENCE = /```json[^\n]*\n([\s\S]*?)\n```/g;

function lastFence(text) {
  let body = null;
  for (const match of text.matchAll(LAST_JSON_FENCE)) body = match[1];
  return body;
}

function check(name, ok) {
  if (!ok) throw new Error(`bench: ${name} did not accept a valid reply`);
}

export async function validation() {
  const sg = await init();
  const schema = sg.builtinSchema('ai_chat_process_template.v1');
  const ours = sg.compileSchema(schema);
  const ajvValidate = new Ajv2020({ allErrors: false, strict: false }).compile(schema);
  const cf = new CfValidator(schema, '2020-12', true);
  const sizes = [];
  for (const { label, steps } of SIZES) {
    const text = reply(steps);
    const limits = { maxFenceBytes: 64 * 1024 }; // the 40 KB reply's fence is over the 32 KiB default (X4)
    const contenders = {
      structguard: () => ours.parseReply(text, limits).value,
      structguardVerdict: () => ours.checkReply(text, limits).ok,
      ajv: () => {
        const value = JSON.parse(lastFence(text));
        return ajvValidate(value) ? value : null;
      },
      cfworker: () => {
        const value = JSON.parse(lastFence(text));
        return cf.validate(value).valid ? value : null;
      },
    };
    for (const [name, run] of Object.entries(contenders)) check(name, run());
    const ns = compare(contenders);
    sizes.push({
      size: label,
      bytes: Buffer.byteLength(text),
      nsPerOp: ns,
      cfworkerOverStructguard: ratio(ns.cfworker, ns.structguard),
      structguardOverAjv: ratio(ns.structguard, ns.ajv),
      verdictOverAjv: ratio(ns.structguardVerdict, ns.ajv),
    });
  }
  return { sizes, boundary: boundary(sg), memory: memory(sg, ours, SIZES.map(({ steps }) => reply(steps))) };
}

// What crossing costs for a 40 KB reply: embind's std::string marshalling (estimateTokens does
// nothing else) against TextEncoder.encodeInto into a buffer, the alternative.
function boundary(sg) {
  const text = reply(SIZES.at(-1).steps);
  const encoder = new TextEncoder();
  const buffer = new Uint8Array(text.length * 3);
  const ns = compare({
    embindString: () => sg.estimateTokens(text),
    encodeInto: () => encoder.encodeInto(text, buffer).written,
  });
  return { bytes: Buffer.byteLength(text), nsPerOp: ns, embindOverEncodeInto: ratio(ns.embindString, ns.encodeInto) };
}

// The wasm memory must stop growing: 100,000 calls, valid and invalid, after a warm-up.
function memory(sg, validator, texts) {
  const invalid = texts.map((t) => t.replace('"basis": "prev"', '"basis": "start"'));
  const call = (i) => validator.parseReply((i % 2 ? invalid : texts)[i % texts.length], { maxFenceBytes: 65536 });
  for (let i = 0; i < 1000; i += 1) call(i);
  const before = sg.memoryBytes();
  for (let i = 0; i < 100_000; i += 1) call(i);
  const after = sg.memoryBytes();
  return { calls: 100_000, bytesBefore: before, bytesAfter: after, grew: after > before };
}
