// What every bundled app does with the package: read a model's reply (`read`: validate it, or
// on structguard/repair repair it) and report the outcome, or the error that stopped it, in the
// page (or on stdout, bundled for Node).
const SCHEMA = {
  type: 'object',
  properties: { step: { type: 'integer', minimum: 1 }, basis: { enum: ['goal', 'prev'] } },
  required: ['step', 'basis'],
};
const REPLY = 'Here it is.\n```json\n{"step": 2, "basis": "goal"}\n```';
const BROKEN_REPLY = "Here it is.\n```json\n{'step': 2, 'basis': 'goal',}\n```";

export function validate(sg) {
  const r = sg.compileSchema(SCHEMA).parseReply(REPLY);
  return { ok: r.ok, value: r.value, strategy: r.strategy };
}

export function repair(sg) {
  const r = sg.repairJson(BROKEN_REPLY);
  return { ok: r.ok, value: r.value, repairs: r.repairs.map(({ kind, offset }) => [kind, offset]) };
}

export async function show(loading, read = validate) {
  let outcome;
  try {
    outcome = read(await loading);
  } catch (error) {
    outcome = { error: error.message, code: error.code ?? null };
  }
  const text = JSON.stringify(outcome);
  if (globalThis.document) document.querySelector('#result').textContent = text;
  else console.log(text);
}
