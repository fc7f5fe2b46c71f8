#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# File: scripts/board_gnugo_compare.py
# Compares the eye analysis of `eyeshape gtp` with GNU Go 3.8's on positions
# of SGF records (issue 11, item 7). Both engines are driven over GTP with
# the same commands, so the comparison sees exactly what a GTP client sees:
#
#   for each record, at moves STEP, 2 STEP, ... and at its end (`loadsgf FILE N`):
#     every point: `eye_data black P`, `eye_data white P` on both engines, the
#       points grouped into eye spaces by their `origin`;
#     every eye space GNU Go reports (esize > 0): `eval_eye ORIGIN` on both.
#
# Each GNU Go eye space gets one class:
#   same            same points, same marginal points, same eval_eye answer;
#   value: ...      same points and margins, another eval_eye answer, split
#                   by two independent readers of the space's centre
#                   abstraction (the diagram of its points, margins and X
#                   stones, no board edge): GNU Go's own `analyze_eyegraph`
#                   and `eyeshape solve`. When both agree:
#     value: GNU Go's table   ... with our eval_eye: GNU Go's eyes.db entry
#                   or size guess is what differs (an eyes.db gap or error
#                   the exact value fixes);
#     value: board model      ... with GNU Go's eval_eye: our value differs
#                   because we value the board shape (W contact, edges, SPEC
#                   §2), not the abstraction;
#     value: table and board model   both readers agree with each other but
#                   with neither engine: GNU Go's table and our board value
#                   both differ from the abstraction;
#     value: half or false eye differs   `half_eye_data` gives another type
#                   (0, HALF_EYE, FALSE_EYE) at some point of the space;
#                   ", tactical" when a stone on a diagonal of that point gets
#                   another `attack` or `defend` answer from the two engines,
#                   or a stone played on an empty diagonal another `attack`;
#     value: table and board model, edges   ... and the diagram with its
#                   board edges gives our value (as in "board model, edges");
#     value: GNU Go's table (its reader refused the diagram)   GNU Go's
#                   analyze_eyegraph gave no answer and `eyeshape solve` on
#                   the diagram, drawn or with its edges, gives our value;
#     value: board model, edges   ... and `eyeshape solve` on the diagram
#                   drawn with the board edges it touches gives our value: the
#                   edges alone explain it (in "board model" a side to an X
#                   stone, which a diagram cannot draw, is also in play);
#     value: wall's outer liberties   as "board model", and our space is
#                   valued with fewer than 2 outer liberties (the wall's own,
#                   docs/board-eyes.md W1) where the readers assume 2;
#     value: half eye         the space holds a half eye on both (its key point
#                   is not in a diagram): looked at by hand; ", key point
#                   inside the space" when our half eye's attack point is a
#                   point of the same space (our graph then gives X two
#                   vertices for one board point);
#     value: large            more than 10 points (GNU Go's analyze_eyegraph
#                   is not asked: it can crash on large graphs);
#     value: board model, edges (the readers differ on the abstraction)
#                   the two readers disagree on the centre diagram and the
#                   diagram with its board edges gives our value;
#     value: other            anything else: looked at by hand.
#   marks           same points, other marginal points;
#   boundary        another point set (or no eye space of ours at the origin);
#   tactical        `boundary`, and some stone inside or next to the space
#                   has another `attack` answer on the two engines
#                   (a different tactical status decided the boundary).
# eval_eye answers are compared as "min max" (attack and defense points are
# listed but not classed: several vital points are often equally right).
#
#   scripts/board_gnugo_compare.py --engine 'build/release/cli/eyeshape gtp' \
#       tests/data/selfplay/*.sgf [--step 20] [--json out.json]
#
# Prints a summary and every difference; --json writes every eye space.
import argparse
import collections
import json
import os
import shlex
import subprocess
import sys

from gtp_client import Gtp

GNUGO = "/usr/games/gnugo"
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def vertices(size):
    return [f"{COLUMNS[x]}{size - y}" for y in range(size) for x in range(size)]


def parse_fields(text):
    fields = {}
    for line in text.splitlines():
        parts = line.split(None, 1)
        if len(parts) == 2:
            fields[parts[0]] = parts[1].strip()
    return fields


def eye_spaces(engine, size, color):
    """{origin: {"points": set, "marginal": set}} from eye_data on every point."""
    spaces = {}
    for vertex in vertices(size):
        reply = engine.send(f"eye_data {color} {vertex}")
        if reply is None:
            continue
        fields = parse_fields(reply)
        origin = fields.get("origin", "PASS")
        if origin == "PASS" or fields.get("color", "empty") == "empty":
            continue
        space = spaces.setdefault(origin, {"points": set(), "marginal": set()})
        space["points"].add(vertex)
        if fields.get("marginal", "0") == "1":
            space["marginal"].add(vertex)
    return spaces


def record_length(path):
    """Number of B/W moves on the record's main line (enough for our own files)."""
    text = open(path, encoding="utf-8", errors="replace").read()
    count = 0
    for i in range(len(text) - 2):
        if text[i] == ";" and text[i + 1] in "BW" and text[i + 2] == "[":
            count += 1
    return count


def neighbours(vertex, size):
    x = COLUMNS.index(vertex[0])
    y = int(vertex[1:])
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= x + dx < size and 1 <= y + dy <= size:
            yield f"{COLUMNS[x + dx]}{y + dy}"


def board_stones(engine):
    """{vertex: 'X'|'O'} from `list_stones`."""
    stones = {}
    for color, mark in (("black", "X"), ("white", "O")):
        reply = engine.send(f"list_stones {color}") or ""
        for vertex in reply.split():
            stones[vertex.upper()] = mark
    return stones


def attack_code(engine, vertex):
    reply = engine.send(f"attack {vertex}")
    return None if reply is None else reply.split()[0]


def diagram(space, stones, attacker_mark, edges=False):
    """The eye space drawn as a one-line diagram (GNU Go's analyze_eyegraph
    syntax, which eyeshape reads too): '.' proper, '!' marginal, 'X' an
    attacker stone on a proper point, '$' on a marginal one, 'O' any other
    point of the bounding box; rows joined by '%'. Without `edges` the board
    edges are not drawn: this is the centre abstraction of the space. With
    them, the edges the space touches are drawn ('|', '-', '+'), so that
    `eyeshape solve` values the shape as it lies on the board (SPEC §2: a
    side off the board is no way to W). Sides to stones are still free in a
    diagram: an X stone beside the space is not drawn."""
    size = space["size"]
    cells = {(COLUMNS.index(p[0]), int(p[1:])) for p in space["points"]}
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    left, right, bottom, top = min(xs), max(xs), min(ys), max(ys)
    if edges:
        left -= 1 if left == 0 else 0
        right += 1 if right == size - 1 else 0
        bottom -= 1 if bottom == 1 else 0
        top += 1 if top == size else 0
    rows = []
    for y in range(top, bottom - 1, -1):
        row = ""
        for x in range(left, right + 1):
            off_x = x < 0 or x >= size
            off_y = y < 1 or y > size
            if off_x and off_y:
                row += "+"
            elif off_x:
                row += "|"
            elif off_y:
                row += "-"
            elif (x, y) not in cells:
                row += "O"
            else:
                vertex = f"{COLUMNS[x]}{y}"
                if stones.get(vertex) == attacker_mark:
                    row += "$" if vertex in space["marginal"] else "X"
                else:
                    row += "!" if vertex in space["marginal"] else "."
        rows.append(row)
    return "%".join(rows)


def solve_value(eyeshape_binary, drawn, liberties=2):
    """`eyeshape solve` on a diagram: its value, or None."""
    solved = subprocess.run([eyeshape_binary, "solve", "--json", "-L", str(liberties), "--", drawn],
                            capture_output=True, text=True)
    if solved.returncode != 0:
        return None
    try:
        answer = json.loads(solved.stdout)
        answer = answer[0] if isinstance(answer, list) else answer
        return answer.get("value")
    except (ValueError, AttributeError, IndexError):
        return None


def min_max(value):
    """'1122' -> '1 2'."""
    return f"{value[1]} {value[2]}" if len(value) == 4 and value.isdigit() else None


def diagonals(vertex, size):
    x = COLUMNS.index(vertex[0])
    y = int(vertex[1:])
    for dx, dy in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
        if 0 <= x + dx < size and 1 <= y + dy <= size:
            yield f"{COLUMNS[x + dx]}{y + dy}"


def tactical_codes(engine, vertex):
    attack = engine.send(f"attack {vertex}")
    defend = engine.send(f"defend {vertex}")
    return (attack.split()[0] if attack else None, defend.split()[0] if defend else None)


def played_attack_code(engine, color, vertex):
    """`attack` on a stone of `color` just played at `vertex` (None when the
    move is illegal); the move is taken back."""
    if engine.send(f"play {color} {vertex}") is None:
        return None
    code = attack_code(engine, vertex)
    engine.send("undo")
    return code


def our_outer_liberties(engine, space):
    """L of our eye space with exactly these points when below 2 (the
    `outer_liberties` field of eyeshape-eyespaces), else None."""
    for line in (engine.send("eyeshape-eyespaces") or "").splitlines():
        points = line.split("points [", 1)[1].split("]", 1)[0].split() if "points [" in line else []
        if set(points) == set(space["points"]) and "outer_liberties" in line:
            return int(line.rsplit("outer_liberties", 1)[1].split()[0])
    return None


def classify_value(entry, gnugo, ours, eyeshape_binary, space, stones, color):
    """Sub-class of a value difference (same points and margins), from two
    independent readers of the space's centre abstraction: GNU Go's own
    `analyze_eyegraph` and `eyeshape solve` on the diagram."""
    types = {p: (half_eye_type(gnugo, p), half_eye_type(ours, p)) for p in sorted(space["points"])}
    differing = [p for p, (theirs, mine) in types.items() if theirs != mine]
    if differing:
        entry["half_eyes"] = [f"{p} GNU Go {types[p][0]} eyeshape {types[p][1]}" for p in differing]
        # A stone on a diagonal of such a point that the two tactical readers
        # answer differently (attack or defend), or an empty diagonal where a
        # stone of either colour is safe for one reader and not the other
        # (GNU Go's safe_move, read as `attack` after `play`), decides that
        # diagonal's value.
        for p in differing:
            for q in diagonals(p, space["size"]):
                if q in stones:
                    if tactical_codes(gnugo, q) != tactical_codes(ours, q):
                        entry["string"] = q
                        return "value: half or false eye differs, tactical"
                    continue
                for mover in ("black", "white"):
                    if played_attack_code(gnugo, mover, q) != played_attack_code(ours, mover, q):
                        entry["string"] = f"{mover} {q}"
                        return "value: half or false eye differs, tactical"
        return "value: half or false eye differs"
    half_eyes = [p for p, (theirs, _) in types.items() if theirs == "HALF_EYE"]
    if half_eyes:
        entry["half_eyes"] = half_eyes
        # Our graph gives each half eye a key vertex of its own (docs/
        # board-eyes.md G1); when the key (the half eye's attack point) is
        # itself a point of the space, one X move there is two in our graph.
        for p in half_eyes:
            fields = (ours.send(f"half_eye_data {p}") or "").split()
            keys = {fields[i + 1] for i, word in enumerate(fields[:-1])
                    if word.startswith("attack_point[")}
            if keys & set(space["points"]):
                entry["key_in_space"] = sorted(keys & set(space["points"]))
                return "value: half eye, key point inside the space"
        return "value: half eye"
    drawn = diagram(space, stones, "O" if color == "black" else "X")
    entry["diagram"] = drawn
    if len(space["points"]) > 10:
        return "value: large"
    # A GNU Go of its own: analyze_eyegraph can crash GNU Go, and the one that
    # holds the position must survive.
    reader_process = Gtp([GNUGO, "--mode", "gtp"])
    try:
        reader = reader_process.send(f"analyze_eyegraph {drawn}")
    except RuntimeError:
        reader = None
    finally:
        reader_process.close()
    reader_value = reader.split()[0] if reader else "?"
    entry["gnugo_reader"] = reader_value
    solved = subprocess.run([eyeshape_binary, "solve", "--json", drawn], capture_output=True,
                            text=True)
    exact = None
    if solved.returncode == 0:
        try:
            answer = json.loads(solved.stdout)
            answer = answer[0] if isinstance(answer, list) else answer
            exact = answer.get("value")
        except (ValueError, AttributeError, IndexError):
            exact = None
    entry["eyeshape_centre"] = exact or "?"
    ours_engine = ours
    ours = " ".join(entry["eyeshape"].split()[:2])
    theirs = " ".join(entry["gnugo"].split()[:2])
    if exact is not None and exact == reader_value:
        if min_max(exact) == ours:
            return "value: GNU Go's table"
        if min_max(exact) == theirs:
            # The readers value the abstraction with L = 2; a wall with fewer
            # outer liberties is valued with its own (docs/board-eyes.md, W1).
            liberties = our_outer_liberties(ours_engine, space)
            on_board = diagram(space, stones, "O" if color == "black" else "X", edges=True)
            entry["board_diagram"] = on_board
            edges = solve_value(eyeshape_binary, on_board)
            entry["eyeshape_edges"] = edges or "?"
            if liberties is not None:
                entry["outer_liberties"] = liberties
                if edges is None or min_max(edges) != ours:
                    at_l = solve_value(eyeshape_binary, on_board, liberties)
                    entry["eyeshape_edges_at_l"] = at_l or "?"
                    if at_l is not None and min_max(at_l) == ours:
                        return "value: wall's outer liberties"
            # The solver on the shape with its board edges gives our value:
            # the edges alone explain the difference.
            if edges is not None and min_max(edges) == ours:
                return "value: board model, edges"
            return "value: board model"
        on_board = diagram(space, stones, "O" if color == "black" else "X", edges=True)
        entry["board_diagram"] = on_board
        edges = solve_value(eyeshape_binary, on_board)
        entry["eyeshape_edges"] = edges or "?"
        if edges is not None and min_max(edges) == ours:
            return "value: table and board model, edges"
        return "value: table and board model"
    # GNU Go's reader gave no answer (it refuses some diagrams): when the
    # solver on the shape, as drawn or with its board edges, gives our value,
    # only GNU Go's table is left against it.
    on_board = diagram(space, stones, "O" if color == "black" else "X", edges=True)
    entry["board_diagram"] = on_board
    edges = solve_value(eyeshape_binary, on_board)
    entry["eyeshape_edges"] = edges or "?"
    if reader_value == "?" and any(v is not None and min_max(v) == ours for v in (exact, edges)):
        return "value: GNU Go's table (its reader refused the diagram)"
    if edges is not None and min_max(edges) == ours:
        return "value: board model, edges (the readers differ on the abstraction)"
    return "value: other"


def compare_position(gnugo, ours, eyeshape_binary, path, move, size, results):
    command = f"loadsgf {path}" + (f" {move}" if move else "")
    if gnugo.send(command) is None or ours.send(command) is None:
        results["errors"].append(f"{path} {move}: loadsgf refused")
        return
    stones = board_stones(gnugo)
    theirs = {color: eye_spaces(gnugo, size, color) for color in ("black", "white")}
    mine = {color: eye_spaces(ours, size, color) for color in ("black", "white")}
    # eval_eye looks in Black's eye spaces first (both engines): a White space
    # is asked at a point that is in no Black space of either engine.
    in_black = set()
    for engine_spaces in (theirs["black"], mine["black"]):
        for space in engine_spaces.values():
            in_black |= space["points"]
    for color in ("black", "white"):
        mine_by_point = {p: origin for origin, s in mine[color].items() for p in s["points"]}
        for origin, space in sorted(theirs[color].items()):
            space["size"] = size
            entry = {"file": os.path.basename(path), "move": move or "end", "color": color,
                     "origin": origin, "points": sorted(space["points"]),
                     "marginal": sorted(space["marginal"])}
            asked = origin
            if color == "white":
                free = sorted(space["points"] - in_black)
                asked = free[0] if free else None
            entry["asked"] = asked or "-"
            gnugo_eval = (gnugo.send(f"eval_eye {asked}") or "?") if asked else "-"
            our_eval = (ours.send(f"eval_eye {asked}") or "?") if asked else "-"
            entry["gnugo"] = gnugo_eval
            entry["eyeshape"] = our_eval
            our_origin = mine_by_point.get(origin)
            our_space = mine[color].get(our_origin) if our_origin else None
            if our_space is None or our_space["points"] != space["points"]:
                entry["class"] = "boundary"
                entry["eyeshape_points"] = sorted(our_space["points"]) if our_space else []
                touched = set(space["points"]) | (our_space["points"] if our_space else set())
                around = set(touched)
                for p in touched:
                    around.update(neighbours(p, size))
                for p in sorted(around):
                    if p in stones and attack_code(gnugo, p) != attack_code(ours, p):
                        entry["class"] = "tactical"
                        entry["string"] = p
                        break
            elif our_space["marginal"] != space["marginal"]:
                entry["class"] = "marks"
                entry["eyeshape_marginal"] = sorted(our_space["marginal"])
            elif asked is None:
                entry["class"] = "same points (eval_eye answers Black's space)"
            elif gnugo_eval.split()[:2] != our_eval.split()[:2]:
                entry["class"] = classify_value(entry, gnugo, ours, eyeshape_binary, space, stones,
                                                color)
            else:
                entry["class"] = "same"
            results["spaces"].append(entry)


def half_eye_type(engine, vertex):
    reply = engine.send(f"half_eye_data {vertex}") or ""
    return parse_fields(reply).get("type", "?")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--engine", required=True,
                        help="the engine compared with GNU Go, e.g. 'build/release/cli/eyeshape gtp'"
                        " ('/usr/games/gnugo --mode gtp' checks the script: all 'same')")
    parser.add_argument("--step", type=int, default=20, help="compare at every STEP moves")
    parser.add_argument("--json", help="write every eye space here")
    parser.add_argument("records", nargs="+")
    args = parser.parse_args()
    if not os.access(GNUGO, os.X_OK):
        sys.exit(f"board_gnugo_compare.py: {GNUGO} not found (Debian package gnugo)")
    gnugo = Gtp([GNUGO, "--mode", "gtp"])
    ours = Gtp(shlex.split(args.engine))
    results = {"spaces": [], "errors": []}
    positions = 0
    try:
        for path in args.records:
            path = os.path.abspath(path)
            length = record_length(path)
            gnugo.send(f"loadsgf {path}")
            size = int(gnugo.send("query_boardsize") or 19)
            moves = list(range(args.step, length + 1, args.step)) + [None]
            for move in moves:
                compare_position(gnugo, ours, shlex.split(args.engine)[0], path, move, size,
                                 results)
                positions += 1
    finally:
        gnugo.close()
        ours.close()
    counts = collections.Counter(entry["class"] for entry in results["spaces"])
    print(f"records {len(args.records)}, positions {positions}, "
          f"GNU Go eye spaces {len(results['spaces'])}")
    for name in sorted(counts, key=lambda n: (n != "same", n)):
        print(f"  {name:26} {counts[name]}")
    for error in results["errors"]:
        print("error:", error)
    for entry in results["spaces"]:
        if entry["class"].startswith("same"):
            continue
        extra = ""
        if entry["class"] in ("boundary", "tactical"):
            extra = f" ours {' '.join(entry['eyeshape_points']) or '-'}"
            if "string" in entry:
                extra += f"; attack differs at {entry['string']}"
        if entry["class"] == "marks":
            extra = f" our marginal {' '.join(entry['eyeshape_marginal'])}"
        if "diagram" in entry:
            extra += (f" diagram {entry['diagram']} GNU Go reader {entry.get('gnugo_reader', '-')}"
                      f" eyeshape centre {entry.get('eyeshape_centre', '-')}")
        if "half_eyes" in entry:
            extra += f" half eyes {', '.join(entry['half_eyes'])}"
        print(f"{entry['class']:9} {entry['file']} move {entry['move']} {entry['color']} "
              f"{entry['origin']} (eval_eye {entry['asked']}): GNU Go [{entry['gnugo']}] eyeshape [{entry['eyeshape']}] "
              f"points {' '.join(entry['points'])} marginal {' '.join(entry['marginal']) or '-'}"
              f"{extra}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(results, out, indent=1)


if __name__ == "__main__":
    main()
