// structguard/testing (README "Testing without a network", rule R8): the mock provider as a
// fetch, as an app's tests use it with createClient — scripted replies, scenarios, streams,
// what was sent, and aborts — with no server and no network.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';
import { mockFetch } from 'structguard/testing';

const sg = await init();
const Recipe = {
  type: 'object',
  properties: { title: { type: 'string' }, minutes: { type: 'integer' } },
  required: ['title', 'minutes'],
  additionalProperties: false,
};
const messages = [{ role: 'user', content: 'A soup recipe' }];
const client = (fetch, provider = 'openai') => sg.createClient({ provider, model: 'test-model', apiKey: 'sk-test-key', fetch });

test('R8 mockFetch: a scripted reply text is what the model answers; requests keeps what was sent', async () => {
  const fetch = mockFetch(['Sure!\n```json\n{"title": "Leek soup", "minutes": 30}\n```']);
  const result = await client(fetch).generateObject({ messages, schema: Recipe });
  assert.equal(result.ok, true);
  assert.deepEqual(result.value, { title: 'Leek soup', minutes: 30 });
  assert.equal(fetch.requests.length, 1);
  const [sent] = fetch.requests;
  assert.deepEqual([sent.wire, sent.path, sent.scenario, sent.body.model], ['openai', '/v1/chat/completions', 'success', 'test-model']);
  assert.deepEqual(sent.body.response_format.json_schema.schema, Recipe);
  assert.equal(sent.headers.authorization, 'Bearer sk-test-key');
});

test('R8 mockFetch: the script plays in order, the last entry repeating; a rejected reply is asked again (L6)', async () => {
  const fetch = mockFetch(['{"title": "Leek soup"}', '{"title": "Leek soup", "minutes": 30}']);
  const result = await client(fetch).generateObject({ messages, schema: Recipe });
  assert.deepEqual([result.ok, result.value, fetch.requests.length], [true, { title: 'Leek soup', minutes: 30 }, 2]);
  await client(fetch).generateObject({ messages, schema: Recipe });
  assert.equal(fetch.requests.length, 3);
});

test('R8 mockFetch: a scenario in the script (server-error, rate-limit) is answered as the provider does, and the client retries', async () => {
  const fetch = mockFetch([{ scenario: 'server-error' }, '{"title": "Stew", "minutes": 90}']);
  const result = await client(fetch, 'anthropic').generateObject({ messages, schema: Recipe, retry: { initialDelayMs: 1, jitter: 0 } });
  assert.deepEqual([result.ok, result.value], [true, { title: 'Stew', minutes: 90 }]);
  assert.deepEqual(fetch.requests.map((r) => [r.wire, r.scenario]), [['anthropic', 'server-error'], ['anthropic', 'success']]);
  const response = await mockFetch([{ scenario: 'rate-limit' }])('https://api.openai.com/v1/chat/completions', { method: 'POST', body: '{"model": "m"}' });
  assert.deepEqual([response.status, response.headers.get('retry-after')], [429, '1']);
  assert.equal((await response.json()).error.code, 'rate_limit_exceeded');
});

test('R8 mockFetch: without a script, a value of the schema sent; streams arrive as event streams', async () => {
  for (const provider of ['openai', 'openai-responses', 'anthropic', 'gemini']) {
    const fetch = mockFetch();
    const result = await client(fetch, provider).generateObject({ messages, schema: Recipe, stream: true });
    assert.deepEqual([provider, result.ok, result.value], [provider, true, { title: 'mock', minutes: 1 }]);
  }
  const response = await mockFetch(['{"a": 1}'])('http://mock/v1/chat/completions', { method: 'POST', body: '{"model": "m", "stream": true}' });
  assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
  assert.match(await response.text(), /^data: \{"id":"chatcmpl-mock".*\n\ndata: \[DONE\]\n\n$/s);
});

test('R8 mockFetch: hang is never answered; the caller\'s signal rejects the fetch with its reason', async () => {
  const fetch = mockFetch([{ scenario: 'hang' }]);
  const controller = new AbortController();
  const pending = fetch('http://mock/v1/messages', { method: 'POST', body: '{}', signal: controller.signal });
  controller.abort(new Error('gave up'));
  await assert.rejects(pending, { message: 'gave up' });
  const result = await sg.createClient({ provider: 'openai', model: 'm', fetch, timeoutMs: 20, maxRetries: 0 }).generateObject({ messages, schema: Recipe });
  assert.deepEqual([result.ok, result.error.kind], [false, 'Timeout']);
});

test('R8 mockFetch: takes a Request, a URL or a string, as fetch does', async () => {
  const fetch = mockFetch(['{"a": 1}']);
  const body = '{"model": "m", "messages": [{"role": "user", "content": "hi"}]}';
  const inputs = [new Request('http://mock/v1/chat/completions', { method: 'POST', body }), new URL('http://mock/v1/chat/completions'), 'http://mock/v1/chat/completions'];
  for (const input of inputs) {
    const response = await fetch(input, input instanceof Request ? undefined : { method: 'post', body });
    assert.equal((await response.json()).choices[0].message.content, '{"a": 1}');
  }
  assert.deepEqual(fetch.requests.map((r) => [r.path, r.body.model]), Array(3).fill(['/v1/chat/completions', 'm']));
});

test('R8 mockFetch: an unknown path is a 404, a body that is not JSON a 400', async () => {
  const fetch = mockFetch();
  assert.equal((await fetch('http://mock/v1/embeddings', { method: 'POST', body: '{}' })).status, 404);
  const bad = await fetch('http://mock/v1/chat/completions', { method: 'POST', body: 'not json' });
  assert.deepEqual([bad.status, (await bad.json()).error.message], [400, 'the request body is not JSON']);
});

test('R8 mockFetch: a script that is not replies is refused with what to give', () => {
  assert.throws(() => mockFetch([]), { name: 'TypeError', message: 'mockFetch(script): the script is a non-empty array of reply texts or {scenario, text}' });
  assert.throws(() => mockFetch([{ scenario: 'teapot' }]), {
    name: 'TypeError',
    message: "mockFetch(script): entry 0 has an unknown scenario 'teapot'; use one of success, rate-limit, insufficient-quota, server-error, overloaded, length, refusal, content-filter, malformed-fence, hang, stream-error, tool-call, off-schema",
  });
  assert.throws(() => mockFetch(['ok', 42]), { name: 'TypeError', message: 'mockFetch(script): entry 1 is neither a reply text nor {scenario, text}' });
  assert.throws(() => mockFetch([{ text: 7 }]), { name: 'TypeError', message: "mockFetch(script): entry 0's text is not a string" });
});
