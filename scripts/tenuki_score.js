// SPDX-License-Identifier: MIT
// File: scripts/tenuki_score.js
// Scores positions with Tenuki 0.3.1 (npm `tenuki`, the seed's own library;
// test-only, installed by scripts/tenuki_score.sh, never vendored). Reads a
// JSON array on stdin, each {name, width, height, rows: ["XO.", ...] (row 0 at
// the top), dead: [[x, y], ...], captures: [stones Black captured, stones
// White captured]}, and prints one JSON line per position: {name, black,
// white, territory: {black: [[x, y]...], white: [...]}} or {name, error}.
//
// Tenuki has no setup stones: the position is given as the game's initial
// board state (a BoardState with the stones and the captures), then both
// players pass, the given dead stones are set as the game's dead points (the
// field markDeadAt fills) and Game.score() counts territory scoring with
// komi 0.
"use strict";

const path = require("path");
const modules = process.argv[2];
const tenuki = require(path.join(modules, "tenuki"));
const Intersection = require(path.join(modules, "tenuki/lib/intersection")).default;

function score(position) {
  if (position.width !== position.height) throw new Error("Tenuki plays square boards only");
  const game = new tenuki.Game({ boardSize: position.width, scoring: "territory", komi: 0 });
  const colour = { X: "black", O: "white", ".": "empty" };
  const intersections = [];
  for (let y = 0; y < position.height; ++y) {
    for (let x = 0; x < position.width; ++x) {
      intersections.push(new Intersection(y, x, colour[position.rows[y][x]]));
    }
  }
  game._initialState = game._initialState.copyWithAttributes({
    intersections: intersections,
    whiteStonesCaptured: position.captures[0],
    blackStonesCaptured: position.captures[1],
  });
  game.pass({ render: false });
  game.pass({ render: false });
  // Exactly the given stones: markDeadAt (a player's click) marks every stone
  // of that colour reachable through empty points, more than the given set.
  game._deadPoints = position.dead.map(([x, y]) => ({ y: y, x: x }));
  const result = game.score();
  const territory = game.territory();
  const points = (list) => list.map((p) => [p.x, p.y]);
  return {
    name: position.name,
    black: result.black,
    white: result.white,
    territory: { black: points(territory.black), white: points(territory.white) },
  };
}

let input = "";
process.stdin.on("data", (chunk) => (input += chunk));
process.stdin.on("end", () => {
  for (const position of JSON.parse(input)) {
    let line;
    try {
      line = score(position);
    } catch (error) {
      line = { name: position.name, error: String(error.message || error) };
    }
    process.stdout.write(JSON.stringify(line) + "\n");
  }
});
