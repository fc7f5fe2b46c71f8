#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# File: bench/lookup_instructions.py
# Instructions per EyeTable::Lookup() call, counted by callgrind (repeatable
# whatever else the machine runs). BM_LookupTable/<n> of bench/eyesdb_benchmark
# is run twice under `valgrind --tool=callgrind --toggle-collect` on
# EyeTable::Lookup, with a short and a longer --benchmark_min_time; the
# difference of the collected instructions over the difference of the calls
# is the cost of one lookup, the first-use index building cancelling out.
#
#   bench/lookup_instructions.py build/release/bench/eyesdb_benchmark [--sizes 6 8 0]
#
# Size 0 is the benchmark's mix of 3 to 8 cells.
import argparse
import re
import subprocess
import tempfile
import os


def collect(benchmark, size, min_time, out):
    subprocess.run(['valgrind', '--tool=callgrind', f'--callgrind-out-file={out}',
                    '--toggle-collect=*EyeTable::Lookup*', benchmark,
                    f'--benchmark_filter=^BM_LookupTable/{size}$',
                    f'--benchmark_min_time={min_time}'],
                   check=True, capture_output=True)
    text = open(out).read()
    total = int(re.search(r'^(?:totals|summary):\s+(\d+)', text, re.M).group(1))
    names = {}
    for m in re.finditer(r'^c?fn=\((\d+)\) (.*)$', text, re.M):
        names[m.group(1)] = m.group(2)
    calls = 0
    caller_is_lookup = False
    lines = text.split('\n')
    for i, line in enumerate(lines):
        fn = re.match(r'^fn=\((\d+)\)', line)
        if fn:
            caller_is_lookup = 'EyeTable::Lookup' in names.get(fn.group(1), '')
        cfn = re.match(r'^cfn=\((\d+)\)', line)
        if cfn and not caller_is_lookup and 'EyeTable::Lookup' in names.get(cfn.group(1), ''):
            count = re.match(r'^calls=(\d+)', lines[i + 1])
            if count:
                calls += int(count.group(1))
    return total, calls


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument('benchmark')
    parser.add_argument('--sizes', nargs='+', default=['6', '8', '0'])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for size in args.sizes:
            short = collect(args.benchmark, size, '0.05', os.path.join(tmp, 'short'))
            long = collect(args.benchmark, size, '0.3', os.path.join(tmp, 'long'))
            per_call = (long[0] - short[0]) / (long[1] - short[1])
            print(f'BM_LookupTable/{size}: {per_call:.1f} instructions per lookup '
                  f'({long[1] - short[1]} calls)')


if __name__ == '__main__':
    main()
