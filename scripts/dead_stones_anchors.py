#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Compares the dead stones `eyeshape score` finds on the final positions of
game records with the two anchors of issue 24: GNU Go 3.8's
`final_status_list dead` and @sabaki/deadstones 2.1.2's `guess` (as web
boards call it for a finished game; test-only, installed by
scripts/anchors/install.sh). Also checks every group eyeshape labels
*proved* against GNU Go's list (a proved status GNU Go contradicts is
printed: each must be read by hand, since GNU Go is a reference, not the
truth) and the result against GNU Go's `final_score`.

Made for small boards with game ends of our own, e.g. GNU Go against itself:

    scripts/selfplay.py --size 9 --games 60 --first-seed 101 --level 1 -o DIR
    scripts/dead_stones_anchors.py [--eyeshape BIN] DIR/*.sgf

Only records whose last two moves are passes are used (a finished game),
unless --positions says every record is a final position as it stands (a
board given by setup stones, e.g. scripts/ogs_games_to_sgf.py's). With
--marked, such records carry the dead stones the players agreed on (a black
stone on a TW point, a white stone on a TB point, as KGS and
ogs_games_to_sgf.py write them; no mark, no dead stone), and each
program's dead set is also compared with them. With --symmetry K (1 to 7)
every record is first turned or mirrored by that symmetry of the board
(scoring_dev_eval.turn_sgf), into a temporary directory: the same positions
stood elsewhere.
Prints one line per position where eyeshape's dead set differs from an
anchor or the marks, then a summary. Exit status 0 when it ran, 2 when a
program could not be run.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from gtp_client import Gtp  # noqa: E402
from scoring_dev_eval import parse_sgf_main_line, record_size, turn_sgf  # noqa: E402

COLUMNS = "ABCDEFGHJKLMNOPQRST"
GNUGO = "/usr/games/gnugo"


def finished(text):
    moves = re.findall(r";\s*[BW]\[([a-s]{0,2})\]", text)
    return len(moves) >= 2 and moves[-1] == "" and moves[-2] == ""


def same_score(ours, gnugo):
    """Whether two results agree, "W+3" and GNU Go's "W+3.0" alike."""
    def margin(result):
        match = re.fullmatch(r"([BW])\+([0-9.]+)", result.strip())
        if not match:
            return 0.0 if result.strip() in ("0", "Jigo", "Draw") else result.strip()
        return float(match.group(2)) * (1 if match.group(1) == "B" else -1)
    return margin(ours) == margin(gnugo)


def marked_dead(text, size):
    """The setup stones on the other colour's TB/TW marks, as GTP vertices
    (setup-only records, as ogs_games_to_sgf.py writes them)."""
    def points(ident):
        found = set()
        for block in re.findall(ident + r"((?:\s*\[[a-z]{2}\])+)", text):
            for p in re.findall(r"\[([a-z]{2})\]", block):
                found.add(f"{COLUMNS[ord(p[0]) - 97]}{size - (ord(p[1]) - 97)}")
        return found
    tb, tw = points(r"(?<![A-Z])TB"), points(r"(?<![A-Z])TW")
    return (points(r"(?<![A-Z])AB") & tw) | (points(r"(?<![A-Z])AW") & tb)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--eyeshape", default=os.path.join(ROOT, "build/release/cli/eyeshape"))
    parser.add_argument("--positions", action="store_true",
                        help="every record is a final position as it stands (no passes needed)")
    parser.add_argument("--marked", action="store_true",
                        help="with --positions: compare with the dead stones the TB/TW marks give")
    parser.add_argument("--symmetry", type=int, choices=range(8), default=0,
                        help="turn every record by symmetry K of the board first (0: as it is)")
    parser.add_argument("sgf", nargs="+")
    args = parser.parse_args()
    if args.marked and not args.positions:
        parser.error("--marked reads the marks of setup-only records: give --positions too")
    subprocess.run(["bash", os.path.join(HERE, "anchors/install.sh")], check=True)
    gnugo = Gtp([GNUGO, "--mode", "gtp"])
    items = []
    turned_dir = tempfile.TemporaryDirectory() if args.symmetry else None
    for path in args.sgf:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        if turned_dir is not None:
            text = turn_sgf(text, args.symmetry, record_size(parse_sgf_main_line(text)))
            path = os.path.join(turned_dir.name, os.path.basename(path))
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        if not args.positions and not finished(text):
            continue
        run = subprocess.run([args.eyeshape, "score", path, "--json"], capture_output=True,
                             text=True, timeout=300)
        if run.returncode != 0:
            print(f"dead_stones_anchors.py: eyeshape failed on {path}: {run.stderr.strip()}",
                  file=sys.stderr)
            sys.exit(2)
        ours = json.loads(run.stdout)
        if gnugo.send(f"loadsgf {path}") is None:
            print(f"dead_stones_anchors.py: GNU Go cannot load {path}", file=sys.stderr)
            sys.exit(2)
        size = int(gnugo.send("query_boardsize"))
        sign_map = [[0] * size for _ in range(size)]
        for colour, sign in (("black", 1), ("white", -1)):
            for vertex in gnugo.send(f"list_stones {colour}").split():
                sign_map[size - int(vertex[1:])][COLUMNS.index(vertex[0])] = sign
        items.append({
            "path": path, "size": size, "sign_map": sign_map,
            "ours": set(ours["dead"]), "result": ours["result"], "groups": ours["groups"],
            "gnugo": set(gnugo.send("final_status_list dead").split()),
            "gnugo_result": gnugo.send("final_score").strip(),
            "marks": marked_dead(text, size) if args.marked else None,
        })
    gnugo.close()
    guess = subprocess.run(
        ["node", os.path.join(HERE, "anchors/deadstones_guess.js")],
        input=json.dumps([{"name": it["path"], "signMap": it["sign_map"]} for it in items]),
        capture_output=True, text=True)
    if guess.returncode != 0:
        print(f"dead_stones_anchors.py: deadstones failed: {guess.stderr.strip()}", file=sys.stderr)
        sys.exit(2)
    by_name = {it["path"]: it for it in items}
    for line in guess.stdout.splitlines():
        answer = json.loads(line)
        it = by_name[answer["name"]]
        it["deadstones"] = {f"{COLUMNS[x]}{it['size'] - y}" for x, y in answer["dead"]}

    same_gnugo = same_deadstones = alone = same_result = proved = contradicted = 0
    contradicted_marks = 0
    same_marks = {"ours": 0, "gnugo": 0, "deadstones": 0}
    wrong_stones = {"ours": 0, "gnugo": 0, "deadstones": 0}
    for it in items:
        same_gnugo += it["ours"] == it["gnugo"]
        same_deadstones += it["ours"] == it["deadstones"]
        same_result += same_score(it["result"], it["gnugo_result"])
        if it["ours"] != it["gnugo"] and it["gnugo"] == it["deadstones"]:
            alone += 1
        marks = it["marks"]
        if marks is not None:
            for program in ("ours", "gnugo", "deadstones"):
                same_marks[program] += it[program] == marks
                wrong_stones[program] += len(it[program] ^ marks)
        if (it["ours"] != it["gnugo"] or it["ours"] != it["deadstones"]
                or (marks is not None and it["ours"] != marks)):
            line = (f"{it['path']}: eyeshape {' '.join(sorted(it['ours'])) or '-'} | GNU Go "
                    f"{' '.join(sorted(it['gnugo'])) or '-'} | deadstones "
                    f"{' '.join(sorted(it['deadstones'])) or '-'}")
            if marks is not None:
                line += f" | marked {' '.join(sorted(marks)) or '-'}"
            print(line)
        for group in it["groups"]:
            if group["certainty"]["status"] != "proved":
                continue
            proved += 1
            stones = set(group["stones"])
            dead_says = stones <= it["gnugo"]
            if (group["status"] == "dead") != dead_says and (group["status"] != "seki"):
                contradicted += 1
                print(f"PROVED {group['status']} contradicted by GNU Go: {it['path']} "
                      f"{' '.join(sorted(stones)[:8])}: {group['certainty']['by']}")
            if marks is not None and (group["status"] == "dead") != (stones <= marks):
                contradicted_marks += 1
                print(f"PROVED {group['status']} contradicted by the marks: {it['path']} "
                      f"{' '.join(sorted(stones)[:8])}: {group['certainty']['by']}")
    n = len(items)
    print(f"\n{n} finished positions: eyeshape's dead set equals GNU Go's on {same_gnugo}, "
          f"@sabaki/deadstones' on {same_deadstones}; differs from both where they agree on "
          f"{alone}; result equals GNU Go's final_score on {same_result}; proved group "
          f"statuses {proved}, contradicted by GNU Go {contradicted}")
    if args.marked:
        print(f"the players' dead stones (marks) exactly: eyeshape {same_marks['ours']}, GNU Go "
              f"{same_marks['gnugo']}, @sabaki/deadstones {same_marks['deadstones']} of {n}; "
              f"stones off: {wrong_stones['ours']}, {wrong_stones['gnugo']}, "
              f"{wrong_stones['deadstones']}; proved statuses contradicted by the marks "
              f"{contradicted_marks}")


if __name__ == "__main__":
    main()
