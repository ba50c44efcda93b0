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

# What a browser downloads for each entry (bundled, minified JS plus its wasm, gzip; issue 15),
# then both modules again with function names kept, read by owner (module, library).
footprint: wasm
	@node scripts/footprint.mjs --json build/footprint.json
	@cmake -S . -B build/wasm-names -G Ninja -DCMAKE_BUILD_TYPE=Release \
	  -DCMAKE_TOOLCHAIN_FILE=/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake \
	  -DSG_WASM_OUT=$(CURDIR)/build/wasm-names/out -DCMAKE_EXE_LINKER_FLAGS=--profiling-funcs >/dev/null
	@cmake --build build/wasm-names
	@echo 'structguard-reply.wasm:' && node scripts/wasm-composition.mjs build/wasm-names/out/structguard-reply.wasm
	@echo 'structguard.wasm:' && node scripts/wasm-composition.mjs build/wasm-names/out/structguard.wasm

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
