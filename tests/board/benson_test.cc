// SPDX-License-Identifier: MIT
// File: tests/board/benson_test.cc
// Unconditional life and unconditional territory (board/benson.h) on
// positions of our own. The expected sets are worked out in the comments;
// GNU Go 3.8's `unconditional_status` on the same positions is recorded
// beside them (it agrees on every point asked).
#include "board/benson.h"

#include <gtest/gtest.h>

#include <string>

#include "tests/board/board_test_diagrams.h"

namespace eyeshape::board {
namespace {

using testing::Board;

std::string Territory(const Position& position, Color color) {
  return VertexList(position,
                    FindUnconditionalTerritory(position, FindUnconditionalLife(position, color)));
}

// Black's one string A7-F9 has two one-point eyes, E9 and E7: each is a region
// whose one empty point is its liberty, so it is alive. The corner region
// A8-C9 (with White's B9) has two points beside no Black stone, A9 and B9,
// side by side: White gets one eye at most there, so the region is Black's
// and B9 dead. The region of the rest of the board has many such points (A5
// and G9 among them, apart), so it is no one's. GNU Go 3.8: D7 alive, B9
// dead, A9 C8 E9 E7 black_territory, G9 and A5 undecided.
TEST(BensonTest, RegionWithTwoInnerPointsSideBySideIsTerritory) {
  const Position p = Board(R"(
   A B C D E F G H J
 9 . O . X . X . . . 9
 8 . . . X X X . . . 8
 7 X X X X . X . . . 7
 6 . . . X X X . . . 6
 5 . . . . . . . . . 5
 4 . . . . . . . . . 4
 3 . . . . . . . . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
)");
  const UnconditionalLife black = FindUnconditionalLife(p, Color::kBlack);
  EXPECT_TRUE(black.alive.Contains(p.Parse("D7")));
  EXPECT_EQ(Territory(p, Color::kBlack), "A9 B9 C9 E9 A8 B8 C8 E7");
  EXPECT_EQ(Territory(p, Color::kWhite), "");
}

// The same wall one row lower: the corner region A7-C9 has four points beside
// no Black stone (A9 B9 A8 B8), A9 and B8 apart, so White could make two eyes
// there (B9 and A8 taken, A9 and B8 left): not territory. The two-point eye E7
// E6 is Black's. GNU Go 3.8: D7 alive, B8 A9 C7 undecided, E9 E7 E6
// black_territory.
TEST(BensonTest, RegionWhereTwoEyesFitIsNotTerritory) {
  const Position p = Board(R"(
   A B C D E F G H J
 9 . . . X . X . . . 9
 8 . O . X X X . . . 8
 7 . . . X . X . . . 7
 6 X X X X . X . . . 6
 5 . . . X X X . . . 5
 4 . . . . . . . . . 4
 3 . . . . . . . . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
)");
  EXPECT_TRUE(FindUnconditionalLife(p, Color::kBlack).alive.Contains(p.Parse("D7")));
  EXPECT_EQ(Territory(p, Color::kBlack), "E9 E7 E6");
}

// A Black stone that is not alive inside the region (A9, which White could
// take by A8 and B9) does not stop it being Black's: whatever White takes, its
// eyes can only be at A9 or B9. GNU Go 3.8 calls A9 "alive" (a stone on its
// own colour's unconditional territory) and B8 dead, as we do.
TEST(BensonTest, OwnStoneInsideTheRegionStaysItsColours) {
  const Position p = Board(R"(
   A B C D E F G H J
 9 X . . X . X . . . 9
 8 . O . X X X . . . 8
 7 X X X X . X . . . 7
 6 . . . X X X . . . 6
 5 . . . . . . . . . 5
 4 . . . . . . . . . 4
 3 . . . . . . . . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
)");
  const UnconditionalLife black = FindUnconditionalLife(p, Color::kBlack);
  EXPECT_FALSE(black.alive.Contains(p.Parse("A9")));
  EXPECT_EQ(Territory(p, Color::kBlack), "A9 B9 C9 E9 A8 B8 C8 E7");
}

// No living stones, no territory: on a 1x2 board the one region beside a
// lone stone is small, but the stone has one vital region, so it is not
// alive and nothing is claimed.
TEST(BensonTest, NoTerritoryWithoutLivingStones) {
  Position p(2, 1);
  ASSERT_EQ(p.Play(Color::kBlack, p.Parse("A1")), MoveError::kNone);
  EXPECT_TRUE(FindUnconditionalLife(p, Color::kBlack).alive.empty());
  EXPECT_EQ(Territory(p, Color::kBlack), "");
  EXPECT_EQ(Territory(p, Color::kWhite), "");
}

}  // namespace
}  // namespace eyeshape::board
