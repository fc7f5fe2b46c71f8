#!/usr/bin/env python3
"""Compares the dead stones `eyeshape score` finds with GNU Go 3.8's
`final_status_list dead` on the final positions of the stored self-play games
(9x9, 13x13 and 19x19; issue 12, item 6, and issue 24's small boards).

GNU Go's answers are the .dead files next to the games (written by
bench/selfplay_dead.py: one dead string per line, every stone listed). For
each game, every stone is put in one class:
  agree dead           both call it dead;
  we dead, GNU alive   eyeshape found it dead, GNU Go did not;
  GNU dead, we alive   GNU Go calls it dead, eyeshape alive (or seki).
The stones of the last two classes are also counted by eyeshape's certainty
of their group: a *proved* status that GNU Go contradicts is listed first
among the differences (GNU Go is a reference, not the truth: each such case
must be read). A game agrees when the dead sets are equal. Prints a Markdown
table (stone counts), then every differing group with its certainty.

    scripts/auto_dead_compare.py [--eyeshape build/release/cli/eyeshape]
        [--playouts N] [SGF...]
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
    run = subprocess.run([binary, "score", str(sgf), "--json"] + extra,
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
    parser.add_argument("--playouts", type=int, help="--playouts (default: eyeshape's)")
    parser.add_argument("games", nargs="*", type=pathlib.Path)
    args = parser.parse_args()
    extra = []
    if args.playouts is not None:
        extra += ["--playouts", str(args.playouts)]
    games = args.games or sorted((ROOT / "tests/data/selfplay").glob("selfplay-*.sgf"),
                                 key=sort_key)
    print("| game | GNU Go dead | eyeshape dead | agree dead | we dead, GNU alive | "
          "GNU dead, we alive | of these, proved | game agrees | seconds |")
    print("|---|---|---|---|---|---|---|---|---|")
    totals = [0] * 6
    agreeing = 0
    proved_details = []
    details = []
    for sgf in games:
        theirs = gnugo_dead(sgf)
        out, seconds = eyeshape_dead(args.eyeshape, sgf, extra)
        ours = set(out["dead"])
        proved_differing = 0
        for group in out["groups"]:
            stones = set(group["stones"])
            dead = group["status"] == "dead"
            differs = (stones - theirs) if dead else (stones & theirs)
            if not differs:
                continue
            certainty = group["certainty"]
            kind = "we dead, GNU alive" if dead else f"GNU dead, we {group['status']}"
            shown = " ".join(group["stones"][:8]) + (" ..." if len(stones) > 8 else "")
            line = (f"{sgf.stem}: {kind}: {group['color']} {shown} ({len(stones)} stones): "
                    f"{certainty['status']}: {certainty.get('by', '')}")
            if certainty["status"] == "proved":
                proved_differing += len(differs)
                proved_details.append(line)
            else:
                details.append(line)
        counts = [len(theirs), len(ours), len(ours & theirs), len(ours - theirs),
                  len(theirs - ours), proved_differing]
        agrees = ours == theirs
        agreeing += agrees
        totals = [t + c for t, c in zip(totals, counts)]
        print(f"| {sgf.stem} | " + " | ".join(str(c) for c in counts) +
              f" | {'yes' if agrees else 'no'} | {seconds:.2f} |")
    print(f"| all {len(games)} | " + " | ".join(str(t) for t in totals) +
          f" | {agreeing} of {len(games)} | |")
    print()
    for line in proved_details + details:
        print(f"* {line}")


if __name__ == "__main__":
    main()
