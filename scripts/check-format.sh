#!/usr/bin/env bash
# Fails when a tracked C++ file differs from what clang-format (.clang-format) makes of it.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.h' '*.cc' 2>/dev/null || find . -name '*.h' -o -name '*.cc')
bad=0
for f in "${files[@]}"; do
  [ -f "$f" ] || continue
  if ! diff -q <(clang-format --style=file "$f") "$f" >/dev/null; then
    echo "check-format: $f is not clang-formatted (run: clang-format -i $f)" >&2
    bad=1
  fi
done
[ "$bad" -eq 0 ] && echo "check-format: ${#files[@]} files formatted" >&2
exit "$bad"
