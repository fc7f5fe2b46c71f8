// SPDX-License-Identifier: MIT
// File: tests/solver/naive_edge_agreement_test.cc
// The real solver agrees with the naive reference solver on every edge and
// every corner labelling of 1 to 4 cells, board model: 3 + 18 + 108 + 945 =
// 1074 edge and 3 + 9 + 99 + 729 = 840 corner labellings compared (27 edge
// and 9 + 81 corner ones are not holdable).
// 5 cells: naive_edge_agreement_slow_test.cc.

#include <cstdint>

#include "tests/solver/naive_edge_agreement_common.h"

namespace eyeshape::testing {
namespace {

TEST(NaiveEdgeAgreementTest, AgreesOnEveryEdgeAndCornerLabellingUpToThreeCells) {
  std::int64_t compared = 0;
  for (const tables::Placement kind : {tables::Placement::kEdge, tables::Placement::kCorner}) {
    for (int cells = 1; cells <= 3; ++cells) {
      compared += ExpectSolversAgreeOnPlacements(cells, kind).compared;
    }
  }
  EXPECT_EQ(compared, (3 + 18 + 108) + (3 + 9 + 99));
}

TEST(NaiveEdgeAgreementTest, AgreesOnEveryEdgeAndCornerLabellingOfFourCells) {
  EXPECT_EQ(ExpectSolversAgreeOnPlacements(4, tables::Placement::kEdge).compared, 945);
  EXPECT_EQ(ExpectSolversAgreeOnPlacements(4, tables::Placement::kCorner).compared, 729);
}

}  // namespace
}  // namespace eyeshape::testing
