#!/usr/bin/env python3
"""Compares `eyeshape score --auto-dead` with GNU Go 3.8's
`final_status_list dead` on the final positions of the stored self-play games
(issue 12, item 6).

GNU Go's answers are the .dead files next to the games (written by
bench/selfplay_dead.py: one dead string per line, every stone listed). For
each game, every stone is put in one class:
  agree dead           both call it dead;
  we dead, GNU alive   eyeshape found it dead, GNU Go did not;
  GNU dead, we alive   GNU Go calls it dead, eyeshape alive (or seki);
  unsure, GNU dead     eyeshape is unsure of its group, GNU Go calls it dead;
  unsure, GNU alive    eyeshape is unsure, GNU Go calls it alive.
A game agrees when the dead sets are equal and eyeshape is unsure of nothing.
Prints a Markdown table (stone counts), then every difference with its
group's reason.

    scripts/auto_dead_compare.py [--eyeshape build/release/cli/eyeshape]
        [--budget NODES] [--area POINTS] [SGF...]
"""
import argparse
import json
import pathlib
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent


def gnugo_dead(sgf):
    dead_file = sgf.with_suffix(".dead")
    if not dead_file.exists():
        sys.exit(f"auto_dead_compare.py: {dead_file} is missing (run bench/selfplay_dead.py)")
    return set(dead_file.read_text().split())


def eyeshape_dead(binary, sgf, extra):
    start = time.monotonic()
    run = subprocess.run([binary, "score", str(sgf), "--auto-dead", "--json"] + extra,
                         capture_output=True, text=True, check=False)
    seconds = time.monotonic() - start
    if run.returncode != 0:
        sys.exit(f"auto_dead_compare.py: {sgf}: eyeshape failed: {run.stderr.strip()}")
    out = json.loads(run.stdout)
    return out, seconds


def sort_key(path):
    parts = path.stem.split("-")
    return int(parts[1]), int(parts[2])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--eyeshape", default=str(ROOT / "build/release/cli/eyeshape"))
    parser.add_argument("--budget", type=int, help="--auto-dead-budget (default: eyeshape's)")
    parser.add_argument("--area", type=int, help="--auto-dead-area (default: eyeshape's)")
    parser.add_argument("games", nargs="*", type=pathlib.Path)
    args = parser.parse_args()
    extra = []
    if args.budget is not None:
        extra += ["--auto-dead-budget", str(args.budget)]
    if args.area is not None:
        extra += ["--auto-dead-area", str(args.area)]
    games = args.games or sorted((ROOT / "tests/data/selfplay").glob("selfplay-*.sgf"),
                                 key=sort_key)
    print("| game | GNU Go dead | eyeshape dead | agree dead | we dead, GNU alive | "
          "GNU dead, we alive | unsure, GNU dead | unsure, GNU alive | game agrees | seconds |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    totals = [0] * 7
    agreeing = 0
    details = []
    for sgf in games:
        theirs = gnugo_dead(sgf)
        out, seconds = eyeshape_dead(args.eyeshape, sgf, extra)
        ours = set(out["dead"])
        groups = out["auto_dead_groups"]
        unsure = set()
        for group in groups["unsure"]:
            unsure |= set(group["stones"])
        counts = [len(theirs), len(ours), len(ours & theirs), len(ours - theirs),
                  len(theirs - ours - unsure), len(unsure & theirs), len(unsure - theirs)]
        agrees = ours == theirs and not unsure
        agreeing += agrees
        totals = [t + c for t, c in zip(totals, counts)]
        print(f"| {sgf.stem} | " + " | ".join(str(c) for c in counts) +
              f" | {'yes' if agrees else 'no'} | {seconds:.2f} |")
        for group in groups["dead"]:
            stones = set(group["stones"])
            if stones - theirs:
                details.append(f"{sgf.stem}: we dead, GNU alive: {group['color']} "
                               f"{' '.join(group['stones'])}: {group['reason']}")
        for group in groups["unsure"]:
            stones = set(group["stones"])
            kind = "unsure, GNU dead" if stones & theirs else "unsure, GNU alive"
            shown = " ".join(group["stones"][:8]) + (" ..." if len(stones) > 8 else "")
            details.append(f"{sgf.stem}: {kind}: {group['color']} {shown} "
                           f"({len(stones)} stones): {group['reason']}")
        missed = theirs - ours - unsure
        if missed:
            details.append(f"{sgf.stem}: GNU dead, we alive: {' '.join(sorted(missed))}")
    print(f"| all {len(games)} | " + " | ".join(str(t) for t in totals) +
          f" | {agreeing} of {len(games)} | |")
    print()
    for line in details:
        print(f"* {line}")


if __name__ == "__main__":
    main()
