// SPDX-License-Identifier: MIT
// The package's figures in docs/performance.md, measured in one run:
//   node js/bench/measure.mjs [--set ../shared/data/scoring-dev] [--deadstones]
// * package size: the npm pack tarball and the .wasm gzipped (gzip -9);
// * time to first answer: a fresh node process importing the package and
//   answering solve('!...%....'), from the process's start (performance.now());
// * score on every game of the scoring development set against the native
//   binary on the same position (a diagram file; its process start included);
// * with --deadstones: deadStones against @sabaki/deadstones' guess (scripts/
//   anchors, test-only) on the games with the players' dead-stone marks (TB/TW):
//   exact dead sets, stones wrong, time per position.
// Not shipped (package.json "files"); needs build/release and js/dist/.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

import { deadStones, score } from '../index.js';
import { diagramFile, nativeBinary, repo, signMapOfSgf } from '../test/helpers.js';

const args = process.argv.slice(2);
const setDir = path.resolve(
  args.includes('--set') ? args[args.indexOf('--set') + 1] : path.join(repo, '../shared/data/scoring-dev'),
);
const withDeadstones = args.includes('--deadstones');

// Package size.
const packDir = mkdtempSync(path.join(tmpdir(), 'eyeshape-measure-'));
execFileSync('npm', ['pack', '--pack-destination', packDir, '--loglevel=error'], { cwd: path.join(repo, 'js') });
const tarball = readdirSync(packDir).find((n) => n.endsWith('.tgz'));
const tarballBytes = readFileSync(path.join(packDir, tarball)).length;
const wasm = readFileSync(path.join(repo, 'js/dist/eyeshape.wasm'));
const glue = readFileSync(path.join(repo, 'js/dist/eyeshape.mjs'));
const index = readFileSync(path.join(repo, 'js/index.js'));
const mb = (n) => (n / 1e6).toFixed(2);
console.log(`package: npm pack tarball ${mb(tarballBytes)} MB; wasm ${mb(wasm.length)} MB raw, ` +
  `${mb(gzipSync(wasm, { level: 9 }).length)} MB gzip; js ${((glue.length + index.length) / 1e3).toFixed(1)} kB raw, ` +
  `${((gzipSync(glue, { level: 9 }).length + gzipSync(index, { level: 9 }).length) / 1e3).toFixed(1)} kB gzip`);

// Time to first answer, 5 fresh processes.
const firsts = [];
for (let i = 0; i < 5; ++i) {
  const run = spawnSync('node', ['--input-type=module', '-e',
    "const m = await import('./index.js'); await m.solve('!...%....'); console.log(performance.now());"],
  { cwd: path.join(repo, 'js'), encoding: 'utf8' });
  firsts.push(Number(run.stdout.trim()));
}
firsts.sort((a, b) => a - b);
console.log(`first answer in node (process start to solve's answer, 5 runs): median ${firsts[2].toFixed(0)} ms, ` +
  `min ${firsts[0].toFixed(0)} ms, max ${firsts[4].toFixed(0)} ms`);

// The scoring development set.
const rows = readFileSync(path.join(setDir, 'index.tsv'), 'utf8').trim().split('\n').slice(1)
  .map((line) => line.split('\t'))
  .map(([file, , size, rules, komi, handicap, , marks]) => ({ file, size: Number(size), rules, komi: Number(komi), handicap: Number(handicap), marks: marks === 'yes' }))
  .filter((row) => row.size === 19);
const games = rows.map((row) => {
  const sgf = path.join(setDir, row.file);
  return { ...row, sgf, signMap: signMapOfSgf(sgf) };
});
await score(games[0].signMap);  // loads the module: not timed
let wasmSeconds = 0;
let nativeSeconds = 0;
let same = 0;
for (const game of games) {
  const file = diagramFile(game.signMap);
  const options = { rules: game.rules, komi: game.komi, handicap: game.handicap };
  let start = performance.now();
  const answer = await score(game.signMap, options);
  wasmSeconds += (performance.now() - start) / 1e3;
  start = performance.now();
  const expected = JSON.parse(execFileSync(nativeBinary, ['score', file, '--json', '--rules', game.rules,
    '--komi', String(game.komi), '--handicap', String(game.handicap)], { encoding: 'utf8' }));
  nativeSeconds += (performance.now() - start) / 1e3;
  if (JSON.stringify(answer) === JSON.stringify(expected)) ++same;
}
console.log(`score, ${games.length} games 19x19: package ${wasmSeconds.toFixed(2)} s ` +
  `(${(wasmSeconds / games.length * 1e3).toFixed(1)} ms/game), native ${nativeSeconds.toFixed(2)} s ` +
  `(${(nativeSeconds / games.length * 1e3).toFixed(1)} ms/game, process start included): ratio ` +
  `${(wasmSeconds / nativeSeconds).toFixed(2)}; answers equal on ${same}/${games.length}`);

if (withDeadstones) {
  // The players' dead stones: a black stone on a TW point, a white one on a TB point.
  const points = (text, id) => {
    const match = new RegExp(`${id}((?:\\s*\\[[a-s]{2}\\])+)`).exec(text);
    if (!match) return [];
    return [...match[1].matchAll(/\[([a-s])([a-s])\]/g)].map((m) => [m[1].charCodeAt(0) - 97, m[2].charCodeAt(0) - 97]);
  };
  const marked = games.filter((g) => g.marks).map((game) => {
    const text = readFileSync(game.sgf, 'utf8');
    const players = [
      ...points(text, 'TW').filter(([x, y]) => game.signMap[y][x] === 1),
      ...points(text, 'TB').filter(([x, y]) => game.signMap[y][x] === -1),
    ];
    return { ...game, players: new Set(players.map(String)) };
  });
  execFileSync('bash', [path.join(repo, 'scripts/anchors/install.sh')]);
  const guessed = execFileSync('node', [path.join(repo, 'scripts/anchors/deadstones_guess.js')], {
    input: JSON.stringify(marked.map((g) => ({ name: g.file, signMap: g.signMap }))),
    encoding: 'utf8', maxBuffer: 64 << 20,
  }).trim().split('\n').map((line) => JSON.parse(line));
  const compare = (dead, players) => {
    const got = new Set(dead.map(String));
    let wrong = 0;
    for (const v of got) if (!players.has(v)) ++wrong;
    for (const v of players) if (!got.has(v)) ++wrong;
    return wrong;
  };
  let oursExact = 0; let oursWrong = 0; let oursSeconds = 0;
  let theirsExact = 0; let theirsWrong = 0; let theirsSeconds = 0;
  for (const [i, game] of marked.entries()) {
    const start = performance.now();
    const dead = await deadStones(game.signMap);
    oursSeconds += (performance.now() - start) / 1e3;
    const w = compare(dead, game.players);
    oursWrong += w; if (w === 0) ++oursExact;
    const t = compare(guessed[i].dead, game.players);
    theirsWrong += t; if (t === 0) ++theirsExact;
    theirsSeconds += guessed[i].seconds;
  }
  const n = marked.length;
  console.log(`deadStones on ${n} games with the players' marks: exact dead set ${oursExact}/${n}, ` +
    `${oursWrong} stones wrong, ${(oursSeconds / n * 1e3).toFixed(1)} ms/position; @sabaki/deadstones guess ` +
    `{finished: true}: exact ${theirsExact}/${n}, ${theirsWrong} stones wrong, ${(theirsSeconds / n * 1e3).toFixed(1)} ms/position; ` +
    `time ratio ${(oursSeconds / theirsSeconds).toFixed(2)}`);
}
