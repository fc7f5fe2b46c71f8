#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""An independent check of hand-made seki positions (tests/scoring): the
local capture game played out exhaustively, sharing no code with eyeshape.

Moves are allowed only on the listed empty points (and pass); every other
stone keeps its liberties. A side wins by capturing any stone of the other
side's target strings. Two passes in a row, or a repeated position in the
line, end the game with neither winning. Prints the value with Black moving
first and with White moving first: +1 Black captures, -1 White captures,
0 neither. Seki: 0 and 0.

  scripts/local_capture_game.py BOARD --points A1,C1,E1 \
      --black A2,B1 --white D1,E2
BOARD: rows of X O . (top row first, column A at the left, no I).
Small areas only (the search is exhaustive; about 8 points at most). The
transposition table ignores the line, so a value reached through a repeated
position may be 0 where a line-aware search would differ; positions whose
lines repeat are to be read by hand too.
"""
import argparse
import sys

COLUMNS = "ABCDEFGHJKLMNOPQRST"


def parse_board(text):
    rows = [r.strip() for r in text.strip().splitlines() if r.strip()]
    height, width = len(rows), len(rows[0])
    board = {}
    for y, row in enumerate(rows):
        for x, c in enumerate(row):
            board[(x, height - 1 - y)] = c
    return board, width, height


def neighbours(p, width, height):
    x, y = p
    for q in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
        if 0 <= q[0] < width and 0 <= q[1] < height:
            yield q


def string_and_liberties(board, p, width, height):
    colour = board[p]
    stones, stack, liberties = {p}, [p], set()
    while stack:
        q = stack.pop()
        for n in neighbours(q, width, height):
            if board[n] == ".":
                liberties.add(n)
            elif board[n] == colour and n not in stones:
                stones.add(n)
                stack.append(n)
    return stones, liberties


def play(board, p, colour, width, height):
    """The board after `colour` plays `p` and the stones it captured, or
    (None, None) for a suicide."""
    after = dict(board)
    after[p] = colour
    other = "O" if colour == "X" else "X"
    captured = set()
    for n in neighbours(p, width, height):
        if after[n] == other:
            stones, liberties = string_and_liberties(after, n, width, height)
            if not liberties:
                captured |= stones
    for q in captured:
        after[q] = "."
    if not string_and_liberties(after, p, width, height)[1]:
        return None, None
    return after, captured


def solve(board, width, height, points, black_targets, white_targets):
    def key(b):
        return tuple(b[(x, y)] for y in range(height) for x in range(width))

    memo = {}

    def value(b, to_move, passes, line):
        k = (key(b), to_move, passes)
        if k in memo:
            return memo[k]
        if passes >= 2:
            return 0
        black = to_move == "X"
        other = "O" if black else "X"
        best = None
        for p in points:
            if b[p] != ".":
                continue
            after, captured = play(b, p, to_move, width, height)
            if after is None:
                continue
            if black and captured & white_targets:
                v = 1
            elif not black and captured & black_targets:
                v = -1
            else:
                after_key = key(after)
                v = 0 if after_key in line else value(after, other, 0, line | {after_key})
            if best is None or (v > best if black else v < best):
                best = v
            if best == (1 if black else -1):
                break
        if best != (1 if black else -1):
            v = value(b, other, passes + 1, line)
            if best is None or (v > best if black else v < best):
                best = v
        memo[k] = best
        return best

    start = frozenset({key(board)})
    return value(board, "X", 0, start), value(board, "O", 0, start)


def vertices(text, height):
    out = set()
    for v in filter(None, text.split(",")):
        out.add((COLUMNS.index(v[0].upper()), int(v[1:]) - 1))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("board")
    parser.add_argument("--points", required=True, help="empty points where moves are allowed")
    parser.add_argument("--black", required=True, help="Black target stones")
    parser.add_argument("--white", required=True, help="White target stones")
    args = parser.parse_args()
    with open(args.board, encoding="utf-8") as f:
        board, width, height = parse_board(f.read())
    points = sorted(vertices(args.points, height))
    for p in points:
        if board.get(p) != ".":
            sys.exit(f"local_capture_game: {COLUMNS[p[0]]}{p[1] + 1} is not an empty point")
    sys.setrecursionlimit(100000)
    black_first, white_first = solve(board, width, height, points,
                                     vertices(args.black, height), vertices(args.white, height))
    print(f"black first: {black_first:+d}  white first: {white_first:+d}")


if __name__ == "__main__":
    main()
