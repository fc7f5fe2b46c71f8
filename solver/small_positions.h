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
// at the root).
//
// The table is made at build time (solver/make_small_position_table.cc,
// run by solver/CMakeLists.txt) and built into the library
// (small_position_data.cc): 34,096,288 entries, 4.3 MB, too large to keep
// in the repository. It is made level by level: the entries with k inside
// vertices are solved by the search with the table of the levels below k,
// the first level by the search alone. Every position reached from a level-k
// position that the search reads from a lower level has fewer inside
// vertices, so by induction each entry is what the search alone finds.
// tests/solver/small_positions_test.cc checks every entry of up to 4 inside
// vertices, and a sample of 5, against the search with no table, and a
// sample of each level against the naive solver.
//
// Index layout (k = number of inside vertices, taken in increasing vertex
// order; the pairs (0,1), (0,2), (1,2), (0,3), (1,3), (2,3), (0,4), ... in
// that order give the edge bits, the first k(k-1)/2 of them):
//
//   index = offset(k) + ((edges << 2k | labels) << 5 | left << 2 | extra << 1 | x_to_move)
//
// with 2 bits of label per vertex (vertex i at bits 2i), left = outer
// liberties left (0..7). Entry i is bit i % 8 of byte i / 8.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

#include "solver/game.h"
#include "solver/model/eyespace.h"

namespace eyeshape::solver::internal {

inline constexpr int kSmallPositionMaxInside = 5;

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
inline constexpr std::size_t kSmallPositionBytes = (kSmallPositionEntries + 7) / 8;

// A table of small positions: alive() of every entry with at most
// `max_inside` inside vertices (bit i is 0 where entry i is not a position:
// W without a liberty, or an X string without an empty neighbour). The
// search reads positions of up to max_inside inside vertices from it; -1:
// no table.
struct SmallPositionTable {
  std::span<const std::uint8_t> bits;
  int max_inside = -1;
};

// The built-in table, every level (small_position_data.cc).
SmallPositionTable BuiltInSmallPositions();

// The index of `p` when it is small and simple, else nullopt. `board` gives
// the graph, the marginal vertices, L and the extra eye.
// Positions with more than `max_inside` inside vertices give nullopt too.
inline std::optional<std::size_t> SmallPositionIndex(const GameBoard& board, const Position& p,
                                                     bool attacker_to_move,
                                                     int max_inside = kSmallPositionMaxInside) {
  if (p.defender != p.wall) return std::nullopt;  // a separate O string
  const VertexSet empty = board.Empty(p);
  if ((empty & ~p.wall_reach) != 0) return std::nullopt;
  const VertexSet capturable = p.attacker & ~p.outside;
  VertexSet inside = empty | capturable;
  const int k = std::popcount(inside);
  if (k > max_inside) return std::nullopt;
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

// REQUIRES: `index` within the levels of `table`.
inline bool SmallPositionAlive(const SmallPositionTable& table, std::size_t index) {
  return ((table.bits[index / 8] >> (index % 8)) & 1) != 0;
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

// alive() of a small position by the search, reading positions from
// `smaller` (solver.cc); with no table (the default), by the search alone.
bool SolveSmallPosition(const SmallPosition& position, const SmallPositionTable& smaller = {});

}  // namespace eyeshape::solver::internal

#endif  // EYESHAPE_SOLVER_SMALL_POSITIONS_H_
