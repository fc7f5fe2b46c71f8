#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# File: bench/canon_report.sh
# Builds bench/canon_benchmark.cc in Release and prints, per vertex count n,
# the median ns per call of canon's CanonicalForm and of nauty's densenauty on
# the same eyespace-like inputs, and the ratio nauty / canon (> 1: canon is
# faster). Usage: bench/canon_report.sh [build-dir] [extra benchmark flags]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build/canon}"
shift || true
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release > /dev/null
ninja -C "$build" -j2 canon_benchmark > /dev/null
json="$(mktemp)"
trap 'rm -f "$json"' EXIT
"$build/bench/canon_benchmark" \
  --benchmark_filter='^BM_(CanonForm|CanonFormUncoloured|NautyDense|NautyDenseUncoloured)/' \
  --benchmark_min_time=0.3 --benchmark_repetitions=5 --benchmark_report_aggregates_only=true \
  --benchmark_format=json "$@" > "$json"
python3 - "$json" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
ns = {}
for b in data["benchmarks"]:
    if b.get("aggregate_name") != "median":
        continue
    name, n = b["run_name"].split("/")
    scale = {"ns": 1, "us": 1e3, "ms": 1e6}[b["time_unit"]]
    ns[(name, int(n))] = b["cpu_time"] * scale
ctx = data["context"]
print(f"# {ctx.get('host_name', '?')}, {ctx['num_cpus']} CPUs @ {ctx['mhz_per_cpu']} MHz, "
      f"{ctx['library_build_type']} benchmark library, {ctx['date']}")
for canon, nauty, title in (("BM_CanonForm", "BM_NautyDense", "coloured (k in [2,6])"),
                            ("BM_CanonFormUncoloured", "BM_NautyDenseUncoloured", "uncoloured")):
    print(f"\n{title}: median CPU ns per call")
    print("|  n | canon ns | nauty ns | nauty / canon |")
    print("|---:|---------:|---------:|--------------:|")
    for n in range(4, 17):
        if (canon, n) in ns and (nauty, n) in ns:
            c, d = ns[(canon, n)], ns[(nauty, n)]
            print(f"| {n:2d} | {c:8.0f} | {d:8.0f} | {d / c:13.2f} |")
PY
