// SPDX-License-Identifier: MIT
// File: tests/scoring/local_search_test.cc
// LocalSearch as a proof of capture (issue 24, item 2): the defender gets
// every ko and a bounded number of moves elsewhere, and the attacker's
// sacrifices are read. Each expected answer is argued in the comment above
// its test; the capture itself is checked against the exact local game of
// the solver (a separate implementation) where one applies.

#include "scoring/local_search.h"

#include <array>
#include <string>

#include "gtest/gtest.h"
#include "scoring/enclosed_string.h"
#include "tests/scoring/scoring_test_boards.h"

namespace eyeshape::scoring {
namespace {

using board::Color;
using board::PointSet;
using board::Position;

using testing::kSekiWithoutEyes;
using testing::PointsOf;
using testing::Vertices;

Position Parse(const std::string& text) { return testing::ParseBoard(text).position; }

// A ko: White B1 has the one liberty C1, and Black C1 takes it as a lone
// stone left with the one liberty B1, so White may retake at B1 (capturing
// C1) after a ko threat. Black has no other way to capture B1. Without
// threats (the plain model) Black captures; given every ko, it does not.
constexpr char kKo[] = R"(
.......
.......
.......
.......
.......
.XO....
XO.O...
)";

TEST(LocalSearchTest, CaptureByKoIsNoProof) {
  const Position position = Parse(kKo);
  const PointSet area = PointsOf(position, "C1");
  std::array<PointSet, 2> protected_stones;
  protected_stones[1] = PointsOf(position, "B1");
  LocalSearch plain(area, protected_stones);
  EXPECT_EQ(plain.CanCapture(position, Color::kBlack), SearchOutcome::kWin);
  LocalSearchOptions robust;
  robust.defender_wins_kos = true;
  LocalSearch proof(area, protected_stones, robust);
  EXPECT_NE(proof.CanCapture(position, Color::kBlack), SearchOutcome::kWin);
}

// tests/data/scoring/seki_without_eyes.txt: White's ten stones D7-F6 and
// A5-D5 enclose A7 B7 A6 B6 (Black) and C7 C6; both sides have exactly the
// liberties C7 C6. The solver's exact local game of that region (0 outer
// liberties) is 1111: White dies even moving first. The line: White cannot
// fill C7 or C6 (Black takes the other and captures); Black throws in at C7,
// White must capture five at C6 (a pass lets Black capture at C6), and
// White's string then has the liberties A7 B7 C7 A6 B6, a bulky five, which
// Black kills by playing inside. No ko on the way, so Black captures with
// White given every ko and free passes.
//
// White's passes stand for moves elsewhere. With Black's wall (row 4, E5-G5,
// G6, G7) as the wall whose liberties they take, it has 7 liberties and the
// capture still stands (the next test shows a wall of two).

TEST(LocalSearchTest, ThrowInKillIsReadWithKosToTheDefender) {
  const Position position = Parse(kSekiWithoutEyes);
  const PointSet area = PointsOf(position, "A7 B7 C7 A6 B6 C6");
  std::array<PointSet, 2> protected_stones;
  protected_stones[1] = position.StringAt(position.Parse("D7"));
  LocalSearchOptions robust;
  robust.defender_wins_kos = true;
  LocalSearch free_passes(area, protected_stones, robust);
  EXPECT_EQ(free_passes.CanCapture(position, Color::kBlack, Color::kWhite), SearchOutcome::kWin);
  robust.wall = position.StringAt(position.Parse("G7"));
  ASSERT_EQ(position.Liberties(robust.wall).size(), 7);
  LocalSearch behind_wall(area, protected_stones, robust);
  EXPECT_EQ(behind_wall.CanCapture(position, Color::kBlack, Color::kWhite), SearchOutcome::kWin);
}

// The same shape with Black's wall down to the two liberties A3 B3 (White's
// stones C3-G3 and below take the rest). The exact local game of the region
// is still 1111, so the value's estimate says "dies", but the capture cannot
// be read: White fills A3 and B3 and captures the wall long before Black
// can take the bulky five: after the throw-in and White's capture at C6,
// White's string has the five liberties A7 B7 C7 A6 B6 and Black fills at
// most one per move, while White's two moves elsewhere take the wall.
// Behind the seven-liberty wall of kSekiWithoutEyes the capture is read; it
// proves White dead only with the wall proved alive (here: given as safe,
// as Benson's test would give it), since stones that capture and then die
// make nothing dead.
constexpr char kShortWall[] = R"(
XX.OOOX
XX.OOOX
OOOOXXX
XXXXXXX
..OOOOO
OOOO.O.
.O..O..
)";

TEST(LocalSearchTest, CaptureIsReadBehindAWallWithLibertiesAndProvedBehindASafeOne) {
  const Position short_wall = Parse(kShortWall);
  const board::Point d7 = short_wall.Parse("D7");
  const PointSet inside = PointsOf(short_wall, "A7 B7 A6 B6");
  const EnclosedVerdict short_verdict =
      JudgeEnclosedString(short_wall, d7, short_wall.Points(Color::kBlack) - inside);
  ASSERT_TRUE(short_verdict.applies) << short_verdict.reason;
  EXPECT_EQ(short_verdict.value, "1111");
  EXPECT_TRUE(short_verdict.dies);
  EXPECT_FALSE(short_verdict.proved_dead) << short_verdict.reason;
  EXPECT_EQ(short_verdict.reason.find("capture read"), std::string::npos) << short_verdict.reason;

  const Position long_wall = Parse(kSekiWithoutEyes);
  const PointSet white = long_wall.StringAt(d7);
  const PointSet region = PointsOf(long_wall, "A7 B7 C7 A6 B6 C6");
  const PointSet wall = long_wall.StringAt(long_wall.Parse("G7"));
  const CaptureReading read = ReadCapture(long_wall, white, region, PointSet(), 200000);
  EXPECT_TRUE(read.captured);
  EXPECT_FALSE(read.proved);
  EXPECT_EQ(Vertices(long_wall, read.wall), Vertices(long_wall, wall));
  const CaptureReading proved = ReadCapture(long_wall, white, region, wall, 200000);
  EXPECT_TRUE(proved.captured);
  EXPECT_TRUE(proved.proved) << proved.reason;
  EXPECT_TRUE(proved.wall.empty());
}

// A wall the passes would wear down. White's seven stones A4-D1 have the
// liberties A3, C1 and D3 and enclose Black's square A1 B1 A2 B2 (the
// liberties A3 and C1). Black kills them only by a sacrifice: D3, the
// throw-in at A3, White's capture of five stones at C1, then A2, the vital
// point of the bulky five, and three more fills: six Black moves at least.
// Black's wall A5-F5 around them has three liberties outside the area (D6,
// F3, F1). In the proof model each White pass takes one of them, so the
// wall is one move from capture before Black is through: no capture. Taken
// as steady (an estimate that keeps the wall alive), the wall keeps them,
// and the capture is read, as no proof.
constexpr char kWallShortOutside[] = R"(
.........
.........
OOOOOOO..
OXX.XXO..
XXXXXXO..
OOXXXXO..
.OO.X.O..
XXOOXXO..
XX.OX.O..
)";

TEST(LocalSearchTest, SteadyWallKeepsItsOutsideLibertiesAgainstThePasses) {
  const Position position = Parse(kWallShortOutside);
  const PointSet white = position.StringAt(position.Parse("A4"));
  const PointSet area = white | PointsOf(position, "A3 C1 D3 A1 B1 A2 B2");
  const PointSet wall = position.StringAt(position.Parse("A5"));
  const CaptureReading worn = ReadCapture(position, white, area, PointSet(), 200000);
  EXPECT_FALSE(worn.captured);
  const CaptureReading steady = ReadCapture(position, white, area, PointSet(), 200000, wall);
  EXPECT_TRUE(steady.captured);
  EXPECT_FALSE(steady.proved);
  EXPECT_EQ(Vertices(position, steady.wall), Vertices(position, wall));
  EXPECT_NE(steady.reason.find("but those the estimate keeps alive"), std::string::npos)
      << steady.reason;
}

}  // namespace
}  // namespace eyeshape::scoring
