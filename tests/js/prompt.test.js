// The prompt module through the built package, as users call it (rules P1-P7). The golden files
// and their inputs are the native suite's (tests/golden/prompt/): both sides must write the
// same bytes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { init } from 'structguard';

const sg = await init();
const goldenDir = new URL('../golden/prompt/', import.meta.url);
const cases = JSON.parse(await readFile(new URL('cases.json', goldenDir), 'utf8'));
const golden = (name) => readFile(new URL(name, goldenDir), 'utf8');

const callers = {
  composeSystemPrompt: (c) => {
    const result = sg.composeSystemPrompt(c.request);
    assert.equal(result.ok, true, JSON.stringify(result.error));
    return result.text;
  },
  buildSessionPrompt: (c) => sg.buildSessionPrompt(c.context, c.options),
  buildJudgmentPrompt: (c) => sg.buildJudgmentPrompt(c.request),
  injectJsonInstruction: (c) => sg.injectJsonInstruction(c.prompt, c.schema),
};

const INSTRUCTION = 'You are the release assistant.';
const defaults = (language) => sg.composeSystemPrompt({ instruction: INSTRUCTION, language }).text;
const utf8Bytes = (text) => new TextEncoder().encode(text).length;

test('P1-P5 every golden prompt comes out of the package byte for byte', async () => {
  assert.ok(cases.length >= 15);
  for (const c of cases) {
    assert.equal(callers[c.call](c), await golden(c.golden), c.golden);
  }
});

test('P5 the schema is shown exactly as JSON.stringify(schema, null, 2) shows it', () => {
  for (const c of cases.filter((entry) => entry.call === 'injectJsonInstruction')) {
    const text = sg.injectJsonInstruction(c.prompt, c.schema);
    assert.ok(text.endsWith('\n```json\n' + JSON.stringify(c.schema, null, 2) + '\n```'), c.golden);
    assert.equal(sg.injectJsonInstruction(c.prompt, JSON.stringify(c.schema)), text);
  }
});

test('P5 the seed form: prompt, ---, the IMPORTANT line, the schema in a json fence', () => {
  assert.equal(
    sg.injectJsonInstruction('Judge it.', { type: 'object' }),
    'Judge it.\n---\nIMPORTANT: You MUST respond with ONLY a valid JSON object matching this schema. ' +
      'No other text, no markdown code blocks, no explanation.\n```json\n{\n  "type": "object"\n}\n```',
  );
  assert.throws(() => sg.injectJsonInstruction('p', '{"type": }'), {
    name: 'TypeError',
    message: /^injectJsonInstruction: invalid JSON on line 1/,
  });
  assert.throws(() => sg.injectJsonInstruction('p', '[1]'), { name: 'TypeError', message: /must be a JSON object/ });
  assert.throws(() => sg.injectJsonInstruction('p', ['a']), TypeError);
});

test('P1 without overrides the system prompt is byte-identical to the defaults', () => {
  const plain = sg.composeSystemPrompt({ instruction: INSTRUCTION });
  assert.deepEqual(plain, {
    ok: true,
    text: defaults('en'),
    overridesForm: 'none',
    overridden: [],
    autoWrapped: [],
    warnings: [],
    error: null,
  });
  for (const overrides of [undefined, null, '', '  \n', {}, '{}', { persistence_policy: null }]) {
    assert.equal(sg.composeSystemPrompt({ instruction: INSTRUCTION, overrides }).text, plain.text, String(overrides));
  }
  assert.notEqual(defaults('ja'), defaults('en'));
  assert.match(defaults('ja'), /^You are the release assistant\.\n\n<persistence_policy>\n- あなたはエージェントです。/);
});

test('P2 raw text is appended as the extra policy', () => {
  const r = sg.composeSystemPrompt({ instruction: INSTRUCTION, overrides: '<runtime_policy>\n- Be brief.\n</runtime_policy>\n' });
  assert.equal(r.text, defaults('en') + '\n\n<runtime_policy>\n- Be brief.\n</runtime_policy>');
  assert.equal(r.overridesForm, 'text');
  assert.deepEqual(r.overridden, ['extra_policy']);
});

test('P2 an object and its JSON text override the same way, with tags added where missing', () => {
  const overrides = {
    uncertainty_policy: '- State assumptions explicitly.',
    tool_preamble_policy: '<tool_preamble_policy>\n- Say what you will do.\n</tool_preamble_policy>',
    extra_policy: '- Prefer official sources first.',
  };
  const fromObject = sg.composeSystemPrompt({ instruction: INSTRUCTION, overrides });
  const fromText = sg.composeSystemPrompt({ instruction: INSTRUCTION, overrides: JSON.stringify(overrides, null, 2) });
  assert.deepEqual(fromText, fromObject);
  assert.equal(fromObject.overridesForm, 'json');
  assert.deepEqual(fromObject.overridden, ['uncertainty_policy', 'tool_preamble_policy', 'extra_policy']);
  assert.deepEqual(fromObject.autoWrapped, ['uncertainty_policy']);
  assert.ok(fromObject.text.includes('\n\n<uncertainty_policy>\n- State assumptions explicitly.\n</uncertainty_policy>\n\n'));
  assert.ok(fromObject.text.endsWith('</tool_preamble_policy>\n\n- Prefer official sources first.'));
});

test('P2 unknown keys are ignored and reported as warnings', () => {
  const r = sg.composeSystemPrompt({ instruction: INSTRUCTION, overrides: { temperature: 0.2, persona: 'pirate' } });
  assert.equal(r.ok, true);
  assert.equal(r.text, defaults('en'));
  assert.deepEqual(
    r.warnings.map(({ code, key }) => `${code}:${key}`),
    ['UnknownKey:temperature', 'UnknownKey:persona'],
  );
});

test('P2 overrides that start with { but are not JSON are an error positioned in UTF-16 units', () => {
  const overrides = '{"extra_policy": "日本語🙂",}';
  const r = sg.composeSystemPrompt({ instruction: INSTRUCTION, overrides });
  assert.equal(r.ok, false);
  assert.equal(r.text, null);
  assert.equal(r.error.code, 'JsonParseError');
  assert.equal(overrides[r.error.offset], '}');
  assert.equal(r.error.column, r.error.offset + 1);
  const typed = sg.composeSystemPrompt({ instruction: INSTRUCTION, overrides: { persistence_policy: 3 } });
  assert.equal(typed.error.code, 'SchemaMismatch');
  assert.equal(typed.error.offset, null);
});

test('P1 programmer errors throw a TypeError that names the argument', () => {
  assert.throws(() => sg.composeSystemPrompt({ instruction: 3 }), /request\.instruction must be a string/);
  assert.throws(() => sg.composeSystemPrompt({ language: 'fr' }), /request\.language must be 'en' or 'ja', got 'fr'/);
  assert.throws(() => sg.composeSystemPrompt({ overrides: ['x'] }), /request\.overrides must be a string or an object/);
  assert.throws(() => sg.composeSystemPrompt('text'), /request must be an object/);
});

test('P3 the session prompt is Japanese by default and lists the context given', () => {
  const context = { industry: '食品製造', goal: '12月に発売する' };
  const prompt = sg.buildSessionPrompt(context);
  assert.equal(prompt, sg.buildSessionPrompt(context, { language: 'ja' }));
  assert.ok(prompt.includes('## セッションの前提\n\n- 業種: 食品製造\n- 目標: 12月に発売する\n\n## 言語'));
  assert.ok(sg.buildSessionPrompt(context, { language: 'en' }).includes('- Industry: 食品製造\n- Goal: 12月に発売する'));
  assert.ok(prompt.includes('ai_chat_process_template.v1'));
  assert.throws(() => sg.buildSessionPrompt({ goal: 42 }), /context\.goal must be a string/);
  assert.throws(() => sg.buildSessionPrompt({}, { language: 'de' }), TypeError);
});

test('P4 judgment prompts: modes, the configurable tag, and requests that cannot work', () => {
  const rules = ['Approved', 'Needs changes'];
  const structured = sg.buildJudgmentPrompt({ rules });
  assert.ok(structured.includes('| 1 | Approved |\n| 2 | Needs changes |'));
  assert.ok(structured.endsWith('- [MOVEMENT:1] — rule 1\n- [MOVEMENT:2] — rule 2'));
  assert.doesNotMatch(structured, /MUST|IMPORTANT|\*\*/);
  assert.equal(sg.buildJudgmentPrompt({ rules, mode: null, tagName: null, language: null, report: null }), structured);
  const tag = sg.buildJudgmentPrompt({ rules, mode: 'tag', tagName: 'REVIEW' });
  assert.ok(tag.includes('Output the tag of the matching rule on one line'));
  assert.ok(tag.endsWith('- [REVIEW:1] — rule 1\n- [REVIEW:2] — rule 2'));
  assert.throws(() => sg.buildJudgmentPrompt({ rules: [] }), {
    name: 'TypeError',
    message: 'buildJudgmentPrompt: there are no rules to judge against',
  });
  assert.throws(() => sg.buildJudgmentPrompt({ rules, tagName: 'A B' }), /the tag name "A B" must be/);
  assert.throws(() => sg.buildJudgmentPrompt({ rules, mode: 'json' }), /request\.mode must be 'structured' or 'tag'/);
  assert.throws(() => sg.buildJudgmentPrompt({ rules: [1] }), /request\.rules\[0\] must be a string/);
});

test('P6 estimateTokens is ceil(UTF-8 bytes / 4)', () => {
  assert.deepEqual(
    ['', 'a', 'abcd', 'abcde', '日本語', '日本語です', '🙂', '\ud800'].map((text) => sg.estimateTokens(text)),
    [0, 1, 1, 2, 3, 4, 1, 1],
  );
});

const chat = (...contents) => contents.map((content, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content }));

test('P6 assembleHistory: window, roles, budget, and the report of what was dropped', () => {
  const messages = [{ role: 'system', content: 'rules' }, ...chat('x'.repeat(40), 'x'.repeat(40), 'x'.repeat(40), 'x'.repeat(36))];
  const r = sg.assembleHistory(messages, { maxTokensBudget: 19 });
  assert.deepEqual(r, {
    messages: [messages[3], messages[4]],
    included: [
      { index: 3, tokens: 10, forced: true },
      { index: 4, tokens: 9, forced: true },
    ],
    dropped: [
      { index: 0, reason: 'role' },
      { index: 1, reason: 'budget' },
      { index: 2, reason: 'budget' },
    ],
    budget: 19,
    usedTokens: 19,
    overBudget: false,
    systemTokens: 0,
  });
  assert.equal(r.messages[0], messages[3]); // the caller's own objects
  const everything = sg.assembleHistory(messages, { maxTokensBudget: 1000 });
  assert.deepEqual(everything.messages, messages.slice(1));
  const nothing = sg.assembleHistory(messages, { maxTokensBudget: 0 });
  assert.deepEqual(nothing.messages, [messages[3], messages[4]]);
  assert.equal(nothing.overBudget, true);
});

test('issue 26 P6 assembleHistory refuses a size over 2^32 - 1, which the core would read as a smaller one', () => {
  const messages = [{ role: 'user', content: 'hi' }];
  for (const name of ['windowSize', 'modelContextLimit', 'responseMaxTokens', 'safetyMarginTokens', 'systemTokens', 'maxTokensBudget']) {
    assert.throws(() => sg.assembleHistory(messages, { [name]: 2 ** 32 }), {
      name: 'RangeError', message: `assembleHistory: options.${name} must be at most 4294967295 (2^32 - 1), got 4294967296`,
    });
  }
  assert.throws(() => sg.assembleHistory(messages, { systemPrompt: 'big', tokenCounter: () => 5e9 }), {
    name: 'RangeError', message: 'assembleHistory: options.tokenCounter(systemPrompt) must be at most 4294967295 (2^32 - 1), got 5000000000',
  });
  assert.equal(sg.assembleHistory(messages, { maxTokensBudget: 2 ** 32 - 1 }).messages.length, 1);
});

test('P6 the budget formula, with the system prompt estimated or counted', () => {
  const messages = chat('q', 'a');
  const r = sg.assembleHistory(messages, { modelContextLimit: 8000, systemPrompt: 'x'.repeat(2400) });
  assert.equal(r.systemTokens, 600);
  assert.equal(r.budget, 8000 - (1200 + 200) - 600);
  const tight = sg.assembleHistory(messages, { modelContextLimit: 1000, systemTokens: 500 });
  assert.equal(tight.budget, -900);
  assert.equal(tight.messages.length, 2);
  assert.throws(() => sg.assembleHistory(messages, { systemTokens: 1, systemPrompt: 'x' }), /not both/);
  assert.throws(() => sg.assembleHistory(messages, { windowSize: -1 }), /options\.windowSize must be a whole number/);
  assert.throws(() => sg.assembleHistory([{ role: 'user' }]), /messages\[0\]\.content must be a string/);
  assert.deepEqual(sg.assembleHistory([{ role: 'tool', content: { rows: 3 } }]).dropped, [{ index: 0, reason: 'role' }]);
});

test('P6 Japanese text counts 3 bytes a character against the budget', () => {
  const messages = chat('工程表を作ってください', 'はい、目標日を教えてください。', '十二月一日です', '承知しました');
  assert.deepEqual(
    sg.assembleHistory(messages, { maxTokensBudget: 32 }).included.map(({ tokens }) => tokens),
    [9, 12, 6, 5],
  );
  assert.equal(sg.assembleHistory(messages, { maxTokensBudget: 31 }).messages.length, 3);
});

test('P6 a caller-supplied token counter replaces the estimate, for the messages that can be sent', () => {
  const messages = [...chat('one', 'two', 'three', 'four', 'five', 'six'), { role: 'tool', content: 'ignored' }];
  const seen = [];
  const words = (text) => {
    seen.push(text);
    return text.split(' ').length * 7;
  };
  const r = sg.assembleHistory(messages, { windowSize: 4, maxTokensBudget: 21, tokenCounter: words, systemPrompt: 'a b' });
  assert.deepEqual(seen.sort(), ['a b', 'five', 'four', 'six', 'three']);
  assert.equal(r.systemTokens, 14);
  assert.deepEqual(r.included, [
    { index: 3, tokens: 7, forced: false },
    { index: 4, tokens: 7, forced: true },
    { index: 5, tokens: 7, forced: true },
  ]);
  assert.deepEqual(r.dropped.map(({ index, reason }) => `${index}:${reason}`), ['0:window', '1:window', '2:budget', '6:role']);

  // A counter that reproduces the estimate gives exactly the estimate's result.
  const estimate = (text) => Math.ceil(utf8Bytes(text) / 4);
  const long = chat('日本語の質問です', 'x'.repeat(90), '短い', 'y'.repeat(13));
  for (const maxTokensBudget of [0, 5, 9, 30, 100]) {
    assert.deepEqual(
      sg.assembleHistory(long, { maxTokensBudget, tokenCounter: estimate }),
      sg.assembleHistory(long, { maxTokensBudget }),
    );
  }
  assert.throws(() => sg.assembleHistory(long, { tokenCounter: () => 1.5 }), /tokenCounter must return a whole number/);
  assert.throws(() => sg.assembleHistory(long, { tokenCounter: 3 }), /tokenCounter must be a function/);
});

test('P6 with a token counter and the default window, only the last 12 user/assistant messages are counted (issue 18: the core names them)', () => {
  const messages = chat(...Array.from({ length: 15 }, (_, i) => `m${i}`));
  messages.splice(14, 0, { role: 'system', content: 'not counted' });
  const seen = [];
  const r = sg.assembleHistory(messages, { tokenCounter: (text) => seen.push(text) && 1 });
  assert.deepEqual(seen, Array.from({ length: 12 }, (_, i) => `m${i + 3}`));
  assert.deepEqual(r.dropped.map(({ index, reason }) => `${index}:${reason}`), ['0:window', '1:window', '2:window', '14:role']);
  seen.length = 0;
  sg.assembleHistory(messages, { tokenCounter: (text) => seen.push(text) && 1, windowSize: 0 });
  assert.deepEqual(seen, []);
});

// Issue 18: text that crosses as a string is made well-formed first, as everywhere else; a lone
// surrogate used to swallow the character after it (it reached the core as one 4-byte code point).
test('P1-P7 a lone surrogate in a text reads as one U+FFFD and takes nothing with it', () => {
  const lone = (text) => text.replace(/\uFFFD/g, '\uD800');
  const same = (run, text) => assert.deepEqual(run(lone(text)), run(text), text);
  same((text) => sg.composeSystemPrompt({ instruction: text }), 'a\uFFFDb');
  same((text) => sg.composeSystemPrompt({ overrides: text }), 'extra \uFFFDz');
  same((text) => sg.composeSystemPrompt({ overrides: { extra_policy: text, ['k' + text]: 'v' } }), 'p\uFFFDq');
  same((text) => sg.injectJsonInstruction(text, { type: 'object' }), 'p\uFFFDq');
  same((text) => sg.estimateTokens(text), '\uFFFD\uFFFDab');
  same((text) => sg.toolOutput(text, { threshold: 2 }), 'x\uFFFDy\nz');
  same((text) => sg.toolResultText({ summary: text, content: `c${text}` }), 's\uFFFDt');
  same((text) => sg.buildSessionPrompt({ goal: text }), 'g\uFFFDh');
  same((text) => sg.buildJudgmentPrompt({ rules: [text] }), 'r\uFFFDs');
  same((text) => sg.assembleHistory(chat(text, text)).included, 'u\uFFFDv');
  same((text) => sg.prunableTokens([{ summary: 's', content: text.repeat(3) }]), 'c\uFFFDd');
  assert.equal(sg.composeSystemPrompt({ instruction: 'a\uD800b' }).text.startsWith('a\uFFFDb\n\n'), true);
});

test('P7 toolOutput: at and below the threshold the text is the summary; above it, a summary over the content', () => {
  assert.deepEqual(sg.toolOutput('x'.repeat(256)), { summary: 'x'.repeat(256) });
  assert.deepEqual(sg.toolOutput('x'.repeat(255)), { summary: 'x'.repeat(255) });
  const text = 'Compiling structguard\r\nwarning: unused\nFinished\n' + 'z'.repeat(300);
  assert.deepEqual(sg.toolOutput(text), { summary: '4 lines | Compiling structguard…', content: text });
  assert.deepEqual(sg.toolOutput('a\nb\n', { threshold: 2 }), { summary: '2 lines | a…', content: 'a\nb\n' });
});

test('P7 the first line is cut after 80 characters, whole characters only', () => {
  const japanese = sg.toolOutput('日'.repeat(100) + '\n続き', { threshold: 10 });
  assert.equal(japanese.summary, '2 lines | ' + '日'.repeat(80) + '…');
  const emoji = sg.toolOutput('🙂'.repeat(100), { threshold: 10 });
  assert.equal(emoji.summary, '1 lines | ' + '🙂'.repeat(80) + '…');
  assert.equal(emoji.summary.length, 10 + 160 + 1);
});

test('P7 pruning drops contents but the last ones, keeps summaries and other fields, and does not mutate', () => {
  const items = [
    { callId: 'c1', summary: 'grep: 128 hits', content: 'g'.repeat(40) },
    { callId: 'c2', summary: 'ls: 3 entries' },
    { callId: 'c3', summary: 'read_file: a.rs', content: '日本語' },
    { callId: 'c4', summary: 'bash: exit 0', content: 'ok' },
  ];
  const before = structuredClone(items);
  const r = sg.pruneToolOutputs(items, { keepLast: 1 });
  assert.deepEqual(r, {
    items: [
      { callId: 'c1', summary: 'grep: 128 hits' },
      items[1],
      { callId: 'c3', summary: 'read_file: a.rs' },
      items[3],
    ],
    pruned: [0, 2],
    freedTokens: 10 + 2,
  });
  assert.deepEqual(items, before);
  assert.equal(r.items[3], items[3]);
  assert.deepEqual(sg.pruneToolOutputs(items).pruned, [0]); // keeps the last 3 by default
  assert.equal(sg.prunableTokens(items), 10 + 2 + 0);
  assert.equal(sg.prunableTokens(r.items), 0);
  assert.throws(() => sg.pruneToolOutputs([{ content: 'x' }]), /items\[0\]\.summary must be a string/);
});

test('P7 the text for the model: summary and content on separate lines, or the summary alone', () => {
  assert.equal(sg.toolResultText({ summary: 'read_file: a.rs — 2 lines', content: 'fn a() {}\n' }), 'read_file: a.rs — 2 lines\nfn a() {}\n');
  assert.equal(sg.toolResultText({ summary: 'bash: exit 0' }), 'bash: exit 0');
  assert.equal(sg.toolResultText({ summary: 'bash: exit 0', content: null }), 'bash: exit 0');
  const output = sg.toolOutput('line\n'.repeat(100));
  assert.equal(sg.toolResultText(output), `100 lines | line…\n${'line\n'.repeat(100)}`);
});
