// Whole model replies as the benchmarks feed them: prose, a few code fences, then the process
// template v1 JSON in the last json fence (seed 002). Deterministic, so runs compare.

const PROSE = [
  'Thanks for the details. Based on the region and the compliance needs you described, here is a process I would suggest.',
  'Each step is scheduled relative to the goal date or to the previous step, and dependencies refer to earlier steps only.',
  'If anything is missing, tell me and I will adjust the template before you create it.',
];

function step(seq) {
  return {
    seq,
    name: seq === 1 ? 'Define the goal' : `Step ${seq}: prepare and review deliverable ${seq}`,
    basis: seq === 1 ? 'goal' : 'prev',
    offsetDays: seq === 1 ? -60 : (seq % 14) + 1,
    requiredArtifacts: [{ kind: 'document', description: `Deliverable ${seq} approved by the owner` }],
    dependsOn: seq === 1 ? [] : [seq - 1],
  };
}

export function template(steps) {
  return {
    schema: 'ai_chat_process_template.v1',
    answer: 'A plan with the steps below.',
    missing_information: ['budget owner'],
    process_template_draft: {
      name: 'Subsidy application',
      stepTemplates: Array.from({ length: steps }, (_, i) => step(i + 1)),
    },
  };
}

// A one-step plan comes with one line of prose and compact JSON, as short answers do.
export function reply(steps) {
  if (steps === 1) return `Here is the plan.\n\n\`\`\`json\n${JSON.stringify(template(1))}\n\`\`\``;
  const json = JSON.stringify(template(steps), null, 2);
  return [
    PROSE[0],
    '',
    'For reference, the command the team runs is:',
    '```bash\nnpm run schedule -- --from goal\n```',
    PROSE[1],
    '',
    '```json',
    json,
    '```',
    '',
    PROSE[2],
  ].join('\n');
}

// About 0.5, 3, 14 and 40 KB (the sizes of issue 3), by the number of steps.
export const SIZES = [
  { label: '0.5KB', steps: 1 },
  { label: '3KB', steps: 8 },
  { label: '14KB', steps: 38 },
  { label: '40KB', steps: 110 },
];

// The judgment a router or grader asks for (seed 003): one step and its reason.
export const JUDGMENT_SCHEMA = {
  type: 'object',
  properties: { step: { type: 'integer' }, reason: { type: 'string' } },
  required: ['step', 'reason'],
  additionalProperties: false,
};

const JUDGMENT_JSON = '{"step": 3, "reason": "The permit must be filed before the contractor can be scheduled, and everything else waits on it."}';

// About 0.45 KB: a little prose, a non-json fence, then the judgment in a json fence.
export function judgmentReply() {
  return [
    'Looking at the plan, step 3 is the one that blocks the others, because the permit has to be filed before anything else can start.',
    '',
    'The team can check the current order with:',
    '```bash\nnpm run schedule -- --list\n```',
    '',
    '```json',
    JUDGMENT_JSON,
    '```',
    '',
    'Tell me if the permit is already filed, and I will move the contractor and the inspection up by a week.',
  ].join('\n');
}

// A reasoning model's reply: about 10 KB of <think>, then the same judgment.
export function reasoningReply() {
  const thought = 'Let me weigh each step in turn: which one blocks the most others, and which waits on the permit? ';
  return `<think>\n${thought.repeat(100)}\n</think>\n\n${judgmentReply()}`;
}

// The broken replies of the repair comparison, 0.5 to 40 KB: what models break (trailing
// commas, single-quoted names, a comment), and one that starts with 10 KB of prose and has
// no fence at all.
export function brokenReply(steps) {
  return reply(steps)
    .replace(/\]\n(\s*)\}/g, '],\n$1}')
    .replace(/"(seq|basis)":/g, "'$1':")
    .replace('"answer":', '// the summary\n  "answer":');
}

export function longProseBrokenReply() {
  const prose = `${PROSE.join(' ')} `.repeat(30);
  const json = JSON.stringify(template(8), null, 2).replace(/\]\n(\s*)\}/g, '],\n$1}').replace(/"(seq|basis)":/g, "'$1':");
  return `${prose}\n\n${json}\n\nThat is the plan.`;
}
