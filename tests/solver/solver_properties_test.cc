// SPDX-License-Identifier: MIT
// File: tests/solver/solver_properties_test.cc
// Properties of eye values that follow from SPEC §2-5 alone
// (solver_properties_common.h argues each), checked on every labelled shape up
// to 5 cells (6 cells: solver_properties_slow_test.cc): every free polyomino
// with every labelling of its cells by '.', '!' and 'X' that is a valid board
// shape, in both models, L = 2; and L monotonicity for L = 0..3.
//
// A labelling is valid unless it puts '!' on a cell with four eyespace
// neighbours (a marginal vertex needs a side for the attacker's approach,
// SPEC §2).

#include <array>
#include <cstddef>

#include "tests/solver/solver_properties_common.h"

namespace eyeshape::solver_properties {
namespace {

// Number of valid labellings, counted independently: 3^n per polyomino, less
// those with '!' on a cell of degree 4. Of the free polyominoes up to 5 cells
// only the plus pentomino has such a cell (its centre): 3^4 = 81 of its 243
// labellings put '!' there. Free polyominoes: 1, 1, 2, 5, 12 (A000105).
TEST(SolverPropertiesTest, ValuesAreConsistentOnEveryShapeUpToFiveCells) {
  constexpr std::array<int, 6> kExpectedShapes = {0, 3, 9, 2 * 27, 5 * 81, 12 * 243 - 81};
  Counterexamples failures;
  for (int n = 1; n <= 5; ++n) {
    EXPECT_EQ(CheckAllShapes(n, failures), kExpectedShapes[static_cast<std::size_t>(n)])
        << n << " cells";
  }
  failures.Report();
}

// Alive with L implies alive with L + 1 for L = 0..3, every labelled shape up
// to 5 cells, both models (argued above CheckOuterLibertyMonotonicity()).
TEST(SolverPropertiesTest, MoreOuterLibertiesNeverHurtDefenderUpToFiveCells) {
  constexpr std::array<int, 6> kExpectedShapes = {0, 3, 9, 2 * 27, 5 * 81, 12 * 243 - 81};
  Counterexamples failures;
  for (int n = 1; n <= 5; ++n) {
    EXPECT_EQ(CheckOuterLibertyMonotonicity(n, failures),
              kExpectedShapes[static_cast<std::size_t>(n)])
        << n << " cells";
  }
  failures.Report();
}

}  // namespace
}  // namespace eyeshape::solver_properties
