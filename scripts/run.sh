#!/usr/bin/env bash
# Installs what is missing, builds eyeshape (Release) and runs the main job.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc 2>/dev/null || echo 2)" --target eyeshape
eyeshape=build/release/tables/eyeshape
echo "== eyeshape solve: a few textbook shapes" >&2
printf '%s\n' '...' '.%.%.' '..%..' '.%...' '!...%....' 'OO!%O.X%!...' '.....%.....' |
  "$eyeshape" solve --batch -
