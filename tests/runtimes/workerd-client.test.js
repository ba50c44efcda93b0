// R1 on the edge: a worker in a real `workerd` calls the mock provider through sg.createClient,
// with workerd's global fetch (allowed to reach loopback) and workerd's timers driving the core.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startMockProvider } from '../mock-provider/server.js';
import { startWorkerd } from './workerd-config.js';

let mock;
let workerd;
let session = 0;

before(async () => {
  mock = await startMockProvider();
  workerd = await startWorkerd({ name: 'workerd-client', worker: 'client-worker.js', bindings: { MOCK_URL: mock.url }, localNetwork: true });
});

after(async () => {
  workerd?.stop();
  await mock?.close();
});

async function runInWorker(body) {
  session += 1;
  const response = await fetch(new URL('/run', workerd.base), { method: 'POST', body: JSON.stringify({ ...body, session: `edge-${session}` }) });
  assert.equal(response.status, 200);
  const sent = () => mock.requests.filter((r) => r.headers['x-mock-session'] === `edge-${session}`);
  return { result: await response.json(), sent };
}

for (const provider of ['openai', 'anthropic']) {
  for (const stream of [false, true]) {
    test(`R1 ${provider}${stream ? ' streamed' : ''}: a worker gets the validated value through workerd's fetch`, async () => {
      const { result, sent } = await runInWorker({ provider, scenario: 'success', stream });
      assert.equal(result.ok, true, JSON.stringify(result.error));
      assert.deepEqual(result.value, { step: 1, reason: 'mock' });
      assert.equal(result.attempts.length, 1);
      assert.equal(result.attempts[0].status, 200);
      assert.ok(result.usage.inputTokens > 0);
      const [request] = sent();
      assert.equal(request.body.stream, stream ? true : undefined);
      if (provider === 'openai') assert.equal(request.headers.authorization, 'Bearer sk-edge');
      else assert.equal(request.headers['x-api-key'], 'sk-edge');
    });
  }
}

test('R2 R4 in workerd: a 500 and a truncation are retried, the limit doubled', async () => {
  const { result, sent } = await runInWorker({ provider: 'openai', scenario: 'server-error,length,success' });
  assert.equal(result.ok, true, JSON.stringify(result.error));
  assert.deepEqual(result.value, { step: 1, reason: 'mock' });
  assert.deepEqual(result.attempts.map((a) => [a.status, a.error?.kind ?? null, a.maxTokens]),
    [[500, 'ProviderUnavailable', 300], [200, 'Truncated', 300], [200, null, 600]]);
  assert.equal(sent().length, 3);
});
