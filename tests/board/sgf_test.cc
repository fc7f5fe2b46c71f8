// SPDX-License-Identifier: MIT
// File: tests/board/sgf_test.cc
// The SGF reader (board/sgf.h): sizes, setup, moves, passes, captures in a
// record, the main line of variations, stopping at a move, komi and PL, and
// every error message (one line, with a byte offset or a move number). The
// positions expected are drawn as GNU Go showboard diagrams
// (board/ascii_board.h); each is worked out by hand in the comment.

#include "board/sgf.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "board/ascii_board.h"

namespace eyeshape::board {
namespace {

SgfGame Read(std::string_view text, SgfOptions options = {}) {
  const Result<SgfGame> game = ReadSgf(text, options);
  EXPECT_TRUE(game.ok()) << (game.ok() ? "" : game.error());
  return game.ok() ? game.value() : SgfGame{};
}

std::string Error(std::string_view text, SgfOptions options = {}) {
  const Result<SgfGame> game = ReadSgf(text, options);
  EXPECT_FALSE(game.ok());
  return game.ok() ? "" : game.error();
}

// The diagram rows only (no column lines or capture texts), for short expectations.
std::string Rows(const Position& p) {
  std::string out;
  for (int y = 0; y < p.height(); ++y) {
    for (int x = 0; x < p.width(); ++x) {
      const Color c = p.At(PointAt(x, y));
      out += c == Color::kBlack ? 'X' : c == Color::kWhite ? 'O' : '.';
    }
    out += '\n';
  }
  return out;
}

TEST(SgfTest, SetupMovesAndCapture) {
  // 5x5: black stones at A2 (ab) and B1 (be)... SGF "ab" is column a, row b
  // from the top: A4 on a 5x5 board. White plays aa (A5), black ba (B5)
  // captures it: A5 has neighbours B5 and A4, both black.
  const SgfGame game = Read("(;GM[1]FF[4]SZ[5]AB[ab];W[aa];B[ba])");
  EXPECT_EQ(Rows(game.position), ".X...\nX....\n.....\n.....\n.....\n");
  EXPECT_EQ(game.position.captures_by(Color::kBlack), 1);
  EXPECT_EQ(game.moves_played, 2);
  EXPECT_EQ(game.position.to_move(), Color::kWhite);
}

TEST(SgfTest, RectangularSizeAndRectangleSetup) {
  // SZ[7:3]: 7 wide, 3 high. AB[aa:cb] fills columns a-c of rows a-b; AE[bb]
  // clears B2 again; AW[gc] is the bottom-right point.
  const SgfGame game = Read("(;SZ[7:3]AB[aa:cb]AE[bb]AW[gc])");
  EXPECT_EQ(game.position.width(), 7);
  EXPECT_EQ(game.position.height(), 3);
  EXPECT_EQ(Rows(game.position), "XXX....\nX.X....\n......O\n");
}

TEST(SgfTest, PassesAsEmptyValueAndTt) {
  // On 19x19 [tt] is a pass; [] always is. Black, white, black: three moves.
  const SgfGame game = Read("(;SZ[19];B[];W[tt];B[dd])");
  EXPECT_EQ(game.moves_played, 3);
  EXPECT_EQ(game.position.Points(Color::kBlack).size(), 1);
  EXPECT_EQ(game.position.Points(Color::kWhite).size(), 0);
  // On 20x20 "tt" is the point T1 (x 19, y 19) of the 20 wide board.
  const SgfGame big = Read("(;SZ[20];B[tt])");
  EXPECT_EQ(big.position.At(PointAt(19, 19)), Color::kBlack);
}

TEST(SgfTest, FollowsTheMainLine) {
  // The first variation at each branch: B[aa], then (;W[bb](;B[cc])(;B[dd]))
  // gives W[bb], B[cc]; the second variation W[ee] and the second game are not read.
  const SgfGame game = Read("(;SZ[5];B[aa](;W[bb](;B[cc])(;B[dd]))(;W[ee]))(;SZ[9];B[aa])");
  EXPECT_EQ(Rows(game.position), "X....\n.O...\n..X..\n.....\n.....\n");
  EXPECT_EQ(game.moves_in_record, 3);
}

TEST(SgfTest, StopsJustBeforeTheGivenMove) {
  // until_move 3: moves 1 and 2 are played, move 3 (B[cc]) is not.
  const SgfGame game = Read("(;SZ[5];B[aa];W[bb];B[cc];W[dd])", {.until_move = 3});
  EXPECT_EQ(game.moves_played, 2);
  EXPECT_EQ(Rows(game.position), "X....\n.O...\n.....\n.....\n.....\n");
  EXPECT_EQ(game.position.to_move(), Color::kBlack);
  // An illegal move after the stop is not reached.
  EXPECT_TRUE(ReadSgf("(;SZ[5];B[aa];W[aa])", {.until_move = 2}).ok());
}

TEST(SgfTest, StopsJustBeforeTheFirstMoveAtTheGivenVertex) {
  // B[cc] is move 3 and the first move at cc: moves 1 and 2 are played.
  const SgfGame game =
      Read("(;SZ[5];B[aa];W[bb];B[cc];W[dd];B[cc])", {.until_vertex = PointAt(2, 2)});
  EXPECT_EQ(game.moves_played, 2);
  EXPECT_EQ(Rows(game.position), "X....\n.O...\n.....\n.....\n.....\n");
  EXPECT_EQ(game.position.to_move(), Color::kBlack);
  // A vertex no move is played at: every move, the usual player to move.
  const SgfGame all = Read("(;SZ[5];B[aa];W[bb])", {.until_vertex = PointAt(4, 4)});
  EXPECT_EQ(all.moves_played, 2);
  EXPECT_EQ(all.position.to_move(), Color::kBlack);
  // The earlier of the two stops wins.
  EXPECT_EQ(Read("(;SZ[5];B[aa];W[bb];B[cc])", {.until_move = 2, .until_vertex = PointAt(2, 2)})
                .moves_played,
            1);
  EXPECT_EQ(Read("(;SZ[5];B[aa];W[bb];B[cc])", {.until_move = 9, .until_vertex = PointAt(1, 1)})
                .moves_played,
            1);
  // Setup stones at the vertex are not moves; an illegal move after the stop
  // is not reached, a malformed one before it is still an error.
  EXPECT_EQ(Read("(;SZ[5]AB[cc];W[aa];B[bb])", {.until_vertex = PointAt(2, 2)}).moves_played, 2);
  EXPECT_TRUE(ReadSgf("(;SZ[5];B[aa];W[aa])", {.until_vertex = PointAt(0, 0)}).ok());
  EXPECT_EQ(ReadSgf("(;SZ[5];B[zz];W[aa])", {.until_vertex = PointAt(0, 0)}).error(),
            ReadSgf("(;SZ[5];B[zz];W[aa])").error());
}

TEST(SgfTest, StoppedEarlyTheNextMoversColourIsToMove) {
  // GNU Go 3.8 answers `loadsgf FILE 1` on a record that starts with W[..]
  // with "white" (checked live): the colour of the first move not played,
  // not Black by default. After two White moves in a row, White again.
  EXPECT_EQ(Read("(;SZ[5];W[aa];B[bb])", {.until_move = 1}).position.to_move(), Color::kWhite);
  EXPECT_EQ(Read("(;SZ[5];W[aa];W[bb])", {.until_move = 2}).position.to_move(), Color::kWhite);
  // Past the end of the record: every move played, the usual rule.
  EXPECT_EQ(Read("(;SZ[5];W[aa];B[bb])", {.until_move = 9}).position.to_move(), Color::kWhite);
}

TEST(SgfTest, KomiPlayerToMoveAndEscapes) {
  // PL[W] after setup sets white to move; a comment with an escaped ']' and
  // a soft line break does not end the value early; FF[3]-style "AddBlack".
  const SgfGame game = Read("(;SZ[9]KM[6.5]C[a \\] b\\\nc]AddBlack[ee]PL[W])");
  EXPECT_TRUE(game.has_komi);
  EXPECT_DOUBLE_EQ(game.komi, 6.5);
  EXPECT_EQ(game.position.to_move(), Color::kWhite);
  EXPECT_EQ(game.position.At(game.position.Parse("E5")), Color::kBlack);
  EXPECT_DOUBLE_EQ(Read("(;KM[-7])").komi, -7.0);
}

TEST(SgfTest, IgnoresUnknownPropertiesAndLeadingText) {
  const SgfGame game = Read("From: someone\n(;FF[4]XYZ[anything]CA[UTF-8]SZ[3]\n;B[bb]WL[12.3])");
  EXPECT_EQ(Rows(game.position), "...\n.X.\n...\n");
}

TEST(SgfTest, SkipsAByteOrderMarkAndTextBeforeTheGameTree) {
  // A UTF-8 byte-order mark (EF BB BF) is not SGF: the game tree after it
  // reads as without it. SGF "bb" is the centre of a 3x3 board.
  const SgfGame game = Read("\xEF\xBB\xBF(;FF[4]SZ[3];B[bb])");
  EXPECT_EQ(Rows(game.position), "...\n.X.\n...\n");
  // Text before the first game tree may hold '(' itself (a mail subject):
  // the record starts at the first "(;", white space allowed between.
  const SgfGame mail = Read("Subject: a game (annotated)\n\n( ;SZ[3]AB[aa];W[cc])");
  EXPECT_EQ(Rows(mail.position), "X..\n...\n..O\n");
  // Byte offsets still count from the start of the file: the BOM is bytes
  // 0-2, so the '[' of SZ is byte 3 + 4 = 7.
  EXPECT_EQ(Error("\xEF\xBB\xBF(;SZ[abc])"), "byte 7: SZ value 'abc' is not a size (N or W:H)");
  // With leading text that opens a '(' but no game tree anywhere, the
  // syntax error is at that '(' as before (no "(;" to start from).
  EXPECT_EQ(Error("notes (x)"), "byte 7: property outside a node");
}

TEST(SgfTest, EmptyKomiIsAbsentAndADecimalCommaIsAPoint) {
  // KM[] carries no number: no komi (has_komi false, komi 0), as with no KM.
  const SgfGame empty = Read("(;SZ[9]KM[])");
  EXPECT_FALSE(empty.has_komi);
  EXPECT_DOUBLE_EQ(empty.komi, 0.0);
  // KM[6,5]: a decimal comma; the SGF Real "6.5" is meant.
  const SgfGame comma = Read("(;SZ[9]KM[6,5])");
  EXPECT_TRUE(comma.has_komi);
  EXPECT_DOUBLE_EQ(comma.komi, 6.5);
  EXPECT_DOUBLE_EQ(Read("(;KM[-0,5])").komi, -0.5);
  // Still strict where the number is not one: the error names KM and the byte
  // of its '[' (4 in "(;KM[").
  EXPECT_EQ(Error("(;KM[6,])"), "byte 4: KM value '6,' is not a number");
  EXPECT_EQ(Error("(;KM[6,5,0])"), "byte 4: KM value '6,5,0' is not a number");
  EXPECT_EQ(Error("(;KM[6.5.0])"), "byte 4: KM value '6.5.0' is not a number");
}

// Numbers as other readers take them (C's strtod and sscanf, GNU Go's
// reader): spaces around SZ, KM and HA, digits on one side of the point.
// A value of spaces only says nothing, as KM[] and HA[] do.
TEST(SgfTest, NumbersWithSpacesAroundThemOrAPointAtOneEndRead) {
  const SgfGame spaced = Read("(;SZ[ 9 ]KM[ 6.5 ]HA[ 2 ])");
  EXPECT_EQ(spaced.position.width(), 9);
  EXPECT_DOUBLE_EQ(spaced.komi, 6.5);
  EXPECT_EQ(spaced.handicap, 2);
  EXPECT_EQ(Read("(;SZ[19 : 13])").position.height(), 13);
  EXPECT_DOUBLE_EQ(Read("(;KM[.5])").komi, 0.5);
  EXPECT_DOUBLE_EQ(Read("(;KM[-.5])").komi, -0.5);
  EXPECT_DOUBLE_EQ(Read("(;KM[7.])").komi, 7.0);
  EXPECT_FALSE(Read("(;KM[ ])").has_komi);
  EXPECT_EQ(Read("(;HA[ ])").handicap, 0);
  // Not numbers still: a point alone, a sign alone, text after the number.
  EXPECT_EQ(Error("(;KM[.])"), "byte 4: KM value '.' is not a number");
  EXPECT_EQ(Error("(;KM[-])"), "byte 4: KM value '-' is not a number");
  EXPECT_EQ(Error("(;KM[6.5 pts])"), "byte 4: KM value '6.5 pts' is not a number");
  EXPECT_EQ(Error("(;SZ[1 9])"), "byte 4: SZ value '1 9' is not a size (N or W:H)");
}

// Fox's and gokifu's KM in hundredths (sgf.cc ScaledKomi). The values are
// the ones their records carry with the komi their games were played with:
// 3.75 Chinese stones of two points are 7.5 points (KM[375]), 3.25 are 6.5,
// 2.75 are 5.5, 3.5 are 7; KM[650] and KM[750] are 6.5 and 7.5 points.
TEST(SgfTest, FoxKomiInHundredthsIsReadAsTheGameWasPlayed) {
  const SgfGame fox = Read("(;SZ[19]KM[375]RU[Chinese]AP[foxwq])");
  EXPECT_TRUE(fox.has_komi);
  EXPECT_DOUBLE_EQ(fox.komi, 7.5);
  EXPECT_EQ(fox.komi_note,
            "KM[375] read as komi 7.5: hundredths of Chinese stones of two points, as Fox and "
            "gokifu write it");
  EXPECT_DOUBLE_EQ(Read("(;KM[325]AP[foxwq])").komi, 6.5);
  EXPECT_DOUBLE_EQ(Read("(;KM[275]AP[foxwq])").komi, 5.5);
  EXPECT_DOUBLE_EQ(Read("(;KM[350]AP[foxwq])").komi, 7.0);
  EXPECT_DOUBLE_EQ(Read("(;KM[650]AP[SGFC:2.0])").komi, 6.5);
  EXPECT_DOUBLE_EQ(Read("(;KM[750]AP[foxwq])").komi, 7.5);
  // No real komi is 100 points: the same reading without AP (a record
  // re-saved by another program loses Fox's AP).
  EXPECT_DOUBLE_EQ(Read("(;KM[375]AP[GNU Go:3.8])").komi, 7.5);
  EXPECT_DOUBLE_EQ(Read("(;KM[-375])").komi, -7.5);
  // KM[50] is 0.5 from Fox (its handicap games), 50 from anyone else.
  EXPECT_DOUBLE_EQ(Read("(;KM[50]AP[foxwq])").komi, 0.5);
  EXPECT_DOUBLE_EQ(Read("(;KM[50])").komi, 50.0);
  EXPECT_EQ(Read("(;KM[50])").komi_note, "");
  // Ordinary komi stay as written, from Fox too.
  EXPECT_DOUBLE_EQ(Read("(;KM[6.5]AP[foxwq])").komi, 6.5);
  EXPECT_DOUBLE_EQ(Read("(;KM[0]AP[foxwq])").komi, 0.0);
  EXPECT_EQ(Read("(;KM[7]AP[foxwq])").komi_note, "");
  // Stones written as such: 3.75 and 2.75 are no komi in points (not
  // multiples of 0.5), but 7.5 and 5.5 in Chinese stones of two points.
  const SgfGame stones = Read("(;KM[3.75])");
  EXPECT_DOUBLE_EQ(stones.komi, 7.5);
  EXPECT_EQ(stones.komi_note, "KM[3.75] read as komi 7.5: Chinese stones of two points");
  EXPECT_DOUBLE_EQ(Read("(;KM[-2.75])").komi, -5.5);
  EXPECT_EQ(Read("(;KM[3.5])").komi_note, "");       // 3.5 points is a komi
  EXPECT_DOUBLE_EQ(Read("(;KM[5.25])").komi, 5.25);  // not under 5: as written
  // A large KM that is no such komi (12.34 is not a multiple of 0.5) is kept
  // as written, for the caller's range check to refuse.
  EXPECT_DOUBLE_EQ(Read("(;KM[1234])").komi, 1234.0);
}

TEST(SgfTest, RulesAndHandicapArePassedOn) {
  // RU as written, HA as a count; neither changes the position (the
  // handicap stones of a record are its AB setup, here two of them).
  const SgfGame game = Read("(;SZ[9]RU[Japanese]HA[2]AB[cc][gg]PL[W])");
  EXPECT_TRUE(game.has_rules);
  EXPECT_EQ(game.rules, "Japanese");
  EXPECT_EQ(game.handicap, 2);
  EXPECT_EQ(game.position.Points(Color::kBlack).size(), 2);
  // Absent: no rules, handicap 0. RU[] is present and empty; HA[] is absent.
  const SgfGame none = Read("(;SZ[9])");
  EXPECT_FALSE(none.has_rules);
  EXPECT_EQ(none.rules, "");
  EXPECT_EQ(none.handicap, 0);
  const SgfGame empty = Read("(;SZ[9]RU[]HA[])");
  EXPECT_TRUE(empty.has_rules);
  EXPECT_EQ(empty.rules, "");
  EXPECT_EQ(empty.handicap, 0);
  // SGF escapes are removed from RU ("\]" is ']'), nothing else is changed.
  EXPECT_EQ(Read("(;RU[AGA \\] x])").rules, "AGA ] x");
  // A handicap that is not a whole number of stones, or more stones than the
  // board has points but one, is an error naming HA (9x9: 0..80).
  EXPECT_EQ(Error("(;SZ[9]HA[two])"),
            "byte 9: HA value 'two' is not a number of handicap stones (0..80 on the 9x9 board)");
  EXPECT_EQ(Error("(;SZ[9]HA[81])"),
            "byte 9: HA value '81' is not a number of handicap stones (0..80 on the 9x9 board)");
  EXPECT_EQ(Error("(;HA[-1])"),
            "byte 4: HA value '-1' is not a number of handicap stones (0..360 on the 19x19 board)");
}

TEST(SgfTest, IllegalMovesNameTheMoveNumber) {
  // Move 2 plays on the stone of move 1 (aa is A5 on a 5x5 board).
  EXPECT_EQ(Error("(;SZ[5];B[aa];W[aa])"), "move 2: W at A5 is illegal: occupied");
  // Suicide: black A4 and B5 surround A5; white A5 is suicide at move 3.
  EXPECT_EQ(Error("(;SZ[5]AB[ab][ba];B[];W[aa])"), "move 2: W at A5 is illegal: suicide");
  // Ko: black ab ba... the edge ko of position_test, in SGF on 5x5:
  // black B3 A2 B1 = bc ad be; white C3 B2 C1 D2 = cc bd ce dd; black C2 = cd
  // takes, white bd retakes at once: illegal.
  EXPECT_EQ(Error("(;SZ[5]AB[bc][ad][be]AW[cc][bd][ce][dd];B[cd];W[bd])"),
            "move 2: W at B2 is illegal: ko");
  EXPECT_EQ(Error("(;SZ[5];B[aa];W[ff])"), "move 2: W at [ff] is off the 5x5 board");
  EXPECT_EQ(Error("(;SZ[5];B[a])"), "move 1: B value 'a' is not a point (byte 9)");
  // The leniency before the game tree changes none of this: after a BOM and
  // leading text the illegal move is still move 2.
  EXPECT_EQ(Error("\xEF\xBB\xBF"
                  "from a server\n(;SZ[5]KM[];B[aa];W[aa])"),
            "move 2: W at A5 is illegal: occupied");
}

TEST(SgfTest, SyntaxErrorsNameTheByte) {
  EXPECT_EQ(Error(""), "byte 0: no game tree (no '(' in the input)");
  EXPECT_EQ(Error("(;B[aa]"), "byte 7: input ends inside a game tree (missing ')')");
  EXPECT_EQ(Error("(;B[aa"), "byte 3: property value '[' is never closed by ']'");
  EXPECT_EQ(Error("()"), "byte 1: empty game tree '()'");
  EXPECT_EQ(Error("(;B[aa]))"), "byte 8: ')' without a matching '('");
  EXPECT_EQ(Error("(;B)"), "byte 2: property 'B' has no value '[...]'");
  EXPECT_EQ(Error("(;B[aa]#)"), "byte 7: unexpected '#' (expected '(', ';', ')' or a property)");
  EXPECT_EQ(Error("(B[aa])"), "byte 1: property outside a node");
  EXPECT_EQ(Error("(;(;B[aa]);W[bb])"),
            "byte 10: node ';' after a variation (expected '(' or ')')");
  // The '(' before the game tree "(;B[aa])" is text before the record
  // (skipped); the record's second ')' then closes nothing.
  EXPECT_EQ(Error("((;B[aa]))"), "byte 9: ')' without a matching '('");
  EXPECT_EQ(Error("(;B[aa])((;W[bb]))"), "byte 9: '(' before the first node of a game tree");
}

TEST(SgfTest, MalformedValuesAreErrors) {
  EXPECT_EQ(Error("(;SZ[26])"), "byte 4: board size 26x26 is outside 1x1..25x25");
  EXPECT_EQ(Error("(;SZ[19:40])"), "byte 4: board size 19x40 is outside 1x1..25x25");
  EXPECT_EQ(Error("(;SZ[abc])"), "byte 4: SZ value 'abc' is not a size (N or W:H)");
  EXPECT_EQ(Error("(;KM[six])"), "byte 4: KM value 'six' is not a number");
  EXPECT_EQ(Error("(;PL[X])"), "byte 4: PL value 'X' is not B or W");
  EXPECT_EQ(Error("(;GM[2])"), "byte 4: GM value '2' is not a game of Go (GM[1])");
  EXPECT_EQ(Error("(;SZ[5]AB[zz])"), "byte 9: AB point [zz] is off the 5x5 board");
  EXPECT_EQ(Error("(;SZ[5]AB[cc:aa])"),
            "byte 9: AB rectangle [cc:aa] is not upper-left:lower-right");
  EXPECT_EQ(Error("(;B[aa];SZ[9])"), "byte 10: SZ outside the root node");
  // Found by the fuzzer: raw control bytes never reach a message.
  EXPECT_EQ(Error(std::string_view("(;GM[\n\0\x04])", 10)),
            "byte 4: GM value '" + std::string(3, '?') + "' is not a game of Go (GM[1])");
}

}  // namespace
}  // namespace eyeshape::board
