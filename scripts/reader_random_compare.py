#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Compares the tactical reader's `attack` of two eyeshape builds on random
positions, with GNU Go 3.8 as the reference where they differ (issue 25:
a change to board/tactics.cc is measured before it is kept).

Positions: on an empty SIZE board, stones of alternating colours at random
points of the lower 4 or 5 rows or of the whole board (one chosen per
position), 55% to 85% of those points, each `play` sent to all three
engines (an illegal move is skipped by all). Every string with at most four
liberties is asked `attack` by both builds; where the result codes differ,
GNU Go's `attack` is asked too.

    scripts/reader_random_compare.py --old OLD_BIN --new NEW_BIN --seed 11 --positions 300

Prints one line per changed string (position, string, the three replies),
then a summary: strings asked, codes changed, and for those how often GNU
Go's code equals the new build's, the old build's, neither; and the same
for "captured or not" (code 0 against any other). Exit status 0 when it
ran, 2 when an engine could not be started.
"""

import collections
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from random_positions import (  # noqa: E402
    COLUMNS,
    build_comparison_arguments,
    play_random_position,
    start_builds_and_gnugo,
    vertex,
)



def strings(board, size):
    """(first point, stones, liberties) of every string."""
    seen = set()
    out = []
    for p in sorted(board):
        if board[p] is None or p in seen:
            continue
        stones, libs, stack = {p}, set(), [p]
        while stack:
            x, y = stack.pop()
            for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if not (0 <= q[0] < size and 0 <= q[1] < size):
                    continue
                if board[q] is None:
                    libs.add(q)
                elif board[q] == board[p] and q not in stones:
                    stones.add(q)
                    stack.append(q)
        seen |= stones
        out.append((min(stones), stones, libs))
    return out


def code(reply):
    return reply.split()[0] if reply.split() else "?"


def main():
    args = build_comparison_arguments(__doc__, 9)
    old, new, gnugo = start_builds_and_gnugo(args, "reader_random_compare")
    engines = (old, new, gnugo)
    rng = random.Random(args.seed)
    n = args.size
    asked = 0
    exact = collections.Counter()
    captured = collections.Counter()
    for index in range(args.positions):
        play_random_position(engines, rng, n)
        board = {(x, y): None for x in range(n) for y in range(n)}
        for c in ("black", "white"):
            for v in gnugo.reply(f"list_stones {c}")[1].split():
                board[(COLUMNS.index(v[0]), int(v[1:]) - 1)] = c
        for first, _, libs in strings(board, n):
            if len(libs) > 4:
                continue
            asked += 1
            a = old.reply(f"attack {vertex(first)}")[1]
            b = new.reply(f"attack {vertex(first)}")[1]
            if code(a) == code(b):
                continue
            g = gnugo.reply(f"attack {vertex(first)}")[1]
            print(f"position {index} {vertex(first)}: old {a} new {b} gnugo {g}", flush=True)
            exact["new" if code(b) == code(g) else "old" if code(a) == code(g) else "neither"] += 1
            gone = code(g) != "0"
            captured["new" if (code(b) != "0") == gone else
                     "old" if (code(a) != "0") == gone else "neither"] += 1
    changed = sum(exact.values())
    print(f"strings asked {asked}, attack code changed {changed}; GNU Go's code equals "
          f"new {exact['new']}, old {exact['old']}, neither {exact['neither']}; "
          f"captured or not as GNU Go: new {captured['new']}, old {captured['old']}, "
          f"neither {captured['neither']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
