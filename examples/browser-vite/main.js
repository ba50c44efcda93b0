// The page's only script: the package as a bundler resolves it (its `browser` entry), the .wasm
// found through `new URL('…/structguard.wasm', import.meta.url)`, which `vite build` copies
// into assets/ and rewrites. Checks the reply in the text box on load and on every click.
import { init } from 'structguard';

const SCHEMA = {
  type: 'object',
  properties: { step: { type: 'integer', minimum: 1 }, reason: { type: 'string', minLength: 1 } },
  required: ['step', 'reason'],
  additionalProperties: false,
};

const SAMPLE = 'Two tests still fail, so fixes are needed.\n\n```json\n{"step": 2, "reason": "2 tests fail"}\n```';

const replyBox = document.getElementById('reply');
const button = document.getElementById('check');
const verdict = document.getElementById('verdict');
const output = document.getElementById('result');

function check(validator) {
  const r = validator.parseReply(replyBox.value, { errors: 'all' });
  verdict.textContent = r.ok ? `valid (${r.strategy})` : `${r.errors.length} problem(s)`;
  verdict.className = r.ok ? 'ok' : 'bad';
  output.textContent = JSON.stringify({
    ok: r.ok,
    strategy: r.strategy,
    value: r.value,
    answerText: r.answerText,
    errors: r.errors.map(({ code, message, instanceLocation, line, column }) => ({ code, message, instanceLocation, line, column })),
  }, null, 2);
}

async function main() {
  try {
    const sg = await init();
    const validator = sg.compileSchema(SCHEMA);
    replyBox.value = SAMPLE;
    button.addEventListener('click', () => check(validator));
    button.disabled = false;
    check(validator);
  } catch (error) {
    verdict.textContent = `structguard did not load: ${error.message}`;
    verdict.className = 'bad';
  }
  document.body.dataset.done = 'true';
}

main();
