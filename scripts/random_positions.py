# SPDX-License-Identifier: MIT
"""Random positions for the comparisons with GNU Go
(scripts/reader_random_compare.py, scripts/unconditional_compare.py,
scripts/eyespace_random_compare.py).

On an empty SIZE board, stones of alternating colours (Black first) at
random points of the lower 4 or 5 rows or of the whole board (one chosen
per position), 55% to 85% of those points. Each move is sent to every
engine with `play`; one an engine finds illegal is skipped by all of them
(they share the rules).
"""

import argparse

from gtp_client import GNUGO, Gtp

COLUMNS = "ABCDEFGHJKLMNOPQRST"


def vertex(point):
    """GTP vertex of (x, y), both from 0, y from the bottom row."""
    return f"{COLUMNS[point[0]]}{point[1] + 1}"


def random_moves(rng, size):
    """The (colour, vertex) moves of one random position."""
    rows = rng.choice([4, 5, size])
    points = [(x, y) for x in range(size) for y in range(rows)]
    rng.shuffle(points)
    moves = []
    colour = "black"
    for point in points[:int(len(points) * rng.uniform(0.55, 0.85))]:
        moves.append((colour, vertex(point)))
        colour = "white" if colour == "black" else "black"
    return moves


def play_random_position(engines, rng, size):
    """Sets up one random position on every engine (GTP clients)."""
    for engine in engines:
        engine.reply(f"boardsize {size}")
        engine.reply("clear_board")
    for colour, v in random_moves(rng, size):
        for engine in engines:
            engine.reply(f"play {colour} {v}")


def build_comparison_arguments(doc, size):
    """The arguments of a comparison of two builds on random positions."""
    parser = argparse.ArgumentParser(description=doc,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--old", required=True, help="eyeshape binary before the change")
    parser.add_argument("--new", required=True, help="eyeshape binary after it")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--size", type=int, default=size)
    return parser.parse_args()


def start_builds_and_gnugo(args):
    """(old, new, GNU Go) engines; raises OSError when one cannot start."""
    return Gtp([args.old, "gtp"]), Gtp([args.new, "gtp"]), Gtp([GNUGO, "--mode", "gtp"])
