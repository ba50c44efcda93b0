// A deterministic value that satisfies a (simple) JSON Schema: what the mock provider answers
// when a request carries a schema. Handles what structured-output schemas use: type, const,
// enum, properties (every one filled, as strict mode requires), items with minItems, anyOf /
// oneOf (the first branch), local $ref, minimum. Deliberately small: it is test scaffolding.

const MAX_DEPTH = 16;

export function exampleInstance(schema) {
  return build(schema, schema, 0);
}

function build(schema, root, depth) {
  if (schema === true || schema === undefined) return 'mock';
  if (!schema || typeof schema !== 'object' || depth > MAX_DEPTH) return null;
  if (typeof schema.$ref === 'string') return build(resolve(root, schema.$ref), root, depth + 1);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(branches) && branches.length > 0) return build(branches[0], root, depth + 1);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, build(property, root, depth + 1)]),
      );
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 1, 1), schema.maxItems ?? Infinity);
      return Array.from({ length: count }, () => build(schema.items, root, depth + 1));
    }
    case 'integer':
    case 'number':
      return number(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'mock';
  }
}

function typeOf(schema) {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') ?? 'null';
  if (typeof schema.type === 'string') return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return 'string';
}

function number(schema) {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  const high = schema.maximum ?? Infinity;
  return Math.min(Math.max(low, 1), high);
}

function resolve(root, ref) {
  if (!ref.startsWith('#/')) return {};
  let node = root;
  for (const token of ref.slice(2).split('/')) {
    node = node?.[token.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node ?? {};
}
