#!/usr/bin/env bash
# Installs the Debian packages eyeshape needs, only those that are missing.
# Safe to run again; needs root (or sudo) only when something is missing.
set -euo pipefail
packages=(
  cmake ninja-build g++ clang clang-format
  clang-tidy-22   # scripts/clang-tidy.sh (run-clang-tidy-22; pulls in python3)
  libabsl-dev libgtest-dev libgmock-dev libbenchmark-dev libomp-dev
  libcli11-dev nlohmann-json3-dev   # the command line's option parser and JSON writer
  pkgconf         # test-only: pkg-config, to build against the installed package
  libxxhash-dev   # XXH3-64 checksums of table files and checkpoints (header-only use)
  libnauty2-dev   # test-only: the reference canonical labelling (issue 3)
  gnugo           # test-only: GNU Go 3.8, the reference eye-value reader
  python3         # test-only: tests/cli/run_cli_case.py, the command-line tests (label cli)
  libclang-rt-14-dev  # libFuzzer and sanitizer runtimes for clang
  openmpi-bin libopenmpi-dev  # eyeshape-mpi (scale/, docs/cluster.md) and its tests (label mpi)
  emscripten      # the WebAssembly module of the npm package (preset wasm, js/; scripts/wasm-test.sh)
  chromium        # test-only: the package in a headless browser (js/test/browser.test.js)
)
# Node.js runs the package's tests (and Emscripten's tools): Debian's, unless a
# node is already on the PATH (another distribution's, which bundles npm and
# would conflict with Debian's npm package).
command -v node >/dev/null 2>&1 || packages+=(nodejs npm)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present" >&2
  exit 0
fi
echo "install-deps: installing ${missing[*]}" >&2
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
