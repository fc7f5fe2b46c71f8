// SPDX-License-Identifier: MIT
// The package in headless Chromium (Debian's chromium): a page served from
// 127.0.0.1 by this test loads index.js and the .wasm over HTTP, answers
// positions and diagrams, and its answers must equal the native binary's.
// Chromium is required when EYESHAPE_REQUIRE_CHROMIUM=1 (scripts/wasm-test.sh
// in CI); elsewhere the test is skipped without it.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import { vertexFromGtp } from '../index.js';
import { diagramFile, nativeJson, positions, repo, sortedVertices } from './helpers.js';

function findChromium() {
  for (const name of ['chromium', 'chromium-browser']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0) return found.stdout.trim();
  }
  return null;
}

const chromium = findChromium();
const required = process.env.EYESHAPE_REQUIRE_CHROMIUM === '1';
const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm' };

test('the package in headless Chromium answers as the native binary', { skip: !chromium && !required }, async () => {
  assert.ok(chromium, 'chromium is not installed (scripts/install-deps.sh)');
  const cases = {
    positions: positions({ games: 2 }).slice(0, 4).map((c) => c.signMap),
    diagrams: ['!...%....', '|.X.%|...%+---'],
  };
  let posted;
  const result = new Promise((resolve) => {
    posted = resolve;
  });
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    if (url.pathname === '/result' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        response.writeHead(204).end();
        posted(body);
      });
      return;
    }
    if (url.pathname === '/cases.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ positions: cases.positions.map((signMap) => ({ signMap })), diagrams: cases.diagrams }));
      return;
    }
    const file = path.join(repo, path.normalize(url.pathname));
    if (!file.startsWith(path.join(repo, 'js'))) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  try {
    const profile = mkdtempSync(path.join(tmpdir(), 'eyeshape-chromium-'));
    // The page posts its answers to /result; Chromium runs until then (or the
    // time limit), and is stopped by this test.
    const browser = spawn(chromium, [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', `--user-data-dir=${profile}`,
      `http://127.0.0.1:${port}/js/test/browser/page.html`,
    ], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    browser.stderr.on('data', (chunk) => (stderr += chunk));
    let timer;
    const limit = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), 120000);
    });
    const body = await Promise.race([result, limit]);
    clearTimeout(timer);
    browser.kill();
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
