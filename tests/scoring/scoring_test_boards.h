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

// The points of a list of GTP vertices separated by single spaces ("A1 C3").
// REQUIRES: every vertex is on the board.
inline board::PointSet PointsOf(const board::Position& position, const std::string& vertices) {
  board::PointSet out;
  std::size_t start = 0;
  while (start < vertices.size()) {
    std::size_t end = vertices.find(' ', start);
    if (end == std::string::npos) end = vertices.size();
    out.Insert(position.Parse(vertices.substr(start, end - start)));
    start = end + 1;
  }
  return out;
}

// The "seki without eyes" of issue 24 (tests/data/scoring/seki_without_eyes.txt
// is the same board): Black A7 B7 A6 B6 and White's ten stones D7-F6 and
// A5-D5 share the liberties C7 C6, neither has an eye, and Black's wall (row
// 4, E5-G5, G6, G7) has rows 1-3. White dies even moving first (the tests
// that use it say why).
inline constexpr char kSekiWithoutEyes[] = R"(
XX.OOOX
XX.OOOX
OOOOXXX
XXXXXXX
.......
.......
.......
)";

// The "big-eye seki" of issue 24 (tests/scoring/seki_positions_test.cc says
// why it is none): White's wall A2 B2 C2 D2 E2 E1 around A1 B1 C1 D1 holds
// Black's B1 C1, no liberty outside; Black's wall, row 3 with F2 F1, has
// the eye G2 G1 and the 28 points of rows 4-7.
inline constexpr char kBigEye[] = R"(
.......
.......
.......
.......
XXXXXXX
OOOOOX.
.XX.OX.
)";

}  // namespace eyeshape::scoring::testing

#endif  // EYESHAPE_TESTS_SCORING_SCORING_TEST_BOARDS_H_
