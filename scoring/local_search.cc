// SPDX-License-Identifier: MIT
// File: scoring/local_search.cc
// The local capture game (scoring/local_search.h): a three-valued alpha-beta
// over moves in the area, with a transposition table of proven outcomes.

#include "scoring/local_search.h"

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
  attacker_ = attacker;
  nodes_ = 0;
  out_of_budget_ = false;
  first_move_ = board::kNoPoint;
  // Every useful line fills area points; captures re-empty some. Twice the
  // area plus slack covers the usual throw-in and recapture lines.
  max_depth_ = 2 * area_.size() + 8;
  Point move = board::kNoPoint;
  const SearchOutcome outcome = AttackerToMove(position, 0, &move);
  if (outcome == SearchOutcome::kWin) first_move_ = move;
  return outcome;
}

SearchOutcome LocalSearch::AttackerToMove(const Position& position, int depth, Point* move) {
  const Color defender = board::Opponent(attacker_);
  if (++nodes_ > options_.node_budget) out_of_budget_ = true;
  if (out_of_budget_ || depth >= max_depth_) return SearchOutcome::kUnknown;
  const std::uint64_t key = position.hash() ^ (attacker_ == Color::kWhite ? kWhiteAttacksSalt : 0);
  if (auto it = table_.find(key); it != table_.end()) return it->second;

  bool unknown = false;
  std::vector<Point> moves;
  (position.EmptyPoints() & area_).ForEach([&](Point p) { moves.push_back(p); });
  for (Point p : moves) {
    if (position.CheckMove(attacker_, p) != board::MoveError::kNone) continue;
    if (IsPureSelfFill(position, attacker_, p)) continue;
    Position child = position;
    child.Play(attacker_, p);
    if (HasLost(child, defender)) {
      *move = p;
      table_[key] = SearchOutcome::kWin;
      return SearchOutcome::kWin;
    }
    const SearchOutcome reply = DefenderToMove(child, depth + 1);
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

SearchOutcome LocalSearch::DefenderToMove(const Position& position, int depth) {
  const Color defender = board::Opponent(attacker_);
  if (++nodes_ > options_.node_budget) out_of_budget_ = true;
  if (out_of_budget_ || depth >= max_depth_) return SearchOutcome::kUnknown;
  const std::uint64_t key =
      position.hash() ^ kDefenderToMoveSalt ^ (attacker_ == Color::kWhite ? kWhiteAttacksSalt : 0);
  if (auto it = table_.find(key); it != table_.end()) return it->second;

  // Captures of protected attacker stones first: they refute at once.
  std::vector<Point> moves;
  (position.EmptyPoints() & area_).ForEach([&](Point p) { moves.push_back(p); });
  std::vector<Position> children;
  children.reserve(moves.size());
  for (Point p : moves) {
    if (position.CheckMove(defender, p) != board::MoveError::kNone) continue;
    if (IsPureSelfFill(position, defender, p)) continue;
    Position child = position;
    child.Play(defender, p);
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
  SearchOutcome outcome = AttackerToMove(passed, depth + 1, &ignored);
  if (outcome == SearchOutcome::kLoss) {
    table_[key] = SearchOutcome::kLoss;
    return SearchOutcome::kLoss;
  }
  if (outcome == SearchOutcome::kUnknown) unknown = true;
  for (const Position& child : children) {
    outcome = AttackerToMove(child, depth + 1, &ignored);
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

}  // namespace eyeshape::scoring
