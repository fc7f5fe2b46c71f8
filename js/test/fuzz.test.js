// SPDX-License-Identifier: MIT
// The entry points fed random input, seeded: sign maps of every size up to
// 27x27, ragged rows, values other than -1/0/1, non-arrays, random
// diagrams. Each call either answers or throws an Error with one line that
// names the problem; the module never crashes, and answers right afterwards.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { deadStones, eyeSpaces, score, solve } from '../index.js';

// Mulberry32: a small seeded generator, so a failure replays.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const oddValues = [2, -2, 0.5, null, '1', 'x', true, [], {}, NaN, Infinity, 1e9];

function randomMap(next) {
  const kind = Math.floor(next() * 6);
  const height = kind === 0 ? Math.floor(next() * 28) : 1 + Math.floor(next() * 9);
  const width = kind === 0 ? Math.floor(next() * 28) : 1 + Math.floor(next() * 9);
  const rows = [];
  for (let y = 0; y < height; ++y) {
    const w = kind === 1 ? 1 + Math.floor(next() * 9) : width;
    const row = [];
    for (let x = 0; x < w; ++x) {
      // Mostly empty, so that many maps are positions.
      const r = next();
      row.push(r < 0.6 ? 0 : r < 0.8 ? 1 : -1);
    }
    rows.push(row);
  }
  if (kind === 2 && rows.length > 0 && rows[0].length > 0) {
    rows[Math.floor(next() * rows.length)][0] = oddValues[Math.floor(next() * oddValues.length)];
  }
  if (kind === 3) return [null, 7, 'abc', {}, [[]], [1, 2]][Math.floor(next() * 6)];
  return rows;
}

function checkThrown(error, what) {
  assert.ok(error instanceof Error, `${what}: threw ${error}`);
  assert.match(error.message, /^eyeshape: \S/, what);
  assert.ok(!error.message.includes('\n'), `${what}: ${error.message}`);
  assert.ok(!/WebAssembly module failed/.test(error.message), `${what}: ${error.message}`);
}

test('random sign maps: an answer or one Error line, never a crash', async () => {
  const next = random(27);
  let answered = 0;
  let refused = 0;
  for (let i = 0; i < 150; ++i) {
    const map = randomMap(next);
    const what = `map ${i}: ${JSON.stringify(map)}`;
    for (const entry of [deadStones, eyeSpaces, (m) => score(m, { rules: 'chinese' })]) {
      try {
        const answer = await entry(map);
        assert.ok(answer !== null && typeof answer === 'object', what);
        ++answered;
      } catch (error) {
        checkThrown(error, what);
        ++refused;
      }
    }
  }
  // Both kinds must occur, or the generator tests nothing.
  assert.ok(answered > 50 && refused > 50, `${answered} answered, ${refused} refused`);
  assert.deepEqual(await deadStones([[0, 1, 0], [1, 0, 1], [0, 1, 0]]), []);
});

test('random diagrams: an answer or one Error line', async () => {
  const next = random(4);
  const symbols = '.!X$O %|-+@*?5:,0123456789';
  for (let i = 0; i < 200; ++i) {
    let diagram = '';
    const length = 1 + Math.floor(next() * 10);
    for (let j = 0; j < length; ++j) diagram += symbols[Math.floor(next() * symbols.length)];
    try {
      const answer = await solve(diagram, { nodeBudget: 200000 });
      assert.equal(typeof answer.input, 'string', diagram);
    } catch (error) {
      checkThrown(error, `diagram ${JSON.stringify(diagram)}`);
    }
  }
});

test('bad input names the problem', async () => {
  const cases = [
    [[[0, 0], [0]], /not rectangular: row 1 has 1 values, row 0 has 2/],
    [[[0, 2]], /signMap\[0\]\[1\] is 2: a sign is 1 \(black\), -1 \(white\) or 0 \(empty\)/],
    [Array.from({ length: 26 }, () => Array(19).fill(0)), /signMap is 19x26: at most 25x25/],
    [[], /signMap has no rows/],
    ['19x19', /signMap must be an array of rows/],
    [[[1, -1], [-1, 0]], /the black string at \[0, 0\] has no liberties/],
  ];
  for (const [map, message] of cases) {
    await assert.rejects(score(map), message);
    await assert.rejects(deadStones(map), message);
    await assert.rejects(eyeSpaces(map), message);
  }
  await assert.rejects(score([[0, 1], [1, 0]], { dead: [[5, 5]] }), /dead\[0\] is \[5,5\]: off the 2x2 board/);
  await assert.rejects(score([[0, 1], [1, 0]], { komi: 0.3 }), /komi must be a multiple of 0.5/);
  await assert.rejects(score([[0, 1], [1, 0]], { rules: 'stone-scoring' }), /rules: /);
  await assert.rejects(solve('.Q.'), /eyeshape: /);
  await assert.rejects(solve(42), /diagram must be a string/);
  const cyclic = [];
  cyclic.push(cyclic);
  await assert.rejects(score(cyclic), /the input is not JSON data/);
});
