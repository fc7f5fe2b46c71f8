// SPDX-License-Identifier: MIT
// File: scoring/enclosed_string.cc
// JudgeEnclosedString(): the region drawn as an eyes.db diagram (edges
// included), parsed, normalized and solved with the wall's real outer
// liberties.

#include "scoring/enclosed_string.h"

#include <algorithm>
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
  board::ForEachComponent(liberties, not_own, [&](const PointSet& r) {
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
  verdict.region = region;
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
    const CaptureReading reading = ReadCapture(
        position, string, region, options.unconditionally_alive, options.proof_node_budget);
    verdict.capture_read = reading.captured;
    verdict.proved_dead = reading.proved;
    if (reading.captured) verdict.reason += "; " + reading.reason;
  }
  return verdict;
}

}  // namespace eyeshape::scoring
