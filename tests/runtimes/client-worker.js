// A Cloudflare worker that calls a model through sg.createClient with workerd's own fetch: the
// edge path of rule R1. POST /run {provider, scenario, stream} runs generateObject against the
// mock provider at env.MOCK_URL and answers with the result; any other path says it is ready.
import { init } from 'structguard';

const SCHEMA = {
  type: 'object',
  properties: { step: { type: 'integer' }, reason: { type: 'string' } },
  required: ['step', 'reason'],
  additionalProperties: false,
};

export default {
  async fetch(request, env) {
    if (new URL(request.url).pathname !== '/run') return new Response('ready');
    const { provider, scenario, session, stream = false } = await request.json();
    const sg = await init();
    const client = sg.createClient({
      provider,
      baseUrl: `${env.MOCK_URL}/v1`,
      model: provider === 'openai' ? 'gpt-4o' : 'claude-sonnet-4-5',
      apiKey: 'sk-edge',
      stream,
      retry: { initialDelayMs: 1, maxDelayMs: 4, jitter: 0 },
      headers: { 'x-mock-scenario': scenario, 'x-mock-session': session },
    });
    const result = await client.generateObject({
      messages: [{ role: 'user', content: 'Which rule matches?' }],
      schema: SCHEMA,
      schemaName: 'judgment',
      maxTokens: 300,
    });
    return Response.json(result);
  },
};
