// What every bundled app does with the package: validate a model's reply and report the outcome,
// or the error that stopped it, in the page (or on stdout, bundled for Node).
const SCHEMA = {
  type: 'object',
  properties: { step: { type: 'integer', minimum: 1 }, basis: { enum: ['goal', 'prev'] } },
  required: ['step', 'basis'],
};
const REPLY = 'Here it is.\n```json\n{"step": 2, "basis": "goal"}\n```';

export async function show(loading) {
  let outcome;
  try {
    const sg = await loading;
    const r = sg.compileSchema(SCHEMA).parseReply(REPLY);
    outcome = { ok: r.ok, value: r.value, strategy: r.strategy };
  } catch (error) {
    outcome = { error: error.message, code: error.code ?? null };
  }
  const text = JSON.stringify(outcome);
  if (globalThis.document) document.querySelector('#result').textContent = text;
  else console.log(text);
}
