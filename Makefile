# The human front door. Every target installs what it needs first (scripts/setup.sh).
export NODE_PATH := /usr/share/nodejs
.PHONY: setup native asan wasm test demo clean

setup:
	@scripts/setup.sh

native: setup
	@cmake --preset native-debug >/dev/null && cmake --build --preset native-debug

asan: setup
	@cmake --preset native-asan >/dev/null && cmake --build --preset native-asan

wasm: setup
	@cmake --preset wasm-release >/dev/null && cmake --build --preset wasm-release
	@scripts/wasm-size.sh

test: native asan wasm
	@scripts/test.sh

demo: wasm
	@node examples/quickstart/quickstart.mjs

clean:
	rm -rf build npm/dist
