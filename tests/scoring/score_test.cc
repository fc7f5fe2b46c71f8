// SPDX-License-Identifier: MIT
// File: tests/scoring/score_test.cc
// Scoring of hand-made finished positions (issue 12, items 1-2, 4). Every
// expected score is counted by hand in the comment above it; where GNU Go 3.8
// (`final_score`, `final_status_list seki`, Japanese rules) was asked, its
// answer is quoted as an independent reference.

#include "scoring/score.h"

#include <string>

#include "board/ascii_board.h"
#include "gtest/gtest.h"

namespace eyeshape::scoring {
namespace {

using board::Color;
using board::PointSet;
using board::Position;

struct Board {
  Position position;
  PointSet dead;
};

Board Parse(const std::string& text) {
  const auto parsed = board::ReadAsciiBoard(text);
  EXPECT_TRUE(parsed.ok()) << (parsed.ok() ? "" : parsed.error());
  return Board{parsed.value().position, parsed.value().dead};
}

std::string Vertices(const Position& position, const PointSet& points) {
  std::string out;
  points.ForEach([&](board::Point p) {
    if (!out.empty()) out += ' ';
    out += position.GtpVertex(p);
  });
  return out;
}

ScoreResult ScoreBoard(const Board& b, Rules rules = Rules::kJapanese, double komi = 0) {
  ScoreOptions options;
  options.rules = rules;
  options.komi = komi;
  return Score(b.position, b.dead, options);
}

// One eye each in the corner, one shared liberty (C7). Black's corner group
// B7 A6 B6 has the eye A7 and the liberty C7; White's D7 C6 D6 E6 F6 F7 A5 B5
// C5 has the eye E7 and C7. Black at C7 leaves Black with A7 alone and White
// takes it (capturing); White at C7 leaves White with E7 and Black captures.
// So seki: A7, E7 are not territory (Japanese); C7 is dame.
// Black's wall (one string) has the eyes E4, G4 and the 14 points of rows
// 1-2: territory 16. White has none. Japanese, komi 0: B+16.
// Chinese: Black 21 stones + 16 + A7 = 38, White 9 stones + E7 = 10: B+28.
// GNU Go 3.8 (final_score, Japanese, komi 0): B+16; final_status_list seki:
// the 12 stones of the two corner groups.
constexpr char kCornerSeki[] = R"(
.X.O.OX
XXOOOOX
OOOXXXX
XXXX.X.
XXXXXXX
.......
.......
)";

TEST(ScoreTest, OneEyeEachCornerSekiJapanese) {
  const Board b = Parse(kCornerSeki);
  const ScoreResult score = ScoreBoard(b);
  EXPECT_EQ(score.result, "B+16");
  EXPECT_EQ(score.territory[0].size(), 16);
  EXPECT_EQ(score.territory[1].size(), 0);
  EXPECT_EQ(Vertices(b.position, score.seki_eyes), "A7 E7");
  EXPECT_EQ(Vertices(b.position, score.dame), "C7");
  EXPECT_EQ(score.seki_stones.size(), 12);
  EXPECT_TRUE(score.unsure.empty()) << score.unsure_reasons.front();
  ASSERT_EQ(score.seki.size(), 1u);
  EXPECT_EQ(Vertices(b.position, PointSet::Of(score.seki[0].shared_liberties.at(0))), "C7");
  EXPECT_EQ(StatusOf(score, b.position.Parse("B7")), FinalStatus::kSeki);
  EXPECT_EQ(StatusOf(score, b.position.Parse("G7")), FinalStatus::kAlive);
}

TEST(ScoreTest, OneEyeEachCornerSekiChinese) {
  const ScoreResult score = ScoreBoard(Parse(kCornerSeki), Rules::kChinese, 7.5);
  EXPECT_DOUBLE_EQ(score.score[0], 38);
  EXPECT_DOUBLE_EQ(score.score[1], 17.5);
  EXPECT_EQ(score.result, "B+20.5");
}

}  // namespace
}  // namespace eyeshape::scoring
