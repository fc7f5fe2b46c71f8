#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Compares the eye spaces of two eyeshape builds on random positions or on
the positions of SGF records, with GNU Go 3.8's `eval_eye` as the reference
where their values differ (issue 25: a change to board/eyes.cc is measured
before it is kept; docs/board-eyes.md G9).

Positions: those of scripts/random_positions.py, or, when SGF files are
given, each record at moves STEP, 2 STEP, ... and at its end (`loadsgf FILE
N` on all three engines). Both builds are asked `eyeshape-eyespaces`; the
lines are compared with the `settled [...]` list left out. Where a space's
value differs, GNU Go is asked `eval_eye` at its origin.

    scripts/eyespace_random_compare.py --old OLD_BIN --new NEW_BIN --seed 1 --positions 1500 --size 7
    scripts/eyespace_random_compare.py --old OLD_BIN --new NEW_BIN --step 20 ../shared/data/scoring-dev/games/*/*.sgf

Prints one line per changed space (position, the two lines, GNU Go's
reply), then a summary: spaces with a `settled` list in the new build,
values changed, and for those how often GNU Go's `min max` equals the new
build's, the old build's, both or neither; positions where the builds list
different numbers of spaces are printed and counted apart. Exit status 0 when it ran, 2
when an engine could not be started.
"""

import collections
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from random_positions import (  # noqa: E402
    build_comparison_arguments,
    load_sgf_positions,
    play_random_position,
    start_builds_and_gnugo,
)



def min_max(line):
    m = re.search(r" min (\d+) max (\d+)", line)
    return (m.group(1), m.group(2)) if m else None


def main():
    args = build_comparison_arguments(__doc__, 7, sgf=True)
    old, new, gnugo = start_builds_and_gnugo(args, "eyespace_random_compare")
    engines = (old, new, gnugo)

    def positions():
        """Sets up each position on the three engines, yielding its label."""
        if args.sgf:
            for path in args.sgf:
                for label, _ in load_sgf_positions(engines, path, args.step):
                    yield label
            return
        rng = random.Random(args.seed)
        for index in range(args.positions):
            play_random_position(engines, rng, args.size)
            yield f"position {index}"

    settled = 0
    count = 0
    unmatched = 0
    agree = collections.Counter()
    for label in positions():
        count += 1
        before = old.reply("eyeshape-eyespaces")[1].splitlines()
        after = new.reply("eyeshape-eyespaces")[1].splitlines()
        if len(before) != len(after):
            unmatched += 1
            print(f"{label}: old lists {len(before)} spaces, new {len(after)}", flush=True)
            continue
        for a, b in zip(before, after):
            if " settled [" in b:
                settled += 1
            if re.sub(r" settled \[[^]]*\]", "", b) == a:
                continue
            origin = b.split()[1]
            reply = gnugo.reply(f"eval_eye {origin}")[1]
            theirs = tuple(reply.split()[:2])
            mine, was = min_max(b), min_max(a)
            key = ("both" if theirs == mine == was else "new" if theirs == mine else
                   "old" if theirs == was else "neither")
            agree[key] += 1
            print(f"{label}: old [{a}] new [{b}] GNU Go eval_eye {origin}: {reply}",
                  flush=True)
    changed = sum(agree.values())
    print(f"positions {count}, spaces with settled points {settled}, lines changed "
          f"{changed}; GNU Go's min max equals new {agree['new']}, old {agree['old']}, "
          f"both {agree['both']}, neither {agree['neither']}; positions whose lists of "
          f"spaces differ in length {unmatched}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
