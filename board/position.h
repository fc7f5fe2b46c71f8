// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BOARD_POSITION_H_
#define EYESHAPE_BOARD_POSITION_H_

// File: board/position.h
// A Go position on a width x height board (1..25 each, rectangular allowed):
// black and white stones as bitboards (board/point_set.h), strings and
// liberties by flood fill, Play with captures, suicide illegal, simple ko (the
// ko point and the colour it binds), passes, captured-stone counts, the move
// number and a Zobrist hash. A value type of about 300 bytes, cheap to copy:
// the tactical reader (board/tactics.h) searches by copy-make.
//
// Colours here are the players', Black and White, as in SGF and GTP; which of
// them is the attacker X or the defender O of SPEC §1 depends on the string
// being read.
//
//   Position position(9, 9);
//   position.Play(Color::kBlack, position.Parse("E5"));   // MoveError::kNone
//   int libs = position.NumLiberties(position.Parse("E5"));  // 4

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/result.h"
#include "board/point_set.h"

namespace eyeshape::board {

enum class Color : std::uint8_t { kEmpty, kBlack, kWhite };

// kBlack <-> kWhite. REQUIRES: c != kEmpty.
constexpr Color Opponent(Color c) { return c == Color::kBlack ? Color::kWhite : Color::kBlack; }
// 0 for black, 1 for white: the index of per-player arrays (std::array<T, 2>).
// REQUIRES: c != kEmpty.
constexpr std::size_t PlayerIndex(Color c) { return c == Color::kBlack ? 0 : 1; }
// "black", "white" or "empty".
std::string_view ColorName(Color c);

// Why a move is illegal (kNone: it is legal).
enum class MoveError : std::uint8_t { kNone, kOffBoard, kOccupied, kSuicide, kKo };
// "off the board", "occupied", "suicide", "ko" ("" for kNone).
std::string_view MoveErrorName(MoveError e);

class Position {
 public:
  // An empty 19x19 board, Black to move.
  Position() : Position(19, 19) {}
  // An empty board, Black to move. REQUIRES: 1 <= width, height <= kMaxBoardSize.
  Position(int width, int height);
  // The same for untrusted sizes: an error message instead of a REQUIRES.
  static Result<Position> Create(int width, int height);

  int width() const { return width_; }
  int height() const { return height_; }
  // True iff `p` is a point of this board (not kPass or kNoPoint).
  bool IsOnBoard(Point p) const {
    return p >= 0 && p < kNumPointIndices && board_points_.Contains(p);
  }
  // Every point of the board.
  const PointSet& board_points() const { return board_points_; }

  // The contents of `p`. REQUIRES: IsOnBoard(p).
  Color At(Point p) const {
    return black_.Contains(p) ? Color::kBlack : white_.Contains(p) ? Color::kWhite : Color::kEmpty;
  }
  // The stones of colour `c`, or the empty points for kEmpty.
  PointSet Points(Color c) const {
    return c == Color::kBlack ? black_ : c == Color::kWhite ? white_ : EmptyPoints();
  }
  PointSet EmptyPoints() const { return board_points_ - black_ - white_; }
  // The on-board neighbours of the points of `s` (s itself excluded).
  PointSet Neighbours(const PointSet& s) const { return (s.Grown() & board_points_) - s; }

  // The string (maximal connected stones of one colour) through `p`; empty
  // when `p` is empty. REQUIRES: IsOnBoard(p). O(string diameter).
  PointSet StringAt(Point p) const;
  // Calls f(string) once for each string that has a stone in `stones`, in
  // the order of their lowest stone in `stones` (so f sees every string
  // once, whatever part of it `stones` holds). REQUIRES: `stones` holds
  // stones only.
  template <typename F>
  void ForEachString(const PointSet& stones, F&& f) const {
    PointSet seen;
    stones.ForEach([&](Point p) {
      if (seen.Contains(p)) return;
      const PointSet string = StringAt(p);
      seen |= string;
      f(string);
    });
  }
  // The liberties (adjacent empty points) of a set of stones.
  PointSet Liberties(const PointSet& stones) const { return stones.Grown() & EmptyPoints(); }
  // The number of liberties of the string through `p` (0 when `p` is empty).
  // REQUIRES: IsOnBoard(p).
  int NumLiberties(Point p) const { return Liberties(StringAt(p)).size(); }
  // The first stone, in reading order, of a string outside `except` that has
  // no liberty, or kNoPoint. Play never leaves one; a setup (Place) can.
  Point FirstStringWithoutLiberty(const PointSet& except = PointSet()) const;

  // Setup (SGF AB/AW/AE, diagrams): puts `c` on `p` (kEmpty clears it), with
  // no capture and no legality check; clears the ko point. A setup may leave
  // strings without liberties; the next adjacent move captures them.
  // REQUIRES: IsOnBoard(p).
  void Place(Point p, Color c);

  // Why `c` may not play `p` now (kNone when it may; kPass is always legal).
  // REQUIRES: c != kEmpty.
  MoveError CheckMove(Color c, Point p) const;
  // Plays `c` at `p` (or passes when p == kPass): removes the opponent strings
  // left without liberties, records a simple ko, sets the player to move to the
  // opponent and counts the move. On an illegal move returns why and leaves
  // the position unchanged. Any colour may move (SGF allows two moves of one
  // colour in a row). REQUIRES: c != kEmpty.
  MoveError Play(Color c, Point p) { return PlayImpl(c, p, /*ignore_ko=*/false); }
  // Play, but a recapture forbidden only by the ko ban is allowed (the
  // tactical reader's "after a ko threat").
  MoveError PlayIgnoringKo(Color c, Point p) { return PlayImpl(c, p, /*ignore_ko=*/true); }

  // The point the player ko_color() may not play now (simple ko), or kNoPoint.
  Point ko_point() const { return ko_point_; }
  Color ko_color() const { return ko_color_; }
  Color to_move() const { return to_move_; }
  void set_to_move(Color c) { to_move_ = c; }
  // Moves played (passes included) since the position was made.
  int move_number() const { return move_number_; }
  // Stones captured by `c` (prisoners `c` holds). REQUIRES: c != kEmpty.
  int captures_by(Color c) const { return c == Color::kBlack ? black_captures_ : white_captures_; }
  void set_captures_by(Color c, int n) {
    (c == Color::kBlack ? black_captures_ : white_captures_) = n;
  }
  // Zobrist hash of the stones and the ko point (and ko colour); not of the
  // player to move, the counters or the board size.
  std::uint64_t hash() const { return hash_; }

  // This position under one of the board's 8 symmetries (see
  // TransformPoint): stones, ko point, player to move and counters. A
  // symmetry that swaps the axes (1, 3, 4, 6) swaps width and height.
  // REQUIRES: 0 <= symmetry < 8.
  Position Transformed(int symmetry) const;

  // GTP vertex of `p`, e.g. "D4" (columns A..Z without I, row 1 at the
  // bottom), "pass" for kPass. REQUIRES: IsOnBoard(p) or p == kPass.
  std::string GtpVertex(Point p) const;
  // The point of a GTP vertex ("D4", "d4", "pass"), or an error.
  Result<Point> ParseGtpVertex(std::string_view vertex) const;
  // ParseGtpVertex for trusted text (tests). REQUIRES: the vertex is valid.
  Point Parse(std::string_view vertex) const;

 private:
  MoveError PlayImpl(Color c, Point p, bool ignore_ko);
  void SetKo(Point p, Color c);

  int width_;
  int height_;
  PointSet board_points_;
  PointSet black_;
  PointSet white_;
  std::uint64_t hash_ = 0;
  Point ko_point_ = kNoPoint;
  Color ko_color_ = Color::kEmpty;
  Color to_move_ = Color::kBlack;
  int move_number_ = 0;
  int black_captures_ = 0;
  int white_captures_ = 0;
};

// The GTP vertices of `points` joined by single spaces, e.g. "A1 B2 C3"; ""
// when there are none. A PointSet in reading order (top row first), a vector
// in its own order. The one way vertex lists are printed (GTP replies,
// scoring notes, `eyeshape board`).
std::string VertexList(const Position& position, const PointSet& points);
std::string VertexList(const Position& position, const std::vector<Point>& points);

// The 8 symmetries of a width x height board, numbered as GNU Go numbers its
// `orientation`s so that its rotated regression files (optics_rot.tst and
// the like) mean the same here: with x the column and y the row from the top,
// 0 keeps (x, y); 1 turns the board a quarter counter-clockwise, 2 a half
// turn, 3 a quarter clockwise; 4 mirrors it in the main diagonal, 5 upside
// down, 6 in the other diagonal, 7 left to right. TransformPoint maps a point
// of the width x height board to its image (kPass and kNoPoint map to
// themselves); InverseSymmetry(s) undoes s (1 and 3 undo each other, every
// other symmetry undoes itself). REQUIRES: 0 <= symmetry < 8.
inline constexpr int kNumSymmetries = 8;
Point TransformPoint(Point p, int symmetry, int width, int height);
int InverseSymmetry(int symmetry);

// The GTP column letter of column x (0 = 'A', 'I' skipped). REQUIRES: 0 <= x < 25.
char GtpColumnLetter(int x);

}  // namespace eyeshape::board

#endif  // EYESHAPE_BOARD_POSITION_H_
