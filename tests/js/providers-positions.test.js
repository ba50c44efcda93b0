// Issue 18: lint diagnostics and strict changes carry the position of the value at their pointer
// in the schema text the caller gave (UTF-16 offset, 1-based line and column), and null
// positions for a schema given as a value.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init } from 'structguard';

const sg = await init();

// An emoji (two UTF-16 units, four UTF-8 bytes) before and on the lines the findings are on,
// and a CJK member name (one unit, three bytes per character), so that bytes would not do.
const text = `{
  "title": "Menu 😀",
  "type": "object",
  "properties": {
    "名前": {"description": "😀 name", "type": "string", "maxLength": 5},
    "age": {"type": "integer"}
  },
  "required": ["名前"]
}`;

const placed = (items) => items.map(({ pointer, offset, line, column }) => [pointer, offset, line, column]);
const at = (pointer) => ({ '': [0, 1, 1], '/properties/名前': [72, 5, 11], '/properties/名前/maxLength': [130, 5, 69],
  '/properties/age': [145, 6, 12] })[pointer];

test('issue 18 lintSchema places each diagnostic in the schema text, in UTF-16 units', () => {
  const pointers = ['', '/properties/age', '/properties/名前/maxLength'];
  assert.deepEqual(placed(sg.lintSchema(text, 'openai').diagnostics), pointers.map((p) => [p, ...at(p)]));
  assert.equal(text.slice(130, 132), '5}');
  assert.equal(text.slice(72, 87), '{"description":');
});

test('issue 18 toStrictSchema places each change in the schema text', () => {
  const pointers = ['/properties/名前', '', '/properties/age'];
  assert.deepEqual(placed(sg.toStrictSchema(text, 'openai').changes), pointers.map((p) => [p, ...at(p)]));
});

test('issue 18 a change at a place the converter made has no position', () => {
  const split = '{"type": "object", "properties": {"v": {"type": ["string", "integer"], "minLength": 1}}, '
    + '"required": ["v"], "additionalProperties": false}';
  assert.deepEqual(sg.toStrictSchema(split, 'openai').changes.map((c) => [c.action, ...placed([c])[0]]), [
    ['split-type-array', '/properties/v', 39, 1, 40],
    ['move-to-description', '/properties/v/anyOf/0', null, null, null],
  ]);
});

test('issue 18 a schema given as an object has no text to point into: positions are null', () => {
  const schema = JSON.parse(text);
  const unplaced = (items) => items.map(({ offset, line, column }) => [offset, line, column]);
  assert.deepEqual(unplaced(sg.lintSchema(schema, 'openai').diagnostics), [[null, null, null], [null, null, null], [null, null, null]]);
  assert.deepEqual(unplaced(sg.toStrictSchema(schema, 'openai').changes), [[null, null, null], [null, null, null], [null, null, null]]);
});
