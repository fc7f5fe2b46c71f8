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
#   value           same points and margins, another eval_eye answer;
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

GNUGO = "/usr/games/gnugo"
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


class Gtp:
    def __init__(self, args):
        self.process = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True)

    def send(self, command):
        """The reply's text (without '= ') or None for a '?' reply."""
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines = []
        while True:
            line = self.process.stdout.readline()
            if line == "":
                raise RuntimeError(f"engine stopped after '{command}'")
            line = line.rstrip("\n")
            if line == "":
                if lines:
                    break
                continue
            lines.append(line)
        if lines[0].startswith("?"):
            return None
        lines[0] = lines[0][1:].lstrip() if lines[0].startswith("=") else lines[0]
        return "\n".join(lines)

    def close(self):
        try:
            self.send("quit")
        except (RuntimeError, BrokenPipeError):
            pass
        self.process.wait()


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


def compare_position(gnugo, ours, path, move, size, results):
    command = f"loadsgf {path}" + (f" {move}" if move else "")
    if gnugo.send(command) is None or ours.send(command) is None:
        results["errors"].append(f"{path} {move}: loadsgf refused")
        return
    stones = board_stones(gnugo)
    for color in ("black", "white"):
        theirs = eye_spaces(gnugo, size, color)
        mine = eye_spaces(ours, size, color)
        mine_by_point = {p: origin for origin, s in mine.items() for p in s["points"]}
        for origin, space in sorted(theirs.items()):
            entry = {"file": os.path.basename(path), "move": move or "end", "color": color,
                     "origin": origin, "points": sorted(space["points"]),
                     "marginal": sorted(space["marginal"])}
            gnugo_eval = gnugo.send(f"eval_eye {origin}") or "?"
            our_eval = ours.send(f"eval_eye {origin}") or "?"
            entry["gnugo"] = gnugo_eval
            entry["eyeshape"] = our_eval
            our_origin = mine_by_point.get(origin)
            our_space = mine.get(our_origin) if our_origin else None
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
            elif gnugo_eval.split()[:2] != our_eval.split()[:2]:
                entry["class"] = "value"
            else:
                entry["class"] = "same"
            results["spaces"].append(entry)


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
                compare_position(gnugo, ours, path, move, size, results)
                positions += 1
    finally:
        gnugo.close()
        ours.close()
    counts = collections.Counter(entry["class"] for entry in results["spaces"])
    print(f"records {len(args.records)}, positions {positions}, "
          f"GNU Go eye spaces {len(results['spaces'])}")
    for name in ("same", "value", "marks", "boundary", "tactical"):
        print(f"  {name:9} {counts.get(name, 0)}")
    for error in results["errors"]:
        print("error:", error)
    for entry in results["spaces"]:
        if entry["class"] == "same":
            continue
        extra = ""
        if entry["class"] in ("boundary", "tactical"):
            extra = f" ours {' '.join(entry['eyeshape_points']) or '-'}"
            if "string" in entry:
                extra += f"; attack differs at {entry['string']}"
        if entry["class"] == "marks":
            extra = f" our marginal {' '.join(entry['eyeshape_marginal'])}"
        print(f"{entry['class']:9} {entry['file']} move {entry['move']} {entry['color']} "
              f"{entry['origin']}: GNU Go [{entry['gnugo']}] eyeshape [{entry['eyeshape']}] "
              f"points {' '.join(entry['points'])} marginal {' '.join(entry['marginal']) or '-'}"
              f"{extra}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(results, out, indent=1)


if __name__ == "__main__":
    main()
