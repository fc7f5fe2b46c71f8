// SPDX-License-Identifier: MIT
// File: tests/tables/edge_classes_slow_test.cc
// Edge and corner classes of 6 and 7 cells against the independent count
// (tests/tables/edge_classes_oracle.h: every fixed polyomino x 3^n labellings,
// isomorphism by nauty), and the published counts of docs/edge-classes.md.

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <optional>
#include <set>
#include <string>

#include "tables/generation/edge_classes.h"
#include "tests/tables/edge_classes_oracle.h"

namespace eyeshape::tables {
namespace {

void ExpectCountsMatchOracle(int n) {
  const EdgeClassCounts counts = CountEdgeClasses(n);
  std::set<std::string> union_classes;
  std::set<std::string> union_new;
  std::set<std::string> union_all_x_new;
  for (const bool corner : {false, true}) {
    const std::optional<testing::OracleCounts> oracle = testing::CountByOracle(n, corner);
    if (!oracle) GTEST_SKIP() << "the oracle needs nauty from 5 cells";
    const PlacementCounts& mine = corner ? counts.corner : counts.edge;
    const std::string where = std::string(corner ? "corner" : "edge") + " n=" + std::to_string(n);
    EXPECT_EQ(mine.placements, oracle->placements()) << where;
    EXPECT_EQ(mine.not_holdable, oracle->not_holdable()) << where;
    EXPECT_EQ(mine.classes, static_cast<std::int64_t>(oracle->classes.size())) << where;
    EXPECT_EQ(mine.new_classes, static_cast<std::int64_t>(oracle->new_classes.size())) << where;
    EXPECT_EQ(mine.new_duplicates, static_cast<std::int64_t>(oracle->all_x_new.size())) << where;
    union_classes.insert(oracle->classes.begin(), oracle->classes.end());
    union_new.insert(oracle->new_classes.begin(), oracle->new_classes.end());
    union_all_x_new.insert(oracle->all_x_new.begin(), oracle->all_x_new.end());
  }
  EXPECT_EQ(counts.union_classes, static_cast<std::int64_t>(union_classes.size())) << n;
  EXPECT_EQ(counts.union_new_classes, static_cast<std::int64_t>(union_new.size())) << n;
  EXPECT_EQ(counts.union_new_entries,
            static_cast<std::int64_t>(union_new.size() - union_all_x_new.size()))
      << n;
}

TEST(EdgeClassesSlowTest, CountsMatchNautyBruteForceForSixAndSevenCells) {
  ExpectCountsMatchOracle(6);
  ExpectCountsMatchOracle(7);
}

// docs/edge-classes.md: classes, same as centre, new (edge, corner, merged).
TEST(EdgeClassesSlowTest, PublishedCountsUpToEightCells) {
  struct Row {
    std::int64_t edge_classes, edge_new, corner_classes, corner_new, union_new;
  };
  constexpr std::array<Row, 9> kRows = {{{0, 0, 0, 0, 0},
                                         {3, 0, 3, 0, 0},
                                         {6, 0, 8, 3, 3},
                                         {24, 6, 44, 26, 27},
                                         {164, 74, 263, 188, 212},
                                         {1122, 633, 1808, 1391, 1452},
                                         {8217, 5103, 12553, 9703, 10614},
                                         {59479, 38005, 92783, 73314, 77068},
                                         {438983, 284457, 694387, 548995, 576102}}};
  for (int n = 1; n <= 8; ++n) {
    const EdgeClassCounts counts = CountEdgeClasses(n);
    EXPECT_EQ(counts.edge.classes, kRows[n].edge_classes) << n;
    EXPECT_EQ(counts.edge.new_classes, kRows[n].edge_new) << n;
    EXPECT_EQ(counts.corner.classes, kRows[n].corner_classes) << n;
    EXPECT_EQ(counts.corner.new_classes, kRows[n].corner_new) << n;
    EXPECT_EQ(counts.union_new_classes, kRows[n].union_new) << n;
  }
}

}  // namespace
}  // namespace eyeshape::tables
