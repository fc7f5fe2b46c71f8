// SPDX-License-Identifier: MIT
// File: tests/tables/enumerate_slow_test.cc
// Graph and labelled-class counts for 9 and 10 cells (a few seconds).

#include <gtest/gtest.h>

#include "tables/generation/enumerate.h"

namespace eyeshape::tables {
namespace {

TEST(EnumerateSlowTest, CountsMatchForNineAndTenCells) {
  const SizeCounts nine = CountLabellings(9);
  EXPECT_EQ(nine.graphs, 112);
  EXPECT_EQ(nine.raw_classes, 1414413);
  EXPECT_EQ(nine.duplicates, 112);
  const SizeCounts ten = CountLabellings(10);
  EXPECT_EQ(ten.graphs, 300);
  EXPECT_EQ(ten.raw_classes, 11183415);
  EXPECT_EQ(ten.duplicates, 300);
  EXPECT_EQ(ten.entries, ten.raw_classes - ten.left_out - ten.duplicates);
}

TEST(EnumerateSlowTest, GraphCountsForElevenAndTwelveCells) {
  EXPECT_EQ(PolyominoGraphs(11).size(), 746u);
  EXPECT_EQ(PolyominoGraphs(12).size(), 2042u);
}

}  // namespace
}  // namespace eyeshape::tables
