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

Only records whose last two moves are passes are used (a finished game).
Prints one line per position where eyeshape's dead set differs from an
anchor, then a summary. Exit status 0 when it ran, 2 when a program could
not be run.
"""
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from gtp_client import Gtp  # noqa: E402

COLUMNS = "ABCDEFGHJKLMNOPQRST"
GNUGO = "/usr/games/gnugo"


def finished(text):
    moves = re.findall(r";\s*[BW]\[([a-s]{0,2})\]", text)
    return len(moves) >= 2 and moves[-1] == "" and moves[-2] == ""


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--eyeshape", default=os.path.join(ROOT, "build/release/cli/eyeshape"))
    parser.add_argument("sgf", nargs="+")
    args = parser.parse_args()
    subprocess.run(["bash", os.path.join(HERE, "anchors/install.sh")], check=True)
    gnugo = Gtp([GNUGO, "--mode", "gtp"])
    items = []
    for path in args.sgf:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        if not finished(text):
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
    for it in items:
        same_gnugo += it["ours"] == it["gnugo"]
        same_deadstones += it["ours"] == it["deadstones"]
        same_result += it["result"] == it["gnugo_result"]
        if it["ours"] != it["gnugo"] and it["gnugo"] == it["deadstones"]:
            alone += 1
        if it["ours"] != it["gnugo"] or it["ours"] != it["deadstones"]:
            print(f"{it['path']}: eyeshape {' '.join(sorted(it['ours'])) or '-'} | GNU Go "
                  f"{' '.join(sorted(it['gnugo'])) or '-'} | deadstones "
                  f"{' '.join(sorted(it['deadstones'])) or '-'}")
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
    n = len(items)
    print(f"\n{n} finished positions: eyeshape's dead set equals GNU Go's on {same_gnugo}, "
          f"@sabaki/deadstones' on {same_deadstones}; differs from both where they agree on "
          f"{alone}; result equals GNU Go's final_score on {same_result}; proved group "
          f"statuses {proved}, contradicted by GNU Go {contradicted}")


if __name__ == "__main__":
    main()
