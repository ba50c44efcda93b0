// sg.sha256Hex, sg.normalizeForAudit, sg.auditHash, sg.auditRecord: rules A1-A3 through the
// core, so that every runtime hashes alike and none needs its host's crypto.
import { objectArgument, requireArray, requireString } from './arguments.js';
import { jsonText, wellFormed } from './well_formed.js';

const encoder = new TextEncoder();

function bytesOf(data) {
  if (typeof data === 'string') return encoder.encode(data);
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const got = data === null ? 'null' : Array.isArray(data) ? 'an array' : typeof data;
  throw new TypeError(`sha256Hex: data must be a string, an ArrayBuffer or a typed array, got ${got}`);
}

// The {role, content} pairs as JSON, checked: a message that is not one is a programmer error.
function messagesJson(call, messages) {
  requireArray(call, 'messages', messages);
  const pairs = messages.map((message, i) => {
    if (message === null || typeof message !== 'object') {
      throw new TypeError(`${call}: messages[${i}] must be an object with role and content strings`);
    }
    const role = requireString(call, `messages[${i}].role`, message.role);
    const content = requireString(call, `messages[${i}].content`, message.content);
    return { role, content };
  });
  return jsonText(pairs);
}

// Audit fields cross the boundary as scalars only: a nested value (a body passed by mistake)
// is dropped by the core whatever it holds, so it need not be copied there at all.
function scalarFields(fields) {
  const scalars = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null || typeof value === 'string' || typeof value === 'boolean') scalars[name] = value;
    else if (typeof value === 'number') scalars[name] = Number.isFinite(value) ? value : String(value);
    else scalars[name] = Array.isArray(value) ? [] : {};
  }
  return scalars;
}

export function auditApi(core) {
  return {
    sha256Hex(data) {
      return core.sha256Hex(bytesOf(data));
    },

    normalizeForAudit(messages) {
      const normalized = JSON.parse(core.normalizeForAudit(messagesJson('normalizeForAudit', messages)));
      if (typeof normalized !== 'string') throw new Error(`normalizeForAudit: ${normalized.message}`);
      return normalized;
    },

    auditHash(messages, salt) {
      const json = messagesJson('auditHash', messages);
      const given = salt === undefined || salt === null ? '' : wellFormed(requireString('auditHash', 'salt', salt));
      return JSON.parse(core.auditHash(json, given));
    },

    auditRecord(fields) {
      const given = objectArgument('auditRecord', 'fields', fields);
      return JSON.parse(core.auditRecord(jsonText(scalarFields(given))));
    },
  };
}
