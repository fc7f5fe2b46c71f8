// SPDX-License-Identifier: MIT
// Test helpers: the native command line (the reference every answer of the
// package is compared with), positions to ask about, and sign maps written as
// the native binary reads them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// scripts/wasm-test.sh sets it; by default the release build's binary.
export const nativeBinary = process.env.EYESHAPE_NATIVE ?? path.join(repo, 'build/release/cli/eyeshape');
const scratch = mkdtempSync(path.join(tmpdir(), 'eyeshape-js-'));

// The native binary's stdout for `args`.
export function native(...args) {
  return execFileSync(nativeBinary, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
}

export function nativeJson(...args) {
  return JSON.parse(native(...args));
}

// A diagram in GNU Go's showboard cells (X O, '.' empty), one row a line,
// with GNU Go's notes of the prisoners each side holds beside the first two.
export function diagramOf(signMap, captures = { black: 0, white: 0 }) {
  const rows = signMap.map((row) => row.map((s) => (s > 0 ? 'X' : s < 0 ? 'O' : '.')).join(''));
  rows[0] += `     WHITE (O) has captured ${captures.white} stones`;
  rows[1] += `     BLACK (X) has captured ${captures.black} stones`;
  return rows.join('\n') + '\n';
}

let files = 0;
// A file holding the sign map's diagram, for the native binary.
export function diagramFile(signMap, captures) {
  const file = path.join(scratch, `position-${files++}.txt`);
  writeFileSync(file, diagramOf(signMap, captures));
  return file;
}

// The sign map of a showboard diagram: rows of X O x o (lower case: marked
// dead, a stone all the same) and . + (empty); column lines, row numbers and
// GNU Go's capture notes are left out.
export function signMapOf(diagram) {
  const rows = [];
  for (const line of diagram.split('\n')) {
    if (/^\s*A( [B-HJ-Z])*\s*$/.test(line)) continue;  // the column letters
    const cells = line
      .replace(/(WHITE|BLACK) \(.\) has captured.*$/, '')
      .replace(/^\s*\d+/, '')
      .replace(/\d+\s*$/, '')
      .replace(/\s+/g, '');
    if (cells === '' || cells === '=') continue;
    rows.push([...cells].map((c) => ('Xx'.includes(c) ? 1 : 'Oo'.includes(c) ? -1 : 0)));
  }
  return rows;
}

// The final position of an SGF record, as the native GTP engine shows it.
export function signMapOfSgf(file) {
  const out = execFileSync(nativeBinary, ['gtp'], {
    encoding: 'utf8',
    input: `loadsgf ${file}\nshowboard\nquit\n`,
  });
  const board = out.split('\n\n').find((block) => block.includes('showboard') || /A B C/.test(block));
  return signMapOf(board ?? '');
}

// The positions the comparisons run on: the scoring tests' diagrams and a
// sample of the GNU Go self-play games (final positions), both in tests/data.
export function positions({ games = 12 } = {}) {
  const out = [];
  const scoringDir = path.join(repo, 'tests/data/scoring');
  for (const name of readdirSync(scoringDir).filter((n) => n.endsWith('.txt')).sort()) {
    out.push({ name, signMap: signMapOf(readFileSync(path.join(scoringDir, name), 'utf8')) });
  }
  const selfplayDir = path.join(repo, 'tests/data/selfplay');
  const sgfs = readdirSync(selfplayDir).filter((n) => n.endsWith('.sgf')).sort();
  for (const name of sgfs.slice(0, games)) {
    out.push({ name, signMap: signMapOfSgf(path.join(selfplayDir, name)) });
  }
  return out;
}

// The [x, y] of GTP vertices, sorted, for comparing sets.
export function sortedVertices(vertices) {
  return [...vertices].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}
