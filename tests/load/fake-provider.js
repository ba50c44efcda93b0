// Fetches for the load tier's client operations. The mock provider is structguard/testing's
// mockFetch (the same scenarios and wire writers as the repository's HTTP mock, without a
// socket), so that the load tier measures the client and the core, not loopback HTTP.
import { mockFetch } from '../../npm/src/testing.js';

/**
 * A fetch that plays `scenarios` (mock-provider names), one per request, the last repeating;
 * `reply` replaces the reply text (or the forced tool's input, as JSON). A 429 asks for no wait
 * (retry-after: 0), so that retries cost no time.
 */
export function fakeFetch(scenarios, { reply } = {}) {
  const fetch = mockFetch(scenarios.map((scenario) => ({ scenario, text: reply })));
  return (url, init) => {
    const headers = new Headers(init?.headers);
    headers.set('x-mock-retry-after', '0');
    return fetch(url, { ...init, headers });
  };
}

/** A fetch that answers every request with `body` (bytes or text) and `status`. */
export function fixedFetch(body, status = 200, headers = { 'content-type': 'application/json' }) {
  return async () => new Response(body, { status, headers });
}

/** A fetch that fails as a dropped connection does. */
export async function failingFetch() {
  throw new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
}
