#!/usr/bin/env bash
# Remakes the stored GNU Go self-play set tests/data/selfplay/ (issue 11,
# item 7): 20 games of 9x9, 10 of 13x13 and 10 of 19x19, GNU Go 3.8 at level 1
# playing both colours, seeds 1..N. Takes a few minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
out=tests/data/selfplay
python3 scripts/selfplay.py --size 9 --games 20 --first-seed 1 --level 1 -o "$out"
python3 scripts/selfplay.py --size 13 --games 10 --first-seed 1 --level 1 -o "$out"
python3 scripts/selfplay.py --size 19 --games 10 --first-seed 1 --level 1 -o "$out"
