#!/usr/bin/env bash
# make conformance: the official JSON-Schema-Test-Suite (read in place, found by scripts/find-suite.sh) through
# the native core and through the wasm package. Writes build/conformance.json; the last line
# gives the figures both builds reach (the smaller where they differ). Fails when a required
# test fails in either.
set -uo pipefail
cd "$(dirname "$0")/.."
SUITE=$(scripts/find-suite.sh) || exit 1
mkdir -p build
# SG_NATIVE_BUILD: the build folder of the native runner (make test: build/native-fuzz).
"${SG_NATIVE_BUILD:-build/native-debug}"/tests/conformance/structguard_conformance "$SUITE" build/conformance-native.json | sed 's/^/native /'
native=${PIPESTATUS[0]}
node tests/conformance/run-wasm.js "$SUITE" build/conformance-wasm.json | sed 's/^/wasm   /'
wasm=${PIPESTATUS[0]}
node --input-type=module -e '
import { readFileSync, writeFileSync } from "node:fs";
const native = JSON.parse(readFileSync("build/conformance-native.json", "utf8"));
const wasm = JSON.parse(readFileSync("build/conformance-wasm.json", "utf8"));
writeFileSync("build/conformance.json", JSON.stringify({ native, wasm }, null, 2) + "\n");
const least = (part, folder) => {
  const a = native[folder][part], b = wasm[folder][part];
  return a.passed <= b.passed ? a : b;
};
const sum = (part) => ["draft2020-12", "draft7"].map((f) => least(part, f))
  .reduce((t, x) => ({ passed: t.passed + x.passed, total: t.total + x.total }), { passed: 0, total: 0 });
const f = ({ passed, total }) => `${passed}/${total}`;
console.log(`conformance: 2020-12 required ${f(least("required", "draft2020-12"))}, draft7 required ${f(least("required", "draft7"))}, optional ${f(sum("optional"))}`);
'
((native == 0 && wasm == 0))
