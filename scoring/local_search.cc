// SPDX-License-Identifier: MIT
// File: scoring/local_search.cc
// The local capture game (scoring/local_search.h): a three-valued alpha-beta
// over moves in the area, with a transposition table of proven outcomes.

#include "scoring/local_search.h"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

namespace eyeshape::scoring {
namespace {

using board::Color;
using board::Point;
using board::PointSet;
using board::Position;

// Distinct salts so that the same stones with another role to move or another
// attacker never share an entry.
constexpr std::uint64_t kDefenderToMoveSalt = 0x9e3779b97f4a7c15ULL;
constexpr std::uint64_t kWhiteAttacksSalt = 0xc2b2ae3d27d4eb4fULL;
constexpr std::uint64_t kPassesSalt = 0x165667b19e3779f9ULL;

}  // namespace

LocalSearch::LocalSearch(const PointSet& area, const std::array<PointSet, 2>& protected_stones,
                         const LocalSearchOptions& options)
    : area_(area), protected_(protected_stones), options_(options) {}

bool LocalSearch::HasLost(const Position& position, Color color) const {
  const PointSet& mine = protected_[board::PlayerIndex(color)];
  return !(mine - position.Points(color)).empty();
}

bool LocalSearch::IsPureSelfFill(const Position& position, Color color, Point p) {
  const PointSet neighbours = position.Neighbours(PointSet::Of(p));
  if (!(neighbours - position.Points(color)).empty()) return false;
  const Point first = neighbours.First();
  if (first == board::kNoPoint) return false;
  return (neighbours - position.StringAt(first)).empty();
}

SearchOutcome LocalSearch::CanCapture(const Position& position, Color attacker) {
  return CanCapture(position, attacker, attacker);
}

SearchOutcome LocalSearch::CanCapture(const Position& position, Color attacker, Color first) {
  attacker_ = attacker;
  nodes_ = 0;
  out_of_budget_ = false;
  first_move_ = board::kNoPoint;
  // Every useful line fills area points; captures re-empty some. Twice the
  // area plus slack covers the usual throw-in and recapture lines.
  max_depth_ = 2 * area_.size() + 8;
  if (first != attacker) return DefenderToMove(position, 0, 0);
  Point move = board::kNoPoint;
  const SearchOutcome outcome = AttackerToMove(position, 0, 0, &move);
  if (outcome == SearchOutcome::kWin) first_move_ = move;
  return outcome;
}

std::uint64_t LocalSearch::KeyOf(const Position& position, bool defender_to_move,
                                 int passes) const {
  std::uint64_t key = position.hash() ^ (attacker_ == Color::kWhite ? kWhiteAttacksSalt : 0) ^
                      (defender_to_move ? kDefenderToMoveSalt : 0);
  if (!options_.wall.empty()) key ^= kPassesSalt * static_cast<std::uint64_t>(passes + 1);
  return key;
}

bool LocalSearch::WallFalls(const Position& position, int passes) const {
  bool falls = false;
  PointSet seen;
  options_.wall.ForEach([&](Point q) {
    if (falls || seen.Contains(q)) return;
    if (position.At(q) != attacker_) {
      falls = true;
      return;
    }
    const PointSet string = position.StringAt(q);
    seen |= string;
    const PointSet liberties = position.Liberties(string);
    const int inside = (liberties & area_).size();
    const int outside = liberties.size() - inside;
    // One defender move more: the last liberty inside (the passes took those
    // outside) or the last one outside.
    const int taken = options_.steady_wall.Contains(q) ? 0 : passes;
    if (inside + std::max(0, outside - taken) <= 1) falls = true;
  });
  return falls;
}

SearchOutcome LocalSearch::AttackerToMove(const Position& position, int depth, int passes,
                                          Point* move) {
  const Color defender = board::Opponent(attacker_);
  if (++nodes_ > options_.node_budget) out_of_budget_ = true;
  if (out_of_budget_ || depth >= max_depth_) return SearchOutcome::kUnknown;
  const std::uint64_t key = KeyOf(position, /*defender_to_move=*/false, passes);
  if (auto it = table_.find(key); it != table_.end()) return it->second;

  bool unknown = false;
  std::vector<Point> moves;
  (position.EmptyPoints() & area_).ForEach([&](Point p) { moves.push_back(p); });
  for (Point p : moves) {
    if (position.CheckMove(attacker_, p) != board::MoveError::kNone) continue;
    if (IsPureSelfFill(position, attacker_, p)) continue;
    Position child = position;
    child.Play(attacker_, p);
    // A ko the defender could retake after a threat elsewhere wins nothing.
    if (options_.defender_wins_kos && child.ko_point() != board::kNoPoint) continue;
    if (HasLost(child, defender)) {
      *move = p;
      table_[key] = SearchOutcome::kWin;
      return SearchOutcome::kWin;
    }
    const SearchOutcome reply = DefenderToMove(child, depth + 1, passes);
    if (reply == SearchOutcome::kWin) {
      *move = p;
      table_[key] = SearchOutcome::kWin;
      return SearchOutcome::kWin;
    }
    if (reply == SearchOutcome::kUnknown) unknown = true;
  }
  if (unknown) return SearchOutcome::kUnknown;
  table_[key] = SearchOutcome::kLoss;
  return SearchOutcome::kLoss;
}

SearchOutcome LocalSearch::DefenderToMove(const Position& position, int depth, int passes) {
  const Color defender = board::Opponent(attacker_);
  if (++nodes_ > options_.node_budget) out_of_budget_ = true;
  if (out_of_budget_ || depth >= max_depth_) return SearchOutcome::kUnknown;
  const std::uint64_t key = KeyOf(position, /*defender_to_move=*/true, passes);
  if (auto it = table_.find(key); it != table_.end()) return it->second;
  if (!options_.wall.empty() && WallFalls(position, passes)) {
    table_[key] = SearchOutcome::kLoss;
    return SearchOutcome::kLoss;
  }

  // Captures of protected attacker stones first: they refute at once.
  std::vector<Point> moves;
  (position.EmptyPoints() & area_).ForEach([&](Point p) { moves.push_back(p); });
  std::vector<Position> children;
  children.reserve(moves.size());
  for (Point p : moves) {
    Position child = position;
    const board::MoveError error =
        options_.defender_wins_kos ? child.PlayIgnoringKo(defender, p) : child.Play(defender, p);
    if (error != board::MoveError::kNone) continue;
    if (options_.wall.empty() && IsPureSelfFill(position, defender, p)) continue;
    if (HasLost(child, attacker_)) {
      table_[key] = SearchOutcome::kLoss;
      return SearchOutcome::kLoss;
    }
    children.push_back(child);
  }
  bool unknown = false;
  Point ignored = board::kNoPoint;
  // The pass first: most attacker moves in a seki are refuted by doing nothing.
  Position passed = position;
  passed.Play(defender, board::kPass);
  SearchOutcome outcome = AttackerToMove(passed, depth + 1, passes + 1, &ignored);
  if (outcome == SearchOutcome::kLoss) {
    table_[key] = SearchOutcome::kLoss;
    return SearchOutcome::kLoss;
  }
  if (outcome == SearchOutcome::kUnknown) unknown = true;
  for (const Position& child : children) {
    outcome = AttackerToMove(child, depth + 1, passes, &ignored);
    if (outcome == SearchOutcome::kLoss) {
      table_[key] = SearchOutcome::kLoss;
      return SearchOutcome::kLoss;
    }
    if (outcome == SearchOutcome::kUnknown) unknown = true;
  }
  if (unknown) return SearchOutcome::kUnknown;
  table_[key] = SearchOutcome::kWin;
  return SearchOutcome::kWin;
}

CaptureReading ReadCapture(const Position& position, const PointSet& string, const PointSet& area,
                           const PointSet& safe, int node_budget, const PointSet& assumed_alive) {
  const Color own = position.At(string.First());
  const Color other = board::Opponent(own);
  PointSet around;  // whole strings
  ((position.Neighbours(area | string) & position.Points(other)) - area).ForEach([&](Point q) {
    if (!around.Contains(q)) around |= position.StringAt(q);
  });
  LocalSearchOptions options;
  options.node_budget = node_budget;
  options.defender_wins_kos = true;
  options.wall = around - safe;
  options.steady_wall = options.wall & assumed_alive;
  std::array<PointSet, 2> protected_stones;
  protected_stones[board::PlayerIndex(own)] = string;
  LocalSearch search(area, protected_stones, options);
  CaptureReading reading;
  reading.wall = options.wall;
  reading.captured = search.CanCapture(position, other, own) == SearchOutcome::kWin;
  if (!reading.captured) return reading;
  reading.proved = reading.wall.empty();
  const std::string others(board::ColorName(other));
  std::string elsewhere =
      ", its moves elsewhere taking liberties of the " + others + " stones around it";
  if (!options.steady_wall.empty()) elsewhere += " but those the estimate keeps alive";
  reading.reason = std::string(reading.proved ? "proved: " : "") +
                   "its capture read on the board (moves in the " + std::to_string(area.size()) +
                   " points around it, every " + others + " sacrifice read, every ko left to " +
                   std::string(board::ColorName(own)) +
                   (reading.proved ? ") and the " + others + " stones around it proved alive"
                                   : elsewhere + "); that those live is estimated");
  return reading;
}

}  // namespace eyeshape::scoring
