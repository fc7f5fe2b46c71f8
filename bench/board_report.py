#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# File: bench/board_report.py
# Whole-board eye analysis, eyeshape against GNU Go 3.8, in one run (issue 11,
# "Speed"). The positions are the benchmark's: every stored self-play game of
# the size at moves 50, 100, ... and at its end.
#
#   eyeshape: BM_AnalyzeEyes/<size> of bench/board_benchmark (thread CPU time
#             of AnalyzeEyes per position, the smallest over iterations);
#   GNU Go:   CPU time (utime + stime of the process, /proc) of --repeat
#             rounds of `loadsgf FILE N` and the first `eval_eye` after it,
#             less that of as many `loadsgf FILE N` and `query_boardsize`:
#             the cost of that first eval_eye, which runs GNU Go's
#             examine_position(EXAMINE_DRAGONS_WITHOUT_OWL): worms with their
#             tactical reading, dragons without owl, eye spaces, half eyes and
#             eye values: the analysis AnalyzeEyes does, plus dragon building.
#             (GNU Go's own `cputime` counts in 10 ms steps; the repeats
#             make the /proc clock ticks fine enough.)
#
#   bench/board_report.py build/release/bench/board_benchmark [--size 19] [--repeat 3]
#
# Prints median and worst per engine and the ratios GNU Go / eyeshape.
import argparse
import glob
import json
import os
import statistics
import subprocess
import sys

GNUGO = "/usr/games/gnugo"
HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # no __pycache__ in bench/ or scripts/
sys.path.insert(0, os.path.join(HERE, "..", "scripts"))
from gtp_client import Gtp  # noqa: E402  (the project's GTP client)


def record_length(path):
    text = open(path, encoding="utf-8").read()
    return sum(1 for i in range(len(text) - 2)
               if text[i] == ";" and text[i + 1] in "BW" and text[i + 2] == "[")


def gnugo_times(files, repeat):
    engine = Gtp([GNUGO, "--mode", "gtp"])
    process = engine.process
    send = engine.send

    def cpu_seconds():
        # utime + stime of the GNU Go process, in clock ticks (/proc/PID/stat).
        with open(f"/proc/{process.pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def cost(load, command):
        before = cpu_seconds()
        for _ in range(repeat):
            send(load)
            send(command)
        return (cpu_seconds() - before) / repeat

    times = []
    for path in files:
        length = record_length(path)
        for move in list(range(50, length + 1, 50)) + [None]:
            load = f"loadsgf {path}" + (f" {move}" if move else "")
            analysis = cost(load, "eval_eye A1") - cost(load, "query_boardsize")
            times.append(max(analysis, 0.0) * 1000.0)
    engine.close()
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("benchmark", help="build/release/bench/board_benchmark")
    parser.add_argument("--size", type=int, default=19)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    folder = os.environ.get("EYESHAPE_SELFPLAY") or os.path.join(HERE, "..", "tests", "data",
                                                                  "selfplay")
    files = sorted(glob.glob(os.path.join(os.path.abspath(folder),
                                          f"selfplay-{args.size}-*.sgf")))
    if not files:
        sys.exit(f"board_report.py: no selfplay-{args.size}-*.sgf in {folder}")
    output = subprocess.run([args.benchmark, f"--benchmark_filter=BM_AnalyzeEyes/{args.size}$",
                             "--benchmark_format=json"], check=True, capture_output=True,
                            text=True).stdout
    row = json.loads(output)["benchmarks"][0]
    ours = (row["median_ms"], row["worst_ms"], int(row["positions"]))
    if not os.access(GNUGO, os.X_OK):
        sys.exit(f"board_report.py: {GNUGO} not found (Debian package gnugo)")
    theirs = gnugo_times(files, args.repeat)
    median, worst = statistics.median(theirs), max(theirs)
    print(f"{args.size}x{args.size}: {len(files)} games, {ours[2]} positions "
          f"(GNU Go: {len(theirs)})")
    print(f"  eyeshape AnalyzeEyes   median {ours[0]:8.3f} ms   worst {ours[1]:8.3f} ms")
    print(f"  GNU Go 3.8 examine     median {median:8.3f} ms   worst {worst:8.3f} ms")
    print(f"  GNU Go / eyeshape      median {median / ours[0]:8.2f}x    worst {worst / ours[1]:8.2f}x")


if __name__ == "__main__":
    main()
