#!/usr/bin/env python3
"""Records GNU Go 3.8's dead stones for the final positions of the stored
self-play games, for bench/scoring_benchmark.cc.

For each tests/data/selfplay/selfplay-<size>-*.sgf (default size 19), asks
`gnugo --mode gtp`: `loadsgf FILE` then `final_status_list dead`, and writes
FILE with the suffix .dead: one dead string per line, its stones as GNU Go
lists them (the first vertex names the string for `eyeshape score --dead`).
An empty file: GNU Go found no dead stone. These are GNU Go's answers on our
own games (no GNU Go text or position from its sources).

    bench/selfplay_dead.py [--gnugo /usr/games/gnugo] [--size 19]
"""
import argparse
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def dead_strings(gnugo, sgf):
    commands = f"loadsgf {sgf}\nfinal_status_list dead\nquit\n"
    out = subprocess.run([gnugo, "--mode", "gtp"], input=commands, capture_output=True,
                         text=True, check=True).stdout
    replies = out.split("\n\n")
    if len(replies) < 2 or not replies[0].startswith("=") or not replies[1].startswith("="):
        raise RuntimeError(f"{sgf}: unexpected reply {out!r}")
    text = replies[1][1:].strip()
    return [line.strip() for line in text.split("\n") if line.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gnugo", default="/usr/games/gnugo")
    parser.add_argument("--size", type=int, default=19)
    args = parser.parse_args()
    folder = ROOT / "tests" / "data" / "selfplay"
    files = sorted(folder.glob(f"selfplay-{args.size}-*.sgf"))
    if not files:
        sys.exit(f"selfplay_dead.py: no selfplay-{args.size}-*.sgf in {folder}")
    for sgf in files:
        strings = dead_strings(args.gnugo, sgf)
        sgf.with_suffix(".dead").write_text("".join(s + "\n" for s in strings))
        print(f"{sgf.name}: {len(strings)} dead strings")


if __name__ == "__main__":
    main()
