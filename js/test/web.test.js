// SPDX-License-Identifier: MIT
// The page itself (web/index.html) in headless Chromium: served from
// 127.0.0.1 by this test, given a position the way a user pastes one (the
// page's ?diagram= / ?position= fill its text box and press Load), and its
// DOM posted back by a harness page once the page is done: what the page
// shows must be what the native binary answers on the same position. Chromium
// is required when EYESHAPE_REQUIRE_CHROMIUM=1 (scripts/wasm-test.sh).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import { valueWords } from '../../web/values.js';
import { chromium, runUntilPosted, serve as serveFolders, skipWithoutChromium as skip } from './chromium.js';
import { diagramFile, nativeBinary, nativeJson, repo } from './helpers.js';

// The harness page: web/index.html in a frame (the query passed on), whose
// DOM it posts to /result once the page says it is done. Chromium's own
// --dump-dom would not wait for the module to compile under load.
const harness = `<!doctype html><meta charset="utf-8">
<iframe id="page" width="1200" height="1400"></iframe>
<script>
  const frame = document.getElementById('page');
  frame.src = '/web/index.html' + location.search;
  // clicks=x,y;x,y;...: points clicked on the board as a user sets stones
  // (once black, twice white), then Score, whose answer (or error) is awaited.
  const clicks = new URLSearchParams(location.search).get('clicks');
  const post = () => fetch('/result', { method: 'POST', body: frame.contentDocument.documentElement.outerHTML });
  const poll = setInterval(() => {
    const doc = frame.contentDocument;
    if (!doc || !doc.body || doc.body.dataset.ready !== 'true') return;
    clearInterval(poll);
    if (clicks === null) {
      post();
      return;
    }
    for (const vertex of clicks.split(';')) doc.querySelector('rect[data-vertex="' + vertex + '"]').dispatchEvent(new MouseEvent('click'));
    doc.getElementById('score').click();
    const answered = setInterval(() => {
      if (doc.getElementById('summary').textContent === '' && doc.getElementById('error').textContent === '') return;
      clearInterval(answered);
      post();
    }, 50);
  }, 50);
</script>`;

// Serves web/ and js/ of the repository (the page loads ../js/index.js) and
// the harness, and takes the DOM the harness posts.
function serve() {
  return serveFolders(['js', 'web'], { '/harness.html': { type: 'text/html', body: harness } });
}

// The page's DOM after it has loaded the module and shown what the query asks.
async function pageDom(server, query) {
  assert.ok(chromium, 'chromium is not installed (scripts/install-deps.sh)');
  const { body: dom, stderr } = await runUntilPosted(server, `/harness.html?${new URLSearchParams(query)}`);
  assert.ok(dom !== null, `the page did not finish within 120 s: ${stderr.slice(-500)}`);
  assert.match(dom, /<body[^>]*data-ready="true"/);
  return dom;
}

function unescape(html) {
  return html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

function textOf(dom, id) {
  const found = dom.match(new RegExp(`<(\\w+) id="${id}"[^>]*>([\\s\\S]*?)</\\1>`));
  assert.ok(found, `no #${id} in the page`);
  return unescape(found[2]);
}

function svgOf(dom, id) {
  const found = dom.match(new RegExp(`<svg id="${id}"[\\s\\S]*?</svg>`));
  assert.ok(found, `no svg #${id} in the page`);
  return found[0];
}

function count(html, pattern) {
  return (html.match(new RegExp(pattern, 'g')) ?? []).length;
}

// docs/values.md's table: value -> its words.
function valuesTable() {
  const table = {};
  for (const line of readFileSync(path.join(repo, 'docs/values.md'), 'utf8').split('\n')) {
    const row = line.match(/^\| (\d{4}) \| (.*?) \| `/);
    if (row) table[row[1]] = row[2];
  }
  return table;
}

test('the page says the 15 values in the words of docs/values.md', () => {
  const table = valuesTable();
  assert.equal(Object.keys(table).length, 15);
  assert.deepEqual(valueWords, table);
});

test('web/index.html shows a pasted position scored as the native binary scores it', { skip }, async () => {
  const server = await serve();
  try {
    for (const name of ['edge_seki.txt', 'unmarked_dead_corner.txt', 'corner_seki.txt', 'marked_dead_corner.txt']) {
      const file = path.join(repo, 'tests/data/scoring', name);
      const rows = readFileSync(file, 'utf8').trim().split('\n');
      const dom = await pageDom(server, { diagram: rows.join('/'), show: 'score' });
      const expected = nativeJson('score', file, '--json');
      const eyes = nativeJson('board', file, '--json');
      assert.equal(textOf(dom, 'error'), '', name);
      const summary = textOf(dom, 'summary').split('\n');
      assert.equal(summary[0], `${expected.result} (${expected.certainty.status})`, name);
      assert.equal(summary[1], `black ${expected.score.black}, white ${expected.score.white}, ${expected.rules} rules, komi ${expected.komi}`, name);
      const board = svgOf(dom, 'board');
      // Every eye space outlined once, at its origin, with its value.
      const outlined = [...board.matchAll(/<g class="eyespace" data-origin="(\w+)" data-value="(\w+)"/g)].map((m) => [m[1], m[2]]);
      assert.deepEqual(outlined, eyes.eyespaces.map((s) => [s.origin, s.value ?? s.status]), name);
      assert.equal(count(board, 'class="outline"'), eyes.eyespaces.length, name);
      const vital = eyes.eyespaces.reduce((n, s) => n + new Set([...s.attack, ...s.defense]).size, 0);
      assert.equal(count(board, 'class="vital '), vital, name);
      // Dead stones by certainty, seki stones and territory, one mark each.
      const stones = (status, certainty) => expected.groups
        .filter((g) => g.status === status && (certainty === undefined || g.certainty.status === certainty))
        .reduce((n, g) => n + g.stones.length, 0);
      assert.equal(count(board, 'class="dead proved"'), stones('dead', 'proved'), name);
      assert.equal(count(board, 'class="dead estimated"'), stones('dead', 'estimated'), name);
      assert.equal(count(board, 'class="dead '), expected.dead.length, name);
      assert.equal(count(board, 'class="seki"'), stones('seki'), name);
      assert.equal(count(board, 'class="territory"'), expected.territory.black.length + expected.territory.white.length, name);
      assert.equal(count(board, 'class="stone '), rows.join('').replace(/[^XOxo]/g, '').length, name);
    }
    // The positions above must exercise the marks the test counts.
    const seki = nativeJson('score', path.join(repo, 'tests/data/scoring/edge_seki.txt'), '--json');
    assert.ok(seki.groups.some((g) => g.status === 'seki'));
    const dead = nativeJson('score', path.join(repo, 'tests/data/scoring/unmarked_dead_corner.txt'), '--json');
    assert.ok(dead.groups.some((g) => g.status === 'dead'));
    const vital = nativeJson('board', path.join(repo, 'tests/data/scoring/unmarked_dead_corner.txt'), '--json');
    assert.ok(vital.eyespaces.some((s) => s.attack.length > 0));
  } finally {
    server.close();
  }
});

test('web/index.html scores stones set by clicking as the native binary scores them', { skip }, async () => {
  const server = await serve();
  try {
    // Black's wall on column 3, White's on column 6, a black stone inside White's side.
    const signMap = Array.from({ length: 9 }, () => Array(9).fill(0));
    const clicks = [];
    for (let y = 0; y < 9; ++y) {
      signMap[y][2] = 1;
      signMap[y][5] = -1;
      clicks.push(`2,${y}`, `5,${y}`, `5,${y}`);
    }
    signMap[4][7] = 1;
    clicks.push('7,4');
    const dom = await pageDom(server, { clicks: clicks.join(';') });
    const file = diagramFile(signMap);
    const expected = nativeJson('score', file, '--json');
    const eyes = nativeJson('board', file, '--json');
    assert.equal(textOf(dom, 'error'), '');
    assert.equal(textOf(dom, 'summary').split('\n')[0], `${expected.result} (${expected.certainty.status})`);
    const board = svgOf(dom, 'board');
    assert.equal(count(board, 'class="stone black"'), 10);
    assert.equal(count(board, 'class="stone white"'), 9);
    const outlined = [...board.matchAll(/<g class="eyespace" data-origin="(\w+)" data-value="(\w+)"/g)].map((m) => [m[1], m[2]]);
    assert.deepEqual(outlined, eyes.eyespaces.map((s) => [s.origin, s.value ?? s.status]));
    assert.equal(count(board, 'class="dead '), expected.dead.length);
    assert.ok(expected.dead.length > 0, 'the position has no dead stone to show');
  } finally {
    server.close();
  }
});

test('web/index.html shows an unparsable SGF record as one error line', { skip }, async () => {
  const server = await serve();
  try {
    const record = '(;GM[1]FF[4]SZ[9];B[ee];W[';
    const dom = await pageDom(server, { position: record, show: 'score' });
    const shown = textOf(dom, 'error');
    // The native binary refuses the same record; both say why in one line.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'eyeshape-sgf-')), 'bad.sgf');
    writeFileSync(file, record);
    const native = spawnSync(nativeBinary, ['board', file, '--json'], { encoding: 'utf8' });
    assert.notEqual(native.status, 0, 'the native binary accepted the record');
    // The same reason, without the file name the page has no use for.
    assert.equal(shown, native.stderr.trim().replace(`${file}: `, ''));
    assert.ok(!shown.includes('\n'));
    assert.equal(textOf(dom, 'summary'), '');
    assert.equal(count(svgOf(dom, 'board'), 'class="stone '), 0);
  } finally {
    server.close();
  }
});

test('the explorer shows a shape\'s value in words, vital points and a principal line step by step', { skip }, async () => {
  const server = await serve();
  try {
    const shape = '|.X.%|...%+---';
    const expected = nativeJson('solve', shape, '--json', '--explain');
    const table = valuesTable();
    // The first line, X first without the extra eye, as the native solver
    // gives it, played out by hand on the corner shape (vertices 0 1 2 on
    // the top row, X stone at 1; 3 4 5 below):
    //   1 X4, 2 O0, 3 X2, 4 O3, 5 X fills an outer liberty, 6 O5 captures
    //   X 1 2 4 (their last liberty), 7 X1, 8 O4, 9 X fills the other outer
    //   liberty, 10 O2 captures X1, 11 X1 captures W (every O stone).
    // Stones on the shape (numbered ones were played by the line):
    //   step 0: the X stone at 1; step 2: X1, X4 (#1), O0 (#2);
    //   step 6: O0 (#2), O3 (#4), O5 (#6); step 11: X1 (#11).
    const line = 0;
    const moves = expected.lines[line].moves;
    assert.equal(expected.lines[line].first, 'X');
    assert.equal(expected.lines[line].extra_eye, false);
    assert.deepEqual(moves.map((m) => (m.vertex === undefined ? m.move : `${m.side}${m.vertex}`)),
      ['X4', 'O0', 'X2', 'O3', 'outer-liberty', 'O5', 'X1', 'O4', 'outer-liberty', 'O2', 'X1']);
    const onShape = { 0: [1, 0], 2: [3, 2], 6: [3, 3], 11: [1, 1] };  // step: [stones, numbered]
    for (const step of [0, 2, 6, moves.length]) {
      const dom = await pageDom(server, { shape, line: String(line), step: String(step) });
      assert.equal(textOf(dom, 'shape-error'), '');
      const result = textOf(dom, 'shape-result').split('\n');
      assert.equal(result[0], `${expected.value}: ${table[expected.value]}`);
      const drawn = svgOf(dom, 'shape-board');
      assert.equal(count(drawn, 'class="shape-point"'), expected.vertices.length);
      assert.equal(count(drawn, 'class="vital '), expected.vertices.filter((v) => v.mark !== 'none').length);
      // The stones left after the captures, numbered where the line played them.
      assert.equal(count(drawn, 'class="shape-stone"'), onShape[step][0], `step ${step}`);
      assert.equal(count(drawn, 'class="move-number"'), onShape[step][1], `step ${step}`);
      const text = textOf(dom, 'shape-text').split('\n');
      assert.equal(text[0], `move ${step} of ${moves.length}`);
      assert.equal(text.length, 1 + step);
      assert.equal(count(textOf(dom, 'line'), '<option'), expected.lines.length);
    }
    // The editor draws the typed corner shape: its cells and both edges.
    const dom = await pageDom(server, { shape });
    const editor = svgOf(dom, 'shape-editor');
    assert.equal(count(editor, 'class="editor-stone"'), [...shape].filter((c) => c === 'X').length);
    assert.equal(count(editor, 'class="editor-point"'), [...shape].filter((c) => '.!X'.includes(c)).length);
    assert.equal(count(editor, 'class="edge"'), 2);
  } finally {
    server.close();
  }
});
