// Every operation of the memory tier, slowest first so that the two threads finish together,
// with its number of calls: a million of every synchronous operation (issue 10; about 5
// minutes on 2 cores). The client calls go through a fake provider at about 1 ms a call and
// the unfreed objects wait on forced garbage collection, so they get fewer (measured rates in
// tests/load/README.md). SG_LOAD_SCALE=0.1 runs a tenth of every count.
import { clientOperations } from './operations-client.js';
import { otherOperations } from './operations-other.js';
import { textOperations } from './operations-text.js';
import { unfreedOperations } from './operations-unfreed.js';

const CALLS = {
  generateObject: 20_000,
  judgeStatus: 8_000,
  runAgent: 8_000,
  'unfreed Validator/StreamParser': 30_000,
};

const all = [...clientOperations, ...unfreedOperations, ...textOperations, ...otherOperations];
const seconds = (operation) => (CALLS[operation.name] ?? operation.calls) / (operation.async ? 1_000 : 60_000);

export const operations = all
  .map((operation) => ({ ...operation, calls: CALLS[operation.name] ?? operation.calls }))
  .sort((a, b) => seconds(b) - seconds(a));
