import { init } from 'structguard';
const sg = await init();
const schema = { type: 'object', properties: { step: { type: 'integer', minimum: 1 }, basis: { enum: ['goal', 'prev'] } }, required: ['step', 'basis'] };
const v = sg.compileSchema(schema);
const reply = 'Done.\n```json\n{"step": 2, "basis": "goal"}\n```';
const steps = [{ seq: 1 }, { seq: 2, dependsOn: [1] }, { seq: 3, dependsOn: [1, 2] }];
const ops = {
  extractJson: () => sg.extractJson(reply),
  compileFree: () => sg.compileSchema(schema).free(),
  validate: () => v.validate({ step: 2, basis: 'goal' }),
  validateJson: () => v.validateJson('{"step": 2, "basis": "x"}'),
  parseReply: () => v.parseReply(reply),
  parseReplyLenient: () => v.parseReply("{'step': '2', basis: 'Goal'", { mode: 'lenient', coerce: true }),
  checkReply: () => v.checkReply(reply),
  reaskMessage: () => v.reaskMessage([{ code: 'ValidationFailed', message: 'bad', keyword: 'enum', instanceLocation: '/basis' }]),
  repairJson: () => sg.repairJson("Sure {'a': 1,}"),
  findJsonCandidates: () => sg.findJsonCandidates('a {"a":1} b [1,2] c'),
  stream: () => { const p = sg.createStreamParser(); p.push('{"a": ['); p.push('1, 2]}'); p.end(); },
  composeSystemPrompt: () => sg.composeSystemPrompt({ instruction: 'x', overrides: { extra_policy: 'y' } }),
  buildSessionPrompt: () => sg.buildSessionPrompt({ goal: 'g' }),
  buildJudgmentPrompt: () => sg.buildJudgmentPrompt({ rules: ['a', 'b'] }),
  injectJsonInstruction: () => sg.injectJsonInstruction('p', schema),
  assembleHistory: () => sg.assembleHistory([{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'yo' }], { modelContextLimit: 2000 }),
  estimateTokens: () => sg.estimateTokens('hello world'),
  toolOutput: () => sg.toolOutput('x'.repeat(300)),
  pruneToolOutputs: () => sg.pruneToolOutputs([{ summary: 'a', content: 'b' }, { summary: 'a', content: 'b' }], { keepLast: 1 }),
  toolResultText: () => sg.toolResultText({ summary: 'a', content: 'b' }),
  prunableTokens: () => sg.prunableTokens([{ summary: 'a', content: 'bbbbbbbb' }]),
  checkDependencies: () => sg.checkDependencies(steps),
  resolveDependencies: () => sg.resolveDependencies(steps, { 1: 'a', 2: 'b', 3: 'c' }),
  sha256Hex: () => sg.sha256Hex('abc'),
  normalizeForAudit: () => sg.normalizeForAudit([{ role: 'user', content: 'a  b' }]),
  auditHash: () => sg.auditHash([{ role: 'user', content: 'a  b' }], 'salt'),
  auditRecord: () => sg.auditRecord({ schemaId: 'x', body: 'y' }),
  parseProcessTemplate: () => sg.parseProcessTemplate('```json\n{"schema":"ai_chat_process_template.v1","answer":"a"}\n```'),
  lintSchema: () => sg.lintSchema(schema, 'openai'),
  toStrictSchema: () => sg.toStrictSchema(schema, 'anthropic'),
  withExactItems: () => sg.withExactItems({ type: 'object', properties: { items: { type: 'array' } } }, '/properties/items', 3),
  exampleInstance: () => sg.exampleInstance(schema),
  estimateMaxTokens: () => sg.estimateMaxTokens({ base: 500, items: 3, perItem: 150 }),
  isEnabled: () => sg.isEnabled({ enabled: true }),
  builtinSchema: () => sg.builtinSchema('judgment'),
  addSchema: () => sg.addSchema('https://example.com/s', schema),
};
for (const [name, fn] of Object.entries(ops)) {
  const n = 20000;
  for (let i = 0; i < 1000; i++) fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) fn();
  const ms = performance.now() - t;
  console.log(name.padEnd(24), Math.round(n / ms * 1000), 'calls/s', sg.memoryBytes());
}
