// The judgment schema the client and provider tests ask models for: one step and its reason,
// and the conversation they ask it in.
export const JUDGMENT_MESSAGES = [{ role: 'system', content: 'You judge rules.' }, { role: 'user', content: 'Which rule matches?' }];

export const JUDGMENT_SCHEMA = {
  type: 'object',
  properties: { step: { type: 'integer' }, reason: { type: 'string' } },
  required: ['step', 'reason'],
  additionalProperties: false,
};
