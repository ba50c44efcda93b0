#!/usr/bin/env bash
# Installs what the build and the tests need on a fresh Debian bookworm machine (as root), and
# nothing that is already there: Debian packages through apt, npm packages from the committed
# lockfile through `npm ci`. Safe to run before every build.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(cmake ninja-build g++ clang libclang-rt-14-dev emscripten nlohmann-json3-dev rapidjson-dev catch2 chromium valgrind)

missing=()
for package in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# npm ci only when the lockfile changed since the last install.
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi
