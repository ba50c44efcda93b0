// A copy of a JSON-like value (objects, arrays, strings, other scalars) with `change` applied to
// every string, keys included. Members are defined, not assigned, so that a "__proto__" key
// stays a member as JSON.parse made it instead of becoming the copy's prototype (issue 26).
export function mapStrings(value, change) {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (value === null || typeof value !== 'object') return value;
  const copy = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(copy, change(key), { value: mapStrings(item, change), enumerable: true, writable: true, configurable: true });
  }
  return copy;
}
