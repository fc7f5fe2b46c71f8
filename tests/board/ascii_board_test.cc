// SPDX-License-Identifier: MIT
// File: tests/board/ascii_board_test.cc
// The ASCII board reader and writer (board/ascii_board.h). The golden
// diagrams marked "gnugo 3.8" are GNU Go's own `showboard` output, captured
// from `/usr/games/gnugo --mode gtp` after the GTP commands given (the "= "
// reply line dropped): the writer must reproduce them byte for byte and the
// reader must read them back. The slow test (gnugo_board_slow_test.cc) does
// the same live for every size 1..19.

#include "board/ascii_board.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "board/sgf.h"

namespace eyeshape::board {
namespace {

// gnugo 3.8: boardsize 5, play B A2, play W A1, play B B1 (captures A1),
// play W C3, showboard.
constexpr std::string_view kGnuGo5x5 =
    "   A B C D E\n"
    " 5 . . . . . 5\n"
    " 4 . + . + . 4\n"
    " 3 . . O . . 3\n"
    " 2 X + . + . 2     WHITE (O) has captured 0 stones\n"
    " 1 . X . . . 1     BLACK (X) has captured 1 stones\n"
    "   A B C D E\n";

// gnugo 3.8: boardsize 9, play B C3, W D4, B E5, W E4, B D5, W F5, B C4,
// W D3, B D2, W E3, B C5, showboard.
constexpr std::string_view kGnuGo9x9 =
    "   A B C D E F G H J\n"
    " 9 . . . . . . . . . 9\n"
    " 8 . . . . . . . . . 8\n"
    " 7 . . + . . . + . . 7\n"
    " 6 . . . . . . . . . 6\n"
    " 5 . . X X X O . . . 5\n"
    " 4 . . X O O . . . . 4\n"
    " 3 . . X O O . + . . 3\n"
    " 2 . . . X . . . . . 2     WHITE (O) has captured 0 stones\n"
    " 1 . . . . . . . . . 1     BLACK (X) has captured 0 stones\n"
    "   A B C D E F G H J\n";

// gnugo 3.8: boardsize 13, showboard (the capture texts sit beside rows 5
// and 4, the hoshi on the 4-4 points, sides and centre).
constexpr std::string_view kGnuGo13x13 =
    "   A B C D E F G H J K L M N\n"
    "13 . . . . . . . . . . . . . 13\n"
    "12 . . . . . . . . . . . . . 12\n"
    "11 . . . . . . . . . . . . . 11\n"
    "10 . . . + . . + . . + . . . 10\n"
    " 9 . . . . . . . . . . . . . 9\n"
    " 8 . . . . . . . . . . . . . 8\n"
    " 7 . . . + . . + . . + . . . 7\n"
    " 6 . . . . . . . . . . . . . 6\n"
    " 5 . . . . . . . . . . . . . 5     WHITE (O) has captured 0 stones\n"
    " 4 . . . + . . + . . + . . . 4     BLACK (X) has captured 0 stones\n"
    " 3 . . . . . . . . . . . . . 3\n"
    " 2 . . . . . . . . . . . . . 2\n"
    " 1 . . . . . . . . . . . . . 1\n"
    "   A B C D E F G H J K L M N\n";

TEST(AsciiBoardTest, WriterReproducesGnuGoShowboard) {
  Position p5(5, 5);
  for (const auto& [c, v] : {std::pair{Color::kBlack, "A2"},
                             {Color::kWhite, "A1"},
                             {Color::kBlack, "B1"},
                             {Color::kWhite, "C3"}}) {
    ASSERT_EQ(p5.Play(c, p5.Parse(v)), MoveError::kNone);
  }
  EXPECT_EQ(WriteAsciiBoard(p5), kGnuGo5x5);

  Position p9(9, 9);
  Color c = Color::kBlack;
  for (const char* v : {"C3", "D4", "E5", "E4", "D5", "F5", "C4", "D3", "D2", "E3", "C5"}) {
    ASSERT_EQ(p9.Play(c, p9.Parse(v)), MoveError::kNone);
    c = Opponent(c);
  }
  EXPECT_EQ(WriteAsciiBoard(p9), kGnuGo9x9);
  EXPECT_EQ(WriteAsciiBoard(Position(13, 13)), kGnuGo13x13);
}

TEST(AsciiBoardTest, ReadsGnuGoShowboardBack) {
  const Result<AsciiBoard> board = ReadAsciiBoard(kGnuGo5x5);
  ASSERT_TRUE(board.ok()) << board.error();
  const Position& p = board.value().position;
  EXPECT_EQ(p.width(), 5);
  EXPECT_EQ(p.At(p.Parse("A2")), Color::kBlack);
  EXPECT_EQ(p.At(p.Parse("B1")), Color::kBlack);
  EXPECT_EQ(p.At(p.Parse("C3")), Color::kWhite);
  EXPECT_EQ(p.At(p.Parse("B2")), Color::kEmpty);  // a '+'
  EXPECT_EQ(p.captures_by(Color::kBlack), 1);
  EXPECT_EQ(WriteAsciiBoard(p), kGnuGo5x5);
  // With the GTP reply line in front, as a GTP client receives it.
  const Result<AsciiBoard> reply = ReadAsciiBoard("= \n" + std::string(kGnuGo9x9) + "\n");
  ASSERT_TRUE(reply.ok()) << reply.error();
  EXPECT_EQ(WriteAsciiBoard(reply.value().position), kGnuGo9x9);
}

TEST(AsciiBoardTest, BareRowsAndDeadMarks) {
  // No coordinates, compact and spaced rows mixed; 'x' and 'o' are dead.
  const Result<AsciiBoard> board = ReadAsciiBoard("XO.x\n. o . +\n....\n");
  ASSERT_TRUE(board.ok()) << board.error();
  const Position& p = board.value().position;
  EXPECT_EQ(p.width(), 4);
  EXPECT_EQ(p.height(), 3);
  EXPECT_EQ(p.At(PointAt(3, 0)), Color::kBlack);
  EXPECT_EQ(p.At(PointAt(1, 1)), Color::kWhite);
  EXPECT_EQ(board.value().dead.size(), 2);
  EXPECT_TRUE(board.value().dead.Contains(PointAt(3, 0)));
  EXPECT_TRUE(board.value().dead.Contains(PointAt(1, 1)));
  // The writer keeps the marks; a rectangular board shows no hoshi and puts
  // the capture texts beside rows 2 and 1 (height 3 < 10).
  EXPECT_EQ(WriteAsciiBoard(p, board.value().dead),
            "   A B C D\n"
            " 3 X O . x 3\n"
            " 2 . o . . 2     WHITE (O) has captured 0 stones\n"
            " 1 . . . . 1     BLACK (X) has captured 0 stones\n"
            "   A B C D\n");
}

TEST(AsciiBoardTest, TwentyFiveByTwentyFiveRoundTrip) {
  // The largest board: columns A..Z without I, the capture texts beside rows
  // 17 and 16 (max(2, 25 - 8) = 17, as GNU Go's rule extends).
  Position p(25, 25);
  ASSERT_EQ(p.Play(Color::kBlack, p.Parse("Z25")), MoveError::kNone);
  ASSERT_EQ(p.Play(Color::kWhite, p.Parse("A1")), MoveError::kNone);
  const std::string text = WriteAsciiBoard(p);
  EXPECT_EQ(text.substr(0, text.find('\n')),
            "   A B C D E F G H J K L M N O P Q R S T U V W X Y Z");
  EXPECT_NE(text.find("\n17 "), std::string::npos);
  EXPECT_NE(text.find(" 17     WHITE (O) has captured 0 stones\n"), std::string::npos);
  const Result<AsciiBoard> back = ReadAsciiBoard(text);
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(back.value().position.hash(), p.hash());
  EXPECT_EQ(WriteAsciiBoard(back.value().position), text);
}

TEST(AsciiBoardTest, HoshiPointsFollowGnuGo) {
  // From gnugo 3.8 showboard on empty boards: none on 2x2 and 4x4; the
  // centre on 3x3; 2-2 points and centre on 5x5; the four centre points on
  // 6x6; 3-3 points on 8x8 and 10x10; 4-4 points only on 12x12.
  auto count = [](int size) {
    int n = 0;
    for (int y = 0; y < size; ++y) {
      for (int x = 0; x < size; ++x) n += IsHoshi(size, PointAt(x, y)) ? 1 : 0;
    }
    return n;
  };
  EXPECT_EQ(count(1), 1);
  EXPECT_EQ(count(2), 0);
  EXPECT_EQ(count(3), 1);
  EXPECT_EQ(count(4), 0);
  EXPECT_EQ(count(5), 5);
  EXPECT_EQ(count(6), 4);
  EXPECT_EQ(count(8), 4);
  EXPECT_EQ(count(12), 4);
  EXPECT_EQ(count(19), 9);
  EXPECT_TRUE(IsHoshi(6, PointAt(2, 3)));    // C3 on 6x6
  EXPECT_TRUE(IsHoshi(19, PointAt(3, 9)));   // D10 on 19x19
  EXPECT_FALSE(IsHoshi(12, PointAt(5, 5)));  // no centre on even boards
}

TEST(AsciiBoardTest, ErrorsNameTheLine) {
  auto error = [](std::string_view text) {
    const Result<AsciiBoard> b = ReadAsciiBoard(text);
    return b.ok() ? std::string("ok") : b.error();
  };
  EXPECT_EQ(error(""), "line 1: no board rows");
  EXPECT_EQ(error("...\n..\n"), "line 2: row has 2 points, line 1 has 3");
  EXPECT_EQ(error("..Z\n"), "line 1: unexpected text 'Z' after the row");
  EXPECT_EQ(error("# comment\n"),
            "line 1: expected a board row, found '#' (cells are X O . + x o)");
  // Two rows: the second must be row 1.
  EXPECT_EQ(error(" 2 . . 2\n 3 . . 3\n"), "line 2: row number should be 1");
  EXPECT_EQ(error(" 2 . . 3\n"), "line 1: row numbers 2 and 3 differ");
  EXPECT_EQ(error("   A B C\n 1 . . 1\n"), "line 1: column line has 3 letters for a board 2 wide");
  EXPECT_EQ(error(std::string(26, '.')), "line 1: row has 26 points, more than 25");
  std::string tall;
  for (int i = 0; i < 26; ++i) tall += ".\n";
  EXPECT_EQ(error(tall), "line 26: more than 25 rows");
  EXPECT_EQ(error(" 1 . . 1     WHITE (O) has eaten 3\n"),
            "line 1: unexpected text 'WHITE (O) has eaten 3' after the row");
}

}  // namespace
}  // namespace eyeshape::board
