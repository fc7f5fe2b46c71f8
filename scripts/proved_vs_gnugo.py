#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks every status `eyeshape gtp` calls proved against GNU Go 3.8's
`final_status_list` on the same positions (issue 24: proved statuses must
never be wrong; docs/scoring.md "Certainty").

For each SGF record: `loadsgf` on both engines (GNU Go at --level 10, with
--chinese-rules when the record's RU is Chinese or AGA, else
--japanese-rules), then `eyeshape_final_status_detail` on ours. A group
proved dead with a stone GNU Go lists alive or in seki, or proved alive or
in seki with a stone GNU Go lists dead, is a contradiction. GNU Go is not
a proof either: each contradiction is printed to be read.

    scripts/proved_vs_gnugo.py ../shared/data/scoring-dev/games/*/*.sgf

Prints each contradiction, then `proved groups N, contradicted by GNU Go
K`. Exit status 0 when it ran, 2 when an engine could not be started.
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import EYESHAPE, GNUGO, Gtp  # noqa: E402



def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--eyeshape", default=EYESHAPE)
    parser.add_argument("sgf", nargs="+")
    args = parser.parse_args()
    try:
        ours = Gtp([args.eyeshape, "gtp"])
    except OSError as error:
        print(f"proved_vs_gnugo: {error}", file=sys.stderr)
        return 2
    proved = 0
    contradicted = 0
    for path in args.sgf:
        text = open(path, encoding="utf-8", errors="replace").read()
        area = re.search(r"RU\[(chinese|aga)", text, re.IGNORECASE) is not None
        try:
            gnugo = Gtp([GNUGO, "--mode", "gtp", "--level", "10",
                         "--chinese-rules" if area else "--japanese-rules"])
        except OSError as error:
            print(f"proved_vs_gnugo: {error}", file=sys.stderr)
            return 2
        gnugo.reply(f"loadsgf {path}")
        ours.reply(f"loadsgf {path}")
        dead = set(gnugo.reply("final_status_list dead")[1].split())
        living = set(gnugo.reply("final_status_list alive")[1].split())
        living |= set(gnugo.reply("final_status_list seki")[1].split())
        gnugo.reply("quit")
        for line in ours.reply("eyeshape_final_status_detail")[1].splitlines():
            m = re.match(r"(alive|dead|seki) proved ([A-Z0-9 ]+):", line)
            if not m:
                continue
            proved += 1
            stones = set(m.group(2).split())
            against = stones & (living if m.group(1) == "dead" else dead)
            if against:
                contradicted += 1
                print(f"{path}: proved {m.group(1)}, GNU Go says otherwise at "
                      f"{' '.join(sorted(against))}: {line}")
    print(f"proved groups {proved}, contradicted by GNU Go {contradicted}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
