// Runs JSON-Schema-Test-Suite through the wasm package, as the native runner does through the
// core: remotes registered under http://localhost:1234/, then draft2020-12 and draft7, the
// required files and optional/ (optional/format/ and optional/content.json with format
// assertion on: draft-07's content keywords assert with it).
// usage: node tests/conformance/run-wasm.js <suite dir> <report.json>
// Test data crosses as JS values (JSON.parse), as users' values do: numbers beyond 2^53 lose
// precision on the way, which only the optional bignum tests notice.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { init } from 'structguard';

const [suite, reportPath] = process.argv.slice(2);
if (!suite || !reportPath) {
  console.error('usage: node tests/conformance/run-wasm.js <JSON-Schema-Test-Suite dir> <report.json>');
  process.exit(2);
}
const sg = await init();

function files(dir, recursive) {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return recursive ? files(path, true) : [];
    return name.endsWith('.json') ? [path] : [];
  });
}

for (const path of files(join(suite, 'remotes'), true)) {
  sg.addSchema(`http://localhost:1234/${relative(join(suite, 'remotes'), path)}`, readFileSync(path, 'utf8'));
}

function runFile(path, name, dialect, formatAssertion, tally, failures) {
  for (const group of JSON.parse(readFileSync(path, 'utf8'))) {
    let validator = null;
    let schemaError = null;
    try {
      // The suite tests the specification, which ignores unknown keywords and formats: strict
      // mode, which refuses them, is off.
      validator = sg.compileSchema(group.schema, { defaultDialect: dialect, formatAssertion, strict: false });
    } catch (error) {
      schemaError = error;
    }
    for (const test of group.tests) {
      tally.total += 1;
      const verdict = validator ? validator.validate(test.data).valid : null;
      if (verdict === test.valid) {
        tally.passed += 1;
        continue;
      }
      failures.push({ file: name, group: group.description, test: test.description, expected: test.valid,
        reason: schemaError ? `schema error: ${schemaError.message}` : 'verdict differs' });
    }
    validator?.free();
  }
}

const fraction = ({ passed, total }) => `${passed}/${total}`;
const report = {};
const optional = { passed: 0, total: 0 };
let requiredOk = true;
const runs = [['draft2020-12', '2020-12'], ['draft7', 'draft-07']];
for (const [folder, dialect] of runs) {
  const root = join(suite, 'tests', folder);
  const required = { passed: 0, total: 0 };
  const opt = { passed: 0, total: 0 };
  const failures = [];
  for (const path of files(root, false)) runFile(path, relative(root, path), dialect, false, required, failures);
  for (const path of files(join(root, 'optional'), false)) {
    runFile(path, relative(root, path), dialect, path.endsWith('/content.json'), opt, failures);
  }
  for (const path of files(join(root, 'optional', 'format'), false)) runFile(path, relative(root, path), dialect, true, opt, failures);
  console.log(`${folder} required ${fraction(required)}`);
  console.log(`${folder} optional ${fraction(opt)}`);
  report[folder] = { required, optional: opt, failures };
  optional.passed += opt.passed;
  optional.total += opt.total;
  requiredOk &&= required.passed === required.total;
}
writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
const [modern, draft7] = runs.map(([folder]) => report[folder].required);
console.log(`conformance: 2020-12 required ${fraction(modern)}, draft7 required ${fraction(draft7)}, optional ${fraction(optional)}`);
process.exitCode = requiredOk ? 0 : 1;
