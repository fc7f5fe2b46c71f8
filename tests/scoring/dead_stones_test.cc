// SPDX-License-Identifier: MIT
// File: tests/scoring/dead_stones_test.cc
// FindDeadStones() (issue 12, item 6) on hand-made finished positions. The
// boards share one frame: Black's wall on row 5 with rows 6-7 (18 points)
// behind it, White's wall on row 4 with White's area in rows 1-3; the stones
// judged sit in White's lower-left corner. Every expected status is read
// out by hand in the comment above its test.

#include "scoring/dead_stones.h"

#include <string>

#include "board/ascii_board.h"
#include "gtest/gtest.h"
#include "scoring/score.h"
#include "tests/scoring/scoring_test_boards.h"

namespace eyeshape::scoring {
namespace {

using board::Color;
using board::PointSet;
using board::Position;

using testing::Vertices;

Position Parse(const std::string& text) { return testing::ParseBoard(text).position; }

// The stones of the judged groups of `color`, in one set.
PointSet StonesOf(const std::vector<JudgedGroup>& groups) {
  PointSet out;
  for (const JudgedGroup& group : groups) out |= group.stones;
  return out;
}

// A dead stone inside White's territory: Black A1 has the liberties A2 and
// B1, and White holds A3, B2 and C1 around them (those White stones have
// liberties in White's area outside the corner, so Black cannot capture
// them). Black at A2 (or B1) leaves A1 A2 with the one liberty B1: White
// captures there. White moving first at A2 leaves A1 only B1, where Black
// cannot play (no liberty, no capture), so White captures at B1 next.
// Dead whoever moves first. Every other group is alive: Black's wall has the
// 18 points of rows 6-7, White's the area F1-J3 (15 points), both counted
// as two eyes (too large to solve, as Score() counts them).
constexpr char kDeadStoneInTerritory[] = R"(
.........
.........
XXXXXXXXX
OOOOOOOOO
O........
.O.......
X.O......
)";

TEST(DeadStonesTest, DeadStoneInsideTerritory) {
  const Position position = Parse(kDeadStoneInTerritory);
  const DeadStones found = FindDeadStones(position);
  EXPECT_EQ(Vertices(position, found.dead), "A1");
  ASSERT_EQ(found.dead_groups.size(), 1u);
  EXPECT_EQ(found.dead_groups[0].color, Color::kBlack);
  EXPECT_TRUE(found.unsure_groups.empty()) << found.unsure_groups[0].reason;
  // With A1 removed, White's territory is rows 1-3 minus its 3 stones in
  // them (27 - 3 = 24) and A1 itself is counted among those points; White
  // has 1 prisoner; Black has the 18 points of rows 6-7. W+7 (komi 0).
  ScoreOptions options;
  options.komi = 0;
  DeadStones judged;
  const ScoreResult score = ScoreWithFoundDead(position, options, {}, &judged);
  EXPECT_EQ(score.result, "W+7");
  EXPECT_TRUE(score.unsure.empty());
  EXPECT_EQ(StatusOf(score, position.Parse("A1")), FinalStatus::kDead);
}

// A dead group of several stones with one eye: Black A2 B2 C2 C1 around the
// two-point eye A1 B1 (one eye: a two-point space on the edge is 1 whoever
// moves first), White's stones A3 B3 C3 D3 D2 D1 around it. Black's only
// liberties are A1 and B1. White at B1 then A1 captures (Black's answer at
// A1 captures B1 but leaves the five stones with the single liberty B1,
// which White retakes). Black at A1 or B1 fills its own eye: White captures
// at the other. Dead.
constexpr char kDeadGroupWithOneEye[] = R"(
.........
.........
XXXXXXXXX
OOOOOOOOO
OOOO.....
XXXO.....
..XO.....
)";

TEST(DeadStonesTest, DeadGroupWithOneEye) {
  const Position position = Parse(kDeadGroupWithOneEye);
  const DeadStones found = FindDeadStones(position);
  EXPECT_EQ(Vertices(position, found.dead), "A2 B2 C2 C1");
  EXPECT_TRUE(found.unsure_groups.empty()) << found.unsure_groups[0].reason;
}

// A dead group the tactical reader leaves to the local search: Black B2 C2
// D2 has five liberties (A2 E2 B1 C1 D1; the reader calls strings of more
// than four liberties safe without reading) inside White's corner A1-E2.
// Only A1-D1 can be Black eyes (row 2 touches White's row 3, E1 touches
// F1). Two eyes need A1 and C1 (Black on A2 B1 D1), B1 and D1 (Black on A1
// C1 E1) or A1 and D1 (Black on A2 B1 C1 E1): three moves at least, and
// White answers any Black move on a point of the pair still open (after
// Black B1, White D1; Black C1 then ataris D1, White connects at E1, and
// only A1 is left). Black cannot capture White's wall (it has liberties in
// White's area F-J). Dead, found by the search, not the reader.
constexpr char kDeadByReading[] = R"(
.........
.........
XXXXXXXXX
OOOOOOOOO
OOOOOO...
.XXX.O...
.....O...
)";

TEST(DeadStonesTest, DeadGroupFoundByTheLocalSearch) {
  const Position position = Parse(kDeadByReading);
  const DeadStones found = FindDeadStones(position);
  EXPECT_EQ(Vertices(position, found.dead), "B2 C2 D2");
  EXPECT_TRUE(found.unsure_groups.empty()) << found.unsure_groups[0].reason;
  ASSERT_EQ(found.dead_groups.size(), 1u);
  EXPECT_NE(found.dead_groups[0].reason.find("even if black moves first ("), std::string::npos)
      << found.dead_groups[0].reason;
}

// A live group with two eyes inside White's area: Black A2 B2 C2 D2 B1 D1 is
// one string with the liberties A1 and C1, each surrounded by Black stones
// and the edge only: two one-point eyes, White can play in neither (no
// liberty, no capture). Alive; nothing on the board is dead.
constexpr char kTwoEyes[] = R"(
.........
.........
XXXXXXXXX
OOOOOOOOO
OOOOO....
XXXXO....
.X.XO....
)";

TEST(DeadStonesTest, LiveGroupWithTwoEyes) {
  const Position position = Parse(kTwoEyes);
  const DeadStones found = FindDeadStones(position);
  EXPECT_TRUE(found.dead.empty()) << Vertices(position, found.dead);
  EXPECT_TRUE(found.unsure_groups.empty()) << found.unsure_groups[0].reason;
  EXPECT_TRUE(StonesOf(found.alive_groups).Contains(position.Parse("B1")));
}

// The one-eye-each corner seki of tests/scoring/score_test.cc (reasoned
// there): Black B7 A6 B6 (eye A7) and White's group around it (eye E7) share
// the liberty C7; whoever plays C7 is captured. Neither side moving first
// captures: no stone is dead, and the scorer then finds the seki (12
// stones).
constexpr char kCornerSeki[] = R"(
.X.O.OX
XXOOOOX
OOOXXXX
XXXX.X.
XXXXXXX
.......
.......
)";

TEST(DeadStonesTest, SekiGroupsAreNotDead) {
  const Position position = Parse(kCornerSeki);
  const DeadStones found = FindDeadStones(position);
  EXPECT_TRUE(found.dead.empty()) << Vertices(position, found.dead);
  EXPECT_TRUE(found.unsure_groups.empty()) << found.unsure_groups[0].reason;
  const ScoreResult score = ScoreWithFoundDead(position, {});
  EXPECT_EQ(score.seki_stones.size(), 12);
  EXPECT_EQ(StatusOf(score, position.Parse("B7")), FinalStatus::kSeki);
}

// Unsure: Black A2 B2 C2 D2 D1 around the straight three A1 B1 C1 on the
// edge. Black at B1 makes two eyes (A1 and C1); White at B1 leaves one eye.
// Whoever moves first decides it, so the game is not finished: the group is
// reported unsure, neither dead nor alive, and the score says unsure.
constexpr char kStraightThree[] = R"(
.........
.........
XXXXXXXXX
OOOOOOOOO
OOOOO....
XXXXO....
...XO....
)";

TEST(DeadStonesTest, UnsettledGroupIsUnsure) {
  const Position position = Parse(kStraightThree);
  const DeadStones found = FindDeadStones(position);
  EXPECT_TRUE(found.dead.empty()) << Vertices(position, found.dead);
  ASSERT_EQ(found.unsure_groups.size(), 1u);
  EXPECT_EQ(Vertices(position, found.unsure_groups[0].stones), "A2 B2 C2 D2 D1");
  EXPECT_NE(found.unsure_groups[0].reason.find("saves"), std::string::npos)
      << found.unsure_groups[0].reason;
  const ScoreResult score = ScoreWithFoundDead(position, {});
  EXPECT_FALSE(score.unsure.empty());
}

}  // namespace
}  // namespace eyeshape::scoring
