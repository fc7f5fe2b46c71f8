// SPDX-License-Identifier: MIT
// File: tests/solver/small_positions_slow_test.cc
// The table of small positions (solver/small_positions.h): every 13th entry
// of 5 inside vertices against the search alone, every 8009th against the
// naive solver, and the solver with and
// without the table on every labelled polyomino of 6 cells, both models:
// there the table answers positions met deep in real searches, with W stones
// and X strings connected outside around them, so an error in the reduction
// to the inside vertices shows.

#include <gtest/gtest.h>

#include "tests/solver/small_positions_common.h"

namespace eyeshape::solver::internal {
namespace {

TEST(SmallPositionsTest, EveryFewEntriesOfFiveInsideVerticesIsWhatTheSearchFinds) {
  // Levels up to 4 are checked whole by the fast test; a stride larger than
  // any of them skips them here.
  ExpectEntriesAreWhatTheSearchFinds(SmallPositionOffset(5), 13);
}

TEST(SmallPositionsTest, EveryFewEntriesOfFiveInsideVerticesAgreesWithTheNaiveSolver) {
  // 2^25 / 8009: about 4,200 indices, about 2,500 of them positions.
  EXPECT_GT(ExpectAgreementWithTheNaiveSolver(SmallPositionOffset(5), SmallPositionOffset(6), 8009),
            1000);
}

TEST(SmallPositionsTest, SolverWithTheTableAgreesWithoutItOnSixCells) {
  ExpectTableChangesNothing(6, true);
}

}  // namespace
}  // namespace eyeshape::solver::internal
