// Issue 18: index.d.ts declares `Structguard` once, and that one interface is the whole API:
// every function init() hands out, each with its doc line, and nothing the instance lacks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { init } from 'structguard';

const sg = await init();
const path = new URL('../../npm/index.d.ts', import.meta.url);
const source = ts.createSourceFile('index.d.ts', readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
const declarations = source.statements.filter((statement) => statement.name?.text === 'Structguard');

test('issue 18 index.d.ts declares the Structguard interface in one place', () => {
  assert.equal(declarations.length, 1);
  assert.ok(ts.isInterfaceDeclaration(declarations[0]));
});

test('issue 18 the Structguard interface lists exactly what init() resolves to', () => {
  const declared = new Set(declarations[0].members.map((member) => member.name.text));
  assert.deepEqual([...declared].sort(), Object.keys(sg).sort());
});

test('issue 18 every Structguard method (each overload) has a one-line doc comment', () => {
  for (const member of declarations[0].members) {
    const docs = ts.getJSDocCommentsAndTags(member);
    assert.equal(docs.length, 1, `${member.name.text} has one doc comment`);
    assert.doesNotMatch(docs[0].getText(), /\n/, `${member.name.text}'s doc is one line`);
  }
});
