#!/usr/bin/env bash
# Prints the raw and gzip size of what the package ships: the three .wasm modules and the JS
# (glue + src/); `make footprint` says what each entry makes a browser download.
set -euo pipefail
cd "$(dirname "$0")/../npm"
total_raw=0; total_gz=0
for file in dist/structguard{,-reply,-repair}.{wasm,js} src/*.js src/reply/*.js src/repair/*.js; do
  raw=$(wc -c <"$file"); gz=$(gzip -9 -c "$file" | wc -c)
  total_raw=$((total_raw + raw)); total_gz=$((total_gz + gz))
  printf '  %-28s %8d B raw %8d B gzip\n' "$file" "$raw" "$gz"
done
printf 'wasm: package %d B raw, %d B gzip (wasm + JS)\n' "$total_raw" "$total_gz"
