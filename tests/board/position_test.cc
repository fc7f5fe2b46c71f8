// SPDX-License-Identifier: MIT
// File: tests/board/position_test.cc
// Position (board/position.h): strings and liberties, captures (one and
// several strings, multi-stone), suicide, simple ko and its one-move ban,
// passes, counters, rectangular boards, GTP vertices, the hash. Expected
// values are derived in the comments; the property test at the end checks
// Play against a plain flood-fill implementation of the rules written here.

#include "board/position.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <vector>

#include "board/point_set.h"

namespace eyeshape::board {
namespace {

void PlayAll(Position& p, std::initializer_list<const char*> moves, Color first = Color::kBlack) {
  Color c = first;
  for (const char* m : moves) {
    ASSERT_EQ(p.Play(c, p.Parse(m)), MoveError::kNone) << m;
    c = Opponent(c);
  }
}

TEST(PointSetTest, GrownAddsTheFourNeighboursWithoutWrapping) {
  // (0,1) on the left edge: its left neighbour index is the guard column of
  // row 0, never a board point.
  Position board(25, 25);
  const PointSet s = PointSet::Of(PointAt(0, 1)).Grown() & board.board_points();
  EXPECT_EQ(s.size(), 4);  // itself, (0,0), (0,2), (1,1)
  EXPECT_TRUE(s.Contains(PointAt(0, 0)));
  EXPECT_TRUE(s.Contains(PointAt(0, 2)));
  EXPECT_TRUE(s.Contains(PointAt(1, 1)));
  // (24, 24), the last point of a 25x25 board, crosses word boundaries.
  const PointSet t = PointSet::Of(PointAt(24, 24)).Grown() & board.board_points();
  EXPECT_EQ(t.size(), 3);
  EXPECT_TRUE(t.Contains(PointAt(23, 24)));
  EXPECT_TRUE(t.Contains(PointAt(24, 23)));
}

// FloodFill grows words in place and only near the points reached so far;
// a plain breadth-first search over (x, y) neighbours is the reference. Random
// sets of each density on the 25x25 board cross every word boundary, and long
// snakes need many passes.
TEST(PointSetTest, FloodFillAgreesWithBreadthFirstSearch) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 400; ++trial) {
    const int density = 20 + trial % 60;  // percent of the board in `within`
    PointSet within;
    for (int y = 0; y < kMaxBoardSize; ++y) {
      for (int x = 0; x < kMaxBoardSize; ++x) {
        if (static_cast<int>(rng() % 100) < density) within.Insert(PointAt(x, y));
      }
    }
    const Point seed =
        PointAt(static_cast<int>(rng() % kMaxBoardSize), static_cast<int>(rng() % kMaxBoardSize));
    PointSet expected;
    std::vector<Point> queue;
    if (within.Contains(seed)) {
      expected.Insert(seed);
      queue.push_back(seed);
    }
    while (!queue.empty()) {
      const Point p = queue.back();
      queue.pop_back();
      const int x = ColumnOf(p);
      const int y = RowOf(p);
      const std::array<std::array<int, 2>, 4> steps{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
      for (const auto& [dx, dy] : steps) {
        if (x + dx < 0 || x + dx >= kMaxBoardSize || y + dy < 0 || y + dy >= kMaxBoardSize) {
          continue;
        }
        const Point q = PointAt(x + dx, y + dy);
        if (within.Contains(q) && !expected.Contains(q)) {
          expected.Insert(q);
          queue.push_back(q);
        }
      }
    }
    ASSERT_EQ(FloodFill(PointSet::Of(seed), within), expected) << "trial " << trial;
  }
}

// Three components of `within` on a 9x9 board: the pair A1-B1, the lone
// E5 and the pair H9-J9 (H9 and J9 touch; E5 touches neither). Seeds on B1,
// A1, J9 and C3 (C3 outside `within`, so ignored): the pair A1-B1 once,
// then H9-J9, in the order of their lowest seed.
TEST(PointSetTest, ForEachComponentVisitsEachComponentOnceInSeedOrder) {
  const Position board(9, 9);
  const auto set = [&](std::initializer_list<const char*> vertices) {
    PointSet s;
    for (const char* v : vertices) s.Insert(board.Parse(v));
    return s;
  };
  const PointSet within = set({"A1", "B1", "E5", "H9", "J9"});
  std::vector<PointSet> seen;
  ForEachComponent(set({"B1", "A1", "J9", "C3"}), within,
                   [&](const PointSet& component) { seen.push_back(component); });
  ASSERT_EQ(seen.size(), 2U);
  // Point indices grow along a row, rows from the top: J9 and H9 (row 9)
  // come before A1 and B1 (row 1).
  EXPECT_EQ(seen[0], set({"H9", "J9"}));
  EXPECT_EQ(seen[1], set({"A1", "B1"}));
}

// Black E5-E4 and white E6-D6 touch but are strings of their own; G4 is a
// black stone on its own. Asking for E4, E5 and E6 gives the two two-stone
// strings once each, whole (D6 with E6, though D6 was not asked for), and
// not G4.
TEST(PositionTest, ForEachStringGivesEachStringOnceAndWhole) {
  Position p(9, 9);
  PlayAll(p, {"E5", "E6", "E4", "D6", "G4"});
  PointSet asked;
  for (const char* v : {"E4", "E5", "E6"}) asked.Insert(p.Parse(v));
  std::vector<PointSet> strings;
  p.ForEachString(asked, [&](const PointSet& string) { strings.push_back(string); });
  ASSERT_EQ(strings.size(), 2U);
  // Row 6 comes before rows 5 and 4: the white string first.
  EXPECT_EQ(strings[0], p.StringAt(p.Parse("D6")));
  EXPECT_EQ(strings[0].size(), 2);
  EXPECT_EQ(strings[1], p.StringAt(p.Parse("E5")));
  EXPECT_EQ(strings[1].size(), 2);
}

TEST(PositionTest, StringsAndLibertiesOnAnEmptyishBoard) {
  Position p(9, 9);
  PlayAll(p, {"E5", "A1", "E4"});  // black E5-E4, white A1 in the corner
  // E5-E4 vertical pair in the centre: 6 liberties (E6 D5 F5 D4 F4 E3).
  EXPECT_EQ(p.StringAt(p.Parse("E5")).size(), 2);
  EXPECT_EQ(p.NumLiberties(p.Parse("E4")), 6);
  // A corner stone has 2 liberties.
  EXPECT_EQ(p.NumLiberties(p.Parse("A1")), 2);
  EXPECT_EQ(p.NumLiberties(p.Parse("B2")), 0);  // empty point
  EXPECT_EQ(p.move_number(), 3);
  EXPECT_EQ(p.to_move(), Color::kWhite);
}

TEST(PositionTest, CaptureRemovesTheStringAndCountsPrisoners) {
  Position p(9, 9);
  // White A1 B1 (a two-stone string on the edge, liberties A2 B2 C1); black
  // fills A2 and B2, then C1 captures both stones.
  p.Place(p.Parse("A1"), Color::kWhite);
  p.Place(p.Parse("B1"), Color::kWhite);
  ASSERT_EQ(p.Play(Color::kBlack, p.Parse("A2")), MoveError::kNone);
  ASSERT_EQ(p.Play(Color::kBlack, p.Parse("B2")), MoveError::kNone);
  EXPECT_EQ(p.NumLiberties(p.Parse("A1")), 1);
  ASSERT_EQ(p.Play(Color::kBlack, p.Parse("C1")), MoveError::kNone);
  EXPECT_EQ(p.At(p.Parse("A1")), Color::kEmpty);
  EXPECT_EQ(p.At(p.Parse("B1")), Color::kEmpty);
  EXPECT_EQ(p.captures_by(Color::kBlack), 2);
  EXPECT_EQ(p.captures_by(Color::kWhite), 0);
  // Two captured stones: no ko.
  EXPECT_EQ(p.ko_point(), kNoPoint);
}

TEST(PositionTest, OneMoveCapturesTwoSeparateStrings) {
  Position p(5, 5);
  // White B1 and D1 each with only C1 left after black A1 B2 D2 E1:
  //   . X . X .   row 2 (B2, D2 black)
  //   X O . O X   row 1
  // Black C1 captures both (two strings, 2 stones): not a ko.
  for (const char* v : {"A1", "B2", "D2", "E1"}) p.Place(p.Parse(v), Color::kBlack);
  for (const char* v : {"B1", "D1"}) p.Place(p.Parse(v), Color::kWhite);
  ASSERT_EQ(p.Play(Color::kBlack, p.Parse("C1")), MoveError::kNone);
  EXPECT_EQ(p.Points(Color::kWhite).size(), 0);
  EXPECT_EQ(p.captures_by(Color::kBlack), 2);
  EXPECT_EQ(p.ko_point(), kNoPoint);
}

TEST(PositionTest, SuicideIsIllegalButCapturingIntoNoLibertiesIsNot) {
  Position p(5, 5);
  // Black A2 B1: white A1 would have no liberty and captures nothing.
  p.Place(p.Parse("A2"), Color::kBlack);
  p.Place(p.Parse("B1"), Color::kBlack);
  EXPECT_EQ(p.CheckMove(Color::kWhite, p.Parse("A1")), MoveError::kSuicide);
  EXPECT_EQ(p.Play(Color::kWhite, p.Parse("A1")), MoveError::kSuicide);
  EXPECT_EQ(p.At(p.Parse("A1")), Color::kEmpty);  // unchanged
  EXPECT_EQ(p.move_number(), 0);
  // Now make A2 capturable: white A3 B2 leave black A2 one liberty (A1).
  // White A1 then captures A2 (and keeps a liberty there): legal.
  p.Place(p.Parse("A3"), Color::kWhite);
  p.Place(p.Parse("B2"), Color::kWhite);
  EXPECT_EQ(p.CheckMove(Color::kWhite, p.Parse("A1")), MoveError::kNone);
  ASSERT_EQ(p.Play(Color::kWhite, p.Parse("A1")), MoveError::kNone);
  EXPECT_EQ(p.At(p.Parse("A2")), Color::kEmpty);
  // White A1 took one stone and is a lone stone with one liberty (A2; B1 is
  // black): a ko, so black may not retake at A2 at once.
  EXPECT_EQ(p.CheckMove(Color::kBlack, p.Parse("A2")), MoveError::kKo);
}

TEST(PositionTest, OccupiedAndOffBoard) {
  Position p(9, 9);
  PlayAll(p, {"C3"});
  EXPECT_EQ(p.Play(Color::kWhite, p.Parse("C3")), MoveError::kOccupied);
  EXPECT_EQ(p.Play(Color::kWhite, PointAt(9, 0)), MoveError::kOffBoard);  // column 10 of 9
  EXPECT_EQ(p.Play(Color::kWhite, PointAt(0, 9)), MoveError::kOffBoard);  // row below the board
}

// The classic ko on the edge:
//   row 3  . X O .
//   row 2  X O . O      black captures at C2? -> see below
//   row 1  . X O .
// Black: B3 A2 B1 C2(after); white: C3 B2 C1 D2.
TEST(PositionTest, KoBansTheImmediateRecaptureForOneMove) {
  Position p(5, 5);
  for (const char* v : {"B3", "A2", "B1"}) p.Place(p.Parse(v), Color::kBlack);
  for (const char* v : {"C3", "B2", "C1", "D2"}) p.Place(p.Parse(v), Color::kWhite);
  // Black C2 captures white B2 (one stone); black C2 then has one liberty,
  // B2: a ko. White may not retake at B2 at once.
  ASSERT_EQ(p.Play(Color::kBlack, p.Parse("C2")), MoveError::kNone);
  EXPECT_EQ(p.At(p.Parse("B2")), Color::kEmpty);
  EXPECT_EQ(p.ko_point(), p.Parse("B2"));
  EXPECT_EQ(p.ko_color(), Color::kWhite);
  EXPECT_EQ(p.CheckMove(Color::kWhite, p.Parse("B2")), MoveError::kKo);
  EXPECT_EQ(p.Play(Color::kWhite, p.Parse("B2")), MoveError::kKo);
  // Black may fill the ko itself (not banned for black).
  EXPECT_EQ(p.CheckMove(Color::kBlack, p.Parse("B2")), MoveError::kNone);
  // A threat elsewhere and an answer lift the ban: white retakes, which is
  // itself a ko capture banning black at C2.
  PlayAll(p, {"E5", "E4"}, Color::kWhite);
  EXPECT_EQ(p.ko_point(), kNoPoint);
  ASSERT_EQ(p.Play(Color::kWhite, p.Parse("B2")), MoveError::kNone);
  EXPECT_EQ(p.ko_point(), p.Parse("C2"));
  EXPECT_EQ(p.ko_color(), Color::kBlack);
  // A pass ends the ban too.
  ASSERT_EQ(p.Play(Color::kBlack, kPass), MoveError::kNone);
  EXPECT_EQ(p.ko_point(), kNoPoint);
  EXPECT_EQ(p.to_move(), Color::kWhite);
}

// The 8 symmetries, numbered as GNU Go's `orientation` (GNU Go 3.8:
// orientation 1, boardsize 9, play B A1, play W B3, showboard shows the
// black stone on J1 and the white one on G2).
TEST(PositionTest, SymmetriesMapPointsAsGnuGosOrientation) {
  const Position nine(9, 9);
  EXPECT_EQ(TransformPoint(nine.Parse("A1"), 1, 9, 9), nine.Parse("J1"));
  EXPECT_EQ(TransformPoint(nine.Parse("B3"), 1, 9, 9), nine.Parse("G2"));
  EXPECT_EQ(TransformPoint(kPass, 5, 9, 9), kPass);
  // Each symmetry sends a corner to a corner, is undone by its inverse, and
  // no two of them agree on the asymmetric point B3.
  const Position wide(7, 4);
  std::vector<Point> images;
  for (int s = 0; s < kNumSymmetries; ++s) {
    const bool swaps = s == 1 || s == 3 || s == 4 || s == 6;
    const int w = swaps ? 4 : 7;
    const int h = swaps ? 7 : 4;
    for (int y = 0; y < 4; ++y) {
      for (int x = 0; x < 7; ++x) {
        const Point image = TransformPoint(PointAt(x, y), s, 7, 4);
        ASSERT_TRUE(ColumnOf(image) < w && RowOf(image) < h) << s;
        EXPECT_EQ(TransformPoint(image, InverseSymmetry(s), w, h), PointAt(x, y)) << s;
      }
    }
    images.push_back(TransformPoint(nine.Parse("B3"), s, 9, 9));
  }
  std::sort(images.begin(), images.end());
  EXPECT_EQ(std::unique(images.begin(), images.end()), images.end());
}

// A turned position keeps its stones, ko ban, player to move and prisoners.
TEST(PositionTest, TransformedKeepsStonesKoAndCounters) {
  Position p(5, 4);
  for (const char* v : {"B3", "A2", "B1"}) p.Place(p.Parse(v), Color::kBlack);
  for (const char* v : {"C3", "B2", "C1", "D2"}) p.Place(p.Parse(v), Color::kWhite);
  ASSERT_EQ(p.Play(Color::kBlack, p.Parse("C2")), MoveError::kNone);  // takes B2: a ko
  for (int s = 0; s < kNumSymmetries; ++s) {
    const Position t = p.Transformed(s);
    const bool swaps = s == 1 || s == 3 || s == 4 || s == 6;
    EXPECT_EQ(t.width(), swaps ? 4 : 5);
    EXPECT_EQ(t.height(), swaps ? 5 : 4);
    const auto image = [&](const char* v) { return TransformPoint(p.Parse(v), s, 5, 4); };
    EXPECT_EQ(t.At(image("C2")), Color::kBlack) << s;
    EXPECT_EQ(t.At(image("D2")), Color::kWhite) << s;
    EXPECT_EQ(t.Points(Color::kBlack).size(), p.Points(Color::kBlack).size());
    EXPECT_EQ(t.Points(Color::kWhite).size(), p.Points(Color::kWhite).size());
    EXPECT_EQ(t.ko_point(), image("B2")) << s;
    EXPECT_EQ(t.CheckMove(Color::kWhite, image("B2")), MoveError::kKo) << s;
    EXPECT_EQ(t.to_move(), Color::kWhite);
    EXPECT_EQ(t.captures_by(Color::kBlack), 1);
    EXPECT_EQ(t.Transformed(InverseSymmetry(s)).hash(), p.hash()) << s;
  }
}

TEST(PositionTest, PlayIgnoringKoRetakesAtOnce) {
  Position p(5, 5);
  for (const char* v : {"B3", "A2", "B1"}) p.Place(p.Parse(v), Color::kBlack);
  for (const char* v : {"C3", "B2", "C1", "D2"}) p.Place(p.Parse(v), Color::kWhite);
  ASSERT_EQ(p.Play(Color::kBlack, p.Parse("C2")), MoveError::kNone);
  ASSERT_EQ(p.PlayIgnoringKo(Color::kWhite, p.Parse("B2")), MoveError::kNone);
  EXPECT_EQ(p.At(p.Parse("C2")), Color::kEmpty);
  EXPECT_EQ(p.ko_point(), p.Parse("C2"));
}

TEST(PositionTest, CapturingTwoStonesIsNotKo) {
  Position p(5, 5);
  // White A1 B1 with black around except C1... simpler: a lone black stone
  // capturing two white stones is never a ko (two stones captured).
  for (const char* v : {"A1", "B1"}) p.Place(p.Parse(v), Color::kWhite);
  for (const char* v : {"A2", "B2"}) p.Place(p.Parse(v), Color::kBlack);
  ASSERT_EQ(p.Play(Color::kBlack, p.Parse("C1")), MoveError::kNone);
  EXPECT_EQ(p.captures_by(Color::kBlack), 2);
  EXPECT_EQ(p.ko_point(), kNoPoint);
}

TEST(PositionTest, RectangularBoardAndGtpVertices) {
  Position p(19, 13);
  EXPECT_EQ(p.board_points().size(), 19 * 13);
  // A13 is the top-left point (row 0); T1 the bottom-right (x 18, y 12).
  EXPECT_EQ(p.Parse("A13"), PointAt(0, 0));
  EXPECT_EQ(p.Parse("t1"), PointAt(18, 12));
  EXPECT_EQ(p.Parse("J1"), PointAt(8, 12));  // no I column
  EXPECT_EQ(p.GtpVertex(PointAt(8, 12)), "J1");
  EXPECT_EQ(p.Parse("pass"), kPass);
  EXPECT_FALSE(p.ParseGtpVertex("I5").ok());
  EXPECT_EQ(p.ParseGtpVertex("A14").error(), "vertex 'A14' is off the 19x13 board");
  EXPECT_FALSE(p.ParseGtpVertex("U1").ok());
  EXPECT_FALSE(p.ParseGtpVertex("A").ok());
  EXPECT_FALSE(Position::Create(26, 5).ok());
  EXPECT_FALSE(Position::Create(5, 0).ok());
  EXPECT_TRUE(Position::Create(25, 1).ok());
}

TEST(PositionTest, HashDependsOnStonesAndKoOnly) {
  // The same stones reached by play (with a capture) and by setup hash alike.
  Position played(5, 5);
  PlayAll(played, {"A2", "A1", "B1"});  // black B1 captures white A1
  Position setup(5, 5);
  setup.Place(setup.Parse("A2"), Color::kBlack);
  setup.Place(setup.Parse("B1"), Color::kBlack);
  EXPECT_EQ(played.hash(), setup.hash());
  setup.Place(setup.Parse("C3"), Color::kWhite);
  EXPECT_NE(played.hash(), setup.hash());
  setup.Place(setup.Parse("C3"), Color::kEmpty);
  EXPECT_EQ(played.hash(), setup.hash());
}

// A second implementation of the rules with explicit cells and recursive
// flood fill, for the property test.
struct PlainBoard {
  int w, h;
  std::vector<Color> cells;
  PlainBoard(int width, int height)
      : w(width), h(height), cells(static_cast<std::size_t>(width) * height, Color::kEmpty) {}
  void Fill(int i, Color c, std::vector<bool>& seen, std::vector<int>& out) const {
    if (seen[i] || cells[i] != c) return;
    seen[i] = true;
    out.push_back(i);
    const int x = i % w, y = i / w;
    if (x > 0) Fill(i - 1, c, seen, out);
    if (x + 1 < w) Fill(i + 1, c, seen, out);
    if (y > 0) Fill(i - w, c, seen, out);
    if (y + 1 < h) Fill(i + w, c, seen, out);
  }
  int Liberties(const std::vector<int>& string) const {
    std::vector<bool> lib(static_cast<std::size_t>(w) * h, false);
    int n = 0;
    for (int i : string) {
      const int x = i % w, y = i / w;
      for (int j : {x > 0 ? i - 1 : -1, x + 1 < w ? i + 1 : -1, y > 0 ? i - w : -1,
                    y + 1 < h ? i + w : -1}) {
        if (j >= 0 && cells[j] == Color::kEmpty && !lib[j]) lib[j] = true, ++n;
      }
    }
    return n;
  }
  // The stones each colour has captured, and the point the ko rule bans
  // (-1: none): after a lone stone takes exactly one stone and is left with
  // one liberty, the taken point, for the side that lost the stone.
  int captured_by_black = 0, captured_by_white = 0;
  int ko = -1;
  // Plays without the ko ban (the test checks the ban itself); false if
  // occupied or suicide.
  bool Play(Color c, int i) {
    if (cells[i] != Color::kEmpty) return false;
    cells[i] = c;
    const int x = i % w, y = i / w;
    int taken = 0, last_taken = -1;
    for (int j :
         {x > 0 ? i - 1 : -1, x + 1 < w ? i + 1 : -1, y > 0 ? i - w : -1, y + 1 < h ? i + w : -1}) {
      if (j < 0 || cells[j] != Opponent(c)) continue;
      std::vector<bool> seen(static_cast<std::size_t>(w) * h, false);
      std::vector<int> s;
      Fill(j, Opponent(c), seen, s);
      if (Liberties(s) == 0) {
        for (int k : s) cells[k] = Color::kEmpty;
        taken += static_cast<int>(s.size());
        last_taken = s.front();
      }
    }
    std::vector<bool> seen(static_cast<std::size_t>(w) * h, false);
    std::vector<int> own;
    Fill(i, c, seen, own);
    if (Liberties(own) == 0) {
      cells[i] = Color::kEmpty;
      return false;
    }
    (c == Color::kBlack ? captured_by_black : captured_by_white) += taken;
    ko = taken == 1 && own.size() == 1 && Liberties(own) == 1 ? last_taken : -1;
    return true;
  }
};

TEST(PositionTest, RandomGamesAgreeWithAPlainImplementation) {
  std::mt19937 rng(20240611);
  int kos = 0;
  for (const auto& [w, h] :
       std::vector<std::pair<int, int>>{{5, 5}, {9, 9}, {7, 4}, {25, 25}, {1, 6}}) {
    Position p(w, h);
    PlainBoard plain(w, h);
    Color c = Color::kBlack;
    for (int move = 0; move < 600; ++move) {
      const int x = static_cast<int>(rng() % w), y = static_cast<int>(rng() % h);
      const Point pt = PointAt(x, y);
      PlainBoard copy = plain;
      const bool plain_ok = copy.Play(c, y * w + x);
      const MoveError e = p.Play(c, pt);
      if (e == MoveError::kKo) {
        // The plain board has no ko: it must see a legal single-stone recapture.
        EXPECT_TRUE(plain_ok);
        continue;
      }
      ASSERT_EQ(e == MoveError::kNone, plain_ok) << w << "x" << h << " move " << move;
      if (plain_ok) plain = copy;
      for (int yy = 0; yy < h; ++yy) {
        for (int xx = 0; xx < w; ++xx) {
          ASSERT_EQ(p.At(PointAt(xx, yy)), plain.cells[yy * w + xx]);
        }
      }
      ASSERT_EQ(p.captures_by(Color::kBlack), plain.captured_by_black);
      ASSERT_EQ(p.captures_by(Color::kWhite), plain.captured_by_white);
      if (plain_ok) {
        kos += plain.ko >= 0 ? 1 : 0;
        ASSERT_EQ(p.ko_point(), plain.ko >= 0 ? PointAt(plain.ko % w, plain.ko / w) : kNoPoint)
            << w << "x" << h << " move " << move;
      }
      c = Opponent(c);
    }
  }
  // The games make kos (else the ko check above checked nothing).
  EXPECT_GT(kos, 0);
}

// Setup (Place) can leave strings without a liberty; play cannot. The first
// such string in reading order is named by its first stone, and strings in
// `except` are skipped.
TEST(PositionTest, FirstStringWithoutLibertyAfterASetup) {
  Position position(5, 5);
  EXPECT_EQ(position.FirstStringWithoutLiberty(), kNoPoint);
  position.Place(position.Parse("E1"), Color::kWhite);
  position.Place(position.Parse("D1"), Color::kBlack);
  position.Place(position.Parse("E2"), Color::kBlack);
  EXPECT_EQ(position.FirstStringWithoutLiberty(), position.Parse("E1"));
  position.Place(position.Parse("A5"), Color::kBlack);
  position.Place(position.Parse("A4"), Color::kBlack);
  position.Place(position.Parse("B5"), Color::kWhite);
  position.Place(position.Parse("B4"), Color::kWhite);
  position.Place(position.Parse("A3"), Color::kWhite);
  EXPECT_EQ(position.FirstStringWithoutLiberty(), position.Parse("A5"));
  EXPECT_EQ(position.FirstStringWithoutLiberty(position.StringAt(position.Parse("A5"))),
            position.Parse("E1"));
  PointSet both = position.StringAt(position.Parse("A5"));
  both.Insert(position.Parse("E1"));
  EXPECT_EQ(position.FirstStringWithoutLiberty(both), kNoPoint);
}

}  // namespace
}  // namespace eyeshape::board
