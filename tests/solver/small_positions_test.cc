// SPDX-License-Identifier: MIT
// File: tests/solver/small_positions_test.cc
// The built-in table of small positions (solver/small_positions.h), made at
// build time level by level:
//
// * every entry of up to 4 inside vertices, and every 1009th of 5, is what
//   the search alone (no table at all) finds for its position
//   (small_positions_slow_test.cc: every 13th of 5);
// * entries agree with the naive solver (tests/testing/naive_solver.h), which
//   shares no code with the search: all of up to 2 inside vertices, every
//   251st of 3 and 4 (small_positions_slow_test.cc: every 8009th of 5);
// * hand-argued entries pin the layout and the values;
// * SmallPositionIndex() of positions with W stones and X strings connected
//   outside around them gives the inside vertices, their labels, edges,
//   outer liberties, extra eye and side;
// * the solver with the table gives the same values and vital points as
//   without it on every labelled polyomino of 5 cells, both models.
// small_positions_slow_test.cc adds 6 cells.

#include "solver/small_positions.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <optional>
#include <string>

#include "solver/game.h"
#include "solver/model/eyespace.h"
#include "solver/solver.h"
#include "tests/solver/small_positions_common.h"
#include "tests/testing/naive_solver.h"

namespace eyeshape::solver::internal {
namespace {

bool BuiltIn(std::size_t index) { return SmallPositionAlive(BuiltInSmallPositions(), index); }

TEST(SmallPositionsTest, TheBuiltInTableHasEveryLevel) {
  const SmallPositionTable table = BuiltInSmallPositions();
  EXPECT_EQ(table.max_inside, kSmallPositionMaxInside);
  // Levels 0..5: 2^5, 2^7, 2^10, 2^14, 2^19 and 2^25 entries, a bit each.
  EXPECT_EQ(table.bits.size(), (32 + 128 + 1024 + 16384 + 524288 + 33554432) / 8);
}

TEST(SmallPositionsTest, EveryEntryIsWhatTheSearchFinds) {
  ExpectEntriesAreWhatTheSearchFinds(1, 1009);
}

TEST(SmallPositionsTest, AgreesWithTheNaiveSolver) {
  // Up to 4 inside vertices here; the slow test samples 5 (the naive solver
  // is too slow there for a fast test).
  EXPECT_GT(ExpectAgreementWithTheNaiveSolver(0, SmallPositionOffset(5), 251), 2000);
}

// Known answers, each argued: they pin the layout as much as the values.
TEST(SmallPositionsTest, SmallEyesByHand) {
  auto index = [](int k, std::size_t edges, std::size_t labels, std::size_t left, bool extra,
                  bool x_to_move) {
    return SmallPositionOffset(k) + ((((edges << (2 * k)) | labels) << 5) | (left << 2) |
                                     (extra ? 2 : 0) | (x_to_move ? 1 : 0));
  };
  // No inside vertex: X fills the outer liberties and captures.
  EXPECT_FALSE(BuiltIn(index(0, 0, 0, 2, true, false)));
  // One empty proper vertex: one eye. Dead without the extra eye, alive
  // with it (Benson: two vital regions), whoever moves.
  EXPECT_FALSE(BuiltIn(index(1, 0, 0, 2, false, false)));
  EXPECT_TRUE(BuiltIn(index(1, 0, 0, 2, true, true)));
  // The same vertex where X connects outside: no eye even with the extra eye.
  EXPECT_FALSE(BuiltIn(index(1, 0, 1, 2, true, false)));
  // Straight three (edges 0-1 and 1-2: pair bits 0 and 2), all empty: O
  // first takes the middle and has two eyes; X first takes it and kills.
  EXPECT_TRUE(BuiltIn(index(3, 0b101, 0, 2, false, false)));
  EXPECT_FALSE(BuiltIn(index(3, 0b101, 0, 2, false, true)));
  // Square four (a 4-cycle 0-1, 1-3, 3-2, 2-0: pair bits 0, 1, 4, 5): dead
  // whoever moves first.
  EXPECT_FALSE(BuiltIn(index(4, 0b110011, 0, 2, false, false)));
  // Straight four (path 0-1-2-3: pair bits 0, 2, 5): alive whoever moves.
  EXPECT_TRUE(BuiltIn(index(4, 0b100101, 0, 2, false, true)));
}

TEST(SmallPositionsTest, IndexOfAPositionWithWallAndOutsideStones) {
  // A 2x3 rectangle of empty vertices, every vertex touching W:
  //   0 1 2
  //   3 4 5
  // O plays 1 and 4 (both join W); X plays 2, a marginal vertex (connected
  // outside). Inside: 0, 3, 5 (empty). 5 is next to X's outside stone at 2.
  Eyespace e;
  e.num_vertices = 6;
  auto edge = [&](int a, int b) {
    e.neighbours[a] |= VertexBit(b);
    e.neighbours[b] |= VertexBit(a);
  };
  edge(0, 1);
  edge(1, 2);
  edge(3, 4);
  edge(4, 5);
  edge(0, 3);
  edge(1, 4);
  edge(2, 5);
  e.marginal = VertexBit(2);
  e.touches_wall = e.vertices();
  const GameBoard board(e, 2, false);
  MoveResult result = board.PlayDefender(board.StartPosition(), 1);
  ASSERT_EQ(result.outcome, MoveOutcome::kPlayed);
  result = board.PlayDefender(result.next, 4);
  ASSERT_EQ(result.outcome, MoveOutcome::kPlayed);
  result = board.PlayAttacker(result.next, 2);
  ASSERT_EQ(result.outcome, MoveOutcome::kPlayed);
  const Position p = result.next;
  const std::optional<std::size_t> index = SmallPositionIndex(board, p, false);
  ASSERT_TRUE(index.has_value());
  const std::optional<SmallPosition> small = SmallPositionAt(*index);
  ASSERT_TRUE(small.has_value());
  // Inside vertices 0, 3, 5 become 0, 1, 2: one edge, 0-1 (pair bit 0); 5
  // (now 2) is where X connects outside; nothing else is marked.
  EXPECT_EQ(small->eyespace.num_vertices, 3);
  EXPECT_EQ(small->eyespace.neighbours[0], VertexBit(1));
  EXPECT_EQ(small->eyespace.neighbours[2], VertexSet{0});
  EXPECT_EQ(small->eyespace.marginal, VertexBit(2));
  EXPECT_EQ(small->eyespace.attacker, VertexSet{0});
  EXPECT_EQ(small->outer_liberties, 2);
  EXPECT_FALSE(small->extra_eye);
  EXPECT_FALSE(small->attacker_to_move);
  // A two-vertex eye beside a vertex X can take from outside: dead (X
  // takes 5, then the two-vertex eye dies as in D2), the table says so.
  EXPECT_FALSE(BuiltIn(*index));
  // An X stone whose vertex does not touch W keeps that label: in the path
  // 0-1-2-3 where 2 has no free side, X on 2 (liberties 1 and 3).
  Eyespace path;
  path.num_vertices = 4;
  for (int v = 0; v + 1 < 4; ++v) {
    path.neighbours[v] |= VertexBit(v + 1);
    path.neighbours[v + 1] |= VertexBit(v);
  }
  path.touches_wall = VertexBit(0) | VertexBit(1) | VertexBit(3);
  const GameBoard path_board(path, 1, true);
  const std::optional<std::size_t> path_index =
      SmallPositionIndex(path_board, path_board.StartWith(VertexBit(2)), true);
  ASSERT_TRUE(path_index.has_value());
  const std::optional<SmallPosition> path_small = SmallPositionAt(*path_index);
  ASSERT_TRUE(path_small.has_value());
  EXPECT_EQ(path_small->eyespace.attacker, VertexBit(2));
  EXPECT_EQ(path_small->eyespace.touches_wall, VertexBit(0) | VertexBit(1) | VertexBit(3));
  EXPECT_EQ(path_small->eyespace.neighbours[1], VertexBit(0) | VertexBit(2));
  EXPECT_EQ(path_small->outer_liberties, 1);
  EXPECT_TRUE(path_small->extra_eye);
  EXPECT_TRUE(path_small->attacker_to_move);
  // An O stone on a vertex that does not touch W is a separate string: the
  // position is not simple, and the table does not answer it.
  e.touches_wall = e.vertices() & ~VertexBit(4);
  const GameBoard interior(e, 2, false);
  const MoveResult separate = interior.PlayDefender(interior.StartPosition(), 4);
  ASSERT_EQ(separate.outcome, MoveOutcome::kPlayed);
  EXPECT_FALSE(SmallPositionIndex(interior, separate.next, true).has_value());
}

TEST(SmallPositionsTest, SolverWithTheTableAgreesWithoutItOnFiveCells) {
  ExpectTableChangesNothing(5, true);
}

}  // namespace
}  // namespace eyeshape::solver::internal
