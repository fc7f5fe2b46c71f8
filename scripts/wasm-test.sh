#!/usr/bin/env bash
# The WebAssembly package (js/): builds the module with Debian's Emscripten
# (preset wasm, which embeds the tables of the native build/release), puts it
# in js/dist/, and runs the package's tests with Node's test runner
# (js/test/: answers equal to the native binary's, fuzzing, npm pack and a
# scratch install, the package and web/index.html in headless Chromium) after
# tsc checks index.d.ts. scripts/test.sh runs it after the Release build; on its
# own it builds the two native targets it needs first.
# Usage: scripts/wasm-test.sh   (JOBS=N for the build's parallelism)
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}

# The reference binary the tests compare with, and the tables the module embeds.
cmake --preset release >/dev/null
cmake --build build/release -j "$jobs" --target eyeshape eyeshape_small_position_table \
  eyeshape_default_table

cmake --preset wasm >/dev/null
cmake --build --preset wasm -j "$jobs"
mkdir -p js/dist
cp build/wasm/wasm/eyeshape.mjs build/wasm/wasm/eyeshape.wasm js/dist/

# index.d.ts against a program using the API: TypeScript is a test-only
# package of js/test/types/, installed from its committed lock file.
npm ci --prefix js/test/types --no-audit --no-fund --loglevel=error
js/test/types/node_modules/.bin/tsc -p js/test/types/tsconfig.json

# Chromium (install-deps.sh) is required here: the browser test must not skip.
EYESHAPE_REQUIRE_CHROMIUM=1 EYESHAPE_NATIVE="$PWD/build/release/cli/eyeshape" \
  node --test js/test/*.test.js
