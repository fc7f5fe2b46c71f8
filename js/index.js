// SPDX-License-Identifier: MIT
// eyeshape's npm package: the WebAssembly module (dist/, made by the wasm
// CMake preset from wasm/api.h) behind a Promise API in the terms JavaScript
// Go boards use: a sign map is rows of 1 (black), -1 (white), 0 (empty); a
// vertex is [x, y] from the top left. Every answer is the C++ layer's JSON
// (the command line's own for score and eyeSpaces); every bad input is a
// thrown Error with one line. The module is loaded once, on the first call
// or by init(), from the package (Node) or a URL (browsers): no other network.

import createEyeshapeModule from './dist/eyeshape.mjs';

let loading = null;

function isNodeFile(url) {
  return (
    typeof process === 'object' &&
    typeof process.versions === 'object' &&
    typeof process.versions.node === 'string' &&
    url.protocol === 'file:'
  );
}

async function wasmBytes(options) {
  if (options.wasmBinary) return new Uint8Array(options.wasmBinary);
  const url = new URL(options.wasmUrl ?? './dist/eyeshape.wasm', import.meta.url);
  if (isNodeFile(url)) {
    const { readFile } = await import('node:fs/promises');
    return readFile(url);
  }
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`eyeshape: cannot load ${url.href}: HTTP ${response.status}`);
  }
  return new Uint8Array(await response.arrayBuffer());
}

// Loads the module. options.wasmUrl: where the page serves eyeshape.wasm
// (default: beside this file); options.wasmBinary: its bytes. Calling it
// again returns the module already loaded.
export function init(options = {}) {
  if (loading === null) {
    loading = wasmBytes(options).then((bytes) =>
      createEyeshapeModule({ wasmBinary: bytes, print: () => {}, printErr: () => {} }),
    );
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

function requestText(request) {
  try {
    return JSON.stringify(request);
  } catch (error) {
    throw new Error(`eyeshape: the input is not JSON data (${error.message})`);
  }
}

async function call(name, request) {
  const text = requestText(request);
  const module = await init();
  let answer;
  try {
    const size = module.lengthBytesUTF8(text) + 1;
    const input = module._malloc(size);
    module.stringToUTF8(text, input, size);
    let output = 0;
    try {
      output = module[`_eyeshape_${name}`](input);
    } finally {
      module._free(input);
    }
    answer = JSON.parse(module.UTF8ToString(output));
    module._eyeshape_free(output);
  } catch (error) {
    // An abort inside the module leaves it unusable: the next call loads a new one.
    loading = null;
    throw new Error(`eyeshape: the WebAssembly module failed (${error.message})`);
  }
  if ('error' in answer) throw new Error(`eyeshape: ${answer.error}`);
  return answer.result;
}

// The dead stones of a finished position, as @sabaki/deadstones' guess(signMap,
// {finished: true}): an array of [x, y]. options.playouts: the random
// playouts behind the estimates (default 256).
export async function deadStones(signMap, options = {}) {
  return (await deadStoneGroups(signMap, options)).dead;
}

// deadStones() with every group's verdict: {dead, groups: [{color, status,
// certainty, by, stones}], unsettled, close_calls}.
export async function deadStoneGroups(signMap, options = {}) {
  return call('dead_stones', { signMap, playouts: options.playouts });
}

// The score of a finished position, as `eyeshape score --json`: options.rules
// ('japanese', 'korean', 'chinese', 'aga', 'nz'), komi, handicap, dead ([x, y] of
// dead stones; found when absent), captures ({black, white} prisoners).
export async function score(signMap, options = {}) {
  return call('score', {
    signMap,
    rules: options.rules,
    komi: options.komi,
    handicap: options.handicap,
    dead: options.dead,
    captures: options.captures,
    playouts: options.playouts,
  });
}

// The eye spaces of a position, as `eyeshape board --json`.
export async function eyeSpaces(signMap) {
  return call('eye_spaces', { signMap });
}

// The value, vital points and principal lines of an eye shape drawn as a
// diagram ('!...%....', docs/notation.md), as `eyeshape solve --json
// --explain`. options: outerLiberties (0..7, default 2), model ('board' or
// 'graph'), nodeBudget (then {input, unsolved} when it runs out).
export async function solve(diagram, options = {}) {
  return call('solve', {
    diagram,
    outerLiberties: options.outerLiberties,
    model: options.model,
    nodeBudget: options.nodeBudget,
  });
}

// The position of an SGF record (its last position, or the one before
// options.move) or a GNU Go showboard diagram, as eyeshape reads them:
// {signMap, dead (a diagram's lower-case stones), captures {black, white},
// toMove, sgf, komi (null when the record has none), movesPlayed, movesInRecord}.
export async function readPosition(text, options = {}) {
  return call('read_position', { text, move: options.move });
}

// The [x, y] of a GTP vertex ("D4") on a board `height` rows tall (the
// vertices of score() and eyeSpaces()).
export function vertexFromGtp(name, height) {
  const match = /^([A-HJ-Z])([0-9]{1,2})$/i.exec(String(name));
  if (match === null) throw new Error(`eyeshape: ${name} is not a GTP vertex`);
  const letter = match[1].toUpperCase().charCodeAt(0) - 65;
  const x = letter > 8 ? letter - 1 : letter;
  const y = height - Number(match[2]);
  if (y < 0 || y >= height) throw new Error(`eyeshape: ${name} is off a board ${height} rows tall`);
  return [x, y];
}
