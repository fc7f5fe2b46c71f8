// SPDX-License-Identifier: MIT
// File: tests/gtp/gtp_engine_test.cc
// The GTP engine driven line by line. Expected replies are GNU Go 3.8's
// (recorded from `/usr/games/gnugo --mode gtp`, the command sequences are
// in the comments) or reasoned by hand where the comment says so.

#include "gtp/gtp_engine.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include "gtp/gtp_commands.h"

namespace eyeshape::gtp {
namespace {

// Plays `vertices` for `color` ("B" or "W") in order, each one answered "= ".
void PlayStones(GtpEngine& engine, const char* color, std::initializer_list<const char*> vertices) {
  for (const char* v : vertices) {
    ASSERT_EQ(engine.HandleLine(std::string("play ") + color + " " + v), "= \n\n") << v;
  }
}

// A file in the test's temporary folder, removed at the end.
class TempFile {
 public:
  TempFile(const std::string& name, std::string_view text)
      : path_(std::filesystem::temp_directory_path() /
              ("eyeshape_gtp_test_" + std::to_string(::getpid()) + "_" + name)) {
    std::ofstream out(path_, std::ios::binary);
    out << text;
  }
  ~TempFile() {
    std::error_code ignored;
    std::filesystem::remove(path_, ignored);
  }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  std::string path() const { return path_.string(); }

 private:
  std::filesystem::path path_;
};

TEST(GtpEngineTest, IdsCommentsAndEmptyLines) {
  GtpEngine engine;
  EXPECT_EQ(engine.HandleLine(""), "");
  EXPECT_EQ(engine.HandleLine("   \t "), "");
  EXPECT_EQ(engine.HandleLine("# a comment"), "");
  EXPECT_EQ(engine.HandleLine("protocol_version"), "= 2\n\n");
  EXPECT_EQ(engine.HandleLine("7 protocol_version # trailing comment"), "=7 2\n\n");
  EXPECT_EQ(engine.HandleLine("\tname\r\n"), "= eyeshape\n\n");
  EXPECT_EQ(engine.HandleLine("3 version"), "=3 0.1.0\n\n");
  // Unknown and wrongly cased names fail with GNU Go's message; the id stays.
  EXPECT_EQ(engine.HandleLine("12 foo"), "?12 unknown command\n\n");
  EXPECT_EQ(engine.HandleLine("PLAY b e5"), "? unknown command\n\n");
  EXPECT_FALSE(engine.quit_requested());
  EXPECT_EQ(engine.HandleLine("10 quit"), "=10 \n\n");
  EXPECT_TRUE(engine.quit_requested());
}

// GNU Go 3.8's replies to the same lines (`/usr/games/gnugo --mode gtp`,
// each line followed by `name`): a line that is only an id ("5", "10 ",
// "-3", "5 # c") gets no response; the id is read as a signed number with
// the command right after it, so "1.5 name" is id 1 and the unknown command
// ".5", "12x name" id 12 and command "x"; "+4" is id 4, "007" id 7; a
// negative id runs the command and echoes no id ("-3 name" = "= GNU Go").
TEST(GtpEngineTest, IdsAsGnuGoReadsThem) {
  GtpEngine engine;
  EXPECT_EQ(engine.HandleLine("5"), "");
  EXPECT_EQ(engine.HandleLine("10 "), "");
  EXPECT_EQ(engine.HandleLine("-3"), "");
  EXPECT_EQ(engine.HandleLine("5 # c"), "");
  EXPECT_EQ(engine.HandleLine("1.5 name"), "?1 unknown command\n\n");
  EXPECT_EQ(engine.HandleLine("12x name"), "?12 unknown command\n\n");
  EXPECT_EQ(engine.HandleLine("+4 name"), "=4 eyeshape\n\n");
  EXPECT_EQ(engine.HandleLine("007 name"), "=7 eyeshape\n\n");
  EXPECT_EQ(engine.HandleLine("0 name"), "=0 eyeshape\n\n");
  EXPECT_EQ(engine.HandleLine("-3 name"), "= eyeshape\n\n");
  EXPECT_EQ(engine.HandleLine("abc name"), "? unknown command\n\n");
  EXPECT_EQ(engine.HandleLine("5 boardsize 7"), "=5 \n\n");
  EXPECT_EQ(engine.position().width(), 7);
  // Ours: an id too long for an int is echoed as written (GNU Go's scanf
  // wraps it: "99999999999 name" = "=1215752191 GNU Go").
  EXPECT_EQ(engine.HandleLine("99999999999 name"), "=99999999999 eyeshape\n\n");
}

TEST(GtpEngineTest, RegistrationTableIsOpen) {
  GtpEngine engine;
  EXPECT_EQ(engine.HandleLine("known_command final_score"), "= false\n\n");
  engine.Register("final_score", [](GtpEngine&, const GtpArguments& args) {
    return Success("args " + std::to_string(args.size()));
  });
  EXPECT_EQ(engine.HandleLine("known_command final_score"), "= true\n\n");
  EXPECT_EQ(engine.HandleLine("final_score a b"), "= args 2\n\n");
  const std::string list = engine.HandleLine("list_commands");
  EXPECT_NE(list.find("\nfinal_score\n"), std::string::npos) << list;
  // Every command the brief requires is listed.
  for (const char* name : {"protocol_version", "name", "version", "known_command", "list_commands",
                           "quit", "boardsize", "clear_board", "komi", "play", "loadsgf",
                           "showboard", "undo", "eval_eye", "eye_data", "half_eye_data",
                           "fixed_handicap", "place_free_handicap", "set_free_handicap"}) {
    EXPECT_TRUE(engine.IsKnown(name)) << name;
  }
  // genmove is not a player, so it is not offered (docs/gtp.md).
  EXPECT_FALSE(engine.IsKnown("genmove"));
  EXPECT_EQ(list.find("genmove"), std::string::npos) << list;
  EXPECT_EQ(engine.HandleLine("genmove b"), "? unknown command\n\n");
  // A reply with an empty line inside would end the response early (spec
  // §2.6); the engine puts a space on such lines.
  engine.Register("gap", [](GtpEngine&, const GtpArguments&) { return Success("a\n\nb"); });
  EXPECT_EQ(engine.HandleLine("gap"), "= a\n \nb\n\n");
}

// GNU Go's `orientation N` turns the engine's board; the controller keeps
// its own coordinates. GNU Go 3.8: orientation 1, boardsize 9, play B A1,
// play W B3, list_stones black ("= A1"), attack A1 ("= 1 A2"); showboard
// shows the stones on J1 and G2. Every orientation answers as the first.
TEST(GtpEngineTest, OrientationTurnsTheBoardNotTheAnswers) {
  GtpEngine engine;
  EXPECT_EQ(engine.HandleLine("orientation 8"), "? unacceptable orientation\n\n");
  EXPECT_EQ(engine.HandleLine("orientation x"), "? orientation not an integer\n\n");
  for (const char* line : {"orientation 1", "boardsize 9", "play B A1", "play W B3"}) {
    ASSERT_EQ(engine.HandleLine(line), "= \n\n") << line;
  }
  EXPECT_EQ(engine.position().At(engine.position().Parse("J1")), board::Color::kBlack);
  EXPECT_EQ(engine.position().At(engine.position().Parse("G2")), board::Color::kWhite);
  EXPECT_EQ(engine.HandleLine("list_stones black"), "= A1\n\n");
  // A2 and B1 both capture (GNU Go 3.8 answers `defend A1` "0" after W B1
  // as after W A2); which one comes first is not fixed by the position.
  const std::string attack = engine.HandleLine("attack A1");
  EXPECT_TRUE(attack == "= 1 A2\n\n" || attack == "= 1 B1\n\n") << attack;
  for (int n = 0; n < 8; ++n) {
    ASSERT_EQ(engine.HandleLine("orientation " + std::to_string(n)), "= \n\n");
    EXPECT_EQ(engine.position().Points(board::Color::kBlack).size(), 0) << "cleared";
    for (const char* line : {"boardsize 9", "play B D5", "play B F5", "play B E6", "play W E5"}) {
      ASSERT_EQ(engine.HandleLine(line), "= \n\n") << line;
    }
    EXPECT_EQ(engine.HandleLine("attack E5"), "= 1 E4\n\n") << n;
  }
}

// Our own position: Black's rectangular six in the corner (A1-C2) with no
// outside liberty (White's wall touches Black's), valued 1122 with two vital
// points, B2 and B1, each both the attack and the defence. The vital point
// eval_eye prints was the first of the list in board order, so it changed
// with the orientation (the cause of GNU Go's optics_rot.tst 1807 coming
// out differently); it is now the most central one, the same under the 8
// symmetries. (GNU Go 3.8 answers "2 2" here: it does not count outside
// liberties; docs/board-eyes.md W1.)
TEST(GtpEngineTest, EvalEyeIsTheSameUnderTheEightSymmetries) {
  for (int n = 0; n < 8; ++n) {
    GtpEngine engine;
    ASSERT_EQ(engine.HandleLine("orientation " + std::to_string(n)), "= \n\n");
    ASSERT_EQ(engine.HandleLine("boardsize 7"), "= \n\n");
    PlayStones(engine, "B", {"A3", "B3", "C3", "D3", "D2", "D1"});
    PlayStones(engine, "W", {"A4", "B4", "C4", "D4", "E4", "E3", "E2", "E1"});
    EXPECT_EQ(engine.HandleLine("eval_eye A1"), "= 1 2 B2 B2\n\n") << "orientation " << n;
    EXPECT_EQ(engine.HandleLine("eval_eye C2"), "= 1 2 B2 B2\n\n") << "orientation " << n;
  }
}

// Our own position: White's three points B1 C1 D1 on the edge, where D1 is a
// half eye whose diagonal E2 is a ko: Black's E2 takes White's F2 (one
// liberty), and White's F2 takes back. SPEC §2's value is 1112 (the first to
// take a ko wins it: after White's C1, Black's E2 spoils D1); GNU Go's
// read_eye counts a lone ko half eye as won by O when that gives O more, and
// eval_eye and eye_data report that value (board/eyes.h, EyeSpace::ko_won).
// GNU Go 3.8 on this position: eval_eye C1 "1 2 C1 C1", eye_data value 1122,
// half_eye_data D1 2.75 (ours 2.80). Played on the board (both engines
// agree): after White C1, Black E2, eval_eye B1 "1 1" and D1 "0 1 F2 F2"
// (White must retake the ko); after White C1, White E2, B1 and D1 "1 1"
// each, two eyes; after Black C1, B1 "1 1". Before the rule, ours said "1 1".
TEST(GtpEngineTest, EvalEyeCountsALoneKoHalfEyeAsWonAsGnuGo) {
  GtpEngine engine;
  ASSERT_EQ(engine.HandleLine("boardsize 9"), "= \n\n");
  PlayStones(engine, "B",
             {"B5", "C5", "D5", "E5", "F5", "G5", "A4", "G4", "H4", "F3", "G3", "G2", "F1"});
  PlayStones(engine, "W",
             {"B4", "C4", "D4", "E4", "F4", "B3", "E3", "A2", "B2", "C2", "D2", "F2", "A1", "E1"});
  EXPECT_EQ(engine.HandleLine("eval_eye C1"), "= 1 2 C1 C1\n\n");
  const std::string data = engine.HandleLine("eye_data white C1");
  EXPECT_NE(data.find("value                1122"), std::string::npos) << data;
  const std::string spaces = engine.HandleLine("eyeshape-eyespaces");
  EXPECT_NE(spaces.find("white B1 1112 min 1 max 1 "), std::string::npos) << spaces;
  EXPECT_NE(spaces.find(" ko_won 1122 D1"), std::string::npos) << spaces;
}

// Our own position (tests/board/eyes_test.cc,
// DeadStoneWhoseLibertyXCanNeverFillIsSettled): White's E6 E5 E4 with Black's
// dead E6 and E4 and their one liberty E5, where Black may not play. GNU Go
// 3.8 on this position: eval_eye E5 "1 1", is_legal black E5 "0". Before G9
// ours said "0 1 E5 E5" (E6 labelled `$`).
TEST(GtpEngineTest, EyeSpacesListTheSettledPoints) {
  GtpEngine engine;
  ASSERT_EQ(engine.HandleLine("boardsize 9"), "= \n\n");
  const char* rows[] = {". O . O . O . O .", "O O O O O O O O O", "X X X X O X X X X",
                        ". X X O X O X X .", "X . X O . O X . X", "X X X O X O X X X",
                        "O O O O O O O O O", ". O . O . O . O .", "O O O O O O O O O"};
  const std::string columns = "ABCDEFGHJ";
  for (int r = 0; r < 9; ++r) {
    const std::string_view row = rows[r];
    for (std::size_t c = 0; c < 9; ++c) {
      const char stone = row[2 * c];
      if (stone == '.') continue;
      const std::string move =
          std::string("play ") + (stone == 'X' ? "B " : "W ") + columns[c] + std::to_string(9 - r);
      ASSERT_EQ(engine.HandleLine(move), "= \n\n") << move;
    }
  }
  EXPECT_EQ(engine.HandleLine("eval_eye E5"), "= 1 1\n\n");
  EXPECT_EQ(engine.HandleLine("play B E5"), "? illegal move\n\n");
  const std::string spaces = engine.HandleLine("eyeshape-eyespaces");
  EXPECT_NE(spaces.find("white E6 1111 min 1 max 1 attack [] defense [] points [E6 E5 E4] "
                        "marginal [E6] outer_liberties 0 settled [E6 E5]\n"),
            std::string::npos)
      << spaces;
}

// unconditional_status on our own position (tests/board/benson_test.cc,
// RegionWithTwoInnerPointsSideBySideIsTerritory): Black's string with the
// eyes E9 and E7 and White's B9 in Black's corner. GNU Go 3.8 answers the
// same on these points, and "? invalid coordinate" to a missing or bad
// vertex.
TEST(GtpEngineTest, UnconditionalStatusAsGnuGo) {
  GtpEngine engine;
  ASSERT_EQ(engine.HandleLine("boardsize 9"), "= \n\n");
  PlayStones(engine, "B",
             {"A7", "B7", "C7", "D7", "D8", "D9", "E8", "F8", "F9", "F7", "D6", "E6", "F6"});
  ASSERT_EQ(engine.HandleLine("play W B9"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("unconditional_status D7"), "= alive\n\n");
  EXPECT_EQ(engine.HandleLine("unconditional_status B9"), "= dead\n\n");
  EXPECT_EQ(engine.HandleLine("unconditional_status A9"), "= black_territory\n\n");
  EXPECT_EQ(engine.HandleLine("unconditional_status E7"), "= black_territory\n\n");
  EXPECT_EQ(engine.HandleLine("unconditional_status G9"), "= undecided\n\n");
  EXPECT_EQ(engine.HandleLine("unconditional_status"), "? invalid coordinate\n\n");
  EXPECT_EQ(engine.HandleLine("unconditional_status Z9"), "? invalid coordinate\n\n");
  EXPECT_EQ(engine.HandleLine("unconditional_status pass"), "? invalid coordinate\n\n");
}

// GNU Go's codes 2 (KO_A: the side takes the ko first) and 3 (KO_B: it must
// retake after a threat). GNU Go 3.8 on these plays: attack B1 "2 C1",
// defend B1 "1 C1"; after play B C1, attack C1 "3 B1", defend C1 "1 B1".
TEST(GtpEngineTest, AttackAndDefendTellTheTwoKoCodesApart) {
  GtpEngine engine;
  ASSERT_EQ(engine.HandleLine("boardsize 9"), "= \n\n");
  PlayStones(engine, "B", {"A1", "A2", "B2", "B3", "B4", "B5", "B6", "A4"});
  PlayStones(engine, "W", {"B1", "C2", "C3", "D2", "D1", "C4", "E2"});
  EXPECT_EQ(engine.HandleLine("attack B1"), "= 2 C1\n\n");
  EXPECT_EQ(engine.HandleLine("defend B1"), "= 1 C1\n\n");
  ASSERT_EQ(engine.HandleLine("play B C1"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("attack C1"), "= 3 B1\n\n");
  EXPECT_EQ(engine.HandleLine("defend C1"), "= 1 B1\n\n");
}

// trymove and popgo, which GNU Go's regression files put around a test, are
// play and undo (GNU Go 3.8: popgo on an empty stack answers "? Stack empty.").
TEST(GtpEngineTest, TrymoveAndPopgo) {
  GtpEngine engine;
  EXPECT_EQ(engine.HandleLine("popgo"), "? Stack empty.\n\n");
  ASSERT_EQ(engine.HandleLine("trymove B D4"), "= \n\n");
  EXPECT_EQ(engine.position().At(engine.position().Parse("D4")), board::Color::kBlack);
  EXPECT_EQ(engine.HandleLine("trymove W D4"), "? illegal move\n\n");
  EXPECT_EQ(engine.HandleLine("popgo"), "= \n\n");
  EXPECT_EQ(engine.position().At(engine.position().Parse("D4")), board::Color::kEmpty);
}

// GNU Go 3.8: boardsize 5, clear_board, play B C3, play W C3 (occupied),
// play white pass, play b a1, play w b1, play w a2 (captures A1),
// play b b2, play b pass, play w b1 (occupied), play b a1 (suicide),
// showboard, undo, showboard; the replies below are its replies.
TEST(GtpEngineTest, PlayUndoAndShowboardAsGnuGo) {
  GtpEngine engine;
  EXPECT_EQ(engine.HandleLine("boardsize 5"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("clear_board"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("play B C3"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("play W C3"), "? illegal move\n\n");
  EXPECT_EQ(engine.HandleLine("play white pass"), "= \n\n");
  for (const char* move : {"play b a1", "play w b1", "play w a2", "play b b2", "play b pass"}) {
    EXPECT_EQ(engine.HandleLine(move), "= \n\n") << move;
  }
  EXPECT_EQ(engine.HandleLine("play w b1"), "? illegal move\n\n");
  EXPECT_EQ(engine.HandleLine("play b a1"), "? illegal move\n\n");
  const std::string board =
      "= \n"
      "   A B C D E\n"
      " 5 . . . . . 5\n"
      " 4 . + . + . 4\n"
      " 3 . . X . . 3\n"
      " 2 O X . + . 2     WHITE (O) has captured 1 stones\n"
      " 1 . O . . . 1     BLACK (X) has captured 0 stones\n"
      "   A B C D E\n\n";
  EXPECT_EQ(engine.HandleLine("showboard"), board);
  EXPECT_EQ(engine.HandleLine("undo"), "= \n\n");  // takes back Black's pass
  EXPECT_EQ(engine.HandleLine("showboard"), board);
  EXPECT_EQ(engine.HandleLine("undo"), "= \n\n");  // B2
  EXPECT_EQ(engine.position().At(engine.position().Parse("B2")), board::Color::kEmpty);
  // Syntax errors, GNU Go's messages.
  EXPECT_EQ(engine.HandleLine("play B"), "? invalid color or coordinate\n\n");
  EXPECT_EQ(engine.HandleLine("play B Z1"), "? invalid color or coordinate\n\n");
  EXPECT_EQ(engine.HandleLine("play X C3"), "? invalid color or coordinate\n\n");
  EXPECT_EQ(engine.HandleLine("boardsize 26"), "? unacceptable size\n\n");
  EXPECT_EQ(engine.HandleLine("boardsize 0"), "? unacceptable size\n\n");
  EXPECT_EQ(engine.HandleLine("boardsize x"), "? boardsize not an integer\n\n");
  EXPECT_EQ(engine.HandleLine("komi x"), "? komi not a float\n\n");
  EXPECT_EQ(engine.HandleLine("komi"), "? komi not a float\n\n");
  EXPECT_EQ(engine.HandleLine("komi 6.5"), "= \n\n");
  // GNU Go prints the komi in four columns: "=  6.5".
  EXPECT_EQ(engine.HandleLine("get_komi"), "=  6.5\n\n");
  // clear_board keeps the size and forgets the history.
  EXPECT_EQ(engine.HandleLine("clear_board"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("query_boardsize"), "= 5\n\n");
  EXPECT_EQ(engine.HandleLine("undo"), "? cannot undo\n\n");
  // Up to 25x25 (GNU Go stops at 19).
  EXPECT_EQ(engine.HandleLine("boardsize 25"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("play b Z25"), "= \n\n");
}

// The record: Black's corner wall with the straight three B8 C8 D8 inside,
// White's wall below it, then W J1 and B E5. GNU Go 3.8 answers `loadsgf
// FILE` "white" (after B E5), `loadsgf FILE 2` "black" (move 2 is Black's),
// `loadsgf FILE 1` "white" (move 1 is White's), `loadsgf FILE E5` "black"
// (stops before the move at E5), and "white" for 0, -3, x and 10 (past the
// end: every move).
constexpr std::string_view kRecord =
    "(;GM[1]FF[4]SZ[9]AB[aa][ba][ca][da][ea][ab][eb][ac][bc][cc][dc][ec]"
    "AW[fa][fb][fc][ad][bd][cd][dd][ed][fd];W[ii];B[ee])";

TEST(GtpEngineTest, LoadSgfAnswersTheColourToMoveAsGnuGo) {
  const TempFile record("record.sgf", kRecord);
  GtpEngine engine;
  const std::string load = "loadsgf " + record.path();
  EXPECT_EQ(engine.HandleLine(load), "= white\n\n");
  EXPECT_EQ(engine.HandleLine(load + " 2"), "= black\n\n");
  EXPECT_EQ(engine.position().At(engine.position().Parse("E5")), board::Color::kEmpty);
  EXPECT_EQ(engine.HandleLine(load + " 1"), "= white\n\n");
  EXPECT_EQ(engine.position().At(engine.position().Parse("J1")), board::Color::kEmpty);
  EXPECT_EQ(engine.HandleLine(load + " E5"), "= black\n\n");
  EXPECT_EQ(engine.position().At(engine.position().Parse("J1")), board::Color::kWhite);
  EXPECT_EQ(engine.position().At(engine.position().Parse("E5")), board::Color::kEmpty);
  for (const char* all : {" 0", " -3", " x", " 10"}) {
    EXPECT_EQ(engine.HandleLine(load + all), "= white\n\n") << all;
    EXPECT_EQ(engine.position().At(engine.position().Parse("E5")), board::Color::kBlack);
  }
  EXPECT_EQ(engine.HandleLine("loadsgf"), "? missing filename\n\n");
  EXPECT_EQ(engine.HandleLine("loadsgf /nonexistent/x.sgf"),
            "? cannot open or parse '/nonexistent/x.sgf': cannot open\n\n");
  // A bad record: the reader's line with where; the position is unchanged.
  const TempFile bad("bad.sgf", "(;SZ[5];B[aa];W[aa])");
  EXPECT_EQ(
      engine.HandleLine("loadsgf " + bad.path()),
      "? cannot open or parse '" + bad.path() + "': move 2: W at A5 is illegal: occupied\n\n");
  EXPECT_EQ(engine.position().width(), 9);
  const TempFile large("large.sgf", "(;SZ[26])");
  EXPECT_EQ(engine.HandleLine("loadsgf " + large.path()).substr(0, 2), "? ");
  // Still running.
  EXPECT_EQ(engine.HandleLine("protocol_version"), "= 2\n\n");
}

// Same record, loaded whole. GNU Go 3.8's replies:
//   eval_eye B9 -> -1 (a Black stone), eval_eye C8 -> 1 2 C8 C8
//   eye_data black C8 -> origin B8, color black, esize 3, msize 0, value 1122,
//                        marginal 0, neighbors 2, marginal_neighbors 0
//   eye_data white C8 -> origin PASS, color empty, zeros, value 0000
//   half_eye_data B9 -> value 10.00, type 0, num_attacks 0, num_defenses 0
// GNU Go 3.8's replies to the same sequence: boardsize 9, clear_board, play B
// D5, play B F5, play B E6, play W E5, then attack E5 = "1 E4" (the white stone
// has one liberty), defend E5 = "1 E4" (extending gives three liberties),
// list_stones black = "E6 D5 F5" (rows from the top), list_stones white =
// "E5", attack D5 = "0"; after play B D4 and play B F4: attack E5 = "1 E4",
// defend E5 = "0" (E4 is then a self-atari); attack A1 = "? vertex must not
// be empty".
TEST(GtpEngineTest, AttackDefendAndListStonesAsGnuGo) {
  GtpEngine engine;
  for (const char* line :
       {"boardsize 9", "clear_board", "play B D5", "play B F5", "play B E6", "play W E5"}) {
    ASSERT_EQ(engine.HandleLine(line), "= \n\n") << line;
  }
  EXPECT_EQ(engine.HandleLine("attack E5"), "= 1 E4\n\n");
  EXPECT_EQ(engine.HandleLine("defend E5"), "= 1 E4\n\n");
  EXPECT_EQ(engine.HandleLine("list_stones black"), "= E6 D5 F5\n\n");
  EXPECT_EQ(engine.HandleLine("list_stones white"), "= E5\n\n");
  EXPECT_EQ(engine.HandleLine("attack D5"), "= 0\n\n");
  ASSERT_EQ(engine.HandleLine("play B D4"), "= \n\n");
  ASSERT_EQ(engine.HandleLine("play B F4"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("attack E5"), "= 1 E4\n\n");
  EXPECT_EQ(engine.HandleLine("defend E5"), "= 0\n\n");
  EXPECT_EQ(engine.HandleLine("attack A1"), "? vertex must not be empty\n\n");
}

TEST(GtpEngineTest, EyeCommandsInGnuGosFormats) {
  const TempFile record("eyes.sgf", kRecord);
  GtpEngine engine;
  ASSERT_EQ(engine.HandleLine("loadsgf " + record.path()), "= white\n\n");
  EXPECT_EQ(engine.HandleLine("eval_eye B9"), "= -1\n\n");
  EXPECT_EQ(engine.HandleLine("eval_eye C8"), "= 1 2 C8 C8\n\n");
  EXPECT_EQ(engine.HandleLine("eye_data black C8"),
            "= origin               B8\n"
            "color                black\n"
            "esize                3\n"
            "msize                0\n"
            "value                1122\n"
            "marginal             0\n"
            "neighbors            2\n"
            "marginal_neighbors   0\n\n");
  EXPECT_EQ(engine.HandleLine("eye_data white C8"),
            "= origin               PASS\n"
            "color                empty\n"
            "esize                0\n"
            "msize                0\n"
            "value                0000\n"
            "marginal             0\n"
            "neighbors            0\n"
            "marginal_neighbors   0\n\n");
  EXPECT_EQ(engine.HandleLine("half_eye_data B9"),
            "= value                10.00\n"
            "type                 0\n"
            "num_attacks          0\n"
            "num_defenses         0\n\n");
  // By hand: B8 has one eye-space neighbour (C8), so its diagonals are
  // summed: A9 and C9 and A7 and C7 are Black stones, 0 each: 0.00, type 0.
  EXPECT_EQ(engine.HandleLine("half_eye_data B8"),
            "= value                0.00\n"
            "type                 0\n"
            "num_attacks          0\n"
            "num_defenses         0\n\n");
  // GNU Go's failures.
  EXPECT_EQ(engine.HandleLine("eval_eye"), "? invalid coordinate\n\n");
  EXPECT_EQ(engine.HandleLine("eval_eye Z9"), "? invalid coordinate\n\n");
  EXPECT_EQ(engine.HandleLine("eval_eye pass"), "? invalid coordinate\n\n");
  EXPECT_EQ(engine.HandleLine("eye_data"), "? invalid color or coordinate\n\n");
  EXPECT_EQ(engine.HandleLine("eye_data purple C3"), "? invalid color or coordinate\n\n");
  EXPECT_EQ(engine.HandleLine("half_eye_data K1"), "? invalid coordinate\n\n");
}

// The seed text's half eye (tests/board/eyes_test.cc, SeedHalfEyeAddsItsKeyPoint)
// loaded as a diagram file. GNU Go 3.8:
//   half_eye_data E6 -> value 3.00, HALF_EYE, attack_point[0] D5, defense_point[0] D5
//   eye_data white E6 -> origin E6, esize 4, msize 0, value 1122
//   eval_eye E6 -> 1 2 G6 D5
// Our eval_eye names one point for both (G6: a vital point for both sides of
// !...., see the board test), so only min and max are compared there.
TEST(GtpEngineTest, HalfEyeDataAsGnuGo) {
  const TempFile diagram("half.txt",
                         "   A B C D E F G H J\n"
                         " 9 . . . . . . . . . 9\n"
                         " 8 . . X X X X X X X 8\n"
                         " 7 . . X X O O O O O 7\n"
                         " 6 . . X O . . . . O 6\n"
                         " 5 . . X . O O O O O 5\n"
                         " 4 . . X X X X X X X 4\n"
                         " 3 . . . . . . . . . 3\n"
                         " 2 . . . . . . . . . 2\n"
                         " 1 . . . . . . . . . 1\n"
                         "   A B C D E F G H J\n");
  GtpEngine engine;
  ASSERT_EQ(engine.HandleLine("loadsgf " + diagram.path()), "= black\n\n");
  EXPECT_EQ(engine.HandleLine("half_eye_data E6"),
            "= value                3.00\n"
            "type                 HALF_EYE\n"
            "num_attacks          1\n"
            "attack_point[0]      D5\n"
            "num_defenses         1\n"
            "defense_point[0]     D5\n\n");
  const std::string data = engine.HandleLine("eye_data white E6");
  EXPECT_EQ(data.substr(0, data.find("marginal ")),
            "= origin               E6\n"
            "color                white\n"
            "esize                4\n"
            "msize                0\n"
            "value                1122\n");
  EXPECT_EQ(engine.HandleLine("eval_eye E6").substr(0, 6), "= 1 2 ");
}

// GNU Go 3.8 on the same lines (boardsize 9; komi K; get_komi): "=  0.0"
// before any komi, "=  6.5", "= -3.2" for -3.25 and "=  7.2" for 7.25 (one
// decimal, the binary value rounded to even), "= 100.1" for 100.123.
TEST(GtpEngineTest, GetKomiAsGnuGo) {
  GtpEngine engine;
  EXPECT_EQ(engine.HandleLine("get_komi"), "=  0.0\n\n");
  for (const auto& [komi, reply] :
       {std::pair{"6.5", "=  6.5\n\n"}, std::pair{"-3.25", "= -3.2\n\n"},
        std::pair{"7.25", "=  7.2\n\n"}, std::pair{"100.123", "= 100.1\n\n"}}) {
    ASSERT_EQ(engine.HandleLine(std::string("komi ") + komi), "= \n\n");
    EXPECT_EQ(engine.HandleLine("get_komi"), reply) << komi;
  }
}

// By the choice in docs/gtp.md: a square board answers its size (GNU Go's
// reply, "= 9" after boardsize 9); a rectangular one, which GNU Go cannot
// have, "WIDTH HEIGHT".
TEST(GtpEngineTest, QueryBoardsizeOfSquareAndRectangularBoards) {
  GtpEngine engine;
  ASSERT_EQ(engine.HandleLine("boardsize 9"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("query_boardsize"), "= 9\n\n");
  const TempFile record("rect.sgf", "(;GM[1]FF[4]SZ[9:13];B[aa])");
  ASSERT_EQ(engine.HandleLine("loadsgf " + record.path()), "= white\n\n");
  EXPECT_EQ(engine.HandleLine("query_boardsize"), "= 9 13\n\n");
}

// The placements are the GTP 2 specification's (§4.1.1): 19x19 "D4 Q16",
// "+ D16", "+ Q4", centre K10 for odd counts, side points D10 Q10 from 6,
// K4 K16 from 8; third-line points below 13x13. The replies list them in
// reading order, as GNU Go 3.8 does: its replies to the same lines were
// "G7 C3" (9x9, 2), "C7 G7 E5 C3 G3" (9x9, 5), "C7 E7 G7 C5 E5 G5 C3 E3 G3"
// (9x9, 9), "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4" (19x19, 9), "D10 G10 K10 D7
// G7 K7 D4 G4 K4" (13x13, 9), "C5 E5 C3 E3" (7x7, 4), "C6 F6 C3 F3" (8x8,
// 4), "C8 H8 C3 H3" (10x10, 4); "? invalid handicap" for 5 on 7x7, 8x8 and
// 10x10, for 2 on 6x6, for 1 and 10; "? board not empty" on a board with
// stones (checked first, even before a bad count); "? handicap not an
// integer" for "x" and for no argument; `undo` after it "? cannot undo".
TEST(GtpEngineTest, FixedHandicapAsTheSpecAndGnuGo) {
  GtpEngine engine;
  const auto fixed = [&engine](int size, int stones) {
    engine.HandleLine("boardsize " + std::to_string(size));
    return engine.HandleLine("fixed_handicap " + std::to_string(stones));
  };
  EXPECT_EQ(fixed(9, 2), "= G7 C3\n\n");
  EXPECT_EQ(fixed(9, 5), "= C7 G7 E5 C3 G3\n\n");
  EXPECT_EQ(fixed(9, 9), "= C7 E7 G7 C5 E5 G5 C3 E3 G3\n\n");
  EXPECT_EQ(fixed(19, 9), "= D16 K16 Q16 D10 K10 Q10 D4 K4 Q4\n\n");
  EXPECT_EQ(fixed(13, 9), "= D10 G10 K10 D7 G7 K7 D4 G4 K4\n\n");
  EXPECT_EQ(fixed(7, 4), "= C5 E5 C3 E3\n\n");
  EXPECT_EQ(fixed(8, 4), "= C6 F6 C3 F3\n\n");
  EXPECT_EQ(fixed(10, 4), "= C8 H8 C3 H3\n\n");
  // By the table: 3 adds the upper-left corner, 6 and 7 the side points, 8
  // the top and bottom ones (19x19).
  EXPECT_EQ(fixed(19, 3), "= D16 Q16 D4\n\n");
  EXPECT_EQ(fixed(19, 4), "= D16 Q16 D4 Q4\n\n");
  EXPECT_EQ(fixed(19, 6), "= D16 Q16 D10 Q10 D4 Q4\n\n");
  EXPECT_EQ(fixed(19, 7), "= D16 Q16 D10 K10 Q10 D4 Q4\n\n");
  EXPECT_EQ(fixed(19, 8), "= D16 K16 Q16 D10 Q10 D4 K4 Q4\n\n");
  for (const auto& [size, stones] : {std::pair{7, 5}, std::pair{8, 5}, std::pair{10, 5},
                                     std::pair{6, 2}, std::pair{9, 1}, std::pair{9, 10}}) {
    EXPECT_EQ(fixed(size, stones), "? invalid handicap\n\n") << size << " " << stones;
  }
  // The stones are Black's, White moves next, and they are not moves.
  ASSERT_EQ(fixed(9, 2), "= G7 C3\n\n");
  EXPECT_EQ(engine.HandleLine("list_stones black"), "= G7 C3\n\n");
  EXPECT_EQ(engine.position().to_move(), board::Color::kWhite);
  EXPECT_EQ(engine.HandleLine("undo"), "? cannot undo\n\n");
  EXPECT_EQ(engine.HandleLine("fixed_handicap 2"), "? board not empty\n\n");
  EXPECT_EQ(engine.HandleLine("fixed_handicap x"), "? board not empty\n\n");
  ASSERT_EQ(engine.HandleLine("clear_board"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("fixed_handicap x"), "? handicap not an integer\n\n");
  EXPECT_EQ(engine.HandleLine("fixed_handicap"), "? handicap not an integer\n\n");
  // Ours: no placement on a rectangular board (the table is for square ones).
  const TempFile record("rect.sgf", "(;GM[1]FF[4]SZ[9:13])");
  ASSERT_EQ(engine.HandleLine("loadsgf " + record.path()), "= black\n\n");
  EXPECT_EQ(engine.HandleLine("fixed_handicap 2"), "? invalid handicap\n\n");
}

// GNU Go 3.8 on the same lines (boardsize 9): set_free_handicap D4 E5 = "= "
// and then "? board not empty"; "D4" alone and no vertex "? invalid
// handicap"; "D4 D4" and "A1 A1 Z9" "? repeated vertex"; "D4 Z9", "Z9 A1 A1"
// and "pass D4" "? invalid coordinate"; a board with stones "? board not
// empty" before any other check. A failing command changes nothing.
TEST(GtpEngineTest, SetFreeHandicapAsGnuGo) {
  GtpEngine engine;
  ASSERT_EQ(engine.HandleLine("boardsize 9"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("set_free_handicap D4"), "? invalid handicap\n\n");
  EXPECT_EQ(engine.HandleLine("set_free_handicap"), "? invalid handicap\n\n");
  EXPECT_EQ(engine.HandleLine("set_free_handicap D4 D4"), "? repeated vertex\n\n");
  EXPECT_EQ(engine.HandleLine("set_free_handicap A1 A1 Z9"), "? repeated vertex\n\n");
  EXPECT_EQ(engine.HandleLine("set_free_handicap D4 Z9"), "? invalid coordinate\n\n");
  EXPECT_EQ(engine.HandleLine("set_free_handicap Z9 A1 A1"), "? invalid coordinate\n\n");
  EXPECT_EQ(engine.HandleLine("set_free_handicap pass D4"), "? invalid coordinate\n\n");
  EXPECT_EQ(engine.HandleLine("list_stones black"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("set_free_handicap D4 e5"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("list_stones black"), "= E5 D4\n\n");
  EXPECT_EQ(engine.position().to_move(), board::Color::kWhite);
  EXPECT_EQ(engine.HandleLine("undo"), "? cannot undo\n\n");
  EXPECT_EQ(engine.HandleLine("set_free_handicap A1 A2"), "? board not empty\n\n");
  // The specification's upper limit, every point but one (by hand on 2x2:
  // three stones are one string with the last point as its liberty).
  ASSERT_EQ(engine.HandleLine("boardsize 2"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("set_free_handicap A1 A2 B1 B2"), "? invalid handicap\n\n");
  EXPECT_EQ(engine.HandleLine("set_free_handicap A1 A2 B1"), "= \n\n");
}

// GNU Go 3.8 (boardsize 9): "place_free_handicap 1" and "0" = "? invalid
// handicap", "x" and no argument "? handicap not an integer" (checked before
// the board), then "? board not empty" on a board with stones. GNU Go chooses
// its stones by patterns; ours by the rule in docs/gtp.md, worked out here
// by hand: the fixed placement where the table has one (9x9, 3 stones: C7
// G7 C3), else the largest fixed placement and then the best-scoring empty
// points (distance to the nearest stone + 2 x line up to the third).
TEST(GtpEngineTest, PlaceFreeHandicap) {
  GtpEngine engine;
  ASSERT_EQ(engine.HandleLine("boardsize 9"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("place_free_handicap 1"), "? invalid handicap\n\n");
  EXPECT_EQ(engine.HandleLine("place_free_handicap 0"), "? invalid handicap\n\n");
  EXPECT_EQ(engine.HandleLine("place_free_handicap x"), "? handicap not an integer\n\n");
  EXPECT_EQ(engine.HandleLine("place_free_handicap"), "? handicap not an integer\n\n");
  EXPECT_EQ(engine.HandleLine("place_free_handicap 81"), "? invalid handicap\n\n");
  EXPECT_EQ(engine.HandleLine("place_free_handicap 3"), "= C7 G7 C3\n\n");
  EXPECT_EQ(engine.HandleLine("undo"), "? cannot undo\n\n");
  EXPECT_EQ(engine.HandleLine("place_free_handicap x"), "? handicap not an integer\n\n");
  EXPECT_EQ(engine.HandleLine("place_free_handicap 2"), "? board not empty\n\n");
  // 5x5 has no fixed placement: the first stone goes to the only point on
  // the third line, C3 (score 2 x 2); the second scores 4 at distance 2 on
  // the second line (2 + 2 x 1) and at the corners (4 + 0); the higher line
  // wins the tie, then reading order: B4 (x 1, y 1 from the top).
  ASSERT_EQ(engine.HandleLine("boardsize 5"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("place_free_handicap 2"), "= B4 C3\n\n");
  // Every point but one is allowed and placed. 2x2, every point on the first
  // line: A2 first (reading order), then B1 (distance 2), then B2 and A1 tie
  // at distance 1 and B2 comes first in reading order.
  ASSERT_EQ(engine.HandleLine("boardsize 2"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("place_free_handicap 3"), "= A2 B2 B1\n\n");
}

TEST(GtpEngineTest, TooLargeSpaceGetsGnuGosSizeGuess) {
  // By hand: on an empty board with one Black stone, Black's domain is the
  // whole board; its one eye space (24 points, none marginal) has more
  // vertices than max_solved_vertices, so GTP answers GNU Go's guess for an
  // unmatched space: esize - 2 msize = 24 > 3 gives 2222, "2 2". GNU Go 3.8
  // answers the same (boardsize 5, play b c3, eval_eye a1 -> "= 2 2").
  GtpEngine engine;
  ASSERT_EQ(engine.HandleLine("boardsize 5"), "= \n\n");
  ASSERT_EQ(engine.HandleLine("play b c3"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("eval_eye a1"), "= 2 2\n\n");
  const std::string spaces = engine.HandleLine("eyeshape-eyespaces");
  EXPECT_EQ(spaces.substr(0, 25), "= black A5 too_large min ") << spaces;
}

TEST(GtpEngineTest, PreprocessLine) {
  EXPECT_EQ(PreprocessLine("  a\tb \x01 c # d"), "a b  c");
  EXPECT_EQ(PreprocessLine("#x"), "");
}

}  // namespace
}  // namespace eyeshape::gtp
