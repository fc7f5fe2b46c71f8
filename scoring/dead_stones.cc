// SPDX-License-Identifier: MIT
// File: scoring/dead_stones.cc
// FindDeadStones(): enclosures, their stones judged by exact eye values, then
// by the local capture search with each first move of the stones' owner.

#include "scoring/dead_stones.h"

#include <array>
#include <string>
#include <utility>

#include "board/tactics.h"
#include "scoring/local_search.h"

namespace eyeshape::scoring {
namespace {

using board::Color;
using board::Point;
using board::PointSet;
using board::Position;

int IndexOf(Color c) { return c == Color::kBlack ? 0 : 1; }

// The eyes of the string through `p` by exact values. A space too large to
// solve counts as two eyes (as Score() counts it) only when the empty region
// around it borders more stones of the owner than of the opponent: a lone
// stone in the opponent's open area gets such a space too (GNU Go's
// domains), and must not live by it, while a territory holding a few dead
// stones must. This majority is a heuristic (docs/scoring.md).
board::EyeCount StringEyes(const Position& position, const board::EyeAnalysis& analysis, Point p) {
  const board::GroupEyes* group = analysis.GroupAt(p);
  board::EyeCount sum;
  if (group == nullptr) return sum;
  const Color opponent = board::Opponent(position.At(p));
  for (int index : group->eyespaces) {
    const board::EyeSpace& space = analysis.eyespaces[index];
    if (space.status == board::EyeSpaceStatus::kValued) {
      sum = board::AddEyeCounts(
          sum, board::EyeCount{space.value[0] - '0', space.min, space.max, space.value[3] - '0'});
      continue;
    }
    const PointSet region =
        board::FloodFill(space.points & position.EmptyPoints(), position.EmptyPoints());
    const PointSet border = position.Neighbours(region);
    if ((border & position.Points(position.At(p))).size() >
        (border & position.Points(opponent)).size()) {
      sum = board::AddEyeCounts(sum, board::EyeCount{2, 2, 2, 2});
    }
  }
  return sum;
}

// Judges the `color` stones of one enclosure (its empty points and those
// stones). Appends to `out`.
void Judge(const Position& position, const board::EyeAnalysis& analysis,
           board::TacticalReader& reader, const PointSet& enclosure, Color color,
           const DeadStoneOptions& options, DeadStones* out) {
  const PointSet stones = enclosure & position.Points(color);
  const Color opponent = board::Opponent(color);
  const std::string name(board::ColorName(color));
  JudgedGroup judged{color, stones, ""};
  // Two eyes by exact values: alive, no reading needed.
  bool alive_by_eyes = false;
  PointSet seen;
  stones.ForEach([&](Point p) {
    if (alive_by_eyes || seen.Contains(p)) return;
    seen |= position.StringAt(p);
    const board::EyeCount eyes = StringEyes(position, analysis, p);
    if (eyes.b >= 2) {
      alive_by_eyes = true;
      judged.reason = "the string at " + position.GtpVertex(p) + " has two eyes (" +
                      board::EyeCountString(eyes) + ")";
    }
  });
  if (alive_by_eyes) {
    out->alive_groups.push_back(judged);
    return;
  }
  // A wall string without two sure eyes may lose a capturing race: its own
  // liberties (the empty regions next to it) join the area, so the search
  // sees the race (a seki is two such groups).
  const PointSet wall = position.Neighbours(enclosure) & position.Points(opponent);
  PointSet area = enclosure;
  std::array<PointSet, 2> protected_stones;
  protected_stones[IndexOf(color)] = stones;
  wall.ForEach([&](Point p) {
    if (protected_stones[IndexOf(opponent)].Contains(p)) return;
    const PointSet string = position.StringAt(p);
    protected_stones[IndexOf(opponent)] |= string;
    if (StringEyes(position, analysis, p).b >= 2) return;
    area |= string;
    area |= board::FloodFill(position.Liberties(string), position.EmptyPoints());
  });
  // The tactical reader: every string captured even when its owner moves
  // first (board/tactics.h "captured": no ko, within the reader's limits).
  bool all_captured = true;
  PointSet read;
  stones.ForEach([&](Point p) {
    if (!all_captured || read.Contains(p)) return;
    read |= position.StringAt(p);
    all_captured = reader.Read(p).status == board::TacticalStatus::kCaptured;
  });
  if (all_captured) {
    judged.reason = "the tactical reader captures every string even if " + name + " moves first";
    out->dead |= stones;
    out->dead_groups.push_back(judged);
    return;
  }
  if (area.size() > options.max_enclosure) {
    judged.reason = "fewer than two sure eyes and a reading area of " +
                    std::to_string(area.size()) + " points, more than the " +
                    std::to_string(options.max_enclosure) + " the local search reads";
    out->unsure_groups.push_back(judged);
    return;
  }
  const LocalSearchOptions search_options{.node_budget = options.node_budget};
  // The opponent moving first.
  {
    LocalSearch search(area, protected_stones, search_options);
    const SearchOutcome outcome = search.CanCapture(position, opponent);
    if (outcome == SearchOutcome::kLoss) {
      judged.reason = std::string(board::ColorName(opponent)) +
                      " moving first cannot capture them (alive or seki)";
      out->alive_groups.push_back(judged);
      return;
    }
    if (outcome == SearchOutcome::kUnknown) {
      judged.reason = "the local search ran out of its node budget (" +
                      std::to_string(options.node_budget) + ")";
      out->unsure_groups.push_back(judged);
      return;
    }
  }
  // The owner moving first, at every empty point of the area.
  bool dead = true;
  (area & position.EmptyPoints()).ForEach([&](Point p) {
    if (!dead || position.CheckMove(color, p) != board::MoveError::kNone) return;
    Position child = position;
    child.Play(color, p);
    if (!(protected_stones[IndexOf(opponent)] - child.Points(opponent)).empty()) {
      dead = false;
      judged.reason = name + " at " + position.GtpVertex(p) + " captures stones of the wall";
      return;
    }
    LocalSearch search(area, protected_stones, search_options);
    const SearchOutcome outcome = search.CanCapture(child, opponent);
    if (outcome == SearchOutcome::kWin) return;
    dead = false;
    judged.reason = outcome == SearchOutcome::kLoss
                        ? name + " moving first (at " + position.GtpVertex(p) +
                              ") saves them: the game is not finished"
                        : "the local search ran out of its node budget (" +
                              std::to_string(options.node_budget) + ") after " + name + " at " +
                              position.GtpVertex(p);
  });
  if (!dead) {
    out->unsure_groups.push_back(judged);
    return;
  }
  judged.reason = std::string(board::ColorName(opponent)) + " captures them even if " + name +
                  " moves first (" + std::to_string(area.size()) + " points read)";
  out->dead |= stones;
  out->dead_groups.push_back(judged);
}

}  // namespace

DeadStones FindDeadStones(const Position& position, const DeadStoneOptions& options) {
  DeadStones out;
  const board::EyeAnalysis analysis = board::AnalyzeEyes(position, options.eyes);
  board::TacticalReader reader(position, options.eyes.tactics);
  PointSet seen;
  const PointSet stones = position.Points(Color::kBlack) | position.Points(Color::kWhite);
  stones.ForEach([&](Point p) {
    if (seen.Contains(p)) return;
    const Color color = position.At(p);
    const PointSet area =
        board::FloodFill(PointSet::Of(p), position.EmptyPoints() | position.Points(color));
    seen |= area & position.Points(color);
    Judge(position, analysis, reader, area, color, options, &out);
  });
  return out;
}

ScoreResult ScoreWithFoundDead(const Position& position, const ScoreOptions& options,
                               const DeadStoneOptions& dead_options, DeadStones* found) {
  DeadStoneOptions with_eyes = dead_options;
  with_eyes.eyes = options.eyes;
  DeadStones judged = FindDeadStones(position, with_eyes);
  ScoreResult score = Score(position, judged.dead, options);
  for (const JudgedGroup& group : judged.unsure_groups) {
    score.unsure |= group.stones;
    score.unsure_reasons.push_back(
        "dead or alive unsure: " + std::string(board::ColorName(group.color)) + " " +
        position.GtpVertex(group.stones.First()) + " (" + std::to_string(group.stones.size()) +
        " stones): " + group.reason);
  }
  if (found != nullptr) *found = std::move(judged);
  return score;
}

}  // namespace eyeshape::scoring
