# SPDX-License-Identifier: MIT
"""Random positions for the comparisons with GNU Go
(scripts/reader_random_compare.py, scripts/unconditional_compare.py).

On an empty SIZE board, stones of alternating colours (Black first) at
random points of the lower 4 or 5 rows or of the whole board (one chosen
per position), 55% to 85% of those points. Each move is sent to every
engine with `play`; one an engine finds illegal is skipped by all of them
(they share the rules).
"""

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
