#!/usr/bin/env bash
# Runs every libFuzzer target for SECONDS each (default 60) on its corpus (tests/fuzz/corpus/
# <target>, or the extraction corpus when it has none) with its dictionary (tests/fuzz/
# <target>.dict) when it has one, failing on a crash, a leak, a timeout
# (>1 s on an input of up to 64 KB) or an out-of-memory. Prints one line per target.
#
#   scripts/fuzz.sh [--valgrind] [SECONDS]
#
# --valgrind (make fuzz) also runs the native Catch2 suite once under valgrind (memcheck, leaks
# included), which sees what the sanitizers cannot: uninitialised reads in an uninstrumented
# build. The whole Debug suite takes about 4.5 minutes there (2 shared cores), so it runs in full.
# SG_FUZZ_BUILD and SG_NATIVE_BUILD name other build folders (default build/native-fuzz and
# build/native-debug, what `make fuzz-build` and `make native` make).
set -uo pipefail
cd "$(dirname "$0")/.."
valgrind=0
if [[ ${1:-} == --valgrind ]]; then valgrind=1; shift; fi
SECONDS_EACH=${1:-60}
BIN=${SG_FUZZ_BUILD:-build/native-fuzz}/tests/fuzz
SUITE_BIN=${SG_NATIVE_BUILD:-build/native-debug}/tests/native/structguard_tests
failed=0; passed=0
mkdir -p build/fuzz
compgen -G "$BIN/*_fuzzer" >/dev/null || { echo "fuzz: no targets in $BIN (run make fuzz-build)"; exit 1; }
for fuzzer in "$BIN"/*_fuzzer; do
  name=$(basename "$fuzzer" _fuzzer)
  seeds=tests/fuzz/corpus/$name; [[ -d $seeds ]] || seeds=tests/fuzz/corpus/extract
  work=build/fuzz/$name; mkdir -p "$work"
  log=build/fuzz/$name.log
  dict=(); [[ -f tests/fuzz/$name.dict ]] && dict=(-dict="tests/fuzz/$name.dict")
  if "$fuzzer" "$work" "$seeds" "${dict[@]}" -max_total_time="$SECONDS_EACH" -timeout=1 -rss_limit_mb=2048 \
       -max_len=65536 -artifact_prefix="build/fuzz/$name-" -print_final_stats=1 >"$log" 2>&1; then
    passed=$((passed + 1))
    printf '  %-18s ok   %s\n' "$name" "$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$') runs"
  else
    failed=$((failed + 1))
    printf '  %-18s FAIL (log: %s)\n' "$name" "$log"; grep -m5 -E 'ERROR|SUMMARY|Test unit written' "$log" | sed 's/^/    /'
  fi
done

if ((valgrind)); then
  log=build/fuzz/valgrind.log started=$SECONDS
  # The R5 sweep of the native suite reads JSON-Schema-Test-Suite in place, as scripts/test.sh does.
  SG_CONFORMANCE_DIR=$(scripts/find-suite.sh) && export SG_CONFORMANCE_DIR
  if [[ ! -x $SUITE_BIN ]]; then
    failed=$((failed + 1)); echo "  valgrind           FAIL (no $SUITE_BIN: run make native)"
  elif valgrind --error-exitcode=1 --leak-check=full \
         "$SUITE_BIN" >"$log" 2>&1; then
    passed=$((passed + 1))
    printf '  %-18s ok   %s (%ds)\n' valgrind "$(grep -o '[0-9]* test cases' "$log" | tail -1)" $((SECONDS - started))
  else
    failed=$((failed + 1))
    printf '  %-18s FAIL (log: %s)\n' valgrind "$log"; grep -m5 -E 'ERROR SUMMARY|definitely lost|FAILED' "$log" | sed 's/^/    /'
  fi
fi
echo "fuzz: $passed passed, $failed failed"
((failed == 0))
