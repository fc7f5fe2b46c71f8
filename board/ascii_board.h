// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BOARD_ASCII_BOARD_H_
#define EYESHAPE_BOARD_ASCII_BOARD_H_

// File: board/ascii_board.h
// Text boards in the format of GNU Go's GTP `showboard`, read and written:
//
//      A B C D E
//    5 . . . . . 5
//    4 . + . + . 4
//    3 . . O . . 3
//    2 X + . + . 2     WHITE (O) has captured 0 stones
//    1 . X . . . 1     BLACK (X) has captured 1 stones
//      A B C D E
//
// Cells: 'X' black, 'O' white, '.' or '+' (a hoshi) empty, and lower-case 'x'
// 'o' for a stone marked dead (kept in AsciiBoard::dead for the scoring
// layer). Cells are separated by one space or by none ("XO..X"). The column
// line and the row numbers on either side are optional; when present they
// must be GNU Go's (letters A..Z without I from the left, rows numbered from
// the bottom). The captured-stone texts GNU Go prints to the right are read
// into the position's capture counts; any other trailing text is an error.
// Blank lines and a GTP reply's "=" line are skipped. Up to 25x25, any
// rectangle.
//
//   Result<AsciiBoard> board = ReadAsciiBoard(text);
//   std::string same = WriteAsciiBoard(board.value().position, board.value().dead);

#include <functional>
#include <string>
#include <string_view>

#include "base/result.h"
#include "board/point_set.h"
#include "board/position.h"

namespace eyeshape::board {

struct AsciiBoard {
  Position position;  // Black to move, no ko point, move number 0
  PointSet dead;      // the stones drawn as 'x' or 'o'
};

// Parses a board. Errors name the line ("line 4: ..."). Thread-safe.
Result<AsciiBoard> ReadAsciiBoard(std::string_view text);

// The board as GNU Go's `showboard` prints it (the lines after the GTP "= "),
// each line ending in '\n': hoshi as '+' on square boards (GNU Go's points;
// rectangular boards show none), stones in `dead` lower-case, the capture
// counts beside rows max(2, height - 8) and the one below, as GNU Go places
// them. REQUIRES: dead holds only stones of `position`.
std::string WriteAsciiBoard(const Position& position, const PointSet& dead = PointSet());

// The frame GNU Go's `showboard` draws around a board, for any drawing of
// its points: the column letters above and below, the row numbers on both
// sides, each point one space after the last. `cell(p)` stands for `p` (one
// character, or one wrapped in terminal colour codes); `after_row(number)`,
// when given, is written after a row's right-hand number (GNU Go's capture
// counts). Each line ends in '\n'.
std::string DrawBoardFrame(const Position& position, const std::function<std::string(Point)>& cell,
                           const std::function<std::string(int)>& after_row = nullptr);

// True iff GNU Go draws `p` as a hoshi '+' on an empty square board of `size`.
// REQUIRES: 0 <= column, row of p < size <= kMaxBoardSize.
bool IsHoshi(int size, Point p);

}  // namespace eyeshape::board

#endif  // EYESHAPE_BOARD_ASCII_BOARD_H_
