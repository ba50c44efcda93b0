// sg.checkDependencies and sg.resolveDependencies through the built package (rules G1-G5).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();

// A fixed-seed generator (mulberry32): the random plans are the same on every run.
function generator(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The same steps as objects that are not plain, which makes graph.js send JSON instead of
// the compact form: both must give the same result.
const asJsonPath = (steps) => steps.map((step) => Object.assign(Object.create({ kind: 'step' }), step));

test('G1 a valid plan: ok, its order, no errors', () => {
  const steps = [
    { seq: 1, name: '要件整理', dependsOn: [] },
    { seq: 2, name: '設計', dependsOn: [1] },
    { seq: 3, name: '実装', dependsOn: [1, 2] },
  ];
  assert.deepEqual(sg.checkDependencies(steps), { ok: true, order: [1, 2, 3], errors: [], truncated: false });
  assert.deepEqual(sg.checkDependencies(asJsonPath(steps)), { ok: true, order: [1, 2, 3], errors: [], truncated: false });
});

test('G1 empty and one-step plans', () => {
  assert.deepEqual(sg.checkDependencies([]), { ok: true, order: [], errors: [], truncated: false });
  assert.deepEqual(sg.checkDependencies([{ seq: 1 }]).order, [1]);
});

test('G1 gap and duplicate in one plan, with seqs and JSON Pointers', () => {
  const r = sg.checkDependencies([{ seq: 1 }, { seq: 2 }, { seq: 2 }, { seq: 5 }]);
  assert.equal(r.ok, false);
  assert.equal(r.order, null);
  assert.deepEqual(r.errors, [
    {
      code: 'ValidationFailed',
      category: 'duplicate',
      message: 'seq 2 is used again: the step at /1 has it already',
      seqs: [2],
      instanceLocation: '/2/seq',
    },
    {
      code: 'ValidationFailed',
      category: 'gap',
      message: 'seqs 3 to 4 are missing: 4 steps must be numbered 1 to 4; the numbering jumps from 2 to 5',
      seqs: [3, 4],
      instanceLocation: '/3/seq',
    },
  ]);
});

test('G2 forward, self and unknown references', () => {
  const r = sg.checkDependencies([{ seq: 1, dependsOn: [2] }, { seq: 2, dependsOn: [2, 9] }]);
  assert.deepEqual(
    r.errors.map((e) => [e.category, e.seqs, e.instanceLocation]),
    [
      ['forward', [1, 2], '/0/dependsOn/0'],
      ['self', [2], '/1/dependsOn/0'],
      ['unknown', [2, 9], '/1/dependsOn/1'],
    ],
  );
});

test('G3 cycle path is reported with forward references allowed', () => {
  const steps = [
    { seq: 1, dependsOn: [3] },
    { seq: 2, dependsOn: [1] },
    { seq: 3, dependsOn: [2] },
  ];
  const expected = {
    ok: false,
    order: null,
    errors: [
      {
        code: 'ValidationFailed',
        category: 'cycle',
        message: 'steps depend on each other in a circle: 1 → 2 → 3 → 1 (each step depends on the one before it)',
        seqs: [1, 2, 3],
        instanceLocation: '/0/dependsOn/0',
        path: [1, 2, 3],
      },
    ],
    truncated: false,
  };
  assert.deepEqual(sg.checkDependencies(steps, { allowForward: true }), expected);
  assert.deepEqual(sg.checkDependencies(asJsonPath(steps), { allowForward: true }), expected);
  assert.deepEqual(sg.checkDependencies(steps).errors.map((e) => e.category), ['forward']);
});

test('G3 allowed forward references run smallest available seq first', () => {
  const r = sg.checkDependencies([{ seq: 1, dependsOn: [3] }, { seq: 2 }, { seq: 3 }], { allowForward: true });
  assert.deepEqual(r.order, [2, 3, 1]);
});

test('G5 values that are not seqs are invalid errors, never exceptions', () => {
  const r = sg.checkDependencies([{ seq: '1' }, { seq: 2.5 }, { name: 'x' }, 'step', { seq: 5, dependsOn: 'all' }]);
  assert.deepEqual(
    r.errors.filter((e) => e.category === 'invalid').map((e) => [e.instanceLocation, e.message]),
    [
      ['/0/seq', '"seq" must be a whole number from 1, got "1"'],
      ['/1/seq', '"seq" must be a whole number from 1, got 2.5'],
      ['/2', 'the step has no "seq"; steps are numbered 1, 2, 3, … by it'],
      ['/3', 'a step must be an object with a "seq", got "step"'],
      ['/4/dependsOn', '"dependsOn" must be an array of seqs, got "all"'],
    ],
  );
  assert.deepEqual(sg.checkDependencies({ steps: [] }).errors[0].message,
    'the steps must be an array of step objects, got an object');
  assert.equal(sg.checkDependencies(null).errors[0].category, 'invalid');
});

test('G5 field names are options; maxErrors caps the list', () => {
  const r = sg.checkDependencies([{ no: 1 }, { no: 2, after: [3] }, { no: 3 }], { seqField: 'no', dependsOnField: 'after' });
  assert.deepEqual(r.errors.map((e) => e.instanceLocation), ['/1/after/0']);
  const capped = sg.checkDependencies([{ seq: 1, dependsOn: [1, 1, 1] }], { maxErrors: 1 });
  assert.equal(capped.errors.length, 1);
  assert.equal(capped.truncated, true);
});

test('programmer errors throw TypeError', () => {
  assert.throws(() => sg.checkDependencies(), TypeError);
  assert.throws(() => sg.checkDependencies([], { allowForward: 'yes' }), /options.allowForward must be true or false/);
  assert.throws(() => sg.checkDependencies([], { seqField: 1 }), TypeError);
  assert.throws(() => sg.checkDependencies([], { maxErrors: -1 }), TypeError);
  assert.throws(() => sg.resolveDependencies([], [1, 2]), /idsBySeq must be an object or a Map/);
  assert.throws(() => sg.resolveDependencies([], null), TypeError);
});

test('G5 property: the compact and JSON crossings give the same result', () => {
  const random = generator(42);
  for (let round = 0; round < 300; round++) {
    const count = Math.floor(random() * 10);
    const steps = [];
    for (let i = 0; i < count; i++) {
      const dependsOn = [];
      for (let k = Math.floor(random() * 4); k > 0; k--) dependsOn.push(Math.floor(random() * (count + 3)) - 1);
      steps.push({ seq: random() < 0.1 ? Math.floor(random() * (count + 3)) - 1 : i + 1, dependsOn });
    }
    const options = { allowForward: round % 2 === 1 };
    assert.deepEqual(sg.checkDependencies(steps, options), sg.checkDependencies(asJsonPath(steps), options), JSON.stringify(steps));
  }
});

test('G1 100,000 steps with 300,000 dependencies are checked', () => {
  const random = generator(7);
  const steps = [];
  for (let seq = 1; seq <= 100000; seq++) {
    const dependsOn = seq === 1 ? [] : [0, 1, 2].map(() => 1 + Math.floor(random() * (seq - 1)));
    steps.push({ seq, name: `step ${seq}`, dependsOn });
  }
  const r = sg.checkDependencies(steps);
  assert.equal(r.ok, true);
  assert.equal(r.order.length, 100000);
  assert.equal(r.order[99999], 100000);
});

test('G4 dependsOn is rewritten to ids; steps come back in run order', () => {
  const steps = [
    { seq: 2, name: '設計', basis: 'prev', offsetDays: 3, dependsOn: [1] },
    { seq: 1, name: '要件整理', basis: 'goal', offsetDays: -14, dependsOn: [] },
  ];
  assert.deepEqual(sg.resolveDependencies(steps, { 1: 'a1', 2: 'b2' }), {
    ok: true,
    steps: [
      { seq: 1, name: '要件整理', basis: 'goal', offsetDays: -14, dependsOn: [] },
      { seq: 2, name: '設計', basis: 'prev', offsetDays: 3, dependsOn: ['a1'] },
    ],
    errors: [],
    truncated: false,
  });
  const fromMap = sg.resolveDependencies(steps, new Map([[1, 101], [2, 102]]));
  assert.deepEqual(fromMap.steps[1].dependsOn, [101]);
});

test('G4 all or nothing: any error returns no steps', () => {
  const broken = sg.resolveDependencies([{ seq: 1 }, { seq: 2, dependsOn: [3] }], { 1: 'a', 2: 'b' });
  assert.equal(broken.ok, false);
  assert.equal(broken.steps, null);
  assert.deepEqual(broken.errors.map((e) => e.category), ['unknown']);
  const unmapped = sg.resolveDependencies([{ seq: 1 }, { seq: 2, dependsOn: [1] }], { 1: 'a' });
  assert.equal(unmapped.steps, null);
  assert.deepEqual(unmapped.errors.map((e) => [e.category, e.message, e.instanceLocation]), [
    ['unmapped', 'seq 2 has no id in idsBySeq', '/1/seq'],
  ]);
  const shared = sg.resolveDependencies([{ seq: 1 }, { seq: 2 }], { 1: 'x', 2: 'x' });
  assert.deepEqual(shared.errors.map((e) => [e.category, e.seqs]), [['duplicate', [1, 2]]]);
});

test('G4 property: every resolved dependency points to an earlier step', () => {
  const random = generator(2024);
  for (let round = 0; round < 200; round++) {
    const count = 1 + Math.floor(random() * 30);
    const allowForward = round % 2 === 1;
    const rank = Array.from({ length: count }, (_, i) => i + 1);
    if (allowForward) rank.sort(() => random() - 0.5);
    const steps = rank.map((seq, position) => ({
      seq,
      dependsOn: rank.slice(0, position).filter(() => random() < 0.3),
    }));
    steps.sort(() => random() - 0.5);
    const ids = Object.fromEntries(rank.map((seq) => [seq, `id-${seq * 31}`]));
    const r = sg.resolveDependencies(steps, ids, { allowForward });
    assert.equal(r.ok, true, JSON.stringify(steps));
    const position = new Map(r.steps.map((step, i) => [ids[step.seq], i]));
    r.steps.forEach((step, i) => {
      for (const id of step.dependsOn) assert.ok(position.get(id) < i, `${id} before step ${step.seq}`);
    });
  }
});

test('G4 lone surrogates in step text cross as U+FFFD instead of failing', () => {
  const r = sg.resolveDependencies([{ seq: 1, name: 'a\uD800b\uDC00c' }, { seq: '\uD800' }], { 1: 'x\uDFFF' });
  assert.deepEqual(r.errors.map((e) => [e.category, e.message]), [
    ['invalid', '"seq" must be a whole number from 1, got "\uFFFD"'],
    ['gap', 'seq 2 is missing: 2 steps must be numbered 1 to 2'],
  ]);
  const ok = sg.resolveDependencies([{ seq: 1, name: 'a\uD800b', note: '\\ud800 stays text' }], { 1: 'x\uDFFF' });
  assert.deepEqual(ok.steps, [{ seq: 1, name: 'a\uFFFDb', note: '\\ud800 stays text' }]);
});
