#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Scores the real counted games of ../shared/data/scoring-dev with eyeshape
(and, on request, GNU Go 3.8) and compares with the recorded result (issue 24,
item 5).

For each record of index.tsv: `eyeshape score FILE --json` (rules and komi
from the record's RU and KM, which eyeshape reads itself), and with --gnugo
GNU Go's `loadsgf` + `final_score` (level given by --gnugo-level). A result
is "right" when it equals RE, "within 1" when the margins differ by at most
one point (the same winner is not required at a margin of 0.5).

Records with the KGS server's territory marks (TB/TW, has_territory_marks)
also give the dead stones the players agreed on: a black stone on a TW point,
a white stone on a TB point. Those are compared, game by game, with the
dead stones eyeshape found and, for each group eyeshape labelled *proved*,
the label is checked against the marks (a proved call the players contradict
is printed: there must be none).

The final position comes from this script's own replay of the main line
(captures only, no rule checks: the set's README says every record replays
legally), independent of eyeshape's SGF reader.

    python3 scripts/scoring_dev_eval.py [--eyeshape BIN] [--gnugo]
        [--set DIR] [--only SUBSTRING] [--jobs N] [--verbose] [--symmetry K]

--symmetry K (0 to 7) scores every record turned or mirrored by one of the
8 symmetries of the board (turn_sgf: every point of the main line mapped,
comments dropped), written to a temporary directory: Go's rules do not see
where a position stands, so a scorer should give the same results on all
eight (docs/scoring.md, "The same games turned").

Prints a line per game with --verbose, then a Markdown summary. Exit status
0 when it ran, 2 when a program could not be run.
"""

import argparse
import concurrent.futures
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_SET = os.path.join(ROOT, "..", "shared", "data", "scoring-dev")
GNUGO = "/usr/games/gnugo"
GTP_COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def parse_sgf_main_line(text):
    """The nodes of the main line as lists of (identifier, [values])."""
    i = text.index("(")
    nodes = []
    depth = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == "(":
            depth += 1
            if depth > 1 and nodes:
                pass
            i += 1
        elif ch == ")":
            # End of the first variation at this depth: the main line is done
            # once we close the variation we are reading.
            return nodes
        elif ch == ";":
            node = []
            i += 1
            while i < n:
                while i < n and text[i].isspace():
                    i += 1
                m = re.match(r"[A-Za-z]+", text[i:])
                if not m:
                    break
                ident = "".join(c for c in m.group(0) if c.isupper())
                i += len(m.group(0))
                values = []
                while True:
                    while i < n and text[i].isspace():
                        i += 1
                    if i >= n or text[i] != "[":
                        break
                    j = i + 1
                    value = []
                    while j < n and text[j] != "]":
                        if text[j] == "\\":
                            j += 1
                        value.append(text[j])
                        j += 1
                    values.append("".join(value))
                    i = j + 1
                node.append((ident, values))
            nodes.append(node)
        else:
            i += 1
    return nodes


def replay(nodes, size):
    """The final board {(x, y): 'B'|'W'} (y from the top) and TB/TW marks."""
    board = {}

    def neighbours(p):
        x, y = p
        for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if 0 <= q[0] < size and 0 <= q[1] < size:
                yield q

    def string_and_libs(p):
        colour = board[p]
        seen, libs, stack = {p}, set(), [p]
        while stack:
            q = stack.pop()
            for r in neighbours(q):
                if r not in board:
                    libs.add(r)
                elif board[r] == colour and r not in seen:
                    seen.add(r)
                    stack.append(r)
        return seen, libs

    def point(v):
        if len(v) < 2 or (v == "tt" and size <= 19):
            return None
        return (ord(v[0]) - 97, ord(v[1]) - 97)

    marks = {"TB": set(), "TW": set()}
    captures = {"B": 0, "W": 0}  # stones each colour captured
    for node in nodes:
        for ident, values in node:
            if ident in ("AB", "AW"):
                for v in values:
                    if point(v) is not None:
                        board[point(v)] = ident[1]
            if ident in ("TB", "TW"):
                marks[ident] = {point(v) for v in values if point(v) is not None}
        for ident, values in node:
            if ident not in ("B", "W") or not values:
                continue
            p = point(values[0])
            if p is None:
                continue
            board[p] = ident
            for q in neighbours(p):
                if q in board and board[q] != ident:
                    s, libs = string_and_libs(q)
                    if not libs:
                        captures[ident] += len(s)
                        for r in s:
                            del board[r]
            s, libs = string_and_libs(p)
            if not libs:
                captures["W" if ident == "B" else "B"] += len(s)
                for r in s:
                    del board[r]
    replay.captures = captures
    return board, marks


def transform(p, k, size):
    """Symmetry k (0 to 7) of the square board applied to (x, y): bit 2
    swaps the axes, then bit 0 mirrors x and bit 1 mirrors y."""
    x, y = p
    if k & 4:
        x, y = y, x
    if k & 1:
        x = size - 1 - x
    if k & 2:
        y = size - 1 - y
    return (x, y)


POINT_PROPERTIES = {"B", "W", "AB", "AW", "AE", "TB", "TW"}


def sgf_point(p):
    """The SGF point of (x, y), both from 0, y from the top."""
    return chr(97 + p[0]) + chr(97 + p[1])


def record_size(nodes, default=19):
    """The board size of a main line (its root's SZ; "W:H" gives W)."""
    for ident, values in nodes[0] if nodes else []:
        if ident == "SZ" and values:
            return int(values[0].split(":")[0])
    return default


def turn_sgf(text, k, size):
    """The record's main line, every point of its moves, setup and territory
    marks mapped by symmetry k; comments dropped, passes kept."""
    def escape(value):
        return value.replace("\\", "\\\\").replace("]", "\\]")

    nodes = []
    for node in parse_sgf_main_line(text):
        out = ";"
        for ident, values in node:
            if ident == "C":
                continue
            if ident in POINT_PROPERTIES:
                turned = []
                for v in values:
                    if len(v) == 2 and not (v == "tt" and size <= 19):
                        v = sgf_point(transform((ord(v[0]) - 97, ord(v[1]) - 97), k, size))
                    turned.append(v)
                values = turned
            out += ident + "".join("[" + escape(v) + "]" for v in values)
        nodes.append(out)
    return "(" + "".join(nodes) + ")\n"


def plain_count(board, dead, captures, size, rules, komi, handicap):
    """Black minus White by a plain count, as a web board counts with a dead
    stone list and no seki analysis: dead stones removed (prisoners), every
    empty region bordered by one colour only is its territory; territory +
    prisoners (japanese, korean) or stones + territory (chinese, aga, nz, with
    White's handicap points), komi to White."""
    stones = {p: c for p, c in board.items() if p not in dead}
    prisoners = dict(captures)
    for p in dead:
        prisoners["W" if board[p] == "B" else "B"] += 1
    territory = {"B": 0, "W": 0}
    seen = set()
    for x in range(size):
        for y in range(size):
            if (x, y) in stones or (x, y) in seen:
                continue
            region, border, stack = {(x, y)}, set(), [(x, y)]
            while stack:
                cx, cy = stack.pop()
                for q in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
                    if not (0 <= q[0] < size and 0 <= q[1] < size):
                        continue
                    if q in stones:
                        border.add(stones[q])
                    elif q not in region:
                        region.add(q)
                        stack.append(q)
            seen |= region
            if len(border) == 1:
                territory[border.pop()] += len(region)
    if rules in ("chinese", "aga"):
        black = territory["B"] + sum(1 for c in stones.values() if c == "B")
        white = territory["W"] + sum(1 for c in stones.values() if c == "W") + komi
        if handicap >= 2:
            white += handicap if rules == "chinese" else handicap - 1
    else:
        black = territory["B"] + prisoners["B"]
        white = territory["W"] + prisoners["W"] + komi
    return black - white


def run_deadstones(positions):
    """@sabaki/deadstones 2.1.2 (scripts/anchors, test-only) on
    [(name, board, size)]: {name: (dead points, seconds)}."""
    anchors = os.path.join(HERE, "anchors")
    subprocess.run(["bash", os.path.join(anchors, "install.sh")], check=True)
    payload = []
    for name, board, size in positions:
        sign_map = [[{"B": 1, "W": -1}.get(board.get((x, y)), 0) for x in range(size)]
                    for y in range(size)]
        payload.append({"name": name, "signMap": sign_map})
    run = subprocess.run(["node", os.path.join(anchors, "deadstones_guess.js")],
                         input=json.dumps(payload), capture_output=True, text=True, check=True,
                         cwd=anchors)
    out = {}
    for line in run.stdout.splitlines():
        item = json.loads(line)
        out[item["name"]] = ({(x, y) for x, y in item["dead"]}, item["seconds"])
    return out


def gtp_vertex(p, size):
    return f"{GTP_COLUMNS[p[0]]}{size - p[1]}"


def normalize_result(text):
    text = text.strip().upper()
    m = re.match(r"^([BW])\+([0-9.]+)", text)
    if m:
        return m.group(1), float(m.group(2))
    if text in ("0", "JIGO", "DRAW"):
        return "0", 0.0
    return None


def margin(result):
    """Black minus White for a normalized result."""
    if result is None:
        return None
    winner, points = result
    return points if winner == "B" else -points if winner == "W" else 0.0


def run_eyeshape(binary, path, extra):
    start = time.monotonic()
    run = subprocess.run([binary, "score", path, "--json"] + extra, capture_output=True,
                         text=True, check=False)
    seconds = time.monotonic() - start
    if run.returncode != 0:
        return {"error": run.stderr.strip() or f"exit {run.returncode}"}, seconds
    return json.loads(run.stdout), seconds


def run_gnugo(path, level, area):
    """GNU Go 3.8's final_score and dead stones for the record's last position
    (loadsgf reads KM; the rules are given by option: GNU Go does not read RU).
    The time is the whole process, loadsgf included."""
    start = time.monotonic()
    commands = f"loadsgf {path}\nfinal_score\nfinal_status_list dead\nquit\n"
    rules = "--chinese-rules" if area else "--japanese-rules"
    run = subprocess.run([GNUGO, "--mode", "gtp", "--level", str(level), rules], input=commands,
                         capture_output=True, text=True, check=False)
    seconds = time.monotonic() - start
    replies = [block.strip() for block in run.stdout.split("\n\n") if block.strip()]
    score = replies[1].lstrip("= ").strip() if len(replies) > 1 else ""
    dead = set(replies[2].lstrip("= ").split()) if len(replies) > 2 else set()
    return score, dead, seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--eyeshape", default=os.path.join(ROOT, "build/release/cli/eyeshape"))
    parser.add_argument("--set", default=DEFAULT_SET)
    parser.add_argument("--only", default="")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--gnugo", action="store_true", help="also run GNU Go 3.8 final_score")
    parser.add_argument("--gnugo-level", type=int, default=10)
    parser.add_argument("--deadstones", action="store_true",
                        help="also @sabaki/deadstones 2.1.2 + a plain count (installs it from "
                        "scripts/anchors/package-lock.json with npm ci)")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--extra", default="", help="more eyeshape score options, space separated")
    parser.add_argument("--pass-rules", action="store_true",
                        help="give eyeshape --rules from the index (japanese or chinese), for "
                        "builds that do not read RU")
    parser.add_argument("--symmetry", type=int, choices=range(8), default=0,
                        help="score every record turned or mirrored by symmetry K (0: as it is)")
    parser.add_argument("--players-dead", action="store_true",
                        help="give eyeshape the players' dead stones (--dead) on the records "
                        "with territory marks, and score only those: checks the count alone")
    args = parser.parse_args()

    index = os.path.join(args.set, "index.tsv")
    with open(index, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        rows = [dict(zip(header, line.rstrip("\n").split("\t"))) for line in f if line.strip()]
    rows = [r for r in rows if args.only in r["file"]]
    if args.players_dead:
        rows = [r for r in rows if r["has_territory_marks"] == "yes"]
    extra = args.extra.split()
    turned_dir = tempfile.TemporaryDirectory() if args.symmetry else None

    def evaluate(row):
        path = os.path.join(args.set, row["file"])
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        size = int(row["size"])
        if turned_dir is not None:
            text = turn_sgf(text, args.symmetry, size)
            path = os.path.join(turned_dir.name, row["file"].replace("/", "_"))
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        board, marks = replay(parse_sgf_main_line(text), size)
        recorded = normalize_result(row["result"])
        out = {"row": row, "recorded": recorded, "board": board, "size": size,
               "captures": dict(replay.captures)}
        options = list(extra)
        if args.pass_rules:
            options += ["--rules", "chinese" if row["rules"] in ("chinese", "aga") else "japanese"]
        if row["has_territory_marks"] == "yes":
            players_dead = set()
            for p, colour in board.items():
                if (colour == "B" and p in marks["TW"]) or (colour == "W" and p in marks["TB"]):
                    players_dead.add(gtp_vertex(p, size))
            out["players_dead"] = players_dead
            if args.players_dead and players_dead:
                options += ["--dead", ",".join(sorted(players_dead))]
        out["eyeshape"], out["eyeshape_seconds"] = run_eyeshape(args.eyeshape, path, options)
        if args.gnugo:
            out["gnugo"], out["gnugo_dead"], out["gnugo_seconds"] = run_gnugo(
                path, args.gnugo_level, row["rules"] in ("chinese", "aga"))
        return out

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(evaluate, rows))
    if args.deadstones:
        guesses = run_deadstones([(o["row"]["file"], o["board"], o["size"]) for o in results])
        for o in results:
            row = o["row"]
            dead, seconds = guesses[row["file"]]
            margin_ds = plain_count(o["board"], dead, o["captures"], o["size"], row["rules"],
                                    float(row["komi"]), int(row["handicap"]))
            o["deadstones"] = "0" if margin_ds == 0 else (
                f"B+{margin_ds:g}" if margin_ds > 0 else f"W+{-margin_ds:g}")
            o["deadstones_seconds"] = seconds
            o["deadstones_dead"] = {gtp_vertex(p, o["size"]) for p in dead}

    tallies = {}
    proved_wrong = []
    dead_sets = [0, 0]
    gnugo_dead_sets = 0
    deadstones_dead_sets = 0
    group_calls = {"proved": 0, "estimated": 0}
    for out in results:
        row = out["row"]
        recorded = margin(out["recorded"])
        scorers = [("eyeshape", out["eyeshape"].get("result") if "error" not in out["eyeshape"]
                    else None, out["eyeshape_seconds"])]
        if args.gnugo:
            scorers.append(("gnugo", out["gnugo"], out["gnugo_seconds"]))
        if args.deadstones:
            scorers.append(("deadstones", out["deadstones"], out["deadstones_seconds"]))
        line = [row["file"], row["rules"], row["result"]]
        for name, result, seconds in scorers:
            got = margin(normalize_result(result)) if result else None
            t = tallies.setdefault(name, {"right": 0, "within1": 0, "games": 0, "times": [],
                                          "estimated_games": 0})
            t["games"] += 1
            t["times"].append(seconds)
            if got is not None and abs(got - recorded) < 1e-9:
                t["right"] += 1
            if got is not None and abs(got - recorded) <= 1.0 + 1e-9:
                t["within1"] += 1
            line.append(f"{name}={result}")
        es = out["eyeshape"]
        if "error" in es:
            line.append("error: " + es["error"])
        else:
            line.append(f"[{es.get('certainty', {}).get('status', '?') if isinstance(es.get('certainty'), dict) else es.get('certainty', '?')}]")
        if "error" not in es:
            for group in es.get("groups", []):
                status = group.get("certainty", {}).get("status")
                if status in group_calls:
                    group_calls[status] += 1
        if "players_dead" in out and args.gnugo and out["gnugo_dead"] == out["players_dead"]:
            gnugo_dead_sets += 1
        if "players_dead" in out and args.deadstones and \
                out["deadstones_dead"] == out["players_dead"]:
            deadstones_dead_sets += 1
        if "players_dead" in out and "error" not in es:
            ours = set(es.get("dead", []))
            theirs = out["players_dead"]
            dead_sets[1] += 1
            if ours == theirs:
                dead_sets[0] += 1
            else:
                line.append(f"dead: missing {sorted(theirs - ours)} extra {sorted(ours - theirs)}")
            for group in es.get("groups", []):
                if group.get("certainty", {}).get("status") != "proved":
                    continue
                stones = set(group["stones"])
                dead_by_players = bool(stones & theirs)
                if (group["status"] == "dead") != dead_by_players and group["status"] != "seki":
                    proved_wrong.append(f"{row['file']}: {group['status']} proved "
                                        f"({group['certainty'].get('by')}) at {group['stones'][0]}")
        if args.verbose:
            print("  ".join(line))

    print()
    print("| scorer | games | right | within 1 point | median s | worst s |")
    print("|---|---|---|---|---|---|")
    for name, t in tallies.items():
        g = t["games"]
        print(f"| {name} | {g} | {t['right']} ({100 * t['right'] / g:.1f}%) | "
              f"{t['within1']} ({100 * t['within1'] / g:.1f}%) | "
              f"{statistics.median(t['times']):.3f} | {max(t['times']):.3f} |")
    if dead_sets[1]:
        print(f"\nexact dead set (records with territory marks): eyeshape {dead_sets[0]} of "
              f"{dead_sets[1]}" + (f", GNU Go {gnugo_dead_sets}" if args.gnugo else "") +
              (f", @sabaki/deadstones {deadstones_dead_sets}" if args.deadstones else ""))
    print(f"eyeshape group statuses: {group_calls['proved']} proved, "
          f"{group_calls['estimated']} estimated")
    print(f"proved group statuses contradicted by the players' marks: {len(proved_wrong)}")
    for item in proved_wrong:
        print("  " + item)
    return 0


if __name__ == "__main__":
    sys.exit(main())
