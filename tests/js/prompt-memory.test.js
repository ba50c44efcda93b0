// The prompt calls' memory: a 10 MiB text through each, on a fresh instance (a thread of its
// own), grows wasm memory by a small multiple of the text. It was ten to thirteen times (a
// 100 MB prompt took 1.2 GB): embind copied the text in and the result out, and RapidJSON's
// writer reserved six bytes per character of the result. Texts now cross through the text buffer
// and the result is read from the buffer the core keeps (bindings/result_view.h).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';

const MiB = 1024 * 1024;
const TEXT_BYTES = 10 * MiB;

function grown(call) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./prompt-memory-worker.js', import.meta.url), { workerData: { call, bytes: TEXT_BYTES } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

// The text written in (1x), the prompt made (1x) and its JSON result (1x) at most; the requests
// read as JSON (a session's context, a judgment's rules, a history) hold one more copy, the
// parsed request, and one section built before the prompt joins it.
const BOUNDS = {
  composeSystemPrompt: 3,
  injectJsonInstruction: 3,
  toolOutput: 3,
  toolResultText: 3,
  estimateTokens: 1,
  buildSessionPrompt: 5,
  buildJudgmentPrompt: 5,
  assembleHistory: 4,
};

for (const [call, bound] of Object.entries(BOUNDS)) {
  test(`${call} of a 10 MiB text grows wasm memory by less than ${bound} times the text`, async () => {
    const { grew } = await grown(call);
    assert.ok(grew < bound * TEXT_BYTES, `${call}: wasm grew by ${(grew / TEXT_BYTES).toFixed(2)} times the text`);
  });
}
