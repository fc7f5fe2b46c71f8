// SPDX-License-Identifier: MIT
// The package's answers against the native command line's on the same
// positions: score and eyeSpaces equal `eyeshape score --json` and
// `eyeshape board --json` object for object, deadStones equals the dead
// stones `eyeshape score --json` finds, solve equals `eyeshape solve --json
// --explain`. Every expected value comes from the native binary.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { readFileSync } from 'node:fs';
import path from 'node:path';

import { deadStoneGroups, deadStones, eyeSpaces, readPosition, score, solve, vertexFromGtp } from '../index.js';
import { diagramFile, nativeJson, positions, repo, signMapOfSgf, sortedVertices } from './helpers.js';

const cases = positions();

test('the positions are read (diagrams and self-play games)', () => {
  assert.ok(cases.length >= 20, `${cases.length} positions`);
  for (const { name, signMap } of cases) {
    assert.ok(signMap.length >= 3, `${name}: ${signMap.length} rows`);
    assert.ok(signMap.every((row) => row.length === signMap[0].length && row.length >= 3), name);
  }
});

test('score with a living group given dead says so in its notes, as eyeshape score --dead does', async () => {
  // tests/cli/data/score_unmarked.txt: Black's wall A6-J6 has the 45 points
  // of rows 1-5 behind it; marked dead, it is counted as marked and a note
  // says the estimate keeps it alive (CLI case score.dead_marked_alive).
  const file = path.join(repo, 'tests/cli/data/score_unmarked.txt');
  const { signMap } = await readPosition(readFileSync(file, 'utf8'));
  const result = await score(signMap, { dead: [vertexFromGtp('A6', signMap.length)], komi: 0 });
  assert.deepEqual(result, nativeJson('score', file, '--json', '--komi', '0', '--dead', 'A6'));
  assert.ok(
    result.notes.some((note) => note.startsWith('marked dead, but estimated alive')),
    JSON.stringify(result.notes),
  );
});

for (const { name, signMap } of cases) {
  test(`score equals eyeshape score --json: ${name}`, async () => {
    assert.deepEqual(await score(signMap), nativeJson('score', diagramFile(signMap), '--json'));
    const captures = { black: 3, white: 1 };
    const withCaptures = diagramFile(signMap, captures);
    assert.deepEqual(
      await score(signMap, { rules: 'chinese', komi: 5.5, captures }),
      nativeJson('score', withCaptures, '--json', '--rules', 'chinese', '--komi', '5.5'),
    );
    assert.deepEqual(
      await score(signMap, { rules: 'japanese', captures }),
      nativeJson('score', withCaptures, '--json', '--rules', 'japanese'),
    );
    assert.deepEqual(
      await score(signMap, { rules: 'nz', captures }),
      nativeJson('score', withCaptures, '--json', '--rules', 'nz'),
    );
  });

  test(`score with given dead stones equals eyeshape score --dead: ${name}`, async () => {
    const file = diagramFile(signMap);
    const found = nativeJson('score', file, '--json').dead;
    if (found.length === 0) return;
    const dead = found.map((v) => vertexFromGtp(v, signMap.length));
    assert.deepEqual(
      await score(signMap, { dead, rules: 'japanese', komi: 6.5 }),
      nativeJson('score', file, '--json', '--rules', 'japanese', '--dead', found.join(',')),
    );
  });

  test(`deadStones equals the dead stones eyeshape score finds: ${name}`, async () => {
    const expected = nativeJson('score', diagramFile(signMap), '--json');
    const dead = expected.dead.map((v) => vertexFromGtp(v, signMap.length));
    assert.deepEqual(sortedVertices(await deadStones(signMap)), sortedVertices(dead));
    // Each stone's verdict, as the score's groups give it (the score splits
    // off the stones in seki, which deadStoneGroups counts alive).
    const verdicts = (groups, statusOf, certaintyOf, vertexOf) => {
      const out = new Map();
      for (const group of groups) {
        for (const stone of group.stones) {
          out.set(String(vertexOf(stone)), `${statusOf(group)} ${certaintyOf(group)}`);
        }
      }
      return out;
    };
    const expectedVerdicts = verdicts(
      expected.groups,
      (g) => (g.status === 'seki' ? 'alive' : g.status),
      (g) => (g.status === 'seki' ? '' : g.certainty.status),
      (v) => vertexFromGtp(v, signMap.length),
    );
    const got = verdicts(
      (await deadStoneGroups(signMap)).groups,
      (g) => g.status,
      (g) => g.certainty,
      (v) => v,
    );
    assert.equal(got.size, expectedVerdicts.size);
    for (const [vertex, verdict] of expectedVerdicts) {
      const [status, certainty] = verdict.split(' ');
      assert.ok(got.get(vertex).startsWith(`${status} ${certainty}`), `${vertex}: ${got.get(vertex)}, expected ${verdict}`);
    }
  });

  test(`eyeSpaces equals eyeshape board --json: ${name}`, async () => {
    assert.deepEqual(await eyeSpaces(signMap), nativeJson('board', diagramFile(signMap), '--json'));
  });
}

const diagrams = ['!...%....', 'OO!%O.X%!...', '...', '.X.', '|.X.%|...%+---', '5:..!.X:0-1,1-2,2-3,3-4'];
for (const diagram of diagrams) {
  test(`solve equals eyeshape solve --json --explain: ${diagram}`, async () => {
    assert.deepEqual(await solve(diagram), nativeJson('solve', diagram, '--json', '--explain'));
    assert.deepEqual(
      await solve(diagram, { outerLiberties: 1, model: 'graph' }),
      nativeJson('solve', diagram, '--json', '--explain', '--outer-liberties', '1', '--model', 'graph'),
    );
  });
}

// readPosition against the native GTP engine's `loadsgf` and `showboard`.
for (const name of ['selfplay-13-1.sgf', 'selfplay-19-10.sgf']) {
  test(`readPosition reads an SGF record as eyeshape gtp loadsgf does: ${name}`, async () => {
    const file = path.join(repo, 'tests/data/selfplay', name);
    const read = await readPosition(readFileSync(file, 'utf8'));
    assert.deepEqual(read.signMap, signMapOfSgf(file));
    assert.equal(read.sgf, true);
    assert.ok(read.movesPlayed > 0 && read.movesPlayed === read.movesInRecord);
  });
}

test('readPosition reads a diagram with its dead marks', async () => {
  const text = readFileSync(path.join(repo, 'tests/data/scoring/marked_dead_corner.txt'), 'utf8');
  const read = await readPosition(text);
  const expected = nativeJson('score', path.join(repo, 'tests/data/scoring/marked_dead_corner.txt'), '--json');
  assert.equal(read.sgf, false);
  assert.ok(read.dead.length > 0);
  assert.deepEqual(sortedVertices(read.dead), sortedVertices(expected.dead.map((v) => vertexFromGtp(v, read.signMap.length))));
  await assert.rejects(readPosition('(;SZ[19];B[zz'), /^Error: eyeshape: /);
});
