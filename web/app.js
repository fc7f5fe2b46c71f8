// SPDX-License-Identifier: MIT
// The page's logic (web/index.html): a sign map edited by clicks or pasted,
// drawn as SVG with the package's answers on it (eye spaces outlined, vital
// points, dead stones proved or estimated, seki, territory, the score); and an
// eye-shape explorer drawn the same way. The package and its .wasm are loaded
// from ../js/ (no network beyond the page's own server).
import { eyeSpaces, init, readPosition, score, solve, vertexFromGtp } from '../js/index.js';
import { valueWords } from './values.js';

const SVG = 'http://www.w3.org/2000/svg';
const svg = document.getElementById('board');
const errorLine = document.getElementById('error');
const summary = document.getElementById('summary');
const boardSize = 400;
let signMap = empty(9);
let position = { captures: { black: 0, white: 0 }, dead: [] };  // what a pasted record adds to the stones
let marks = null;  // the last answers drawn on the board: {score?, eyes?}

function empty(size) {
  return Array.from({ length: size }, () => Array(size).fill(0));
}

function element(name, attributes, text) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

// The boundary of a set of grid cells as one SVG path: every cell side whose
// neighbour is outside the set, so that a space of any shape gets one outline.
function outlinePath(cells, at, half) {
  const inside = new Set(cells.map(String));
  let d = '';
  for (const [x, y] of cells) {
    const cx = at(x);
    const cy = at(y);
    if (!inside.has(String([x, y - 1]))) d += `M${cx - half},${cy - half}H${cx + half}`;
    if (!inside.has(String([x, y + 1]))) d += `M${cx - half},${cy + half}H${cx + half}`;
    if (!inside.has(String([x - 1, y]))) d += `M${cx - half},${cy - half}V${cy + half}`;
    if (!inside.has(String([x + 1, y]))) d += `M${cx + half},${cy - half}V${cy + half}`;
  }
  return d;
}

// A vital point's mark: attack (X's point) a red triangle, defense (O's) a
// blue ring, both a purple diamond, as the diagrams' < > * say it in text.
function vitalMark(cx, cy, r, kind) {
  if (kind === 'attack') {
    return element('path', { class: 'vital attack', d: `M${cx},${cy - r}L${cx + r},${cy + r * 0.8}L${cx - r},${cy + r * 0.8}Z`, fill: 'none', stroke: '#d00', 'stroke-width': 2.5 });
  }
  if (kind === 'defense') {
    return element('circle', { class: 'vital defense', cx, cy, r: r * 0.8, fill: 'none', stroke: '#06c', 'stroke-width': 2.5 });
  }
  return element('path', { class: 'vital both', d: `M${cx},${cy - r}L${cx + r},${cy}L${cx},${cy + r}L${cx - r},${cy}Z`, fill: 'none', stroke: '#90c', 'stroke-width': 2.5 });
}

function vitalKind(attack, defense) {
  return attack && defense ? 'both' : attack ? 'attack' : 'defense';
}

function draw() {
  const n = signMap.length;
  const cell = boardSize / (n + 1);
  const at = (i) => cell * (i + 1);
  const key = (gtp) => String(vertexFromGtp(gtp, n));
  svg.replaceChildren();
  for (let i = 0; i < n; ++i) {
    svg.append(element('line', { x1: at(0), y1: at(i), x2: at(n - 1), y2: at(i), stroke: '#000' }));
    svg.append(element('line', { x1: at(i), y1: at(0), x2: at(i), y2: at(n - 1), stroke: '#000' }));
  }
  const layer = { spaces: element('g', {}), stones: element('g', {}), marks: element('g', {}), hits: element('g', {}) };
  const territory = new Map();
  const dead = new Map();  // stone -> 'proved' | 'estimated' | 'given'
  const seki = new Set();
  if (marks?.score) {
    for (const [color, points] of Object.entries(marks.score.territory)) {
      for (const v of points) territory.set(key(v), color);
    }
    // Stones given as dead (a diagram's lower case) have no group verdict.
    for (const v of marks.score.dead) dead.set(key(v), 'given');
    for (const group of marks.score.groups) {
      for (const v of group.stones) {
        if (group.status === 'dead') dead.set(key(v), group.certainty.status);
        if (group.status === 'seki') seki.add(key(v));
      }
    }
  }
  const labels = [];
  if (marks?.eyes) {
    for (const space of marks.eyes.eyespaces) {
      const cells = space.points.map((v) => vertexFromGtp(v, n));
      const marginal = new Set(space.marginal.map(key));
      const stroke = space.color === 'black' ? '#036' : '#c60';
      const group = element('g', { class: 'eyespace', 'data-origin': space.origin, 'data-value': space.value ?? space.status });
      for (const [x, y] of cells) {
        group.append(element('rect', {
          x: at(x) - cell / 2, y: at(y) - cell / 2, width: cell, height: cell, fill: stroke,
          'fill-opacity': marginal.has(String([x, y])) ? 0.08 : 0.2,
        }));
      }
      group.append(element('path', { class: 'outline', d: outlinePath(cells, at, cell / 2 - 1.5), stroke, 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'square' }));
      layer.spaces.append(group);
      const attack = new Set(space.attack.map(key));
      const defense = new Set(space.defense.map(key));
      for (const v of new Set([...attack, ...defense])) {
        const [x, y] = v.split(',').map(Number);
        layer.marks.append(vitalMark(at(x), at(y), cell * 0.3, vitalKind(attack.has(v), defense.has(v))));
      }
      const [x, y] = vertexFromGtp(space.origin, n);
      labels.push({ x, y, text: space.value ?? space.status, color: stroke });
    }
  }
  for (let y = 0; y < n; ++y) {
    for (let x = 0; x < n; ++x) {
      const here = String([x, y]);
      const sign = signMap[y][x];
      if (sign !== 0) {
        layer.stones.append(element('circle', {
          class: sign > 0 ? 'stone black' : 'stone white',
          cx: at(x), cy: at(y), r: cell * 0.47, fill: sign > 0 ? '#000' : '#fff', stroke: '#000',
          opacity: dead.has(here) ? 0.5 : 1,
        }));
      }
      const ink = sign > 0 ? '#fff' : '#000';
      if (dead.has(here)) {
        // Proved dead: a solid cross; estimated (playouts, a local game not
        // proved): a dashed one, since the reader should doubt it.
        const r = cell * 0.22;
        layer.marks.append(element('path', {
          class: `dead ${dead.get(here)}`, d: `M${at(x) - r},${at(y) - r}L${at(x) + r},${at(y) + r}M${at(x) + r},${at(y) - r}L${at(x) - r},${at(y) + r}`,
          stroke: dead.get(here) === 'estimated' ? '#d00' : ink, 'stroke-width': 2.5,
          'stroke-dasharray': dead.get(here) === 'estimated' ? '3 2' : 'none',
        }));
      }
      if (seki.has(here)) {
        const r = cell * 0.2;
        layer.marks.append(element('rect', { class: 'seki', x: at(x) - r, y: at(y) - r, width: 2 * r, height: 2 * r, fill: 'none', stroke: '#0a0', 'stroke-width': 2.5 }));
      }
      if (territory.has(here)) {
        layer.marks.append(element('rect', {
          class: 'territory', x: at(x) - cell * 0.15, y: at(y) - cell * 0.15, width: cell * 0.3, height: cell * 0.3,
          fill: territory.get(here) === 'black' ? '#000' : '#fff', stroke: '#555',
        }));
      }
      const hit = element('rect', { x: at(x) - cell / 2, y: at(y) - cell / 2, width: cell, height: cell, fill: 'transparent', 'data-vertex': here });
      hit.addEventListener('click', () => {
        signMap[y][x] = signMap[y][x] === 0 ? 1 : signMap[y][x] === 1 ? -1 : 0;
        position = { captures: { black: 0, white: 0 }, dead: [] };
        marks = null;
        summary.textContent = '';
        draw();
      });
      layer.hits.append(hit);
    }
  }
  for (const label of labels) {
    layer.marks.append(element('text', {
      class: 'value', x: at(label.x), y: at(label.y) - cell * 0.28, 'font-size': cell * 0.38, 'font-weight': 'bold',
      fill: label.color, stroke: '#fff', 'stroke-width': 3, 'paint-order': 'stroke', 'text-anchor': 'middle',
    }, label.text));
  }
  svg.append(layer.spaces, layer.stones, layer.marks, layer.hits);
}

// Runs an action, its Error's one line shown in `where` (the board's or the
// explorer's own line, so that one part's answer does not hide the other's
// error); false when it failed.
async function run(action, where = errorLine) {
  where.textContent = '';
  try {
    await action();
    return true;
  } catch (error) {
    where.textContent = error.message;
    return false;
  }
}
const shapeError = document.getElementById('shape-error');

function reset(size) {
  signMap = empty(size);
  position = { captures: { black: 0, white: 0 }, dead: [] };
  marks = null;
  summary.textContent = '';
  draw();
}

document.getElementById('size').addEventListener('change', (event) => reset(Number(event.target.value)));
document.getElementById('clear').addEventListener('click', () => reset(signMap.length));

async function loadDiagram() {
  // An SGF record or a showboard diagram, read by the package (an Error says
  // what is wrong with it); the record's prisoners, komi and a diagram's
  // lower-case (dead) stones go to the scorer with the stones.
  const read = await readPosition(document.getElementById('diagram').value);
  signMap = read.signMap;
  position = { captures: read.captures, dead: read.dead };
  if (read.komi !== null) document.getElementById('komi').value = String(read.komi);
  marks = null;
  summary.textContent = '';
  draw();
}

function eyeLines(answer) {
  return answer.eyespaces.map((s) =>
    `${s.color} eye space at ${s.origin} (${s.points.length} points): ${s.value ?? s.status}` +
    (s.value && valueWords[s.value] ? ` (${valueWords[s.value]})` : '') +
    (s.attack.length ? `, attack ${s.attack.join(' ')}` : '') +
    (s.defense.length ? `, defense ${s.defense.join(' ')}` : ''));
}

async function showScore() {
  const options = { rules: document.getElementById('rules').value, komi: Number(document.getElementById('komi').value), captures: position.captures };
  if (position.dead.length) options.dead = position.dead;
  const answer = await score(signMap, options);
  const eyes = await eyeSpaces(signMap);
  marks = { score: answer, eyes };
  const doubtful = answer.groups.filter((g) => g.status !== 'alive' || g.certainty.status !== 'proved');
  summary.textContent = [
    `${answer.result} (${answer.certainty.status})`,
    `black ${answer.score.black}, white ${answer.score.white}, ${answer.rules} rules, komi ${answer.komi}`,
    `dead: ${answer.dead.join(' ') || 'none'}`,
    `seki: ${answer.seki.join(' ') || 'none'}`,
    `dame: ${answer.dame.join(' ') || 'none'}`,
    ...doubtful.map((g) => `${g.color} ${g.stones[0]}: ${g.status} (${g.certainty.status}): ${g.certainty.by}`),
    `${eyes.eyespaces.length} eye spaces:`,
    ...eyeLines(eyes),
  ].join('\n');
  draw();
}

async function showEyes() {
  const eyes = await eyeSpaces(signMap);
  marks = { eyes };
  summary.textContent = [`${eyes.eyespaces.length} eye spaces:`, ...eyeLines(eyes)].join('\n');
  draw();
}

document.getElementById('load').addEventListener('click', () => run(loadDiagram));
document.getElementById('score').addEventListener('click', () => run(showScore));
document.getElementById('eyes').addEventListener('click', () => run(showEyes));

// ---- The eye-shape explorer ----------------------------------------------
// A grid to draw a shape on (click: proper point, marginal point, X stone,
// blank), placed in the centre, on an edge (below) or in a corner (left and
// below); it writes the diagram in eyes.db symbols into #shape, which can
// also be typed.
const gridRows = 4;
const gridColumns = 7;
const editor = document.getElementById('shape-editor');
const shapeInput = document.getElementById('shape');
const placement = document.getElementById('placement');
let grid = Array.from({ length: gridRows }, () => Array(gridColumns).fill(' '));
let solved = null;  // the last answer of solve() and the diagram it answered
let line = 0;
let step = 0;

function diagramOfGrid() {
  const used = [];
  grid.forEach((row, r) => row.forEach((c, k) => c !== ' ' && used.push([r, k])));
  if (used.length === 0) return '';
  const edge = placement.value !== 'centre';
  const corner = placement.value === 'corner';
  // An edge lies below the grid's last row and a corner's second edge left
  // of its first column, so a shape keeps those rows and columns.
  const top = Math.min(...used.map(([r]) => r));
  const bottom = edge ? gridRows - 1 : Math.max(...used.map(([r]) => r));
  const left = corner ? 0 : Math.min(...used.map(([, k]) => k));
  const right = Math.max(...used.map(([, k]) => k));
  const rows = [];
  for (let r = top; r <= bottom; ++r) {
    const cells = grid[r].slice(left, right + 1).join('').replaceAll(' ', 'O').replace(/O+$/, '');
    rows.push((corner ? '|' : '') + cells);
  }
  if (edge) rows.push((corner ? '+' : '') + '-'.repeat(right - left + 1));
  return rows.join('%');
}

// The grid of a typed diagram, where it fits (a shape larger than the grid
// is still solved, only not drawn in the editor).
function gridOfDiagram(text) {
  const rows = text.split('%');
  const edgeRow = (row) => /^[+\-\s]*$/.test(row) && row.includes('-');
  const bottomEdge = rows.length > 1 && edgeRow(rows[rows.length - 1]);
  const body = bottomEdge ? rows.slice(0, -1) : rows;
  const leftEdge = body.some((row) => row.startsWith('|'));
  placement.value = leftEdge && bottomEdge ? 'corner' : bottomEdge ? 'edge' : 'centre';
  const fresh = Array.from({ length: gridRows }, () => Array(gridColumns).fill(' '));
  const shift = bottomEdge ? gridRows - body.length : 0;
  body.forEach((row, r) => {
    [...(leftEdge ? row.replace(/^\|/, '') : row)].forEach((c, k) => {
      if ('.!X'.includes(c) && r + shift >= 0 && r + shift < gridRows && k < gridColumns) fresh[r + shift][k + (leftEdge ? 0 : 1)] = c;
    });
  });
  grid = fresh;
}

function drawEditor() {
  const cell = 34;
  editor.replaceChildren();
  const corner = placement.value === 'corner';
  const edge = placement.value !== 'centre';
  editor.setAttribute('width', cell * (gridColumns + 1));
  editor.setAttribute('height', cell * (gridRows + 1));
  if (edge) editor.append(element('line', { class: 'edge', x1: corner ? cell / 2 : 0, y1: cell * (gridRows + 0.5), x2: cell * (gridColumns + 1), y2: cell * (gridRows + 0.5), stroke: '#000', 'stroke-width': 4 }));
  if (corner) editor.append(element('line', { class: 'edge', x1: cell / 2, y1: 0, x2: cell / 2, y2: cell * (gridRows + 0.5), stroke: '#000', 'stroke-width': 4 }));
  for (let r = 0; r < gridRows; ++r) {
    for (let k = 0; k < gridColumns; ++k) {
      const x = cell * (k + 1);
      const y = cell * (r + 1);
      const c = grid[r][k];
      editor.append(element('rect', { class: c === ' ' ? 'editor-blank' : 'editor-point', x: x - cell / 2 + 1, y: y - cell / 2 + 1, width: cell - 2, height: cell - 2, fill: c === ' ' ? '#c9a24f' : c === '!' ? '#eed9a8' : '#fff6df' }));
      if (c === 'X') editor.append(element('circle', { class: 'editor-stone', cx: x, cy: y, r: cell * 0.4, fill: '#000' }));
      if (c === '!') editor.append(element('text', { x, y: y + 6, 'text-anchor': 'middle', 'font-size': 18 }, '!'));
      const hit = element('rect', { x: x - cell / 2, y: y - cell / 2, width: cell, height: cell, fill: 'transparent' });
      hit.addEventListener('click', () => {
        grid[r][k] = { ' ': '.', '.': '!', '!': 'X', X: ' ' }[grid[r][k]];
        shapeInput.value = diagramOfGrid();
        drawEditor();
      });
      editor.append(hit);
    }
  }
}

placement.addEventListener('change', () => {
  shapeInput.value = diagramOfGrid();
  drawEditor();
});
shapeInput.addEventListener('change', () => {
  gridOfDiagram(shapeInput.value);
  drawEditor();
});

function moveText(move, index, vertices) {
  const who = move.side;
  if (move.vertex !== undefined) {
    const v = vertices[move.vertex];
    const where = v.row !== undefined ? `row ${v.row + 1}, column ${v.column + 1}` : `vertex ${move.vertex}`;
    return `${index + 1}. ${who} ${where}${move.captures_wall ? ' and captures W' : ''}`;
  }
  const named = { 'outer-liberty': 'fills an outer liberty of W', 'extra-eye': 'plays in the extra eye', pass: 'passes' };
  return `${index + 1}. ${who} ${named[move.move] ?? move.move}`;
}

// The stones on the shape after `moves` (vertex -> {side, number}: the move
// that put the stone there, none for the shape's own X stones), with
// captures as SPEC's local game makes them: after a move, the other side's
// strings without a liberty leave the board. A liberty is an empty
// neighbouring point of the shape; an O string with a point touching the
// wall W is part of W, which has outer liberties and goes only when a move
// captures W (the game's last move). Neighbours are the grid's, so only a
// drawn shape is replayed.
function stonesAfter(vertices, moves) {
  const byCell = new Map(vertices.map((v) => [`${v.row},${v.column}`, v]));
  const neighbours = (v) => [[-1, 0], [1, 0], [0, -1], [0, 1]]
    .map(([dr, dc]) => byCell.get(`${v.row + dr},${v.column + dc}`))
    .filter((n) => n !== undefined);
  const byVertex = new Map(vertices.map((v) => [v.vertex, v]));
  const stones = new Map(vertices.filter((v) => v.label === 'X').map((v) => [v.vertex, { side: 'X' }]));
  const stringAt = (start) => {
    const side = stones.get(start.vertex).side;
    const string = [start];
    const seen = new Set([start.vertex]);
    for (let i = 0; i < string.length; ++i) {
      for (const n of neighbours(string[i])) {
        if (!seen.has(n.vertex) && stones.get(n.vertex)?.side === side) {
          seen.add(n.vertex);
          string.push(n);
        }
      }
    }
    return string;
  };
  const capturable = (string) => stones.get(string[0].vertex).side === 'X' || !string.some((v) => v.touches_wall);
  const hasLiberty = (string) => string.some((v) => neighbours(v).some((n) => !stones.has(n.vertex)));
  moves.forEach((move, i) => {
    const v = byVertex.get(move.vertex);
    if (v === undefined) return;  // an outer liberty, the extra eye or a pass
    stones.set(v.vertex, { side: move.side, number: i + 1 });
    if (move.captures_wall) {
      const wall = [...stones].filter(([vertex, stone]) => stone.side === 'O' && !capturable(stringAt(byVertex.get(vertex))));
      wall.forEach(([vertex]) => stones.delete(vertex));
    }
    for (const n of neighbours(v)) {
      const stone = stones.get(n.vertex);
      if (stone === undefined || stone.side === move.side) continue;
      const string = stringAt(n);
      if (capturable(string) && !hasLiberty(string)) string.forEach((w) => stones.delete(w.vertex));
    }
  });
  return stones;
}

// The solved shape as SVG: its points, the board edges of the diagram, the
// vital points, and the first `step` moves of the chosen principal line.
function drawShape() {
  const out = document.getElementById('shape-board');
  const text = document.getElementById('shape-text');
  const lineSelect = document.getElementById('line');
  out.replaceChildren();
  if (!solved || 'unsolved' in solved.answer) return;
  const { answer, diagram } = solved;
  const cell = 40;
  const positioned = answer.vertices.filter((v) => v.row !== undefined);
  const rows = diagram.split('%');
  const height = Math.max(rows.length, ...positioned.map((v) => v.row + 1));
  const width = Math.max(...rows.map((r) => r.length), ...positioned.map((v) => v.column + 1));
  out.setAttribute('width', cell * (width + 1));
  out.setAttribute('height', cell * (height + 1));
  const at = (i) => cell * (i + 1);
  // An edge mark's cell is off the board: the edge is its side that faces
  // the shape.
  const firstColumn = Math.min(...positioned.map((v) => v.column));
  const firstRow = Math.min(...positioned.map((v) => v.row));
  rows.forEach((row, r) => {
    [...row].forEach((c, k) => {
      const x = at(k) + (k < firstColumn ? cell / 2 : -cell / 2);
      const y = at(r) + (r < firstRow ? cell / 2 : -cell / 2);
      if (c === '|') out.append(element('line', { class: 'edge', x1: x, y1: at(r) - cell / 2, x2: x, y2: at(r) + cell / 2, stroke: '#000', 'stroke-width': 4 }));
      if (c === '-' || c === '+') out.append(element('line', { class: 'edge', x1: at(k) - cell / 2, y1: y, x2: at(k) + cell / 2, y2: y, stroke: '#000', 'stroke-width': 4 }));
    });
  });
  const moves = answer.lines?.[line]?.moves ?? [];
  const played = stonesAfter(positioned, moves.slice(0, step));
  for (const v of positioned) {
    const x = at(v.column);
    const y = at(v.row);
    out.append(element('rect', { class: 'shape-point', x: x - cell / 2 + 1, y: y - cell / 2 + 1, width: cell - 2, height: cell - 2, fill: v.label === '!' ? '#eed9a8' : '#fff6df' }));
    if (v.label === '!') out.append(element('text', { x: x + cell * 0.32, y: y - cell * 0.22, 'font-size': 12, 'text-anchor': 'middle' }, '!'));
    if (v.mark !== 'none') out.append(vitalMark(x, y, cell * 0.32, v.mark));
    const stone = played.get(v.vertex);
    if (stone) {
      out.append(element('circle', { class: 'shape-stone', cx: x, cy: y, r: cell * 0.4, fill: stone.side === 'X' ? '#000' : '#fff', stroke: '#000' }));
      if (stone.number) out.append(element('text', { class: 'move-number', x, y: y + 5, 'text-anchor': 'middle', 'font-size': 15, fill: stone.side === 'X' ? '#fff' : '#000' }, String(stone.number)));
    }
  }
  lineSelect.replaceChildren(...(answer.lines ?? []).map((l, i) => {
    const option = document.createElement('option');
    option.value = String(i);
    option.textContent = `${l.first} first, ${l.extra_eye ? 'with the extra eye' : 'no extra eye'}: O ${l.alive ? 'lives' : 'dies'}`;
    return option;
  }));
  lineSelect.value = String(line);
  text.textContent = [`move ${step} of ${moves.length}`, ...moves.slice(0, step).map((m, i) => moveText(m, i, answer.vertices))].join('\n');
}

async function solveShape() {
  const diagram = shapeInput.value;
  const answer = await solve(diagram);
  solved = { answer, diagram };
  line = 0;
  step = 0;
  document.getElementById('shape-result').textContent = 'unsolved' in answer
    ? `unsolved: ${answer.unsolved}`
    : `${answer.value}: ${valueWords[answer.value] ?? ''}\n${answer.diagram.replaceAll('%', '\n')}\n` +
      `attack (X's vital points): ${answer.attack.length}, defense (O's): ${answer.defense.length}`;
  drawShape();
}

function goTo(newLine, newStep) {
  const lines = solved?.answer?.lines ?? [];
  if (lines.length === 0) return;
  line = Math.min(Math.max(newLine, 0), lines.length - 1);
  step = Math.min(Math.max(newStep, 0), lines[line].moves.length);
  drawShape();
}

document.getElementById('solve').addEventListener('click', () => run(async () => {
  gridOfDiagram(shapeInput.value);
  drawEditor();
  await solveShape();
}, shapeError));
document.getElementById('line').addEventListener('change', (event) => goTo(Number(event.target.value), 0));
document.getElementById('previous').addEventListener('click', () => goTo(line, step - 1));
document.getElementById('next').addEventListener('click', () => goTo(line, step + 1));

draw();
await run(() => init({ wasmUrl: new URL('../js/dist/eyeshape.wasm', import.meta.url) }));
// index.html?diagram=ROWS/ROWS/...&show=score|eyes&shape=DIAGRAM&line=I&step=K:
// a position, a shape and a step of a principal line shown on load (the
// screenshots in docs/wasm.md, the browser test; view=explorer below). A diagram's '/' separate
// rows; an SGF record is given whole as position=TEXT.
const params = new URLSearchParams(location.search);
// view=explorer: the explorer alone (its screenshot).
if (params.get('view') === 'explorer') document.getElementById('position').style.display = 'none';
if (params.has('diagram') || params.has('position')) {
  document.getElementById('diagram').value = params.get('position') ?? params.get('diagram').replaceAll('/', '\n');
  if (await run(loadDiagram)) {
    if (params.get('show') === 'score') await run(showScore);
    if (params.get('show') === 'eyes') await run(showEyes);
  }
}
if (params.has('shape')) shapeInput.value = params.get('shape');
gridOfDiagram(shapeInput.value);
drawEditor();
await run(solveShape, shapeError);
if (params.has('line') || params.has('step')) goTo(Number(params.get('line') ?? 0), Number(params.get('step') ?? 0));
document.body.dataset.ready = 'true';
