// Argument checks shared by every module: programmer errors throw a TypeError that names the
// call and the argument; everything about the data itself is returned as a typed error value.

export function requireString(call, name, value) {
  if (typeof value !== 'string') {
    throw new TypeError(`${call}: ${name} must be a string, got ${describe(value)}`);
  }
  return value;
}

export function optionsObject(call, options) {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`${call}: options must be an object, got ${describe(options)}`);
  }
  return options;
}

// Copies the size options that are set, checking each is a whole number >= 0.
export function sizeOptions(call, options, names) {
  const picked = {};
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

function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `a string`;
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}
