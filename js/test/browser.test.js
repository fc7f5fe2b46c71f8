// SPDX-License-Identifier: MIT
// The package in headless Chromium (Debian's chromium): a page served from
// 127.0.0.1 by this test loads index.js and the .wasm over HTTP, answers
// positions and diagrams, and its answers must equal the native binary's.
// Chromium is required when EYESHAPE_REQUIRE_CHROMIUM=1 (scripts/wasm-test.sh
// in CI); elsewhere the test is skipped without it.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { vertexFromGtp } from '../index.js';
import { chromium, runUntilPosted, serve, skipWithoutChromium } from './chromium.js';
import { diagramFile, nativeJson, positions, sortedVertices } from './helpers.js';

test('the package in headless Chromium answers as the native binary', { skip: skipWithoutChromium }, async () => {
  assert.ok(chromium, 'chromium is not installed (scripts/install-deps.sh)');
  const cases = {
    positions: positions({ games: 2 }).slice(0, 4).map((c) => c.signMap),
    diagrams: ['!...%....', '|.X.%|...%+---'],
  };
  const server = await serve(['js'], {
    '/cases.json': {
      type: 'application/json',
      body: JSON.stringify({ positions: cases.positions.map((signMap) => ({ signMap })), diagrams: cases.diagrams }),
    },
  });
  try {
    // The page posts its answers to /result; Chromium runs until then.
    const { body, stderr } = await runUntilPosted(server, '/js/test/browser/page.html');
    assert.ok(body !== null, `the page posted no answers within 120 s: ${stderr.slice(-500)}`);
    const got = JSON.parse(body);
    assert.equal(got.failed, undefined, got.failed);
    for (const [i, signMap] of cases.positions.entries()) {
      const file = diagramFile(signMap);
      const expected = nativeJson('score', file, '--json');
      assert.deepEqual(got.answers[i].score, expected);
      assert.deepEqual(got.answers[i].eyeSpaces, nativeJson('board', file, '--json'));
      assert.deepEqual(sortedVertices(got.answers[i].dead), sortedVertices(expected.dead.map((v) => vertexFromGtp(v, signMap.length))));
    }
    for (const [i, diagram] of cases.diagrams.entries()) {
      assert.deepEqual(got.solved[i], nativeJson('solve', diagram, '--json', '--explain'));
    }
    assert.match(got.refused, /^eyeshape: signMap is not rectangular/);
  } finally {
    server.close();
  }
});
