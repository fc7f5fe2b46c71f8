// SPDX-License-Identifier: MIT
// File: tests/scoring/dead_stones_test.cc
// FindDeadStones() (issue 24, item 1) on hand-made finished positions. The
// boards share one frame: Black's wall on row 5 with rows 6-7 (18 points)
// behind it, White's wall on row 4 with White's area in rows 1-3; the stones
// judged sit in White's lower-left corner. Every expected status is read
// out by hand in the comment above its test.

#include "scoring/dead_stones.h"

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

#include "board/ascii_board.h"
#include "board/eyes.h"
#include "board/sgf.h"
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

// The stones of the judged groups with `status`, in one set.
PointSet StonesOf(const std::vector<GroupStatus>& groups, FinalStatus status) {
  PointSet out;
  for (const GroupStatus& group : groups) {
    if (group.status == status) out |= group.stones;
  }
  return out;
}

// The group holding `p`. REQUIRES: there is one.
const GroupStatus& GroupAt(const DeadStones& found, board::Point p) {
  for (const GroupStatus& group : found.groups) {
    if (group.stones.Contains(p)) return group;
  }
  ADD_FAILURE() << "no group at " << p;
  return found.groups.front();
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
  const GroupStatus& dead = GroupAt(found, position.Parse("A1"));
  EXPECT_EQ(dead.color, Color::kBlack);
  EXPECT_EQ(dead.status, FinalStatus::kDead);
  // Not provable by Benson's test (White's area is open, rows 1-3). The
  // capture is read in A1's enclosure A1 A2 B1 (issue 24, item 2: the line
  // above, with Black's moves elsewhere taking liberties of B2 and C1, two
  // each outside the corner), but that White's stones around live is only
  // estimated, so the status stays an estimate.
  EXPECT_EQ(dead.certainty, Certainty::kEstimated);
  EXPECT_NE(dead.reason.find("its capture read on the board"), std::string::npos) << dead.reason;
  EXPECT_TRUE(found.unsettled.empty());
  // With A1 removed, White's territory is rows 1-3 minus its 3 stones in
  // them (27 - 3 = 24) and A1 itself is counted among those points; White
  // has 1 prisoner; Black has the 18 points of rows 6-7. W+7 (komi 0).
  ScoreOptions options;
  options.komi = 0;
  DeadStones judged;
  const ScoreResult score = ScoreWithFoundDead(position, options, {}, &judged);
  EXPECT_EQ(score.result, "W+7");
  EXPECT_EQ(score.certainty, Certainty::kEstimated);
  EXPECT_EQ(StatusOf(score, position.Parse("A1")), FinalStatus::kDead);
}

// White's B13 C13 on the top edge of a 13x13 board, inside Black's string of
// rows 10-12, which has the eyes C11 and E11 and so is unconditionally alive
// (Benson). Their region is row 13 and A12, 14 points: more than the capture
// reading takes (12), and A13 is beside no Black stone, so the rule "every
// point next to them" does not apply. A13 is its only such point, so White
// can make one eye there at most: White's stones are dead whatever is
// played, proved (board/benson.h, FindUnconditionalTerritory). GNU Go 3.8's
// `unconditional_status B13` on this position: dead.
constexpr char kDeadStonesInALongNarrowRegion[] = R"(
.OO..........
.XXXXXXXXXXXX
XX.X.XXXXXXXX
XXXXXXXXXXXXX
.............
.............
.............
.............
.............
.............
.............
.............
.............
)";

TEST(DeadStonesTest, DeadStonesWhereNoTwoEyesFitAreProved) {
  const Position position = Parse(kDeadStonesInALongNarrowRegion);
  const DeadStones found = FindDeadStones(position);
  const GroupStatus& dead = GroupAt(found, position.Parse("B13"));
  EXPECT_EQ(dead.color, Color::kWhite);
  EXPECT_EQ(dead.status, FinalStatus::kDead);
  EXPECT_EQ(dead.certainty, Certainty::kProved);
  EXPECT_NE(dead.reason.find("in a region of 14 points"), std::string::npos) << dead.reason;
  EXPECT_NE(dead.reason.find("no two eyes are possible"), std::string::npos) << dead.reason;
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
  const GroupStatus& dead = GroupAt(found, position.Parse("A2"));
  EXPECT_EQ(dead.reason.rfind("exact local game", 0), 0u) << dead.reason;
}

// A dead group inside the opponent's area: Black B2 C2
// D2 has five liberties (A2 E2 B1 C1 D1; the reader calls strings of more
// than four liberties safe without reading) inside White's corner A1-E2.
// Only A1-D1 can be Black eyes (row 2 touches White's row 3, E1 touches
// F1). Two eyes need A1 and C1 (Black on A2 B1 D1), B1 and D1 (Black on A1
// C1 E1) or A1 and D1 (Black on A2 B1 C1 E1): three moves at least, and
// White answers any Black move on a point of the pair still open (after
// Black B1, White D1; Black C1 then ataris D1, White connects at E1, and
// only A1 is left). Black cannot capture White's wall (it has liberties in
// White's area F-J). Dead. The Black string encloses nothing (the points
// around it touch White), so the exact local game does not apply; the
// playouts call it dead, and its capture is read in the ten points A1-E2
// (White's wall has the five liberties G3 H3 J3 G2 G1 outside them; issue
// 24, item 2). White's wall is not unconditionally alive, so an estimate.
constexpr char kDeadByReading[] = R"(
.........
.........
XXXXXXXXX
OOOOOOOOO
OOOOOO...
.XXX.O...
.....O...
)";

TEST(DeadStonesTest, DeadGroupInsideTheOpponentsArea) {
  const Position position = Parse(kDeadByReading);
  const DeadStones found = FindDeadStones(position);
  EXPECT_EQ(Vertices(position, found.dead), "B2 C2 D2");
  const GroupStatus& dead = GroupAt(found, position.Parse("B2"));
  EXPECT_EQ(dead.certainty, Certainty::kEstimated);
  EXPECT_EQ(dead.reason.rfind("playouts", 0), 0u) << dead.reason;
  EXPECT_NE(dead.reason.find("its capture read on the board"), std::string::npos) << dead.reason;
}

// A live group with two eyes inside White's area: Black A2 B2 C2 D2 B1 D1 is
// one string with the liberties A1 and C1, each surrounded by Black stones
// and the edge only: two one-point eyes, White can play in neither (no
// liberty, no capture). Alive; nothing on the board is dead. Both eyes are
// regions whose every point is a liberty of the string: Benson's test
// proves it alive.
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
  EXPECT_TRUE(StonesOf(found.groups, FinalStatus::kAlive).Contains(position.Parse("B1")));
  const GroupStatus& alive = GroupAt(found, position.Parse("B1"));
  EXPECT_EQ(alive.certainty, Certainty::kProved);
  EXPECT_NE(alive.reason.find("Benson"), std::string::npos) << alive.reason;
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
  const ScoreResult score = ScoreWithFoundDead(position, {});
  EXPECT_EQ(score.seki_stones.size(), 12);
  EXPECT_EQ(StatusOf(score, position.Parse("B7")), FinalStatus::kSeki);
  EXPECT_EQ(StonesOf(score.groups, FinalStatus::kSeki).size(), 12);
}

// Not settled: Black A2 B2 C2 D2 D1 around the straight three A1 B1 C1 on
// the edge. Black at B1 makes two eyes (A1 and C1); White at B1 leaves one
// eye. Whoever moves first decides it, so the game is not finished there:
// the exact local game says so (b < 2, c = 2), the group still gets a
// status (estimated), and the score says where the game is not finished.
constexpr char kStraightThree[] = R"(
.........
.........
XXXXXXXXX
OOOOOOOOO
OOOOO....
XXXXO....
...XO....
)";

TEST(DeadStonesTest, UnsettledGroupIsReported) {
  const Position position = Parse(kStraightThree);
  const DeadStones found = FindDeadStones(position);
  ASSERT_EQ(found.unsettled.size(), 1u);
  EXPECT_NE(found.unsettled[0].find("whoever moves first"), std::string::npos)
      << found.unsettled[0];
  EXPECT_NE(found.unsettled[0].find("A2"), std::string::npos) << found.unsettled[0];
  const GroupStatus& group = GroupAt(found, position.Parse("A2"));
  EXPECT_EQ(group.certainty, Certainty::kEstimated);
  const ScoreResult score = ScoreWithFoundDead(position, {});
  EXPECT_EQ(score.certainty, Certainty::kEstimated);
  EXPECT_FALSE(score.result.empty());
  bool noted = false;
  for (const std::string& note : score.notes) noted = noted || note.find("not finished") == 0;
  EXPECT_TRUE(noted);
}

// The exact eye values in the estimate (OneEyeAmongLivingStrings). Black's
// snake B10 C10 C9 B8 C8 with A9 has one eye, B9 (a proper one-point eye:
// 1111 whoever moves first); its other empty neighbours A10 D10 D9 D8 A8
// touch White's wall and cannot become Black eyes (each has a White
// neighbour). White's one string of 34 stones, from C13 round to F1,
// shuts it in and has eyes away from it: A12-B13 and D12-E13 (four points
// each) above, A5-B6, D5-E6 and A1-E3 below. With one eye, no way out and
// nothing of White's to capture, the snake is dead; Black's group on the
// right (G13 down to G1 with the 78 points H-N) is not one-eyed.
constexpr char kOneEyedSnake[] = R"(
. . O . . O X . X . . . .
. . O . . O X X X . . . .
O O O O O O X . . . . . .
. X X . O O X . . . . . .
X . X . O . X . . . . . .
. X X . O O X . . . . . .
O O O O O O X . . . . . .
. . O . . O X . . . . . .
. . O . . O X . . . . . .
O O O O O O X . . . . . .
. . . . . O X . . . . . .
. . . . . O X . . . . . .
. . . . . O X . . . . . .
)";

TEST(DeadStonesTest, OneEyedGroupAmongLivingStringsIsDead) {
  const Position position = Parse(kOneEyedSnake);
  const board::EyeAnalysis eyes = board::AnalyzeEyes(position, EyesForScoring());
  const std::string why =
      OneEyeAmongLivingStrings(position, eyes, position.Parse("B10"), PointSet(), PointSet());
  EXPECT_NE(why.find("at most one eye"), std::string::npos) << why;
  EXPECT_NE(why.find("1111"), std::string::npos) << why;
  // The same group through another of its strings (A9 is joined through B9).
  EXPECT_FALSE(
      OneEyeAmongLivingStrings(position, eyes, position.Parse("A9"), PointSet(), PointSet())
          .empty());
  // Black's group on the right has its whole side: more than one eye.
  EXPECT_EQ(OneEyeAmongLivingStrings(position, eyes, position.Parse("G13"), PointSet(), PointSet()),
            "");
  // A White string around it judged dead: then the snake may win a semeai,
  // and the rule says nothing.
  EXPECT_EQ(OneEyeAmongLivingStrings(position, eyes, position.Parse("B10"), PointSet(),
                                     position.StringAt(position.Parse("C13"))),
            "");
  // An empty point: no group.
  EXPECT_EQ(OneEyeAmongLivingStrings(position, eyes, position.Parse("B9"), PointSet(), PointSet()),
            "");
}

// A lone stone that touches none of the strings shutting it in. Black's G6
// stands in White's upper right; its liberties G7, F6 and G5 each touch
// White's stones (F7, and the string A6-E6-F5-G4 with B7 and D7), so each
// is a point of White's eye spaces and G6 has no eye space of its own.
// White lives: A7, C7 and E7 are eyes. Black's string A5-D4-A3-G3 lives
// below with rows 1 and 2. While White's stones live, G6 is dead; were
// they judged dead (by the playouts, in a game), G6 would be alive in the
// same estimate, so the rule must then say nothing rather than call both the
// stone and the walls around it dead.
constexpr char kLoneStoneInTheCorner[] = R"(
. O . O . O .
O O O O O . X
X X X X O O .
. X . X X O O
X X X X X X X
. . . . . . .
. . . . . . .
)";

TEST(DeadStonesTest, LoneStoneIsDeadOnlyWhileTheWallsAroundItLive) {
  const Position position = Parse(kLoneStoneInTheCorner);
  const board::EyeAnalysis eyes = board::AnalyzeEyes(position, EyesForScoring());
  const std::string why =
      OneEyeAmongLivingStrings(position, eyes, position.Parse("G6"), PointSet(), PointSet());
  EXPECT_NE(why.find("at most one eye"), std::string::npos) << why;
  const PointSet wall = position.StringAt(position.Parse("E6"));
  EXPECT_EQ(wall.size(), 11);
  EXPECT_EQ(OneEyeAmongLivingStrings(position, eyes, position.Parse("G6"), PointSet(), wall), "");
  EXPECT_EQ(OneEyeAmongLivingStrings(position, eyes, position.Parse("G6"), PointSet(),
                                     position.StringAt(position.Parse("F7"))),
            "");
}

// The verdicts' consistency (AliveAmongDeadStrings), on a 9x9 board of our
// own. White's C6-E4 ring lies in Black's area with one eye at most: its
// space is D5 and C5, where Black's C5 sits with the one liberty D5. White's
// D5 would take C5 and leave White the single eye C5 and the liberty B6, so
// White is dead, and Black's C5, whose only neighbours of the other colour
// are those White stones, stands on Black's points once they are taken.
// GNU Go 3.8 on this board: `final_status_list dead` C6 D6 E6 B5 E5 B4 C4
// D4 E4, C5 among the living stones, `final_score` B+71, as ours. The
// playouts of the full estimate keep C5 alive here; the rule matters where a
// close call of theirs calls such a stone dead with the group around it
// (GNU Go's score2.tst, test 42, a position of GNU Go's own: T18).
constexpr char kStoneInADeadRing[] = R"(
.........
.........
XXXXXX...
X.OOOX...
XOX.OX...
XOOOOX...
XXXXXX...
.........
.........
)";

TEST(DeadStonesTest, StoneAmongDeadStringsLives) {
  const Position position = Parse(kStoneInADeadRing);
  const PointSet ring = position.StringAt(position.Parse("C6"));  // one string, C6 to B5
  const PointSet stone = position.StringAt(position.Parse("C5"));
  // Every White string next to C5 judged dead: C5 lives.
  EXPECT_EQ(AliveAmongDeadStrings(position, stone, ring | stone),
            "alive: every white string next to it is judged dead");
  // The ring not judged dead: no verdict.
  EXPECT_EQ(AliveAmongDeadStrings(position, stone, stone), "");
  // White's ring has living Black strings around it: the rule says nothing.
  EXPECT_EQ(AliveAmongDeadStrings(position, position.StringAt(position.Parse("C6")), ring | stone),
            "");
  // A string with no stone of the other colour next to it: nothing to lean on.
  const Position lone = Parse(R"(
.........
.........
.........
.........
....X....
.........
.........
.........
.........
)");
  EXPECT_EQ(AliveAmongDeadStrings(lone, lone.StringAt(lone.Parse("E5")), PointSet()), "");
  // The whole estimate agrees with GNU Go: the ring dead, C5 alive.
  const DeadStones found = FindDeadStones(position);
  EXPECT_EQ(found.dead, ring);
}

// The second test of AliveAmongDeadStrings, on two walls across a 9x9 board
// of our own: White's row 5 closes the upper four rows, Black's C7 stands in
// them. White's G7 touches no Black stone, so the first test (every string of
// the other colour next to it judged dead) has nothing to go on. With C7 and
// G7 both judged dead and taken off, rows 6 to 9 are bordered by White's
// wall alone: White's territory, so nothing there could capture G7, and the
// verdict "G7 dead" contradicts the others. C7 judged dead with G7 taken
// off stands in a region bordered by White: no contradiction. With C7 not
// judged dead, G7's region holds a Black stone that would stay, and the
// rule says nothing.
constexpr char kStoneApartFromTheDeadStones[] = R"(
.........
.........
..X...O..
.........
OOOOOOOOO
XXXXXXXXX
.........
.........
.........
)";

TEST(DeadStonesTest, StoneWhosePointsWouldBeItsOwnTerritoryLives) {
  const Position position = Parse(kStoneApartFromTheDeadStones);
  const PointSet black = position.StringAt(position.Parse("C7"));
  const PointSet white = position.StringAt(position.Parse("G7"));
  EXPECT_EQ(AliveAmongDeadStrings(position, white, black | white),
            "alive: once every string judged dead is taken, its points are white's territory");
  EXPECT_EQ(AliveAmongDeadStrings(position, black, black | white), "");
  EXPECT_EQ(AliveAmongDeadStrings(position, white, white), "");
}

// The capturing race in the estimate (LosesCapturingRace), on a 9x9 board of
// our own. Black's D9 D8 D7 C7 C6 B6 A6 has no eye: its empty neighbours
// C9 C8 B7 A7 E9 E8 D6 are marginal points next to White stones. It is
// shut in by White's wall F9 ... E1 (two eyes in the lower left) and must
// capture White's B9 A8 B8 in the corner to live. White's corner has one
// eye, A9, and its other liberties C9 C8 B7 A7 are all shared. The classic
// count: Black needs 5 moves (the 4 shared liberties, which White with an
// eye against none keeps, and the eye), White needs 3 (E9 E8 D6), so Black
// loses even moving first: B C9, W E9, B C8, W E8, B B7, W D6 leaves Black
// with A7 alone, which it cannot fill (no capture, White still has A9), and
// White takes the group at A7. GNU Go 3.8's `final_status_list dead` on
// this board: D9 D8 C7 D7 A6 B6 C6.
constexpr char kLostRace[] = R"(
. O . X . O X . .
O O . X . O X . .
. . X X O O X . .
X X X . O X X . .
O O O O O X . . .
. . . . O X . . .
. . . . O X . . .
. . . . O X . . .
. . . . O X . . .
)";

// The same board with A9 White: the corner has no eye, so the shared
// liberties go to neither side but the last, and Black moving first wins
// (C9, C8, B7 against White's E9, E8, D6, then A7 captures), as White does
// moving first: whoever moves first. The count says nothing here (GNU Go
// 3.8 lists Black dead here too, the status of a group that dies if the
// other side moves first).
constexpr char kRaceWonMovingFirst[] = R"(
O O . X . O X . .
O O . X . O X . .
. . X X O O X . .
X X X . O X X . .
O O O O O X . . .
. . . . O X . . .
. . . . O X . . .
. . . . O X . . .
. . . . O X . . .
)";

TEST(DeadStonesTest, GroupThatLosesTheCapturingRaceIsDead) {
  const Position position = Parse(kLostRace);
  const board::EyeAnalysis eyes = board::AnalyzeEyes(position, EyesForScoring());
  const std::string why =
      LosesCapturingRace(position, eyes, position.Parse("D9"), PointSet(), PointSet());
  EXPECT_EQ(why.rfind("capturing race: lost by 3 liberties against 5", 0), 0u) << why;
  // Every string of the group gives the same answer.
  EXPECT_EQ(LosesCapturingRace(position, eyes, position.Parse("A6"), PointSet(), PointSet()), why);
  // White's corner judged dead: Black may live by taking it, so no count.
  EXPECT_EQ(LosesCapturingRace(position, eyes, position.Parse("D9"), PointSet(),
                               position.StringAt(position.Parse("B9"))),
            "");
  // White's strings are not shut in one-eyed groups of the race's kind.
  EXPECT_EQ(LosesCapturingRace(position, eyes, position.Parse("B9"), PointSet(), PointSet()), "");
  EXPECT_EQ(LosesCapturingRace(position, eyes, position.Parse("F9"), PointSet(), PointSet()), "");
  // The whole estimate agrees (the playouts already end the group White's;
  // the count decides only close calls).
  const DeadStones found = FindDeadStones(position);
  EXPECT_EQ(Vertices(position, found.dead), "D9 D8 C7 D7 A6 B6 C6");
}

TEST(DeadStonesTest, RaceWonMovingFirstIsNotCounted) {
  const Position position = Parse(kRaceWonMovingFirst);
  const board::EyeAnalysis eyes = board::AnalyzeEyes(position, EyesForScoring());
  EXPECT_EQ(LosesCapturingRace(position, eyes, position.Parse("D9"), PointSet(), PointSet()), "");
}

// The finished-game rule (FloatingStrings) on a 9x9 game of our own (GNU Go
// 3.8 at level 1 against itself after a few random opening stones, played
// until both passed). White holds the right side loosely: the wall B9-C6-E5-E1
// and the stones J9, H8 and H5. Black's E2 F2 G2 (5 liberties) and J2 (3)
// have no territory of their own: every empty region they touch also touches
// White. The playouts from the position split near even (E2: White's in
// about half), since a random Black move first can still make room there; but
// both players passed, and with the stones gone, their points end White's
// in most playouts: nothing Black has nearby holds them. So both are dead
// (J2 already by the playouts' 45%, the dead share; E2 by this rule
// when the playouts leave it just short of that share),
// as GNU Go 3.8 (`final_status_list dead`: E2 F2 G2 J2; `final_score`
// W+48.5) and @sabaki/deadstones 2.1.2 (`guess` with `finished`: the same
// four stones) find them. Counted by hand (Japanese, komi 6.5): White's
// territory is the 40 empty points of the right side and the 4 dead
// stones' points, 44, with 4 prisoners: 54.5; Black's the 6 points A1 A2
// A3 B3 B4 B5: W+48.5, GNU Go's result.
constexpr char kFloatingStones[] = R"(
X O . . . . . . O
X O . . . . . O .
X O O . . . . . .
X X O . . . . . .
X . X O O . . O .
X . X X O . . . .
. . X O O . . . .
. X X O X X X . X
. X O O O . . . .
)";

// E2 is near the dead share in the playouts (about half of them against it;
// just under 45% with the first seed before the policy's atari answers
// stopped following the board's point order): dead by the playouts or by the
// rule, whichever the random numbers leave to decide it. So the dead set is
// checked with several seeds, and the reason must be one of the two.
TEST(DeadStonesTest, FloatingStonesOfAFinishedGameAreDead) {
  const Position position = Parse(kFloatingStones);
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    const DeadStones found = FindDeadStones(position, {.seed = seed});
    EXPECT_EQ(Vertices(position, found.dead), "E2 F2 G2 J2") << "seed " << seed;
    const GroupStatus& group = GroupAt(found, position.Parse("E2"));
    EXPECT_EQ(group.certainty, Certainty::kEstimated);
    EXPECT_TRUE(group.reason.find("no territory of its own") != std::string::npos ||
                group.reason.find("a close call") != std::string::npos)
        << group.reason;
  }
  ScoreOptions options;
  options.komi = 6.5;
  EXPECT_EQ(ScoreWithFoundDead(position, options).result, "W+48.5");
}

// A share near a decision line is read from more playouts: E2's, about half
// of them against it, is within 6 points of the dead share, so three times
// the 256 are run again and pooled (1,024 in all, as its reason says); with
// the refinement off the reason keeps the first 256. A share far from every
// line (the White wall's, every playout keeps it) does not ask for more:
// the lone White string of the board below, with nothing near a line,
// keeps 256.
TEST(DeadStonesTest, SharesNearADecisionLineAreReadFromMorePlayouts) {
  const Position position = Parse(kFloatingStones);
  const DeadStones refined = FindDeadStones(position);
  EXPECT_NE(GroupAt(refined, position.Parse("E2")).reason.find("of 1024"), std::string::npos)
      << GroupAt(refined, position.Parse("E2")).reason;
  const DeadStones plain = FindDeadStones(position, {.refine_factor = 0});
  EXPECT_NE(GroupAt(plain, position.Parse("E2")).reason.find("of 256"), std::string::npos)
      << GroupAt(plain, position.Parse("E2")).reason;
  const Position settled = Parse(R"(
. . . . .
O O O O O
X X X X X
. . . . .
. . . . .
)");
  const DeadStones far = FindDeadStones(settled);
  EXPECT_NE(GroupAt(far, settled.Parse("A4")).reason.find("of 256"), std::string::npos)
      << GroupAt(far, settled.Parse("A4")).reason;
}

// The same rule for a string short of liberties (a 13x13 end of our own:
// `scripts/selfplay.py --size 13 --games 20 --first-seed 701 --level 6`,
// seed 707, GNU Go 3.8 against itself until both passed). Black holds the
// left and the middle, loosely, with White's scattered stones in it; White's
// A7 has two liberties (A8, A6), no territory, and one Black string next to
// it, B7's, with many more liberties: it can win no race and hold no seki.
// The playouts keep it alive as a close call (42% against it), and alive it
// left Black's 93 points of the left side open, which the scorer then
// counted as dame: W+2.5 against the record's B+94.5. A string short of liberties once kept the
// playouts' verdict whatever its neighbours; now only one with a point of
// territory (an eye, or a ko to take back) or a neighbour of the other colour
// as short of liberties does. Dead: the 23 White stones of the left and the
// middle, the set @sabaki/deadstones 2.1.2 finds (`guess`, finished); GNU Go
// 3.8's `final_status_list dead` has A7 too, and the record's result is
// B+94.5 (Japanese, komi 6.5, with White's one prisoner).
constexpr char kLoneStoneOnOpenGround[] = R"(
. . . . O O X . . . . . .
X O . . O X . X . . . . .
. . . O O X . . . . X . .
X O O . . . . O . . . X .
. X X X X . X O X X . . X
. X X O X X . O X O X X O
O X O O O O O . X O X O O
. O . . . . X X X O O . .
. O . . . O . X O O . O .
. X O O . . . X O . O . .
. X X . . X . X O O O . .
. . . X . . . X O . . . .
. . . . . . . X O . . . .
)";

// A7 too is near the dead share: the dead set with several seeds, the rule
// on one of them at least.
TEST(DeadStonesTest, StringShortOfLibertiesWithNoRaceToWinIsFloating) {
  const Position position = Parse(kLoneStoneOnOpenGround);
  int by_the_rule = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    const DeadStones found = FindDeadStones(position, {.seed = seed});
    EXPECT_EQ(Vertices(position, found.dead),
              "E13 F13 B12 E12 D11 E11 B10 C10 H10 H9 D8 H8 A7 C7 D7 E7 F7 G7 B6 B5 F5 C4 D4")
        << "seed " << seed;
    // A7's group is the White strings of the left, judged the same way; the
    // close calls name the rule that judged A7.
    EXPECT_EQ(GroupAt(found, position.Parse("A7")).certainty, Certainty::kEstimated);
    for (const std::string& call : found.close_calls) {
      if (call.rfind("white A7 dead by the finished-game rule", 0) == 0) ++by_the_rule;
    }
  }
  EXPECT_GE(by_the_rule, 1);
}

// The finished-game rule beside a stone joined to its wall (an uneven 9x9
// end of our own: `scripts/selfplay.py --size 9 --first-seed 1350 --level 0
// --white-level 6`, GNU Go 3.8 at two levels). Black's E9, two liberties
// D9 F9 in White's upper left, touches only White's E8, a stone with two
// liberties too; but E8 shares both of them, D8 and E7, with White's D7, so
// it joins D7 whichever Black fills: no capturing race, and E9 is a close
// call of the playouts (45% against it) with no territory, which the rule
// takes off. Before, E8's two liberties counted as a race E9 might win, E9
// stayed alive, and White's J8, standing apart among Black's dead stones,
// was called dead in its place. GNU Go 3.8's `final_status_list dead` (level
// 10) and @sabaki/deadstones' `guess` (finished): E9 H9 F8 F7 G7 H7 G5 G4.
constexpr char kStoneBesideAStoneJoinedToItsWall[] = R"(
. . . . X . . X .
. . . . O X . . O
. O . O . X X X .
O . . . . . O O .
X O O O . O X . .
X X X X O . X O .
. . . X O O O . .
. . . . X X X O O
. . . . . . X X O
)";

TEST(DeadStonesTest, StoneBesideAStoneJoinedToItsWallIsFloating) {
  const Position position = Parse(kStoneBesideAStoneJoinedToItsWall);
  const DeadStones found = FindDeadStones(position);
  EXPECT_EQ(Vertices(position, found.dead), "E9 H9 F8 F7 G7 H7 G5 G4");
  bool by_the_rule = false;
  for (const std::string& call : found.close_calls) {
    by_the_rule = by_the_rule || call.rfind("black E9 dead by the finished-game rule", 0) == 0;
  }
  EXPECT_TRUE(by_the_rule);
}

// A group whose strings meet only at a dead stone of its eye space (a 9x9
// end of our own: `scripts/selfplay.py --size 9 --first-seed 103 --level 1`,
// GNU Go 3.8 against itself). White's F4 G4 H4 G3 G2 G1 F1 and White's big
// group (G6 H6 J6 J5, with the top of the board) both touch White's corner
// space J4 H3 J3 H2 J2 H1 J1, which holds Black's dead J4; they join when
// White takes it. Alone, the corner is one eye at most (its exact value is
// 0012), but the strings are one group with the top's territory: alive. The
// exact-eye-value rule (one eye at most, shut in) once stopped the group at
// the Black stone and killed White's seven stones, which the playouts keep
// White's in 96%. Dead: only Black's J4 and White's C4 (in Black's corner),
// as GNU Go 3.8 (`final_status_list dead`: C4 J4) and @sabaki/deadstones
// (`guess`, finished: C4 J4) have it.
constexpr char kStringsMeetAtADeadStone[] = R"(
O O O . . . . . .
X O . . . . . . .
X O O O O O . . .
X O X X O X O O O
X X X . X X X X O
. . O . X O O O X
. . X X X X O . .
. . . X . X O . .
. . X . X O O . .
)";

TEST(DeadStonesTest, StringsThatMeetAtADeadStoneAreOneGroup) {
  const Position position = Parse(kStringsMeetAtADeadStone);
  const DeadStones found = FindDeadStones(position);
  EXPECT_EQ(Vertices(position, found.dead), "C4 J4");
  EXPECT_EQ(GroupAt(found, position.Parse("F4")).status, FinalStatus::kAlive);
}

// A stone of the other colour inside the group's eye space (issue 24), on a
// 9x9 board of our own. White's A8 B8 C8 D8 D9 encloses A9 C9 and Black's
// B9, whose liberties A9 and C9 are both in that space; White's other
// liberties E9, A7 and D7 are single points next to Black stones (no eye).
// The space's exact value is read with B9 in it (an attacker stone), so
// the capture of B9 is in the value, 1111: White at A9 and then C9 takes B9
// and leaves the two points B9 C9, one eye; Black at A9 first gives up two
// stones for the same one eye. Black's wall of one string has many
// one-point eyes. So White makes one eye at most even moving first and has
// nothing to win by capturing B9: dead. Before, B9 (no eye spaces of its
// own, read as capturable) stopped both rules, as any such string around
// does. GNU Go 3.8 on this board (played in by GTP): `final_status_list
// dead` D9 A8 B8 C8 D8, `owl_defend D9` 0, `owl_attack D9` 3 PASS.
constexpr char kStoneInsideEyeSpace[] = R"(
. X . O . X . X .
O O O O X X X X X
. X X . X . X . X
X X X X X X X X X
. X . X . X . X .
X X X X X X X X X
. X . X . X . X .
X X X X X X X X X
. X . X . X . X .
)";

TEST(DeadStonesTest, StoneInsideTheEyeSpaceIsCountedInItsValue) {
  const Position position = Parse(kStoneInsideEyeSpace);
  const board::EyeAnalysis eyes = board::AnalyzeEyes(position, EyesForScoring());
  const std::string race =
      LosesCapturingRace(position, eyes, position.Parse("D9"), PointSet(), PointSet());
  EXPECT_EQ(race.rfind("capturing race: none to win", 0), 0u) << race;
  EXPECT_NE(race.find("black stones inside its eye space"), std::string::npos) << race;
  const std::string one_eye =
      OneEyeAmongLivingStrings(position, eyes, position.Parse("D9"), PointSet(), PointSet());
  EXPECT_NE(one_eye.find("1111"), std::string::npos) << one_eye;
  EXPECT_NE(one_eye.find("at most one eye"), std::string::npos) << one_eye;
  EXPECT_NE(one_eye.find("black stones inside its eye space"), std::string::npos) << one_eye;
  // Black's wall judged dead: White may live by taking it, so neither rule
  // says anything.
  const PointSet wall = position.StringAt(position.Parse("E8"));
  EXPECT_EQ(LosesCapturingRace(position, eyes, position.Parse("D9"), PointSet(), wall), "");
  EXPECT_EQ(OneEyeAmongLivingStrings(position, eyes, position.Parse("D9"), PointSet(), wall), "");
  // The whole estimate agrees with GNU Go.
  const DeadStones found = FindDeadStones(position);
  EXPECT_EQ(Vertices(position, found.dead), "D9 A8 B8 C8 D8");
}

// Where every group of the other colour around lives, there is no race to
// win: the one-eyed snake above (dead by OneEyeAmongLivingStrings) is dead
// by the count too, with "none to win".
TEST(DeadStonesTest, OneEyedGroupWithNoRaceToWinIsDead) {
  const Position position = Parse(kOneEyedSnake);
  const board::EyeAnalysis eyes = board::AnalyzeEyes(position, EyesForScoring());
  const std::string why =
      LosesCapturingRace(position, eyes, position.Parse("B10"), PointSet(), PointSet());
  EXPECT_EQ(why.rfind("capturing race: none to win", 0), 0u) << why;
}

// A group with no eye whose liberties it shares with a string it
// surrounds is dead when taking that string leaves a dead shape (9x9, not
// the frame above). White's seven stones A4-D1 have the liberties A3, C1 and
// D3; Black's A1 B1 A2 B2 inside have A3 and C1, and Black's wall on row 5
// and C4-E1 lives with rows 6-9 and F1-J4 behind it. Black fills D3, then
// throws in at A3; White takes the five stones at C1 and is left with the
// bulky five A1 B1 A2 B2 A3, whose vital point A2 Black takes: one eye.
// White moving first at C1 (or A3) puts the square A1 B1 A2 B2 in atari and
// takes it after Black's D3, and is left with the dead square four. So
// White is dead whoever moves first, and Black's four stones live: no seki.
// The playouts never make the five-stone throw-in and keep White alive; the
// capture, read with the stones inside as sacrifices, does not. GNU Go 3.8
// agrees (`final_status_list dead`: A4 B4 B3 C3 C2 D2 D1; `final_score`
// B+69 at komi 0, the count checked below).
constexpr char kSharedLibertiesWithAStringInside[] = R"(
.........
.........
.........
.........
XXXXXXXXX
OOXXX....
.OO.X....
XXOOX....
XX.OX....
)";

TEST(DeadStonesTest, GroupWhoseLibertiesItSharesWithAStringInsideIsDead) {
  const Position position = Parse(kSharedLibertiesWithAStringInside);
  const DeadStones found = FindDeadStones(position);
  EXPECT_EQ(Vertices(position, found.dead), "A4 B4 B3 C3 C2 D2 D1");
  const GroupStatus& white = GroupAt(found, position.Parse("A4"));
  EXPECT_NE(white.reason.find("capture read"), std::string::npos) << white.reason;
  EXPECT_EQ(GroupAt(found, position.Parse("A1")).status, FinalStatus::kAlive);
  EXPECT_EQ(ScoreWithFoundDead(position, {.komi = 0}).result, "B+69");
}

// Marks a user gives are checked against the estimate (NotesOnGivenDead):
// on the board above, Black's wall marked dead (it has rows 6-9 and F1-J4
// behind it) gets a note that it is estimated alive, and White's A4 group,
// dead as argued above, gets one that it is not marked.
TEST(DeadStonesTest, GivenDeadStonesThatDisagreeWithTheEstimateGetANote) {
  const Position position = Parse(kSharedLibertiesWithAStringInside);
  const DeadStones found = FindDeadStones(position);
  const PointSet wall = position.StringAt(position.Parse("A5"));
  const std::vector<std::string> notes = NotesOnGivenDead(position, wall, found);
  ASSERT_EQ(notes.size(), 2u);
  const auto note_starting = [&](const std::string& start) {
    for (const std::string& note : notes) {
      if (note.rfind(start, 0) == 0) return note;
    }
    return std::string();
  };
  EXPECT_NE(note_starting("not marked dead, but estimated dead")
                .find("white A4 B4 B3 C3 C2 D2 D1; counted as alive"),
            std::string::npos);
  EXPECT_NE(note_starting("marked dead, but estimated alive").find("black A5 B5"),
            std::string::npos);
  EXPECT_TRUE(NotesOnGivenDead(position, found.dead, found).empty());
}

// The seki that reading the string inside must not break (9x9): White's
// B9 A8 B8 C8 C7 D7 has the eye A9 and the liberty C9; White's F9 E8-H8 H9
// has the eye G9 and the liberty E9; Black's D9 D8 between them has only C9
// and E9. Whoever fills C9 or E9 puts his own string in atari and loses it
// (White at C9 leaves B9's string only A9, where Black takes six stones;
// Black at C9 leaves D9 only E9, where White takes three). Black's wall
// lives with the area below it. All three strings live in seki; GNU Go 3.8
// agrees (`final_status_list seki`). The playouts keep the white strings
// nearly always, and the capture of D9 is read with them steady: their
// liberties inside still count, so filling C9 is still White's loss.
constexpr char kSekiOfTwoOneEyedStrings[] = R"(
.O.X.O.OX
OOOXOOOOX
XXOOXXXXX
.XXXX....
.........
.........
.........
.........
.........
)";

TEST(DeadStonesTest, SekiBetweenOneEyedStringsIsNotReadAsACapture) {
  const Position position = Parse(kSekiOfTwoOneEyedStrings);
  const DeadStones found = FindDeadStones(position);
  EXPECT_TRUE(found.dead.empty()) << Vertices(position, found.dead);
  const ScoreResult score = ScoreWithFoundDead(position, {});
  EXPECT_EQ(Vertices(position, score.seki_stones), "B9 D9 F9 H9 A8 B8 C8 D8 E8 F8 G8 H8 C7 D7");
}

// A development record, read from ../shared at test time (never copied
// here): kgs/2006-04-07-27, counted B+31.5 under Japanese rules, komi 0.5.
// Its lower left: White's 14 stones A11-A5 have no eye and are read
// captured (Black throws in, takes back five stones, kills the bulky five)
// although the playouts keep them; with them on the board, Black's group
// inside looked short of liberties, so White's B3 C3 D3 B2 beside it (one
// eye at C2 at best) lived in the playouts (90%). With A11-A5 taken off,
// Black's group has liberties to spare: it fills C4 and takes the eye.
// The record and GNU Go 3.8 (`final_status_list dead`) count B3 dead.
TEST(DeadStonesTest, StringsNearOnesReadCapturedAreJudgedWithoutThem) {
  const std::string path =
      std::string(EYESHAPE_SHARED_DIR) + "/data/scoring-dev/games/kgs/2006-04-07-27.sgf";
  std::ifstream in(path);
  if (!in) GTEST_SKIP() << "not found: " << path;
  std::stringstream text;
  text << in.rdbuf();
  const auto game = board::ReadSgf(text.str());
  ASSERT_TRUE(game.ok()) << game.error();
  const Position& position = game.value().position;
  DeadStones found;
  ScoreOptions options;
  options.komi = game.value().komi;
  const ScoreResult score = ScoreWithFoundDead(position, options, {}, &found);
  for (const char* vertex : {"A11", "B3", "C3", "D3", "B2", "E2", "C1", "D1", "E1"}) {
    EXPECT_TRUE(found.dead.Contains(position.Parse(vertex))) << vertex;
  }
  EXPECT_EQ(score.result, "B+31.5");
}

}  // namespace
}  // namespace eyeshape::scoring
