// A consumer of partial values as changes (README "Partial values as changes"), strict: every
// op is applied as documented, and one that does not fit the value so far throws. The tests of
// StreamParser.changes() and of onPartial's partialChanges check their invariant with it.
import assert from 'node:assert/strict';

// No value yet, nothing open.
export function emptyView() {
  return { value: null, open: new Set() };
}

export function applyChanges(view, changes) {
  for (const change of changes) applyChange(view, change);
  return view;
}

function tokensOf(pointer) {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

function define(object, key, value) {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

function applyChange(view, change) {
  const { op, path } = change;
  const where = JSON.stringify(change);
  if (op === 'complete') {
    assert.ok(view.open.has(path), `complete of a path not open: ${where}`);
    view.open.delete(path);
    return;
  }
  if (op === 'append') assert.ok(view.open.has(path), `append to a path not open: ${where}`);
  const tokens = tokensOf(path);
  if (tokens.length === 0) {
    if (op === 'remove') {
      view.value = null;
      view.open.clear();
      return;
    }
    if (op === 'append') view.value += change.text;
    else view.value = change.value;
  } else {
    const last = tokens.pop();
    let parent = view.value;
    for (const token of tokens) parent = parent[token];
    assert.ok(parent !== null && typeof parent === 'object', `no container at the parent of ${where}`);
    const has = Object.hasOwn(parent, last);
    if (op === 'append') {
      assert.equal(typeof parent[last], 'string', where);
      parent[last] += change.text;
    } else if (op === 'remove') {
      assert.ok(has, where);
      if (Array.isArray(parent)) {
        assert.equal(Number(last), parent.length - 1, where);
        parent.pop();
      } else {
        delete parent[last];
      }
    } else if (op === 'replace') {
      assert.ok(has, `replace of a value that is not there: ${where}`);
      define(parent, last, change.value);
    } else {
      assert.equal(op, 'add', where);
      if (Array.isArray(parent)) {
        assert.equal(Number(last), parent.length, `items are added at the end: ${where}`);
        parent.push(change.value);
      } else {
        assert.ok(!has, `add of a member that is there: ${where}`);
        define(parent, last, change.value);
      }
    }
  }
  if (op === 'add' || op === 'replace') {
    for (const open of view.open) if (open === path || open.startsWith(`${path}/`)) view.open.delete(open);
    view.open.add(path);
    // The containers above it are open again: a value that takes a new item is not final.
    for (let slash = path.lastIndexOf('/'); slash >= 0; slash = slash === 0 ? -1 : path.lastIndexOf('/', slash - 1)) view.open.add(path.slice(0, slash));
  }
  if (op === 'remove') {
    for (const open of view.open) if (open === path || open.startsWith(`${path}/`)) view.open.delete(open);
  }
}
