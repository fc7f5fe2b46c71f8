// SPDX-License-Identifier: MIT
// File: tests/solver/naive_agreement_test.cc
// The real solver agrees with the naive reference solver on every labelled
// shape of up to 4 cells (5 cells: naive_agreement_slow_test.cc).

#include "tests/solver/naive_agreement_common.h"

namespace eyeshape::testing {
namespace {

TEST(NaiveAgreementTest, AgreesOnEveryLabelledShapeUpToThreeCells) {
  for (int cells = 1; cells <= 3; ++cells) ExpectSolversAgreeOnSize(cells);
}

TEST(NaiveAgreementTest, AgreesOnEveryLabelledShapeOfFourCells) { ExpectSolversAgreeOnSize(4); }

}  // namespace
}  // namespace eyeshape::testing
