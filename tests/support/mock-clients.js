// Clients of the mock provider (tests/mock-provider), one session per client so that each
// test's scripted scenario list starts afresh, and the requests of the latest session. The
// provider runs for the calling test file (started before its tests, closed after).
import { after, before } from 'node:test';

export function mockClients(sg, { provider, basePath, model, apiKey, retry }) {
  let mock;
  let session = 0;
  const sessionName = () => `${provider}-${session}`;
  before(async () => {
    const { startMockProvider } = await import('../mock-provider/server.js');
    mock = await startMockProvider();
  });
  after(() => mock.close());
  return {
    client(scenario, extra = {}) {
      session += 1;
      return sg.createClient({
        provider, baseUrl: `${mock.url}${basePath}`, model, apiKey, retry, ...extra,
        headers: { 'x-mock-scenario': scenario, 'x-mock-session': sessionName() },
      });
    },
    sentByLast: () => mock.requests.filter((r) => r.headers['x-mock-session'] === sessionName()),
  };
}
