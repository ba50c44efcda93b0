// Argument checks shared by every module: programmer errors throw a TypeError that names the
// call and the argument; everything about the data itself is returned as a typed error value.

export function requireString(call, name, value) {
  if (typeof value !== 'string') {
    throw new TypeError(`${call}: ${name} must be a string, got ${describe(value)}`);
  }
  return value;
}

export function optionsObject(call, options, name = 'options') {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`${call}: ${name} must be an object, got ${describe(options)}`);
  }
  return options;
}

// optionsObject for a call that knows all its options: a name it does not know (a typo, an
// option of another call) is a TypeError, not an option silently without effect. `name`: the
// argument's ('options', 'request'); an object inside it ('options.retry') names its options
// from there ('retry.jitter').
export function knownOptions(call, options, names, name = 'options') {
  const given = optionsObject(call, options, name);
  for (const key of Object.keys(given)) {
    if (names.includes(key)) continue;
    const prefix = name.split('.').slice(1).map((step) => `${step}.`).join('');
    throw new TypeError(`${call}: unknown option '${prefix}${key}' (its options: ${names.join(', ')})`);
  }
  return given;
}

// Copies the size options that are set, checking each is a whole number >= 0, into `picked`
// (a new object unless given: a call that picks more options fills one object, not several).
export function sizeOptions(call, options, names, picked = {}) {
  for (const name of names) {
    const value = options[name];
    if (value === undefined) continue;
    if (!Number.isInteger(value) || value < 0) {
      throw new TypeError(`${call}: options.${name} must be a whole number >= 0, got ${describe(value)}`);
    }
    picked[name] = value;
  }
  return picked;
}

// An argument that is an object of named fields (a request, a context); absent reads as {}.
export function objectArgument(call, name, value) {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`${call}: ${name} must be an object, got ${describe(value)}`);
  }
  return value;
}

export function requireArray(call, name, value) {
  if (!Array.isArray(value)) throw new TypeError(`${call}: ${name} must be an array, got ${describe(value)}`);
  return value;
}

// A string that may be left out (undefined or null: returns undefined).
export function optionalString(call, name, value) {
  return value === undefined || value === null ? undefined : requireString(call, name, value);
}

// One of a fixed set of strings, or undefined (when left out or null) for the core's default.
export function oneOf(call, name, value, allowed) {
  if (value === undefined || value === null) return undefined;
  if (allowed.includes(value)) return value;
  const listed = allowed.map((choice) => `'${choice}'`).join(' or ');
  throw new TypeError(`${call}: ${name} must be ${listed}, got ${typeof value === 'string' ? `'${value}'` : describe(value)}`);
}

// A boolean that may be left out (undefined: returns undefined).
export function optionalBoolean(call, name, value) {
  if (value === undefined || typeof value === 'boolean') return value;
  throw new TypeError(`${call}: ${name} must be true or false, got ${describe(value)}`);
}

// What a user callback threw, as text for a message: its `message` when that is a string, else
// the value as a string. Reading either may throw (a revoked Proxy, a throwing getter, an object
// without a prototype): then it is named, never thrown on, so that the error a caller gets is
// always ours, with what was thrown as its cause.
export function thrownMessage(thrown) {
  try {
    const message = thrown?.message;
    if (typeof message === 'string') return message;
    return String(thrown);
  } catch {
    return 'a value whose message cannot be read';
  }
}

export function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `a string`;
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}
