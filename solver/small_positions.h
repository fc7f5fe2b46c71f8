// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SOLVER_SMALL_POSITIONS_H_
#define EYESHAPE_SOLVER_SMALL_POSITIONS_H_

// File: solver/small_positions.h
// alive() of every small "simple" position of the local game (SPEC §2),
// solved once and built in, so the search (solver.cc) answers them with one
// table read instead of a subtree. Searches of different eyespaces meet the
// same small endings again and again; the memo of one Solver cannot share
// them.
//
// A position is simple when it has no separate O string and every empty
// vertex is a liberty of W: every O move then joins W. Its inside is the
// empty vertices and the X stones not connected outside; it is small when
// the inside has at most kSmallPositionMaxInside vertices. From such a
// position only the inside is ever played on, and the game depends on no
// more than:
//
//   * the edges among the inside vertices;
//   * per inside vertex one of four labels: empty; empty where X connects
//     outside (marginal, or next to an X string connected outside); an X
//     stone whose vertex touches W (a liberty of W once captured); an X
//     stone that does not (an X string's vertex need not touch the stone
//     that captures it);
//   * the outer liberties left, the extra eye, the side to move.
//
// W's stones and the X strings connected outside only stand around it. So
// the position has the same alive() as the start position of the
// eyespace made of the inside vertices alone with those labels (every empty
// vertex touching W; an X stone touching W by its label), with L = the outer
// liberties left. SmallPositionAt() builds that eyespace for an index, and
// the table holds its alive(), as the solver finds it without the table.
//
// The stored answer is the answer for a fresh line of play. The search uses
// it only where its memo could reuse a result too (Solver::Impl::Cacheable:
// the answer cannot depend on the earlier positions of the line; no ko ban
// at the root). tests/solver/small_positions_test.cc checks every entry of
// the built-in table against a fresh solve and a sample against the naive
// solver; solver/tools/make_small_position_table.cc writes the table.
//
// Index layout (k = number of inside vertices, taken in increasing vertex
// order; the pairs (0,1), (0,2), (1,2), (0,3), (1,3), (2,3) in that order
// give the edge bits, the first k(k-1)/2 of them):
//
//   index = offset(k) + ((edges << 2k | labels) << 5 | left << 2 | extra << 1 | x_to_move)
//
// with 2 bits of label per vertex (vertex i at bits 2i), left = outer
// liberties left (0..7).

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "solver/game.h"
#include "solver/model/eyespace.h"

namespace eyeshape::solver::internal {

inline constexpr int kSmallPositionMaxInside = 4;

// Labels of an inside vertex.
enum class SmallLabel : std::uint8_t {
  kEmpty = 0,
  kEmptyMarginal = 1,        // X connects outside here
  kAttackerAway = 2,         // X stone, its vertex does not touch W
  kAttackerTouchingWall = 3  // X stone, its vertex touches W
};

// Number of entries for k inside vertices, and where they start.
constexpr std::size_t SmallPositionCount(int k) {
  return std::size_t{1} << (k * (k - 1) / 2 + 2 * k + 5);
}
constexpr std::size_t SmallPositionOffset(int k) {
  std::size_t offset = 0;
  for (int i = 0; i < k; ++i) offset += SmallPositionCount(i);
  return offset;
}
inline constexpr std::size_t kSmallPositionEntries =
    SmallPositionOffset(kSmallPositionMaxInside + 1);
inline constexpr std::size_t kSmallPositionWords = (kSmallPositionEntries + 63) / 64;

// The built-in table: bit i is alive() of entry i (0 where the entry is not
// a position: W without a liberty, or an X string without an empty
// neighbour).
extern const std::array<std::uint64_t, kSmallPositionWords> kSmallPositionTable;

// The index of `p` when it is small and simple, else nullopt. `board` gives
// the graph, the marginal vertices, L and the extra eye.
inline std::optional<std::size_t> SmallPositionIndex(const GameBoard& board, const Position& p,
                                                     bool attacker_to_move) {
  if (p.defender != p.wall) return std::nullopt;  // a separate O string
  const VertexSet empty = board.Empty(p);
  if ((empty & ~p.wall_reach) != 0) return std::nullopt;
  const VertexSet capturable = p.attacker & ~p.outside;
  VertexSet inside = empty | capturable;
  const int k = std::popcount(inside);
  if (k > kSmallPositionMaxInside) return std::nullopt;
  const Eyespace& eyespace = board.eyespace();
  std::array<int, kSmallPositionMaxInside> vertex{};
  for (int i = 0; i < k; ++i, inside &= inside - 1) vertex[i] = std::countr_zero(inside);
  std::size_t edges = 0;
  int pair = 0;
  for (int j = 1; j < k; ++j) {
    for (int i = 0; i < j; ++i, ++pair) {
      if ((eyespace.neighbours[vertex[j]] & VertexBit(vertex[i])) != 0) {
        edges |= std::size_t{1} << pair;
      }
    }
  }
  const VertexSet connects_outside = eyespace.marginal | board.Neighbourhood(p.outside);
  std::size_t labels = 0;
  for (int i = 0; i < k; ++i) {
    const VertexSet bit = VertexBit(vertex[i]);
    SmallLabel label = SmallLabel::kEmpty;
    if ((capturable & bit) != 0) {
      label =
          (p.wall_reach & bit) != 0 ? SmallLabel::kAttackerTouchingWall : SmallLabel::kAttackerAway;
    } else if ((connects_outside & bit) != 0) {
      label = SmallLabel::kEmptyMarginal;
    }
    labels |= static_cast<std::size_t>(label) << (2 * i);
  }
  const auto left = static_cast<std::size_t>(board.outer_liberties() - p.outer_filled);
  return SmallPositionOffset(k) + ((((edges << (2 * k)) | labels) << 5) | (left << 2) |
                                   (board.extra_eye() ? std::size_t{2} : 0) |
                                   (attacker_to_move ? 1 : 0));
}

inline bool SmallPositionAlive(std::size_t index) {
  return ((kSmallPositionTable[index / 64] >> (index % 64)) & 1) != 0;
}

// The position an index stands for, as the start position of an eyespace of
// its inside vertices; nullopt when the index is no position.
struct SmallPosition {
  Eyespace eyespace;
  int outer_liberties = 0;
  bool extra_eye = false;
  bool attacker_to_move = false;
};
std::optional<SmallPosition> SmallPositionAt(std::size_t index);

// alive() of a small position by search alone, without the table (solver.cc):
// how the table was made.
bool SolveSmallPosition(const SmallPosition& position);

}  // namespace eyeshape::solver::internal

#endif  // EYESHAPE_SOLVER_SMALL_POSITIONS_H_
