// The inputs of the load tier: small everyday replies (most calls), and hostile or huge ones
// that come back now and then. Each hostile text is built once per thread, on first use.

export const MIB = 1 << 20;

const fenced = (json, label = 'json') => `Here you go.\n\n\`\`\`${label}\n${json}\n\`\`\`\n\nAnything else?`;

/** Replies a model really sends: strict, broken, truncated, wrapped in prose or reasoning. */
export const replies = {
  fenced: fenced('{"step": 2, "basis": "goal"}'),
  direct: '{"step": 1, "basis": "prev", "name": "Kick-off"}',
  wrongEnum: fenced('{"step": 2, "basis": "start"}'),
  wrongType: '[1, 2, 3]',
  trailingComma: fenced('{"step": 2, "basis": "goal",}'),
  python: "Sure! {'step': '2', basis: 'Goal ', done: True,}",
  truncated: 'Result: {"step": 3, "basis": "go',
  prose: 'I could not find anything to return.',
  think: '<think>maybe {"step": 0}</think>\n{"step": 4, "basis": "goal"}',
  openThink: '<think>still thinking {"step": 1',
  placeholders: 'Fill in {name}: {"step": 5, "basis": "prev"} and {other}.',
  ndjson: '{"step": 1, "basis": "goal"}\n{"step": 2, "basis": "prev"}',
  loneSurrogates: 'lone \ud800 here: {"step": 6, "basis": "goal", "note": "\udc00x\ud83d"}',
  japanese: '工程です。\n```json\n{"step": 7, "basis": "goal", "name": "設計レビュー 🚀"}\n```',
  otherFence: fenced('step = 2', 'toml'),
  smartQuotes: '{“step”: 8, ‘basis’: ‘prev’}',
};

function memo(build) {
  let value;
  return () => (value ??= build());
}

const stepObject = '{"step": 1, "basis": "goal", "name": "Review the draft"}';

/** Hostile and huge texts (100 KB to 1 MiB), built lazily. */
export const hostile = {
  deepArrays: memo(() => '['.repeat(100_000)),
  deepObjects: memo(() => '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000)),
  unterminatedString: memo(() => '{"step": 1, "basis": "' + 'x'.repeat(100_000)),
  bigArray: memo(() => '[' + '0,'.repeat(99_999) + '0]'),
  manyFences: memo(() => '```\n{}\n```\n'.repeat(10_000)),
  manyBraces: memo(() => '{x} {'.repeat(20_000)),
  manyQuotes: memo(() => `{"a": "${'\\"'.repeat(50_000)}`),
  surrogateStorm: memo(() => '{"a": "' + '\ud800\udfff\udc00'.repeat(30_000) + '"}'),
  // ~1 MiB of strict JSON, and ~1 MiB of prose around a small fenced value.
  hugeJson: memo(() => '[' + Array(Math.floor(MIB / (stepObject.length + 1))).fill(stepObject).join(',') + ']'),
  hugeProse: memo(() => 'lorem ipsum dolor '.repeat(Math.floor(MIB / 18)) + replies.fenced),
  hugeBroken: memo(() => "{'rows': [" + "{'a': 1, b: True,},".repeat(Math.floor(MIB / 20))),
  hugeInstruction: memo(() => 'Review the plan carefully. '.repeat(Math.floor(MIB / 27))),
};

/** Bytes that are not UTF-8: overlong, surrogate halves, stray continuations, a cut sequence. */
export const invalidUtf8 = Uint8Array.from([
  0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x80, 0xff, 0xfe, 0x22, 0x7d, 0xe2, 0x82,
]);

export const planSchema = {
  type: 'object',
  properties: {
    step: { type: 'integer', minimum: 1 },
    basis: { enum: ['goal', 'prev'] },
    name: { type: 'string', maxLength: 200 },
    note: { type: 'string' },
  },
  required: ['step', 'basis'],
};

/** Patterns that backtracking engines take exponential time on, and formats. */
export const regexSchema = {
  type: 'object',
  properties: {
    code: { type: 'string', pattern: '^(a|aa)+$' },
    words: { type: 'string', pattern: '^(\\w+\\s?)*$' },
    mail: { type: 'string', format: 'email' },
  },
  patternProperties: { '^x-([a-z]+-?)*$': { type: 'string', pattern: '(x+x+)+y' } },
};

export const regexValues = {
  code: 'a'.repeat(5_000) + '!',
  words: 'word '.repeat(2_000) + '!',
  mail: 'a@b.example',
  ['x-' + 'ab-'.repeat(500) + '!']: 'x'.repeat(5_000),
};

/** A schema of n properties (a big schema to compile, lint and convert). */
export function wideSchema(n) {
  const properties = {};
  for (let i = 0; i < n; i++) properties[`field${i}`] = { type: i % 2 ? 'string' : 'integer', description: `Field ${i}` };
  return { type: 'object', properties, required: Object.keys(properties) };
}

/** A schema nested `depth` levels through `properties`. */
export function deepSchema(depth) {
  return '{"type":"object","properties":{"a":'.repeat(depth) + '{}' + '}}'.repeat(depth);
}

/** A plan of n steps, each depending on the one before. */
export function chainPlan(n) {
  return Array.from({ length: n }, (_, i) => (i === 0 ? { seq: 1 } : { seq: i + 1, dependsOn: [i] }));
}
