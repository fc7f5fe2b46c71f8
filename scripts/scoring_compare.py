#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Compares `eyeshape score` with the anchors of issue 12, item 5.

For each position: eyeshape (`eyeshape score --json`, Japanese rules, komi 0),
goscorer (../shared/anchors/goscorer, MIT; run, never copied: its territory,
seki and false-eye maps and final_territory_score), GNU Go 3.8 (`final_score`,
`final_status_list seki`, `final_status_list dead`, Japanese rules, komi 0)
and, with --tenuki, Tenuki 0.3.1 (scripts/tenuki_score.sh). Prints, position
by position, every difference with a class.

Positions:
  * hand-made ASCII boards (tests/data/scoring/*.txt: `X` `O` `.`, lower-case
    `x` `o` for stones marked dead); GNU Go gets them as SGF setup stones
    (AB/AW) through `loadsgf`, since it cannot be told dead stones, its
    answers count only where its own `final_status_list dead` is the given
    set (otherwise the difference is classed "GNU Go's dead stones differ");
  * finished GNU Go self-play games (tests/data/selfplay/*.sgf): the final
    position and the captures come from GNU Go (`loadsgf`, `list_stones`,
    `captures`), and the dead stones are GNU Go's `final_status_list dead`,
    given to everyone (eyeshape `--dead`, goscorer `marked_dead`, Tenuki
    `toggleDeadAt`).

Classes: a difference is classed automatically when the cause is mechanical
(GNU Go's dead stones differ from the given ones; a point eyeshape decided by
an estimate, its JSON's `estimated_points`); the others take their class from
tests/data/scoring/compare.classes (lines `POSITION ANCHOR FIELD CLASS:
reason`, written after reading the position; FIELD `*` for any), else
"unclassified".

  python3 scripts/scoring_compare.py                   # every position
  python3 scripts/scoring_compare.py --tenuki tests/data/scoring/*.txt
  python3 scripts/scoring_compare.py --summary         # counts only

Exit status: 0 when it ran (differences are the output, not an error), 2 when
a program could not be run.
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True  # no __pycache__ in scripts/
sys.path.insert(0, HERE)
from gtp_client import Gtp  # noqa: E402  (the project's GTP client)

GNUGO = "/usr/games/gnugo"
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
SGF_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def vertex(x, y, height):
    return f"{COLUMNS[x]}{height - y}"


def from_vertex(text, height):
    text = text.upper()
    return COLUMNS.index(text[0]), height - int(text[1:])


class Position:
    """stones[y][x] in 'X' 'O' '.', dead: set of (x, y); y = 0 is the top row."""

    def __init__(self, name, stones, dead, captures=(0, 0), source=None, sgf=None):
        self.name = name
        self.stones = stones
        self.dead = set(dead)
        self.captures = captures  # (stones Black captured, stones White captured)
        self.source = source      # the file eyeshape reads
        self.sgf = sgf            # an SGF file GNU Go loads
        self.height = len(stones)
        self.width = len(stones[0])

    def v(self, x, y):
        return vertex(x, y, self.height)


def read_ascii(path):
    rows = [line.strip() for line in open(path) if line.strip() and not line.startswith("#")]
    stones = [[c.upper() if c in "xXoO" else "." for c in row] for row in rows]
    dead = {(x, y) for y, row in enumerate(rows) for x, c in enumerate(row) if c in "xo"}
    return Position(os.path.splitext(os.path.basename(path))[0], stones, dead, source=path)


def setup_sgf(position, directory):
    """An SGF file with the position as setup stones (GNU Go loads it as is)."""
    ab = "".join(f"[{SGF_LETTERS[x]}{SGF_LETTERS[y]}]" for y in range(position.height)
                 for x in range(position.width) if position.stones[y][x] == "X")
    aw = "".join(f"[{SGF_LETTERS[x]}{SGF_LETTERS[y]}]" for y in range(position.height)
                 for x in range(position.width) if position.stones[y][x] == "O")
    path = os.path.join(directory, position.name + ".sgf")
    with open(path, "w") as out:
        out.write(f"(;FF[4]GM[1]SZ[{position.width}]KM[0]PL[B]"
                  + (f"AB{ab}" if ab else "") + (f"AW{aw}" if aw else "") + ")\n")
    return path


def gnugo_engine():
    return Gtp([GNUGO, "--mode", "gtp", "--japanese-rules"])


def read_selfplay(path, engine):
    """The final position, captures and GNU Go's dead stones of a game."""
    if engine.send(f"loadsgf {path}") is None:
        raise RuntimeError(f"GNU Go cannot load {path}")
    size = int(engine.send("query_boardsize"))
    stones = [["."] * size for _ in range(size)]
    for colour, mark in (("black", "X"), ("white", "O")):
        for v in (engine.send(f"list_stones {colour}") or "").split():
            x, y = from_vertex(v, size)
            stones[y][x] = mark
    captures = (int(engine.send("captures black")), int(engine.send("captures white")))
    dead = {from_vertex(v, size) for v in (engine.send("final_status_list dead") or "").split()}
    name = os.path.splitext(os.path.basename(path))[0]
    return Position(name, stones, dead, captures, source=path, sgf=path)


# --- the scorers -----------------------------------------------------------


def run_eyeshape(binary, position):
    args = [binary, "score", position.source, "--json", "--komi", "0", "--rules", "japanese"]
    # Every scorer gets the same dead stones: the marks of a diagram (read by
    # eyeshape itself), GNU Go's list for a game, or none (`--dead none`, else
    # eyeshape would find its own).
    if position.sgf == position.source and position.dead:
        args += ["--dead", ",".join(sorted(position.v(x, y) for x, y in position.dead))]
    elif not position.dead:
        args += ["--dead", "none"]
    done = subprocess.run(args, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        return {"error": done.stderr.strip()}
    out = json.loads(done.stdout)
    return {
        "score": (out["score"]["black"], out["score"]["white"]),
        "territory": {**{v: "X" for v in out["territory"]["black"]},
                      **{v: "O" for v in out["territory"]["white"]}},
        "seki": set(out["seki"]),
        "false_eyes": set(out["false_eyes"]),
        "dame": set(out["dame"]),
        "estimated": set(out["estimated_points"]),
        "result": out["result"],
    }


def run_goscorer(position):
    sys.path.insert(0, os.path.join(ROOT, "..", "shared", "anchors", "goscorer"))
    import goscorer  # noqa: E402  (MIT, run as a comparison oracle)

    colour = {"X": goscorer.BLACK, "O": goscorer.WHITE, ".": goscorer.EMPTY}
    stones = [[colour[c] for c in row] for row in position.stones]
    dead = [[(x, y) in position.dead for x in range(position.width)]
            for y in range(position.height)]
    scores = goscorer.final_territory_score(stones, dead, position.captures[0],
                                            position.captures[1], 0)
    maps = goscorer.territory_scoring(stones, dead)
    territory, seki, false_eyes, dame = {}, set(), set(), set()
    for y in range(position.height):
        for x in range(position.width):
            loc = maps[y][x]
            v = position.v(x, y)
            if loc.is_territory_for == goscorer.BLACK:
                territory[v] = "X"
            elif loc.is_territory_for == goscorer.WHITE:
                territory[v] = "O"
            if (loc.belongs_to_seki_group != goscorer.EMPTY and position.stones[y][x] != "."
                    and (x, y) not in position.dead):
                seki.add(v)
            if loc.is_unscorable_false_eye:
                false_eyes.add(v)
            if loc.is_dame:
                dame.add(v)
    return {"score": (scores[goscorer.BLACK], scores[goscorer.WHITE]), "territory": territory,
            "seki": seki, "false_eyes": false_eyes, "dame": dame}


def run_gnugo(engine, position, directory):
    if position.width != position.height:
        return {"error": "GNU Go plays square boards only"}
    sgf = position.sgf or setup_sgf(position, directory)
    if engine.send(f"loadsgf {sgf}") is None:
        return {"error": f"loadsgf {sgf} refused"}
    engine.send("komi 0")
    result = engine.send("final_score") or "?"
    seki = set((engine.send("final_status_list seki") or "").upper().split())
    dead = {from_vertex(v, position.height)
            for v in (engine.send("final_status_list dead") or "").split()}
    return {"result": result.replace(".0", ""), "seki": seki, "dead": dead}


def run_tenuki(positions):
    """{name: {"score": (b, w), "territory": {...}}} from scripts/tenuki_score.sh, or {name: {"error": ...}}."""
    request = [{"name": p.name, "width": p.width, "height": p.height,
                "rows": ["".join(row) for row in p.stones],
                "dead": [[x, y] for x, y in sorted(p.dead)],
                "captures": list(p.captures)} for p in positions]
    done = subprocess.run(["bash", os.path.join(HERE, "tenuki_score.sh")],
                          input=json.dumps(request), capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        raise RuntimeError("tenuki_score.sh: " + (done.stderr.strip().splitlines() or ["?"])[-1])
    heights = {p.name: p.height for p in positions}
    answers = {}
    for line in done.stdout.splitlines():
        entry = json.loads(line)
        if "error" in entry:
            answers[entry["name"]] = {"error": entry["error"]}
            continue
        height = heights[entry["name"]]
        territory = {vertex(x, y, height): mark for colour, mark in (("black", "X"), ("white", "O"))
                     for x, y in entry["territory"][colour]}
        answers[entry["name"]] = {"score": (entry["black"], entry["white"]),
                                  "territory": territory}
    return answers


# --- differences -----------------------------------------------------------


def read_classes(path):
    classes = {}
    if os.path.exists(path):
        for line in open(path):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            name, anchor, field, text = line.split(None, 3)
            classes[(name, anchor, field)] = text
    return classes


def result_of(score):
    difference = score[0] - score[1]
    if difference == 0:
        return "0"
    text = f"{abs(difference):g}"
    return ("B+" if difference > 0 else "W+") + text


def compare(position, ours, anchors, classes):
    """[(anchor, field, detail, class)] for one position."""
    rows = []

    def classify(anchor, field, points=()):
        if anchor == "gnugo" and anchors["gnugo"].get("dead") is not None \
                and anchors["gnugo"]["dead"] != position.dead:
            return "GNU Go's dead stones differ from the given ones"
        if points and ours.get("estimated") and set(points) <= ours["estimated"]:
            return "eyeshape estimated these points (not proved)"
        return classes.get((position.name, anchor, field),
                           classes.get((position.name, anchor, "*"), "unclassified"))

    def sets(anchor, field, theirs, mine):
        only_theirs, only_ours = sorted(theirs - mine), sorted(mine - theirs)
        if only_theirs or only_ours:
            detail = (f"{anchor} only: {' '.join(only_theirs) or '-'}; "
                      f"eyeshape only: {' '.join(only_ours) or '-'}")
            rows.append((anchor, field, detail, classify(anchor, field, only_theirs + only_ours)))

    for anchor, theirs in anchors.items():
        if "error" in theirs:
            rows.append((anchor, "not run", theirs["error"], "not compared"))
            continue
        if anchor == "gnugo":
            if theirs["dead"] != position.dead:
                given = " ".join(sorted(position.v(x, y) for x, y in position.dead)) or "-"
                found = " ".join(sorted(position.v(x, y) for x, y in theirs["dead"])) or "-"
                rows.append((anchor, "dead", f"GNU Go: {found}; given: {given}",
                             classify(anchor, "dead")))
            if theirs["result"] != ours["result"]:
                rows.append((anchor, "score", f"GNU Go {theirs['result']}, eyeshape "
                             f"{ours['result']}", classify(anchor, "score")))
            sets(anchor, "seki", theirs["seki"], ours["seki"])
            continue
        if theirs["score"] != ours["score"]:
            rows.append((anchor, "score", f"{anchor} {result_of(theirs['score'])} "
                         f"({theirs['score'][0]:g}-{theirs['score'][1]:g}), eyeshape "
                         f"{ours['result']} ({ours['score'][0]:g}-{ours['score'][1]:g})",
                         classify(anchor, "score")))
        if "territory" in theirs:
            points = sorted(set(theirs["territory"]) | set(ours["territory"]))
            differing = [p for p in points
                         if theirs["territory"].get(p) != ours["territory"].get(p)]
            if differing:
                detail = " ".join(f"{p}:{theirs['territory'].get(p, '-')}/"
                                  f"{ours['territory'].get(p, '-')}" for p in differing)
                rows.append((anchor, "territory", f"({anchor}/eyeshape) {detail}",
                             classify(anchor, "territory", differing)))
        if "seki" in theirs:
            sets(anchor, "seki", theirs["seki"], ours["seki"])
        if "false_eyes" in theirs:
            sets(anchor, "false_eyes", theirs["false_eyes"], ours["false_eyes"])
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("positions", nargs="*",
                        help="ASCII boards (.txt) and SGF games (default: "
                             "tests/data/scoring/*.txt and tests/data/selfplay/*.sgf)")
    parser.add_argument("--eyeshape", default=os.path.join(ROOT, "build/release/cli/eyeshape"))
    parser.add_argument("--tenuki", action="store_true",
                        help="also score with Tenuki 0.3.1 (installs it with npm)")
    parser.add_argument("--summary", action="store_true", help="print only the counts")
    parser.add_argument("--classes",
                        default=os.path.join(ROOT, "tests/data/scoring/compare.classes"))
    args = parser.parse_args()
    sys.stdout.reconfigure(line_buffering=True)  # one position at a time, even into a file
    paths = args.positions or (sorted(glob.glob(os.path.join(ROOT, "tests/data/scoring/*.txt")))
                               + sorted(glob.glob(os.path.join(ROOT, "tests/data/selfplay/*.sgf"))))
    classes = read_classes(args.classes)
    try:
        engine = gnugo_engine()
    except OSError as error:
        print(f"scoring_compare: cannot run {GNUGO}: {error}", file=sys.stderr)
        return 2
    positions = [read_selfplay(p, engine) if p.endswith(".sgf") else read_ascii(p) for p in paths]
    tenuki = {}
    if args.tenuki:
        try:
            tenuki = run_tenuki(positions)
        except (RuntimeError, OSError, subprocess.TimeoutExpired) as error:
            print(f"scoring_compare: {error}", file=sys.stderr)
            return 2
    counts = {}
    with tempfile.TemporaryDirectory() as directory:
        for position in positions:
            ours = run_eyeshape(args.eyeshape, position)
            if "error" in ours:
                print(f"{position.name}: eyeshape failed: {ours['error']}")
                continue
            anchors = {"goscorer": run_goscorer(position),
                       "gnugo": run_gnugo(engine, position, directory)}
            if args.tenuki:
                anchors["tenuki"] = tenuki.get(position.name, {"error": "no answer"})
            rows = compare(position, ours, anchors, classes)
            for anchor, field, _, kind in rows:
                counts[(anchor, field, kind)] = counts.get((anchor, field, kind), 0) + 1
            if args.summary:
                continue
            note = (" (estimated: " + " ".join(sorted(ours["estimated"])) + ")"
                    if ours["estimated"] else "")
            print(f"{position.name}: eyeshape {ours['result']}{note}"
                  + ("" if rows else "; every anchor agrees"))
            for anchor, field, detail, kind in rows:
                print(f"  {anchor} {field}: {detail} [{kind}]")
    engine.close()
    print(f"\n{len(positions)} positions; differences by anchor, field and class:")
    for (anchor, field, kind), number in sorted(counts.items()):
        print(f"  {number:3d}  {anchor} {field}: {kind}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
