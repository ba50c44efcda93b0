// structguard/testing's types resolve under every moduleResolution (lib es2022 alone): the
// mock fetch goes where createClient takes a fetch, and a script entry is checked.
import { init } from 'structguard';
import { mockFetch, type MockFetch, type MockRequest, type MockScenario } from 'structguard/testing';
import { assertType, type Equal } from './assert.js';

const sg = await init();
const fetch = mockFetch(['{"title": "Soup"}', { scenario: 'rate-limit' }, { scenario: 'length', text: '{"title": "So' }]);
assertType<Equal<typeof fetch, MockFetch>>();
const client = sg.createClient({ provider: 'openai', model: 'gpt-4o-mini', apiKey: 'test', fetch });
void client;
const first: MockRequest | undefined = fetch.requests[0];
if (first) assertType<Equal<typeof first.scenario, MockScenario>>();
mockFetch();
// @ts-expect-error a scenario the mock does not play
mockFetch([{ scenario: 'teapot' }]);
// @ts-expect-error a reply is a text
mockFetch([42]);
