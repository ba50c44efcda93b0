// One prompt call on a fresh instance (this thread's own), for prompt-memory.test.js: replies
// with how many bytes the instance's wasm memory grew by.
import { parentPort, workerData } from 'node:worker_threads';
import { init } from 'structguard';

const sg = await init();
const text = 'word '.repeat(workerData.bytes / 5);
const calls = {
  composeSystemPrompt: () => sg.composeSystemPrompt({ instruction: text }),
  injectJsonInstruction: () => sg.injectJsonInstruction(text, { type: 'object' }),
  toolOutput: () => sg.toolOutput(text),
  toolResultText: () => sg.toolResultText({ summary: 's', content: text }),
  estimateTokens: () => sg.estimateTokens(text),
  buildSessionPrompt: () => sg.buildSessionPrompt({ goal: text }),
  buildJudgmentPrompt: () => sg.buildJudgmentPrompt({ rules: [text] }),
  assembleHistory: () => sg.assembleHistory([{ role: 'user', content: text }]),
};
const before = sg.memoryBytes();
const result = calls[workerData.call]();
parentPort.postMessage({ grew: sg.memoryBytes() - before, size: typeof result === 'string' ? result.length : JSON.stringify(result).length });
