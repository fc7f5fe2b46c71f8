#!/usr/bin/env bash
# The whole test suite, as CI runs it (.ci/run calls this script):
#   1. installs missing Debian packages (scripts/install-deps.sh),
#   2. checks formatting (clang-format, .clang-format),
#   3. Release build with gcc: every test, the slow ones included,
#   4. Debug build with AddressSanitizer + UndefinedBehaviorSanitizer: the fast tests,
#   5. the benchmarks once as a smoke test (tiny --benchmark_min_time).
# Usage: scripts/test.sh            (from anywhere; builds under build/)
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

bash scripts/install-deps.sh
bash scripts/check-format.sh

echo "== Release build: all tests" >&2
cmake --preset release >/dev/null
cmake --build --preset release -j "$jobs"
ctest --preset release -j "$jobs"

echo "== Debug build with ASan + UBSan: fast tests" >&2
cmake --preset asan >/dev/null
cmake --build --preset asan -j "$jobs"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --preset asan -j "$jobs" -LE slow

echo "== Benchmarks (smoke run)" >&2
for bench in build/release/bench/*_benchmark; do
  [ -x "$bench" ] || continue
  "$bench" --benchmark_min_time=0.001 >/dev/null
  echo "  $(basename "$bench"): ok" >&2
done
echo "scripts/test.sh: all checks passed" >&2
