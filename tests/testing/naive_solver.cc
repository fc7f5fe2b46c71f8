// SPDX-License-Identifier: MIT
// File: tests/testing/naive_solver.cc
// The naive oracle of SPEC §2-5; see the header for the rules and where each
// comes from. Everything here is recomputed from scratch on every call.

#include "tests/testing/naive_solver.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <vector>

#include "base/check.h"

namespace eyeshape::testing {
namespace {

enum Content : std::int8_t { kEmpty = 0, kX = 1, kO = 2 };

// Far more than the search can handle in reasonable time.
constexpr int kMaxNaiveVertices = 16;

// What the game sees of a position (SPEC §2 "board position"). Vertices at or
// above the eyespace's size stay kEmpty and are never looked at.
struct Position {
  std::array<std::int8_t, kMaxNaiveVertices> content{};  // one Content per vertex
  int outer_filled = 0;                                  // W's outer liberties filled by X
  bool operator==(const Position&) const = default;
};

// The fixed surroundings of one evaluation.
struct Board {
  int num_vertices = 0;
  std::vector<std::vector<int>> adjacent;  // neighbours in V, per vertex
  solver::VertexSet marginal = 0;          // approached by X's outside string
  solver::VertexSet touches_wall = 0;      // vertices with a free side: they touch W
  int outer_liberties = 2;                 // L
};

Board MakeBoard(const solver::Eyespace& eyespace, const NaiveOptions& options) {
  EYESHAPE_CHECK(options.outer_liberties >= 0);
  EYESHAPE_CHECK(eyespace.num_vertices <= kMaxNaiveVertices);
  Board board;
  board.num_vertices = eyespace.num_vertices;
  board.outer_liberties = options.outer_liberties;
  board.marginal = eyespace.marginal;
  board.touches_wall =
      options.model == solver::Model::kGraph ? eyespace.vertices() : eyespace.touches_wall;
  for (int v = 0; v < eyespace.num_vertices; ++v) {
    std::vector<int> adjacent;
    for (int u = 0; u < eyespace.num_vertices; ++u) {
      if (eyespace.neighbours[v] & solver::VertexBit(u)) adjacent.push_back(u);
    }
    board.adjacent.push_back(adjacent);
  }
  return board;
}

Position StartPosition(const solver::Eyespace& eyespace) {
  Position position;
  for (int v = 0; v < eyespace.num_vertices; ++v) {
    const bool x = (eyespace.attacker & solver::VertexBit(v)) != 0;
    // REQUIRES of the header: a normalized eyespace has no marginal X stone.
    EYESHAPE_CHECK(!(x && (eyespace.marginal & solver::VertexBit(v))));
    position.content[v] = x ? kX : kEmpty;
  }
  return position;
}

bool Has(solver::VertexSet set, int vertex) { return (set & solver::VertexBit(vertex)) != 0; }

// The string (same-content connected component) through `vertex`, by flood fill.
solver::VertexSet StringAt(const Board& board, const Position& position, int vertex) {
  const std::int8_t colour = position.content[vertex];
  solver::VertexSet string = solver::VertexBit(vertex);
  std::vector<int> todo = {vertex};
  while (!todo.empty()) {
    const int v = todo.back();
    todo.pop_back();
    for (int u : board.adjacent[v]) {
      if (!Has(string, u) && position.content[u] == colour) {
        string |= solver::VertexBit(u);
        todo.push_back(u);
      }
    }
  }
  return string;
}

// The O stones that belong to W: O strings with a vertex touching W.
solver::VertexSet WallStones(const Board& board, const Position& position) {
  solver::VertexSet in_wall = 0;
  for (int v = 0; v < board.num_vertices; ++v) {
    if (position.content[v] == kO && Has(board.touches_wall, v) && !Has(in_wall, v)) {
      in_wall |= StringAt(board, position, v);
    }
  }
  return in_wall;
}

// W's liberties (SPEC §2): empty vertices touching W or an O stone of W, the
// unfilled outer liberties and the extra eye.
int WallLiberties(const Board& board, const Position& position, bool extra_eye) {
  const solver::VertexSet in_wall = WallStones(board, position);
  int liberties = board.outer_liberties - position.outer_filled + (extra_eye ? 1 : 0);
  for (int v = 0; v < board.num_vertices; ++v) {
    if (position.content[v] != kEmpty) continue;
    bool liberty = Has(board.touches_wall, v);
    for (int u : board.adjacent[v]) liberty = liberty || Has(in_wall, u);
    if (liberty) ++liberties;
  }
  return liberties;
}

// Empty neighbours in V of a string.
int EmptyNeighbours(const Board& board, const Position& position, solver::VertexSet string) {
  solver::VertexSet liberties = 0;
  for (int v = 0; v < board.num_vertices; ++v) {
    if (!Has(string, v)) continue;
    for (int u : board.adjacent[v]) {
      if (position.content[u] == kEmpty) liberties |= solver::VertexBit(u);
    }
  }
  return solver::CountVertices(liberties);
}

// Removes every capturable string of `colour` without liberties (never W:
// W's capture is checked by the caller).
void RemoveDeadStrings(const Board& board, Position& position, std::int8_t colour) {
  const solver::VertexSet in_wall = WallStones(board, position);
  solver::VertexSet dead = 0;
  for (int v = 0; v < board.num_vertices; ++v) {
    if (position.content[v] != colour || Has(in_wall, v)) continue;
    const solver::VertexSet string = StringAt(board, position, v);
    if (colour == kX && (string & board.marginal) != 0) continue;  // connected outside
    if (EmptyNeighbours(board, position, string) == 0) dead |= string;
  }
  // All strings were judged on the same board before any removal.
  for (int v = 0; v < board.num_vertices; ++v) {
    if (Has(dead, v)) position.content[v] = kEmpty;
  }
}

enum class MoveKind { kVertex, kOuterLiberty, kExtraEye };
enum class Outcome { kIllegal, kCapturesWall, kPlayed };

struct MoveResult {
  Outcome outcome = Outcome::kIllegal;
  Position next;  // when kPlayed
};

// Plays one move of `mover` (SPEC §2 "Moves"), ignoring repetition. Captures
// of the opponent first, then the suicide test.
MoveResult Play(const Board& board, const Position& position, std::int8_t mover, MoveKind kind,
                int vertex, bool extra_eye) {
  MoveResult result;
  Position next = position;
  switch (kind) {
    case MoveKind::kExtraEye:
      // X only, and only as the move that captures W.
      EYESHAPE_CHECK(mover == kX);
      if (extra_eye && WallLiberties(board, position, /*extra_eye=*/false) == 0) {
        result.outcome = Outcome::kCapturesWall;
      }
      return result;
    case MoveKind::kOuterLiberty:
      EYESHAPE_CHECK(mover == kX);
      if (position.outer_filled >= board.outer_liberties) return result;
      ++next.outer_filled;
      if (WallLiberties(board, next, extra_eye) == 0) {
        result.outcome = Outcome::kCapturesWall;
        return result;
      }
      result.outcome = Outcome::kPlayed;
      result.next = next;
      return result;
    case MoveKind::kVertex:
      break;
  }
  if (position.content[vertex] != kEmpty) return result;
  next.content[vertex] = mover;
  if (mover == kX) {
    if (WallLiberties(board, next, extra_eye) == 0) {
      result.outcome = Outcome::kCapturesWall;
      return result;
    }
    RemoveDeadStrings(board, next, kO);
    const solver::VertexSet own = StringAt(board, next, vertex);
    if ((own & board.marginal) == 0 && EmptyNeighbours(board, next, own) == 0) return result;
  } else {
    RemoveDeadStrings(board, next, kX);
    if (Has(WallStones(board, next), vertex)) {
      if (WallLiberties(board, next, extra_eye) == 0) return result;
    } else if (EmptyNeighbours(board, next, StringAt(board, next, vertex)) == 0) {
      return result;
    }
  }
  result.outcome = Outcome::kPlayed;
  result.next = next;
  return result;
}

// The line of play: every position since the start (passes add none), and a
// position the next move may not create (the simple-ko ban a fresh line at
// P+m inherits), or null. `killers` holds, per depth, the last move that won
// for the side to move there: a move-ordering hint only (it decides which
// move is tried first, never the result of a position).
struct Line {
  std::vector<Position> history;
  const Position* ban = nullptr;
  std::vector<int> killers;
};

bool Repeats(const Line& line, const Position& next) {
  return std::find(line.history.begin(), line.history.end(), next) != line.history.end();
}

// Moves of the game, encoded: a vertex, or one of these.
constexpr int kPass = -1;
constexpr int kOuterLiberty = -2;
constexpr int kExtraEye = -3;
constexpr int kNoMove = -4;

// Minimax of the game of SPEC §2 from line.history.back(), `mover` to play,
// `depth` moves into the line: true iff O lives. `previous_pass`: the last
// move was a pass. Plain recursion with short-circuit: a side stops at its
// first winning move.
bool DefenderLives(const Board& board, Line& line, std::int8_t mover, bool previous_pass,
                   bool extra_eye, std::size_t depth) {
  const Position position = line.history.back();
  const Position* ban = line.ban;
  line.ban = nullptr;  // the ban covers only the next move
  const std::int8_t opponent = mover == kX ? kO : kX;
  if (line.killers.size() <= depth) line.killers.resize(depth + 1, kNoMove);

  // Every move of `mover`. The order (the last winning move at this depth
  // first, then X's capture with the extra eye, vertices, outer liberty, pass)
  // only affects speed; reversing it gave identical values and vital points
  // on every polyomino of up to 5 cells, and the relabeling test runs the
  // vertices in the other order.
  std::vector<int> moves;
  if (mover == kX) moves.push_back(kExtraEye);
  for (int v = 0; v < board.num_vertices; ++v) {
    if (position.content[v] == kEmpty) moves.push_back(v);
  }
  if (mover == kX) moves.push_back(kOuterLiberty);
  moves.push_back(kPass);
  const auto killer = std::find(moves.begin(), moves.end(), line.killers[depth]);
  if (killer != moves.end()) std::rotate(moves.begin(), killer, killer + 1);

  // True iff `move` is legal and wins for `mover`.
  auto wins = [&](int move) {
    if (move == kPass) {
      if (previous_pass) return mover == kO;  // game over, W on the board: O lives
      const bool lives =
          DefenderLives(board, line, opponent, /*previous_pass=*/true, extra_eye, depth + 1);
      return mover == kX ? !lives : lives;
    }
    const MoveKind kind = move == kOuterLiberty ? MoveKind::kOuterLiberty
                          : move == kExtraEye   ? MoveKind::kExtraEye
                                                : MoveKind::kVertex;
    const MoveResult played = Play(board, position, mover, kind, move, extra_eye);
    if (played.outcome == Outcome::kIllegal) return false;
    if (played.outcome == Outcome::kCapturesWall) return mover == kX;
    if (ban != nullptr && *ban == played.next) return false;
    if (Repeats(line, played.next)) return false;  // positional superko
    line.history.push_back(played.next);
    const bool lives =
        DefenderLives(board, line, opponent, /*previous_pass=*/false, extra_eye, depth + 1);
    line.history.pop_back();
    return mover == kX ? !lives : lives;
  };

  bool mover_wins = false;
  for (int move : moves) {
    if (wins(move)) {
      mover_wins = true;
      line.killers[depth] = move;
      break;
    }
  }
  line.ban = ban;
  return mover == kX ? !mover_wins : mover_wins;
}

// A position of the value procedure: P, or P+m with the ban m created.
struct Node {
  Position position;
  std::optional<Position> ban;  // the position before m: may not be recreated next
  bool operator==(const Node&) const = default;
};

// alive(node, e, s) of SPEC §3 on a fresh line of play.
bool Alive(const Board& board, const Node& node, bool extra_eye, std::int8_t first) {
  Line line;
  line.history.push_back(node.position);
  line.ban = node.ban ? &*node.ban : nullptr;
  return DefenderLives(board, line, first, /*previous_pass=*/false, extra_eye, 0);
}

// E(node, s) of SPEC §3.
int EyeCount(const Board& board, const Node& node, std::int8_t first) {
  if (Alive(board, node, false, first)) return 2;
  if (Alive(board, node, true, first)) return 1;
  return 0;
}

// An "X move" or "O move" of SPEC §4: a legal move on a vertex.
struct Child {
  int vertex = 0;
  bool captures_wall = false;  // then value 0000, alive false, no node
  Node node;
};

std::vector<Child> VertexMoves(const Board& board, const Node& node, std::int8_t mover) {
  std::vector<Child> children;
  for (int v = 0; v < board.num_vertices; ++v) {
    const MoveResult move =
        Play(board, node.position, mover, MoveKind::kVertex, v, /*extra_eye=*/false);
    if (move.outcome == Outcome::kIllegal) continue;
    Child child;
    child.vertex = v;
    if (move.outcome == Outcome::kCapturesWall) {
      child.captures_wall = true;
    } else {
      if (move.next == node.position || (node.ban && *node.ban == move.next)) continue;
      child.node = Node{move.next, node.position};
    }
    children.push_back(child);
  }
  return children;
}

bool ChildAlive(const Board& board, const Child& child, bool extra_eye, std::int8_t first) {
  return !child.captures_wall && Alive(board, child.node, extra_eye, first);
}

int ChildEyeCount(const Board& board, const Child& child, std::int8_t first) {
  return child.captures_wall ? 0 : EyeCount(board, child.node, first);
}

solver::EyeValue Digits(int a, int b, int c, int d) {
  return solver::EyeValue{static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b),
                          static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)};
}

bool IsOneOfFifteen(const solver::EyeValue& value) {
  static constexpr int kAllowed[15] = {0,   1,   2,    11,   12,   22,   111, 112,
                                       122, 222, 1111, 1112, 1122, 1222, 2222};
  const int code = value.a * 1000 + value.b * 100 + value.c * 10 + value.d;
  return std::find(std::begin(kAllowed), std::end(kAllowed), code) != std::end(kAllowed);
}

// Names the position an EYESHAPE_CHECK below is about to abort on.
void PrintNode(const char* problem, const Node& node, int num_vertices) {
  std::fprintf(stderr, "naive_solver: %s at position ", problem);
  for (int v = 0; v < num_vertices; ++v) std::fputc(".XO"[node.position.content[v]], stderr);
  std::fprintf(stderr, " (outer filled %d)\n", node.position.outer_filled);
}

// value(node) of SPEC §4 and, when `want_vital`, the vital points of §5.
// `stack`: the nodes whose value is being computed, to detect a loop.
NaiveEvaluation Value(const Board& board, const Node& node, bool want_vital,
                      std::vector<Node>& stack);

solver::EyeValue ChildValue(const Board& board, const Child& child, std::vector<Node>& stack) {
  if (child.captures_wall) return solver::EyeValue{};
  return Value(board, child.node, /*want_vital=*/false, stack).value;
}

NaiveEvaluation Value(const Board& board, const Node& node, bool want_vital,
                      std::vector<Node>& stack) {
  if (std::find(stack.begin(), stack.end(), node) != stack.end()) {
    PrintNode("the value recursion loops (ko)", node, board.num_vertices);
  }
  EYESHAPE_CHECK(std::find(stack.begin(), stack.end(), node) == stack.end());
  stack.push_back(node);

  NaiveEvaluation result;
  solver::VitalPoints& vital = result.vital;
  const std::vector<Child> x_moves = VertexMoves(board, node, kX);
  const std::vector<Child> o_moves = VertexMoves(board, node, kO);
  const int b = EyeCount(board, node, kX);
  if (b == 2) {
    // Case 1: a = min over X moves of E(P+m, X); attack points reach a < 2.
    int a = 2;
    std::vector<int> reached(x_moves.size());
    for (std::size_t i = 0; i < x_moves.size(); ++i) {
      reached[i] = ChildEyeCount(board, x_moves[i], kX);
      a = std::min(a, reached[i]);
    }
    for (std::size_t i = 0; i < x_moves.size() && a < 2; ++i) {
      if (reached[i] == a) vital.attack |= solver::VertexBit(x_moves[i].vertex);
    }
    result.value = Digits(a, 2, 2, 2);
  } else {
    const int c = EyeCount(board, node, kO);
    if (c < b) PrintNode("c < b", node, board.num_vertices);
    // O may pass first; only the one-move ban of P+m could make c < b.
    EYESHAPE_CHECK(c >= b);
    if (c == 2) {
      // Case 2.
      if (want_vital) {
        for (const Child& m : o_moves) {
          if (ChildAlive(board, m, false, kX)) vital.defense |= solver::VertexBit(m.vertex);
        }
      }
      if (b == 0) {
        if (want_vital) {
          for (const Child& m : x_moves) {
            if (!ChildAlive(board, m, true, kO)) vital.attack |= solver::VertexBit(m.vertex);
          }
        }
        result.value = Digits(0, 0, 2, 2);
      } else {
        solver::VertexSet candidates = 0;  // not alive(P+m, 0, O)
        solver::VertexSet zeros = 0;       // ... and value(P+m) = 0011
        for (const Child& m : x_moves) {
          if (ChildAlive(board, m, false, kO)) continue;
          candidates |= solver::VertexBit(m.vertex);
          if (ChildValue(board, m, stack) == Digits(0, 0, 1, 1)) {
            zeros |= solver::VertexBit(m.vertex);
            if (!want_vital) break;
          }
        }
        vital.attack = zeros != 0 ? zeros : candidates;
        result.value = Digits(zeros != 0 ? 0 : 1, 1, 2, 2);
      }
    } else if (b == 1) {
      // Case 3 (c = 1).
      for (const Child& m : x_moves) {
        if (!want_vital && vital.attack != 0) break;
        if (ChildEyeCount(board, m, kX) == 0 && ChildValue(board, m, stack).d == 1) {
          vital.attack |= solver::VertexBit(m.vertex);
        }
      }
      for (const Child& m : o_moves) {
        if (!want_vital && vital.defense != 0) break;
        if (ChildEyeCount(board, m, kO) == 2 && ChildValue(board, m, stack).a == 1) {
          vital.defense |= solver::VertexBit(m.vertex);
        }
      }
      result.value = Digits(vital.attack != 0 ? 0 : 1, 1, 1, vital.defense != 0 ? 2 : 1);
    } else if (c == 1) {
      // Case 4 (b = 0).
      if (want_vital) {
        for (const Child& m : x_moves) {
          if (!ChildAlive(board, m, true, kO)) vital.attack |= solver::VertexBit(m.vertex);
        }
      }
      solver::VertexSet candidates = 0;  // alive(P+m, 1, X)
      solver::VertexSet twos = 0;        // ... and value(P+m) = 1122
      for (const Child& m : o_moves) {
        if (!ChildAlive(board, m, true, kX)) continue;
        candidates |= solver::VertexBit(m.vertex);
        if (ChildValue(board, m, stack) == Digits(1, 1, 2, 2)) {
          twos |= solver::VertexBit(m.vertex);
          if (!want_vital) break;
        }
      }
      vital.defense = twos != 0 ? twos : candidates;
      result.value = Digits(0, 0, 1, twos != 0 ? 2 : 1);
    } else {
      // Case 5: d = max over O moves of E(P+m, O); defense points reach d > 0.
      int d = 0;
      std::vector<int> reached(o_moves.size());
      for (std::size_t i = 0; i < o_moves.size(); ++i) {
        reached[i] = ChildEyeCount(board, o_moves[i], kO);
        d = std::max(d, reached[i]);
      }
      for (std::size_t i = 0; i < o_moves.size() && d > 0; ++i) {
        if (reached[i] == d) vital.defense |= solver::VertexBit(o_moves[i].vertex);
      }
      result.value = Digits(0, 0, 0, d);
    }
  }
  EYESHAPE_CHECK(IsOneOfFifteen(result.value));
  if (!want_vital) result.vital = solver::VitalPoints{};
  stack.pop_back();
  return result;
}

}  // namespace

bool NaiveAlive(const solver::Eyespace& eyespace, bool extra_eye, NaiveSide first,
                const NaiveOptions& options) {
  const Board board = MakeBoard(eyespace, options);
  return Alive(board, Node{StartPosition(eyespace), std::nullopt}, extra_eye,
               first == NaiveSide::kAttacker ? kX : kO);
}

int NaiveEyeCount(const solver::Eyespace& eyespace, NaiveSide first, const NaiveOptions& options) {
  const Board board = MakeBoard(eyespace, options);
  return EyeCount(board, Node{StartPosition(eyespace), std::nullopt},
                  first == NaiveSide::kAttacker ? kX : kO);
}

NaiveEvaluation NaiveSolveValue(const solver::Eyespace& eyespace, const NaiveOptions& options) {
  if (eyespace.num_vertices == 0) return NaiveEvaluation{};  // SPEC §2: value 0000
  const Board board = MakeBoard(eyespace, options);
  std::vector<Node> stack;
  return Value(board, Node{StartPosition(eyespace), std::nullopt}, /*want_vital=*/true, stack);
}

}  // namespace eyeshape::testing
