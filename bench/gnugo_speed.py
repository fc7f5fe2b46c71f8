#!/usr/bin/env python3
"""Speed of `eyeshape solve --batch` against GNU Go 3.8's analyze_eyegraph.

For each size, draws random labelled shapes (fixed polyominoes, labels
'.', '!', 'X' with a fixed seed; shapes that are not normalized or that a
board cannot hold are skipped), keeps those GNU Go answers for the same shape,
then runs each program once over that same list, one process each, and
reports CPU seconds per shape (user + system of the child) and the ratio.
The best of --repeat runs is taken for both programs.

The ratio counts each program's process start (the solver's goal of issue 13
is stated on it). The last column takes the start out of both: each
program's best time on an empty input (GNU Go: `quit` alone; eyeshape: an
empty batch) is subtracted before dividing, which compares the solvers
alone.

Usage: bench/gnugo_speed.py [--eyeshape build/release/cli/eyeshape]
                            [--gnugo /usr/games/gnugo] [--sizes 6 7 8]
                            [--shapes 1000] [--repeat 3] [--threads 1]
"""
import argparse
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time

NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def fixed_polyominoes(max_size):
    """All fixed polyominoes of 1..max_size cells, as sorted cell tuples."""
    def normalized(cells):
        r0 = min(r for r, _ in cells)
        c0 = min(c for _, c in cells)
        return tuple(sorted((r - r0, c - c0) for r, c in cells))
    level = {((0, 0),)}
    by_size = {1: sorted(level)}
    for n in range(2, max_size + 1):
        grown = set()
        for shape in level:
            cells = set(shape)
            for r, c in shape:
                for dr, dc in NEIGHBOURS:
                    cell = (r + dr, c + dc)
                    if cell not in cells:
                        grown.add(normalized(cells | {cell}))
        level = grown
        by_size[n] = sorted(level)
    return by_size


def valid(cells, labels):
    """Normalized and holdable: no '!' with four eyespace neighbours, every X
    string has an empty neighbour."""
    index = {cell: i for i, cell in enumerate(cells)}
    nbrs = [[index[(r + dr, c + dc)] for dr, dc in NEIGHBOURS if (r + dr, c + dc) in index]
            for r, c in cells]
    for v, label in enumerate(labels):
        if label == '!' and len(nbrs[v]) == 4:
            return False
    seen = set()
    for v, label in enumerate(labels):
        if label != 'X' or v in seen:
            continue
        string, stack, liberty = {v}, [v], False
        while stack:
            u = stack.pop()
            for w in nbrs[u]:
                if labels[w] == 'X' and w not in string:
                    string.add(w)
                    stack.append(w)
                elif labels[w] != 'X':
                    liberty = True
        seen |= string
        if not liberty:
            return False
    return True


def diagram(cells, labels):
    rows = max(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) + 1
    grid = [['O'] * cols for _ in range(rows)]
    for (r, c), label in zip(cells, labels):
        grid[r][c] = label
    return '%'.join(''.join(row).rstrip('O') for row in grid)


def random_shapes(shapes, count, rng):
    result, seen = [], set()
    attempts = 0
    while len(result) < count and attempts < 50 * count:
        attempts += 1
        cells = rng.choice(shapes)
        labels = [rng.choice('..!X') for _ in cells]
        if not valid(cells, labels):
            continue
        d = diagram(cells, labels)
        if d not in seen:
            seen.add(d)
            result.append(d)
    return result


def unmarked(text):
    return re.sub(r'[*<>]', '.', re.sub(r'[@()]', '!', text))


def gnugo_answers(gnugo, diagrams):
    """The diagrams GNU Go answers for the same shape."""
    commands = ''.join(f'{i} analyze_eyegraph {d}\n' for i, d in enumerate(diagrams)) + 'quit\n'
    out = subprocess.run([gnugo, '--mode', 'gtp'], input=commands, capture_output=True,
                         text=True, check=True).stdout
    kept = []
    for block in re.split(r'\n\n+', out):
        lines = block.split('\n')
        m = re.match(r'^=(\d+) (\d{4})$', lines[0])
        if not m:
            continue
        d = diagrams[int(m.group(1))]
        shape = '%'.join(row.replace(' ', 'O').rstrip('O') for row in lines[1:] if row != '')
        if unmarked(shape) == d:
            kept.append(d)
    return kept


def cpu_seconds(command, stdin_text):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, input=stdin_text, stdout=subprocess.DEVNULL, text=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--eyeshape', default='build/release/cli/eyeshape')
    parser.add_argument('--gnugo', default='/usr/games/gnugo')
    parser.add_argument('--sizes', type=int, nargs='+', default=[6, 7, 8])
    parser.add_argument('--shapes', type=int, default=1000)
    parser.add_argument('--repeat', type=int, default=3)
    parser.add_argument('--threads', type=int, default=1)
    parser.add_argument('--seed', type=int, default=20261122)
    args = parser.parse_args()
    for program in (args.eyeshape, args.gnugo):
        if not os.access(program, os.X_OK):
            sys.exit(f'gnugo_speed: {program} is not an executable')
    polyominoes = fixed_polyominoes(max(args.sizes))
    print(f'# eyeshape: {args.eyeshape} (--threads {args.threads}); GNU Go: {args.gnugo}')
    print(f'# best of {args.repeat} runs, CPU seconds (user+system) of one process per program')
    eyeshape_command = [args.eyeshape, 'solve', '--batch', '-', '--threads', str(args.threads)]
    gnugo_start = min(cpu_seconds([args.gnugo, '--mode', 'gtp'], 'quit\n')
                      for _ in range(args.repeat))
    eyeshape_start = min(cpu_seconds(eyeshape_command, '') for _ in range(args.repeat))
    print(f'# process start (empty input): GNU Go {1000 * gnugo_start:.2f} ms, '
          f'eyeshape {1000 * eyeshape_start:.2f} ms')
    print('| size | shapes | GNU Go ms/shape | eyeshape ms/shape | ratio | ratio without starts |')
    print('|---:|---:|---:|---:|---:|---:|')
    for size in args.sizes:
        rng = random.Random(args.seed * 100 + size)  # each size its own list
        diagrams = gnugo_answers(args.gnugo, random_shapes(polyominoes[size], args.shapes, rng))
        if not diagrams:
            print(f'| {size} | 0 | - | - | - |')
            continue
        gtp = ''.join(f'analyze_eyegraph {d}\n' for d in diagrams) + 'quit\n'
        batch = ''.join(d + '\n' for d in diagrams)
        gnugo_time = min(cpu_seconds([args.gnugo, '--mode', 'gtp'], gtp)
                         for _ in range(args.repeat))
        eyeshape_time = min(cpu_seconds(eyeshape_command, batch) for _ in range(args.repeat))
        n = len(diagrams)
        ratio = gnugo_time / eyeshape_time if eyeshape_time > 0 else float('inf')
        solving = eyeshape_time - eyeshape_start
        ratio_without_starts = ((gnugo_time - gnugo_start) / solving if solving > 0
                                else float('inf'))
        print(f'| {size} | {n} | {1000 * gnugo_time / n:.3f} | {1000 * eyeshape_time / n:.4f} '
              f'| {ratio:.1f} | {ratio_without_starts:.1f} |', flush=True)


if __name__ == '__main__':
    main()
