import { init } from 'structguard';
const sg = await init();
const ops = {
  compileTrue: () => sg.compileSchema(true).free(),
  compileText: () => sg.compileSchema('{"type":"integer"}').free(),
  lintEmpty: () => sg.lintSchema('{"type":"object"}', 'openai'),
  strictEmpty: () => sg.toStrictSchema('{"type":"object"}', 'openai'),
  exampleTiny: () => sg.exampleInstance('{"type":"integer"}'),
  sessionEmpty: () => sg.buildSessionPrompt({}, { language: 'en' }),
  composeEmpty: () => sg.composeSystemPrompt({}),
  resolveTiny: () => sg.resolveDependencies([{ seq: 1 }], { 1: 'a' }),
  noop: () => sg.isEnabled(null),
};
for (const [name, fn] of Object.entries(ops)) {
  const n = 20000;
  for (let i = 0; i < 1000; i++) fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) fn();
  const ms = performance.now() - t;
  console.log(name.padEnd(24), Math.round(n / ms * 1000), 'calls/s', sg.memoryBytes());
}
let calls = 0;
const fetchFake = async (url, init) => { calls++; return new Response(JSON.stringify({ id: 'x', object: 'chat.completion', model: 'gpt-4o', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: '{"step":1,"reason":"r"}' } }], usage: { prompt_tokens: 5, completion_tokens: 5, total_tokens: 10 } }), { status: 200, headers: { 'content-type': 'application/json' } }); };
const c = sg.createClient({ provider: 'openai', model: 'gpt-4o', apiKey: 'k', fetch: fetchFake });
const schema = { type: 'object', properties: { step: { type: 'integer' }, reason: { type: 'string' } }, required: ['step', 'reason'], additionalProperties: false };
let r = await c.generateObject({ messages: [{ role: 'user', content: 'hi' }], schema });
console.log(r.ok, r.value, r.error);
const t = performance.now();
for (let i = 0; i < 5000; i++) await c.generateObject({ messages: [{ role: 'user', content: 'hi' }], schema });
console.log('generateObject', Math.round(5000 / (performance.now() - t) * 1000), sg.memoryBytes());
