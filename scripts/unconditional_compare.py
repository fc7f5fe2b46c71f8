#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Compares `unconditional_status` of `eyeshape gtp` with GNU Go 3.8's on
every point of SGF positions or of random positions (docs/gtp.md).

SGF mode: each record at moves STEP, 2 STEP, ... and at its end (`loadsgf
FILE N` on both engines; --step 0 for the end only). Random mode: on an
empty SIZE board, stones of alternating colours at random points of the
lower 4 or 5 rows or of the whole board, 55% to 85% of them (the positions
of scripts/random_positions.py).

    scripts/unconditional_compare.py --step 0 ../shared/data/scoring-dev/games/*/*.sgf
    scripts/unconditional_compare.py --random 800 --size 7 --seed 1

Prints the count of each (GNU Go's answer, ours) pair, then every point
where they differ (position, point, both answers). Exit status 0 when it
ran, 2 when an engine could not be started.
"""

import argparse
import collections
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import EYESHAPE, GNUGO, Gtp  # noqa: E402
from random_positions import COLUMNS, load_sgf_positions, play_random_position  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--eyeshape", default=EYESHAPE)
    parser.add_argument("--step", type=int, default=0, help="SGF mode: every STEP moves (0: end)")
    parser.add_argument("--random", type=int, default=0, help="random mode: this many positions")
    parser.add_argument("--size", type=int, default=9)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("sgf", nargs="*")
    args = parser.parse_args()
    try:
        ours = Gtp([args.eyeshape, "gtp"])
        gnugo = Gtp([GNUGO, "--mode", "gtp"])
    except OSError as error:
        print(f"unconditional_compare: {error}", file=sys.stderr)
        return 2
    engines = (ours, gnugo)
    pairs = collections.Counter()
    differences = []

    def compare(label, width, height):
        for y in range(1, height + 1):
            for x in range(width):
                v = f"{COLUMNS[x]}{y}"
                a = ours.reply(f"unconditional_status {v}")[1]
                b = gnugo.reply(f"unconditional_status {v}")[1]
                pairs[(b, a)] += 1
                if a != b:
                    differences.append(f"{label} {v}: GNU Go {b}, eyeshape {a}")

    for path in args.sgf:
        for label, size in load_sgf_positions(engines, path, args.step):
            compare(label, size, size)
    rng = random.Random(args.seed)
    n = args.size
    for index in range(args.random):
        play_random_position(engines, rng, n)
        compare(f"random {index}", n, n)
    print("GNU Go's answer, ours: points")
    for (theirs, mine), count in sorted(pairs.items()):
        print(f"  {theirs:16} {mine:16} {count}")
    print(f"differences: {len(differences)}")
    for line in differences:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
