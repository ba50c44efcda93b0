// What structguard/repair answers in every runtime (rules X1, L1–L4): extraction, repair with
// each repair's kind and UTF-16 offsets, a reply cut off mid-value, and a stream's changes as
// they arrive, its JSON Patch and its end. readAll(sg) makes every call on an initialized entry
// and gives what came back as one JSON value, for runtimes that answer through a page or a
// socket; EXPECTED is that value.
const EXTRACT_REPLY = '了解です。\n```json\n{"step": 2, "reason": "完了"}\n```';
const REPAIR_REPLY = "Here you go:\n```json\n{name: 'Ann', tags: [\"x\" \"y\"], done: None, // checked\n}\n```";
const CUT_REPLY = '{"title": "Plan", "steps": [{"seq": 1}, {"seq": 2, "name": "Bu';
const STREAM_CHUNKS = ['Here: {"title": "Hel', 'lo", "n": [1', '2, tr', 'ue]}'];

// One entry of a result's repairs.
const repair = (kind, offset, end, removed, inserted) => ({ kind, offset, end, removed, inserted });

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
      repair('prose_removed', 0, 12, 'Here you go:', ''), repair('fence_removed', 13, 20, '```json', ''), repair('unquoted_key', 22, 26, 'name', '"name"'),
      repair('single_quotes', 28, 29, "'", '"'), repair('single_quotes', 32, 33, "'", '"'), repair('unquoted_key', 35, 39, 'tags', '"tags"'),
      repair('missing_comma', 45, 45, '', ','), repair('unquoted_key', 52, 56, 'done', '"done"'), repair('python_literal', 58, 62, 'None', 'null'),
      repair('trailing_comma', 62, 63, ',', ''), repair('comment', 64, 74, '// checked', ''), repair('fence_removed', 77, 80, '```', ''),
    ],
    complete: true, lossless: true, incomplete: [], start: 21, end: 76, error: null,
  },
  cut: {
    ok: true,
    json: '{"title": "Plan", "steps": [{"seq": 1}, {"seq": 2, "name": "Bu"}]}',
    value: { title: 'Plan', steps: [{ seq: 1 }, { seq: 2, name: 'Bu' }] },
    repairs: [repair('truncated', 62, 62, '', '"}]}')],
    complete: false, lossless: false, incomplete: ['', '/steps', '/steps/1', '/steps/1/name'], start: 0, end: 62, error: null,
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
    repairs: [repair('prose_removed', 0, 5, 'Here:', '')],
    complete: true, lossless: true, incomplete: [], start: 6, end: 41, error: null,
  },
};
