#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs the test-only web anchors of package-lock.json (npm ci) into
# scripts/anchors/node_modules, once: @sabaki/deadstones, the dead-stone
# guesser web boards use (docs/scoring.md compares with it). Never shipped.
set -euo pipefail
cd "$(dirname "$0")"
if [[ ! -d node_modules/@sabaki/deadstones ]]; then
  npm ci --no-audit --no-fund --silent >/dev/null
fi
