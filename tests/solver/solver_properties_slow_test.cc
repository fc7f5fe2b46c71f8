// SPDX-License-Identifier: MIT
// File: tests/solver/solver_properties_slow_test.cc
// The eye-value properties of solver_properties_test.cc on every labelled
// shape with 6 cells (35 free hexominoes, every valid labelling by '.', '!'
// and 'X', both models, L = 2), and L monotonicity at 6 cells. Labelled
// `slow` (a full enumeration); the checks are in solver_properties_common.h.

#include "tests/solver/solver_properties_common.h"

namespace eyeshape::solver_properties {
namespace {

// Valid labellings counted independently: 35 free hexominoes (A000105) with
// 3^6 labellings each, less those with '!' on a cell of degree 4. A degree-4
// cell and its neighbours form the plus pentomino, and the hexominoes holding
// it are the plus with a cell added next to a corner of two arms or at the
// end of an arm (the other additions are their images): 2 hexominoes, one
// degree-4 cell each, 3^5 labellings with '!' there.
TEST(SolverPropertiesSlowTest, ValuesAreConsistentOnEverySixCellShape) {
  Counterexamples failures;
  EXPECT_EQ(CheckAllShapes(6, failures), 35 * 729 - 2 * 243);
  failures.Report();
}

// Alive with L implies alive with L + 1 for L = 0..3 (argued in
// solver_properties_test.cc, where it is tested up to 5 cells).
TEST(SolverPropertiesSlowTest, MoreOuterLibertiesNeverHurtDefenderAtSixCells) {
  Counterexamples failures;
  EXPECT_EQ(CheckOuterLibertyMonotonicity(6, failures), 35 * 729 - 2 * 243);
  failures.Report();
}

}  // namespace
}  // namespace eyeshape::solver_properties
