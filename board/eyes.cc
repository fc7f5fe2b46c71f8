// SPDX-License-Identifier: MIT
// File: board/eyes.cc
// AnalyzeEyes(): lively strings, domains, eye spaces, margins, false margins,
// topological half and false eyes, eye graphs and their values, the eyes of each string. The
// rules and their sources are listed in docs/board-eyes.md; the step numbers
// below refer to its sections.
#include "board/eyes.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/check.h"
#include "solver/model/eyespace.h"
#include "tables/lookup_or_solve/game_options.h"

namespace eyeshape::board {
namespace {

// The on-board orthogonal neighbours of `p`, up to four.
struct Neighbours {
  std::array<Point, 4> points{};
  int count = 0;
};

Neighbours NeighboursOf(const Position& position, Point p) {
  Neighbours n;
  const int x = ColumnOf(p);
  const int y = RowOf(p);
  constexpr int kDx[4] = {0, -1, 1, 0};
  constexpr int kDy[4] = {-1, 0, 0, 1};
  for (int k = 0; k < 4; ++k) {
    const int nx = x + kDx[k];
    const int ny = y + kDy[k];
    if (nx >= 0 && ny >= 0 && nx < position.width() && ny < position.height()) {
      n.points[n.count++] = PointAt(nx, ny);
    }
  }
  return n;
}

bool IsEdgePoint(const Position& position, Point p) {
  const int x = ColumnOf(p);
  const int y = RowOf(p);
  return x == 0 || y == 0 || x == position.width() - 1 || y == position.height() - 1;
}

// The working state of one analysis.
class Analyzer {
 public:
  Analyzer(const Position& position, const EyeOptions& options)
      : position_(position), options_(options), reader_(position, options.tactics) {}

  EyeAnalysis Run();

 private:
  // Per-point eye data of one colour.
  struct EyeData {
    bool in_space = false;
    bool marginal = false;
    int space = -1;  // index into eyespaces_ of this colour's analysis
    int neighbours = 0;
    int marginal_neighbours = 0;
  };

  void FindLively();
  bool UnavoidableKo(const PointSet& string);
  bool FalseMargin(Point p, Color o);
  // SafeMove, once per colour and point (the topology asks about a diagonal
  // from each eye point beside it).
  ReadResult Safe(Color color, Point p) {
    std::int8_t& known = safe_[PlayerIndex(color)][p];
    if (known < 0) known = static_cast<std::int8_t>(reader_.SafeMove(color, p));
    return static_cast<ReadResult>(known);
  }
  void ComputeDomain(Color color);
  void MarkEyeSpaces(Color color);
  void Partition(Color color);
  void CountNeighbours(Color color);
  void FindTopological(Color color);
  int EvaluateDiagonal(Point eye, int dx, int dy, Color o, Point* attack, Point* defense);
  PointSet SettledByO(const EyeSpace& space, const PointSet& all_points, const PointSet& wall);
  void BuildGraphAndValue(EyeSpace& space);
  void FindStringEyes();

  const Position& position_;
  const EyeOptions& options_;
  TacticalReader reader_;
  EyeAnalysis out_;
  std::array<std::vector<EyeData>, 2> eye_;  // by colour index, kNumPointIndices each
  // Safe() answers by colour index and point; -1: not asked yet.
  std::array<std::array<std::int8_t, kNumPointIndices>, 2> safe_ = [] {
    std::array<std::array<std::int8_t, kNumPointIndices>, 2> unknown{};
    for (auto& row : unknown) row.fill(-1);
    return unknown;
  }();
};

// Rules L1 and L3 (docs/board-eyes.md).
void Analyzer::FindLively() {
  const PointSet stones = position_.Points(Color::kBlack) | position_.Points(Color::kWhite);
  std::vector<PointSet> ko_attacked;
  position_.ForEachString(stones, [&](const PointSet& string) {
    const TacticalAnswer& answer = reader_.Read(string.First());
    if (answer.status == TacticalStatus::kUnknown) {
      out_.lively |= string;  // an unknown answer (budget) counts as safe
      return;
    }
    // L1: a string counts unless X captures it and O cannot save it.
    if (answer.attack == ReadResult::kFail || answer.defense != ReadResult::kFail) {
      out_.lively |= string;
    } else if (IsKo(answer.attack)) {
      ko_attacked.push_back(string);  // L3: X captures it only by winning a ko
    }
  });
  // L3: only a ko no approach move can avoid (the reader tries none that
  // would make the capture a clean one).
  std::erase_if(ko_attacked, [&](const PointSet& string) { return !UnavoidableKo(string); });
  if (ko_attacked.empty()) return;
  // L3: the enemy's enclosure is the points in its domain and not in the
  // string's colour's domain, with these strings left out (as L1 leaves
  // them). A string with a liberty outside it counts.
  ComputeDomain(Color::kBlack);
  ComputeDomain(Color::kWhite);
  PointSet counted;
  for (const PointSet& string : ko_attacked) {
    const std::size_t own = PlayerIndex(position_.At(string.First()));
    const PointSet enclosure = out_.domain[1 - own] - out_.domain[own];
    if (!(position_.Liberties(string) - enclosure).empty()) counted |= string;
  }
  out_.lively |= counted;
  out_.domain = {};
  out_.false_margins = PointSet();
}

// Rule L3: X's capture of `string` is a ko whatever X plays first. It is one
// stone with one liberty k, so X's capture at k takes one stone; every other
// neighbour of k is a stone of its colour on a string X cannot capture, so
// X's stone at k has no liberty but the captured stone's point and X cannot
// make the capture take more.
bool Analyzer::UnavoidableKo(const PointSet& string) {
  if (string.size() != 1) return false;
  const PointSet liberties = position_.Liberties(string);
  if (liberties.size() != 1) return false;
  const Color c = position_.At(string.First());
  const Neighbours n = NeighboursOf(position_, liberties.First());
  for (int k = 0; k < n.count; ++k) {
    const Point q = n.points[k];
    if (string.Contains(q)) continue;
    if (position_.At(q) != c || reader_.Read(q).attack != ReadResult::kFail) return false;
  }
  return true;
}

// Rule D4 (docs/board-eyes.md): an empty point next to a lively X stone that X
// cannot capture and next to a dead X stone, where X cannot play safely, does
// not belong to O's eye space.
bool Analyzer::FalseMargin(Point p, Color o) {
  const Color x = Opponent(o);
  const Neighbours n = NeighboursOf(position_, p);
  bool has_black = false;
  bool has_white = false;
  bool dead_x = false;
  for (int k = 0; k < n.count; ++k) {
    const Color c = position_.At(n.points[k]);
    has_black |= c == Color::kBlack;
    has_white |= c == Color::kWhite;
    if (c == x && !out_.lively.Contains(n.points[k])) dead_x = true;
  }
  if (!has_black || !has_white || !dead_x) return false;
  bool solid_x = false;
  for (int k = 0; k < n.count; ++k) {
    const Point q = n.points[k];
    if (position_.At(q) != x || !out_.lively.Contains(q)) continue;
    if (reader_.Read(q).attack == ReadResult::kFail) solid_x = true;
  }
  return solid_x && Safe(x, p) == ReadResult::kFail;
}

// Rules D1-D3 (docs/board-eyes.md).
void Analyzer::ComputeDomain(Color color) {
  const Color other = Opponent(color);
  const bool first_colour = color == Color::kBlack;
  PointSet& domain = out_.domain[PlayerIndex(color)];
  std::vector<int> influence(kNumPointIndices, 0);
  std::vector<int> threshold(kNumPointIndices, 0);
  std::vector<Point> candidates;
  position_.board_points().ForEach([&](Point p) {
    if (out_.lively.Contains(p)) {
      if (position_.At(p) == color) {
        domain.Insert(p);
        influence[p] = 1;
      } else {
        influence[p] = -1;
      }
      return;
    }
    bool own = false;
    bool enemy = false;
    const Neighbours n = NeighboursOf(position_, p);
    for (int k = 0; k < n.count; ++k) {
      if (!out_.lively.Contains(n.points[k])) continue;
      (position_.At(n.points[k]) == color ? own : enemy) = true;
    }
    if (own) {
      const bool empty = position_.At(p) == Color::kEmpty;
      if (first_colour && empty && (FalseMargin(p, color) || FalseMargin(p, other))) {
        out_.false_margins.Insert(p);
      } else if (!empty || !out_.false_margins.Contains(p)) {
        domain.Insert(p);
        influence[p] = 1;
      }
    } else {
      candidates.push_back(p);
    }
    if (enemy) {
      threshold[p] = 1;
      influence[p] -= 1;
    } else if (IsEdgePoint(position_, p)) {
      influence[p] -= 1;
    }
  });
  // D3: a candidate joins when an orthogonal neighbour and a diagonal next to
  // that neighbour together have influence above its threshold. Influence only
  // grows, so the fixpoint does not depend on the order of the passes.
  constexpr int kDx[4] = {0, -1, 1, 0};
  constexpr int kDy[4] = {-1, 0, 0, 1};
  bool changed = true;
  while (changed) {
    changed = false;
    for (Point& p : candidates) {
      if (p == kNoPoint) continue;
      const int x = ColumnOf(p);
      const int y = RowOf(p);
      bool joins = false;
      for (int k = 0; k < 4 && !joins; ++k) {
        const int ax = x + kDx[k];
        const int ay = y + kDy[k];
        for (int side = -1; side <= 1 && !joins; side += 2) {
          // The diagonal beside the neighbour (ax, ay), across the other axis.
          const int dx = kDx[k] == 0 ? x + side : ax;
          const int dy = kDy[k] == 0 ? y + side : ay;
          if (dx < 0 || dy < 0 || dx >= position_.width() || dy >= position_.height()) continue;
          if (influence[PointAt(ax, ay)] + influence[PointAt(dx, dy)] > threshold[p]) joins = true;
        }
      }
      if (joins) {
        domain.Insert(p);
        influence[p] += 1;
        p = kNoPoint;
        changed = true;
      }
    }
  }
}

// Rules E1-E2: the eye-space area of `color` and its marginal points.
void Analyzer::MarkEyeSpaces(Color color) {
  const std::size_t me = PlayerIndex(color);
  const std::size_t them = 1 - me;
  const PointSet& mine = out_.domain[me];
  const PointSet& theirs = out_.domain[them];
  std::vector<EyeData>& eye = eye_[me];
  eye.assign(kNumPointIndices, EyeData{});
  position_.board_points().ForEach([&](Point p) {
    if (position_.At(p) != Color::kEmpty && out_.lively.Contains(p)) return;
    if (!mine.Contains(p)) return;
    const Neighbours n = NeighboursOf(position_, p);
    if (!theirs.Contains(p)) {
      eye[p].in_space = true;
      for (int k = 0; k < n.count; ++k) {
        const Point q = n.points[k];
        if (theirs.Contains(q) && !mine.Contains(q)) eye[p].marginal = true;
      }
    } else {
      // In both domains: a marginal point of this colour when it touches a
      // point only this colour holds, otherwise of neither.
      for (int k = 0; k < n.count; ++k) {
        const Point q = n.points[k];
        if (mine.Contains(q) && !theirs.Contains(q)) {
          eye[p].in_space = true;
          eye[p].marginal = true;
        }
      }
    }
  });
}

// Rule E3: components, where two marginal points do not join directly.
void Analyzer::Partition(Color color) {
  const std::size_t me = PlayerIndex(color);
  std::vector<EyeData>& eye = eye_[me];
  position_.board_points().ForEach([&](Point start) {
    if (!eye[start].in_space || eye[start].space >= 0) return;
    EyeSpace space;
    space.owner = color;
    space.origin = start;
    const int index = static_cast<int>(out_.eyespaces.size());
    std::vector<Point> stack = {start};
    eye[start].space = index;
    while (!stack.empty()) {
      const Point p = stack.back();
      stack.pop_back();
      space.points.Insert(p);
      if (eye[p].marginal) space.marginal.Insert(p);
      if (position_.At(p) == Opponent(color)) space.attacker_stones.Insert(p);
      const Neighbours n = NeighboursOf(position_, p);
      for (int k = 0; k < n.count; ++k) {
        const Point q = n.points[k];
        if (!eye[q].in_space || eye[q].space >= 0) continue;
        if (eye[q].marginal && eye[p].marginal) continue;
        eye[q].space = index;
        stack.push_back(q);
      }
    }
    out_.eyespaces.push_back(std::move(space));
  });
}

void Analyzer::CountNeighbours(Color color) {
  std::vector<EyeData>& eye = eye_[PlayerIndex(color)];
  position_.board_points().ForEach([&](Point p) {
    if (eye[p].space < 0) return;
    eye[p].neighbours = 0;
    eye[p].marginal_neighbours = 0;
    const Neighbours n = NeighboursOf(position_, p);
    for (int k = 0; k < n.count; ++k) {
      const Point q = n.points[k];
      if (eye[q].space != eye[p].space) continue;
      ++eye[p].neighbours;
      if (eye[q].marginal) ++eye[p].marginal_neighbours;
    }
  });
}

// Rule T2: the value of the diagonal (x + dx, y + dy) of `eye_point` for O,
// in fifths; *attack and *defense get the points that spoil and secure it
// (kNoPoint when the value is 0, 2 or off the board).
int Analyzer::EvaluateDiagonal(Point eye_point, int dx, int dy, Color o, Point* attack,
                               Point* defense) {
  *attack = kNoPoint;
  *defense = kNoPoint;
  const Color x = Opponent(o);
  const int qx = ColumnOf(eye_point) + dx;
  const int qy = RowOf(eye_point) + dy;
  const int off = static_cast<int>(qx < 0 || qx >= position_.width()) +
                  static_cast<int>(qy < 0 || qy >= position_.height());
  if (off == 2) return 0;
  if (off == 1) return kDiagonalUnit;
  const Point q = PointAt(qx, qy);
  const EyeData& data = eye_[PlayerIndex(o)][q];
  const Color content = position_.At(q);
  if (data.space >= 0 && !data.marginal && data.marginal_neighbours < 2) {
    bool x_captures = false;
    if (content == Color::kEmpty) {
      const Neighbours n = NeighboursOf(position_, q);
      for (int k = 0; k < n.count; ++k) {
        if (position_.At(n.points[k]) == o && position_.NumLiberties(n.points[k]) == 1) {
          x_captures = true;
        }
      }
    }
    if (!x_captures) return 0;
  }
  int value = 0;
  if (content == Color::kEmpty) {
    *attack = q;
    *defense = q;
    const ReadResult x_safe = Safe(x, q);
    if (x_safe == ReadResult::kFail) {
      value = 0;
    } else if (IsKo(x_safe)) {
      value = kDiagonalKoForDefender;
    } else {
      const ReadResult o_safe = Safe(o, q);
      value = o_safe == ReadResult::kFail      ? 2 * kDiagonalUnit
              : o_safe == ReadResult::kSuccess ? kDiagonalUnit
                                               : kDiagonalKoForAttacker;
    }
  } else if (content == o) {
    value = 0;
  } else {
    const TacticalAnswer& a = reader_.Read(q);
    if (a.status == TacticalStatus::kUnknown || a.attack == ReadResult::kFail) {
      value = 2 * kDiagonalUnit;
    } else if (a.defense == ReadResult::kFail) {
      value = 0;
    } else if (a.attack == ReadResult::kSuccess && a.defense != ReadResult::kSuccess) {
      value = kDiagonalKoForDefender;  // O captures outright, X saves only by ko
    } else if (a.defense == ReadResult::kSuccess && a.attack != ReadResult::kSuccess) {
      value = kDiagonalKoForAttacker;  // O captures only by ko, X saves outright
    } else {
      value = kDiagonalUnit;  // both outright, or both only by ko
    }
    // X spoils the eye by saving the stone, O secures it by capturing.
    *attack = a.defense_point >= 0 ? a.defense_point : kNoPoint;
    *defense = a.attack_point >= 0 ? a.attack_point : kNoPoint;
  }
  if (value == 0 || value == 2 * kDiagonalUnit) {
    *attack = kNoPoint;
    *defense = kNoPoint;
  }
  return value;
}

// Rules T1, T3-T5.
void Analyzer::FindTopological(Color color) {
  std::vector<EyeData>& eye = eye_[PlayerIndex(color)];
  const Color x = Opponent(color);
  position_.board_points().ForEach([&](Point p) {
    if (eye[p].space < 0 || eye[p].marginal || eye[p].neighbours > 1) return;
    // Rank of a contested diagonal for each side (GNU Go's order): a diagonal
    // both take outright first, then the one this side takes outright and the
    // other only by ko, then the one this side needs a ko for.
    struct Candidate {
      Point point;
      int rank;
    };
    std::vector<Candidate> attacks;
    std::vector<Candidate> defenses;
    int sum = 0;
    constexpr int kDiagonalDx[4] = {-1, 1, -1, 1};
    constexpr int kDiagonalDy[4] = {-1, -1, 1, 1};
    for (int k = 0; k < 4; ++k) {
      const int dx = kDiagonalDx[k];
      const int dy = kDiagonalDy[k];
      Point attack = kNoPoint;
      Point defense = kNoPoint;
      const int value = EvaluateDiagonal(p, dx, dy, color, &attack, &defense);
      sum += value;
      if (attack == kNoPoint || defense == kNoPoint) continue;
      const int attack_rank = value == kDiagonalUnit ? 3 : value < kDiagonalUnit ? 2 : 1;
      const int defense_rank = value == kDiagonalUnit ? 3 : value < kDiagonalUnit ? 1 : 2;
      attacks.push_back({attack, attack_rank});
      defenses.push_back({defense, defense_rank});
    }
    const auto keep_best = [](std::vector<Candidate>& list, std::vector<Point>& points) {
      int best = 0;
      for (const Candidate& c : list) best = std::max(best, c.rank);
      for (const Candidate& c : list) {
        if (c.rank == best && std::find(points.begin(), points.end(), c.point) == points.end()) {
          points.push_back(c.point);
        }
      }
    };
    DiagonalSum examined;
    examined.point = p;
    examined.owner = color;
    examined.value_fifths = sum;
    keep_best(attacks, examined.attack_points);
    keep_best(defenses, examined.defense_points);
    out_.diagonal_sums.push_back(examined);
    if (sum <= kHalfEyeThreshold) return;
    TopologicalEye t;
    t.point = p;
    t.owner = color;
    t.value_fifths = sum;
    t.attack_points = examined.attack_points;
    t.defense_points = examined.defense_points;
    EyeSpace& space = out_.eyespaces[static_cast<std::size_t>(eye[p].space)];
    if (sum >= kFalseEyeThreshold) {
      t.kind = TopologicalKind::kFalseEye;
      space.false_eyes.push_back(p);
      const bool may_play = position_.CheckMove(x, p) == MoveError::kNone;
      if (space.points.size() == 1 || may_play || position_.At(p) == x) {
        t.made_marginal = true;
        eye[p].marginal = true;
        space.marginal.Insert(p);
        const Neighbours n = NeighboursOf(position_, p);
        for (int k = 0; k < n.count; ++k) {
          if (eye[n.points[k]].space == eye[p].space) ++eye[n.points[k]].marginal_neighbours;
        }
      }
    } else {
      t.kind = TopologicalKind::kHalfEye;
      space.half_eyes.push_back(p);
    }
    out_.topological.push_back(std::move(t));
  });
}

// Rule G9 (docs/board-eyes.md): a dead X stone alone on a marginal point of
// `space` (`all_points`: its points and false margins), each of its
// neighbours a point of the space or a `wall` stone, whose
// liberties X can never fill: each liberty touches the wall and has no empty
// neighbour, every other neighbour is a wall stone or an X stone of the space
// whose liberties are all the stone's, and the reader can capture none of the
// wall strings beside them. X's stone there would have no liberty and
// capture nothing, and no X move can change that (X could add liberties only
// by playing on those points or by capturing one of those wall strings). O fills them when
// it pleases, its stones joining the wall, and takes the stone and those X
// stones; the stone's point is then a margin beside O's stones only, worth
// nothing. Returns the stones and their liberties, to be left out of the
// graph (the X stones beside them, without a liberty left, are taken by
// SPEC §2's normalization); `$` would let X join them to its outside string.
PointSet Analyzer::SettledByO(const EyeSpace& space, const PointSet& all_points,
                              const PointSet& wall) {
  const Color x = Opponent(space.owner);
  PointSet settled;
  (space.attacker_stones & space.marginal).ForEach([&](Point m) {
    if (position_.StringAt(m).size() != 1) return;
    const PointSet liberties = position_.Liberties(PointSet::Of(m));
    if (liberties.empty()) return;
    const Neighbours around = NeighboursOf(position_, m);
    for (int k = 0; k < around.count; ++k) {
      const Point q = around.points[k];
      if (!liberties.Contains(q) && !wall.Contains(q)) return;
      if (liberties.Contains(q) && !all_points.Contains(q)) return;
    }
    bool never_x = true;
    PointSet x_stones = PointSet::Of(m);  // the stone and the X strings beside its liberties
    liberties.ForEach([&](Point p) {
      const Neighbours nb = NeighboursOf(position_, p);
      bool touches_wall = false;
      for (int k = 0; k < nb.count; ++k) {
        const Point q = nb.points[k];
        if (q == m) continue;
        if (wall.Contains(q)) {
          touches_wall = true;
        } else if (position_.At(q) == x && space.points.Contains(q)) {
          const PointSet string = position_.StringAt(q);
          if (!(position_.Liberties(string) - liberties).empty()) never_x = false;
          x_stones |= string;
        } else {
          never_x = false;  // empty, or a stone that is neither
        }
      }
      if (!touches_wall) never_x = false;
    });
    // X could still give them a liberty by capturing a wall string beside
    // them: each must be one the reader cannot capture.
    const PointSet beside = position_.Neighbours(x_stones | liberties) & wall;
    beside.ForEach([&](Point q) {
      if (reader_.Read(q).attack != ReadResult::kFail) never_x = false;
    });
    if (never_x) settled |= PointSet::Of(m) | liberties;
  });
  return settled;
}

// Rules G1-G6, G9, W1-W3 and V1-V3.
void Analyzer::BuildGraphAndValue(EyeSpace& space) {
  const Color o = space.owner;
  const std::vector<EyeData>& eye = eye_[PlayerIndex(o)];
  // Wall strings: lively O strings adjacent to the space.
  const PointSet around = position_.Neighbours(space.points) & position_.Points(o) & out_.lively;
  position_.ForEachString(
      around, [&](const PointSet& string) { space.wall_strings.push_back(string.First()); });
  // G6: a false margin (D4) beside an X stone of the space is a proper vertex
  // of its graph, a liberty of those stones that O must still fill, when X's
  // stone there would be in atari with its one liberty outside the space.
  const Color x = Opponent(o);
  out_.false_margins.ForEach([&](Point f) {
    const PointSet beside = position_.Neighbours(PointSet::Of(f));
    if (!beside.Intersects(space.attacker_stones)) return;
    PointSet joined = PointSet::Of(f);
    bool captures = false;
    beside.ForEach([&](Point q) {
      if (position_.At(q) == x) joined |= position_.StringAt(q);
      if (position_.At(q) == o && position_.NumLiberties(q) == 1) captures = true;
    });
    const PointSet liberties = position_.Liberties(joined) - PointSet::Of(f);
    if (!captures && liberties.size() == 1 && !liberties.Intersects(space.points)) {
      space.false_margins.Insert(f);
    }
  });
  const PointSet all_points = space.points | space.false_margins;
  // W3: a wall string X can cut off and capture inside the space is not the
  // wall: one with at most two liberties, all of them points of the space
  // next to X stones there (X approaches from its stones), while another
  // wall string has a liberty outside. A point beside it is not joined to W
  // through it, and its outer liberties (none) are not W's (W1, W2).
  PointSet cut_off;
  {
    bool some_outside = false;
    PointSet stranded;
    const PointSet x_inside = space.attacker_stones;
    for (Point w : space.wall_strings) {
      const PointSet string = position_.StringAt(w);
      const PointSet liberties = position_.Liberties(string);
      bool approachable = true;
      liberties.ForEach([&](Point q) {
        if (!position_.Neighbours(PointSet::Of(q)).Intersects(x_inside)) approachable = false;
      });
      if ((liberties - all_points).empty() && liberties.size() <= 2 && approachable) {
        stranded |= string;
      } else if (!(liberties - all_points).empty()) {
        some_outside = true;
      }
    }
    if (some_outside) cut_off = stranded;
  }
  const PointSet wall = (position_.Points(o) & out_.lively) - cut_off;
  space.settled = SettledByO(space, all_points, wall);
  const PointSet vertices = all_points - space.settled;
  // Vertices: the points in reading order, each half eye followed by its key
  // unless the key is a point of the space (G5).
  std::vector<Point> order;
  vertices.ForEach([&](Point p) { order.push_back(p); });
  const auto is_half_eye = [&](Point p) {
    return std::find(space.half_eyes.begin(), space.half_eyes.end(), p) != space.half_eyes.end();
  };
  // G5: the half eye's one contested diagonal when it is an empty marginal
  // point of this space and both are beside the wall; else kNoPoint.
  const auto key_in_space = [&](Point p) {
    const TopologicalEye* t = out_.TopologicalAt(o, p);
    if (t == nullptr || t->defense_points.size() != 1 || t->attack_points.empty()) {
      return kNoPoint;
    }
    const Point k = t->defense_points.front();
    // X's attack is k itself or a move off the graph (saving its stone on the
    // diagonal elsewhere): either way one X move spoils the half eye, as X's
    // stone on the joined vertex does in the graph.
    for (Point a : t->attack_points) {
      if (a != k && vertices.Contains(a)) return kNoPoint;
    }
    // Both beside the wall: then O's stones on them are joined through W and
    // the edge between the two diagonal points gives O nothing the board
    // does not.
    const bool joins_wall = position_.Neighbours(PointSet::Of(k)).Intersects(wall) &&
                            position_.Neighbours(PointSet::Of(p)).Intersects(wall);
    return space.marginal.Contains(k) && position_.At(k) == Color::kEmpty && joins_wall ? k
                                                                                        : kNoPoint;
  };
  const auto has_key_vertex = [&](Point p) {
    return is_half_eye(p) && key_in_space(p) == kNoPoint;
  };
  // G8 (issue 25, "one stone behind two weaknesses"): a critical X string
  // (O captures it with one move, X saves it with one, both off the space)
  // on the contested diagonal of a half eye of the space, whose capture is
  // the half eye's defence, and the only reason some points of the space
  // are marginal: one move on the board decides both, so the half eye and
  // those points (proper then) are joined to one key vertex for the string.
  const auto critical_string = [&](Point stone) {
    const TacticalAnswer& a = reader_.Read(stone);
    const bool critical = a.status != TacticalStatus::kUnknown &&
                          a.attack == ReadResult::kSuccess && a.defense == ReadResult::kSuccess &&
                          a.attack_point >= 0 && a.defense_point >= 0 &&
                          !vertices.Contains(a.attack_point) && !vertices.Contains(a.defense_point);
    return critical ? position_.StringAt(stone).First() : kNoPoint;
  };
  const auto string_behind_half_eye = [&](Point h) {
    const TopologicalEye* t = out_.TopologicalAt(o, h);
    if (t == nullptr || t->defense_points.size() != 1) return kNoPoint;
    for (const int dx : {-1, 1}) {
      for (const int dy : {-1, 1}) {
        const int qx = ColumnOf(h) + dx;
        const int qy = RowOf(h) + dy;
        if (qx < 0 || qy < 0 || qx >= position_.width() || qy >= position_.height()) continue;
        const Point q = PointAt(qx, qy);
        if (position_.At(q) != x) continue;
        const Point first = critical_string(q);
        if (first != kNoPoint && reader_.Read(q).attack_point == t->defense_points.front()) {
          return first;
        }
      }
    }
    return kNoPoint;
  };
  // The one lively X string a marginal point is marginal by, or kNoPoint.
  const PointSet& mine = out_.domain[PlayerIndex(o)];
  const PointSet& theirs = out_.domain[PlayerIndex(x)];
  const auto only_reason = [&](Point p) {
    if (!eye[p].marginal || position_.At(p) != Color::kEmpty) return kNoPoint;
    const TopologicalEye* t = out_.TopologicalAt(o, p);
    if (t != nullptr && t->made_marginal) return kNoPoint;
    Point first = kNoPoint;
    const Neighbours nb = NeighboursOf(position_, p);
    for (int k = 0; k < nb.count; ++k) {
      const Point q = nb.points[k];
      const bool lively_x = position_.At(q) == x && out_.lively.Contains(q);
      if (!lively_x && (!theirs.Contains(q) || mine.Contains(q))) continue;
      if (!lively_x) return kNoPoint;
      const Point string_first = position_.StringAt(q).First();
      if (first != kNoPoint && string_first != first) return kNoPoint;
      first = string_first;
    }
    return first;
  };
  std::vector<Point> critical;  // the strings' first stones, one key vertex each
  std::vector<int> critical_of(kNumPointIndices, -1);  // a half eye or marginal point's string
  PointSet unmarginal;                                 // the marginal points made proper
  {
    std::vector<std::pair<Point, Point>> half_eyes;  // (half eye, string)
    for (Point h : order) {
      if (!has_key_vertex(h)) continue;
      if (const Point first = string_behind_half_eye(h); first != kNoPoint) {
        half_eyes.emplace_back(h, first);
      }
    }
    for (Point p : order) {
      const Point first = only_reason(p);
      if (first == kNoPoint) continue;
      const bool behind = std::any_of(half_eyes.begin(), half_eyes.end(),
                                      [&](const auto& e) { return e.second == first; });
      if (!behind) continue;
      auto it = std::find(critical.begin(), critical.end(), first);
      critical_of[p] = static_cast<int>(it - critical.begin());
      if (it == critical.end()) critical.push_back(first);
      unmarginal.Insert(p);
    }
    for (const auto& [h, first] : half_eyes) {
      auto it = std::find(critical.begin(), critical.end(), first);
      if (it != critical.end()) critical_of[h] = static_cast<int>(it - critical.begin());
    }
  }
  const auto own_key_vertex = [&](Point p) { return has_key_vertex(p) && critical_of[p] < 0; };
  int n = static_cast<int>(critical.size());
  for (Point p : order) n += own_key_vertex(p) ? 2 : 1;
  if (n > solver::kMaxVertices || n > options_.max_solved_vertices) {
    space.status = EyeSpaceStatus::kTooLarge;
    return;
  }
  std::vector<int> vertex_of(kNumPointIndices, -1);
  for (Point p : order) {
    vertex_of[p] = static_cast<int>(space.vertex_points.size());
    space.vertex_points.push_back(p);
    space.key_of.push_back(kNoPoint);
    space.key_string.push_back(kNoPoint);
    if (own_key_vertex(p)) {
      space.vertex_points.push_back(kNoPoint);
      space.key_of.push_back(p);
      space.key_string.push_back(kNoPoint);
    }
  }
  const int first_critical_vertex = static_cast<int>(space.vertex_points.size());
  for (Point s_first : critical) {
    space.vertex_points.push_back(kNoPoint);
    space.key_of.push_back(kNoPoint);
    space.key_string.push_back(s_first);
  }
  // W1: the wall's real outer liberties, capped at the table's L.
  const PointSet wall_stones = [&] {
    PointSet stones;
    for (Point w : space.wall_strings) stones |= position_.StringAt(w);
    return stones;
  }();
  PointSet outer = position_.Liberties(wall_stones) - all_points;
  outer.ForEach([&](Point q) {
    // A proper one-point eye elsewhere is an eye X cannot fill: the value's
    // extra eye stands for it, not an outer liberty.
    const int s = eye[q].space;
    if (s >= 0 && !eye[q].marginal &&
        out_.eyespaces[static_cast<std::size_t>(s)].points.size() == 1) {
      outer.Erase(q);
    }
  });
  // W1 with a wall of several strings: X captures W's weakest string with
  // its own outer liberties, so the one W of the model gets that count.
  int fewest = outer.size();
  for (Point w : space.wall_strings) {
    if (cut_off.Contains(w)) continue;
    fewest = std::min(fewest, (outer & position_.Liberties(position_.StringAt(w))).size());
  }
  const EyeTable& table = options_.table != nullptr ? *options_.table : EyeTable::Default();
  GameModel model = table.info().model;
  space.wall_outer_liberties = fewest;
  space.outer_liberties = std::min(space.wall_outer_liberties, model.outer_liberties);
  model.outer_liberties = space.outer_liberties;
  EyeGraph& g = space.graph;
  g.num_vertices = n;
  g.explicit_wall_contact = true;
  // G5: a half eye whose key is a point of the space is joined to that point.
  for (Point p : order) {
    const Point k = is_half_eye(p) ? key_in_space(p) : kNoPoint;
    if (k == kNoPoint) continue;
    const auto h = static_cast<std::size_t>(vertex_of[p]);
    const auto v = static_cast<std::size_t>(vertex_of[k]);
    g.neighbours[h] |= std::uint32_t{1} << v;
    g.neighbours[v] |= std::uint32_t{1} << h;
  }
  for (int v = 0; v < n; ++v) {
    const auto bit = std::uint32_t{1} << v;
    const Point p = space.vertex_points[static_cast<std::size_t>(v)];
    if (p == kNoPoint && space.key_string[static_cast<std::size_t>(v)] != kNoPoint) {
      // G8: the critical string's key, marginal, joined to the points it
      // makes marginal.
      for (Point q : order) {
        if (critical_of[q] != v - first_critical_vertex) continue;
        const int w = vertex_of[q];
        g.neighbours[static_cast<std::size_t>(v)] |= std::uint32_t{1} << w;
        g.neighbours[static_cast<std::size_t>(w)] |= bit;
      }
      g.marginal |= bit;
      g.touches_wall |= bit;
      continue;
    }
    if (p == kNoPoint) {
      // A half eye's key point: marginal, joined to the half eye only, with
      // free sides (it stands for a diagonal outside the space).
      const int h = vertex_of[space.key_of[static_cast<std::size_t>(v)]];
      g.neighbours[static_cast<std::size_t>(v)] |= std::uint32_t{1} << h;
      g.neighbours[static_cast<std::size_t>(h)] |= bit;
      g.marginal |= bit;
      g.touches_wall |= bit;
      continue;
    }
    const bool marginal = eye[p].marginal && !unmarginal.Contains(p);
    if (marginal) g.marginal |= bit;
    if (position_.At(p) == Opponent(o)) g.attacker |= bit;
    const Neighbours nb = NeighboursOf(position_, p);
    int open_sides = 0;  // sides leading out of the space, not to an X stone
    for (int k = 0; k < nb.count; ++k) {
      const Point q = nb.points[k];
      if (wall.Contains(q)) g.touches_wall |= bit;
      const int w = vertex_of[q];
      if (w >= 0) g.neighbours[static_cast<std::size_t>(v)] |= std::uint32_t{1} << w;
      if (w < 0 && !(position_.At(q) == Opponent(o) && out_.lively.Contains(q)) &&
          !cut_off.Contains(q)) {
        ++open_sides;
      }
    }
    if (open_sides - (marginal ? 1 : 0) >= 1) g.touches_wall |= bit;
  }
  SearchLimits limits;
  limits.node_budget = options_.solver_node_budget;
  const LookupResult r = tables::LookupOrSolve(table, g, model, limits);
  if (r.status == LookupStatus::kMiss) {
    space.status = EyeSpaceStatus::kUnsolved;
    space.message = r.message;
    return;
  }
  if (!r.hit()) {
    space.status = EyeSpaceStatus::kInvalid;
    space.message = r.message;
    return;
  }
  space.status = EyeSpaceStatus::kValued;
  space.value = std::string(r.value.data(), 4);
  space.min = space.value[1] - '0';
  space.max = space.value[2] - '0';
  space.solved = r.solved;
  const auto map_back = [&](std::uint32_t mask, bool attack, std::vector<Point>& points) {
    for (; mask != 0; mask &= mask - 1) {
      const int v = std::countr_zero(mask);
      const Point p = space.vertex_points[static_cast<std::size_t>(v)];
      if (p != kNoPoint) {
        points.push_back(p);
        continue;
      }
      if (const Point s_first = space.key_string[static_cast<std::size_t>(v)];
          s_first != kNoPoint) {
        // X saves the string, O captures it.
        const TacticalAnswer& a = reader_.Read(s_first);
        points.push_back(attack ? a.defense_point : a.attack_point);
        continue;
      }
      const TopologicalEye* t = out_.TopologicalAt(o, space.key_of[static_cast<std::size_t>(v)]);
      EYESHAPE_CHECK(t != nullptr);
      for (Point d : attack ? t->attack_points : t->defense_points) points.push_back(d);
    }
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
  };
  map_back(r.attack, /*attack=*/true, space.attack);
  map_back(r.defense, /*attack=*/false, space.defense);
}

void Analyzer::FindStringEyes() {
  const PointSet stones =
      (position_.Points(Color::kBlack) | position_.Points(Color::kWhite)) & out_.lively;
  PointSet seen;
  stones.ForEach([&](Point p) {
    if (seen.Contains(p)) return;
    StringEyes group;
    group.color = position_.At(p);
    group.stones = position_.StringAt(p);
    group.origin = group.stones.First();
    seen |= group.stones;
    const std::vector<EyeData>& eye = eye_[PlayerIndex(group.color)];
    const PointSet adjacent = position_.Neighbours(group.stones);
    adjacent.ForEach([&](Point q) {
      const int s = eye[q].space;
      if (s < 0 || eye[q].marginal) return;
      if (std::find(group.eyespaces.begin(), group.eyespaces.end(), s) == group.eyespaces.end()) {
        group.eyespaces.push_back(s);
      }
    });
    std::sort(group.eyespaces.begin(), group.eyespaces.end());
    for (int s : group.eyespaces) {
      const EyeSpace& space = out_.eyespaces[static_cast<std::size_t>(s)];
      if (space.status != EyeSpaceStatus::kValued) group.complete = false;
      group.eyes = AddEyeCounts(group.eyes, CountOf(space));
    }
    out_.strings.push_back(std::move(group));
  });
}

EyeAnalysis Analyzer::Run() {
  FindLively();
  ComputeDomain(Color::kBlack);
  ComputeDomain(Color::kWhite);
  for (Color c : {Color::kBlack, Color::kWhite}) {
    MarkEyeSpaces(c);
    Partition(c);
    CountNeighbours(c);
  }
  for (Color c : {Color::kBlack, Color::kWhite}) FindTopological(c);
  for (EyeSpace& space : out_.eyespaces) {
    // V4: one half eye that X spoils only by a ko (a sum below 3), valued
    // again as won by O.
    Point ko_half_eye = kNoPoint;
    int ko_half_eyes = 0;
    for (Point h : space.half_eyes) {
      const TopologicalEye* t = out_.TopologicalAt(space.owner, h);
      if (t != nullptr && t->value_fifths < 3 * kDiagonalUnit) {
        ++ko_half_eyes;
        ko_half_eye = h;
      }
    }
    if (ko_half_eyes != 1) {
      BuildGraphAndValue(space);
      continue;
    }
    EyeSpace won = space;  // before the build, which fills the graph fields
    BuildGraphAndValue(space);
    if (space.status != EyeSpaceStatus::kValued) continue;
    std::erase(won.half_eyes, ko_half_eye);
    BuildGraphAndValue(won);
    if (won.status != EyeSpaceStatus::kValued || won.max <= space.max) continue;
    space.ko_won = {ko_half_eye, won.value, won.attack, won.defense};
  }
  FindStringEyes();
  return std::move(out_);
}

}  // namespace

std::string_view TopologicalKindName(TopologicalKind kind) {
  return kind == TopologicalKind::kHalfEye ? "half eye" : "false eye";
}

EyeCount CountOf(const EyeSpace& space) {
  if (space.status == EyeSpaceStatus::kValued) {
    return EyeCount{space.value[0] - '0', space.value[1] - '0', space.value[2] - '0',
                    space.value[3] - '0'};
  }
  return EyeCount{2, 2, 2, 2};
}

EyeCount AddEyeCounts(const EyeCount& x, const EyeCount& y) {
  using std::max;
  using std::min;
  EyeCount s;
  // a: X moves first and gets one more move; O answers in one game.
  s.a = min(min(x.a + y.c, x.c + y.a), max(x.a + y.b, x.b + y.a));
  // b: X moves first in either game, then alternate play.
  s.b = min(max(x.b + y.b, min(x.a + y.d, x.b + y.c)), max(x.b + y.b, min(x.d + y.a, x.c + y.b)));
  // c: O moves first in either game.
  s.c = max(min(x.c + y.c, max(x.d + y.a, x.c + y.b)), min(x.c + y.c, max(x.a + y.d, x.b + y.c)));
  // d: O moves first and gets one more move.
  s.d = max(max(x.d + y.b, x.b + y.d), min(x.d + y.c, x.c + y.d));
  // GNU Go's correction: a game whose d is 2 above its c (0002-like) beside a
  // game whose c is 1 above its b (0011-like) would otherwise give d = 2 for
  // 0011 + 0002, where O's two moves make only 1 + ... (see docs).
  if ((x.d - x.c == 2 && y.c - y.b == 1) || (x.c - x.b == 1 && y.d - y.c == 2)) {
    s.d = max(min(x.c + y.d, x.d + y.b), min(x.d + y.c, x.b + y.d));
  }
  return s;
}

std::string EyeCountString(const EyeCount& e) {
  if (e.a < 10 && e.b < 10 && e.c < 10 && e.d < 10) {
    return std::string{static_cast<char>('0' + e.a), static_cast<char>('0' + e.b),
                       static_cast<char>('0' + e.c), static_cast<char>('0' + e.d)};
  }
  std::string out = "[";
  for (int digit : {e.a, e.b, e.c, e.d}) {
    if (out.size() > 1) out += ',';
    out += std::to_string(digit);
  }
  out += ']';
  return out;
}

int EyeAnalysis::EyeSpaceAt(Color owner, Point p) const {
  for (std::size_t i = 0; i < eyespaces.size(); ++i) {
    if (eyespaces[i].owner == owner && eyespaces[i].points.Contains(p)) return static_cast<int>(i);
  }
  return -1;
}

const TopologicalEye* EyeAnalysis::TopologicalAt(Color owner, Point p) const {
  for (const TopologicalEye& t : topological) {
    if (t.owner == owner && t.point == p) return &t;
  }
  return nullptr;
}

const DiagonalSum* EyeAnalysis::DiagonalSumAt(Point p) const {
  for (const DiagonalSum& d : diagonal_sums) {
    if (d.point == p) return &d;
  }
  return nullptr;
}

const StringEyes* EyeAnalysis::StringEyesAt(Point p) const {
  for (const StringEyes& g : strings) {
    if (g.stones.Contains(p)) return &g;
  }
  return nullptr;
}

ReadResult SafeMove(const Position& position, Color color, Point p, const TacticsOptions& options) {
  TacticalReader reader(position, options);
  return reader.SafeMove(color, p);
}

EyeAnalysis AnalyzeEyes(const Position& position, const EyeOptions& options) {
  EYESHAPE_CHECK(options.max_solved_vertices >= 0 &&
                 options.max_solved_vertices <= solver::kMaxVertices);
  return Analyzer(position, options).Run();
}

}  // namespace eyeshape::board
