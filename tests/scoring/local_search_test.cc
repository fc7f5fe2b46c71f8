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

Position Parse(const std::string& text) { return testing::ParseBoard(text).position; }

PointSet PointsOf(const Position& position, const std::string& vertices) {
  PointSet out;
  std::size_t start = 0;
  while (start < vertices.size()) {
    std::size_t end = vertices.find(' ', start);
    if (end == std::string::npos) end = vertices.size();
    out.Insert(position.Parse(vertices.substr(start, end - start)));
    start = end + 1;
  }
  return out;
}

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
// White's passes stand for moves elsewhere that take liberties of Black's
// wall. After White's capture at C6 Black needs at least five more moves
// (five liberties, one filled per move), so White, passing twice there,
// takes a wall with two liberties first: with one pass allowed (the third
// argument's "one more is the defender's win") the capture is no proof.
constexpr char kSekiWithoutEyes[] = R"(
XX.OOOX
XX.OOOX
OOOOXXX
XXXXXXX
.......
.......
.......
)";

TEST(LocalSearchTest, ThrowInKillIsReadWithKosToTheDefender) {
  const Position position = Parse(kSekiWithoutEyes);
  const PointSet area = PointsOf(position, "A7 B7 C7 A6 B6 C6");
  std::array<PointSet, 2> protected_stones;
  protected_stones[1] = position.StringAt(position.Parse("D7"));
  LocalSearchOptions robust;
  robust.defender_wins_kos = true;
  LocalSearch free_passes(area, protected_stones, robust);
  EXPECT_EQ(free_passes.CanCapture(position, Color::kBlack, Color::kWhite), SearchOutcome::kWin);
  robust.defender_passes = 1;
  LocalSearch one_pass(area, protected_stones, robust);
  EXPECT_NE(one_pass.CanCapture(position, Color::kBlack, Color::kWhite), SearchOutcome::kWin);
}

// The same shape with Black's wall down to the two liberties A3 B3 (White's
// stones C3-G3 and below take the rest). The exact local game of the region
// is still 1111, so the wall's estimate says "dies", but it is no proof:
// White fills A3 and B3 and captures the wall long before Black can take
// the five liberties of the bulky five (above). The seven-liberty wall of
// kSekiWithoutEyes gives the proof.
constexpr char kShortWall[] = R"(
XX.OOOX
XX.OOOX
OOOOXXX
XXXXXXX
..OOOOO
OOOO.O.
.O..O..
)";

TEST(LocalSearchTest, EnclosedStringIsProvedOnlyBehindAWallWithLiberties) {
  const Position short_wall = Parse(kShortWall);
  const board::Point d7 = short_wall.Parse("D7");
  const PointSet staying = short_wall.Points(Color::kBlack) - PointsOf(short_wall, "A7 B7 A6 B6");
  const EnclosedVerdict short_verdict = JudgeEnclosedString(short_wall, d7, staying);
  ASSERT_TRUE(short_verdict.applies) << short_verdict.reason;
  EXPECT_EQ(short_verdict.value, "1111");
  EXPECT_TRUE(short_verdict.dies);
  EXPECT_FALSE(short_verdict.proved_dead) << short_verdict.reason;

  const Position long_wall = Parse(kSekiWithoutEyes);
  const EnclosedVerdict verdict = JudgeEnclosedString(
      long_wall, d7, long_wall.Points(Color::kBlack) - PointsOf(long_wall, "A7 B7 A6 B6"));
  ASSERT_TRUE(verdict.applies) << verdict.reason;
  EXPECT_TRUE(verdict.proved_dead) << verdict.reason;
  EXPECT_NE(verdict.reason.find("6 white moves elsewhere"), std::string::npos) << verdict.reason;
}

}  // namespace
}  // namespace eyeshape::scoring
