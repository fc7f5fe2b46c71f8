// SPDX-License-Identifier: MIT
// File: tests/solver/game_test.cc
// The rules of the local game (SPEC §2) on GameBoard (solver/game.h): captures
// of separate O strings and of X strings, X strings connected outside,
// suicide, W's liberties, outer-liberty fills, the extra eye, O stones joining
// W; and a property test that plays seeded random move sequences and checks
// every candidate move against a second, deliberately plain implementation of
// the same rules written here (explicit cell contents and flood fills), plus
// the derived masks (wall, outside, wall_reach) against a from-scratch
// recomputation.
//
// Shapes are graph lines `N:LABELS:EDGES[:TOUCH]` (TOUCH: 1 = the vertex
// touches W) or diagrams ('O' = not eyespace, '%' between rows); vertices are
// numbered in reading order. Every expected outcome below is derived in the
// comment next to it.

#include "solver/game.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <iostream>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "solver/model/eyespace.h"

namespace eyeshape::solver::internal {
namespace {

Eyespace Parse(std::string_view text) {
  const Result<Pattern> parsed = ParseEyespace(text);
  EXPECT_TRUE(parsed.ok()) << text << ": " << (parsed.ok() ? "" : parsed.error());
  return parsed.ok() ? parsed.value().eyespace : Eyespace{};
}

std::string_view Outcome(const MoveResult& result) {
  switch (result.outcome) {
    case MoveOutcome::kIllegal:
      return "illegal";
    case MoveOutcome::kPlayed:
      return "played";
    case MoveOutcome::kCapturesWall:
      return "captures wall";
  }
  return "?";
}

VertexSet Bits(std::initializer_list<int> vertices) {
  VertexSet set = 0;
  for (int v : vertices) set |= VertexBit(v);
  return set;
}

// X plays `vertex`; the move must be legal and not end the game.
Position PlayX(const GameBoard& board, const Position& p, int vertex) {
  const MoveResult result = board.PlayAttacker(p, vertex);
  EXPECT_EQ(Outcome(result), "played") << "X at " << vertex;
  return result.next;
}

// O plays `vertex`; the move must be legal.
Position PlayO(const GameBoard& board, const Position& p, int vertex) {
  const MoveResult result = board.PlayDefender(p, vertex);
  EXPECT_EQ(Outcome(result), "played") << "O at " << vertex;
  return result.next;
}

Position Fill(const GameBoard& board, const Position& p) {
  const MoveResult result = board.FillOuterLiberty(p);
  EXPECT_EQ(Outcome(result), "played");
  return result.next;
}

// Path 0-1-2-3, only the ends touch W: O on 1 is a separate string with
// liberties 0 and 2. X on 2 leaves it liberty 0; X on 0 then takes it, and the
// X stone on 0, which had no liberty of its own, gets 1 back.
TEST(GameBoardTest, XCapturesSeparateOString) {
  const GameBoard board(Parse("4:....:0-1,1-2,2-3:1001"), 2, false);
  Position p = PlayO(board, board.StartPosition(), 1);
  EXPECT_EQ(p.wall, 0u);
  p = PlayX(board, p, 2);
  EXPECT_EQ(p.defender, Bits({1}));
  const MoveResult capture = board.PlayAttacker(p, 0);
  ASSERT_EQ(Outcome(capture), "played");
  EXPECT_TRUE(capture.captured);
  EXPECT_EQ(capture.next.defender, 0u);
  EXPECT_EQ(capture.next.attacker, Bits({0, 2}));
}

// The plus shape on a real board: its centre 2 has four eyespace neighbours,
// so it does not touch W and O there is a separate string. With proper arms,
// an X stone on an arm has no liberty (its only neighbour is the O stone) and
// captures nothing while O keeps the other arms: suicide. With marginal arms
// each X stone is connected outside, so X can play three arms and the fourth
// takes O's last liberty.
//
//    0
//   123
//    4
TEST(GameBoardTest, XCapturesInteriorOStoneFromMarginalArms) {
  const GameBoard proper(Parse("O.%...%O."), 2, false);
  ASSERT_EQ(proper.eyespace().touches_wall, Bits({0, 1, 3, 4}));
  const Position centre = PlayO(proper, proper.StartPosition(), 2);
  EXPECT_EQ(centre.wall, 0u);
  EXPECT_EQ(Outcome(proper.PlayAttacker(centre, 0)), "illegal");

  const GameBoard marginal(Parse("O!%!.!%O!"), 2, false);
  ASSERT_EQ(marginal.eyespace().touches_wall, Bits({0, 1, 3, 4}));
  Position p = PlayO(marginal, marginal.StartPosition(), 2);
  EXPECT_EQ(p.wall, 0u);
  for (int arm : {0, 1, 3}) p = PlayX(marginal, p, arm);
  EXPECT_EQ(p.defender, Bits({2}));
  const MoveResult capture = marginal.PlayAttacker(p, 4);
  ASSERT_EQ(Outcome(capture), "played");
  EXPECT_TRUE(capture.captured);
  EXPECT_EQ(capture.next.defender, 0u);
  EXPECT_EQ(capture.next.outside, Bits({0, 1, 3, 4}));
}

// Path 0-1-2 with default (centre) W contact: all three touch W. X on 1 has
// liberties 0 and 2; O takes both and captures it. Both O stones touch W, so
// they join W, and the captured vertex 1 becomes a liberty of W.
TEST(GameBoardTest, OCapturesXString) {
  const GameBoard board(Parse("3:.X.:0-1,1-2"), 2, false);
  Position p = PlayO(board, board.StartPosition(), 0);
  const MoveResult capture = board.PlayDefender(p, 2);
  ASSERT_EQ(Outcome(capture), "played");
  EXPECT_TRUE(capture.captured);
  EXPECT_EQ(capture.next.attacker, 0u);
  EXPECT_EQ(capture.next.wall, Bits({0, 2}));
  EXPECT_EQ(board.WallVertexLiberties(capture.next), Bits({1}));
  // 1 inside liberty + 2 outer liberties.
  EXPECT_EQ(board.WallLiberties(capture.next), 3);
}

// Two X stones 1-2 in a path 0-1-2-3: O on 0 and 3 takes both liberties of
// the two-stone string at once.
TEST(GameBoardTest, OCapturesTwoStoneXString) {
  const GameBoard board(Parse("4:.XX.:0-1,1-2,2-3"), 2, false);
  const Position p = PlayO(board, board.StartPosition(), 0);
  EXPECT_EQ(p.attacker, Bits({1, 2}));
  const MoveResult capture = board.PlayDefender(p, 3);
  ASSERT_EQ(Outcome(capture), "played");
  EXPECT_EQ(capture.next.attacker, 0u);
}

// Path 0-1-2 with marginal 0. X on 0 is connected to the outside string; X on
// 1 then joins it. O on 2 leaves the X string {0, 1} without an empty
// neighbour, but a string connected outside is never captured.
TEST(GameBoardTest, XStringWithMarginalVertexIsNeverCaptured) {
  const GameBoard board(Parse("3:!..:0-1,1-2"), 2, false);
  Position p = PlayX(board, board.StartPosition(), 0);
  EXPECT_EQ(p.outside, Bits({0}));
  p = PlayX(board, p, 1);
  EXPECT_EQ(p.outside, Bits({0, 1}));
  const MoveResult o_move = board.PlayDefender(p, 2);
  ASSERT_EQ(Outcome(o_move), "played");
  EXPECT_FALSE(o_move.captured);
  EXPECT_EQ(o_move.next.attacker, Bits({0, 1}));
  // W keeps only its 2 outer liberties.
  EXPECT_EQ(board.WallLiberties(o_move.next), 2);
}

// X playing next to an outside-connected X stone connects: the stone on a
// proper vertex joins the outside string and can no longer be captured. Path
// 0-1-2-3, 0 marginal: X on 0 (outside), O on 2, then X on 1 has no empty
// neighbour at all, yet the move is legal (not suicide) and {0, 1} is outside.
TEST(GameBoardTest, XConnectsToOutsideThroughMarginalStone) {
  const GameBoard board(Parse("4:!...:0-1,1-2,2-3"), 2, false);
  Position p = PlayX(board, board.StartPosition(), 0);
  p = PlayO(board, p, 2);
  // X on 1: neighbours 0 (X, outside) and 2 (O). No liberty, but connected.
  const MoveResult connect = board.PlayAttacker(p, 1);
  ASSERT_EQ(Outcome(connect), "played");
  EXPECT_EQ(connect.next.outside, Bits({0, 1}));
}

// A lone X on a marginal vertex without any empty neighbour is legal: it is
// connected to the outside string at once. Path 0-1, 1 marginal; O on 0 joins
// W (0 touches W), X on 1 then has no empty neighbour.
TEST(GameBoardTest, XOnMarginalVertexIsNeverSuicide) {
  const GameBoard board(Parse("2:.!:0-1"), 2, false);
  const Position p = PlayO(board, board.StartPosition(), 0);
  const MoveResult x_move = board.PlayAttacker(p, 1);
  ASSERT_EQ(Outcome(x_move), "played");
  EXPECT_EQ(x_move.next.outside, Bits({1}));
  // W: no inside liberty left, 2 outer.
  EXPECT_EQ(board.WallLiberties(x_move.next), 2);
}

// Path 0-1, both touching W, L = 2. O on 0 joins W. X on 1 would have no
// liberty and W still has two (outer): suicide. X fills the two outer
// liberties (W: 1 inside + 1, then 1 inside + 0), a third fill is illegal,
// and now X on 1 takes W's last liberty: it captures W first, so it is legal
// and ends the game.
TEST(GameBoardTest, XSuicideIsIllegalUnlessItCapturesWall) {
  const GameBoard board(Parse("2:..:0-1"), 2, false);
  Position p = PlayO(board, board.StartPosition(), 0);
  EXPECT_EQ(board.WallLiberties(p), 3);
  EXPECT_EQ(Outcome(board.PlayAttacker(p, 1)), "illegal");
  p = Fill(board, p);
  EXPECT_EQ(p.outer_filled, 1);
  EXPECT_EQ(board.WallLiberties(p), 2);
  EXPECT_EQ(Outcome(board.PlayAttacker(p, 1)), "illegal");
  p = Fill(board, p);
  EXPECT_EQ(board.WallLiberties(p), 1);
  EXPECT_EQ(Outcome(board.FillOuterLiberty(p)), "illegal");
  EXPECT_EQ(Outcome(board.PlayAttacker(p, 1)), "captures wall");
}

// With the inside full, the last outer fill captures W. "2:.!:0-1", L = 1: O
// on 0 joins W, X on 1 (marginal, legal) leaves W only its 1 outer liberty;
// filling it captures W.
TEST(GameBoardTest, LastOuterFillCapturesWall) {
  const GameBoard board(Parse("2:.!:0-1"), 1, false);
  Position p = PlayO(board, board.StartPosition(), 0);
  p = PlayX(board, p, 1);
  EXPECT_EQ(board.WallLiberties(p), 1);
  EXPECT_EQ(Outcome(board.FillOuterLiberty(p)), "captures wall");
}

// L outer fills are legal, the (L+1)-th is not, for L = 0..7; W keeps its
// inside liberties (the single vertex touches W) throughout.
TEST(GameBoardTest, OuterFillsUpToLThenIllegal) {
  for (int l = 0; l <= 7; ++l) {
    const GameBoard board(Parse("1:.:"), l, false);
    Position p = board.StartPosition();
    for (int filled = 0; filled < l; ++filled) {
      EXPECT_EQ(board.WallLiberties(p), 1 + l - filled) << "L=" << l;
      p = Fill(board, p);
    }
    EXPECT_EQ(p.outer_filled, l);
    EXPECT_EQ(Outcome(board.FillOuterLiberty(p)), "illegal") << "L=" << l;
  }
}

// O suicide: a separate O string may not fill its own last liberty. Path
// 0-1-2, 0 and 2 marginal and touching W, 1 not touching W. X on 0 and 2 is
// connected outside (never captured); O on 1 would be a separate string
// without liberty that captures nothing.
TEST(GameBoardTest, SeparateOStringSuicideIsIllegal) {
  const GameBoard board(Parse("3:!.!:0-1,1-2:101"), 2, false);
  Position p = PlayX(board, board.StartPosition(), 0);
  p = PlayX(board, p, 2);
  EXPECT_EQ(Outcome(board.PlayDefender(p, 1)), "illegal");
}

// O suicide of W: with L = 0 and one vertex, O filling it leaves W without
// liberty. With L = 1 the same move is legal (W keeps the outer liberty), and
// with the extra eye too.
TEST(GameBoardTest, OFillingWallsLastLibertyIsIllegal) {
  const Eyespace single = Parse("1:.:");
  EXPECT_EQ(
      Outcome(
          GameBoard(single, 0, false).PlayDefender(GameBoard(single, 0, false).StartPosition(), 0)),
      "illegal");
  const GameBoard with_outer(single, 1, false);
  EXPECT_EQ(Outcome(with_outer.PlayDefender(with_outer.StartPosition(), 0)), "played");
  const GameBoard with_eye(single, 0, true);
  EXPECT_EQ(Outcome(with_eye.PlayDefender(with_eye.StartPosition(), 0)), "played");
}

// O's move that captures first is legal even where it would otherwise have
// no liberty. Path 0-1-2, only the ends touch W: X on 0 and 2 (proper, each
// with liberty 1). O on 1: separate, no empty neighbour, but both X stones
// lose their last liberty and are removed first; O then has liberties 0, 2.
TEST(GameBoardTest, OMoveThatCapturesIsNotSuicide) {
  const GameBoard board(Parse("3:X.X:0-1,1-2:101"), 2, false);
  const MoveResult o_move = board.PlayDefender(board.StartPosition(), 1);
  ASSERT_EQ(Outcome(o_move), "played");
  EXPECT_TRUE(o_move.captured);
  EXPECT_EQ(o_move.next.attacker, 0u);
  EXPECT_EQ(o_move.next.defender, Bits({1}));
  EXPECT_EQ(o_move.next.wall, 0u);
}

// X's move that captures a separate O string first is legal even without a
// liberty of its own before the capture. Path 0-1-2, no vertex touches W: O on
// 2 and 1 is one separate string {1, 2} with liberty 0. X on 0 takes it: X's
// only neighbour is O, but the O string is removed first.
TEST(GameBoardTest, XMoveThatCapturesIsNotSuicide) {
  const GameBoard board(Parse("3:...:0-1,1-2:000"), 2, false);
  Position p = PlayO(board, board.StartPosition(), 2);
  p = PlayO(board, p, 1);
  EXPECT_EQ(p.wall, 0u);
  const MoveResult x_move = board.PlayAttacker(p, 0);
  ASSERT_EQ(Outcome(x_move), "played");
  EXPECT_TRUE(x_move.captured);
  EXPECT_EQ(x_move.next.defender, 0u);
}

// W's liberties: inside (empty vertices touching W or next to W's O stones)
// + unfilled outer + extra eye. Path 0-1-2 where only 0 touches W, L = 2,
// extra eye: at the start W has inside {0}: 1 + 2 + 1 = 4. O on 0 joins W and
// its neighbour 1 becomes W's: 1 + 2 + 1 = 4. O on 1 joins W: inside {2}, 4.
// X fills an outer liberty: 3. X on 2 (proper, no liberty): takes W's last
// inside liberty but W keeps 1 outer + the eye: suicide, illegal.
TEST(GameBoardTest, WallLibertiesCountInsideOuterAndExtraEye) {
  const GameBoard board(Parse("3:...:0-1,1-2:100"), 2, true);
  Position p = board.StartPosition();
  EXPECT_EQ(board.WallVertexLiberties(p), Bits({0}));
  EXPECT_EQ(board.WallLiberties(p), 4);
  p = PlayO(board, p, 0);
  EXPECT_EQ(board.WallVertexLiberties(p), Bits({1}));
  EXPECT_EQ(board.WallLiberties(p), 4);
  p = PlayO(board, p, 1);
  EXPECT_EQ(board.WallVertexLiberties(p), Bits({2}));
  EXPECT_EQ(board.WallLiberties(p), 4);
  p = Fill(board, p);
  EXPECT_EQ(board.WallLiberties(p), 3);
  EXPECT_EQ(Outcome(board.PlayAttacker(p, 2)), "illegal");
}

// An X stone on a vertex touching W takes that liberty away; vertices that do
// not touch W are no liberty of W at all. Centre contact of "3:...": all
// touch; with X on 1: inside liberties {0, 2}.
TEST(GameBoardTest, XStoneRemovesInsideLiberty) {
  const GameBoard board(Parse("3:.X.:0-1,1-2"), 2, false);
  EXPECT_EQ(board.WallVertexLiberties(board.StartPosition()), Bits({0, 2}));
  EXPECT_EQ(board.WallLiberties(board.StartPosition()), 4);
}

// The extra eye: X may play it only as the move that captures W. Path 0-1,
// 1 marginal, L = 0, extra eye. At the start W has 2 inside + 1 = 3
// liberties: illegal. After O on 0 and X on 1 (marginal, legal) W has only
// the extra eye: playing it captures W.
TEST(GameBoardTest, ExtraEyeMoveIsLegalOnlyWhenItCaptures) {
  const GameBoard board(Parse("2:.!:0-1"), 0, true);
  Position p = board.StartPosition();
  EXPECT_EQ(Outcome(board.PlayExtraEye(p)), "illegal");
  p = PlayO(board, p, 0);
  EXPECT_EQ(board.WallLiberties(p), 2);
  EXPECT_EQ(Outcome(board.PlayExtraEye(p)), "illegal");
  p = PlayX(board, p, 1);
  EXPECT_EQ(board.WallLiberties(p), 1);
  EXPECT_EQ(Outcome(board.PlayExtraEye(p)), "captures wall");
  // Without the extra eye there is no such move at all.
  const GameBoard no_eye(Parse("2:.!:0-1"), 0, false);
  EXPECT_EQ(Outcome(no_eye.PlayExtraEye(no_eye.StartPosition())), "illegal");
}

// The extra eye keeps W alive where the same X move would capture it without:
// "2:..:0-1", L = 0. O on 0; X on 1 takes W's last inside liberty. Without the
// eye that captures W; with it, W keeps the eye and X's stone has no liberty:
// suicide.
TEST(GameBoardTest, ExtraEyeTurnsCaptureIntoSuicide) {
  const Eyespace two = Parse("2:..:0-1");
  const GameBoard no_eye(two, 0, false);
  const GameBoard with_eye(two, 0, true);
  EXPECT_EQ(Outcome(no_eye.PlayAttacker(PlayO(no_eye, no_eye.StartPosition(), 0), 1)),
            "captures wall");
  EXPECT_EQ(Outcome(with_eye.PlayAttacker(PlayO(with_eye, with_eye.StartPosition(), 0), 1)),
            "illegal");
}

// An O stone on a vertex that touches W joins W; one on a vertex that does
// not is a separate string until O stones connect it to W. Path 0-1-2-3 where
// only 0 touches W: O on 2 is separate, O on 1 makes {1, 2}, still separate,
// O on 0 joins all three to W, and 3 (next to W's stone 2) becomes a liberty
// of W.
TEST(GameBoardTest, SeparateOStringMergesIntoWallWhenConnected) {
  const GameBoard board(Parse("4:....:0-1,1-2,2-3:1000"), 2, false);
  Position p = PlayO(board, board.StartPosition(), 2);
  EXPECT_EQ(p.wall, 0u);
  EXPECT_EQ(board.WallVertexLiberties(p), Bits({0}));
  p = PlayO(board, p, 1);
  EXPECT_EQ(p.wall, 0u);
  p = PlayO(board, p, 0);
  EXPECT_EQ(p.wall, Bits({0, 1, 2}));
  EXPECT_EQ(board.WallVertexLiberties(p), Bits({3}));
  EXPECT_EQ(p.wall_reach & Bits({3}), Bits({3}));
}

// O on a vertex touching W joins W at once, and W then reaches its neighbours:
// "3:...:0-1,1-2:010": O on 1 is W's; 0 and 2 become W's liberties.
TEST(GameBoardTest, OStoneTouchingWallJoinsWall) {
  const GameBoard board(Parse("3:...:0-1,1-2:010"), 2, false);
  EXPECT_EQ(board.WallVertexLiberties(board.StartPosition()), Bits({1}));
  const Position p = PlayO(board, board.StartPosition(), 1);
  EXPECT_EQ(p.wall, Bits({1}));
  EXPECT_EQ(board.WallVertexLiberties(p), Bits({0, 2}));
}

// Property test: a plain second implementation of the rules of SPEC §2, with
// cell contents in a vector and strings found by flood fill every time.

// Cell contents of the reference board.
enum Content : char { kEmpty = '.', kX = 'X', kO = 'O' };

// The rules of SPEC §2 read literally for one eyespace (model applied), L and
// extra eye: no derived state, strings and liberties recomputed from the cell
// contents at every question.
struct Reference {
  const Eyespace& eyespace;
  int outer_liberties;
  bool extra_eye;

  int n() const { return eyespace.num_vertices; }
  bool Adjacent(int u, int v) const { return (eyespace.neighbours[u] >> v) & 1; }
  bool Marginal(int v) const { return (eyespace.marginal >> v) & 1; }
  bool Touches(int v) const { return (eyespace.touches_wall >> v) & 1; }

  // The string of `start` (cells of the same content, connected).
  std::vector<int> StringOf(const std::vector<char>& board, int start) const {
    std::vector<int> string = {start};
    std::vector<bool> seen(n(), false);
    seen[start] = true;
    for (std::size_t i = 0; i < string.size(); ++i) {
      for (int v = 0; v < n(); ++v) {
        if (!seen[v] && board[v] == board[start] && Adjacent(string[i], v)) {
          seen[v] = true;
          string.push_back(v);
        }
      }
    }
    return string;
  }
  bool HasEmptyNeighbour(const std::vector<char>& board, const std::vector<int>& string) const {
    for (int s : string) {
      for (int v = 0; v < n(); ++v) {
        if (Adjacent(s, v) && board[v] == kEmpty) return true;
      }
    }
    return false;
  }
  bool IsWallString(const std::vector<int>& string) const {
    for (int s : string) {
      if (Touches(s)) return true;
    }
    return false;
  }
  bool IsOutsideString(const std::vector<int>& string) const {
    for (int s : string) {
      if (Marginal(s)) return true;
    }
    return false;
  }
  // W's O stones: O strings with a vertex that touches W.
  std::vector<bool> WallStones(const std::vector<char>& board) const {
    std::vector<bool> wall(n(), false);
    for (int v = 0; v < n(); ++v) {
      if (board[v] == kO && IsWallString(StringOf(board, v))) wall[v] = true;
    }
    return wall;
  }
  int WallLiberties(const std::vector<char>& board, int filled) const {
    const std::vector<bool> wall = WallStones(board);
    int liberties = outer_liberties - filled + (extra_eye ? 1 : 0);
    for (int v = 0; v < n(); ++v) {
      if (board[v] != kEmpty) continue;
      bool liberty = Touches(v);
      for (int w = 0; w < n(); ++w) liberty = liberty || (wall[w] && Adjacent(v, w));
      if (liberty) ++liberties;
    }
    return liberties;
  }

  struct Move {
    std::string_view what;  // "illegal", "played", "captures wall"
    std::vector<char> board;
    int filled = 0;
    bool captured = false;
  };

  // Removes the `colour` strings without liberty that may be captured.
  bool RemoveDead(std::vector<char>& board, char colour) const {
    bool removed = false;
    std::vector<int> dead;
    for (int v = 0; v < n(); ++v) {
      if (board[v] != colour) continue;
      const std::vector<int> string = StringOf(board, v);
      if (colour == kO && IsWallString(string)) continue;     // W: handled by its liberties
      if (colour == kX && IsOutsideString(string)) continue;  // never captured
      if (!HasEmptyNeighbour(board, string)) dead.push_back(v);
    }
    for (int v : dead) {
      board[v] = kEmpty;
      removed = true;
    }
    return removed;
  }

  Move Play(const std::vector<char>& board, int filled, char colour, int vertex) const {
    Move out{"illegal", board, filled, false};
    if (board[vertex] != kEmpty) return out;
    out.board[vertex] = colour;
    if (colour == kX) {
      if (WallLiberties(out.board, filled) == 0) return {"captures wall", {}, 0, false};
      out.captured = RemoveDead(out.board, kO);
      const std::vector<int> own = StringOf(out.board, vertex);
      if (!IsOutsideString(own) && !HasEmptyNeighbour(out.board, own)) return out;
    } else {
      out.captured = RemoveDead(out.board, kX);
      const std::vector<int> own = StringOf(out.board, vertex);
      if (IsWallString(own)) {
        if (WallLiberties(out.board, filled) == 0) return out;
      } else if (!HasEmptyNeighbour(out.board, own)) {
        return out;
      }
    }
    out.what = "played";
    return out;
  }
  Move Fill(const std::vector<char>& board, int filled) const {
    if (filled >= outer_liberties) return {"illegal", board, filled, false};
    if (WallLiberties(board, filled + 1) == 0) return {"captures wall", {}, 0, false};
    return {"played", board, filled + 1, false};
  }
  std::string_view ExtraEye(const std::vector<char>& board, int filled) const {
    return extra_eye && WallLiberties(board, filled) == 1 ? "captures wall" : "illegal";
  }
};

std::vector<char> Contents(const Position& p, int n) {
  std::vector<char> board(n, kEmpty);
  for (int v = 0; v < n; ++v) {
    if ((p.attacker >> v) & 1) board[v] = kX;
    if ((p.defender >> v) & 1) board[v] = kO;
  }
  return board;
}

// Checks that `p` holds `board` and that its derived masks are what a
// from-scratch recomputation gives: wall = O strings with a vertex touching W,
// outside = X strings with a marginal vertex, wall_reach = touches_wall |
// neighbours(wall).
void ExpectConsistent(const GameBoard& board, const Reference& reference, const Position& p,
                      const std::function<std::string()>& where) {
  const Eyespace& e = board.eyespace();
  const std::vector<char> contents = Contents(p, e.num_vertices);
  ASSERT_EQ((p.attacker & p.defender), 0u) << where();
  VertexSet wall = 0;
  VertexSet outside = 0;
  for (int v = 0; v < e.num_vertices; ++v) {
    if (contents[v] == kEmpty) continue;
    const std::vector<int> string = reference.StringOf(contents, v);
    if (contents[v] == kO && reference.IsWallString(string)) wall |= VertexBit(v);
    if (contents[v] == kX && reference.IsOutsideString(string)) outside |= VertexBit(v);
  }
  VertexSet reach = e.touches_wall;
  for (int v = 0; v < e.num_vertices; ++v) {
    if ((wall >> v) & 1) reach |= e.neighbours[v];
  }
  EXPECT_EQ(p.wall, wall) << where();
  EXPECT_EQ(p.outside, outside) << where();
  EXPECT_EQ(p.wall_reach, reach) << where();
  EXPECT_EQ(board.WallLiberties(p), reference.WallLiberties(contents, p.outer_filled)) << where();
}

std::string Describe(std::string_view shape, const Position& p, int n) {
  const std::vector<char> contents = Contents(p, n);
  return std::string(shape) + " position " + std::string(contents.begin(), contents.end()) +
         " filled " + std::to_string(p.outer_filled);
}

// Shapes with interior points and T-points (no W contact) in the board model,
// and one in the graph model.
struct PropertyShape {
  const char* text;
  Model model;
};
constexpr std::array<PropertyShape, 7> kPropertyShapes = {{
    {"O.%...%O.", Model::kBoard},    // plus: interior centre
    {".!..%O..", Model::kBoard},     // T-point at 1
    {"!.!%.X.%...", Model::kBoard},  // 3x3 with interior X stone
    {"...%...%...", Model::kBoard},  // 3x3 empty: interior centre
    {"O!%!.!%O..", Model::kBoard},   // marginal arms around an interior point
    {"...%!.X", Model::kGraph},      // graph model: every vertex touches W
    {"6:.!..!.:0-1,1-2,2-3,3-4,4-5,5-0,1-4:000100", Model::kBoard},  // few contacts
}};

// Plays seeded random legal moves; before each step, every candidate move of
// both sides is compared with the reference, and every position reached is
// checked for consistent derived masks.
TEST(GameBoardTest, RandomPlayAgreesWithPlainRulesAndRecomputedMasks) {
  std::mt19937 rng(20240611);
  int positions_checked = 0;
  // What the random games went through, so that the test cannot pass vacuously.
  int x_captures = 0;
  int o_captures = 0;
  int wall_captures = 0;
  int separate_o_positions = 0;
  for (const PropertyShape& shape : kPropertyShapes) {
    const Eyespace eyespace = ApplyModel(Parse(shape.text), shape.model);
    const int n = eyespace.num_vertices;
    for (int outer = 0; outer <= 2; ++outer) {
      for (bool extra_eye : {false, true}) {
        const GameBoard board(eyespace, outer, extra_eye);
        const Reference reference{board.eyespace(), outer, extra_eye};
        for (int game = 0; game < 10; ++game) {
          Position p = board.StartPosition();
          for (int step = 0; step < 40; ++step) {
            // Built only when a check fails (gtest evaluates messages lazily).
            const auto where = [&] {
              return Describe(shape.text, p, n) + " L=" + std::to_string(outer) +
                     " e=" + std::to_string(extra_eye);
            };
            ExpectConsistent(board, reference, p, where);
            ++positions_checked;
            if ((p.defender & ~p.wall) != 0) ++separate_o_positions;
            if (::testing::Test::HasFailure()) return;
            const std::vector<char> contents = Contents(p, n);
            std::vector<Position> legal;
            // `move`: 'X' or 'O' and a vertex, or 'F' for an outer fill.
            auto check = [&](const MoveResult& got, const Reference::Move& want, char side,
                             int vertex) {
              const std::string move = std::string(1, side) + std::to_string(vertex);
              EXPECT_EQ(Outcome(got), want.what) << where() << " move " << move;
              if (got.outcome == MoveOutcome::kCapturesWall) ++wall_captures;
              if (got.outcome != MoveOutcome::kPlayed || want.what != "played") return;
              EXPECT_EQ(Contents(got.next, n), want.board) << where() << " move " << move;
              EXPECT_EQ(got.next.outer_filled, want.filled) << where() << " move " << move;
              EXPECT_EQ(got.captured, want.captured) << where() << " move " << move;
              if (got.captured) ++(side == 'X' ? x_captures : o_captures);
              legal.push_back(got.next);
            };
            for (int v = 0; v < n; ++v) {
              check(board.PlayAttacker(p, v), reference.Play(contents, p.outer_filled, kX, v), 'X',
                    v);
              check(board.PlayDefender(p, v), reference.Play(contents, p.outer_filled, kO, v), 'O',
                    v);
            }
            check(board.FillOuterLiberty(p), reference.Fill(contents, p.outer_filled), 'F', -1);
            EXPECT_EQ(Outcome(board.PlayExtraEye(p)), reference.ExtraEye(contents, p.outer_filled))
                << where();
            if (legal.empty()) break;
            p = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
          }
        }
      }
    }
  }
  // 7 shapes * 6 settings * 10 games; most games run many steps.
  EXPECT_GT(positions_checked, 7 * 6 * 10);
  EXPECT_GT(x_captures, 0);
  EXPECT_GT(o_captures, 0);
  EXPECT_GT(wall_captures, 0);
  EXPECT_GT(separate_o_positions, 0);
  std::cout << "positions " << positions_checked << ", X captures " << x_captures << ", O captures "
            << o_captures << ", W captures " << wall_captures
            << ", positions with separate O strings " << separate_o_positions << "\n";
}

}  // namespace
}  // namespace eyeshape::solver::internal
