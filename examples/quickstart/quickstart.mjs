// make demo: what structguard finds in replies that models really write.
import { init } from 'structguard';

const replies = [
  {
    title: 'Japanese prose, then the process template in a json fence',
    text: `承知しました。以下の3ステップで進めるのがよいと思います。

\`\`\`json
{"schema": "ai_chat_process_template.v1", "answer": "3つのステップです",
 "process_template_draft": {"stepTemplates": [
   {"seq": 1, "name": "目標設定", "basis": "goal", "offsetDays": -30},
   {"seq": 2, "name": "申請書作成", "basis": "prev", "offsetDays": 7, "dependsOn": [1]}]}}
\`\`\`

ご不明点があればお知らせください。`,
  },
  {
    title: 'A draft and a final answer: the last json fence wins',
    text: 'First attempt:\n```json\n{"step": 1}\n```\nOn reflection, rule 2 fits better:\n```json\n{"step": 2, "reason": "the PR was merged"}\n```',
  },
  {
    title: 'A reasoning model: <think> first, then JSON in the prose',
    text: '<think>\nThe user wants {"step": ?}. Rule 3 says…\n</think>\nThe matching rule is 3: {"step": 3, "reason": "tests pass"}',
  },
  {
    title: 'A broken reply: a trailing comma in the json fence',
    text: 'Here is the result:\n```json\n{\n  "step": 2,\n  "reason": "done",\n}\n```',
  },
  {
    title: 'No JSON at all: the answer survives',
    text: "I'm sorry, I can't decide which rule applies without the test results.",
  },
];

const sg = await init();
for (const [index, reply] of replies.entries()) {
  const result = sg.extractJson(reply.text);
  console.log(`\n${index + 1}. ${reply.title}`);
  if (result.ok) {
    console.log(`   found by: ${result.strategy}, characters ${result.start}–${result.end}`);
    console.log(`   JSON:     ${JSON.stringify(JSON.parse(result.json))}`);
  } else {
    const { code, message, line, column } = result.error;
    console.log(`   error:    ${code}: ${message}`);
    if (line !== null) console.log(`   where:    line ${line}, column ${column}`);
    if (result.json !== null) console.log(`   candidate (${result.strategy}): ${result.json.replace(/\n/g, '⏎')}`);
  }
  console.log(`   answer:   ${result.answerText ? result.answerText.replace(/\n+/g, ' ⏎ ') : '(none)'}`);
}
