// SPDX-License-Identifier: MIT
// File: tests/scoring/life_search_test.cc
// The zone game of scoring/life_search.h on small regions whose answers
// follow from the classic eye shapes; the expected answer of each is argued
// in the comment above its board.

#include "scoring/life_search.h"

#include <string>

#include "gtest/gtest.h"
#include "tests/scoring/scoring_test_boards.h"

namespace eyeshape::scoring {
namespace {

using board::PointSet;
using board::Position;

Position Parse(const std::string& text) { return testing::ParseBoard(text).position; }

// The region of empty points through `vertex`.
PointSet RegionAt(const Position& position, const std::string& vertex) {
  return board::FloodFill(PointSet::Of(position.Parse(vertex)), position.EmptyPoints());
}

// A straight five on the edge, A1-E1, under Black's wall A2-F2 F1. Whatever
// White plays first, Black splits the rest in two: after White C1, Black B1
// leaves A1 and C1-E1 (White's stone inside, D1 E1 liberties of the wall);
// after White B1 (or D1), Black D1 (or B1). Two eyes, proved.
constexpr char kStraightFive[] = R"(
.......
.......
.......
.......
.......
XXXXXX.
.....X.
)";

// The zone game of the wall through A2 in the region through A1, White
// first.
ZoneOutcome EyesOnTheEdge(const Position& position, int eyes) {
  return ReadEyesInZone(position, position.Parse("A2"), RegionAt(position, "A1"), eyes,
                        Mover::kOpponent, 100000, nullptr);
}

TEST(LifeSearchTest, StraightFiveMakesTwoEyes) {
  EXPECT_EQ(EyesOnTheEdge(Parse(kStraightFive), 2), ZoneOutcome::kEyes);
}

// A straight three on the edge, A1-C1, under Black's wall A2-D2 D1: one
// region every point of which is a liberty of the wall, so one eye even
// before anyone moves; but White B1 leaves Black no move that splits it
// (A1 or C1 only fills it), so not two.
constexpr char kStraightThree[] = R"(
.......
.......
.......
.......
.......
XXXX...
...X...
)";

TEST(LifeSearchTest, StraightThreeIsOneEyeNotTwo) {
  const Position position = Parse(kStraightThree);
  EXPECT_EQ(EyesOnTheEdge(position, 1), ZoneOutcome::kEyes);
  EXPECT_NE(EyesOnTheEdge(position, 2), ZoneOutcome::kEyes);
}

// The straight four: White C1 (or B1) is answered at B1 (or C1), two eyes.
constexpr char kStraightFour[] = R"(
.......
.......
.......
.......
.......
XXXXX..
....X..
)";

TEST(LifeSearchTest, StraightFourMakesTwoEyes) {
  EXPECT_EQ(EyesOnTheEdge(Parse(kStraightFour), 2), ZoneOutcome::kEyes);
}

// ProveLifeByZones on the big eye of issue 24 (tests/scoring/
// seki_positions_test.cc): Black's wall A3-G3 F2 F1 has the two-point eye
// G2 G1 (a White stone there is taken at once or cannot be played) and 28
// empty points above, a 4x7 area on the edge, far more than a second eye
// needs: alive. The 28 are too many for one zone game within the budget;
// cut by column D they are two 3x4 corners, each of which must give Black
// an eye when Black moves first there (the search's part), so White's
// first move in one is answered in the other (testing::kBigEye).
TEST(LifeSearchTest, BigEyeWallLivesByAnEyeAndAMiai) {
  const Position position = Parse(testing::kBigEye);
  const ZoneLife life = ProveLifeByZones(position, position.Parse("A3"), ZoneLifeOptions{});
  EXPECT_TRUE(life.alive);
  EXPECT_NE(life.reason.find("an eye in G2 G1"), std::string::npos) << life.reason;
  EXPECT_NE(life.reason.find("miai"), std::string::npos) << life.reason;
  // White's stones border the region A1 D1 of the wall: not a zone.
  EXPECT_FALSE(life.zones.Contains(position.Parse("A1")));
  EXPECT_FALSE(life.zones.Contains(position.Parse("D1")));
  // With the 28 points taken by another proof, G2 G1 alone is one eye.
  ZoneLifeOptions options;
  options.taken = PointSet::Of(position.Parse("D7"));
  EXPECT_FALSE(ProveLifeByZones(position, position.Parse("A3"), options).alive);
}

// Black's wall A2-D2 D1 with the straight three A1 B1 C1 (one eye, as
// above) and the rest of the board, which White's E3 borders: that region
// is no zone (a capture there could not use the life proved), and one eye
// is not life. Not proved, whatever the budget.
constexpr char kOneEyeWall[] = R"(
.......
.......
.......
.......
....O..
XXXX...
...X...
)";

TEST(LifeSearchTest, WallWithOneEyeIsNotProved) {
  const Position position = Parse(kOneEyeWall);
  ZoneLifeOptions options;
  options.node_budget = 1000000;
  options.total_nodes = 4000000;
  EXPECT_FALSE(ProveLifeByZones(position, position.Parse("A3"), options).alive);
}

}  // namespace
}  // namespace eyeshape::scoring
