#!/usr/bin/env bash
# Installs what is missing, builds eyeshape (Release) and runs the main job on
# its built-in default: generate the table of every eyespace up to 8 cells
# and summarise it (counts per size, value distribution).
# Usage: scripts/run.sh [MAX_SIZE]      (default 8; the table goes to build/)
set -euo pipefail
cd "$(dirname "$0")/.."
max_size="${1:-8}"
bash scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc 2>/dev/null || echo 2)" --target eyeshape
eyeshape=build/release/cli/eyeshape
table="build/eyespaces-${max_size}.eyt"
echo "== eyeshape generate --max-size ${max_size} -o ${table}" >&2
"$eyeshape" generate --max-size "$max_size" -o "$table"
echo "== eyeshape stats ${table}" >&2
"$eyeshape" stats "$table"
