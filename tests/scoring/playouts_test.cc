// SPDX-License-Identifier: MIT
// File: tests/scoring/playouts_test.cc
// EstimateOwnership() (scoring/playouts.h) on hand-made positions whose
// outcome does not depend on the order of play: every line ends with the
// same owner, so the playouts must agree in (nearly) all of them. Each
// expected owner is read out by hand in the comment above its test.

#include "scoring/playouts.h"

#include <string>

#include "board/ascii_board.h"
#include "gtest/gtest.h"
#include "tests/scoring/scoring_test_boards.h"

namespace eyeshape::scoring {
namespace {

using board::Color;
using board::Point;
using board::PointSet;
using board::Position;

Position Parse(const std::string& text) { return testing::ParseBoard(text).position; }

// A group whose only eyes are false eyes. Black's stones C7 D7 C6 C5 D5
// (string L), E6 (M) and F7 G7 G6 G5 F5 (R) surround D6 and F6, but White
// E7 and E5, joined to White's walls on rows 8 and 4, sit on two diagonals
// of each: both are false eyes. The liberties: L has B6 and D6, M has D6
// and F6, R has F6 and H6. White's wall is alive (eyes A9, C9, H9 and the
// area of rows 1-3), and B6 and H6 are White's points to fill: White B6
// puts L in atari; Black D6 would join L and M with the one liberty F6, and
// White F6 captures them all, R with them once H6 is filled. Black moving
// first cannot help: B6 or H6 is a self-atari of L or R, D6 and F6 join
// strings without adding a liberty from outside. Dead whoever moves first,
// and in every line: Black's stones end White's.
constexpr char kOnlyFalseEyes[] = R"(
.O.OOOO.O
OOOOOOOOO
OOXXOXXOO
O.X.X.X.O
OOXXOXXOO
OOOOOOOOO
.........
.........
.........
)";

TEST(PlayoutsTest, GroupWithOnlyFalseEyesIsWhites) {
  const Position position = Parse(kOnlyFalseEyes);
  const Ownership owned = EstimateOwnership(position);
  const PointSet black = position.Points(Color::kBlack);
  ASSERT_EQ(black.size(), 11);
  EXPECT_GE(owned.MeanShare(Color::kWhite, black), 0.9);
  // The false eyes are White's too once the stones around them are taken.
  EXPECT_GE(owned.Share(Color::kWhite, position.Parse("D6")), 0.9);
  EXPECT_GE(owned.Share(Color::kWhite, position.Parse("F6")), 0.9);
}

// A two-point eye is one eye: killed by a throw-in. Black's string B2 C2 D2
// E2 F2 B1 E1 F1 has the liberties C1 and D1 and nothing outside; White's
// wall around it is alive (eyes H1 and J2, and the open area above). White
// C1 is a lone stone in atari: if Black takes it at D1 (a capture, allowed
// though it leaves Black's string in atari), Black's string is left with
// the one liberty C1 and White captures it there; if Black does not, White
// D1 captures at once. Black moving first can only fill its own eye (C1 or
// D1: a self-atari of the whole string). Dead in every line. Playouts that
// forbade a lone stone's self-atari too would leave both points empty and
// call the string alive; a Black string in atari next to the last move is
// saved only by a move that gives it two liberties, which none does here.
constexpr char kTwoPointEye[] = R"(
.........
.........
.........
.........
.........
OOOOOOOOO
OOOOOOOOO
OXXXXXOO.
OX..XXO.O
)";

TEST(PlayoutsTest, TwoPointEyeIsKilledByAThrowIn) {
  const Position position = Parse(kTwoPointEye);
  const Ownership owned = EstimateOwnership(position);
  const PointSet black = position.Points(Color::kBlack);
  ASSERT_EQ(black.size(), 8);
  EXPECT_GE(owned.MeanShare(Color::kWhite, black), 0.9);
}

// Deterministic: the same position and seed give the same shares.
TEST(PlayoutsTest, SameSeedSameShares) {
  const Position position = Parse(kOnlyFalseEyes);
  OwnershipOptions options;
  options.playouts = 32;
  options.seed = 7;
  const Ownership a = EstimateOwnership(position, options);
  const Ownership b = EstimateOwnership(position, options);
  EXPECT_EQ(a.black_share, b.black_share);
  EXPECT_EQ(a.white_share, b.white_share);
}

}  // namespace
}  // namespace eyeshape::scoring
