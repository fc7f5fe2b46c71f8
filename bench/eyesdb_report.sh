#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# File: bench/eyesdb_report.sh
# Builds bench/eyesdb_benchmark.cc in Release and prints, per eyespace size n,
# the median CPU ns per lookup of the table (EyeTable::Lookup, canonical
# labelling included) and of the GNU Go-style first-match matcher over
# ../shared/data/eyes.db on the same shapes, and the ratio matcher / table
# (> 1: the table is faster), for shapes eyes.db answers and for any entry.
# Usage:
#   bench/eyesdb_report.sh [build-dir] [extra benchmark flags]
# EYESHAPE_TABLE=FILE uses a table file instead of the built-in one.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build/export}"
shift || true
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release > /dev/null
ninja -C "$build" -j2 eyesdb_benchmark > /dev/null
json="$(mktemp)"
trap 'rm -f "$json"' EXIT
"$build/bench/eyesdb_benchmark" \
  --benchmark_filter='^BM_(LookupTable|GnuGoStyleMatch)(Any)?/' \
  --benchmark_min_time=0.3 --benchmark_repetitions=3 --benchmark_report_aggregates_only=true \
  --benchmark_format=json "$@" > "$json"
python3 - "$json" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
ns = {}
for b in data["benchmarks"]:
    if b.get("aggregate_name") != "median" or b.get("error_occurred"):
        continue
    name, n = b["run_name"].split("/")
    scale = {"ns": 1, "us": 1e3, "ms": 1e6}[b["time_unit"]]
    ns[(name, int(n))] = b["cpu_time"] * scale
ctx = data["context"]
print(f"# {ctx.get('host_name', '?')}, {ctx['num_cpus']} CPUs @ {ctx['mhz_per_cpu']} MHz, "
      f"{ctx['library_build_type']} benchmark library, {ctx['date']}")
for suffix, title in (("", "table entries eyes.db answers"),
                      ("Any", "any table entry (answered or not)")):
    print(f"\nmedian CPU ns per lookup, same shapes: {title}")
    print("|  n | table ns | eyes.db matcher ns | matcher / table |")
    print("|---:|---------:|-------------------:|----------------:|")
    for n in list(range(1, 17)) + [0]:
        t = ns.get(("BM_LookupTable" + suffix, n))
        m = ns.get(("BM_GnuGoStyleMatch" + suffix, n))
        if t and m:
            label = f"{n:2d}" if n else "3-8 mixed"
            print(f"| {label} | {t:8.0f} | {m:18.0f} | {m / t:15.1f} |")
PY
