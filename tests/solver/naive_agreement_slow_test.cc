// SPDX-License-Identifier: MIT
// File: tests/solver/naive_agreement_slow_test.cc
// The real solver agrees with the naive reference solver on every labelled
// shape of five cells, both models (smaller sizes: naive_agreement_test.cc).

#include "tests/solver/naive_agreement_common.h"

namespace eyeshape::testing {
namespace {

TEST(NaiveAgreementSlowTest, AgreesOnEveryLabelledShapeOfFiveCells) { ExpectSolversAgreeOnSize(5); }

}  // namespace
}  // namespace eyeshape::testing
