// SPDX-License-Identifier: MIT
#include "solver/solver.h"

#include <algorithm>
#include <array>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "base/check.h"
#include "base/hash_map.h"
#include "base/memory.h"
#include "solver/alive_table.h"
#include "solver/game.h"
#include "solver/small_positions.h"
#include "solver/static_death.h"

namespace eyeshape::solver {
namespace {

using internal::GameBoard;
using internal::MoveOutcome;
using internal::MoveResult;
using internal::Position;

constexpr Side Opponent(Side side) {
  return side == Side::kAttacker ? Side::kDefender : Side::kAttacker;
}

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

// The legal moves of one side at a node on vertices (SPEC §4: no pass, no
// extra eye; an outer-liberty fill only when `outer_fill` is set), honouring
// the ko ban, in vertex order and then the fill. Each move is made when a
// loop reaches it: the loops over them (the value digits, the vital points)
// mostly stop early, so making every move first costs more (docs/performance.md,
// "Figures moved out of code comments", has the measurement). A loop's
// ChildMove stays valid until the loop advances.
class MoveRange {
 public:
  // REQUIRES: `node` outlives the range.
  MoveRange(const GameBoard& board, const Node& node, Side side, bool outer_fill)
      : board_(board), node_(node), side_(side), outer_fill_(outer_fill) {}

  struct End {};
  class Iterator {
   public:
    explicit Iterator(const MoveRange& range)
        : range_(&range),
          unvisited_(range.board_.Empty(range.node_.position)),
          outer_fill_pending_(range.side_ == Side::kAttacker && range.outer_fill_) {
      Advance();
    }
    const ChildMove& operator*() const { return move_; }
    Iterator& operator++() {
      Advance();
      return *this;
    }
    bool operator==(End /*end*/) const { return done_; }

   private:
    // The next legal move into move_, or done_.
    void Advance() {
      const GameBoard& board = range_->board_;
      const Position& p = range_->node_.position;
      while (unvisited_ != 0) {
        const int v = std::countr_zero(unvisited_);
        unvisited_ &= unvisited_ - 1;
        if (Take(v, range_->side_ == Side::kAttacker ? board.PlayAttacker(p, v)
                                                     : board.PlayDefender(p, v))) {
          return;
        }
      }
      if (outer_fill_pending_) {
        outer_fill_pending_ = false;
        if (Take(-1, board.FillOuterLiberty(p))) return;
      }
      done_ = true;
    }
    bool Take(int vertex, const MoveResult& result) {
      if (result.outcome == MoveOutcome::kIllegal) return false;
      if (result.outcome == MoveOutcome::kCapturesWall) {
        move_ = ChildMove{vertex, true, Node{}};
        return true;
      }
      const Node& node = range_->node_;
      if (node.ban.has_value() && result.next == *node.ban) return false;
      std::optional<Position> ban;
      if (result.captured) ban = node.position;
      move_ = ChildMove{vertex, false, Node{result.next, ban}};
      return true;
    }

    const MoveRange* range_;
    VertexSet unvisited_;
    bool outer_fill_pending_;
    bool done_ = false;
    ChildMove move_;
  };

  Iterator begin() const { return Iterator(*this); }
  End end() const { return {}; }

 private:
  const GameBoard& board_;
  const Node& node_;
  Side side_;
  bool outer_fill_;
};

// value() of SPEC §4, digit by digit, each only when some caller needs it
// (the recursion mostly asks one question of a child, e.g. "is value(P+m) =
// 0011?", and c alone often settles it). Unknown digits are -1.
struct ValueEntry {
  std::int8_t a = -1;
  std::int8_t b = -1;
  std::int8_t c = -1;
  std::int8_t d = -1;
};
enum class Digit : std::uint8_t { kA, kD };

}  // namespace

struct Solver::Impl {
  Impl(const Eyespace& eyespace, const GameOptions& game_options)
      : options(game_options),
        boards{GameBoard(ApplyModel(eyespace, game_options.model), game_options.outer_liberties,
                         false),
               GameBoard(ApplyModel(eyespace, game_options.model), game_options.outer_liberties,
                         true)},
        alive_memo(eyespace.num_vertices, eyespace.num_vertices + kOneValueMemoBits),
        region_cache(MakeUniqueForOverwrite<RegionCacheEntry[]>(
            std::size_t{1} << std::min(eyespace.num_vertices, kRegionCacheBits))) {
    if (game_options.node_budget != 0) node_limit = game_options.node_budget;
    next_poll = node_limit;
    if (game_options.control != nullptr) {
      next_poll = std::min(node_limit, SearchControl::kPollNodes);
    }
    // Every value holds its node and, for its digits, at least the children
    // of one side: one allocation instead of the first four rehashes
    // (measured: about 1% of `solve --batch` on 8-cell shapes).
    value_memo.reserve(2 * static_cast<std::size_t>(eyespace.num_vertices) + 2);
    // Lines are rarely longer than a few moves per vertex; one allocation
    // instead of the doublings of the first search.
    line.reserve(4 * static_cast<std::size_t>(eyespace.num_vertices) + 16);
    const Eyespace& e = boards[0].eyespace();
    for (int v = 0; v < e.num_vertices; ++v) move_order[static_cast<std::size_t>(v)] = v;
    // Vertices with more neighbours first (the usual vital points), marginal
    // vertices before proper ones of up to one more neighbour (X connects
    // outside there, O takes it away from X). Measured: about 11% fewer
    // instructions than degree alone on random 7- and 8-cell shapes.
    auto priority = [&](int v) {
      return 2 * std::popcount(e.neighbours[v]) + 3 * static_cast<int>((e.marginal >> v) & 1);
    };
    // A stable insertion sort: at most kMaxVertices entries, and unlike
    // std::stable_sort no buffer to allocate for every Solver.
    for (std::size_t i = 1; i < static_cast<std::size_t>(e.num_vertices); ++i) {
      const int v = move_order[i];
      std::size_t j = i;
      for (; j > 0 && priority(move_order[j - 1]) < priority(v); --j) {
        move_order[j] = move_order[j - 1];
      }
      move_order[j] = v;
    }
  }

  GameOptions options;
  std::array<GameBoard, 2> boards;  // without and with the extra eye
  // The built-in table; a lower level or none only where the table itself
  // is made (SolveSmallPosition) and in tests.
  internal::SmallPositionTable small_positions = internal::BuiltInSmallPositions();
  // The vertices in the order moves are tried; the first num_vertices
  // entries are used.
  std::array<int, kMaxVertices> move_order{};
  // Killer moves per side and depth: they only order moves, never decide.
  static constexpr std::size_t kMaxKillerDepth = 64;
  std::array<std::array<int, kMaxKillerDepth>, 2> killers = [] {
    std::array<std::array<int, kMaxKillerDepth>, 2> k;
    for (auto& side : k) side.fill(-1);
    return k;
  }();
  // The alive memo starts at 2^(n + kOneValueMemoBits) slots; ValueWith,
  // whose callers solve every labelling of an eyespace with one Solver,
  // starts it at 2^(n + kManyValuesMemoBits) (alive_table.h says why).
  static constexpr int kOneValueMemoBits = 4;
  static constexpr int kManyValuesMemoBits = 7;
  internal::AliveTable alive_memo;
  HashMap<ValueKey, ValueEntry> value_memo;
  std::vector<std::pair<ValueKey, Digit>> value_in_progress;
  std::uint64_t nodes = 0;
  // options.node_budget, or no limit.
  std::uint64_t node_limit = std::numeric_limits<std::uint64_t>::max();
  // The node count at which Poll() runs next: node_limit without a
  // SearchControl, so the search has one compare per node either way.
  std::uint64_t next_poll = std::numeric_limits<std::uint64_t>::max();

  // The budget and the SearchControl, at node `nodes` (out of line: rare).
  [[gnu::noinline]] void Poll() {
    if (nodes > node_limit) {
      throw NodeBudgetExceeded("the solver's node budget (" + std::to_string(node_limit) +
                               " nodes) ran out");
    }
    const SearchControl& control = *options.control;
    if (control.stop != nullptr && control.stop->load(std::memory_order_relaxed)) {
      throw SearchStopped(StopReason::kStopRequested, "the search was asked to stop");
    }
    if (control.deadline != std::chrono::steady_clock::time_point::max() &&
        std::chrono::steady_clock::now() >= control.deadline) {
      throw SearchStopped(StopReason::kDeadline, "the search ran past its deadline");
    }
    if (control.progress) control.progress(nodes);
    // The next poll at node nodes + kPollNodes (it runs once the count
    // passes next_poll), or at the budget's end when that comes first.
    next_poll = node_limit - nodes > SearchControl::kPollNodes
                    ? nodes + SearchControl::kPollNodes - 1
                    : node_limit;
  }
  std::uint64_t value_cycles = 0;

  // The current line of play for superko: each entry with the index where its
  // segment of equal irreversible part starts.
  struct LineEntry {
    Position position;
    std::size_t segment_start = 0;
  };
  std::vector<LineEntry> line;
  std::optional<Position> root_ban;

  // Same irreversible part (game.h): W's stones, X stones connected
  // outside, outer fills.
  static bool SameIrreversible(const Position& p, const Position& q) {
    return p.wall == q.wall && p.outside == q.outside && p.outer_filled == q.outer_filled;
  }

  // Pushes `next` on the line unless superko (or the root's ko ban) forbids it.
  bool Push(const Position& next) {
    const LineEntry& top = line.back();
    if (line.size() == 1 && root_ban.has_value() && next == *root_ban) return false;
    std::size_t segment_start = line.size();
    if (SameIrreversible(next, top.position)) {
      for (std::size_t i = top.segment_start; i < line.size(); ++i) {
        if (line[i].position == next) return false;
      }
      segment_start = top.segment_start;
    }
    // Field by field, for the reason in game.h (CopyFields).
    LineEntry& entry = line.emplace_back();
    internal::CopyFields(next, entry.position);
    entry.segment_start = segment_start;
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
    if (p.wall != p.defender) return false;
    if ((board.Empty(p) & ~board.WallVertexLiberties(p)) != 0) return false;
    for (std::size_t i = top.segment_start; i + 1 < line.size(); ++i) {
      const Position& q = line[i].position;
      if (q.defender == p.defender && (q.attacker & p.attacker) == p.attacker) return false;
    }
    return true;
  }

  // alive() for `p`, the position at the top of the line, `side` to move.
  // (The caller passes `p` rather than Search reading it back from the line:
  // reading back what Push just stored stalled on store forwarding.)
  bool Search(const GameBoard& board, const Position& p, Side side) {
    return side == Side::kAttacker ? SearchAs<Side::kAttacker>(board, p)
                                   : SearchAs<Side::kDefender>(board, p);
  }

  // Search with the side to move known at compile time: the search itself
  // recurses through these, so each move loop is specialized for its side.
  template <Side side>
  bool SearchAs(const GameBoard& board, const Position& p) {
    if (++nodes > next_poll) Poll();
    const bool cacheable = Cacheable(board);
    // A small simple position is answered by the built-in table where the
    // memo could answer too (solver/small_positions.h).
    if (cacheable) {
      const std::optional<std::size_t> index = internal::SmallPositionIndex(
          board, p, side == Side::kAttacker, small_positions.max_inside);
      if (index.has_value()) return internal::SmallPositionAlive(small_positions, *index);
    }
    const std::uint8_t meta = MetaOf(board, p, side);
    if (cacheable) {
      const int stored = alive_memo.Find(p.attacker, p.defender, meta);
      if (stored != 0) return stored == 2;
    }
    const bool alive =
        UnconditionallyAlive(board, p) ||
        (!internal::DeadWithoutSearch(board, p, side == Side::kAttacker) &&
         (side == Side::kAttacker ? SearchAttacker(board, p) : SearchDefender(board, p)));
    if (cacheable) alive_memo.Insert(p.attacker, p.defender, meta, alive);
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
  bool UnconditionallyAlive(const GameBoard& board, const Position& p) {
    const Eyespace& eyespace = board.eyespace();
    // Without O stones a connected eyespace is one region: one vital region
    // at most, and without the extra eye that is not enough.
    if (p.defender == 0 && !board.extra_eye() && board.connected()) return false;
    const VertexSet empty = board.Empty(p);
    // A vertex that disqualifies its region: marginal, an empty vertex that is
    // not a liberty of W, or a neighbour of a separate O string.
    const VertexSet disqualifying = eyespace.marginal | (empty & ~board.WallVertexLiberties(p)) |
                                    board.Neighbourhood(p.defender & ~board.WallStones(p));
    int needed = board.extra_eye() ? 1 : 2;
    const RegionCacheEntry& regions = RegionsOf(board, p.defender);
    if (regions.count <= RegionCacheEntry::kMaxRegions) {
      for (int i = 0; i < regions.count; ++i) {
        if ((regions.regions[static_cast<std::size_t>(i)] & disqualifying) == 0 && --needed == 0) {
          return true;
        }
      }
      return false;
    }
    // More regions than an entry holds: flood them here, only from vertices
    // that can lie in a vital region.
    const VertexSet without_defender = eyespace.vertices() & ~p.defender;
    VertexSet candidates = without_defender & ~disqualifying;
    while (std::popcount(candidates) >= needed) {
      const VertexSet region = board.Flood(candidates & (~candidates + 1), without_defender);
      candidates &= ~region;
      if ((region & disqualifying) == 0 && --needed == 0) return true;
    }
    return false;
  }

  // The regions of the vertices without O stones depend only on the O
  // stones, and a search meets the same O stones at many nodes: a small
  // direct-mapped cache of them saves most of Benson's floods. Up to
  // kRegionCacheBits vertices it has one entry per O stone set, indexed by
  // the set itself (no two sets share an entry, and a small eyespace does not
  // pay for building a large cache); above, 2^kRegionCacheBits entries
  // indexed by a hash.
  struct RegionCacheEntry {
    static constexpr int kMaxRegions = 7;
    VertexSet defender;  // the entry's O stones
    int count;           // kMaxRegions + 1: too many, not stored
    std::array<VertexSet, kMaxRegions> regions;
  };
  static constexpr int kRegionCacheBits = 10;
  // Entries are written before they are read (region_cache_filled says which
  // hold one), so the cache is left uninitialized: a Solver is built for
  // every eyespace solved, and filling its 2^n entries of 36 bytes (9 KB at
  // 8 vertices) was a good part of building one.
  std::unique_ptr<RegionCacheEntry[]> region_cache;
  std::array<std::uint64_t, (std::size_t{1} << kRegionCacheBits) / 64> region_cache_filled{};

  std::size_t RegionCacheIndex(VertexSet defender) const {
    return boards[0].num_vertices() <= kRegionCacheBits
               ? defender
               : (defender * 0x9E3779B1u) >> (32 - kRegionCacheBits);
  }

  const RegionCacheEntry& RegionsOf(const GameBoard& board, VertexSet defender) {
    const std::size_t index = RegionCacheIndex(defender);
    RegionCacheEntry& entry = region_cache[index];
    std::uint64_t& filled = region_cache_filled[index / 64];
    const std::uint64_t filled_bit = std::uint64_t{1} << (index % 64);
    if ((filled & filled_bit) != 0 && entry.defender == defender) return entry;
    filled |= filled_bit;
    entry.defender = defender;
    entry.count = 0;
    const VertexSet without_defender = board.eyespace().vertices() & ~defender;
    for (VertexSet rest = without_defender; rest != 0;) {
      if (entry.count == RegionCacheEntry::kMaxRegions) {
        ++entry.count;
        break;
      }
      const VertexSet region = board.Flood(rest & (~rest + 1), without_defender);
      rest &= ~region;
      entry.regions[static_cast<std::size_t>(entry.count++)] = region;
    }
    return entry;
  }

  static std::uint8_t MetaOf(const GameBoard& board, const Position& p, Side side) {
    return static_cast<std::uint8_t>(p.outer_filled | (side == Side::kDefender ? 8 : 0) |
                                     (board.extra_eye() ? 16 : 0));
  }

  // Plays `result` when legal and allowed by superko and returns true when
  // the child's alive() is `wanted` (a capture of W counts as dead).
  template <Side next>
  bool ChildGives(const GameBoard& board, const MoveResult& result, bool wanted) {
    if (result.outcome == MoveOutcome::kCapturesWall) return !wanted;
    if (result.outcome == MoveOutcome::kIllegal || !Push(result.next)) return false;
    const bool alive = SearchAs<next>(board, result.next);
    line.pop_back();
    return alive == wanted;
  }

  // True when some move of `side` on a vertex (or X's outer fill) wins the
  // game for `side` from `p`, the top of the line.
  template <Side side>
  bool SomeChildWins(const GameBoard& board, const Position& p) {
    constexpr Side next = Opponent(side);
    constexpr bool wanted = side == Side::kDefender;
    VertexSet empty = board.Empty(p);
    // The killer move: the last move of this side that won at this depth.
    const std::size_t depth = std::min<std::size_t>(line.size(), kMaxKillerDepth - 1);
    int& killer = killers[side == Side::kAttacker ? 0 : 1][depth];
    auto play = [&](int v) {
      return side == Side::kAttacker ? board.PlayAttacker(p, v) : board.PlayDefender(p, v);
    };
    if (killer >= 0 && (empty & VertexBit(killer)) != 0) {
      empty &= ~VertexBit(killer);
      if (ChildGives<next>(board, play(killer), wanted)) return true;
    }
    // Stop at the last empty vertex rather than walk the rest of the order.
    for (auto v = move_order.begin(); empty != 0; ++v) {
      const VertexSet bit = VertexBit(*v);
      if ((empty & bit) == 0) continue;
      empty &= ~bit;
      if (ChildGives<next>(board, play(*v), wanted)) {
        killer = *v;
        return true;
      }
    }
    if constexpr (side == Side::kAttacker) {
      return ChildGives<next>(board, board.FillOuterLiberty(p), wanted);
    }
    return false;
  }

  bool SearchAttacker(const GameBoard& board, const Position& p) {
    // X captures W at once when W has one liberty left (captures come before
    // the suicide test, so that move is always legal).
    if (board.WallLiberties(p) == 1) return false;
    // X passing lets O pass and end the game alive, so it never helps X.
    return !SomeChildWins<Side::kAttacker>(board, p);
  }

  bool SearchDefender(const GameBoard& board, const Position& p) {
    if (SomeChildWins<Side::kDefender>(board, p)) return true;
    // O passes: X must act, or the game ends with O alive. A pass at the
    // root uses up the simple-ko ban of the move that made the root (the
    // recapture is no longer immediate), so X then moves from a plain root.
    if (line.size() == 1 && root_ban.has_value()) {
      const std::optional<Position> ban = std::exchange(root_ban, std::nullopt);
      const bool alive = SearchAs<Side::kAttacker>(board, p);
      root_ban = ban;
      return alive;
    }
    return SearchAs<Side::kAttacker>(board, p);
  }

  // The moves of a principal line (Solver::Line): the winner plays a move
  // that keeps the result (O prefers one that makes W unconditionally alive),
  // the loser the first legal move in move order. It stops when W is
  // captured, when W is unconditionally alive, after two passes, or after a
  // bound on the length.
  void PrincipalMoves(bool extra_eye, Side side, bool alive, std::vector<LineMove>& moves) {
    const GameBoard& board = boards[extra_eye ? 1 : 0];
    line.clear();
    const Position start = board.StartPosition();
    line.push_back(LineEntry{start, 0});
    const int max_moves = 4 * board.num_vertices() + 2 * board.outer_liberties() + 8;
    int passes = 0;
    while (static_cast<int>(moves.size()) < max_moves && passes < 2) {
      const Position p = line.back().position;
      if (UnconditionallyAlive(board, p)) break;
      LineMove move;
      move.side = side;
      if (side == Side::kAttacker && board.WallLiberties(p) == 1) {
        // X captures W on its last liberty.
        move.captures_wall = true;
        const VertexSet last = board.WallVertexLiberties(p);
        if (last != 0) {
          move.kind = LineMove::Kind::kVertex;
          move.vertex = std::countr_zero(last);
        } else {
          move.kind = p.outer_filled < board.outer_liberties() ? LineMove::Kind::kOuterLiberty
                                                               : LineMove::Kind::kExtraEye;
        }
        moves.push_back(move);
        break;
      }
      // Candidate moves: vertices in move order, then X's outer fill.
      std::optional<std::pair<LineMove, Position>> chosen;
      std::optional<std::pair<LineMove, Position>> fallback;
      bool capture_chosen = false;
      auto consider = [&](const MoveResult& result, LineMove candidate) {
        if (chosen.has_value() || capture_chosen) return;
        if (result.outcome == MoveOutcome::kCapturesWall) {
          if (side == Side::kAttacker && !alive) {
            candidate.captures_wall = true;
            moves.push_back(candidate);
            capture_chosen = true;
          }
          return;
        }
        if (result.outcome != MoveOutcome::kPlayed || !Push(result.next)) return;
        const bool child_alive = Search(board, result.next, Opponent(side));
        const bool settled =
            side == Side::kDefender && child_alive && UnconditionallyAlive(board, result.next);
        line.pop_back();
        const bool keeps = child_alive == alive;
        if (keeps && (settled || side == Side::kAttacker || !alive)) {
          chosen.emplace(candidate, result.next);
        } else if (keeps && !fallback.has_value()) {
          fallback.emplace(candidate, result.next);
        }
      };
      const VertexSet empty = board.Empty(p);
      for (int v : std::span(move_order).first(static_cast<std::size_t>(board.num_vertices()))) {
        if ((empty & VertexBit(v)) == 0) continue;
        LineMove candidate{side, LineMove::Kind::kVertex, v, false};
        consider(side == Side::kAttacker ? board.PlayAttacker(p, v) : board.PlayDefender(p, v),
                 candidate);
      }
      if (side == Side::kAttacker) {
        consider(board.FillOuterLiberty(p),
                 LineMove{side, LineMove::Kind::kOuterLiberty, -1, false});
      }
      if (capture_chosen) break;
      if (!chosen.has_value()) chosen = fallback;
      // After X's pass a living O passes too and the game ends.
      if (passes == 1 && side == Side::kDefender && alive) chosen.reset();
      if (!chosen.has_value()) {
        moves.push_back(LineMove{side, LineMove::Kind::kPass, -1, false});
        ++passes;
      } else {
        moves.push_back(chosen->first);
        Push(chosen->second);
        passes = 0;
      }
      side = Opponent(side);
    }
    line.clear();
  }

  // alive(P, e, s) with a fresh line of play at `node`.
  bool AliveAt(const Node& node, bool extra_eye, Side side) {
    const GameBoard& board = boards[extra_eye ? 1 : 0];
    EYESHAPE_CHECK(line.empty());
    line.push_back(LineEntry{node.position, 0});
    root_ban = node.ban;
    const bool alive = Search(board, node.position, side);
    line.clear();
    root_ban.reset();
    return alive;
  }

  int EyeCountAt(const Node& node, Side side) {
    if (AliveAt(node, false, side)) return 2;
    return AliveAt(node, true, side) ? 1 : 0;
  }

  // The legal moves of `side` at `node` (MoveRange), on the board without
  // the extra eye. REQUIRES: `node` outlives the loop.
  MoveRange Moves(const Node& node, Side side) const {
    return MoveRange(boards[0], node, side, options.outer_fills_are_moves);
  }

  bool AliveAfter(const ChildMove& move, bool extra_eye, Side side) {
    return !move.captures_wall && AliveAt(move.child, extra_eye, side);
  }
  // E(P+m, X) and E(P+m, O): digits b and c of P+m, kept in the value memo.
  int EyeCountAfter(const ChildMove& move, Side side) {
    if (move.captures_wall) return 0;
    return side == Side::kAttacker ? DigitB(move.child) : DigitC(move.child);
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

  static VertexSet BitOf(const ChildMove& move) {
    return move.vertex >= 0 ? VertexBit(move.vertex) : 0;
  }

  // The memo entry of `node`, digits unknown when new. The reference stays
  // valid across AliveAt (which does not touch value_memo), not across
  // DigitAt (whose recursion may insert).
  ValueEntry& EntryOf(const Node& node) {
    return value_memo.try_emplace(KeyOf(node)).first->second;
  }

  // c = E(P, O); a known b >= 1 bounds it from below (c >= b).
  int DigitC(const Node& node) {
    ValueEntry& entry = EntryOf(node);
    if (entry.c >= 0) return entry.c;
    int c = 0;
    if (entry.b >= 1) {
      c = AliveAt(node, false, Side::kDefender) ? 2 : 1;
    } else {
      c = EyeCountAt(node, Side::kDefender);
    }
    entry.c = static_cast<std::int8_t>(c);
    return c;
  }

  // b = E(P, X). b <= c (O may pass), so a known c bounds the searches b
  // needs; b = 2 gives c = 2.
  int DigitB(const Node& node) {
    ValueEntry& entry = EntryOf(node);
    if (entry.b >= 0) return entry.b;
    int b = 0;
    if (entry.c < 0) {
      b = EyeCountAt(node, Side::kAttacker);
      if (b == 2) entry.c = 2;
    } else if (entry.c == 2 && AliveAt(node, false, Side::kAttacker)) {
      b = 2;
    } else if (entry.c >= 1 && AliveAt(node, true, Side::kAttacker)) {
      b = 1;
    }
    entry.b = static_cast<std::int8_t>(b);
    return b;
  }

  // Digit a or d of value(node); nullopt when that digit of this node is
  // already being computed further up (a cycle of the recursion through ko,
  // docs/solver.md).
  std::optional<int> DigitAt(const Node& node, Digit digit) {
    const ValueEntry& entry = EntryOf(node);
    const std::int8_t known = digit == Digit::kA ? entry.a : entry.d;
    if (known >= 0) return known;
    const std::pair<ValueKey, Digit> task{KeyOf(node), digit};
    if (std::find(value_in_progress.begin(), value_in_progress.end(), task) !=
        value_in_progress.end()) {
      ++value_cycles;
      return std::nullopt;
    }
    value_in_progress.push_back(task);
    const int result = digit == Digit::kA ? ComputeA(node) : ComputeD(node);
    value_in_progress.pop_back();
    // Re-find: the recursion may have grown (rehashed) value_memo.
    ValueEntry& stored = value_memo.find(task.first)->second;
    (digit == Digit::kA ? stored.a : stored.d) = static_cast<std::int8_t>(result);
    return result;
  }

  // value(P+m) = 0011: b = 0, c = 1 and d = 1. A capture of W gives 0000.
  bool IsValue0011(const ChildMove& m) {
    if (m.captures_wall) return false;
    if (DigitC(m.child) != 1 || DigitB(m.child) != 0) return false;
    const std::optional<int> d = DigitAt(m.child, Digit::kD);
    return d.has_value() && *d == 1;
  }
  // value(P+m) = 1122: b = 1, c = 2 and a = 1.
  bool IsValue1122(const ChildMove& m) {
    if (m.captures_wall) return false;
    if (DigitC(m.child) != 2 || DigitB(m.child) != 1) return false;
    const std::optional<int> a = DigitAt(m.child, Digit::kA);
    return a.has_value() && *a == 1;
  }

  // Case 2 with b = 1: X move m with E(P+m, O) < 2 and value(P+m) = 0011.
  bool ReachesZeroInCase2(const ChildMove& m) {
    return !AliveAfter(m, false, Side::kDefender) && IsValue0011(m);
  }
  // Case 3: X move m with E(P+m, X) = 0 and value(P+m).d = 1.
  bool ReachesZeroInCase3(const ChildMove& m) {
    if (m.captures_wall) return false;  // value 0000: d = 0
    if (DigitB(m.child) != 0) return false;
    const std::optional<int> d = DigitAt(m.child, Digit::kD);
    return d.has_value() && *d == 1;
  }
  // Case 3: O move m with E(P+m, O) = 2 and value(P+m).a = 1.
  bool ReachesTwoInCase3(const ChildMove& m) {
    if (EyeCountAfter(m, Side::kDefender) != 2) return false;
    const std::optional<int> a = DigitAt(m.child, Digit::kA);
    return a.has_value() && *a == 1;
  }
  // Case 4: O move m with alive(P+m, 1, X) and value(P+m) = 1122.
  bool ReachesTwoInCase4(const ChildMove& m) {
    return AliveAfter(m, true, Side::kAttacker) && IsValue1122(m);
  }

  // Digit a by SPEC §4's cases; loops stop as soon as the digit is settled.
  int ComputeA(const Node& node) {
    const int b = DigitB(node);
    if (b == 2) {  // Case 1: a = min over X moves of E(P+m, X).
      int a = 2;
      for (const ChildMove& m : Moves(node, Side::kAttacker)) {
        a = std::min(a, EyeCountAfter(m, Side::kAttacker));
        if (a == 0) break;
      }
      return a;
    }
    if (b == 0) return 0;  // Cases 2 (0022), 4 and 5.
    const bool case2 = DigitC(node) == 2;
    for (const ChildMove& m : Moves(node, Side::kAttacker)) {
      if (case2 ? ReachesZeroInCase2(m) : ReachesZeroInCase3(m)) return 0;
    }
    return 1;
  }

  // Digit d by SPEC §4's cases.
  int ComputeD(const Node& node) {
    const int c = DigitC(node);
    if (c == 2) return 2;  // Cases 1 and 2.
    if (c == 0) {          // Case 5: d = max over O moves of E(P+m, O).
      int d = 0;
      for (const ChildMove& m : Moves(node, Side::kDefender)) {
        d = std::max(d, EyeCountAfter(m, Side::kDefender));
        if (d == 2) break;
      }
      return d;
    }
    const bool case3 = DigitB(node) == 1;
    for (const ChildMove& m : Moves(node, Side::kDefender)) {
      if (case3 ? ReachesTwoInCase3(m) : ReachesTwoInCase4(m)) return 2;
    }
    return 1;
  }

  // The full value at `node`. REQUIRES: no cycle through `node` (true at the
  // top, where nothing is in progress).
  EyeValue ValueAt(const Node& node) {
    // c first: it bounds the searches b needs.
    const int c = DigitC(node);
    const int b = DigitB(node);
    const std::optional<int> a = DigitAt(node, Digit::kA);
    const std::optional<int> d = DigitAt(node, Digit::kD);
    EYESHAPE_CHECK(a.has_value() && d.has_value());
    return EyeValue{static_cast<std::uint8_t>(*a), static_cast<std::uint8_t>(b),
                    static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(*d)};
  }

  // The value and the vital points of SPEC §5 at `node`.
  Evaluation Evaluate(const Node& node) {
    Evaluation result;
    result.value = ValueAt(node);
    const EyeValue v = result.value;
    VitalPoints& vital = result.vital;
    if (v.b == 2) {  // Case 1: the X moves that reach a.
      if (v.a < 2) {
        for (const ChildMove& m : Moves(node, Side::kAttacker)) {
          if (EyeCountAfter(m, Side::kAttacker) == v.a) vital.attack |= BitOf(m);
        }
      }
    } else if (v.c == 2) {  // Case 2.
      for (const ChildMove& m : Moves(node, Side::kDefender)) {
        if (AliveAfter(m, false, Side::kAttacker)) vital.defense |= BitOf(m);
      }
      for (const ChildMove& m : Moves(node, Side::kAttacker)) {
        if (v.b == 0) {
          if (!AliveAfter(m, true, Side::kDefender)) vital.attack |= BitOf(m);
        } else if (v.a == 0) {
          if (ReachesZeroInCase2(m)) vital.attack |= BitOf(m);
        } else if (!AliveAfter(m, false, Side::kDefender)) {
          vital.attack |= BitOf(m);
        }
      }
    } else if (v.b == 1) {  // Case 3: the moves that made a = 0 and d = 2.
      for (const ChildMove& m : Moves(node, Side::kAttacker)) {
        if (v.a == 0 && ReachesZeroInCase3(m)) vital.attack |= BitOf(m);
      }
      for (const ChildMove& m : Moves(node, Side::kDefender)) {
        if (v.d == 2 && ReachesTwoInCase3(m)) vital.defense |= BitOf(m);
      }
    } else if (v.c == 1) {  // Case 4.
      for (const ChildMove& m : Moves(node, Side::kAttacker)) {
        if (!AliveAfter(m, true, Side::kDefender)) vital.attack |= BitOf(m);
      }
      for (const ChildMove& m : Moves(node, Side::kDefender)) {
        if (v.d == 2 ? ReachesTwoInCase4(m) : AliveAfter(m, true, Side::kAttacker)) {
          vital.defense |= BitOf(m);
        }
      }
    } else if (v.d > 0) {  // Case 5: the O moves that reach d.
      for (const ChildMove& m : Moves(node, Side::kDefender)) {
        if (EyeCountAfter(m, Side::kDefender) == v.d) vital.defense |= BitOf(m);
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
  return impl_->Evaluate(Node{impl_->boards[0].StartPosition(), std::nullopt});
}

Evaluation Solver::ValueWith(VertexSet attackers) {
  const internal::GameBoard& board = impl_->boards[0];
  EYESHAPE_CHECK((attackers & ~board.eyespace().vertices()) == 0);
  EYESHAPE_CHECK((attackers & board.eyespace().marginal) == 0);
  impl_->alive_memo.ReserveEmpty(board.num_vertices() + Impl::kManyValuesMemoBits);
  const Position start = board.StartWith(attackers);
  for (VertexSet rest = attackers; rest != 0;) {
    const VertexSet string = board.Flood(rest & (~rest + 1), attackers);
    rest &= ~string;
    EYESHAPE_CHECK((board.Neighbourhood(string) & board.Empty(start)) != 0);
  }
  return impl_->Evaluate(Node{start, std::nullopt});
}

std::uint64_t Solver::nodes_searched() const { return impl_->nodes; }

PrincipalLine Solver::Line(bool extra_eye, Side to_move) {
  PrincipalLine result;
  result.first = to_move;
  result.extra_eye = extra_eye;
  result.alive = Alive(extra_eye, to_move);
  impl_->PrincipalMoves(extra_eye, to_move, result.alive, result.moves);
  return result;
}

namespace internal {

bool SolveSmallPosition(const SmallPosition& position, const SmallPositionTable& smaller) {
  GameOptions options;
  options.outer_liberties = position.outer_liberties;
  Solver solver(position.eyespace, options);
  solver.impl_->small_positions = smaller;
  return solver.Alive(position.extra_eye,
                      position.attacker_to_move ? Side::kAttacker : Side::kDefender);
}

Evaluation SolveValueWithoutSmallPositions(const Eyespace& eyespace, const GameOptions& options) {
  Solver solver(eyespace, options);
  solver.impl_->small_positions = SmallPositionTable{};
  return solver.Value();
}

}  // namespace internal

Evaluation SolveValue(const Eyespace& eyespace, const GameOptions& options) {
  return Solver(eyespace, options).Value();
}

PatternSolution SolvePattern(const Pattern& pattern, const GameOptions& options, bool explain) {
  EYESHAPE_CHECK(pattern.wildcard == 0);
  PatternSolution solution;
  solution.normalized = Normalize(pattern.eyespace);
  const std::vector<int>& input_vertex = solution.normalized.input_vertex;
  Solver solver(solution.normalized.eyespace, options);
  const Evaluation evaluation = solver.Value();
  solution.value = evaluation.value;
  for (int v = 0; v < solution.normalized.eyespace.num_vertices; ++v) {
    if ((evaluation.vital.attack & VertexBit(v)) != 0) {
      solution.vital.attack |= VertexBit(input_vertex[v]);
    }
    if ((evaluation.vital.defense & VertexBit(v)) != 0) {
      solution.vital.defense |= VertexBit(input_vertex[v]);
    }
  }
  solution.marks.resize(pattern.eyespace.num_vertices);
  for (int v = 0; v < pattern.eyespace.num_vertices; ++v) {
    solution.marks[v] = MarkOf(solution.vital, v);
  }
  if (explain) {
    // E(P, s) = 2 needs only the line without the extra eye; 1 needs both
    // (dead without, alive with); 0 the line with the extra eye.
    for (Side side : {Side::kAttacker, Side::kDefender}) {
      const int eyes = side == Side::kAttacker ? evaluation.value.b : evaluation.value.c;
      if (eyes >= 1) solution.lines.push_back(solver.Line(false, side));
      if (eyes <= 1) solution.lines.push_back(solver.Line(true, side));
    }
    for (PrincipalLine& line : solution.lines) {
      for (LineMove& move : line.moves) {
        if (move.kind == LineMove::Kind::kVertex) move.vertex = input_vertex[move.vertex];
      }
    }
  }
  return solution;
}

}  // namespace eyeshape::solver
