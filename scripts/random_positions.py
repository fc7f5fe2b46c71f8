# SPDX-License-Identifier: MIT
"""Random positions, and positions of SGF records, for the comparisons with
GNU Go (scripts/reader_random_compare.py, scripts/unconditional_compare.py,
scripts/eyespace_random_compare.py).

On an empty SIZE board, stones of alternating colours (Black first) at
random points of the lower 4 or 5 rows or of the whole board (one chosen
per position), 55% to 85% of those points. Each move is sent to every
engine with `play`; one an engine finds illegal is skipped by all of them
(they share the rules).
"""

import argparse
import re
import sys

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


def load_sgf_positions(engines, path, step):
    """Loads one record on every engine at moves STEP, 2 STEP, ... and at its
    end (`loadsgf PATH N`; STEP 0 for the end only), yielding (label, size)
    after each load."""
    text = open(path, encoding="utf-8", errors="replace").read()
    moves = len(re.findall(r";\s*[BW]\[", text))
    size = int(re.search(r"SZ\[(\d+)", text).group(1)) if "SZ[" in text else 19
    stops = list(range(step, moves, step)) if step > 0 else []
    for stop in stops + [moves + 1000]:
        for engine in engines:
            engine.reply(f"loadsgf {path} {stop}")
        yield f"{path} move {stop if stop <= moves else 'end'}", size


def build_comparison_arguments(doc, size, sgf=False):
    """The arguments of a comparison of two builds on random positions (and,
    with SGF, on the positions of records: --step and the files)."""
    parser = argparse.ArgumentParser(description=doc,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--old", required=True, help="eyeshape binary before the change")
    parser.add_argument("--new", required=True, help="eyeshape binary after it")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--size", type=int, default=size)
    if sgf:
        parser.add_argument("--step", type=int, default=0,
                            help="with SGF files: every STEP moves and the end (0: the end)")
        parser.add_argument("sgf", nargs="*", help="SGF records instead of random positions")
    return parser.parse_args()


def start_builds_and_gnugo(args, program):
    """(old, new, GNU Go) engines; when one cannot start, one line naming
    PROGRAM on stderr and exit status 2."""
    try:
        return Gtp([args.old, "gtp"]), Gtp([args.new, "gtp"]), Gtp([GNUGO, "--mode", "gtp"])
    except OSError as error:
        print(f"{program}: {error}", file=sys.stderr)
        sys.exit(2)
