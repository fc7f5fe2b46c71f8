#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# File: scripts/selfplay.py
# Makes GNU Go 3.8 self-play games (issue 11, item 7): GNU Go plays both
# colours over GTP (`genmove`) until two passes in a row or a move limit, and
# the game is written as an FF[4] SGF record of our own (the moves are GNU
# Go's; the file format and the header are ours). Deterministic for a given
# size, level and seed (GNU Go's --seed), so the stored games can be remade:
#
#   scripts/selfplay.py --size 9 --games 10 --first-seed 1 --level 1 -o tests/data/selfplay
#
# With --white-level, White is a second GNU Go at that level (each engine is
# told the other's moves): an uneven game ends with whole groups dead inside
# the stronger side's area, as many games between people of unequal
# strength do. The score in RE is then the stronger engine's final_score.
#
# Files are named selfplay-<size>-<seed>.sgf. The stored set in
# tests/data/selfplay/ was made by scripts/make-selfplay-set.sh.
import argparse
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import Gtp  # noqa: E402  (the project's GTP client)

GNUGO = "/usr/games/gnugo"
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"  # GTP skips I


def must(gtp, command):
    """The reply's text; a `?` reply stops the game, naming the command."""
    ok, text = gtp.reply(command)
    if not ok:
        raise RuntimeError(f"GNU Go refused '{command}': {text}")
    return text.strip()


def sgf_point(vertex, size):
    """GTP vertex ("D4") to SGF coordinates ("dp" on 19x19); "" for a pass."""
    vertex = vertex.upper()
    if vertex == "PASS":
        return ""
    column = COLUMNS.index(vertex[0])
    row = size - int(vertex[1:])
    return chr(ord("a") + column) + chr(ord("a") + row)


def play_game(size, levels, seed, komi, max_moves):
    """Moves and GNU Go's final_score; LEVELS is (Black's, White's)."""
    engines = [Gtp([GNUGO, "--mode", "gtp", "--level", str(level), "--seed", str(seed)])
               for level in sorted(set(levels))]
    by_colour = {"B": engines[0], "W": engines[-1]}
    if levels[0] > levels[1]:
        by_colour = {"B": engines[-1], "W": engines[0]}
    try:
        for gtp in engines:
            must(gtp, f"boardsize {size}")
            must(gtp, "clear_board")
            must(gtp, f"komi {komi}")
        moves = []
        passes = 0
        color = "B"
        while len(moves) < max_moves and passes < 2:
            vertex = must(by_colour[color], f"genmove {color}")
            if vertex.upper() == "RESIGN":
                break
            for gtp in engines:
                if gtp is not by_colour[color]:
                    must(gtp, f"play {color} {vertex}")
            moves.append((color, sgf_point(vertex, size)))
            passes = passes + 1 if vertex.upper() == "PASS" else 0
            color = "W" if color == "B" else "B"
        score = must(engines[-1], "final_score")
    finally:
        for gtp in engines:
            gtp.close()
    return moves, score


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", type=int, required=True)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--level", type=int, default=1, help="Black's level (and White's)")
    parser.add_argument("--white-level", type=int, help="White's level, when not --level")
    parser.add_argument("--komi", type=float, default=6.5)
    parser.add_argument("--max-moves", type=int, default=600)
    parser.add_argument("-o", "--output", required=True, help="folder for the SGF files")
    args = parser.parse_args()
    if not os.access(GNUGO, os.X_OK):
        sys.exit(f"selfplay.py: {GNUGO} not found (Debian package gnugo)")
    os.makedirs(args.output, exist_ok=True)
    levels = (args.level, args.level if args.white_level is None else args.white_level)
    for seed in range(args.first_seed, args.first_seed + args.games):
        moves, score = play_game(args.size, levels, seed, args.komi, args.max_moves)
        body = "".join(f";{color}[{point}]" for color, point in moves)
        record = (f"(;FF[4]GM[1]CA[UTF-8]AP[eyeshape selfplay.py]SZ[{args.size}]KM[{args.komi}]"
                  f"RU[Japanese]PB[GNU Go 3.8 level {levels[0]}]PW[GNU Go 3.8 level {levels[1]}]"
                  f"GC[GNU Go self-play, --seed {seed}]RE[{score}]\n{body})\n")
        path = os.path.join(args.output, f"selfplay-{args.size}-{seed}.sgf")
        with open(path, "w", encoding="utf-8") as out:
            out.write(record)
        print(f"{path}: {len(moves)} moves, {score}", file=sys.stderr)


if __name__ == "__main__":
    main()
