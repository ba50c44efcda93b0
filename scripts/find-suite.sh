#!/usr/bin/env bash
# Prints where JSON-Schema-Test-Suite is: $SG_CONFORMANCE_DIR, else ../shared/conformance beside
# this checkout (where CI puts it), else beside the repository this one was cloned from (a
# local clone such as /tmp/check). Exits 1 when none holds the suite.
cd "$(dirname "$0")/.."
candidates=("${SG_CONFORMANCE_DIR:-}" "$PWD/../shared/conformance/JSON-Schema-Test-Suite")
origin=$(git config --get remote.origin.url 2>/dev/null)
[[ -n $origin && -d $origin ]] && candidates+=("$(cd "$origin" && pwd)/../shared/conformance/JSON-Schema-Test-Suite")
for dir in "${candidates[@]}"; do
  if [[ -n $dir && -d $dir/tests ]]; then (cd "$dir" && pwd); exit 0; fi
done
echo "JSON-Schema-Test-Suite not found: set SG_CONFORMANCE_DIR" >&2
exit 1
