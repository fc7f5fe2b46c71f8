// SPDX-License-Identifier: MIT
// File: tests/scoring/seki_positions_test.cc
// Hand-made seki positions and the seed's non-seki look-alikes (issue 12,
// item 5's list), scored by scoring/score.h. Each expectation is reasoned in
// the comment above it (who can fill which point, and the count). GNU Go 3.8
// was asked the same position (stones set up by GTP `play` in reading order,
// komi 0, `final_score`, `final_status_list seki|dead`); its answers are
// quoted as an independent check where it agrees, and where it disagrees
// the comment says why the expectation stands.

#include <string>

#include "board/ascii_board.h"
#include "gtest/gtest.h"
#include "scoring/dead_stones.h"
#include "scoring/score.h"
#include "tests/scoring/scoring_test_boards.h"

namespace eyeshape::scoring {
namespace {

using board::PointSet;
using board::Position;

using testing::Board;
using testing::Vertices;

Board Parse(const std::string& text) { return testing::ParseBoard(text); }

ScoreResult ScoreBoard(const Board& b, Rules rules = Rules::kJapanese) {
  ScoreOptions options;
  options.rules = rules;
  options.komi = 0;
  return Score(b.position, b.dead, options);
}

std::string Why(const ScoreResult& score) {
  std::string out;
  for (const std::string& reason : score.estimates) out += reason + "\n";
  return out;
}

// Seki on the edge (not in the corner), one eye each. Black's inner string
// C2 D2 E2 C1 E1 has the eye D1 and the liberty F1; White's string (row 3
// B-H, B2 B1, F2, G1 H1 H2) has the eye G2 and F1. Black at F1 leaves Black
// only D1 and White captures there (D1 is surrounded by Black, but the
// capture comes first); White at F1 leaves White only G2 and Black captures.
// Nobody plays D1 or G2 (suicide). Seki: D1, G2 are not territory, F1 is
// dame. Black's wall (A1-A3, row 4, J1-J3) has rows 5-9: 45 points. B+45.
// Chinese: Black 15 + 5 stones + 45 + D1 = 66; White 13 stones + G2 = 14:
// B+52.
// GNU Go 3.8: final_score B+45.0; final_status_list seki = the 13 White and
// the 5 Black stones (agrees).
constexpr char kEdgeSeki[] = R"(
.........
.........
.........
.........
.........
XXXXXXXXX
XOOOOOOOX
XOXXXO.OX
XOX.X.OOX
)";

TEST(SekiPositionsTest, OneEyeEachOnTheEdge) {
  const Board b = Parse(kEdgeSeki);
  const ScoreResult score = ScoreBoard(b);
  EXPECT_TRUE(score.estimated_points.empty()) << Why(score);
  EXPECT_EQ(score.result, "B+45");
  EXPECT_EQ(score.seki_stones.size(), 18);
  EXPECT_EQ(Vertices(b.position, score.seki_eyes), "G2 D1");
  EXPECT_EQ(Vertices(b.position, score.dame), "F1");
  EXPECT_TRUE(score.estimated_points.empty());
  EXPECT_EQ(ScoreBoard(b, Rules::kChinese).result, "B+52");
}

// Not a seki (issue 24 corrected this test): White's wall A2 B2 C2 D2 E2 E1
// encloses the four points A1 B1 C1 D1, and Black's two stones B1 C1 sit in
// it; the wall has no liberty outside (row 3 and F2 F1 are Black's). Both
// have exactly the liberties A1 and D1.
//   * White at A1 (or D1) leaves White and Black one liberty each, with
//     Black to move: Black fills the other and captures the wall first.
//   * Black at A1 leaves Black A1 B1 C1 with D1 alone: White captures three
//     at D1 and has the straight three A1 B1 C1 with no liberty outside;
//     Black plays B1, its middle, and White cannot make two eyes: Black
//     captures the wall later (White's D1 answer to a Black stone at A1 or
//     C1 fills its own last liberty).
// So White is dead even moving first: the exact local game of the wall
// around A1-D1 (0 outer liberties) has value 1111. The test text before
// issue 24 called this a seki and blamed GNU Go, which scores it B+44 with
// the wall dead; that was wrong (the sacrifice was not read).
//   * Given no dead stones: the wall counts as alive, not seki (a note
//     says it is dead); A1 D1 stay dame; Black's 30 points (rows 4-7 and G2
//     G1): B+30.
//   * Found dead: Black gets the wall's 6 points, A1 D1, and 6 prisoners:
//     30 + 6 + 2 + 6 = B+44, as GNU Go 3.8 scores it.
// The board is testing::kBigEye.
TEST(SekiPositionsTest, BigEyeWithTwoStonesInsideIsNoSeki) {
  const Board b = Parse(testing::kBigEye);
  const ScoreResult score = ScoreBoard(b);
  EXPECT_EQ(score.result, "B+30");
  EXPECT_TRUE(score.seki_stones.empty());
  EXPECT_EQ(Vertices(b.position, score.dame), "A1 D1");
  ASSERT_EQ(score.notes.size(), 1u) << Why(score);
  EXPECT_NE(score.notes[0].find("1111"), std::string::npos) << score.notes[0];
  ScoreOptions options;
  options.komi = 0;
  const ScoreResult found = ScoreWithFoundDead(b.position, options);
  EXPECT_EQ(found.result, "B+44");
  EXPECT_EQ(Vertices(b.position, found.dead), "A2 B2 C2 D2 E2 E1");
  // Read on the board (issue 24, item 2): the line above has no ko, and it
  // takes Black about six moves (A1; B1 after White's capture; A1 and B1
  // again into the two-point eye White keeps after capturing those two).
  // Proved, since Black's wall (row 3 with F2 F1) is proved alive, though
  // Benson's test sees no vital region in its 28 points: G2 G1 is one eye
  // whatever White plays (a White stone there is taken or cannot be
  // played), and the 28 points, far more than a second eye needs, are
  // proved one by the zone searches (life_search.h: two 3x4 corners A4-C7
  // and E4-G7, miai).
  bool read = false;
  bool wall = false;
  for (const GroupStatus& group : found.groups) {
    if (group.stones.Contains(b.position.Parse("A2"))) {
      read = group.status == FinalStatus::kDead && group.certainty == Certainty::kProved &&
             group.reason.find("its capture read on the board") != std::string::npos;
    }
    if (group.stones.Contains(b.position.Parse("A3"))) {
      wall = group.status == FinalStatus::kAlive && group.certainty == Certainty::kProved &&
             group.reason.find("zone searches") != std::string::npos &&
             group.reason.find("an eye in G2 G1") != std::string::npos &&
             group.reason.find("miai") != std::string::npos;
    }
  }
  EXPECT_TRUE(wall);
  EXPECT_TRUE(read);
}

// Non-seki look-alike from the seed ("A Strict Rule"): a neutral point next
// to a group with three eyes. White's string (B7 D7 F7, row 6 B-G) has the
// eyes C7 E7 G7; A7 touches White B7 and Black A6: dame. The 1989 rule read
// literally puts White in seki ("alive but possess dame"); White has three
// eyes, so the stones are simply alive and C7 E7 G7 are White's territory.
// Black: rows 1-4 (28). Japanese: B+25.
// GNU Go 3.8: B+25.0, no seki (agrees).
constexpr char kThreeEyesAndDame[] = R"(
.O.O.O.
XOOOOOO
XXXXXXX
.......
.......
.......
.......
)";

TEST(SekiPositionsTest, DameNextToThreeEyesIsNotSeki) {
  const Board b = Parse(kThreeEyesAndDame);
  const ScoreResult score = ScoreBoard(b);
  EXPECT_TRUE(score.estimated_points.empty()) << Why(score);
  EXPECT_TRUE(score.seki_stones.empty());
  EXPECT_EQ(Vertices(b.position, score.territory[1]), "C7 E7 G7");
  // A7 is the one neutral point; the dame game fills it (Black moves first
  // in a diagram, and Black A7 joins A6 safely).
  EXPECT_EQ(Vertices(b.position, score.filled_dame[0]), "A7");
  EXPECT_TRUE(score.dame.empty());
  EXPECT_EQ(score.result, "B+25");
}

// Non-seki look-alike from the seed ("Which Colour for Filling Neutral
// Points?"): two one-eyed White groups (eye A7; eye G7) with the neutral
// column D7 D6 D5 between them (D5 touches Black's D4). White needs one of
// the three points to connect: Black at D6 is answered by D7 (or D5), and
// the connected White has the two eyes A7 and G7. Black can only take D5
// (and D6 if White lets it), never cut both. So no seki: A7 and G7 are
// White's territory; D7 D6 D5 are dame (touching both colours). Black: rows
// 1-3 (21). Japanese: B+19.
// GNU Go 3.8: no seki, no dead stone (agrees), but final_score B+17.0: it
// counts D7 D6 as White's (its territory estimate fills dame by the
// connection); under the 1989 rule they are dame (they touch D5, which
// touches Black), so the count here stands.
constexpr char kConnectedOneEyedGroups[] = R"(
.OO.OO.
OOO.OOO
OOO.OOO
XXXXXXX
.......
.......
.......
)";

TEST(SekiPositionsTest, OneEyedGroupsThatConnectAreNotSeki) {
  const Board b = Parse(kConnectedOneEyedGroups);
  const ScoreResult score = ScoreBoard(b);
  EXPECT_TRUE(score.estimated_points.empty()) << Why(score);
  EXPECT_TRUE(score.seki_stones.empty());
  EXPECT_EQ(Vertices(b.position, score.territory[1]), "A7 G7");
  EXPECT_EQ(score.result, "B+19");
}

// Bamboo-joint seki (the seed's "Which Colour for Filling Neutral Points?":
// grey stones connect both one-eyed groups out; tests/data/scoring/
// bamboo_joint_seki.txt). Black's inner string B1 A2 B2 C2 has the eye A1
// and the liberties C1 and B3; White's D1 D2 E2 F2 F1 has the eye E1 and the
// liberties C1 and E3. B3 B4 are White's bamboo joint (A3 A4 to C3 C4, which
// belongs to the White wall C3-C9 and row 5): White needs one of them, and
// either one also cuts Black's string from the Black strip A5-B9 (eyes A7
// A9). E3 E4 are Black's bamboo joint (D3 D4 to the wall F3-J4, eyes G3 J3
// H1) and cut White's string from White's wall the same way. So each inner
// string has one eye, the shared C1 and one liberty its opponent fills with
// a connecting move:
//   * whoever plays C1 leaves its own string with the eye alone (Black C1:
//     White answers B3 and Black's string is in atari first);
//   * White B3 (or B4) threatens C1 next, which Black answers at E3 (or
//     E4), and the other way round; after the exchanges both strings have
//     their eye and C1: the seki of two one-eyed groups.
// An exhaustive search of the local game that shares no code with eyeshape,
//   scripts/local_capture_game.py tests/data/scoring/bamboo_joint_seki.txt
//     --points A1,C1,E1,B3,B4,E3,E4 --black A2,B2,C2,B1,D3,D4
//     --white D1,D2,E2,F2,F1,A3,A4
// finds no capture for either side moving first (0 and 0); with E3 E4
// filled by Black it finds that Black moving first kills White (+1), so the
// joint is what makes it seki.
// Seki: A1 E1 are not territory; C1 B3 B4 E3 E4 are dame. Black: A7 A9 G3
// J3 H1 (5); White: D6-J9 (24). Japanese, komi 0: W+19. Chinese: Black 25
// stones + 6 (A1 counts as area) = 31, White 20 + 25 = 45: W+14.
// GNU Go 3.8 (SGF setup, final_status_list seki, final_score): seki = the
// two inner strings, no dead stone, W+19.0 (Japanese) and W+14.0 (Chinese)
// (agrees). Before the tactical reader learnt that a string whose liberties
// are all its own eyes cannot be attacked, the Black strip A5-B9 was called
// capturable (White B4, then no Black move helped) and the position fell to
// the seed's heuristics.
constexpr char kBambooJointSeki[] = R"(
.XO......
XXO......
.XO......
XXO......
XXOOOOOOO
O.OX.XXXX
O.OX.X.X.
XXXOOOXXX
.X.O.OX.X
)";

TEST(SekiPositionsTest, BambooJointSeki) {
  const Board b = Parse(kBambooJointSeki);
  const ScoreResult score = ScoreBoard(b);
  // Decided by the local search, not by playouts (a region no eye space
  // covers is still counted by the seed's table, an estimate).
  EXPECT_EQ(Why(score).find("by playouts"), std::string::npos) << Why(score);
  EXPECT_EQ(score.result, "W+19");
  EXPECT_EQ(Vertices(b.position, score.seki_stones), "A2 B2 C2 D2 E2 F2 B1 D1 F1");
  EXPECT_EQ(Vertices(b.position, score.seki_eyes), "A1 E1");
  // The neutral points B4 E4 B3 E3 C1: B3 E3 C1 are the seki's shared
  // liberties (nobody fills them); B4 and E4 are dame the dame game fills.
  EXPECT_EQ(Vertices(b.position, score.dame), "B3 E3 C1");
  EXPECT_EQ(Vertices(b.position, score.filled_dame[0] | score.filled_dame[1]), "B4 E4");
  EXPECT_EQ(Vertices(b.position, score.territory[0]), "A9 A7 G3 J3 H1");
  EXPECT_EQ(ScoreBoard(b, Rules::kChinese).result, "W+14");
}

// A false eye in seki (tests/data/scoring/false_eye_seki.txt). Black's
// inner string A2 B2 C2 D2 B1 has the eye A1 and the liberty C1. White's
// wall (row 3, E2-H2, F1, H1) has the eye G1 and the false eye E1: E1's
// neighbours are White, but its diagonal D2 is Black and the lone White D1
// (liberties C1 and E1) is not connected to the wall.
//   * Black cannot fill E1 (no liberty, nothing captured) and Black C1 puts
//     Black's own string in atari with the eye alone: White captures at A1.
//   * White C1 puts C1 D1 in atari at E1 and Black's string at A1: Black
//     captures two stones at E1 first; White can take back one at D1 and
//     the position repeats with White two stones down ("sending two,
//     returning one"), so White does not start it.
// So seki: the wall with D1 and the Black string; A1, G1 and the false eye
// E1 are not territory (E1 is worth nothing: 0000), C1 is dame. Black: rows
// 5-9 (45). Japanese, komi 0: B+45.
//   scripts/local_capture_game.py tests/data/scoring/false_eye_seki.txt
//     --points A1,C1,E1,G1 --black A2,B2,C2,D2,B1 --white A3,E2,F2,G2,H2,F1,H1,D1
// finds no capture for either side moving first (0 and 0).
// GNU Go 3.8: seki = the same 20 stones, no dead stone (agrees); final_score
// B+44.0 (it counts one point for White; in seki none is territory).
// Before the tactical reader ended such cycles, it read White C1 as
// capturing the Black string (the recapture at D1 left Black with no move
// and no pass), E1 was valued as an eye and the score was marked unsure.
constexpr char kFalseEyeSeki[] = R"(
.........
.........
.........
.........
.........
XXXXXXXXX
OOOOOOOOX
XXXXOOOOX
.X.O.O.OX
)";

TEST(SekiPositionsTest, FalseEyeInSeki) {
  const Board b = Parse(kFalseEyeSeki);
  const ScoreResult score = ScoreBoard(b);
  EXPECT_TRUE(score.estimated_points.empty()) << Why(score);
  EXPECT_EQ(score.result, "B+45");
  EXPECT_EQ(Vertices(b.position, score.seki_stones),
            "A3 B3 C3 D3 E3 F3 G3 H3 A2 B2 C2 D2 E2 F2 G2 H2 B1 D1 F1 H1");
  EXPECT_EQ(Vertices(b.position, score.seki_eyes), "A1 E1 G1");
  EXPECT_EQ(Vertices(b.position, score.dame), "C1");
  EXPECT_TRUE(score.estimated_points.empty());
}

}  // namespace
}  // namespace eyeshape::scoring
