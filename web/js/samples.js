// Replies to start from, each showing something: a process template a model broke in the
// usual ways (and whose steps wait on each other in a circle), in English and, as a Japanese
// chat writes it, in Japanese; a clean judgment; and a reply cut off mid-stream.
// One broken template, worded in each language: only the prose and the names differ.
function brokenTemplateReply({ intro, answer, name, steps, outro }) {
  return `${intro}
\`\`\`json
{
  'schema': 'ai_chat_process_template.v1',
  'answer': '${answer}',
  'process_template_draft': {
    'name': '${name}',
    'stepTemplates': [
      {'seq': 1, 'name': '${steps[0]}', 'basis': 'goal', 'offsetDays': -30},
      {'seq': 2, 'name': '${steps[1]}', 'basis': 'prev', 'offsetDays': 5, 'dependsOn': [1, 3]},
      {'seq': 3, 'name': '${steps[2]}', 'basis': 'prev', 'offsetDays': 'ten', 'dependsOn': [2]},
      {'seq': 4, 'name': '${steps[3]}', 'basis': 'Prev', 'offsetDays': 7, 'dependsOn': [3],},
    ],
  },
}
\`\`\`
${outro}`;
}

const TEMPLATE_REPLY = brokenTemplateReply({
  intro: 'Here is a plan worked back from the release date.',
  answer: 'Four steps, from requirements to verification.',
  name: 'Release preparation',
  steps: ['Requirements', 'Design', 'Build', 'Verify'],
  outro: 'Tell me what is missing and I will adjust it.',
});

// A translation of the English wording above, so it has the same keys in the same order.
const TEMPLATE_REPLY_JA = brokenTemplateReply({
  intro: '承知しました。目標日から逆算した工程案です。',
  answer: '四つの工程にまとめました。',
  name: 'リリース準備',
  steps: ['要件整理', '設計', '実装', '検証'],
  outro: '不足している情報があればお知らせください。',
});

const JUDGMENT_REPLY = `<think>Rule 1 is about missing tests; the report says tests were added.</think>
The report fixes the crash and adds a regression test, so rule 2 applies.

\`\`\`json
{"step": 2, "reason": "The fix is in and covered by a new test."}
\`\`\`

Tell me if you want the full review.`;

const TRUNCATED_REPLY = `Here is the evaluation:
{"matched_index": 1, "reason": "The answer cites the policy but stops mid-sent`;

export const SAMPLES = [
  { id: 'template', label: 'Process template, broken (repairs, errors, a cycle)', reply: TEMPLATE_REPLY, schema: 'ai_chat_process_template.v1' },
  { id: 'template-ja', label: 'Process template in Japanese, broken', reply: TEMPLATE_REPLY_JA, schema: 'ai_chat_process_template.v1' },
  { id: 'judgment', label: 'Judgment, clean (think block, fence)', reply: JUDGMENT_REPLY, schema: 'judgment' },
  { id: 'truncated', label: 'Evaluation, cut off mid-stream', reply: TRUNCATED_REPLY, schema: 'evaluation' },
];

export const BUILTIN_SCHEMAS = [
  { name: 'judgment', label: 'judgment' },
  { name: 'evaluation', label: 'evaluation' },
  { name: 'ai_chat_process_template.v1', label: 'process template v1' },
];
