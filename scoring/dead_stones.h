// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SCORING_DEAD_STONES_H_
#define EYESHAPE_SCORING_DEAD_STONES_H_

// File: scoring/dead_stones.h
// Dead stones found, not given (issue 12, item 6): `eyeshape score
// --auto-dead` and GTP `final_status_list dead` without marks. For each
// "enclosure" of a finished position (a connected set of empty points and
// stones of one colour, C, bounded by the other colour's stones and the
// board's edge), the C stones in it are judged:
//   * alive: the exact eye values (board/eyes.h; a space too large to solve
//     counts as two eyes when its region borders more C stones than
//     opponent stones) give some string of theirs min >= 2, or the
//     opponent, moving first, cannot capture any of them in the local search
//     (scoring/local_search.h) over the enclosure plus the liberty regions of
//     opponent wall strings without two sure eyes (they may be in seki: the
//     scorer decides that);
//   * dead: the tactical reader (board/tactics.h) calls every string of
//     theirs "captured" (even if C moves first), or else the opponent
//     captures one of them in the local search after every first move C can
//     make in the area read (and after a C pass), the
//     opponent's wall being protected (C may not win by capturing it first);
//   * unsure, with the reason: the search runs out of budget, the enclosure
//     is larger than `max_enclosure` points, or C moving first saves them
//     (the game is not finished).
// Never a silent guess: what is neither alive nor dead is reported unsure.
// Limits: those of the local search (simple ko, no line that gives up one's
// own stones); an enclosure's stones are judged as a whole: alive when one
// string has two sure eyes, dead when any string is captured
// (docs/scoring.md, "Dead stones found").
//
//   DeadStones found;
//   ScoreResult score = ScoreWithFoundDead(position, {}, {}, &found);
//   found.unsure_groups;  // each with its reason

#include <string>
#include <vector>

#include "board/eyes.h"
#include "board/point_set.h"
#include "board/position.h"
#include "scoring/score.h"

namespace eyeshape::scoring {

struct DeadStoneOptions {
  int node_budget = 20000;  // per local search (one per first move of C)
  int max_enclosure = 40;   // larger enclosures (points) are not read: unsure
  board::EyeOptions eyes;   // for the exact eye values
};

// One judged set of stones of one colour (an enclosure's stones).
struct JudgedGroup {
  board::Color color = board::Color::kEmpty;
  board::PointSet stones;
  std::string reason;  // one line, GTP vertices
};

struct DeadStones {
  board::PointSet dead;  // union of whole strings: give it to Score()
  std::vector<JudgedGroup> dead_groups;
  std::vector<JudgedGroup> alive_groups;
  std::vector<JudgedGroup> unsure_groups;
};

// Finds the dead stones of a finished `position`. Deterministic; thread-safe
// (no shared state).
DeadStones FindDeadStones(const board::Position& position, const DeadStoneOptions& options = {});

// Score() with the dead stones FindDeadStones() finds (`dead_options`, its
// eye options replaced by `options.eyes`); each unsure group's stones and reason ("dead
// or alive unsure: ...") are added to the result's `unsure` and
// `unsure_reasons`. `found` (may be null) receives the judgement.
ScoreResult ScoreWithFoundDead(const board::Position& position, const ScoreOptions& options,
                               const DeadStoneOptions& dead_options = {},
                               DeadStones* found = nullptr);

}  // namespace eyeshape::scoring

#endif  // EYESHAPE_SCORING_DEAD_STONES_H_
