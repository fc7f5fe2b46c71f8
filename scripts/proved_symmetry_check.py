#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that `eyeshape score`'s proofs do not depend on where a position
stands or which colour is which (issue 24: proved statuses never wrong).

A status proved on a position must be the status of the same stones on the
position turned or mirrored (the 8 symmetries of the square board) and on
the position with the colours swapped: Go's rules see neither. No reference
program is needed: two proofs that disagree cannot both be right, and a
proof that one variant finds and another contradicts by estimate shows the
estimate wrong (or the proof, which is then read by hand).

For each SGF given, the final position of its main line (this script's own
replay: captures only, scoring_dev_eval.replay) is written as a setup-only
record for each of the 16 variants (8 symmetries, each with the colours as
they are and swapped; komi and rules as in the record, the komi negated when
the colours are swapped), `eyeshape score FILE --json` scores each, and
every stone's status and certainty are mapped back to the original board.

    python3 scripts/proved_symmetry_check.py [--eyeshape BIN] [--jobs N]
        [--verbose] FILE.sgf...

Prints, per position with a finding, the stones involved, then a summary:
  * proofs contradicted by proofs (must be 0),
  * proofs contradicted by another variant's estimate,
  * stones proved on some variants and only estimated on others,
  * positions whose result differs between variants (the playouts' random
    numbers follow the board's point order, so close calls may move).
Exit status 0 when it ran and no proof contradicts another, 1 when one
does, 2 when a program could not be run.
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import scoring_dev_eval as dev  # noqa: E402  (the replay and SGF reader)

ROOT = os.path.dirname(HERE)
DEFAULT_BINARY = os.path.join(ROOT, "build", "release", "cli", "eyeshape")


def from_vertex(v, size):
    return (dev.GTP_COLUMNS.index(v[0]), size - int(v[1:]))


def root_value(nodes, ident, default=""):
    for key, values in nodes[0] if nodes else []:
        if key == ident and values:
            return values[0]
    return default


def variant_sgf(board, size, komi, rules, k, swap):
    """The position after symmetry k, colours swapped when `swap`."""
    stones = {"B": [], "W": []}
    for p, colour in board.items():
        if swap:
            colour = "W" if colour == "B" else "B"
        stones[colour].append(dev.sgf_point(dev.transform(p, k, size)))
    text = f"(;GM[1]FF[4]SZ[{size}]KM[{komi}]"
    if rules:
        text += f"RU[{rules}]"
    for colour in ("B", "W"):
        if stones[colour]:
            text += f"A{colour}" + "".join(f"[{s}]" for s in sorted(stones[colour]))
    return text + ")"


def score_variant(binary, text):
    with tempfile.NamedTemporaryFile("w", suffix=".sgf", delete=False) as f:
        f.write(text)
        path = f.name
    try:
        run = subprocess.run([binary, "score", path, "--json"], capture_output=True, text=True,
                             timeout=600, check=False)
    finally:
        os.unlink(path)
    if run.returncode != 0:
        raise RuntimeError(run.stderr.strip().splitlines()[-1] if run.stderr else "no output")
    return json.loads(run.stdout)


def check_position(binary, path):
    """(findings, proved stones, result set) for one record."""
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    nodes = dev.parse_sgf_main_line(text)
    size = dev.record_size(nodes)
    komi_text = root_value(nodes, "KM", "6.5") or "6.5"
    try:
        komi = float(komi_text)
    except ValueError:
        komi = 6.5
    rules = root_value(nodes, "RU")
    board, _ = dev.replay(nodes, size)
    inverse = {}
    # status[p] = list of (variant, status, certainty, by)
    status = {p: [] for p in board}
    results = set()
    for k in range(8):
        for swap in (False, True):
            out = score_variant(binary, variant_sgf(board, size, -komi if swap else komi,
                                                    rules, k, swap))
            results.add((out["result"], swap))
            if k not in inverse:
                inverse[k] = {dev.transform(p, k, size): p for p in board}
            for group in out["groups"]:
                for v in group["stones"]:
                    p = inverse[k][from_vertex(v, size)]
                    cert = group["certainty"]
                    status[p].append(((k, swap), group["status"], cert["status"], cert["by"]))
    findings = {"proof_vs_proof": [], "proof_vs_estimate": [], "proved_sometimes": []}
    for p, calls in status.items():
        proved = {s for _, s, c, _ in calls if c == "proved"}
        if not proved:
            continue
        vertex = dev.gtp_vertex(p, size)
        if len(proved) > 1:
            findings["proof_vs_proof"].append((vertex, sorted(proved), calls))
            continue
        (proof,) = proved
        against = [c for c in calls if c[2] != "proved" and c[1] != proof]
        if against:
            findings["proof_vs_estimate"].append((vertex, proof, against))
        if any(c[2] != "proved" for c in calls):
            findings["proved_sometimes"].append(vertex)
    # A result per colour orientation: swapped results are the other way
    # round, so compare margins with the sign turned.
    margins = set()
    for result, swap in results:
        m = dev.margin(dev.normalize_result(result))
        margins.add(-m if swap and m is not None else m)
    return findings, sum(1 for c in status.values() if any(x[2] == "proved" for x in c)), margins


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--eyeshape", default=DEFAULT_BINARY)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    if not os.access(args.eyeshape, os.X_OK):
        print(f"proved_symmetry_check: cannot run {args.eyeshape}", file=sys.stderr)
        return 2
    totals = {"positions": 0, "proved_stones": 0, "proof_vs_proof": 0, "proof_vs_estimate": 0,
              "proved_sometimes": 0, "results_differ": 0}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(check_position, args.eyeshape, f): f for f in args.files}
        for future in concurrent.futures.as_completed(futures):
            path = futures[future]
            try:
                findings, proved, margins = future.result()
            except (RuntimeError, subprocess.TimeoutExpired) as e:
                print(f"proved_symmetry_check: {path}: {e}", file=sys.stderr)
                return 2
            totals["positions"] += 1
            totals["proved_stones"] += proved
            for key in ("proof_vs_proof", "proof_vs_estimate", "proved_sometimes"):
                totals[key] += len(findings[key])
            if len(margins) > 1:
                totals["results_differ"] += 1
            for vertex, statuses, calls in findings["proof_vs_proof"]:
                print(f"{path}: {vertex}: PROOFS DISAGREE: {statuses}")
                for call in calls:
                    print(f"    variant {call[0]}: {call[1]} ({call[2]}: {call[3]})")
            for vertex, proof, against in findings["proof_vs_estimate"]:
                print(f"{path}: {vertex}: proved {proof}, estimated {against[0][1]} on "
                      f"{len(against)} of 16 variants ({against[0][3]})")
            if args.verbose and len(margins) > 1:
                print(f"{path}: results differ between variants: {sorted(margins)}")
    print(f"positions: {totals['positions']}, stones proved on some variant: "
          f"{totals['proved_stones']}")
    print(f"proofs contradicted by proofs: {totals['proof_vs_proof']}")
    print(f"proofs contradicted by another variant's estimate: {totals['proof_vs_estimate']}")
    print(f"stones proved on some variants, estimated on others: {totals['proved_sometimes']}")
    print(f"positions whose margin differs between variants: {totals['results_differ']}")
    return 1 if totals["proof_vs_proof"] else 0


if __name__ == "__main__":
    sys.exit(main())
