#!/usr/bin/env bash
# Runs every test tier on what `make test` built, prints one summary line per tier and a total.
# Logs go to build/test-logs/; a failing tier shows the end of its log.
set -uo pipefail
cd "$(dirname "$0")/.."

LOGS=build/test-logs
mkdir -p "$LOGS"
export NO_COLOR=1 DENO_NO_UPDATE_CHECK=1 DENO_NO_PROMPT=1
# The native R5 sweep and the conformance tier read the suite in place.
SG_CONFORMANCE_DIR=$(scripts/find-suite.sh) && export SG_CONFORMANCE_DIR
total_passed=0
total_failed=0

# counts <kind> <log> -> "passed failed" as the runner reported them
counts() {
  local kind=$1 log=$2
  case $kind in
    catch2)
      if grep -q '^All tests passed' "$log"; then
        sed -n 's/^All tests passed (.* in \([0-9]*\) test case.*/\1 0/p' "$log" | tail -1
      else
        sed -n 's/^test cases: *[0-9]* | *\([0-9]*\) passed | *\([0-9]*\) failed.*/\1 \2/p' "$log" | tail -1
      fi ;;
    node)
      echo "$(sed -n 's/^# pass \([0-9]*\)/\1/p' "$log" | tail -1) $(sed -n 's/^# fail \([0-9]*\)/\1/p' "$log" | tail -1)" ;;
    plain)
      sed -n 's/^[a-z]*: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$log" | tail -1 ;;
    conformance)
      # required tests of both dialects, natively and in wasm: passed, and total minus passed
      sed -n 's/^\(native\|wasm\) *draft[0-9-]* required \([0-9]*\)\/\([0-9]*\)$/\2 \3/p' "$log" |
        awk '{p += $1; f += $2 - $1} END {print p + 0, f + 0}' ;;
    deno)
      sed -n 's/.*| \([0-9]*\) passed.*| \([0-9]*\) failed.*/\1 \2/p' "$log" | tail -1 ;;
  esac
}

# tier <name> <kind> <command...>
tier() {
  local name=$1 kind=$2; shift 2
  local log="$LOGS/$name.log" started=$SECONDS
  "$@" >"$log" 2>&1
  local status=$?
  read -r passed failed <<<"$(counts "$kind" "$log")"
  passed=${passed:-0}; failed=${failed:-0}
  if ((status != 0 && failed == 0)); then failed=1; fi  # a crash or a runner error counts
  total_passed=$((total_passed + passed)); total_failed=$((total_failed + failed))
  printf '%-10s %d passed, %d failed (%ds, log: %s)\n' "$name:" "$passed" "$failed" $((SECONDS - started)) "$log"
  if ((failed)); then tail -n 40 "$log" | sed 's/^/    /'; fi
}

# awaited <pid> <log>: the status of a tier started in the background, its log on stdout.
awaited() {
  wait "$1"
  local status=$?
  cat "$2"
  return $status
}

# The Catch2 suite of the core, under ASan + UBSan (clang, built by make fuzz-build): single-
# threaded, it runs on the second core beside the Node tiers up to types, and is reported after
# them. Its tests are compiled at -O0 (tests/native/CMakeLists.txt) and ASan's frames are larger:
# the 10,000-deep instances need more than the default 8 MiB of stack.
(ulimit -s 65536 && exec build/native-fuzz/tests/native/structguard_tests) >"$LOGS/asan.run" 2>&1 &
asan_pid=$!
tier js node node --test --test-reporter=tap tests/js/
tier noeval node node --disallow-code-generation-from-strings --test --test-reporter=tap tests/runtimes/node-noeval.test.js
tier workerd node node --test --test-reporter=tap tests/runtimes/workerd.test.js
tier workerdrun node node --test --test-reporter=tap tests/runtimes/workerd-client.test.js
tier deno deno node_modules/@deno/linux-x64-glibc/deno test --allow-read --allow-env tests/runtimes/deno.test.js tests/runtimes/deno-load.test.js
tier browser node node --test --test-reporter=tap tests/browser/
tier examples node node --test --test-reporter=tap tests/examples/
tier types plain node tests/types/check.mjs
tier asan catch2 awaited "$asan_pid" "$LOGS/asan.run"
tier load node node --test --test-reporter=tap tests/load/
tier package node node --test --test-reporter=tap tests/package/
tier bundlers node node --test --test-reporter=tap tests/bundlers/
tier fuzz plain scripts/fuzz.sh 3
tier conformance conformance env SG_NATIVE_BUILD=build/native-fuzz scripts/conformance.sh

echo "total: $total_passed passed, $total_failed failed"
((total_failed == 0))
