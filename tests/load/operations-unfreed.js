// Validators and stream parsers that are never freed: the FinalizationRegistry of
// npm/src/schema.js and npm/src/repair.js must release them once they are collected. The
// collection is forced (gc() every 64 calls): V8 does not count wasm memory, so without it a
// collection may come only after the wasm memory has grown by gigabytes (a compiled schema
// holds at least 128 KiB of it while it lives).
import { kase } from './harness.js';
import { planSchema, regexSchema, wideSchema } from './inputs.js';

const COLLECT_EVERY = 64;

function forgetting(sg, gc) {
  if (!gc) throw new Error('the unfreed-objects operation needs gc(): run it through memory.test.js, which enables it');
  let made = 0;
  const forgotten = (label, make, calls) => kase(label, async () => {
    const result = make();
    if (++made % COLLECT_EVERY === 0) {
      gc();
      await new Promise((resolve) => setImmediate(resolve)); // the registry's callbacks run here
    }
    return result;
  }, (r) => r !== undefined, calls);
  const wide = wideSchema(2000);
  return {
    common: [
      forgotten('validator', () => sg.compileSchema(planSchema).validate({ step: 1, basis: 'goal' }), 2),
      forgotten('stream parser', () => sg.createStreamParser().push('{"steps": [1, 2'), 2),
      forgotten('regex validator', () => sg.compileSchema(regexSchema).validateJson('{"code": "aaa"}'), 2),
    ],
    rare: [{ times: 20, case: forgotten('wide validator', () => sg.compileSchema(wide).validateJson('{}'), 2) }],
  };
}

export const unfreedOperations = [
  { name: 'unfreed Validator/StreamParser', calls: 100_000, async: true, cases: (sg, { gc }) => forgetting(sg, gc) },
];
