#!/usr/bin/env bash
# Runs clang-tidy (.clang-tidy: bugprone-*, performance-*) on every .cc file of
# the project: the libraries, cli/, scale/, wasm/ (its native build), tests/
# (fuzz targets included) and bench/,
# with diagnostics from the project's own headers. Fails on any finding
# (.clang-tidy sets WarningsAsErrors '*'). A false positive gets
# `// NOLINT(check-name)` with the reason on the same line, nothing broader.
# The compilation database comes from a configure-only clang build in
# build/clang-tidy (nothing is compiled), with EYESHAPE_EXPENSIVE_CHECKS on so
# the self-check code is analyzed too, and without the command line's unity
# batches (EYESHAPE_UNITY_CLI) so that each file is checked on its own.
# Usage: scripts/clang-tidy.sh [FILE_REGEX]   (default: every project .cc file)
# Environment: JOBS (default 2), CLANG_TIDY (default clang-tidy-22).
#
# clang-tidy 22 (Debian package clang-tidy-22), not the default clang-tidy
# 14: clang-tidy 22 no longer runs the checks over code in system headers
# (its release notes), which was most of the time on a file that includes
# CLI11 (docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
build=build/clang-tidy
jobs=${JOBS:-2}
clang_tidy=${CLANG_TIDY:-clang-tidy-22}
run_clang_tidy=$(command -v run-clang-tidy-22 || true)
if [ -z "$run_clang_tidy" ] || ! command -v "$clang_tidy" >/dev/null; then
  echo "clang-tidy.sh: clang-tidy-22 not found (Debian package clang-tidy-22; scripts/install-deps.sh)" >&2
  exit 2
fi

cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
  -DEYESHAPE_EXPENSIVE_CHECKS=ON -DEYESHAPE_BUILD_TESTS=ON -DEYESHAPE_BUILD_BENCH=ON \
  -DEYESHAPE_BUILD_FUZZERS=ON -DEYESHAPE_UNITY_CLI=OFF >/dev/null

# One entry per source file: the fuzz targets recompile a few library files,
# which need checking only once, with the library's own flags (the fuzzer's
# -fsanitize flags need sanitizer headers clang-tidy's own clang may lack).
# The database goes to its own directory.
mkdir -p "$build/tidy"
python3 - "$build/compile_commands.json" "$build/tidy/compile_commands.json" <<'EOF'
import json, sys
by_file = {}
for entry in json.load(open(sys.argv[1])):
    kept = by_file.get(entry["file"])
    if kept is None or ("-fsanitize=fuzzer" in kept["command"] and
                        "-fsanitize=fuzzer" not in entry["command"]):
        by_file[entry["file"]] = entry
json.dump(list(by_file.values()), open(sys.argv[2], "w"), indent=1)
EOF

dirs='(base|canon|solver|tables|board|scoring|report|gtp|cli|scale|wasm|tests|bench)'
files=${1:-"^$root/$dirs/.*\\.cc\$"}
echo "== clang-tidy ($(basename "$run_clang_tidy"), -j $jobs)" >&2
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
# clang-tidy's own clang may be newer than the build's (its Debian package is
# clang-tidy-22 while `clang` is 14): it lacks the headers of the build's
# OpenMP and sanitizer runtimes, which GCC's include directory has (searched
# last, so clang's own headers win), and warns about what libstdc++ and
# Google Benchmark's macros do in system headers. The builds themselves
# still compile with -Werror.
extra_args=(-extra-arg=-idirafter"$(gcc -print-file-name=include)"
  -extra-arg=-Wno-c2y-extensions -extra-arg=-Wno-deprecated-declarations)
"$run_clang_tidy" -clang-tidy-binary "$(command -v "$clang_tidy")" -p "$build/tidy" -j "$jobs" \
  -quiet -header-filter "^$root/$dirs/" "${extra_args[@]}" "$files" >"$log" 2>&1 || status=$?
# Keep the findings and compiler errors, without colours; drop the per-file
# command lines and the "N warnings generated" / "Suppressed ..." chatter.
sed -i 's/\x1b\[[0-9;]*m//g' "$log"
grep -Ev '^(\S*clang-tidy(-[0-9]+)? |Suppressed |Use -header-filter|Running clang-tidy|[0-9]+ warnings? (and [0-9]+ errors? )?generated)' \
  "$log" >&2 || true
findings=$(grep -cE '^/.*: (warning|error): ' "$log" || true)
if [ "$status" -ne 0 ] || [ "$findings" -ne 0 ]; then
  echo "clang-tidy.sh: $findings finding(s); fix them, or NOLINT(check-name) a false positive with a reason" >&2
  exit 1
fi
echo "clang-tidy.sh: no findings" >&2
