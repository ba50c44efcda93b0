#!/usr/bin/env bash
# Runs every libFuzzer target for SECONDS each (default 60) on its corpus (tests/fuzz/corpus/
# <target>, or the extraction corpus when it has none), failing on a crash, a leak, a timeout
# (>1 s on an input of up to 64 KB) or an out-of-memory. Prints one line per target.
set -uo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-60}
BIN=build/native-fuzz/tests/fuzz
failed=0; passed=0
mkdir -p build/fuzz
compgen -G "$BIN/*_fuzzer" >/dev/null || { echo "fuzz: no targets in $BIN (run make fuzz-build)"; exit 1; }
for fuzzer in "$BIN"/*_fuzzer; do
  name=$(basename "$fuzzer" _fuzzer)
  seeds=tests/fuzz/corpus/$name; [[ -d $seeds ]] || seeds=tests/fuzz/corpus/extract
  work=build/fuzz/$name; mkdir -p "$work"
  log=build/fuzz/$name.log
  if "$fuzzer" "$work" "$seeds" -max_total_time="$SECONDS_EACH" -timeout=1 -rss_limit_mb=2048 \
       -max_len=65536 -artifact_prefix="build/fuzz/$name-" -print_final_stats=1 >"$log" 2>&1; then
    passed=$((passed + 1))
    printf '  %-14s ok   %s\n' "$name" "$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$') runs"
  else
    failed=$((failed + 1))
    printf '  %-14s FAIL (log: %s)\n' "$name" "$log"; grep -m5 -E 'ERROR|SUMMARY|Test unit written' "$log" | sed 's/^/    /'
  fi
done
echo "fuzz: $passed passed, $failed failed"
((failed == 0))
