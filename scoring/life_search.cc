// SPDX-License-Identifier: MIT
// File: scoring/life_search.cc
// The zone game of scoring/life_search.h as a proof-number search (df-pn,
// A. Nagai, "Df-pn algorithm for searching AND/OR trees and its
// applications", 2002), with a table of proof and disproof numbers.

#include "scoring/life_search.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "base/hash_map.h"
#include "board/point_set.h"

namespace eyeshape::scoring {
namespace {

using board::Color;
using board::MoveError;
using board::Point;
using board::PointSet;
using board::Position;

constexpr std::uint64_t kOToMoveSalt = 0x9e3779b97f4a7c15ULL;
constexpr std::uint64_t kBannedSalt = 0x165667b19e3779f9ULL;

class ZoneGame {
 public:
  ZoneGame(const Position& position, Point target, const PointSet& zone, int eyes, int node_budget)
      : c_(position.At(target)),
        o_(board::Opponent(c_)),
        target_(target),
        zone_(zone),
        window_(zone.Grown() & position.board_points()),
        eyes_(eyes),
        node_budget_(node_budget),
        max_depth_(2 * zone.size() + 8) {}

  ZoneOutcome Run(const Position& position, bool o_first) {
    const std::uint64_t key = KeyOf(position, o_first, board::kNoPoint);
    while (!out_of_budget_) {
      Mid(position, o_first, board::kNoPoint, key, kInf, kInf, 0);
      const Numbers n = Lookup(key);
      if (n.pn == 0) return ZoneOutcome::kEyes;
      if (n.dn == 0) return ZoneOutcome::kNoEyes;
    }
    return ZoneOutcome::kUnknown;
  }

  int nodes() const { return nodes_; }

 private:
  // The number of regions, up to eyes_, without C stones that lie inside
  // the zone, are bordered by the target's string only and have every empty
  // point a liberty of it (Benson's vital regions of that string).
  int CountEyes(const Position& position) const {
    if (position.At(target_) != c_) return 0;
    const PointSet own = position.Points(c_);
    const PointSet not_own = position.board_points() - own;
    const PointSet string = position.StringAt(target_);
    const PointSet empty = position.EmptyPoints();
    int found = 0;
    board::ForEachComponent(zone_ & not_own, not_own & window_, [&](const PointSet& region) {
      if (found >= eyes_ || !(region - zone_).empty()) return;
      if (!((position.Neighbours(region) & own) - string).empty()) return;
      const PointSet region_empty = region & empty;
      if (region_empty.empty() || !(region_empty - string.Grown()).empty()) return;
      ++found;
    });
    return found;
  }

  // True iff the string `string` of `color` may have liberties outside the
  // zone that the game does not see: a point next to it outside the zone
  // without a C stone (for an O string, also a stone of it outside).
  bool Reaches(const Position& position, const PointSet& string, Color color) const {
    const PointSet outside = position.Neighbours(string) - zone_;
    if (color == c_) return !(outside - position.Points(c_)).empty();
    return !(string - zone_).empty() || !(outside - position.Points(c_)).empty();
  }

  // The liberties in the zone a C string reaching outside it must keep when
  // O is to move: one for the target's string when another zone keeps it
  // one more (so O's move in one zone never takes its last liberty), two
  // for any other string (so no single O move takes its last one).
  int Needed(const PointSet& string) const {
    return string.Contains(target_) && eyes_ == 1 ? 1 : 2;
  }

  // True iff some C string in or next to the zone that reaches outside it
  // has fewer liberties in the zone than Needed, or the target is captured.
  bool CIsShort(const Position& position) const {
    if (position.At(target_) != c_) return true;
    const PointSet own = position.Points(c_);
    bool shorted = false;
    position.ForEachString(own & window_, [&](const PointSet& string) {
      if (shorted || !Reaches(position, string, c_)) return;
      if ((position.Liberties(string) & zone_).size() < Needed(string)) shorted = true;
    });
    return shorted;
  }

  // The position's hash covers the stones and the ko point; a pass lifts
  // the ko, so whether the last move was a pass needs no key of its own.
  std::uint64_t KeyOf(const Position& position, bool o_to_move, Point banned) const {
    std::uint64_t key = position.hash() ^ (o_to_move ? kOToMoveSalt : 0);
    if (banned >= 0) key ^= kBannedSalt * static_cast<std::uint64_t>(banned + 1);
    return key;
  }

  static constexpr std::uint32_t kInf = 100000000;

  // A node's proof number (leaves still to prove for C) and disproof
  // number (for O). Every O move is read: no relevance zone prunes any (a
  // version that answered far-away O moves as the pass searched as many
  // nodes on the zones of docs/scoring.md, so the proof keeps no such rule
  // to trust).
  struct Numbers {
    std::uint32_t pn = 1;
    std::uint32_t dn = 1;
  };

  struct Child {
    Position position;
    std::uint64_t key;
    Point move;     // kPass for O's pass
    Point banned;   // a C child's banned point
    bool repeated;  // on the line already: a loss for C
  };

  Numbers Lookup(std::uint64_t key) const {
    if (auto it = numbers_.find(key); it != numbers_.end()) return it->second;
    return Numbers{};
  }

  Numbers ChildNumbers(const Child& child) const {
    if (child.repeated) return Numbers{kInf, 0};
    return Lookup(child.key);
  }

  // The 1 + epsilon trick (Pawlewicz and Lew, 2007): a child is searched
  // until its number passes the second best by a quarter, not by one, so
  // the search switches between children far less often.
  static std::uint32_t Grow(std::uint32_t second) {
    if (second >= kInf) return kInf;
    return static_cast<std::uint32_t>(std::max<std::uint64_t>(second + 1, second + second / 4 + 1));
  }

  static std::uint32_t Add(std::uint32_t a, std::uint32_t b) {
    return static_cast<std::uint32_t>(std::min<std::uint64_t>(std::uint64_t{a} + b, kInf));
  }

  // O's pass, then every move in the zone, any ko retaken at once.
  void GenerateO(const Position& position, std::vector<Child>* children) {
    const PointSet own = position.Points(c_);
    const PointSet theirs = position.Points(o_);
    {
      Position child = position;
      child.Play(o_, board::kPass);
      children->push_back(
          {child, KeyOf(child, false, board::kNoPoint), board::kPass, board::kNoPoint, false});
    }
    const PointSet pressure = (own & window_).Grown();
    const PointSet empty_in_zone = position.EmptyPoints() & zone_;
    std::vector<Point> moves;
    (empty_in_zone & pressure).ForEach([&](Point p) { moves.push_back(p); });
    (empty_in_zone - pressure).ForEach([&](Point p) { moves.push_back(p); });
    for (const Point p : moves) {
      Position child = position;
      const MoveError error = child.PlayIgnoringKo(o_, p);
      if (error == MoveError::kSuicide) {
        // Legal on the board if the string's liberties outside the zone may
        // have grown: the stone stands, captured by nothing (C may not take
        // the last liberty in the zone of a string reaching outside).
        const PointSet o_string = board::FloodFill(PointSet::Of(p), theirs | PointSet::Of(p));
        if (!Reaches(position, o_string, o_)) continue;
        child = position;
        child.Place(p, o_);
      } else if (error != MoveError::kNone) {
        continue;
      }
      const PointSet lost = own - child.Points(c_);
      const Point banned = lost.size() == 1 ? lost.First() : board::kNoPoint;
      children->push_back({child, KeyOf(child, false, banned), p, banned, false});
    }
  }

  // C's moves in the zone, next to the target's string first. C never
  // passes (O would pass too and end the game without the eyes), never
  // retakes at once a stone that has just captured one of its own stones
  // (`banned`: on the board that may be a ko), never takes the last liberty
  // in the zone of an O string reaching outside it (on the board it may
  // have no other and be captured where the game sees none), and never
  // leaves a string of its own reaching outside with fewer than Needed
  // liberties in the zone.
  void GenerateC(const Position& position, Point banned, std::vector<Child>* children) {
    const PointSet theirs = position.Points(o_);
    const PointSet candidates = position.EmptyPoints() & zone_;
    const PointSet connected = position.Neighbours(position.StringAt(target_));
    std::vector<Point> moves;
    (candidates & connected).ForEach([&](Point p) { moves.push_back(p); });
    (candidates - connected).ForEach([&](Point p) { moves.push_back(p); });
    for (const Point p : moves) {
      if (p == banned) continue;
      bool forbidden = false;
      (position.Neighbours(PointSet::Of(p)) & theirs).ForEach([&](Point q) {
        if (forbidden) return;
        const PointSet string = position.StringAt(q);
        if (!Reaches(position, string, o_)) return;
        if (((position.Liberties(string) & zone_) - PointSet::Of(p)).empty()) forbidden = true;
      });
      if (forbidden) continue;
      Position child = position;
      if (child.Play(c_, p) != MoveError::kNone) continue;
      const PointSet string = child.StringAt(p);
      if (Reaches(child, string, c_) && (child.Liberties(string) & zone_).size() < Needed(string)) {
        continue;
      }
      children->push_back({child, KeyOf(child, true, board::kNoPoint), p, board::kNoPoint, false});
    }
  }

  // The numbers of an O node (every child must be proved) and of a C node
  // (one must be).
  Numbers AndNumbers(const std::vector<Child>& children) const {
    Numbers out{0, kInf};
    for (const Child& child : children) {
      const Numbers n = ChildNumbers(child);
      out.pn = Add(out.pn, n.pn);
      out.dn = std::min(out.dn, n.dn);
    }
    return out;
  }

  Numbers OrNumbers(const std::vector<Child>& children) const {
    Numbers out{kInf, 0};
    for (const Child& child : children) {
      const Numbers n = ChildNumbers(child);
      out.dn = Add(out.dn, n.dn);
      out.pn = std::min(out.pn, n.pn);
    }
    return out;
  }

  // Searches the node until its proof number reaches thpn or its disproof
  // number thdn (Nagai's MID), and stores its numbers. The eyes end the
  // game (a win); a C string short of liberties, a position already on the
  // line and the depth limit are losses for C (a loss is never a proof, so
  // they can only hide one).
  void Mid(const Position& position, bool o_to_move, Point banned, std::uint64_t key,
           std::uint32_t thpn, std::uint32_t thdn, int depth) {
    if (++nodes_ > node_budget_) out_of_budget_ = true;
    if (out_of_budget_) return;
    if (CountEyes(position) >= eyes_) {
      numbers_[key] = Numbers{0, kInf};
      return;
    }
    if ((o_to_move && CIsShort(position)) || depth >= max_depth_) {
      numbers_[key] = Numbers{kInf, 0};
      return;
    }
    const std::uint64_t board_key = position.hash() ^ (o_to_move ? kOToMoveSalt : 0);
    path_.push_back(board_key);
    std::vector<Child> children;
    if (o_to_move) {
      GenerateO(position, &children);
    } else {
      GenerateC(position, banned, &children);
    }
    for (Child& child : children) {
      const std::uint64_t child_board = child.position.hash() ^ (o_to_move ? 0 : kOToMoveSalt);
      child.repeated = std::find(path_.begin(), path_.end(), child_board) != path_.end();
    }
    Numbers n;
    while (true) {
      n = o_to_move ? AndNumbers(children) : OrNumbers(children);
      if (n.pn >= thpn || n.dn >= thdn || out_of_budget_) break;
      // The child to expand: the smallest disproof number at O's node, proof
      // number at C's, and the second smallest for its threshold.
      const auto number = [&](const Numbers& c) { return o_to_move ? c.dn : c.pn; };
      int best = -1;
      std::uint32_t best_number = kInf + 1;
      std::uint32_t second = kInf;
      for (int i = 0; i < static_cast<int>(children.size()); ++i) {
        const std::uint32_t c = number(ChildNumbers(children[i]));
        if (c < best_number) {
          second = best_number;
          best_number = c;
          best = i;
        } else if (c < second) {
          second = c;
        }
      }
      const Numbers c = ChildNumbers(children[best]);
      const auto rest = [](std::uint32_t threshold, std::uint32_t node, std::uint32_t child) {
        return static_cast<std::uint32_t>(
            std::min<std::uint64_t>(std::uint64_t{threshold} - node + child, kInf));
      };
      const std::uint32_t child_thpn =
          o_to_move ? rest(thpn, n.pn, c.pn) : std::min<std::uint32_t>(thpn, Grow(second));
      const std::uint32_t child_thdn =
          o_to_move ? std::min<std::uint32_t>(thdn, Grow(second)) : rest(thdn, n.dn, c.dn);
      const Child& child = children[best];
      Mid(child.position, !o_to_move, child.banned, child.key, child_thpn, child_thdn, depth + 1);
    }
    path_.pop_back();
    if (!out_of_budget_) numbers_[key] = n;
  }

  Color c_;
  Color o_;
  Point target_;
  PointSet zone_;
  PointSet window_;
  int eyes_;
  int node_budget_;
  int max_depth_;
  int nodes_ = 0;
  bool out_of_budget_ = false;
  std::vector<std::uint64_t> path_;
  HashMap<std::uint64_t, Numbers> numbers_;
};

}  // namespace

ZoneOutcome ReadEyesInZone(const Position& position, Point target, const PointSet& zone, int eyes,
                           Mover first, int node_budget, int* nodes) {
  ZoneGame game(position, target, zone, eyes, node_budget);
  const ZoneOutcome outcome = game.Run(position, first == Mover::kOpponent);
  if (nodes != nullptr) *nodes = game.nodes();
  return outcome;
}

namespace {

// The two sides of `region` cut by each column, then each row, of its
// bounding box, the middle ones first; both sides non-empty.
std::vector<std::pair<PointSet, PointSet>> Cuts(const PointSet& region) {
  int x0 = board::kStride;
  int x1 = -1;
  int y0 = board::kStride;
  int y1 = -1;
  region.ForEach([&](Point p) {
    x0 = std::min(x0, board::ColumnOf(p));
    x1 = std::max(x1, board::ColumnOf(p));
    y0 = std::min(y0, board::RowOf(p));
    y1 = std::max(y1, board::RowOf(p));
  });
  std::vector<std::pair<PointSet, PointSet>> out;
  for (const bool by_column : {true, false}) {
    const int low = by_column ? x0 : y0;
    const int high = by_column ? x1 : y1;
    std::vector<int> lines;
    for (int line = low + 1; line < high; ++line) lines.push_back(line);
    const int middle = (low + high) / 2;
    std::stable_sort(lines.begin(), lines.end(),
                     [&](int a, int b) { return std::abs(a - middle) < std::abs(b - middle); });
    for (const int line : lines) {
      PointSet before;
      PointSet after;
      region.ForEach([&](Point p) {
        const int at = by_column ? board::ColumnOf(p) : board::RowOf(p);
        if (at < line) before.Insert(p);
        if (at > line) after.Insert(p);
      });
      if (!before.empty() && !after.empty()) out.emplace_back(before, after);
    }
  }
  return out;
}

}  // namespace

ZoneLife ProveLifeByZones(const Position& position, Point target, const ZoneLifeOptions& options) {
  ZoneLife life;
  const Color c = position.At(target);
  if (c == Color::kEmpty) return life;
  const PointSet string = position.StringAt(target);
  const PointSet theirs = position.Points(board::Opponent(c));
  const PointSet empty = position.EmptyPoints();
  std::vector<PointSet> regions;
  board::ForEachComponent(position.Neighbours(string) & empty, empty, [&](const PointSet& region) {
    if (!position.Neighbours(region).Intersects(theirs) && !region.Intersects(options.taken)) {
      regions.push_back(region);
    }
  });
  std::stable_sort(regions.begin(), regions.end(),
                   [](const PointSet& a, const PointSet& b) { return a.size() < b.size(); });
  int eyes = 0;
  std::string reason;
  const auto play = [&](const PointSet& zone, int wanted, Mover first) {
    const int budget = std::min(options.node_budget, options.total_nodes - life.nodes);
    if (budget <= 0) return false;
    int nodes = 0;
    const ZoneOutcome outcome =
        ReadEyesInZone(position, target, zone, wanted, first, budget, &nodes);
    life.nodes += nodes;
    return outcome == ZoneOutcome::kEyes;
  };
  const auto add = [&](int count, const std::string& how, const PointSet& zone) {
    eyes += count;
    life.zones |= zone;
    if (!reason.empty()) reason += "; ";
    reason += how;
  };
  for (const PointSet& region : regions) {
    if (eyes >= 2) break;
    const std::string where = board::VertexList(position, region);
    if (static_cast<int>(region.size()) <= options.max_region) {
      if (play(region, 2, Mover::kOpponent)) {
        add(2, "two eyes in " + where, region);
        continue;
      }
      if (play(region, 1, Mover::kOpponent)) {
        add(1, "an eye in " + where, region);
        continue;
      }
    }
    if (static_cast<int>(region.size()) > options.max_cut_region) continue;
    for (const auto& [before, after] : Cuts(region)) {
      if (life.nodes >= options.total_nodes) break;
      if (play(before, 1, Mover::kOwner) && play(after, 1, Mover::kOwner)) {
        add(1,
            "an eye by miai in " + board::VertexList(position, before) + " or " +
                board::VertexList(position, after),
            before | after);
        break;
      }
    }
  }
  if (eyes < 2) return life;
  life.alive = true;
  life.reason =
      "alive, proved by zone searches (" + std::string(board::ColorName(c)) +
      " answering in the zone the other side plays in, every ko to the other side): " + reason;
  return life;
}

}  // namespace eyeshape::scoring
