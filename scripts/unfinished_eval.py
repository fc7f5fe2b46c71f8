#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Scores game records stopped a few moves before their end: eyeshape's
estimate against GNU Go 3.8's `final_score`, which plays such a position
out (its aftermath) before it counts.

Issue 24 asks for a score on a position that is not finished (a border not
closed, a fight still open), with a note saying where. Finished games do
not test that: this takes each record, drops its last DROP moves (and its
closing passes), ends it with two passes, and compares the two scores. The
endgame left in those moves is worth a few points, so the figures are the
share of positions within 1 and within 3 points of GNU Go's, not only the
same result.

    scripts/selfplay.py --size 9 --games 40 --first-seed 901 --level 6 -o DIR
    scripts/unfinished_eval.py --drop 3 DIR/*.sgf

With `--against record` the reference is the record's own counted result
(RE) instead, and GNU Go is not run: for records of games people played out
and counted (the development set), the margin the players agreed on.

    scripts/unfinished_eval.py --drop 4 --against record ../shared/data/scoring-dev/games/*/*.sgf

Against GNU Go, also checks every group eyeshape labels *proved* against
GNU Go's `final_status_list dead` on the same position (printed when they
differ: each must be read by hand, since GNU Go is a reference, not the
truth). Records without a counted RE are skipped with `--against record`.
Prints one line per position more than 3 points from GNU Go, then a
summary. Exit status 0 when it ran, 2 when a program could not be run.
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

GNUGO = "/usr/games/gnugo"
MOVE = re.compile(r";\s*([BW])\[([a-s]{0,2})\]")


def margin(result):
    """Black's margin from "B+3.5", "W+0.5", "0" (GNU Go or eyeshape)."""
    result = result.strip()
    match = re.match(r"([BW])\+([0-9.]+)", result)
    if not match:
        return 0.0
    return (1 if match.group(1) == "B" else -1) * float(match.group(2))


def stopped_early(text, drop):
    """The record without its last `drop` moves and closing passes, ended by
    two passes; None when fewer than 10 moves would be left."""
    first = MOVE.search(text)
    if first is None:
        return None
    root = re.sub(r"RE\[[^\]]*\]", "", text[:first.start()])
    moves = [(c, v) for c, v in MOVE.findall(text) if v not in ("", "tt")]
    kept = moves[:len(moves) - drop]
    if len(kept) < 10:
        return None
    last = kept[-1][0]
    other = "W" if last == "B" else "B"
    body = "".join(f";{c}[{v}]" for c, v in kept)
    return f"{root}{body};{other}[];{last}[])\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--eyeshape", default=os.path.join(ROOT, "build/release/cli/eyeshape"))
    parser.add_argument("--drop", type=int, default=3, help="moves dropped from the end")
    parser.add_argument("--against", choices=("gnugo", "record"), default="gnugo",
                        help="the reference: GNU Go's final_score, or the record's RE")
    parser.add_argument("sgf", nargs="+")
    args = parser.parse_args()
    if args.drop < 1:
        print("unfinished_eval.py: --drop must be at least 1", file=sys.stderr)
        sys.exit(2)
    gnugo = Gtp([GNUGO, "--mode", "gtp"]) if args.against == "gnugo" else None
    reference = "GNU Go's final_score" if gnugo is not None else "the record's RE"
    n = same = within1 = within3 = open_border = proved = contradicted = 0
    with tempfile.TemporaryDirectory() as scratch:
        for path in args.sgf:
            with open(path, encoding="utf-8", errors="replace") as f:
                record = f.read()
            recorded = re.search(r"RE\[([BW]\+[0-9.]+|0|Jigo|Draw)\]", record)
            text = stopped_early(record, args.drop)
            if text is None or (gnugo is None and recorded is None):
                continue
            position = os.path.join(scratch, os.path.basename(path))
            with open(position, "w", encoding="utf-8") as f:
                f.write(text)
            run = subprocess.run([args.eyeshape, "score", position, "--json"],
                                 capture_output=True, text=True, timeout=300)
            if run.returncode != 0:
                print(f"unfinished_eval.py: eyeshape failed on {path}: {run.stderr.strip()}",
                      file=sys.stderr)
                sys.exit(2)
            ours = json.loads(run.stdout)
            gnugo_dead = None
            if gnugo is None:
                theirs = recorded.group(1)
            else:
                if gnugo.send(f"loadsgf {position}") is None:
                    print(f"unfinished_eval.py: GNU Go cannot load {path}", file=sys.stderr)
                    sys.exit(2)
                theirs = gnugo.send("final_score").strip()
                gnugo_dead = set(gnugo.send("final_status_list dead").split())
            n += 1
            gap = abs(margin(ours["result"]) - margin(theirs))
            same += gap == 0
            within1 += gap <= 1
            within3 += gap <= 3
            is_open = any("border is not closed" in note for note in ours.get("notes", []))
            open_border += is_open
            if gap > 3:
                print(f"{path}: eyeshape {ours['result']} | {reference} {theirs}"
                      f"{' | open border' if is_open else ''}")
            if gnugo_dead is None:
                continue
            for group in ours["groups"]:
                if group["certainty"]["status"] != "proved" or group["status"] == "seki":
                    continue
                proved += 1
                stones = set(group["stones"])
                if (group["status"] == "dead") != (stones <= gnugo_dead):
                    contradicted += 1
                    print(f"PROVED {group['status']} contradicted by GNU Go: {path} "
                          f"{' '.join(sorted(stones)[:8])}: {group['certainty']['by']}")
    if gnugo is not None:
        gnugo.close()
    summary = (f"\n{n} positions {args.drop} moves before the end: eyeshape's result equals "
               f"{reference} on {same}, within 1 point on {within1}, within 3 on {within3}; "
               f"open-border note on {open_border}")
    if gnugo is not None:
        summary += (f"; proved group statuses {proved}, contradicted by GNU Go "
                    f"{contradicted}")
    print(summary)


if __name__ == "__main__":
    main()
