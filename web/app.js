// SPDX-License-Identifier: MIT
// The page's logic (web/index.html): a sign map edited by clicks or pasted,
// drawn as SVG with the package's answers on it. The package and its .wasm
// are loaded from ../js/ (no network beyond the page's own server).
import { eyeSpaces, init, readPosition, score, solve, vertexFromGtp } from '../js/index.js';

const svg = document.getElementById('board');
const errorLine = document.getElementById('error');
const summary = document.getElementById('summary');
let signMap = empty(9);
let marks = null;  // the last answer drawn on the board

function empty(size) {
  return Array.from({ length: size }, () => Array(size).fill(0));
}

function element(name, attributes, text) {
  const node = document.createElementNS('http://www.w3.org/2000/svg', name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function draw() {
  const n = signMap.length;
  const cell = 400 / (n + 1);
  const at = (i) => cell * (i + 1);
  svg.replaceChildren();
  for (let i = 0; i < n; ++i) {
    svg.append(element('line', { x1: at(0), y1: at(i), x2: at(n - 1), y2: at(i), stroke: '#000' }));
    svg.append(element('line', { x1: at(i), y1: at(0), x2: at(i), y2: at(n - 1), stroke: '#000' }));
  }
  const territory = new Map();
  const dead = new Set();
  const labels = [];
  if (marks?.kind === 'score') {
    for (const [color, points] of Object.entries(marks.answer.territory)) {
      for (const v of points) territory.set(String(vertexFromGtp(v, n)), color);
    }
    for (const v of marks.answer.dead) dead.add(String(vertexFromGtp(v, n)));
  }
  if (marks?.kind === 'eyes') {
    for (const space of marks.answer.eyespaces) {
      for (const v of space.points) territory.set(String(vertexFromGtp(v, n)), space.color);
      const [x, y] = vertexFromGtp(space.origin, n);
      labels.push({ x, y, text: space.value ?? '?' });
    }
  }
  for (let y = 0; y < n; ++y) {
    for (let x = 0; x < n; ++x) {
      const key = String([x, y]);
      const sign = signMap[y][x];
      if (sign !== 0) {
        svg.append(element('circle', {
          cx: at(x), cy: at(y), r: cell * 0.47, fill: sign > 0 ? '#000' : '#fff', stroke: '#000',
          opacity: dead.has(key) ? 0.45 : 1,
        }));
      }
      if (territory.has(key)) {
        svg.append(element('rect', {
          x: at(x) - cell * 0.15, y: at(y) - cell * 0.15, width: cell * 0.3, height: cell * 0.3,
          fill: territory.get(key) === 'black' ? '#000' : '#fff', stroke: '#555',
        }));
      }
      const hit = element('rect', { x: at(x) - cell / 2, y: at(y) - cell / 2, width: cell, height: cell, fill: 'transparent' });
      hit.addEventListener('click', () => {
        signMap[y][x] = signMap[y][x] === 0 ? 1 : signMap[y][x] === 1 ? -1 : 0;
        marks = null;
        draw();
      });
      svg.append(hit);
    }
  }
  for (const label of labels) {
    svg.append(element('text', { x: at(label.x), y: at(label.y) - cell * 0.3, 'font-size': cell * 0.4, fill: '#b00', 'text-anchor': 'middle' }, label.text));
  }
}

async function run(action) {
  errorLine.textContent = '';
  try {
    await action();
  } catch (error) {
    errorLine.textContent = error.message;
  }
}

document.getElementById('size').addEventListener('change', (event) => {
  signMap = empty(Number(event.target.value));
  marks = null;
  draw();
});
document.getElementById('clear').addEventListener('click', () => {
  signMap = empty(signMap.length);
  marks = null;
  draw();
});
async function loadDiagram() {
  // An SGF record or a showboard diagram, read by the package (an Error says
  // what is wrong with it).
  const read = await readPosition(document.getElementById('diagram').value);
  signMap = read.signMap;
  marks = null;
  draw();
}
async function showScore() {
  const answer = await score(signMap, { rules: document.getElementById('rules').value, komi: Number(document.getElementById('komi').value) });
  marks = { kind: 'score', answer };
  summary.textContent = `${answer.result} (${answer.certainty.status})\n` +
    `dead: ${answer.dead.join(' ') || 'none'}\nseki: ${answer.seki.join(' ') || 'none'}\n` +
    `dame: ${answer.dame.join(' ') || 'none'}\n` +
    answer.groups.filter((g) => g.status !== 'alive' || g.certainty.status !== 'proved')
      .map((g) => `${g.color} ${g.stones[0]}: ${g.status} (${g.certainty.status}): ${g.certainty.by}`).join('\n');
  draw();
}
async function showEyes() {
  const answer = await eyeSpaces(signMap);
  marks = { kind: 'eyes', answer };
  summary.textContent = answer.eyespaces.map((s) =>
    `${s.color} eye space at ${s.origin}: ${s.value ?? s.status}` +
    (s.attack.length ? `, attack ${s.attack.join(' ')}` : '') +
    (s.defense.length ? `, defense ${s.defense.join(' ')}` : '')).join('\n') || 'no eye space';
  draw();
}
async function solveShape() {
  const answer = await solve(document.getElementById('shape').value);
  document.getElementById('shape-result').textContent = 'unsolved' in answer
    ? `unsolved: ${answer.unsolved}`
    : `${answer.value}\n${answer.diagram}\n${(answer.lines ?? []).map((l) => l.text).join('\n')}`;
}
document.getElementById('load').addEventListener('click', () => run(loadDiagram));
document.getElementById('score').addEventListener('click', () => run(showScore));
document.getElementById('eyes').addEventListener('click', () => run(showEyes));
document.getElementById('solve').addEventListener('click', () => run(solveShape));

draw();
await run(() => init({ wasmUrl: new URL('../js/dist/eyeshape.wasm', import.meta.url) }));
// index.html?diagram=ROWS/ROWS/...&show=score|eyes&shape=DIAGRAM: a position
// and a shape shown on load (the screenshots in docs/wasm.md).
const params = new URLSearchParams(location.search);
if (params.has('diagram')) {
  document.getElementById('diagram').value = params.get('diagram').replaceAll('/', '\n');
  await run(loadDiagram);
}
if (params.get('show') === 'score') await run(showScore);
if (params.get('show') === 'eyes') await run(showEyes);
if (params.has('shape')) document.getElementById('shape').value = params.get('shape');
await run(solveShape);
document.body.dataset.ready = 'true';
