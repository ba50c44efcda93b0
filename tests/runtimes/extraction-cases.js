// The extraction cases every runtime must answer the same way (rules X1, X2, X6, X7).
export const cases = [
  {
    reply: '了解です。\n```json\n{"step": 2, "reason": "完了"}\n```',
    expect: { ok: true, strategy: 'fence', json: '{"step": 2, "reason": "完了"}', answerText: '了解です。' },
  },
  {
    reply: 'Draft:\n```json\n{"v":1}\n```\nFinal:\n```json\n{"v":2}\n```',
    expect: { ok: true, strategy: 'fence', json: '{"v":2}' },
  },
  {
    reply: 'Result: {"ok": true} — done',
    expect: { ok: true, strategy: 'brace', json: '{"ok": true}' },
  },
  {
    reply: '```json\n{"a": [1,]}\n```',
    expect: { ok: false, strategy: 'fence', errorCode: 'JsonParseError', errorOffset: 17 },
  },
  {
    reply: 'no json at all',
    expect: { ok: false, strategy: null, errorCode: 'MissingFence', answerText: 'no json at all' },
  },
];

// The fields of a result that `expect` names, in the same shape, for deepEqual.
export function project(result, expect) {
  const seen = {};
  for (const key of Object.keys(expect)) {
    if (key === 'errorCode') seen[key] = result.error?.code ?? null;
    else if (key === 'errorOffset') seen[key] = result.error?.offset ?? null;
    else seen[key] = result[key];
  }
  return seen;
}
