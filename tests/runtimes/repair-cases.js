// What structguard/repair answers in every runtime (rules X1, L1–L4): extraction, repair with
// each repair's kind and UTF-16 offsets, a reply cut off mid-value, and a stream's changes as
// they arrive, its JSON Patch and its end. readAll(sg) makes every call on an initialized entry
// and gives what came back as one JSON value, for runtimes that answer through a page or a
// socket; EXPECTED is that value.
const EXTRACT_REPLY = '了解です。\n```json\n{"step": 2, "reason": "完了"}\n```';
const REPAIR_REPLY = "Here you go:\n```json\n{name: 'Ann', tags: [\"x\" \"y\"], done: None, // checked\n}\n```";
const CUT_REPLY = '{"title": "Plan", "steps": [{"seq": 1}, {"seq": 2, "name": "Bu';
const STREAM_CHUNKS = ['Here: {"title": "Hel', 'lo", "n": [1', '2, tr', 'ue]}'];

export function readAll(sg) {
  const parser = sg.createStreamParser();
  const changes = STREAM_CHUNKS.map((chunk) => {
    parser.push(chunk);
    return parser.changes();
  });
  return {
    extracted: sg.extractJson(EXTRACT_REPLY),
    repaired: sg.repairJson(REPAIR_REPLY),
    cut: sg.repairJson(CUT_REPLY),
    changes,
    patch: sg.toJsonPatch(changes.flat(), undefined),
    streamed: parser.end(),
  };
}

export const EXPECTED = {
  extracted: {
    ok: true, strategy: 'fence', json: '{"step": 2, "reason": "完了"}', start: 14, end: 41, answerText: '了解です。', error: null,
  },
  repaired: {
    ok: true,
    json: '{"name": "Ann", "tags": ["x", "y"], "done": null \n}',
    value: { name: 'Ann', tags: ['x', 'y'], done: null },
    repairs: [
      { kind: 'prose_removed', offset: 0, end: 12, removed: 'Here you go:', inserted: '' },
      { kind: 'fence_removed', offset: 13, end: 20, removed: '```json', inserted: '' },
      { kind: 'unquoted_key', offset: 22, end: 26, removed: 'name', inserted: '"name"' },
      { kind: 'single_quotes', offset: 28, end: 29, removed: "'", inserted: '"' },
      { kind: 'single_quotes', offset: 32, end: 33, removed: "'", inserted: '"' },
      { kind: 'unquoted_key', offset: 35, end: 39, removed: 'tags', inserted: '"tags"' },
      { kind: 'missing_comma', offset: 45, end: 45, removed: '', inserted: ',' },
      { kind: 'unquoted_key', offset: 52, end: 56, removed: 'done', inserted: '"done"' },
      { kind: 'python_literal', offset: 58, end: 62, removed: 'None', inserted: 'null' },
      { kind: 'trailing_comma', offset: 62, end: 63, removed: ',', inserted: '' },
      { kind: 'comment', offset: 64, end: 74, removed: '// checked', inserted: '' },
      { kind: 'fence_removed', offset: 77, end: 80, removed: '```', inserted: '' },
    ],
    complete: true,
    lossless: true,
    incomplete: [],
    start: 21,
    end: 76,
    error: null,
  },
  cut: {
    ok: true,
    json: '{"title": "Plan", "steps": [{"seq": 1}, {"seq": 2, "name": "Bu"}]}',
    value: { title: 'Plan', steps: [{ seq: 1 }, { seq: 2, name: 'Bu' }] },
    repairs: [{ kind: 'truncated', offset: 62, end: 62, removed: '', inserted: '"}]}' }],
    complete: false,
    lossless: false,
    incomplete: ['', '/steps', '/steps/1', '/steps/1/name'],
    start: 0,
    end: 62,
    error: null,
  },
  changes: [
    [{ op: 'add', path: '', value: {} }, { op: 'add', path: '/title', value: 'Hel' }],
    [
      { op: 'append', path: '/title', text: 'lo' }, { op: 'add', path: '/n', value: [] }, { op: 'add', path: '/n/0', value: 1 },
      { op: 'complete', path: '/title' },
    ],
    [{ op: 'replace', path: '/n/0', value: 12 }, { op: 'complete', path: '/n/0' }],
    [{ op: 'add', path: '/n/1', value: true }, { op: 'complete', path: '/n/1' }, { op: 'complete', path: '/n' }, { op: 'complete', path: '' }],
  ],
  patch: [
    { op: 'add', path: '', value: {} },
    { op: 'add', path: '/title', value: 'Hel' },
    { op: 'replace', path: '/title', value: 'Hello' },
    { op: 'add', path: '/n', value: [] },
    { op: 'add', path: '/n/0', value: 1 },
    { op: 'replace', path: '/n/0', value: 12 },
    { op: 'add', path: '/n/1', value: true },
  ],
  streamed: {
    ok: true,
    json: '{"title": "Hello", "n": [12, true]}',
    value: { title: 'Hello', n: [12, true] },
    repairs: [{ kind: 'prose_removed', offset: 0, end: 5, removed: 'Here:', inserted: '' }],
    complete: true,
    lossless: true,
    incomplete: [],
    start: 6,
    end: 41,
    error: null,
  },
};
