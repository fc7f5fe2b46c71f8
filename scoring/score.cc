// SPDX-License-Identifier: MIT
// File: scoring/score.cc
// Score(): dead stones removed, regions, groups and their exact eye counts,
// clusters of weak groups decided by the local search (or, when it cannot
// decide, by playouts), the dame game with its false eyes, territory and the
// score. The steps follow the file comment of score.h; docs/scoring.md
// gives each rule's source.

#include "scoring/score.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <optional>
#include <utility>

#include "board/ascii_board.h"
#include "board/benson.h"
#include "scoring/enclosed_string.h"
#include "scoring/fallback.h"
#include "scoring/life_search.h"
#include "scoring/local_search.h"
#include "scoring/playouts.h"

namespace eyeshape::scoring {
namespace {

using board::Color;
using board::Point;
using board::PointSet;
using board::Position;

// Playouts behind a seki the local search could not decide, and behind the
// owners of open ground.
constexpr int kSekiPlayouts = 256;
constexpr std::array<Color, 2> kColors = {Color::kBlack, Color::kWhite};
// The zone searches behind the note on stones marked dead but alive: nodes
// for all the marked strings together.
constexpr int kZoneNoteNodes = 200000;

std::vector<Point> Sorted(const PointSet& s) {
  std::vector<Point> out;
  s.ForEach([&](Point p) { out.push_back(p); });
  return out;
}

// A small union-find over indices.
class UnionFind {
 public:
  explicit UnionFind(int n) : parent_(n) { std::iota(parent_.begin(), parent_.end(), 0); }
  int Find(int i) {
    while (parent_[i] != i) i = parent_[i] = parent_[parent_[i]];
    return i;
  }
  void Join(int a, int b) { parent_[Find(a)] = Find(b); }

 private:
  std::vector<int> parent_;
};

// An empty region and who borders it.
struct Region {
  PointSet points;
  Color owner = Color::kEmpty;  // kEmpty: neutral (both colours, or none)
  bool open = false;            // neutral with a point beside no stone (SettleOpenBorders)
};

struct StringInfo {
  PointSet stones;
  Color color = Color::kEmpty;
  int group = -1;
};

struct Group {
  Color color = Color::kEmpty;
  std::vector<int> strings;
  std::vector<int> regions;    // controlled regions it borders
  std::vector<int> eyespaces;  // AnalyzeEyes spaces over those regions
  board::EyeCount eyes;
  bool safe = false;
  bool seki = false;
  int cluster = -1;
};

// One cluster's decision.
struct ClusterDecision {
  bool decided = false;  // by the search (else by playouts)
  PointSet seki_liberties;
  PointSet seki_strings;         // original stones in seki
  Position filled;               // the position after the search's fills
  std::string undecided_reason;  // why the search could not decide
};

class Scorer {
 public:
  Scorer(const Position& position, const PointSet& dead, const ScoreOptions& options)
      : original_(position), dead_(dead), options_(options), position_(position) {}
  ScoreResult Run();

 private:
  void RemoveDead();
  void FindStringsAndRegions();
  void SettleOpenBorders();
  const Ownership& Playouts();
  void FindGroups();
  void FindClusters();
  void DecideCluster(int cluster);
  // One greedy fill of the cluster's neutral points: each point, in the given
  // order, by the first colour (in `colours` order) that can fill it without
  // the opponent then capturing. Returns false when a search was unknown.
  bool Fill(const PointSet& area, const std::vector<Point>& order,
            const std::array<Color, 2>& colours, std::array<PointSet, 2> protected_stones,
            Position* filled);
  PointSet SekiLibertiesOf(const Position& filled, const PointSet& neutral) const;
  PointSet SekiStringsOf(const Position& filled, const PointSet& liberties,
                         const PointSet& weak_stones) const;
  void RefuteSekiByExactGame(ClusterDecision& decision);
  // What one dame game leaves: its fills, its false eyes, the dame left
  // open and each colour's open ground after it.
  struct DameOutcome {
    std::array<PointSet, 2> filled_dame;
    PointSet false_eyes;
    PointSet dame;
    std::array<PointSet, 2> open_ground;
  };
  // The dame game with the candidates of each step taken in `order`.
  DameOutcome PlayDameInOrder(const std::vector<Point>& order) const;
  void PlayDame();
  void Count();

  const Position& original_;
  PointSet dead_;
  ScoreOptions options_;
  Position position_;  // dead stones removed
  board::EyeAnalysis eyes_;
  std::vector<StringInfo> strings_;
  std::vector<int> string_at_;  // by point index, -1 for none
  std::vector<Region> regions_;
  std::vector<int> region_at_;
  std::vector<Group> groups_;
  std::vector<PointSet> cluster_area_;
  std::vector<PointSet> cluster_neutral_;
  std::vector<std::vector<int>> cluster_groups_;
  std::vector<ClusterDecision> decisions_;
  PointSet seki_liberties_;
  std::optional<Ownership> ownership_;  // playouts on position_ (Playouts())
  // The points of open regions, and those the playouts give to Black ([0])
  // and White.
  PointSet open_regions_;
  std::array<PointSet, 2> open_ground_;
  ScoreResult result_;
};

void Scorer::RemoveDead() {
  // Stones marked dead that cannot be captured at all (Benson's test), or
  // not while their owner answers (the zone searches of life_search.h):
  // the count follows the marks, and a note says they are alive.
  PointSet unconditional;
  for (Color c : kColors) {
    const PointSet wrongly = dead_ & board::FindUnconditionalLife(original_, c).alive;
    unconditional |= wrongly;
    if (wrongly.empty()) continue;
    result_.notes.push_back("marked dead but unconditionally alive (Benson's algorithm): " +
                            board::VertexList(original_, wrongly) + "; counted as marked");
  }
  // The zone searches get kZoneNoteNodes nodes for all the strings together,
  // so that many stones marked dead cannot make the count slow.
  PointSet seen = unconditional;
  int nodes_left = kZoneNoteNodes;
  dead_.ForEach([&](Point p) {
    if (seen.Contains(p) || nodes_left <= 0) return;
    const PointSet string = original_.StringAt(p);
    seen |= string;
    ZoneLifeOptions zone_options;
    zone_options.total_nodes = std::min(zone_options.total_nodes, nodes_left);
    const ZoneLife life = ProveLifeByZones(original_, p, zone_options);
    nodes_left -= life.nodes;
    if (!life.alive) return;
    result_.notes.push_back("marked dead but " + life.reason + ": " +
                            board::VertexList(original_, string) + "; counted as marked");
  });
  dead_.ForEach([&](Point p) {
    const Color c = original_.At(p);
    ++result_.prisoners[board::PlayerIndex(board::Opponent(c))];
    position_.Place(p, Color::kEmpty);
  });
  for (Color c : kColors) result_.prisoners[board::PlayerIndex(c)] += original_.captures_by(c);
}

void Scorer::FindStringsAndRegions() {
  string_at_.assign(board::kNumPointIndices, -1);
  region_at_.assign(board::kNumPointIndices, -1);
  position_.board_points().ForEach([&](Point p) {
    const Color c = position_.At(p);
    if (c != Color::kEmpty) {
      if (string_at_[p] >= 0) return;
      StringInfo info;
      info.stones = position_.StringAt(p);
      info.color = c;
      const int index = static_cast<int>(strings_.size());
      info.stones.ForEach([&](Point q) { string_at_[q] = index; });
      strings_.push_back(info);
      return;
    }
    if (region_at_[p] >= 0) return;
    Region region;
    region.points = board::FloodFill(PointSet::Of(p), position_.EmptyPoints());
    const PointSet border = position_.Neighbours(region.points);
    const bool black = border.Intersects(position_.Points(Color::kBlack));
    const bool white = border.Intersects(position_.Points(Color::kWhite));
    region.owner = black && !white   ? Color::kBlack
                   : white && !black ? Color::kWhite
                                     : Color::kEmpty;
    const int index = static_cast<int>(regions_.size());
    region.points.ForEach([&](Point q) { region_at_[q] = index; });
    regions_.push_back(region);
  });
}

// The playouts on the position without its dead stones, made once, when
// something needs them.
const Ownership& Scorer::Playouts() {
  if (!ownership_) {
    OwnershipOptions playouts;
    playouts.playouts = kSekiPlayouts;
    ownership_ = EstimateOwnership(position_, playouts);
  }
  return *ownership_;
}

// A neutral region with a point that no stone touches is open ground
// between the colours, not dame: the border there is not closed, and its
// points go to whoever closes it. (Dame, and a seki's shared liberties, are
// points beside stones of both colours.) Who that is, is what the playouts
// estimate: a point of the region beside stones of one colour at most goes
// to the colour that owns it at the end of more than half of them (the way
// @sabaki/deadstones and GNU Go's aftermath play such a position out); the
// points beside both colours, and those neither colour owns that often, are
// left to the dame game. Counting the whole region as dame instead would
// give neither side its territory behind an unclosed gap. The note says
// where, and the result is an estimate.
void Scorer::SettleOpenBorders() {
  const PointSet beside_black = position_.Neighbours(position_.Points(Color::kBlack));
  const PointSet beside_white = position_.Neighbours(position_.Points(Color::kWhite));
  const PointSet touched = beside_black | beside_white;
  for (Region& region : regions_) {
    if (region.owner != Color::kEmpty) continue;
    const PointSet untouched = region.points - touched;
    if (untouched.empty()) continue;
    region.open = true;
    open_regions_ |= region.points;
    const Ownership& owned = Playouts();
    std::array<PointSet, 2> given;
    (region.points - (beside_black & beside_white)).ForEach([&](Point p) {
      for (Color c : kColors) {
        if (owned.Share(c, p) > 0.5F) given[board::PlayerIndex(c)].Insert(p);
      }
    });
    for (Color c : kColors) open_ground_[board::PlayerIndex(c)] |= given[board::PlayerIndex(c)];
    result_.estimated_points |= region.points;
    const std::string line =
        "not finished: the border is not closed around " + position_.GtpVertex(untouched.First()) +
        " (a neutral region of " + std::to_string(region.points.size()) + " points, " +
        std::to_string(untouched.size()) + " of them beside no stone); by " +
        std::to_string(owned.playouts) + " playouts " + std::to_string(given[0].size()) +
        " of them are black's, " + std::to_string(given[1].size()) + " white's, the rest dame";
    result_.notes.push_back(line);
    result_.estimates.push_back(line);
    result_.certainty = Certainty::kEstimated;
  }
}

void Scorer::FindGroups() {
  eyes_ = board::AnalyzeEyes(position_, options_.eyes);
  UnionFind sets(static_cast<int>(strings_.size()));
  for (const Region& region : regions_) {
    if (region.owner == Color::kEmpty) continue;
    int first = -1;
    position_.Neighbours(region.points).ForEach([&](Point q) {
      if (first < 0) first = string_at_[q];
      sets.Join(string_at_[q], first);
    });
  }
  std::vector<int> group_of_root(strings_.size(), -1);
  for (int s = 0; s < static_cast<int>(strings_.size()); ++s) {
    const int root = sets.Find(s);
    if (group_of_root[root] < 0) {
      group_of_root[root] = static_cast<int>(groups_.size());
      Group group;
      group.color = strings_[s].color;
      groups_.push_back(group);
    }
    strings_[s].group = group_of_root[root];
    groups_[strings_[s].group].strings.push_back(s);
  }
  for (int r = 0; r < static_cast<int>(regions_.size()); ++r) {
    const Region& region = regions_[r];
    if (region.owner == Color::kEmpty) continue;
    const Point border = position_.Neighbours(region.points).First();
    groups_[strings_[string_at_[border]].group].regions.push_back(r);
  }
  // Eye counts: the exact values of the eye spaces over the group's regions;
  // a region no eye space covers is counted by the seed's boundary-length
  // table (fallback), a space too large to solve as two eyes (assumed).
  for (Group& group : groups_) {
    board::EyeCount sum;
    for (int r : group.regions) {
      const Region& region = regions_[r];
      bool covered = true;
      region.points.ForEach([&](Point p) {
        const int space = eyes_.EyeSpaceAt(group.color, p);
        if (space < 0) {
          covered = false;
        } else if (std::find(group.eyespaces.begin(), group.eyespaces.end(), space) ==
                   group.eyespaces.end()) {
          group.eyespaces.push_back(space);
        }
      });
      if (!covered) {
        const double count = BoundaryLengthEyes(position_, region.points);
        const int whole = count >= 2 ? 2 : 1;
        const int half = count > 1 && count < 2 ? 2 : whole;
        sum = board::AddEyeCounts(sum, board::EyeCount{whole, whole, half, half});
        result_.estimated_points |= region.points;
      }
    }
    // A space without a value counts as two eyes (board::CountOf says why).
    for (int space_index : group.eyespaces) {
      sum = board::AddEyeCounts(sum, board::CountOf(eyes_.eyespaces[space_index]));
    }
    group.eyes = sum;
    group.safe = sum.b >= 2;
  }
}

void Scorer::FindClusters() {
  // Nodes: groups, then regions. Weak groups join the neutral regions they
  // touch; a cluster is a component with a weak group.
  const int num_groups = static_cast<int>(groups_.size());
  UnionFind sets(num_groups + static_cast<int>(regions_.size()));
  // Open ground (SettleOpenBorders) is no seki's liberty: it joins nothing.
  for (int r = 0; r < static_cast<int>(regions_.size()); ++r) {
    if (regions_[r].owner != Color::kEmpty || regions_[r].open) continue;
    position_.Neighbours(regions_[r].points).ForEach([&](Point q) {
      const int g = strings_[string_at_[q]].group;
      if (!groups_[g].safe) sets.Join(g, num_groups + r);
    });
  }
  std::vector<int> cluster_of_root(num_groups + regions_.size(), -1);
  for (int g = 0; g < num_groups; ++g) {
    if (groups_[g].safe) continue;
    const int root = sets.Find(g);
    if (cluster_of_root[root] < 0) {
      cluster_of_root[root] = static_cast<int>(cluster_area_.size());
      cluster_area_.emplace_back();
      cluster_neutral_.emplace_back();
      cluster_groups_.emplace_back();
    }
    const int c = cluster_of_root[root];
    groups_[g].cluster = c;
    cluster_groups_[c].push_back(g);
    for (int s : groups_[g].strings) cluster_area_[c] |= strings_[s].stones;
    for (int r : groups_[g].regions) cluster_area_[c] |= regions_[r].points;
  }
  for (int r = 0; r < static_cast<int>(regions_.size()); ++r) {
    if (regions_[r].owner != Color::kEmpty || regions_[r].open) continue;
    const int root = sets.Find(num_groups + static_cast<int>(r));
    const int c = cluster_of_root[root];
    if (c < 0) continue;
    cluster_area_[c] |= regions_[r].points;
    cluster_neutral_[c] |= regions_[r].points;
  }
}

bool Scorer::Fill(const PointSet& area, const std::vector<Point>& order,
                  const std::array<Color, 2>& colours, std::array<PointSet, 2> protected_stones,
                  Position* filled) {
  bool all_known = true;
  bool changed = true;
  while (changed) {
    changed = false;
    for (Point p : order) {
      if (filled->At(p) != Color::kEmpty) continue;
      for (Color c : colours) {
        if (filled->CheckMove(c, p) != board::MoveError::kNone) continue;
        Position child = *filled;
        child.Play(c, p);
        const Color opponent = board::Opponent(c);
        // A fill that captures is not a fill (the search found no capture,
        // so this happens only for stones outside the protected ones).
        if (!(protected_stones[board::PlayerIndex(opponent)] - child.Points(opponent)).empty())
          continue;
        std::array<PointSet, 2> grown = protected_stones;
        grown[board::PlayerIndex(c)] |= child.StringAt(p);
        LocalSearch search(area, grown, {.node_budget = options_.node_budget});
        const SearchOutcome outcome = search.CanCapture(child, opponent);
        if (outcome == SearchOutcome::kUnknown) all_known = false;
        if (outcome != SearchOutcome::kLoss) continue;
        *filled = child;
        protected_stones = grown;
        changed = true;
        break;
      }
    }
  }
  return all_known;
}

PointSet Scorer::SekiLibertiesOf(const Position& filled, const PointSet& neutral) const {
  PointSet liberties;
  (neutral & filled.EmptyPoints()).ForEach([&](Point p) {
    const PointSet around = filled.Neighbours(PointSet::Of(p));
    if (around.Intersects(filled.Points(Color::kBlack)) &&
        around.Intersects(filled.Points(Color::kWhite))) {
      liberties.Insert(p);
    }
  });
  return liberties;
}

PointSet Scorer::SekiStringsOf(const Position& filled, const PointSet& liberties,
                               const PointSet& weak_stones) const {
  PointSet seki;
  (filled.Neighbours(liberties) & (filled.Points(Color::kBlack) | filled.Points(Color::kWhite)))
      .ForEach([&](Point q) { seki |= filled.StringAt(q) & weak_stones; });
  // Whole groups: a group is one by its shared eyes.
  PointSet whole;
  seki.ForEach([&](Point q) {
    for (int s : groups_[strings_[string_at_[q]].group].strings) whole |= strings_[s].stones;
  });
  return whole;
}

void Scorer::DecideCluster(int cluster) {
  ClusterDecision& decision = decisions_[cluster];
  const PointSet& area = cluster_area_[cluster];
  const PointSet& neutral = cluster_neutral_[cluster];
  std::array<PointSet, 2> protected_stones;
  for (int g : cluster_groups_[cluster]) {
    for (int s : groups_[g].strings)
      protected_stones[board::PlayerIndex(groups_[g].color)] |= strings_[s].stones;
  }
  const PointSet weak = protected_stones[0] | protected_stones[1];
  const Point anchor = weak.First();
  const std::string where = "the groups at " + position_.GtpVertex(anchor);
  LocalSearch search(area, protected_stones, {.node_budget = options_.node_budget});
  for (Color attacker : kColors) {
    const SearchOutcome outcome = search.CanCapture(position_, attacker);
    if (outcome == SearchOutcome::kWin) {
      decision.undecided_reason = std::string(board::ColorName(attacker)) + " moving first (at " +
                                  position_.GtpVertex(search.first_move()) +
                                  ") captures stones of " + where +
                                  ": the game is not finished, or they are dead";
      return;
    }
    if (outcome == SearchOutcome::kUnknown) {
      decision.undecided_reason = "the local search ran out of its node budget (" +
                                  std::to_string(options_.node_budget) + ") on " + where;
      return;
    }
  }
  std::vector<Point> order = Sorted(neutral);
  Position forward = position_;
  const bool known_forward =
      Fill(area, order, {Color::kBlack, Color::kWhite}, protected_stones, &forward);
  std::reverse(order.begin(), order.end());
  Position backward = position_;
  const bool known_backward =
      Fill(area, order, {Color::kWhite, Color::kBlack}, protected_stones, &backward);
  if (!known_forward || !known_backward) {
    decision.undecided_reason =
        "the local search ran out of its node budget filling the shared "
        "liberties of " +
        where;
    return;
  }
  // Which neutral points stay empty may depend on the order (two shared
  // liberties of a seki: either one is filled first); which stones end in
  // seki must not.
  const PointSet seki = SekiStringsOf(forward, SekiLibertiesOf(forward, neutral), weak);
  if (seki != SekiStringsOf(backward, SekiLibertiesOf(backward, neutral), weak)) {
    decision.undecided_reason =
        "which stones end in seki depends on the order of play around " + where;
    return;
  }
  // The shared liberties reported are every neutral point next to the stones
  // in seki (none of them is territory).
  const PointSet liberties = position_.Neighbours(seki) & neutral;
  decision.decided = true;
  decision.seki_liberties = liberties;
  decision.seki_strings = seki;
  decision.filled = forward;
}

// A seki the local capture search found is no seki when one of its strings
// encloses a small region alone and the exact local game captures it even
// when it moves first (enclosed_string.h): the other side throws stones in
// and kills the shape left after the capture, a line the search does not
// read. The strings stay as the caller marked them (alive); a note says
// they are dead.
void Scorer::RefuteSekiByExactGame(ClusterDecision& decision) {
  if (decision.seki_strings.empty()) return;
  PointSet safe;
  for (const Group& group : groups_) {
    if (!group.safe) continue;
    for (int s : group.strings) safe |= strings_[s].stones;
  }
  bool refuted = false;
  position_.ForEachString(decision.seki_strings, [&](const PointSet& string) {
    const EnclosedVerdict verdict =
        JudgeEnclosedString(position_, (string & decision.seki_strings).First(), safe);
    if (!verdict.applies || !verdict.dies) return;
    refuted = true;
    result_.notes.push_back("not seki: " + verdict.reason +
                            "; it is not marked dead, so it is counted as alive");
  });
  if (!refuted) return;
  decision.seki_strings = PointSet();
  decision.seki_liberties = PointSet();
}

// The dame game: the neutral points nobody is stuck with (not seki
// liberties) are filled as players fill them at the end of a game, from the
// side to move, alternately. On its turn a player (1) answers an atari on
// one of its strings (connecting at the liberty: a point of its own territory
// filled this way is a false eye, not territory under Japanese rules), else
// (2) fills a dame that the opponent could fill to leave one of its strings
// in atari (a forced connection, made before the opponent can force it),
// else (3) fills a dame whose fill puts an opponent string in atari (the
// opponent must answer), else (4) fills any dame it can fill without putting
// its own string in atari; with none, it passes, and two passes end the game.
// A fill never captures (a capture there would mean the game was not over).
Scorer::DameOutcome Scorer::PlayDameInOrder(const std::vector<Point>& order) const {
  DameOutcome out;
  out.open_ground = open_ground_;
  Position work = position_;
  PointSet neutral;
  for (const Region& region : regions_) {
    if (region.owner == Color::kEmpty) neutral |= region.points;
  }
  PointSet open =
      (neutral & work.EmptyPoints()) - seki_liberties_ - open_ground_[0] - open_ground_[1];
  const PointSet frozen = result_.seki_stones;
  // The liberties of the string at `p` in `position`.
  auto liberties = [](const Position& position, Point p) {
    return position.Liberties(position.StringAt(p));
  };
  // True iff `mover` can put a stone on `p` without capturing and without
  // leaving the new string in atari.
  auto safe_fill = [&](const Position& position, Color mover, Point p) {
    if (position.CheckMove(mover, p) != board::MoveError::kNone) return false;
    Position child = position;
    child.Play(mover, p);
    const Color other = board::Opponent(mover);
    if (child.Points(other).size() != position.Points(other).size()) return false;  // a capture
    return liberties(child, p).size() >= 2;
  };
  // Whether a string of `colour` (not in seki) is in atari in `position`.
  auto any_in_atari = [&](const Position& position, Color colour) {
    bool found = false;
    const PointSet stones = position.Points(colour) - frozen;
    position.ForEachString(stones, [&](const PointSet& string) {
      found = found || position.Liberties(string).size() == 1;
    });
    return found;
  };
  Color mover = original_.to_move() == Color::kEmpty ? Color::kBlack : original_.to_move();
  int passes = 0;
  // Every move fills a point, so the game ends within the board's size.
  for (int turn = 0; passes < 2 && turn < 2 * board::kNumPointIndices; ++turn) {
    const Color opponent = board::Opponent(mover);
    Point move = board::kNoPoint;
    // (1) An atari on one of its strings is answered.
    const PointSet own = work.Points(mover) - frozen;
    PointSet seen;
    for (Point p : order) {
      if (!own.Contains(p) || seen.Contains(p)) continue;
      seen |= work.StringAt(p);
      const PointSet string_liberties = liberties(work, p);
      if (string_liberties.size() != 1) continue;
      const Point liberty = string_liberties.First();
      if (work.CheckMove(mover, liberty) != board::MoveError::kNone) continue;
      move = liberty;
      break;
    }
    // (2) A dame the opponent could fill to put one of its strings in atari.
    for (Point d : order) {
      if (move != board::kNoPoint) break;
      if (!open.Contains(d) || work.At(d) != Color::kEmpty) continue;
      if (!safe_fill(work, mover, d) || !safe_fill(work, opponent, d)) continue;
      Position child = work;
      child.Play(opponent, d);
      if (any_in_atari(child, mover)) move = d;
    }
    // (3) A dame whose fill puts an opponent string in atari; (4) any dame.
    for (int round = 0; round < 2 && move == board::kNoPoint; ++round) {
      for (Point d : order) {
        if (move != board::kNoPoint) break;
        if (!open.Contains(d) || work.At(d) != Color::kEmpty) continue;
        if (!safe_fill(work, mover, d)) continue;
        if (round == 0) {
          Position child = work;
          child.Play(mover, d);
          if (!any_in_atari(child, opponent)) continue;
        }
        move = d;
      }
    }
    if (move == board::kNoPoint) {
      ++passes;
    } else {
      passes = 0;
      if (open.Contains(move)) {
        out.filled_dame[board::PlayerIndex(mover)].Insert(move);
        open.Erase(move);
      } else if ((region_at_[move] >= 0 && regions_[region_at_[move]].owner == mover) ||
                 out.open_ground[board::PlayerIndex(mover)].Contains(move)) {
        out.false_eyes.Insert(move);
      } else {
        out.open_ground[board::PlayerIndex(opponent)].Erase(move);
      }
      work.Play(mover, move);
    }
    mover = board::Opponent(mover);
  }
  out.dame = open & work.EmptyPoints();
  return out;
}

// Which dame a player fills first can decide whether a false eye must be
// filled, and no order of the points is the board's own: the board's point
// order turns with the board. So the game is played in each of the 8 orders
// the board's symmetries give its points (board::TransformPoint), and the one
// that charges the fewest false eyes is kept (the first such, from the
// board's own order): a point is charged only when no order of fills avoids
// it, as finished games are counted (docs/scoring.md, "The same games
// turned").
void Scorer::PlayDame() {
  std::optional<DameOutcome> best;
  for (int symmetry = 0; symmetry < board::kNumSymmetries; ++symmetry) {
    std::vector<std::pair<Point, Point>> keyed;  // (image, point)
    position_.board_points().ForEach([&](Point p) {
      keyed.emplace_back(board::TransformPoint(p, symmetry, position_.width(), position_.height()),
                         p);
    });
    std::sort(keyed.begin(), keyed.end());
    std::vector<Point> order;
    order.reserve(keyed.size());
    for (const auto& [image, p] : keyed) order.push_back(p);
    DameOutcome outcome = PlayDameInOrder(order);
    if (!best || outcome.false_eyes.size() < best->false_eyes.size()) best = outcome;
  }
  result_.filled_dame = best->filled_dame;
  result_.false_eyes = best->false_eyes;
  result_.dame = best->dame;
  open_ground_ = best->open_ground;
}

void Scorer::Count() {
  result_.dame |= seki_liberties_;
  for (const Region& region : regions_) {
    if (region.owner == Color::kEmpty) continue;
    const Point border = position_.Neighbours(region.points).First();
    const Group& group = groups_[strings_[string_at_[border]].group];
    if (group.seki) {
      result_.seki_eyes |= region.points;
    } else {
      result_.territory[board::PlayerIndex(region.owner)] |= region.points - result_.false_eyes;
    }
  }
  for (Color c : kColors) {
    const std::size_t i = board::PlayerIndex(c);
    result_.territory[i] |= open_ground_[i] - result_.false_eyes;
    result_.stones_on_board[i] = position_.Points(c).size();
    double score = 0;
    if (!IsAreaCounting(options_.rules)) {
      score = result_.territory[i].size() + result_.prisoners[i];
    } else {
      // Area: stones, territory, and the owner's points that are not
      // territory under Japanese rules (eyes in seki, false eyes it fills).
      PointSet own_points = open_ground_[i];
      for (const Region& region : regions_) {
        if (region.owner == c) own_points |= region.points;
      }
      score = result_.stones_on_board[i] + own_points.size();
      // The dame game's fills count only when asked: servers count the dame
      // the players left open for nobody (docs/scoring.md).
      if (options_.count_filled_dame) score += result_.filled_dame[i].size();
    }
    // Area counting gives White the handicap stones' points back.
    if (c == Color::kWhite) score += HandicapCompensation(options_.rules, options_.handicap);
    result_.score[i] = score + (c == Color::kWhite ? options_.komi : 0.0);
  }
  result_.result = ResultString(result_.score[0] - result_.score[1]);
}

ScoreResult Scorer::Run() {
  result_.rules = options_.rules;
  result_.komi = options_.komi;
  result_.handicap = options_.handicap;
  result_.dead = dead_;
  RemoveDead();
  FindStringsAndRegions();
  SettleOpenBorders();
  FindGroups();
  FindClusters();
  decisions_.resize(cluster_area_.size());
  for (int c = 0; c < static_cast<int>(cluster_area_.size()); ++c) {
    // A weak group whose only ground is open (SettleOpenBorders): no neutral
    // point, no shared liberty, no seki to decide.
    if (cluster_neutral_[c].empty() &&
        position_.Neighbours(cluster_area_[c]).Intersects(open_regions_)) {
      continue;
    }
    DecideCluster(c);
    ClusterDecision& decision = decisions_[c];
    RefuteSekiByExactGame(decision);
    std::vector<PointSet> weak_groups;
    for (int g : cluster_groups_[c]) {
      PointSet stones;
      for (int s : groups_[g].strings) stones |= strings_[s].stones;
      weak_groups.push_back(stones);
    }
    if (!decision.decided) {
      // The search could not decide: the playouts do. A seki's shared
      // liberties are the points no playout fills (filling one is a
      // self-atari of two or more stones, which playouts never make).
      const Ownership& owned = Playouts();
      PointSet left_empty;
      SekiLibertiesOf(position_, cluster_neutral_[c]).ForEach([&](Point p) {
        const auto i = static_cast<std::size_t>(p);
        if (1.0F - owned.black_share[i] - owned.white_share[i] >= 0.5F) {
          left_empty.Insert(p);
        }
      });
      PointSet weak;
      for (const PointSet& stones : weak_groups) weak |= stones;
      decision.seki_strings = SekiStringsOf(position_, left_empty, weak);
      decision.seki_liberties = position_.Neighbours(decision.seki_strings) & cluster_neutral_[c];
      result_.estimated_points |= cluster_area_[c];
      result_.estimates.push_back(
          "seki or not by playouts around " + position_.GtpVertex(cluster_area_[c].First()) +
          " (the local capture search could not decide: " + decision.undecided_reason + ")");
    } else {
      result_.estimates.push_back(
          "seki or not by the local capture search around " +
          position_.GtpVertex(cluster_area_[c].First()) +
          " (it reads captures, approach moves and simple ko, not every sacrifice)");
    }
    result_.certainty = Certainty::kEstimated;
    seki_liberties_ |= decision.seki_liberties;
    result_.seki_stones |= decision.seki_strings;
    if (decision.seki_strings.empty()) continue;
    SekiReason reason;
    reason.stones = Sorted(decision.seki_strings);
    reason.shared_liberties = Sorted(decision.seki_liberties);
    reason.by_playouts = !decision.decided;
    std::vector<int> spaces;
    for (int g : cluster_groups_[c]) {
      const Group& group = groups_[g];
      if (!decision.seki_strings.Contains(strings_[group.strings[0]].stones.First())) continue;
      groups_[g].seki = true;
      for (int space : group.eyespaces) {
        if (std::find(spaces.begin(), spaces.end(), space) != spaces.end()) continue;
        spaces.push_back(space);
        const board::EyeSpace& eye = eyes_.eyespaces[space];
        reason.eyes.push_back(
            SekiReason::Eye{.owner = eye.owner, .points = Sorted(eye.points), .value = eye.value});
      }
    }
    result_.seki.push_back(std::move(reason));
  }
  PlayDame();
  Count();
  return result_;
}

}  // namespace

std::string_view RulesName(Rules rules) {
  switch (rules) {
    case Rules::kJapanese:
      return "japanese";
    case Rules::kChinese:
      return "chinese";
    case Rules::kAga:
      return "aga";
    case Rules::kNewZealand:
      return "nz";
  }
  return "japanese";
}

namespace {

// KataGo writes its rules into RU as "ko<rule>score<AREA|TERRITORY>tax<rule>
// sui<0|1>" followed by optional keys, among them "whb<0|N|N-1>", White's
// handicap bonus (absent: none). Only the count matters here: the scoring
// rule and the bonus. `lower` is the lower-cased value.
std::optional<Rules> KataGoRules(const std::string& lower) {
  if (!lower.starts_with("ko")) return std::nullopt;
  const std::size_t score = lower.find("score");
  if (score == std::string::npos) return std::nullopt;
  const std::string_view scoring = std::string_view(lower).substr(score + 5);
  if (scoring.starts_with("territory")) return Rules::kJapanese;
  if (!scoring.starts_with("area")) return std::nullopt;
  const std::size_t bonus = lower.find("whb", score);
  if (bonus == std::string::npos) return Rules::kNewZealand;
  const std::string_view value = std::string_view(lower).substr(bonus + 3);
  if (value.starts_with("n-1")) return Rules::kAga;
  if (value.starts_with("n")) return Rules::kChinese;
  return Rules::kNewZealand;
}

}  // namespace

Result<Rules> ParseRules(std::string_view name) {
  std::string lower(name);
  for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  // Records also write "Japanese rules", " Chinese ", "Ing's": the name is
  // the same without the spaces around it, a last word "rules" or "'s".
  const auto trim = [&] {
    while (!lower.empty() && std::isspace(static_cast<unsigned char>(lower.back())))
      lower.pop_back();
    const std::size_t first = lower.find_first_not_of(" \t\r\n");
    lower.erase(0, first == std::string::npos ? lower.size() : first);
  };
  trim();
  for (std::string_view suffix : {" rules", " rule", "'s"}) {
    if (lower.size() > suffix.size() && lower.ends_with(suffix)) {
      lower.resize(lower.size() - suffix.size());
      trim();
    }
  }
  if (lower == "japanese" || lower == "korean" || lower == "jp" || lower == "ko") {
    return Rules::kJapanese;
  }
  if (lower == "chinese" || lower == "cn") return Rules::kChinese;
  if (lower == "aga") return Rules::kAga;
  if (lower == "nz" || lower == "new zealand" || lower == "newzealand" || lower == "ing" ||
      lower == "goe" || lower == "sst" || lower == "tromp-taylor" || lower == "tromp taylor" ||
      lower == "tt") {
    return Rules::kNewZealand;
  }
  if (const std::optional<Rules> katago = KataGoRules(lower)) return *katago;
  return Result<Rules>::Error("unknown rules " + QuoteExcerpt(name) +
                              " (japanese, korean, chinese, aga or nz)");
}

std::string_view CertaintyName(Certainty certainty) {
  switch (certainty) {
    case Certainty::kProved:
      return "proved";
    case Certainty::kEstimated:
      return "estimated";
    case Certainty::kGiven:
      return "given";
  }
  return "estimated";
}

std::string_view FinalStatusName(FinalStatus status) {
  switch (status) {
    case FinalStatus::kAlive:
      return "alive";
    case FinalStatus::kDead:
      return "dead";
    case FinalStatus::kSeki:
      return "seki";
  }
  return "alive";
}

Result<PointSet> DeadStringsFromVertices(const Position& position,
                                         const std::vector<std::string>& vertices) {
  PointSet dead;
  for (const std::string& vertex : vertices) {
    const Result<Point> point = position.ParseGtpVertex(vertex);
    if (!point.ok()) return Result<PointSet>::Error("--dead: " + point.error());
    if (point.value() == board::kPass) {
      return Result<PointSet>::Error("--dead: 'pass' is not a stone");
    }
    if (position.At(point.value()) == Color::kEmpty) {
      return Result<PointSet>::Error("--dead: " + position.GtpVertex(point.value()) +
                                     " is an empty point, not a stone");
    }
    dead |= position.StringAt(point.value());
  }
  return dead;
}

Result<PointSet> CheckDeadStrings(const Position& position, const PointSet& dead) {
  std::string problem;
  dead.ForEach([&](Point p) {
    if (!problem.empty()) return;
    if (position.At(p) == Color::kEmpty) {
      problem = position.GtpVertex(p) + " is marked dead but holds no stone";
    } else if (!(position.StringAt(p) - dead).empty()) {
      problem = "the string at " + position.GtpVertex(p) +
                " is marked dead only in part (mark every stone of it or none)";
    }
  });
  if (!problem.empty()) return Result<PointSet>::Error(problem);
  return dead;
}

Result<PointSet> CheckStringsHaveLiberties(const Position& position, const PointSet& dead) {
  const Point p = position.FirstStringWithoutLiberty(dead);
  if (p == board::kNoPoint) return dead;
  return Result<PointSet>::Error(
      "the " + std::string(board::ColorName(position.At(p))) + " string at " +
      position.GtpVertex(p) +
      " has no liberty: no game reaches this position (remove the stones or mark them dead)");
}

ScoreResult Score(const Position& position, const PointSet& dead, const ScoreOptions& options) {
  Scorer scorer(position, dead, options);
  return scorer.Run();
}

FinalStatus StatusOf(const ScoreResult& score, Point p) {
  if (score.dead.Contains(p)) return FinalStatus::kDead;
  if (score.seki_stones.Contains(p)) return FinalStatus::kSeki;
  return FinalStatus::kAlive;
}

std::string ResultString(double black_minus_white) {
  if (black_minus_white == 0) return "0";
  char buffer[64];
  const double margin = std::fabs(black_minus_white);
  // Whole and half points print as GNU Go's final_score does ("B+3.5", "W+2").
  if (margin == std::floor(margin)) {
    std::snprintf(buffer, sizeof(buffer), "%.0f", margin);
  } else {
    std::snprintf(buffer, sizeof(buffer), "%g", margin);
  }
  return std::string(black_minus_white > 0 ? "B+" : "W+") + buffer;
}

std::string ScoreDiagram(const Position& position, const ScoreResult& score) {
  return board::DrawBoardFrame(position, [&](Point p) {
    const Color c = position.At(p);
    char mark = '.';
    if (c != Color::kEmpty) {
      const bool dead = score.dead.Contains(p);
      mark = c == Color::kBlack ? (dead ? 'x' : 'X') : (dead ? 'o' : 'O');
    } else if (score.false_eyes.Contains(p)) {
      mark = 'f';
    } else if (score.seki_eyes.Contains(p)) {
      mark = '-';
    } else if (score.territory[0].Contains(p)) {
      mark = 'b';
    } else if (score.territory[1].Contains(p)) {
      mark = 'w';
    }
    return std::string(1, mark);
  });
}

}  // namespace eyeshape::scoring
