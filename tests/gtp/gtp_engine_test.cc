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
#include <string>
#include <string_view>

#include "gtp/gtp_commands.h"

namespace eyeshape::gtp {
namespace {

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
  EXPECT_EQ(engine.HandleLine("5"), "?5 missing command\n\n");
  EXPECT_FALSE(engine.quit_requested());
  EXPECT_EQ(engine.HandleLine("10 quit"), "=10 \n\n");
  EXPECT_TRUE(engine.quit_requested());
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
                           "quit", "boardsize", "clear_board", "komi", "play", "genmove", "loadsgf",
                           "showboard", "undo", "eval_eye", "eye_data", "half_eye_data"}) {
    EXPECT_TRUE(engine.IsKnown(name)) << name;
  }
  // A reply with an empty line inside would end the response early (spec
  // §2.6); the engine puts a space on such lines.
  engine.Register("gap", [](GtpEngine&, const GtpArguments&) { return Success("a\n\nb"); });
  EXPECT_EQ(engine.HandleLine("gap"), "= a\n \nb\n\n");
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
  EXPECT_EQ(engine.HandleLine("get_komi"), "= 6.5\n\n");
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

// By hand: on an empty board every point is legal and outside any eye space,
// so genmove plays the centre; it plays the move it names.
TEST(GtpEngineTest, GenmoveIsLegalAndPlayed) {
  GtpEngine engine;
  ASSERT_EQ(engine.HandleLine("boardsize 5"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("genmove b"), "= C3\n\n");
  EXPECT_EQ(engine.position().At(engine.position().Parse("C3")), board::Color::kBlack);
  EXPECT_EQ(engine.HandleLine("genmove x"), "? invalid color\n\n");
  // A 1x1 board has no legal move but suicide: pass.
  ASSERT_EQ(engine.HandleLine("boardsize 1"), "= \n\n");
  EXPECT_EQ(engine.HandleLine("genmove w"), "= PASS\n\n");
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
