#!/usr/bin/env bash
# Builds one libFuzzer target with clang and runs it for SECONDS (default 60),
# then merges what it found into the checked-in corpus tests/data/fuzz/TARGET/
# and minimizes it (libFuzzer -merge=1 into a fresh directory). Crashes are
# written to build/fuzz/artifacts/. TARGET is eyespace (the default), eyesdb,
# sgf, score or gtp; the corpora of eyespace, sgf, score and gtp are replayed
# by the ordinary test builds (tests/*/..._corpus_test.cc).
#
#   scripts/fuzz.sh 600                # ten minutes of the eyespace target
#   scripts/fuzz.sh 300 gtp -jobs=2    # extra arguments go to libFuzzer
#
# Environment: EYESHAPE_FUZZ_BUILD_DIR (default build/fuzz).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-60}"
shift || true
target=eyespace
if [ $# -gt 0 ] && [[ "$1" != -* ]]; then
  target="$1"
  shift
fi
case "${target}" in
  eyespace) dict=eyespace.dict max_len=256 ;;
  eyesdb) dict=eyesdb.dict max_len=4096 ;;
  sgf | score) dict=sgf.dict max_len=4096 ;;
  gtp) dict=gtp.dict max_len=2048 ;;
  *)
    echo "fuzz.sh: unknown target '${target}' (eyespace, eyesdb, sgf, score or gtp)" >&2
    exit 1
    ;;
esac
build="${EYESHAPE_FUZZ_BUILD_DIR:-${root}/build/fuzz}"
corpus="${root}/tests/data/fuzz/${target}"
artifacts="${build}/artifacts"

cmake -S "${root}" -B "${build}" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DEYESHAPE_BUILD_FUZZERS=ON \
  -DEYESHAPE_BUILD_TESTS=ON -DEYESHAPE_BUILD_BENCH=OFF >/dev/null
ninja -C "${build}" -j2 "eyeshape_${target}_fuzzer"
fuzzer="${build}/tests/eyeshape_${target}_fuzzer"

work="$(mktemp -d)"
fresh="$(mktemp -d)"
trap 'rm -rf "${work}" "${fresh}"' EXIT
mkdir -p "${corpus}" "${artifacts}"
cp -r "${corpus}/." "${work}/"
"${fuzzer}" "${work}" -max_total_time="${seconds}" -max_len="${max_len}" -print_final_stats=1 \
  -dict="${root}/tests/fuzz/${dict}" -artifact_prefix="${artifacts}/" "$@"

# Minimize: keep the hand-written seeds (seed_*) under their names, and
# beside them only the inputs that add coverage, named by content hash.
find "${corpus}" -maxdepth 1 -type f -name 'seed_*' -exec cp {} "${fresh}/" \;
"${fuzzer}" -merge=1 "${fresh}" "${corpus}" "${work}" >/dev/null 2>&1
find "${corpus}" -maxdepth 1 -type f -delete
cp "${fresh}/." -r "${corpus}/"
echo "fuzz.sh: corpus has $(find "${corpus}" -type f | wc -l) files" >&2
