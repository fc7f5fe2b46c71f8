// SPDX-License-Identifier: MIT
// File: tests/gtp/gtp_scoring_commands_test.cc
// final_score, final_status_list and eyeshape_set_dead (gtp/gtp_scoring_commands.h).
// Positions are set up with `play`, stones in reading order (no move of the
// set-up captures: every partial string touches an empty point). Expected
// replies are GNU Go 3.8's, recorded from `/usr/games/gnugo --mode gtp` with
// the same lines (`boardsize`, `komi 0`, the plays, then the query), where
// the comment says so; otherwise reasoned in the comment.

#include "gtp/gtp_scoring_commands.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "gtp/gtp_engine.h"

namespace eyeshape::gtp {
namespace {

// Plays the stones of `diagram` (rows from the top; X black, O white) on an
// empty board of its size, komi 0.
void PlayStones(GtpEngine& engine, std::string_view diagram) {
  std::vector<std::string> rows;
  std::size_t start = 0;
  while (start < diagram.size()) {
    std::size_t end = diagram.find('\n', start);
    if (end == std::string_view::npos) end = diagram.size();
    if (end > start) rows.emplace_back(diagram.substr(start, end - start));
    start = end + 1;
  }
  ASSERT_FALSE(rows.empty());
  const int height = static_cast<int>(rows.size());
  ASSERT_EQ(engine.HandleLine("boardsize " + std::to_string(rows[0].size())), "= \n\n");
  ASSERT_EQ(engine.HandleLine("komi 0"), "= \n\n");
  constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  for (int y = 0; y < height; ++y) {
    for (std::size_t x = 0; x < rows[y].size(); ++x) {
      const char c = rows[y][x];
      if (c != 'X' && c != 'O') continue;
      const std::string line = std::string("play ") + (c == 'X' ? "B " : "W ") + kColumns[x] +
                               std::to_string(height - y);
      ASSERT_EQ(engine.HandleLine(line), "= \n\n") << line;
    }
  }
}

GtpEngine ScoringEngine(scoring::Rules rules = scoring::Rules::kJapanese) {
  GtpEngine engine;
  RegisterScoringCommands(engine, {.rules = rules});
  return engine;
}

// One eye each in the corner (tests/scoring/score_test.cc, kCornerSeki, where
// the counts are reasoned): Black's corner B7 A6 B6 (eye A7) and White's D7 F7
// C6-F6 A5-C5 (eye E7) share the liberty C7; Black's wall has 16 points of
// territory. GNU Go 3.8 replied exactly these answers, the empty points'
// statuses included (the seki's eyes and shared liberty are dame).
constexpr char kCornerSeki[] = R"(
.X.O.OX
XXOOOOX
OOOXXXX
XXXX.X.
XXXXXXX
.......
.......
)";

TEST(GtpScoringCommandsTest, CornerSekiAsGnuGo) {
  GtpEngine engine = ScoringEngine();
  PlayStones(engine, kCornerSeki);
  EXPECT_EQ(engine.HandleLine("final_score"), "= B+16.0\n\n");
  EXPECT_EQ(engine.HandleLine("final_status_list seki"),
            "= B7 A6 B6\nD7 F7 C6 D6 E6 F6 A5 B5 C5\n\n");
  EXPECT_EQ(engine.HandleLine("final_status_list alive"),
            "= G7 G6 D5 E5 F5 G5 A4 B4 C4 D4 F4 A3 B3 C3 D3 E3 F3 G3\n\n");
  EXPECT_EQ(engine.HandleLine("final_status_list dead"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("final_status_list black_territory"),
            "= E4 G4 A2 B2 C2 D2 E2 F2 G2 A1 B1 C1 D1 E1 F1 G1\n\n");
  EXPECT_EQ(engine.HandleLine("final_status_list white_territory"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("final_status_list dame"), "= A7 C7 E7\n\n");
}

// Chinese rules (reasoned in score_test.cc): Black 21 stones + 16 + the eye
// A7 = 38, White 9 stones + E7 = 10: B+28.
TEST(GtpScoringCommandsTest, ChineseRulesCountArea) {
  GtpEngine engine = ScoringEngine(scoring::Rules::kChinese);
  PlayStones(engine, kCornerSeki);
  EXPECT_EQ(engine.HandleLine("final_score"), "= B+28.0\n\n");
}

// Black's corner B9 A8 B8 can be captured (White at C9 leaves it only A9:
// score_test.cc, kUnmarkedDeadCorner). Unmarked, the engine finds it dead
// itself (an estimate, which eyeshape_final_status_detail says) and scores
// as GNU Go 3.8 does: final_score B+36.0, final_status_list dead "B9 A8
// B8". Marked dead with eyeshape_set_dead B9 (the whole string), the same
// scores, with the statuses "given"; the alive strings in GNU Go's order.
constexpr char kDeadCorner[] = R"(
.X..O.OX.
XXOOOOOXX
OOOXXXXXX
XXXXXXXXX
.........
.........
.........
.........
.........
)";

TEST(GtpScoringCommandsTest, DeadMarksDecideTheScore) {
  GtpEngine engine = ScoringEngine();
  PlayStones(engine, kDeadCorner);
  EXPECT_EQ(engine.HandleLine("final_score"), "= B+36.0\n\n");
  EXPECT_EQ(engine.HandleLine("final_status_list dead"), "= B9 A8 B8\n\n");
  const std::string found = engine.HandleLine("eyeshape_final_status_detail");
  EXPECT_EQ(found.rfind("= result B+36.0 estimated", 0), 0u) << found;
  EXPECT_NE(found.find("\ndead estimated B9 A8 B8: "), std::string::npos) << found;

  EXPECT_EQ(engine.HandleLine("eyeshape_set_dead B9"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("final_score"), "= B+36.0\n\n");
  EXPECT_EQ(engine.HandleLine("final_status_list dead"), "= B9 A8 B8\n\n");
  EXPECT_EQ(engine.HandleLine("final_status_list seki"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("final_status_list alive"),
            "= E9 G9 C8 D8 E8 F8 G8 A7 B7 C7\n"
            "H9 H8 J8 D7 E7 F7 G7 H7 J7 A6 B6 C6 D6 E6 F6 G6 H6 J6\n\n");
  // With B9 A8 B8 taken, A9 C9 D9 F9 border White only: White's territory.
  // The dead stones' points are not listed (GNU Go gives them the status
  // dead); nothing is dame. (GNU Go 3.8 lists C9 as dame, and C3 E3 in
  // Black's open area too: its lists follow the moves its aftermath plays.)
  EXPECT_EQ(engine.HandleLine("final_status_list white_territory"), "= A9 C9 D9 F9\n\n");
  EXPECT_EQ(engine.HandleLine("final_status_list dame"), "= \n\n");
  // Komi goes to White: 36 - 6.5.
  EXPECT_EQ(engine.HandleLine("komi 6.5"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("final_score"), "= B+29.5\n\n");

  const std::string given = engine.HandleLine("eyeshape_final_status_detail");
  EXPECT_NE(given.find("\ndead given B9 A8 B8: marked dead"), std::string::npos) << given;

  // No argument clears the marks: found again.
  EXPECT_EQ(engine.HandleLine("eyeshape_set_dead"), "= \n\n");
  EXPECT_NE(engine.HandleLine("eyeshape_final_status_detail").find("dead estimated B9 A8 B8"),
            std::string::npos);

  // A change of the position clears them too: mark, play elsewhere, undo.
  EXPECT_EQ(engine.HandleLine("eyeshape_set_dead A8"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("final_status_list dead"), "= B9 A8 B8\n\n");
  EXPECT_EQ(engine.HandleLine("play W J1"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("undo"), "= \n\n");
  EXPECT_NE(engine.HandleLine("eyeshape_final_status_detail").find("dead estimated B9 A8 B8"),
            std::string::npos);
  const std::string gfx = engine.HandleLine("eyeshape_final_status_gfx");
  EXPECT_NE(gfx.find("\nMARK B9 A8 B8\n"), std::string::npos) << gfx;
  EXPECT_NE(gfx.find("\nTEXT B+29.5 (estimated)"), std::string::npos) << gfx;
}

TEST(GtpScoringCommandsTest, BadArguments) {
  GtpEngine engine = ScoringEngine();
  PlayStones(engine, kCornerSeki);
  // GNU Go 3.8's messages for a missing or unknown status (names are case
  // sensitive: GNU Go answers `final_status_list ALIVE` the same way).
  EXPECT_EQ(engine.HandleLine("final_status_list"), "? missing status\n\n");
  EXPECT_EQ(engine.HandleLine("final_status_list critical"), "? invalid status\n\n");
  EXPECT_EQ(engine.HandleLine("final_status_list ALIVE"), "? invalid status\n\n");
  // A dead mark must name a stone; on an error nothing is marked (B7 before
  // the empty A7 stays unmarked).
  EXPECT_EQ(engine.HandleLine("eyeshape_set_dead B7 A7"), "? vertex must not be empty: A7\n\n");
  EXPECT_EQ(engine.HandleLine("eyeshape_set_dead Z99"), "? invalid coordinate\n\n");
  EXPECT_EQ(engine.HandleLine("eyeshape_set_dead pass"), "? invalid coordinate\n\n");
  EXPECT_EQ(engine.HandleLine("final_status_list dead"), "= \n\n");
}

TEST(GtpScoringCommandsTest, FinalScoreTextIsGnuGos) {
  // GNU Go prints the margin with one decimal and "0" for a jigo (B+16.0
  // above; W+ for White).
  EXPECT_EQ(FinalScoreText(3.5), "B+3.5");
  EXPECT_EQ(FinalScoreText(16), "B+16.0");
  EXPECT_EQ(FinalScoreText(-0.5), "W+0.5");
  EXPECT_EQ(FinalScoreText(-7), "W+7.0");
  EXPECT_EQ(FinalScoreText(0), "0");
}

// A jigo: the corner seki (B+16 at komi 0) with komi 16.
TEST(GtpScoringCommandsTest, JigoIsZero) {
  GtpEngine engine = ScoringEngine();
  PlayStones(engine, kCornerSeki);
  EXPECT_EQ(engine.HandleLine("komi 16"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("final_score"), "= 0\n\n");
}

}  // namespace
}  // namespace eyeshape::gtp
