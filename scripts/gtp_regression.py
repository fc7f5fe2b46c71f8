#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs a regression file in GNU Go's .tst format through a GTP engine.

The format (GNU Go's regression suite): GTP commands, one per line; a
numbered command `N cmd args` is a test, and the comment line after it,
`#? [PATTERN]`, is its expected reply, a regular expression the whole reply
(without the `=` and the id) must match. A `*` after the bracket marks a
known failure of GNU Go itself (it still counts as a test here, and is
reported), `&` a reply that is not compared. Other lines starting with `#`
are comments. Relative paths in `loadsgf` are read from the .tst file's
directory, so the engine runs there.

GNU Go's test files and positions are GPL data: keep them outside this
repository and point this script at them (issue 25: GNU Go's eye-space
regression, `optics.tst`, through `eyeshape gtp`; docs/board-gnugo.md).

  python3 scripts/gtp_regression.py --engine 'build/release/cli/eyeshape gtp' DIR/optics.tst
  python3 scripts/gtp_regression.py --engine '/usr/games/gnugo --mode gtp' DIR/optics.tst

Prints one line per failed test (id, command, expected, got), then
`passed P of N (known GNU Go failures among the tests: K)`; with --json, one
JSON object. Exit status 0 when every test ran, 1 on a usage or engine
error (a failed test is a result, not an error).
"""

import argparse
import json
import os
import re
import shlex
import sys

from gtp_client import Gtp


def parse_tests(path):
    """Returns the command lines in order, each with its expectation or None."""
    items = []
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = [line.rstrip("\n") for line in f]
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        i += 1
        if not line or line.startswith("#"):
            continue
        expect = None
        m = re.match(r"^(\d+)\s+(.*)$", line)
        if m and i < len(lines):
            e = re.match(r"^#\?\s*\[(.*)\]\s*([*&]?)\s*$", lines[i].strip())
            if e:
                expect = {"id": m.group(1), "pattern": e.group(1), "flag": e.group(2)}
                i += 1
        items.append((line, expect))
    return items


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engine", required=True, help="the GTP engine's command line")
    ap.add_argument("--json", action="store_true", help="one JSON object on stdout")
    ap.add_argument("tst", help="a regression file in GNU Go's .tst format")
    args = ap.parse_args()
    if not os.path.isfile(args.tst):
        print(f"gtp_regression.py: no such file: {args.tst}", file=sys.stderr)
        return 1
    items = parse_tests(args.tst)
    engine = Gtp(shlex.split(args.engine), cwd=os.path.dirname(os.path.abspath(args.tst)))
    results = []
    try:
        for line, expect in items:
            command = re.sub(r"^\d+\s+", "", line) if expect else line
            ok, reply = engine.reply(command)
            reply = reply.strip()
            if expect is None:
                continue
            passed = ok and re.fullmatch(expect["pattern"], reply) is not None
            if expect["flag"] == "&":
                passed = True
            results.append({"id": expect["id"], "command": command, "expected": expect["pattern"],
                            "known_failure": expect["flag"] == "*", "got": reply if ok else "? " + reply,
                            "passed": passed})
    except RuntimeError as e:
        print(f"gtp_regression.py: {e}", file=sys.stderr)
        return 1
    finally:
        engine.close()
    passed = sum(r["passed"] for r in results)
    known = sum(r["known_failure"] for r in results)
    if args.json:
        print(json.dumps({"file": args.tst, "engine": args.engine, "tests": len(results),
                          "passed": passed, "results": results}, indent=1))
    else:
        for r in results:
            if not r["passed"]:
                mark = " (a known GNU Go failure)" if r["known_failure"] else ""
                print(f"FAIL {r['id']} {r['command']}: expected [{r['expected']}], got [{r['got']}]{mark}")
        print(f"passed {passed} of {len(results)} (known GNU Go failures among the tests: {known})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
