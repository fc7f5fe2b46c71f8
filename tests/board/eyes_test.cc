// SPDX-License-Identifier: MIT
// File: tests/board/eyes_test.cc
#include "board/eyes.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "board/ascii_board.h"

namespace eyeshape::board {
namespace {

Position Board(std::string_view diagram) {
  const solver::Result<AsciiBoard> board = ReadAsciiBoard(diagram);
  EXPECT_TRUE(board.ok()) << (board.ok() ? "" : board.error());
  return board.ok() ? board.value().position : Position(1, 1);
}

std::string Names(const Position& p, const PointSet& s) {
  std::string out;
  s.ForEach([&](Point q) {
    if (!out.empty()) out += ' ';
    out += p.GtpVertex(q);
  });
  return out;
}
std::string Names(const Position& p, const std::vector<Point>& s) {
  std::string out;
  for (Point q : s) {
    if (!out.empty()) out += ' ';
    out += p.GtpVertex(q);
  }
  return out;
}

std::string Dump(const Position& p, const EyeAnalysis& e) {
  std::string out;
  for (const EyeSpace& s : e.eyespaces) {
    out += std::string(ColorName(s.owner)) + " [" + Names(p, s.points) + "] marginal [" +
           Names(p, s.marginal) + "] X [" + Names(p, s.attacker_stones) + "] half [" +
           Names(p, s.half_eyes) + "] false [" + Names(p, s.false_eyes) + "] " +
           (s.status == EyeSpaceStatus::kValued ? s.value : "too large") + " attack [" +
           Names(p, s.attack) + "] defense [" + Names(p, s.defense) + "]\n";
  }
  for (const TopologicalEye& t : e.topological) {
    out += std::string(TopologicalKindName(t.kind)) + " " + p.GtpVertex(t.point) + " " +
           std::to_string(t.value()) + " attack [" + Names(p, t.attack_points) + "] defense [" +
           Names(p, t.defense_points) + "]\n";
  }
  for (const GroupEyes& g : e.groups) {
    out += "group " + p.GtpVertex(g.origin) + " " + EyeCountString(g.eyes) +
           (g.complete ? "" : " incomplete") + "\n";
  }
  return out;
}

TEST(EyesTest, Scratch) {
  const Position p = Board(R"(
   A B C D E F G
 7 . . . . . . . 7
 6 . . . . . . . 6
 5 X X X X X . . 5
 4 O O O O X . . 4
 3 . O . O X . . 3
 2 O . O O X . . 2
 1 . O O X X . . 1
   A B C D E F G
)");
  std::printf("%s", Dump(p, AnalyzeEyes(p)).c_str());
}

}  // namespace
}  // namespace eyeshape::board
