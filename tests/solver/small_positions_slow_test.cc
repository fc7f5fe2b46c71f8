// SPDX-License-Identifier: MIT
// File: tests/solver/small_positions_slow_test.cc
// The solver with and without the table of small positions
// (solver/small_positions.h) on every labelled polyomino of 6 cells, both
// models: there the table answers positions met deep in real searches, with
// W stones and X strings connected outside around them, so an error in the
// reduction to the inside vertices shows.

#include <gtest/gtest.h>

#include "tests/solver/small_positions_common.h"

namespace eyeshape::solver::internal {
namespace {

TEST(SmallPositionsTest, SolverWithTheTableAgreesWithoutItOnSixCells) {
  ExpectTableChangesNothing(6, true);
}

}  // namespace
}  // namespace eyeshape::solver::internal
