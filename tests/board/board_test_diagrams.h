// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_BOARD_BOARD_TEST_DIAGRAMS_H_
#define EYESHAPE_TESTS_BOARD_BOARD_TEST_DIAGRAMS_H_

// File: tests/board/board_test_diagrams.h
// The helper the board tests share: a position drawn as GNU Go `showboard`
// text. A diagram that does not parse fails the calling test and gives a
// 1x1 board, so the test's expectations fail too rather than crash.

#include <gtest/gtest.h>

#include <string_view>

#include "board/ascii_board.h"
#include "board/position.h"

namespace eyeshape::board::testing {

inline Position Board(std::string_view diagram) {
  const Result<AsciiBoard> board = ReadAsciiBoard(diagram);
  EXPECT_TRUE(board.ok()) << (board.ok() ? "" : board.error());
  return board.ok() ? board.value().position : Position(1, 1);
}

}  // namespace eyeshape::board::testing

#endif  // EYESHAPE_TESTS_BOARD_BOARD_TEST_DIAGRAMS_H_
