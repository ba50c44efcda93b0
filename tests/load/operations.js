// Every operation of the memory tier, slowest first so that the two threads finish together,
// with its number of calls. A million where that takes at most ~12 s on a 2-core CI machine;
// fewer where a call costs more (measured rates in tests/load/README.md). SG_LOAD_CALLS=1000000
// runs a million of every synchronous operation (about 12 minutes).
import { clientOperations } from './operations-client.js';
import { otherOperations } from './operations-other.js';
import { textOperations } from './operations-text.js';
import { unfreedOperations } from './operations-unfreed.js';

const CALLS = {
  generateObject: 20_000,
  judgeStatus: 8_000,
  runAgent: 8_000,
  'unfreed Validator/StreamParser': 30_000,
  extractJson: 700_000,
  repairJson: 400_000,
  findJsonCandidates: 350_000,
  createStreamParser: 300_000, // sessions of 3 to 100 public calls
  'compileSchema+free': 500_000,
  parseReply: 350_000,
  checkReply: 500_000,
  composeSystemPrompt: 250_000,
  buildSessionPrompt: 200_000,
  buildJudgmentPrompt: 400_000,
  injectJsonInstruction: 800_000,
  assembleHistory: 500_000,
  toolOutput: 600_000,
  pruneToolOutputs: 700_000,
  checkDependencies: 800_000,
  resolveDependencies: 300_000,
  auditHash: 700_000,
  auditRecord: 700_000,
  parseProcessTemplate: 500_000,
  lintSchema: 400_000,
  toStrictSchema: 300_000,
  exampleInstance: 300_000,
};

const all = [...clientOperations, ...unfreedOperations, ...textOperations, ...otherOperations];
const seconds = (operation) => (CALLS[operation.name] ?? operation.calls) / (operation.async ? 1_000 : 60_000);

export const operations = all
  .map((operation) => ({ ...operation, calls: CALLS[operation.name] ?? operation.calls }))
  .sort((a, b) => seconds(b) - seconds(a));
