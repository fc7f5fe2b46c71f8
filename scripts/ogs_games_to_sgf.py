#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# File: scripts/ogs_games_to_sgf.py
# Turns the test positions of OGS's score estimator (the `.game` files of
# github.com/online-go/score-estimator, test_games/) into SGF records that
# `eyeshape score` and scripts/dead_stones_anchors.py read (issue 24: boards
# whose dead stones people marked). The files are measurement data kept
# outside this repository, like GNU Go's regressions; this script only reads
# them from a directory of one's own:
#
#   scripts/ogs_games_to_sgf.py DIR/test_games OUT
#   scripts/dead_stones_anchors.py --positions --marked OUT/*.sgf
#
# A `.game` file, as the estimator's own reader takes it: a comment line
# ("1=black -1=white 0=open"), `height H`, `width W`, `player_to_move 1|-1`,
# H rows of W signs (the final board, top row first), a blank line, and H
# rows of 0/1: 1 on a stone the players removed as dead when they agreed
# the score on OGS, 1 on an empty point a dame (a point neither side
# counts). Older files have the board alone; they are skipped and counted,
# or with --unmarked DIR2 written to DIR2 without marks (for comparisons
# with GNU Go, not with the players).
#
# The SGF carries the board as AB/AW, the side to move as PL, and each
# removed stone as a territory mark of the other colour (TW on a dead black
# stone, TB on a dead white one), as KGS records carry the players' dead
# stones. No komi or result is known: KM[0], no RE. With --check-dame BIN,
# each SGF is also scored by `BIN score --json` and every point the players
# marked dame that it counts as territory is printed, with the count.
import argparse
import json
import os
import subprocess
import sys

LETTERS = "abcdefghijklmnopqrstuvwxyz"
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"  # GTP skips I


def dame_counted(binary, sgf_path, height, width, board, removed):
    """(points marked dame, those the scorer counts as territory)."""
    run = subprocess.run([binary, "score", sgf_path, "--json"], capture_output=True, text=True,
                         timeout=300)
    if run.returncode != 0:
        raise RuntimeError(f"{binary} failed on {sgf_path}: {run.stderr.strip()}")
    territory = json.loads(run.stdout)["territory"]
    counted = set(territory["black"]) | set(territory["white"])
    marked = [f"{COLUMNS[x]}{height - y}" for y in range(height) for x in range(width)
              if board[y][x] == 0 and removed[y][x]]
    return marked, [v for v in marked if v in counted]


class NoMarks(Exception):
    """An older file: the board alone, no removal rows."""


def parse_game(text, board_alone=False):
    """(height, width, to_move, board rows, removal rows) or a ValueError;
    NoMarks for a board alone, unless board_alone (then no removals)."""
    lines = [line.strip() for line in text.splitlines()]
    lines = [line for line in lines if not line.startswith("#")]
    header = {}
    rows = []
    for line in lines:
        if not line:
            continue
        words = line.split()
        if words[0] in ("height", "width", "player_to_move"):
            header[words[0]] = int(words[1])
        else:
            rows.append([int(w) for w in words])
    height, width = header["height"], header["width"]
    if len(rows) == height:
        if not board_alone:
            raise NoMarks()
        rows += [[0] * width for _ in range(height)]
    if len(rows) != 2 * height or any(len(r) != width for r in rows):
        raise ValueError(f"expected {2 * height} rows of {width} numbers, got {len(rows)} rows")
    board, removed = rows[:height], rows[height:]
    if any(v not in (-1, 0, 1) for r in board for v in r):
        raise ValueError("a board sign other than -1, 0, 1")
    return height, width, header.get("player_to_move", 1), board, removed


def to_sgf(name, height, width, to_move, board, removed):
    size = f"{width}" if width == height else f"{width}:{height}"
    props = {"AB": [], "AW": [], "TB": [], "TW": []}
    for y in range(height):
        for x in range(width):
            point = LETTERS[x] + LETTERS[y]
            sign = board[y][x]
            if sign == 1:
                props["AB"].append(point)
            elif sign == -1:
                props["AW"].append(point)
            if removed[y][x] and sign != 0:
                props["TW" if sign == 1 else "TB"].append(point)
    text = f"(;GM[1]FF[4]CA[UTF-8]SZ[{size}]KM[0]GN[{name}]PL[{'B' if to_move == 1 else 'W'}]"
    text += "C[the final position of an OGS game; TB/TW on the stones the players removed]"
    for ident, points in props.items():
        if points:
            text += ident + "".join(f"[{p}]" for p in points)
    return text + ")\n"


def main():
    parser = argparse.ArgumentParser(
        description="OGS score-estimator .game files (final board and the players' removal "
        "marks) to SGF records with the removed stones as TB/TW marks.")
    parser.add_argument("games", help="a directory searched for .game files (test_games/)")
    parser.add_argument("out", help="directory the .sgf files are written to")
    parser.add_argument("--unmarked", metavar="DIR2",
                        help="write the files without removal rows here, without marks")
    parser.add_argument("--check-dame", metavar="BIN",
                        help="score each with BIN (eyeshape) and list marked dame it counts")
    args = parser.parse_args()
    if not os.path.isdir(args.games):
        print(f"ogs_games_to_sgf.py: no directory {args.games}", file=sys.stderr)
        sys.exit(1)
    os.makedirs(args.out, exist_ok=True)
    written = skipped = dame = dame_counted_total = 0
    for root, _, files in sorted(os.walk(args.games)):
        for file in sorted(files):
            if not file.endswith(".game"):
                continue
            path = os.path.join(root, file)
            rel = os.path.relpath(path, args.games)
            name = rel[:-len(".game")].replace(os.sep, "-")
            try:
                with open(path, encoding="utf-8") as f:
                    parsed = parse_game(f.read())
            except NoMarks:
                skipped += 1
                if args.unmarked:
                    os.makedirs(args.unmarked, exist_ok=True)
                    with open(path, encoding="utf-8") as f:
                        parsed = parse_game(f.read(), board_alone=True)
                    with open(os.path.join(args.unmarked, name + ".sgf"), "w",
                              encoding="utf-8") as f:
                        f.write(to_sgf(name, *parsed).replace(
                            "TB/TW on the stones the players removed", "no marks"))
                continue
            except (ValueError, KeyError) as error:
                print(f"ogs_games_to_sgf.py: {path}: {error}", file=sys.stderr)
                sys.exit(1)
            sgf_path = os.path.join(args.out, name + ".sgf")
            with open(sgf_path, "w", encoding="utf-8") as f:
                f.write(to_sgf(name, *parsed))
            written += 1
            if args.check_dame:
                height, width, _, board, removed = parsed
                try:
                    marked, counted = dame_counted(args.check_dame, sgf_path, height, width,
                                                   board, removed)
                except (OSError, RuntimeError, subprocess.TimeoutExpired) as error:
                    print(f"ogs_games_to_sgf.py: {error}", file=sys.stderr)
                    sys.exit(1)
                dame += len(marked)
                dame_counted_total += len(counted)
                if counted:
                    print(f"{name}: marked dame counted as territory: {' '.join(counted)}")
    print(f"{written} positions written to {args.out}; {skipped} files without removal rows "
          + (f"written to {args.unmarked}" if args.unmarked else "skipped"))
    if args.check_dame:
        print(f"points the players marked dame: {dame}; counted as territory by "
              f"{args.check_dame}: {dame_counted_total}")


if __name__ == "__main__":
    main()
