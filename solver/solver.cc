// SPDX-License-Identifier: MIT
#include "solver/solver.h"

#include <algorithm>
#include <array>
#include <optional>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "canon/check.h"
#include "solver/game.h"

namespace eyeshape {
namespace {

using internal::GameBoard;
using internal::MoveOutcome;
using internal::MoveResult;
using internal::Position;

constexpr Side Opponent(Side side) {
  return side == Side::kAttacker ? Side::kDefender : Side::kAttacker;
}

// Memo key of alive(): a position, the side to move and the extra eye.
struct AliveKey {
  std::uint64_t stones = 0;  // attacker | defender << 32
  std::uint8_t meta = 0;     // outer_filled | side << 3 | extra_eye << 4

  bool operator==(const AliveKey&) const = default;
  template <typename H>
  friend H AbslHashValue(H hash, const AliveKey& key) {
    return H::combine(std::move(hash), key.stones, key.meta);
  }
};

std::uint64_t PackStones(const Position& p) {
  return std::uint64_t{p.attacker} | (std::uint64_t{p.defender} << 32);
}

// Memo key of value(): a position and the simple-ko ban its last move created.
struct ValueKey {
  std::uint64_t stones = 0;
  std::uint64_t banned_stones = 0;
  std::uint8_t outer_filled = 0;
  std::uint8_t banned_outer = 0;
  bool has_ban = false;

  bool operator==(const ValueKey&) const = default;
  template <typename H>
  friend H AbslHashValue(H hash, const ValueKey& key) {
    return H::combine(std::move(hash), key.stones, key.banned_stones, key.outer_filled,
                      key.banned_outer, key.has_ban);
  }
};

// The part of a position that can never be removed (game.h).
struct Irreversible {
  VertexSet wall_stones = 0;
  VertexSet connected_attackers = 0;
  std::uint8_t outer_filled = 0;
  bool operator==(const Irreversible&) const = default;
};

// A position reached in the value procedure: the position and the simple-ko
// ban of the move that made it (the position before it, when it captured).
struct Node {
  Position position;
  std::optional<Position> ban;
};

// A move on a vertex (or an outer-liberty fill when vertex < 0) and the node
// it leads to; `captures_wall` ends the game.
struct ChildMove {
  int vertex = -1;
  bool captures_wall = false;
  Node child;
};

}  // namespace

struct Solver::Impl {
  Impl(const Eyespace& eyespace, const GameOptions& game_options)
      : options(game_options),
        boards{GameBoard(ApplyModel(eyespace, game_options.model), game_options.outer_liberties,
                         false),
               GameBoard(ApplyModel(eyespace, game_options.model), game_options.outer_liberties,
                         true)} {
    const Eyespace& e = boards[0].eyespace();
    for (int v = 0; v < e.num_vertices; ++v) move_order.push_back(v);
    // Vertices with more neighbours first: they are the usual vital points.
    std::stable_sort(move_order.begin(), move_order.end(), [&](int x, int y) {
      return std::popcount(e.neighbours[x]) > std::popcount(e.neighbours[y]);
    });
  }

  GameOptions options;
  std::array<GameBoard, 2> boards;  // without and with the extra eye
  std::vector<int> move_order;
  absl::flat_hash_map<AliveKey, bool> alive_memo;
  absl::flat_hash_map<ValueKey, Evaluation> value_memo;
  std::vector<ValueKey> value_in_progress;
  std::uint64_t nodes = 0;
  std::uint64_t value_cycles = 0;
  // The vertices of `candidates` in the order to try them (higher degree
  // first: the usual vital points). Returns how many.
  int OrderMoves(VertexSet candidates, std::array<int, kMaxVertices>& order) const {
    int count = 0;
    for (int v : move_order) {
      if ((candidates & VertexBit(v)) != 0) order[count++] = v;
    }
    return count;
  }

  // The current line of play for superko: each entry with the index where its
  // segment of equal irreversible part starts.
  struct LineEntry {
    Position position;
    Irreversible irreversible;
    std::size_t segment_start = 0;
  };
  std::vector<LineEntry> line;
  std::optional<Position> root_ban;

  Irreversible IrreversibleOf(const GameBoard& board, const Position& p) const {
    return Irreversible{board.WallStones(p), board.ConnectedAttackers(p), p.outer_filled};
  }

  // Pushes `next` on the line unless superko (or the root's ko ban) forbids it.
  bool Push(const GameBoard& board, const Position& next) {
    const LineEntry& top = line.back();
    if (line.size() == 1 && root_ban.has_value() && next == *root_ban) return false;
    const Irreversible irreversible = IrreversibleOf(board, next);
    std::size_t segment_start = line.size();
    if (irreversible == top.irreversible) {
      for (std::size_t i = top.segment_start; i < line.size(); ++i) {
        if (line[i].position == next) return false;
      }
      segment_start = top.segment_start;
    }
    line.push_back(LineEntry{next, irreversible, segment_start});
    return true;
  }

  // May the result at the top of the line be stored and reused? Only when it
  // cannot depend on the earlier positions of the line (docs/solver.md):
  // either no earlier position has the same irreversible part, or no
  // earlier position can recur. The second holds when every O move from now
  // on joins W (no separate O string, every empty vertex is a liberty of W)
  // and no earlier position of the segment has the same O stones and more X
  // stones (from here X stones can only be added until an O move changes the
  // irreversible part).
  bool Cacheable(const GameBoard& board) const {
    if (line.size() == 1 && root_ban.has_value()) return false;
    const LineEntry& top = line.back();
    if (top.segment_start + 1 == line.size()) return true;
    const Position& p = top.position;
    if (top.irreversible.wall_stones != p.defender) return false;
    if ((board.Empty(p) & ~board.WallVertexLiberties(p)) != 0) return false;
    for (std::size_t i = top.segment_start; i + 1 < line.size(); ++i) {
      const Position& q = line[i].position;
      if (q.defender == p.defender && (q.attacker & p.attacker) == p.attacker) return false;
    }
    return true;
  }

  // alive() for the position at the top of the line, `side` to move.
  bool Search(const GameBoard& board, Side side) {
    ++nodes;
    const Position p = line.back().position;
    const bool cacheable = Cacheable(board);
    const AliveKey key{PackStones(p),
                       static_cast<std::uint8_t>(p.outer_filled | (side == Side::kDefender ? 8 : 0) |
                                                 (board.extra_eye() ? 16 : 0))};
    if (cacheable) {
      const auto it = alive_memo.find(key);
      if (it != alive_memo.end()) return it->second;
    }
    const bool alive = UnconditionallyAlive(board, p) ||
                       (side == Side::kAttacker ? SearchAttacker(board, p) : SearchDefender(board, p));
    if (cacheable) alive_memo.emplace(key, alive);
    return alive;
  }

  // Plays `result` if legal and allowed; returns nullopt when not, else the
  // child's alive() (a capture of W counts as dead).
  std::optional<bool> Child(const GameBoard& board, const MoveResult& result, Side next_side) {
    if (result.outcome == MoveOutcome::kCapturesWall) return false;
    if (result.outcome == MoveOutcome::kIllegal) return std::nullopt;
    if (!Push(board, result.next)) return std::nullopt;
    const bool alive = Search(board, next_side);
    line.pop_back();
    return alive;
  }

  // Benson's unconditional life (D. B. Benson, "Life in the game of Go",
  // 1976) for the one chain W: O lives whatever X does when W has two vital
  // regions. A region is a maximal connected set of vertices without O stones;
  // it is vital to W when it has no marginal vertex (X could connect outside
  // there), borders no separate O string, and all its empty vertices are
  // liberties of W. X can never fill the last empty vertex of a vital region
  // while W keeps a liberty in the other one (suicide), and W's stones are
  // never removed. The extra eye counts as one vital region.
  static bool UnconditionallyAlive(const GameBoard& board, const Position& p) {
    const Eyespace& eyespace = board.eyespace();
    const VertexSet wall_stones = board.WallStones(p);
    const VertexSet separate_stones = p.defender & ~wall_stones;
    const VertexSet empty = board.Empty(p);
    const VertexSet wall_liberties = board.WallVertexLiberties(p);
    const VertexSet without_defender = eyespace.vertices() & ~p.defender;
    int vital = board.extra_eye() ? 1 : 0;
    VertexSet remaining = without_defender;
    while (remaining != 0) {
      const VertexSet region = board.Flood(remaining & (~remaining + 1), without_defender);
      remaining &= ~region;
      if ((region & eyespace.marginal) != 0) continue;
      if ((board.Neighbourhood(region) & separate_stones) != 0) continue;
      if ((region & empty & ~wall_liberties) != 0) continue;
      if (++vital >= 2) return true;
    }
    return false;
  }

  bool SearchAttacker(const GameBoard& board, const Position& p) {
    // X captures W at once when W has one liberty left (captures come before
    // the suicide test, so that move is always legal).
    if (board.WallLiberties(p) == 1) return false;
    std::array<int, kMaxVertices> order;
    const int count = OrderMoves(board.Empty(p), order);
    for (int i = 0; i < count; ++i) {
      const int v = order[i];
      const std::optional<bool> alive = Child(board, board.PlayAttacker(p, v), Side::kDefender);
      if (alive.has_value() && !*alive) return false;
    }
    const std::optional<bool> alive = Child(board, board.FillOuterLiberty(p), Side::kDefender);
    if (alive.has_value() && !*alive) return false;
    // X passing lets O pass and end the game alive, so it never helps X.
    return true;
  }

  bool SearchDefender(const GameBoard& board, const Position& p) {
    std::array<int, kMaxVertices> order;
    const int count = OrderMoves(board.Empty(p), order);
    for (int i = 0; i < count; ++i) {
      const int v = order[i];
      const std::optional<bool> alive = Child(board, board.PlayDefender(p, v), Side::kAttacker);
      if (alive.has_value() && *alive) return true;
    }
    // O passes: X must act, or the game ends with O alive.
    return Search(board, Side::kAttacker);
  }

  // alive(P, e, s) with a fresh line of play at `node`.
  bool AliveAt(const Node& node, bool extra_eye, Side side) {
    const GameBoard& board = boards[extra_eye ? 1 : 0];
    EYESHAPE_CHECK(line.empty());
    line.push_back(LineEntry{node.position, IrreversibleOf(board, node.position), 0});
    root_ban = node.ban;
    const bool alive = Search(board, side);
    line.clear();
    root_ban.reset();
    return alive;
  }

  int EyeCountAt(const Node& node, Side side) {
    if (AliveAt(node, false, side)) return 2;
    return AliveAt(node, true, side) ? 1 : 0;
  }

  // The legal moves of `side` on vertices (SPEC §4: no pass, no extra eye; an
  // outer-liberty fill only with outer_fills_are_moves), honouring the ko ban.
  std::vector<ChildMove> Moves(const Node& node, Side side) const {
    const GameBoard& board = boards[0];
    std::vector<ChildMove> moves;
    const Position& p = node.position;
    const VertexSet empty = board.Empty(p);
    auto add = [&](int vertex, const MoveResult& result) {
      if (result.outcome == MoveOutcome::kIllegal) return;
      if (result.outcome == MoveOutcome::kCapturesWall) {
        moves.push_back(ChildMove{vertex, true, Node{}});
        return;
      }
      if (node.ban.has_value() && result.next == *node.ban) return;
      std::optional<Position> ban;
      if (result.captured) ban = p;
      moves.push_back(ChildMove{vertex, false, Node{result.next, ban}});
    };
    for (int v = 0; v < board.num_vertices(); ++v) {
      if ((empty & VertexBit(v)) == 0) continue;
      add(v, side == Side::kAttacker ? board.PlayAttacker(p, v) : board.PlayDefender(p, v));
    }
    if (side == Side::kAttacker && options.outer_fills_are_moves) {
      add(-1, board.FillOuterLiberty(p));
    }
    return moves;
  }

  bool AliveAfter(const ChildMove& move, bool extra_eye, Side side) {
    return !move.captures_wall && AliveAt(move.child, extra_eye, side);
  }
  int EyeCountAfter(const ChildMove& move, Side side) {
    return move.captures_wall ? 0 : EyeCountAt(move.child, side);
  }
  // value(P+m); nullopt when P+m is already being evaluated further up (a
  // cycle of the recursion through ko, docs/solver.md).
  std::optional<EyeValue> ValueAfter(const ChildMove& move) {
    if (move.captures_wall) return EyeValue{0, 0, 0, 0};
    std::optional<Evaluation> evaluation = ValueAt(move.child);
    if (!evaluation.has_value()) return std::nullopt;
    return evaluation->value;
  }

  static ValueKey KeyOf(const Node& node) {
    ValueKey key;
    key.stones = PackStones(node.position);
    key.outer_filled = node.position.outer_filled;
    if (node.ban.has_value()) {
      key.has_ban = true;
      key.banned_stones = PackStones(*node.ban);
      key.banned_outer = node.ban->outer_filled;
    }
    return key;
  }

  std::optional<Evaluation> ValueAt(const Node& node) {
    const ValueKey key = KeyOf(node);
    if (const auto it = value_memo.find(key); it != value_memo.end()) return it->second;
    if (std::find(value_in_progress.begin(), value_in_progress.end(), key) !=
        value_in_progress.end()) {
      ++value_cycles;
      return std::nullopt;
    }
    value_in_progress.push_back(key);
    const Evaluation evaluation = ComputeValue(node);
    value_in_progress.pop_back();
    value_memo.emplace(key, evaluation);
    return evaluation;
  }

  static VertexSet BitOf(const ChildMove& move) {
    return move.vertex >= 0 ? VertexBit(move.vertex) : 0;
  }

  // SPEC §4-5, case by case.
  Evaluation ComputeValue(const Node& node) {
    Evaluation result;
    EyeValue& value = result.value;
    VitalPoints& vital = result.vital;
    const int b = EyeCountAt(node, Side::kAttacker);
    const int c = EyeCountAt(node, Side::kDefender);
    EYESHAPE_CHECK(b <= c);
    if (b == 2) {  // Case 1: a222.
      const std::vector<ChildMove> x_moves = Moves(node, Side::kAttacker);
      int a = 2;
      std::vector<int> counts;
      for (const ChildMove& m : x_moves) {
        counts.push_back(EyeCountAfter(m, Side::kAttacker));
        a = std::min(a, counts.back());
      }
      value = EyeValue{static_cast<std::uint8_t>(a), 2, 2, 2};
      if (a < 2) {
        for (std::size_t i = 0; i < x_moves.size(); ++i) {
          if (counts[i] == a) vital.attack |= BitOf(x_moves[i]);
        }
      }
      return result;
    }
    if (c == 2) {  // Case 2: 0022 or a122.
      const std::vector<ChildMove> x_moves = Moves(node, Side::kAttacker);
      for (const ChildMove& m : Moves(node, Side::kDefender)) {
        if (AliveAfter(m, false, Side::kAttacker)) vital.defense |= BitOf(m);
      }
      if (b == 0) {
        value = EyeValue{0, 0, 2, 2};
        for (const ChildMove& m : x_moves) {
          if (!AliveAfter(m, true, Side::kDefender)) vital.attack |= BitOf(m);
        }
        return result;
      }
      VertexSet attack = 0;
      VertexSet attack_to_0011 = 0;
      bool a_zero = false;
      for (const ChildMove& m : x_moves) {
        if (AliveAfter(m, false, Side::kDefender)) continue;
        attack |= BitOf(m);
        // E(P+m, O) < 2 here; a = 0 if value(P+m) = 0011.
        const std::optional<EyeValue> after = ValueAfter(m);
        if (after.has_value() && *after == EyeValue{0, 0, 1, 1}) {
          attack_to_0011 |= BitOf(m);
          a_zero = true;
        }
      }
      value = EyeValue{static_cast<std::uint8_t>(a_zero ? 0 : 1), 1, 2, 2};
      vital.attack = a_zero ? attack_to_0011 : attack;
      return result;
    }
    if (b == 1) {  // Case 3: a11d.
      bool a_zero = false;
      bool d_two = false;
      for (const ChildMove& m : Moves(node, Side::kAttacker)) {
        if (EyeCountAfter(m, Side::kAttacker) != 0) continue;
        const std::optional<EyeValue> after = ValueAfter(m);
        if (after.has_value() && after->d == 1) {
          a_zero = true;
          vital.attack |= BitOf(m);
        }
      }
      for (const ChildMove& m : Moves(node, Side::kDefender)) {
        if (EyeCountAfter(m, Side::kDefender) != 2) continue;
        const std::optional<EyeValue> after = ValueAfter(m);
        if (after.has_value() && after->a == 1) {
          d_two = true;
          vital.defense |= BitOf(m);
        }
      }
      value = EyeValue{static_cast<std::uint8_t>(a_zero ? 0 : 1), 1, 1,
                       static_cast<std::uint8_t>(d_two ? 2 : 1)};
      return result;
    }
    if (c == 1) {  // Case 4: 001d.
      for (const ChildMove& m : Moves(node, Side::kAttacker)) {
        if (!AliveAfter(m, true, Side::kDefender)) vital.attack |= BitOf(m);
      }
      VertexSet defense = 0;
      VertexSet defense_to_1122 = 0;
      for (const ChildMove& m : Moves(node, Side::kDefender)) {
        if (!AliveAfter(m, true, Side::kAttacker)) continue;
        defense |= BitOf(m);
        const std::optional<EyeValue> after = ValueAfter(m);
        if (after.has_value() && *after == EyeValue{1, 1, 2, 2}) defense_to_1122 |= BitOf(m);
      }
      const bool d_two = defense_to_1122 != 0;
      value = EyeValue{0, 0, 1, static_cast<std::uint8_t>(d_two ? 2 : 1)};
      vital.defense = d_two ? defense_to_1122 : defense;
      return result;
    }
    // Case 5: 000d.
    const std::vector<ChildMove> o_moves = Moves(node, Side::kDefender);
    int d = 0;
    std::vector<int> counts;
    for (const ChildMove& m : o_moves) {
      counts.push_back(EyeCountAfter(m, Side::kDefender));
      d = std::max(d, counts.back());
    }
    value = EyeValue{0, 0, 0, static_cast<std::uint8_t>(d)};
    if (d > 0) {
      for (std::size_t i = 0; i < o_moves.size(); ++i) {
        if (counts[i] == d) vital.defense |= BitOf(o_moves[i]);
      }
    }
    return result;
  }
};

Solver::Solver(const Eyespace& eyespace, const GameOptions& options)
    : impl_(std::make_unique<Impl>(eyespace, options)) {}
Solver::~Solver() = default;
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;

bool Solver::Alive(bool extra_eye, Side to_move) {
  return impl_->AliveAt(Node{impl_->boards[0].StartPosition(), std::nullopt}, extra_eye, to_move);
}

int Solver::EyeCount(Side to_move) {
  return impl_->EyeCountAt(Node{impl_->boards[0].StartPosition(), std::nullopt}, to_move);
}

Evaluation Solver::Value() {
  const std::optional<Evaluation> evaluation =
      impl_->ValueAt(Node{impl_->boards[0].StartPosition(), std::nullopt});
  EYESHAPE_CHECK(evaluation.has_value());
  return *evaluation;
}

std::uint64_t Solver::nodes_searched() const { return impl_->nodes; }

PrincipalLine Solver::Line(bool extra_eye, Side to_move) {
  PrincipalLine result;
  result.first = to_move;
  result.extra_eye = extra_eye;
  result.alive = Alive(extra_eye, to_move);
  return result;
}

Evaluation SolveValue(const Eyespace& eyespace, const GameOptions& options) {
  return Solver(eyespace, options).Value();
}

}  // namespace eyeshape
