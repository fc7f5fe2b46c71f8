#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Scores positions with Tenuki 0.3.1 (issue 12, item 5; test-only): installs
# the npm package `tenuki@0.3.1` into a temporary folder (removed on exit;
# TENUKI_MODULES=DIR reuses a node_modules folder that holds it) and runs
# scripts/tenuki_score.js, which reads the positions as JSON on stdin and
# prints one JSON line per position (see that file).
#
#   echo '[{"name":"a","width":5,"height":5,"rows":[".....",".....",".....",".....","....."],"dead":[],"captures":[0,0]}]' \
#     | scripts/tenuki_score.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if [[ -n "${TENUKI_MODULES:-}" ]]; then
  modules="$TENUKI_MODULES"
else
  folder="$(mktemp -d)"
  trap 'rm -rf "$folder"' EXIT
  if ! (cd "$folder" && npm install --no-audit --no-fund --silent tenuki@0.3.1 >/dev/null 2>&1); then
    echo "tenuki_score.sh: npm install tenuki@0.3.1 failed" >&2
    exit 2
  fi
  modules="$folder/node_modules"
fi
exec node "$here/tenuki_score.js" "$modules"
