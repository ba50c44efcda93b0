#!/usr/bin/env bash
# Prints the raw and gzip size of what the package ships: the .wasm and the JS (glue + src/).
set -euo pipefail
cd "$(dirname "$0")/../npm"
total_raw=0; total_gz=0
for file in dist/structguard.wasm dist/structguard.js src/*.js; do
  raw=$(wc -c <"$file"); gz=$(gzip -9 -c "$file" | wc -c)
  total_raw=$((total_raw + raw)); total_gz=$((total_gz + gz))
  printf '  %-28s %8d B raw %8d B gzip\n' "$file" "$raw" "$gz"
done
printf 'wasm: package %d B raw, %d B gzip (wasm + JS)\n' "$total_raw" "$total_gz"
