// SPDX-License-Identifier: MIT
// File: tests/board/position_text_test.cc
// Which reader a text goes to (board/position_text.h): SGF when it starts
// with '(' or holds a game tree "(;" after other text (a byte-order mark, a
// mail header), else a GNU Go showboard diagram.

#include "board/position_text.h"

#include <gtest/gtest.h>

namespace eyeshape::board {
namespace {

TEST(PositionTextTest, SgfAfterAByteOrderMarkOrOtherText) {
  EXPECT_TRUE(LooksLikeSgf("(;SZ[9])"));
  EXPECT_TRUE(LooksLikeSgf("  \n(;SZ[9])"));
  EXPECT_TRUE(LooksLikeSgf("\xEF\xBB\xBF(;SZ[9])"));
  EXPECT_TRUE(LooksLikeSgf("From: a server (v2)\n( ;SZ[9])"));
  // A showboard diagram has '(' in its capture lines but never "(;".
  EXPECT_FALSE(LooksLikeSgf("   A B C\n 3 . . . 3     WHITE (O) has captured 0 stones\n"));
  EXPECT_FALSE(LooksLikeSgf(""));
}

TEST(PositionTextTest, ReadsTheRecordAfterLeadingText) {
  const Result<PositionText> read =
      ReadPositionText("\xEF\xBB\xBFGame record (server)\n(;SZ[5]KM[6,5];B[cc])");
  ASSERT_TRUE(read.ok()) << read.error();
  EXPECT_TRUE(read.value().is_sgf);
  EXPECT_TRUE(read.value().has_komi);
  EXPECT_DOUBLE_EQ(read.value().komi, 6.5);
  EXPECT_EQ(read.value().position.At(read.value().position.Parse("C3")), Color::kBlack);
}

}  // namespace
}  // namespace eyeshape::board
