// SPDX-License-Identifier: MIT
// File: tests/tables/polyomino_slow_test.cc
// Polyomino counts for 11 and 12 cells against OEIS A001168 (fixed) and
// A000105 (free); the fast test covers 1..10 cells.

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <span>

#include "tables/generation/polyomino.h"

namespace eyeshape::tables {
namespace {

TEST(PolyominoSlowTest, FixedCountsMatchOeisA001168ForElevenAndTwelveCells) {
  std::array<std::int64_t, 13> counts{};
  ForEachFixedPolyomino(12, [&](std::span<const Cell> cells) {
    ASSERT_TRUE(CellsAreAtOrigin(cells));
    ++counts[cells.size()];
  });
  EXPECT_EQ(counts[10], 36446);
  EXPECT_EQ(counts[11], 135268);
  EXPECT_EQ(counts[12], 505861);
}

TEST(PolyominoSlowTest, FreeCountsMatchOeisA000105ForElevenAndTwelveCells) {
  std::array<std::int64_t, 13> counts{};
  ForEachFreePolyomino(12, [&](std::span<const Cell> cells) {
    ASSERT_TRUE(CellsAreConnected(cells));
    ++counts[cells.size()];
  });
  EXPECT_EQ(counts[10], 4655);
  EXPECT_EQ(counts[11], 17073);
  EXPECT_EQ(counts[12], 63600);
}

TEST(PolyominoSlowTest, FreePolyominoesOfTwelveCellsAreConnectedAndNormalized) {
  const auto shapes = FreePolyominoes(12);
  EXPECT_EQ(shapes.size(), 63600u);
  for (const Polyomino& shape : shapes) {
    ASSERT_TRUE(CellsAreConnected(shape));
    ASSERT_TRUE(CellsAreAtOrigin(shape));
  }
}

}  // namespace
}  // namespace eyeshape::tables
