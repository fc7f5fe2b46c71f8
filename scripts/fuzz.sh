#!/usr/bin/env bash
# Builds the eyespace libFuzzer target with clang and runs it for SECONDS
# (default 60), then merges what it found into the checked-in corpus
# tests/data/fuzz/eyespace/ and minimizes it (libFuzzer -merge=1 into a fresh
# directory). Crashes are written to build/fuzz/artifacts/.
#
#   scripts/fuzz.sh 600            # ten minutes, one process
#   scripts/fuzz.sh 300 -jobs=2    # extra arguments go to libFuzzer
#
# Environment: EYESHAPE_FUZZ_BUILD_DIR (default build/fuzz).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-60}"
shift || true
build="${EYESHAPE_FUZZ_BUILD_DIR:-${root}/build/fuzz}"
corpus="${root}/tests/data/fuzz/eyespace"
artifacts="${build}/artifacts"

cmake -S "${root}" -B "${build}" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DEYESHAPE_BUILD_FUZZERS=ON \
  -DEYESHAPE_BUILD_TESTS=ON -DEYESHAPE_BUILD_BENCH=OFF >/dev/null
ninja -C "${build}" -j2 eyeshape_eyespace_fuzzer
fuzzer="${build}/tests/eyeshape_eyespace_fuzzer"

work="$(mktemp -d)"
fresh="$(mktemp -d)"
trap 'rm -rf "${work}" "${fresh}"' EXIT
mkdir -p "${corpus}" "${artifacts}"
cp -r "${corpus}/." "${work}/"
"${fuzzer}" "${work}" -max_total_time="${seconds}" -max_len=256 -print_final_stats=1 \
  -dict="${root}/tests/fuzz/eyespace.dict" -artifact_prefix="${artifacts}/" "$@"

# Minimize: keep only inputs that add coverage, named by content hash.
"${fuzzer}" -merge=1 "${fresh}" "${corpus}" "${work}" >/dev/null 2>&1
find "${corpus}" -maxdepth 1 -type f -delete
cp "${fresh}/." -r "${corpus}/"
echo "fuzz.sh: corpus has $(find "${corpus}" -type f | wc -l) files" >&2
