// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_SCORING_SCORING_TEST_BOARDS_H_
#define EYESHAPE_TESTS_SCORING_SCORING_TEST_BOARDS_H_

// File: tests/scoring/scoring_test_boards.h
// Helpers the scoring tests share: a hand-drawn board (GNU Go `showboard`
// text, lower-case stones marked dead) and points written as GTP vertices.
// A board that does not parse fails the calling test.

#include <gtest/gtest.h>

#include <string>

#include "board/ascii_board.h"
#include "board/point_set.h"
#include "board/position.h"

namespace eyeshape::scoring::testing {

struct Board {
  board::Position position;
  board::PointSet dead;  // the stones drawn in lower case
};

inline Board ParseBoard(const std::string& text) {
  const auto parsed = board::ReadAsciiBoard(text);
  EXPECT_TRUE(parsed.ok()) << (parsed.ok() ? "" : parsed.error());
  return Board{parsed.value().position, parsed.value().dead};
}

// The points in reading order, as GTP vertices separated by spaces.
inline std::string Vertices(const board::Position& position, const board::PointSet& points) {
  std::string out;
  points.ForEach([&](board::Point p) {
    if (!out.empty()) out += ' ';
    out += position.GtpVertex(p);
  });
  return out;
}

}  // namespace eyeshape::scoring::testing

#endif  // EYESHAPE_TESTS_SCORING_SCORING_TEST_BOARDS_H_
