#!/usr/bin/env bash
# The whole test suite, as CI runs it (.ci/run calls this script):
#   1. installs missing Debian packages (scripts/install-deps.sh),
#   2. checks formatting (clang-format, .clang-format),
#   3. Release build with gcc: every test, the slow ones included,
#   3b. the WebAssembly package (scripts/wasm-test.sh: Emscripten build of
#      preset wasm, the npm package's tests under Node against the gcc binary),
#   4. optimized clang build with AddressSanitizer + UndefinedBehaviorSanitizer
#      and EYESHAPE_EXPENSIVE_CHECKS (the generator's self-checks,
#      EYESHAPE_DCHECK), preset asan: the fast tests. One build gives clang's
#      -Werror, the self-checks and the sanitizers; a Debug build would run
#      the sanitized tests several times slower for nothing they check (the
#      code has no assert(); its checks are EYESHAPE_CHECK, always on),
#   5. clang-tidy on every project .cc file, failing on any finding (scripts/clang-tidy.sh),
#   6. the benchmarks once as a smoke test (tiny --benchmark_min_time).
# Each stage's wall time is printed as it ends, and all of them at the end.
# Usage: scripts/test.sh            (from anywhere; builds under build/)
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

stage_name=""
stage_start=$SECONDS
timings=()
# Ends the running stage (recording its time) and starts the one named $1.
stage() {
  if [ -n "$stage_name" ]; then
    timings+=("$(printf '%5d s  %s' $((SECONDS - stage_start)) "$stage_name")")
    echo "   ($stage_name: $((SECONDS - stage_start)) s)" >&2
  fi
  stage_name=$1
  stage_start=$SECONDS
  [ -n "$stage_name" ] && echo "== $stage_name" >&2
  return 0
}

stage "Dependencies"
bash scripts/install-deps.sh

stage "Formatting"
bash scripts/check-format.sh

stage "Release build (gcc): all tests"
cmake --preset release >/dev/null
cmake --build --preset release -j "$jobs"
ctest --preset release -j "$jobs"

stage "WebAssembly package (preset wasm, node --test)"
JOBS=$jobs bash scripts/wasm-test.sh

stage "clang build with ASan + UBSan and EYESHAPE_EXPENSIVE_CHECKS: fast tests"
# This build makes its own default table: its generator is optimized and
# uninstrumented but compiled with EYESHAPE_EXPENSIVE_CHECKS, so its
# self-checks (tables/generation/generate.cc: canonical forms, vital points as
# unions of orbits, the shared memo against a fresh solver) run over the whole
# 8-cell table, not only over the generation tests' tables of up to 6 cells.
# The table of small positions has no such checks, and its generator is the
# Release build's program again, so it comes from the Release build
# (cmake/EyeshapeHostTables.cmake); the sanitized tests still compare its
# entries with this build's solver.
cmake --preset asan -DEYESHAPE_HOST_BUILD_DIR="$PWD/build/release" \
  -DEYESHAPE_HOST_DEFAULT_TABLE=OFF >/dev/null
cmake --build --preset asan -j "$jobs"
ctest --preset asan -j "$jobs"

stage "clang-tidy"
JOBS=$jobs bash scripts/clang-tidy.sh

stage "Benchmarks (smoke run)"
for bench in build/release/bench/*_benchmark; do
  [ -x "$bench" ] || continue
  "$bench" --benchmark_min_time=0.001 >/dev/null
  echo "  $(basename "$bench"): ok" >&2
done
stage ""

echo "== Time per stage (wall, $jobs jobs)" >&2
printf '  %s\n' "${timings[@]}" >&2
echo "  total: $SECONDS s" >&2
echo "scripts/test.sh: all checks passed" >&2
