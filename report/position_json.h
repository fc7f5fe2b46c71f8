// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_REPORT_POSITION_JSON_H_
#define EYESHAPE_REPORT_POSITION_JSON_H_

// File: report/position_json.h
// The JSON objects of a whole position's answers, the one copy that both
// `eyeshape board --json` / `eyeshape score --json` (cli/) and the
// WebAssembly API (wasm/) print: vertices are GTP names ("D4"), empty lists
// are [] and every key is present whatever the input.
//
//   std::cout << JsonText(ScoreJson(position, score, /*auto_dead=*/true)) << "\n";

#include "board/eyes.h"
#include "board/position.h"
#include "board/position_text.h"
#include "nlohmann/json.hpp"
#include "scoring/score.h"

namespace eyeshape::report {

// `eyeshape board --json`: the board ("board": size, side to move, where it
// was read from), every eye space with its value and vital points, the half
// and false eyes, and per string its eye count (docs/board-eyes.md).
nlohmann::json EyeAnalysisJson(const board::PositionText& read, const board::EyeAnalysis& eyes);

// `eyeshape score --json`: the result with its certainty, territory, seki
// and its reasons, dame, dead stones, false eyes and every group's status
// (docs/scoring.md). `auto_dead`: the dead stones were found, not given.
nlohmann::json ScoreJson(const board::Position& position, const scoring::ScoreResult& score,
                         bool auto_dead);

}  // namespace eyeshape::report

#endif  // EYESHAPE_REPORT_POSITION_JSON_H_
