# The human front door. Every target installs what it needs first (scripts/setup.sh).
export NODE_PATH := /usr/share/nodejs
.PHONY: setup native asan fuzz-build fuzz wasm footprint conformance test demo playground bench clean
PLAYGROUND_PORT ?= 0
FUZZ_SECONDS ?= 60

setup:
	@scripts/setup.sh

native: setup
	@cmake --preset native-debug >/dev/null && cmake --build --preset native-debug

asan: setup
	@cmake --preset native-asan >/dev/null && cmake --build --preset native-asan

fuzz-build: setup
	@cmake --preset native-fuzz >/dev/null && cmake --build --preset native-fuzz

fuzz: fuzz-build native
	@scripts/fuzz.sh --valgrind $(FUZZ_SECONDS)

wasm: setup
	@cmake --preset wasm-release >/dev/null && cmake --build --preset wasm-release
	@scripts/wasm-size.sh

# What a browser downloads for each entry and each module's code by owner, against the budgets
# and the last recorded figures (bench/footprint-budget.json, bench/footprint.json; issue 37).
footprint: wasm
	@node scripts/footprint.mjs

conformance: native wasm
	@scripts/conformance.sh

# The native suite runs once, on the core the fuzz build compiles with ASan+UBSan (clang), with
# the native conformance runner: one native compile of the core in `make test`. `make native`
# (GCC, debug) and `make asan` (GCC, sanitized) build it for debugging.
test: fuzz-build wasm
	@scripts/test.sh

playground: wasm
	@node scripts/playground.js --port $(PLAYGROUND_PORT)

bench: wasm
	@node bench/run.js

demo: wasm
	@node examples/node-quickstart/quickstart.mjs && node examples/pipeline/demo.mjs

clean:
	rm -rf build npm/dist
