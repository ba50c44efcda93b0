// Where each JSON Pointer of a JSON text is: pointer → {keyStart, start, end} (UTF-16
// indices; keyStart is the member name's opening quote, or the value's start in an array).
// Used to link a schema diagnostic (which names a pointer) to its place in the text the user
// pasted. An explicit stack, no recursion: the text is pasted by the user and may be deep.
// Text that is not JSON gives the locations read before the fault.

const escapeToken = (token) => token.replace(/~/g, '~0').replace(/\//g, '~1');

export function jsonLocations(text) {
  const locations = new Map();
  const stack = [];
  let i = 0;
  let pointer = null; // the pointer of the next value, decided by the enclosing container
  let keyStart = 0;

  const nextValuePointer = (at) => {
    const frame = stack[stack.length - 1];
    if (!frame) return { pointer: '', keyStart: at };
    if (frame.type === 'array') return { pointer: `${frame.pointer}/${frame.index++}`, keyStart: at };
    return { pointer, keyStart };
  };

  while (i < text.length) {
    const c = text[i];
    if (/\s|,|:/.test(c)) {
      i++;
      continue;
    }
    const frame = stack[stack.length - 1];
    if (c === '}' || c === ']') {
      const closed = stack.pop();
      if (!closed) break;
      locations.set(closed.pointer, { keyStart: closed.keyStart, start: closed.start, end: i + 1, container: true });
      i++;
      continue;
    }
    if (frame?.type === 'object' && frame.expectKey) {
      const end = stringEnd(text, i);
      if (c !== '"' || end < 0) break;
      pointer = `${frame.pointer}/${escapeToken(decodeString(text.slice(i, end)))}`;
      keyStart = i;
      frame.expectKey = false;
      i = end;
      continue;
    }
    const place = nextValuePointer(i);
    if (frame?.type === 'object') frame.expectKey = true;
    if (c === '{' || c === '[') {
      stack.push({ type: c === '{' ? 'object' : 'array', pointer: place.pointer, keyStart: place.keyStart, start: i, index: 0, expectKey: c === '{' });
      i++;
      continue;
    }
    const end = c === '"' ? stringEnd(text, i) : scalarEnd(text, i);
    if (end < 0 || end === i) break;
    locations.set(place.pointer, { keyStart: place.keyStart, start: i, end });
    i = end;
  }
  return locations;
}

// The range to mark for a pointer: a scalar member with its name, a container's name and
// opening bracket (marking a whole subschema would hide the rest), or null when not found.
// A pointer into a member name's keyword (…/properties) resolves like any other.
export function locate(locations, pointer) {
  const found = locations.get(pointer.replace(/^#/, ''));
  if (!found) return null;
  return { start: found.keyStart, end: found.container ? found.start + 1 : found.end };
}

function stringEnd(text, at) {
  if (text[at] !== '"') return -1;
  for (let i = at + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i + 1;
  }
  return -1;
}

function scalarEnd(text, at) {
  let i = at;
  while (i < text.length && !/[\s,\]}:]/.test(text[i])) i++;
  return i;
}

function decodeString(token) {
  try {
    return JSON.parse(token);
  } catch {
    return token.slice(1, -1);
  }
}
