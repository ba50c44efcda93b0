// A stream's changes (README "Partial values as changes") as RFC 6902 JSON Patch operations,
// for the tools that apply patches to a store (fast-json-patch, immer's applyPatches, a
// server's PATCH). add, replace and remove are RFC 6902's own (the root removed is replaced by
// null, as snapshot() shows it: RFC 6902 leaves a removed root undefined). RFC 6902 has no
// append: it becomes a replace of the whole string, read from the value the earlier changes
// made or from this batch's own operations. complete changes no value and has no operation.
import { pointerTokens } from './json_pointer.js';

/** RFC 6902 operations for `changes`, applied to `value` (the value the earlier changes made). */
export function toJsonPatch(changes, value) {
  if (!Array.isArray(changes)) throw new TypeError('toJsonPatch: changes must be an array of changes (parser.changes(), or an onPartial event\'s changes)');
  const written = batchValues(value);
  const patch = [];
  for (const [index, change] of changes.entries()) {
    const { op, path } = change;
    if (op === 'add' || op === 'replace') {
      written.set(path, change.value);
      patch.push({ op, path, value: change.value });
    } else if (op === 'append') {
      const text = written.get(path) + change.text;
      written.set(path, text);
      patch.push({ op: 'replace', path, value: text });
    } else if (op === 'remove') {
      // The root removed is no value, which snapshot() shows as null: a replace every tool takes.
      written.set(path, path === '' ? null : undefined);
      patch.push(path === '' ? { op: 'replace', path, value: null } : { op, path });
    } else if (op !== 'complete') {
      throw new TypeError(`toJsonPatch: changes[${index}].op must be add, append, replace, remove or complete, got ${JSON.stringify(op)}`);
    }
  }
  return patch;
}

// The value at a path as a batch has made it so far: the latest of the values written at the
// path or above it, else the value the batch started from. Each lookup costs the path's
// depth, so a batch costs what it changes, not the size of the value.
function batchValues(start) {
  const writes = new Map(); // path -> {value, order}
  let order = 0;
  return {
    set(path, value) {
      writes.set(path, { value, order: order++ });
    },
    get(path) {
      let found = { value: start, order: -1, at: '' };
      for (const at of pointersTo(path)) {
        const write = writes.get(at);
        if (write !== undefined && write.order > found.order) found = { ...write, at };
      }
      return pointerTokens(path.slice(found.at.length)).reduce((node, token) => node?.[token], found.value);
    },
  };
}

// The pointers from the root to `path`: '', each one that ends before a '/' of it, and path.
function pointersTo(path) {
  const pointers = [''];
  for (let at = path.indexOf('/', 1); at !== -1; at = path.indexOf('/', at + 1)) pointers.push(path.slice(0, at));
  if (path !== '') pointers.push(path);
  return pointers;
}
