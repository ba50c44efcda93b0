// The judgment schema the client and provider tests ask models for: one step and its reason.
export const JUDGMENT_SCHEMA = {
  type: 'object',
  properties: { step: { type: 'integer' }, reason: { type: 'string' } },
  required: ['step', 'reason'],
  additionalProperties: false,
};
