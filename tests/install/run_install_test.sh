#!/usr/bin/env bash
# The installed lookup library from a user's side (ctest test install_package,
# label `install`):
#   1. `cmake --install` the build tree into a temporary prefix; the only
#      header installed must be include/eyeshape/eyeshape.h;
#   2. a consumer project outside the source tree (copies of
#      tests/install/consumer/ and tables/lookup/example/lookup_example.cc)
#      finds the package with find_package(eyeshape CONFIG) in that prefix
#      only, builds the example and a LookupOrSolve() program, and runs them;
#   3. the example built with `c++ $(pkg-config --cflags --libs eyeshape)`.
# Each program must exit 0, and the example must print exactly what the
# in-tree build of it prints. Writes only to a temporary directory (removed
# on exit) and CMake's install_manifest.txt in the build tree.
# Usage: run_install_test.sh BUILD_DIR SOURCE_DIR [CXX]
set -euo pipefail
build_dir=$(cd "$1" && pwd)
source_dir=$(cd "$2" && pwd)
cxx=${3:-c++}
work=$(mktemp -d "${TMPDIR:-/tmp}/eyeshape-install-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
fail() {
  echo "run_install_test: FAIL: $*" >&2
  exit 1
}
run_logged() {  # run_logged LOG COMMAND...: quiet unless the command fails
  local log=$1
  shift
  "$@" >"$log" 2>&1 || {
    cat "$log" >&2
    fail "$*"
  }
}

echo "== cmake --install into $prefix" >&2
run_logged "$work/install.log" cmake --install "$build_dir" --prefix "$prefix"
(cd "$prefix" && find . -type f | sort) >&2
headers=$(cd "$prefix" && find . -name '*.h' | sort)
[ "$headers" = "./include/eyeshape/eyeshape.h" ] ||
  fail "installed headers are not exactly include/eyeshape/eyeshape.h: ${headers//$'\n'/ }"

# What the in-tree build of the example prints: the installed copies must agree.
expected=$work/expected.txt
"$build_dir/tables/lookup/example/eyeshape_lookup_example" >"$expected" ||
  fail "the in-tree lookup example failed"
check_example() {  # check_example NAME PROGRAM
  local out=$work/$1.txt
  local status=0
  "$2" >"$out" || status=$?
  if [ "$status" -ne 0 ]; then
    cat "$out" >&2
    fail "$1: exit status $status"
  fi
  diff -u "$expected" "$out" >&2 || fail "$1: output differs from the in-tree example"
  echo "  $1: ok" >&2
}

echo "== find_package(eyeshape CONFIG), outside the source tree" >&2
consumer=$work/consumer
cp -r "$source_dir/tests/install/consumer" "$consumer"
cp "$source_dir/tables/lookup/example/lookup_example.cc" "$consumer/"
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
run_logged "$work/configure.log" cmake -S "$consumer" -B "$consumer/build" "${generator[@]}" \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
found_dir=$(sed -n 's/^eyeshape_DIR:PATH=//p' "$consumer/build/CMakeCache.txt")
case "$found_dir" in
  "$prefix"/*) ;;
  *) fail "find_package found eyeshape in '$found_dir', not in $prefix" ;;
esac
run_logged "$work/build.log" cmake --build "$consumer/build" --parallel 2
check_example cmake_lookup_example "$consumer/build/lookup_example"
"$consumer/build/lookup_or_solve_example" >&2 || fail "cmake_lookup_or_solve_example failed"
echo "  cmake_lookup_or_solve_example: ok" >&2

echo "== pkg-config --cflags --libs eyeshape" >&2
pc_file=$(find "$prefix" -name eyeshape.pc)
[ -n "$pc_file" ] || fail "no eyeshape.pc installed"
# Only the installed prefix: a system-wide eyeshape.pc must not be picked up.
unset PKG_CONFIG_PATH
export PKG_CONFIG_LIBDIR
PKG_CONFIG_LIBDIR=$(dirname "$pc_file")
flags=$(pkg-config --cflags --libs eyeshape) || fail "pkg-config eyeshape failed"
echo "  flags: $flags" >&2
version=$(pkg-config --modversion eyeshape)
project_version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build_dir/CMakeCache.txt")
[ "$version" = "$project_version" ] ||
  fail "eyeshape.pc has version '$version', the project $project_version"
# shellcheck disable=SC2086  # the flags are a word list
run_logged "$work/pkgconfig.log" "$cxx" -std=c++20 -o "$work/pc_lookup_example" \
  "$consumer/lookup_example.cc" $flags
check_example pkgconfig_lookup_example "$work/pc_lookup_example"
echo "run_install_test: ok" >&2
