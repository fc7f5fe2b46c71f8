// SPDX-License-Identifier: MIT
// File: scoring/enclosed_string.cc
// JudgeEnclosedString(): the region drawn as an eyes.db diagram (edges
// included), parsed, normalized and solved with the wall's real outer
// liberties.

#include "scoring/enclosed_string.h"

#include <algorithm>
#include <array>
#include <string>

#include "scoring/local_search.h"
#include "solver/model/eyespace.h"
#include "solver/solver.h"

namespace eyeshape::scoring {
namespace {

using board::Color;
using board::Point;
using board::PointSet;
using board::Position;

// The capture of `string` (S, of the colour at its stones) read on the board
// with S moving first (enclosed_string.h): "" when not proved, else why.
std::string ProveCapture(const Position& position, const PointSet& string, const PointSet& region,
                         const EnclosedOptions& options) {
  const Color own = position.At(string.First());
  const Color other = board::Opponent(own);
  const PointSet wall = (position.Neighbours(string) & position.Points(other)) - region;
  int fewest = -1;  // the fewest liberties of a wall string not proved alive
  PointSet seen;
  wall.ForEach([&](Point q) {
    if (seen.Contains(q) || options.unconditionally_alive.Contains(q)) return;
    const PointSet wall_string = position.StringAt(q);
    seen |= wall_string;
    const int liberties = position.Liberties(wall_string).size();
    if (fewest < 0 || liberties < fewest) fewest = liberties;
  });
  LocalSearchOptions search_options;
  search_options.node_budget = options.proof_node_budget;
  search_options.defender_wins_kos = true;
  search_options.defender_passes = fewest < 0 ? -1 : fewest - 1;
  std::array<PointSet, 2> protected_stones;
  protected_stones[board::PlayerIndex(own)] = string;
  LocalSearch search(region, protected_stones, search_options);
  if (search.CanCapture(position, other, own) != SearchOutcome::kWin) return "";
  const std::string others = std::string(board::ColorName(other));
  return "proved by reading the capture on the board: every " + others +
         " sacrifice in the region read, every ko left to " + std::string(board::ColorName(own)) +
         ", " +
         (fewest < 0 ? "the " + others + " stones around it unconditionally alive"
                     : std::to_string(fewest - 1) + " " + std::string(board::ColorName(own)) +
                           " moves elsewhere allowed (the " + others + " strings around it have " +
                           std::to_string(fewest) + " liberties or more)");
}

}  // namespace

EnclosedVerdict JudgeEnclosedString(const Position& position, Point p, const PointSet& staying,
                                    const EnclosedOptions& options) {
  EnclosedVerdict verdict;
  const Color own = position.At(p);
  const PointSet string = position.StringAt(p);
  const PointSet liberties = position.Liberties(string);
  if (liberties.empty()) return verdict;
  const PointSet not_own = position.board_points() - position.Points(own);
  // The region holding most of the liberties (the first on a tie).
  PointSet region;
  PointSet seen;
  liberties.ForEach([&](Point q) {
    if (seen.Contains(q)) return;
    const PointSet r = board::FloodFill(PointSet::Of(q), not_own);
    seen |= r;
    if ((r & liberties).size() > (region & liberties).size()) region = r;
  });
  if (region.size() > options.max_region) return verdict;
  // Bordered by S alone (and the edge).
  if (!(position.Neighbours(region) - string).empty()) return verdict;
  // Every liberty in R: the model's outer liberties cannot stand for a
  // liberty on the board, where S could extend or connect through it.
  const PointSet outer = liberties - region;
  if (!outer.empty()) return verdict;
  // The other colour's stones around S, outside R, must stay: S could live
  // by capturing one of them, which the local game does not see.
  const Color other_colour = board::Opponent(own);
  if (!((position.Neighbours(string) & position.Points(other_colour)) - region - staying).empty()) {
    return verdict;
  }
  // The diagram: R's bounding box and a frame of one cell, `O` for S's
  // stones next to R, `|` `-` `+` off the board, blanks elsewhere.
  int x0 = 99;
  int x1 = -1;
  int y0 = 99;
  int y1 = -1;
  region.ForEach([&](Point q) {
    x0 = std::min(x0, board::ColumnOf(q));
    x1 = std::max(x1, board::ColumnOf(q));
    y0 = std::min(y0, board::RowOf(q));
    y1 = std::max(y1, board::RowOf(q));
  });
  const Color other = board::Opponent(own);
  std::string diagram;
  for (int y = y0 - 1; y <= y1 + 1; ++y) {
    if (!diagram.empty()) diagram += '%';
    for (int x = x0 - 1; x <= x1 + 1; ++x) {
      const bool off_x = x < 0 || x >= position.width();
      const bool off_y = y < 0 || y >= position.height();
      if (off_x && off_y) {
        diagram += '+';
      } else if (off_x) {
        diagram += '|';
      } else if (off_y) {
        diagram += '-';
      } else {
        const Point q = board::PointAt(x, y);
        if (region.Contains(q)) {
          diagram += position.At(q) == other ? 'X' : '.';
        } else {
          diagram += string.Contains(q) ? 'O' : ' ';
        }
      }
    }
  }
  const Result<solver::Pattern> pattern = solver::ParseEyespace(diagram);
  if (!pattern.ok()) return verdict;  // e.g. an edge on both sides
  const solver::NormalizedEyespace normalized = solver::Normalize(pattern.value().eyespace);
  solver::GameOptions game;
  game.outer_liberties = outer.size();
  game.node_budget = options.node_budget;
  solver::Evaluation evaluation;
  try {
    evaluation = solver::SolveValue(normalized.eyespace, game);
  } catch (const solver::NodeBudgetExceeded&) {
    return verdict;
  }
  verdict.applies = true;
  verdict.value = evaluation.value.ToString();
  verdict.dies = verdict.value[2] < '2';
  verdict.lives = verdict.value[1] == '2';
  verdict.reason = "exact local game: the " + std::string(board::ColorName(own)) + " string at " +
                   position.GtpVertex(string.First()) + " around " +
                   board::VertexList(position, region) + " (" + diagram + ", " +
                   std::to_string(outer.size()) + " outer liberties) has value " + verdict.value +
                   (verdict.dies    ? ": captured even if it moves first"
                    : verdict.lives ? ": lives even if the other side moves first"
                                    : ": whoever moves first");
  if (verdict.dies) {
    const std::string proof = ProveCapture(position, string, region, options);
    verdict.proved_dead = !proof.empty();
    if (verdict.proved_dead) verdict.reason += "; " + proof;
  }
  return verdict;
}

}  // namespace eyeshape::scoring
