#!/usr/bin/env bash
# Prints the table generation targets of issue 4 with measured figures:
#   * up to 8 cells in under 10 s (2 threads);
#   * up to 10 cells in under 10 minutes with peak memory under 8 GB;
#   * the 2-thread speed-up over 1 thread at least 1.7;
#   * byte-identical output for 1 and 2 threads.
# Usage: scripts/generation_report.sh [BUILD_DIR] [SIZES...]
#   BUILD_DIR defaults to build/release (configured and built here if needed);
#   SIZES default to "8 10". The 10-cell runs take minutes each: run this on
#   an otherwise idle machine (docs/performance.md, "Tables").
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(8 10)
if [ ! -x "$build/cli/eyeshape" ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  ninja -C "$build" eyeshape >/dev/null
fi
eyeshape=$build/cli/eyeshape
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%5s %8s %10s %10s %12s %9s\n" size threads "wall s" "cpu s" "peak RSS MB" checksum
for n in "${sizes[@]}"; do
  declare -A wall=()
  for t in 1 2; do
    /usr/bin/time -f "%e %U %S %M" -o "$out/time" \
      "$eyeshape" generate --max-size "$n" -o "$out/t$n-$t.eyt" --threads "$t" --no-checkpoint -q
    read -r w u s m < "$out/time"
    wall[$t]=$w
    sum=$(cksum < "$out/t$n-$t.eyt" | cut -d' ' -f1)
    printf "%5s %8s %10.2f %10.2f %12.0f %9s\n" "$n" "$t" "$w" "$(echo "$u + $s" | bc)" \
      "$(echo "$m / 1024" | bc)" "$sum"
  done
  if cmp -s "$out/t$n-1.eyt" "$out/t$n-2.eyt"; then same=yes; else same=NO; fi
  echo "size $n: speed-up 2 threads over 1: $(echo "scale=2; ${wall[1]} / ${wall[2]}" | bc)," \
       "byte-identical: $same"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
