// Schemas of any width (issue 17): compileSchema, lintSchema, toStrictSchema and exampleInstance
// on object schemas of 10,000 and 100,000 properties. Work must be linear: the microseconds per
// property stay flat from one size to the next (the quadratic versions took 29-41 s to compile
// 100,000). Also parseReply with coercion of a reply whose every key is in capitals (issue 26:
// 1,000 such keys took 98 s), 10,000 strings against an enum of that many members (issue 36:
// membership is hashed, so the microseconds per item stay flat; a scan took 9.8 s for 100,000
// items against 10,000 members), and the wasm memory after the run, which never shrinks.
import { init } from 'structguard';

function wideSchema(count) {
  const names = Array.from({ length: count }, (_, i) => `p${i}`);
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((n) => [n, { type: 'integer', minimum: 0 }])),
    required: names,
  };
}

// The object the schema describes, every key in capitals: each one renamed by coercion (L5).
function capitalKeysReply(count) {
  return JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`P${i}`, i])));
}

function enumOf(count) {
  return { type: 'array', items: { enum: Array.from({ length: count }, (_, i) => `value-${i}`) } };
}

function microsPerProperty(count, run) {
  const start = performance.now();
  run();
  return Number((((performance.now() - start) * 1000) / count).toFixed(2));
}

export async function schemaWidth() {
  const sg = await init();
  const sizes = [];
  for (const count of [10000, 100000]) {
    const schema = JSON.stringify(wideSchema(count));
    const validator = sg.compileSchema(schema);
    const reply = capitalKeysReply(count);
    sizes.push({
      properties: count,
      usPerProperty: {
        compileSchema: microsPerProperty(count, () => sg.compileSchema(schema).free()),
        lintSchema: microsPerProperty(count, () => sg.lintSchema(schema, 'anthropic')),
        toStrictSchema: microsPerProperty(count, () => sg.toStrictSchema(schema, 'gemini')),
        exampleInstance: microsPerProperty(count, () => sg.exampleInstance(schema, undefined, { maxSteps: 2 * count })),
        parseReplyKeyCase: microsPerProperty(count, () => validator.parseReply(reply, { coerce: true })),
      },
    });
    validator.free();
    const members = sg.compileSchema(enumOf(count));
    const items = Array.from({ length: 10000 }, (_, i) => `value-${(i * 7919) % count}`);
    sizes.at(-1).usPerEnumItem = microsPerProperty(items.length, () => members.validate(items));
    members.free();
  }
  return { sizes, memoryBytesAfter: sg.memoryBytes() };
}
