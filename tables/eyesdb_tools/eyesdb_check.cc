// SPDX-License-Identifier: MIT
// File: tables/eyesdb_tools/eyesdb_check.cc
// Expansion of wildcards, first-match search per expansion, the solver on
// the reached ones, and the status rules of eyesdb_check.h.

#include "tables/eyesdb_tools/eyesdb_check.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tables/eyesdb/eyesdb_match.h"
#include "tables/generation/enumerate.h"

namespace eyeshape::tables {
namespace {

// The vertices of the X string through `vertex` in `eyespace`.
solver::VertexSet StringAt(const solver::Eyespace& eyespace, int vertex) {
  solver::VertexSet group = solver::VertexBit(vertex);
  solver::VertexSet frontier = group;
  while (frontier != 0) {
    const int v = std::countr_zero(frontier);
    frontier &= frontier - 1;
    const solver::VertexSet fresh = eyespace.neighbours[v] & eyespace.attacker & ~group;
    group |= fresh;
    frontier |= fresh;
  }
  return group;
}

solver::VertexSet NeighboursOf(const solver::Eyespace& eyespace, solver::VertexSet set) {
  solver::VertexSet result = 0;
  for (solver::VertexSet rest = set; rest != 0; rest &= rest - 1) {
    result |= eyespace.neighbours[std::countr_zero(rest)];
  }
  return result & ~set;
}

// The pattern with wildcard vertex number i of `wildcards` set to X where
// bit i of `choice` is 1.
solver::Pattern Expand(const solver::Pattern& pattern, unsigned choice) {
  solver::Pattern expanded = pattern;
  int i = 0;
  for (solver::VertexSet rest = pattern.wildcard; rest != 0; rest &= rest - 1, ++i) {
    const int v = std::countr_zero(rest);
    if (((choice >> i) & 1U) != 0) expanded.eyespace.attacker |= solver::VertexBit(v);
  }
  expanded.wildcard = 0;
  if (expanded.drawing.has_value()) {
    for (solver::VertexSet rest = pattern.wildcard; rest != 0; rest &= rest - 1) {
      const int v = std::countr_zero(rest);
      const auto [r, c] = expanded.drawing->cells[static_cast<std::size_t>(v)];
      expanded.drawing->rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] =
          (expanded.eyespace.attacker & solver::VertexBit(v)) != 0 ? 'X' : '.';
    }
  }
  return expanded;
}

bool Subset(solver::VertexSet a, solver::VertexSet b) { return (a & ~b) == 0; }

std::string CellName(const solver::Cell& cell) {
  return "row " + std::to_string(cell.row + 1) + ", col " + std::to_string(cell.column + 1);
}

}  // namespace

std::pair<DifferenceKind, std::string> ClassifyDifference(const solver::Pattern& pattern) {
  const solver::Eyespace& eyespace = pattern.eyespace;
  const int n = eyespace.num_vertices;
  const auto vertex_name = [&](int v) {
    return pattern.drawing.has_value()
               ? CellName(pattern.drawing->cells[static_cast<std::size_t>(v)])
               : "vertex " + std::to_string(v);
  };
  if (n > 0 && eyespace.attacker == solver::AllVertices(n)) {
    return {DifferenceKind::kAllAttacker, "every vertex X: SPEC §2 takes the string as captured"};
  }
  if ((eyespace.attacker & eyespace.marginal) != 0) {
    return {DifferenceKind::kDollarStones,
            "'$' stones: SPEC §2 connects them outside, their neighbours become marginal"};
  }
  if (const std::optional<solver::Cell> cut = CutOffWallCell(pattern)) {
    return {DifferenceKind::kWallSplit, "an O stone at " + CellName(*cut) +
                                            " is cut off from W: W is split into strings, "
                                            "the model's W is one (SPEC §2)"};
  }
  const solver::VertexSet lost = solver::CentreWallContact(eyespace) & ~eyespace.touches_wall;
  if (lost != 0) {
    return {DifferenceKind::kLostAtEdge, "the vertex at " + vertex_name(std::countr_zero(lost)) +
                                             " does not touch W because of the board edge"};
  }
  const solver::VertexSet inside = solver::AllVertices(n) & ~eyespace.touches_wall;
  if (inside != 0) {
    return {DifferenceKind::kNoWallContact,
            "the vertex at " + vertex_name(std::countr_zero(inside)) +
                " does not touch W (a T-point or an interior point)"};
  }
  return {DifferenceKind::kOther, "every vertex touches W"};
}

namespace {

void CheckOne(const EyesDb& db, const EyesDbIndex& db_index, int index, const CheckOptions& options,
              PatternCheck& check) {
  const EyesDbPattern& entry = db.patterns[static_cast<std::size_t>(index)];
  check.index = index;
  check.db_value = entry.value;
  check.edge_pattern = entry.is_edge_pattern();
  check.board_cannot_hold = entry.board_cannot_hold;
  const int num_wildcards = solver::CountVertices(entry.pattern.wildcard);
  if (num_wildcards > options.max_wildcards) {
    check.status = CheckStatus::kOutsideModel;
    check.reason = std::to_string(num_wildcards) + " wildcards: too many expansions to check";
    return;
  }
  const solver::VitalPoints db_marks = PatternMarks(entry.pattern);
  const unsigned count = 1U << num_wildcards;
  check.expansions.reserve(count);
  for (unsigned choice = 0; choice < count; ++choice) {
    ExpansionCheck expansion;
    expansion.pattern = Expand(entry.pattern, choice);
    // The expansion as a board position: its board edge counts are the
    // drawing's offboard sides (the edge a straight line), not the pattern's
    // mkeyes counts, which can be lower where a row is drawn short.
    expansion.edge = expansion.pattern.offboard_sides;
    const EyesDbQuery query{expansion.pattern.eyespace, expansion.edge};
    const std::optional<EyesDbMatch> match = db_index.FirstMatch(query);
    // The pattern matches its own expansions (identity map), so a match exists.
    expansion.first_match = match.has_value() ? match->pattern_index : index;
    if (expansion.first_match < index &&
        std::find(check.shadowed_by.begin(), check.shadowed_by.end(), expansion.first_match) ==
            check.shadowed_by.end()) {
      check.shadowed_by.push_back(expansion.first_match);
    }
    if (!entry.board_cannot_hold) {
      const solver::PatternSolution solution =
          solver::SolvePattern(expansion.pattern, options.game);
      expansion.solved = true;
      expansion.solver_value = solution.value;
      expansion.solver_vital = solution.vital;
      const solver::VitalPoints& s = solution.vital;
      expansion.marks_equal = db_marks == s;
      expansion.marks_subset =
          Subset(db_marks.attack, s.attack) && Subset(db_marks.defense, s.defense) &&
          (db_marks.attack != 0) == (s.attack != 0) && (db_marks.defense != 0) == (s.defense != 0);
    }
    check.expansions.push_back(std::move(expansion));
  }
  std::sort(check.shadowed_by.begin(), check.shadowed_by.end());
  check.status = StatusUnderRule(check, options.marks);
  const std::vector<ExpansionCheck>& expansions = check.expansions;
  const auto reached = [&](const ExpansionCheck& e) { return e.first_match == index; };
  switch (check.status) {
    case CheckStatus::kShadowed:
      check.reason = "every expansion is answered by an earlier pattern";
      break;
    case CheckStatus::kOutsideModel:
      check.reason = "the board cannot hold it: a marginal vertex has no side for its approach";
      break;
    case CheckStatus::kValueDiffers:
      check.reason = "the solver gives another value";  // the kind follows below
      break;
    case CheckStatus::kMarksDiffer:
      check.reason = std::string("vital points differ (marks rule ") +
                     std::string(MarksRuleName(options.marks)) + ")";
      break;
    case CheckStatus::kAgree:
      break;
  }
  for (int i = 0; i < static_cast<int>(expansions.size()); ++i) {
    const ExpansionCheck& e = expansions[static_cast<std::size_t>(i)];
    if (!reached(e)) continue;
    if (check.representative < 0) check.representative = i;
    const bool differs =
        e.solved && (e.solver_value != entry.value ||
                     (check.status == CheckStatus::kMarksDiffer &&
                      !(options.marks == MarksRule::kEqual ? e.marks_equal : e.marks_subset)));
    if (differs) {
      check.representative = i;
      break;
    }
  }
  if (check.representative < 0 && !expansions.empty()) check.representative = 0;
  if (check.status == CheckStatus::kValueDiffers) {
    const auto [kind, detail] =
        ClassifyDifference(expansions[static_cast<std::size_t>(check.representative)].pattern);
    check.kind = kind;
    check.reason += " (" + std::string(DifferenceKindName(kind)) + ": " + detail + ")";
  }
}

}  // namespace

std::string_view CheckStatusName(CheckStatus status) {
  switch (status) {
    case CheckStatus::kAgree:
      return "agree";
    case CheckStatus::kValueDiffers:
      return "value-differs";
    case CheckStatus::kMarksDiffer:
      return "marks-differ";
    case CheckStatus::kOutsideModel:
      return "outside-model";
    case CheckStatus::kShadowed:
      return "shadowed";
  }
  return "?";
}

std::string_view DifferenceKindName(DifferenceKind kind) {
  switch (kind) {
    case DifferenceKind::kNone:
      return "";
    case DifferenceKind::kAllAttacker:
      return "all-X";
    case DifferenceKind::kDollarStones:
      return "dollar-stones";
    case DifferenceKind::kWallSplit:
      return "W-split";
    case DifferenceKind::kLostAtEdge:
      return "contact-lost-at-edge";
    case DifferenceKind::kNoWallContact:
      return "no-W-contact";
    case DifferenceKind::kOther:
      return "other";
  }
  return "?";
}

std::optional<solver::Cell> CutOffWallCell(const solver::Pattern& pattern) {
  if (!pattern.drawing.has_value() || pattern.eyespace.num_vertices == 0) return std::nullopt;
  const solver::Drawing& drawing = *pattern.drawing;
  const int height = static_cast<int>(drawing.rows.size());
  int width = 0;
  for (const std::string& row : drawing.rows) width = std::max(width, static_cast<int>(row.size()));
  int top_row = height;
  int bottom_row = -1;
  int left_column = width;
  int right_column = -1;
  for (const solver::Cell& cell : drawing.cells) {
    top_row = std::min(top_row, cell.row);
    bottom_row = std::max(bottom_row, cell.row);
    left_column = std::min(left_column, cell.column);
    right_column = std::max(right_column, cell.column);
  }
  // The board edge lines (ParsePattern() has checked they are straight).
  int top = -2;
  int bottom = height + 1;
  int left = -2;
  int right = width + 1;
  for (int r = 0; r < height; ++r) {
    const std::string& row = drawing.rows[static_cast<std::size_t>(r)];
    for (int c = 0; c < static_cast<int>(row.size()); ++c) {
      const char ch = row[static_cast<std::size_t>(c)];
      if (ch == '|') (c < left_column ? left : right) = c;
      if ((ch == '-' || ch == '+') && r < top_row) top = r;
      if ((ch == '-' || ch == '+') && r > bottom_row) bottom = r;
    }
  }
  // Cells of the drawing and a ring of one around it: index (r + 1, c + 1).
  const int rows = height + 2;
  const int columns = width + 2;
  const auto index = [columns](int r, int c) {
    return static_cast<std::size_t>(r + 1) * static_cast<std::size_t>(columns) +
           static_cast<std::size_t>(c + 1);
  };
  std::vector<std::uint8_t> vertex(
      static_cast<std::size_t>(rows) * static_cast<std::size_t>(columns), 0);
  for (const solver::Cell& cell : drawing.cells) {
    vertex[index(cell.row, cell.column)] = 1;
  }
  const auto free_cell = [&](int r, int c) {  // on the board and not an eyespace vertex
    return r > top && r < bottom && c > left && c < right && vertex[index(r, c)] == 0;
  };
  std::vector<std::uint8_t> reached(vertex.size(), 0);
  std::vector<solver::Cell> stack;
  for (int r = -1; r <= height; ++r) {
    for (int c = -1; c <= width; ++c) {
      const bool ring = r == -1 || r == height || c == -1 || c == width;
      if (ring && free_cell(r, c)) {
        reached[index(r, c)] = 1;
        stack.push_back({r, c});
      }
    }
  }
  constexpr std::array<std::array<int, 2>, 4> kSteps = {{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}};
  while (!stack.empty()) {
    const solver::Cell cell = stack.back();
    stack.pop_back();
    for (const auto& [dr, dc] : kSteps) {
      const int r = cell.row + dr;
      const int c = cell.column + dc;
      if (r < -1 || r > height || c < -1 || c > width || !free_cell(r, c)) continue;
      std::uint8_t& seen = reached[index(r, c)];
      if (seen != 0) continue;
      seen = 1;
      stack.push_back({r, c});
    }
  }
  for (int r = 0; r < height; ++r) {
    for (int c = 0; c < width; ++c) {
      if (!free_cell(r, c) || reached[index(r, c)] != 0) {
        continue;
      }
      for (const auto& [dr, dc] : kSteps) {
        const int vr = r + dr;
        const int vc = c + dc;
        if (vr >= 0 && vr < height && vc >= 0 && vc < width && vertex[index(vr, vc)] != 0) {
          return solver::Cell{r, c};
        }
      }
    }
  }
  return std::nullopt;
}

std::string_view MarksRuleName(MarksRule rule) {
  switch (rule) {
    case MarksRule::kSubset:
      return "subset";
    case MarksRule::kEqual:
      return "equal";
    case MarksRule::kIgnore:
      return "ignore";
  }
  return "?";
}

int PatternCheck::num_reached() const {
  return static_cast<int>(
      std::count_if(expansions.begin(), expansions.end(),
                    [this](const ExpansionCheck& e) { return e.first_match == index; }));
}

CheckStatus StatusUnderRule(const PatternCheck& check, MarksRule rule) {
  if (check.expansions.empty()) return CheckStatus::kOutsideModel;  // not expanded
  if (check.num_reached() == 0) return CheckStatus::kShadowed;
  if (check.board_cannot_hold) return CheckStatus::kOutsideModel;
  bool marks_differ = false;
  for (const ExpansionCheck& e : check.expansions) {
    if (e.first_match != check.index) continue;
    if (e.solver_value != check.db_value) return CheckStatus::kValueDiffers;
    if (rule == MarksRule::kEqual && !e.marks_equal) marks_differ = true;
    if (rule == MarksRule::kSubset && !e.marks_subset) marks_differ = true;
  }
  return marks_differ ? CheckStatus::kMarksDiffer : CheckStatus::kAgree;
}

std::optional<solver::Eyespace> EyespaceAfterMove(const solver::Eyespace& eyespace,
                                                  solver::Side side, int vertex) {
  const solver::Eyespace& before = eyespace;
  if (vertex < 0 || vertex >= before.num_vertices) return std::nullopt;
  const solver::VertexSet bit = solver::VertexBit(vertex);
  if ((before.attacker & bit) != 0) return std::nullopt;
  if (side == solver::Side::kAttacker) {
    solver::Eyespace after = before;
    after.attacker |= bit;
    const solver::VertexSet string = StringAt(after, vertex);
    const bool connected_out = (string & after.marginal) != 0;
    const bool has_liberty = (NeighboursOf(after, string) & ~after.attacker) != 0;
    if (!connected_out && !has_liberty) return std::nullopt;  // suicide
    return after;
  }
  if ((before.touches_wall & bit) == 0) return std::nullopt;  // a separate O string
  // O joins W; X strings whose last liberty was `vertex` would be captured.
  for (solver::VertexSet rest = before.neighbours[vertex] & before.attacker; rest != 0;
       rest &= rest - 1) {
    const solver::VertexSet string = StringAt(before, std::countr_zero(rest));
    if ((string & before.marginal) != 0) continue;
    if ((NeighboursOf(before, string) & ~before.attacker & ~bit) == 0) return std::nullopt;
  }
  solver::Eyespace after;
  std::vector<int> new_index(static_cast<std::size_t>(before.num_vertices), -1);
  for (int v = 0; v < before.num_vertices; ++v) {
    if (v != vertex) new_index[static_cast<std::size_t>(v)] = after.num_vertices++;
  }
  for (int v = 0; v < before.num_vertices; ++v) {
    const int nv = new_index[static_cast<std::size_t>(v)];
    if (nv < 0) continue;
    const solver::VertexSet vb = solver::VertexBit(v);
    const solver::VertexSet nb = solver::VertexBit(nv);
    if ((before.marginal & vb) != 0) after.marginal |= nb;
    if ((before.attacker & vb) != 0) after.attacker |= nb;
    if ((before.touches_wall & vb) != 0 || (before.neighbours[v] & bit) != 0) {
      after.touches_wall |= nb;
    }
    for (solver::VertexSet rest = before.neighbours[v] & ~bit; rest != 0; rest &= rest - 1) {
      after.neighbours[nv] |=
          solver::VertexBit(new_index[static_cast<std::size_t>(std::countr_zero(rest))]);
    }
  }
  return after;
}

std::vector<PatternCheck> CheckEyesDb(const EyesDb& db, const CheckOptions& options) {
  const int count = static_cast<int>(db.patterns.size());
  std::vector<PatternCheck> checks(static_cast<std::size_t>(count));
  const EyesDbIndex db_index(db);
#pragma omp parallel for schedule(dynamic, 1) num_threads(options.threads)
  for (int i = 0; i < count; ++i) {
    CheckOne(db, db_index, i, options, checks[static_cast<std::size_t>(i)]);
  }
  return checks;
}

std::vector<CoverageCount> EyesDbCoverage(const EyesDb& db, int max_size, int threads) {
  std::vector<CoverageCount> counts;
  const EyesDbIndex db_index(db);
  for (int n = 1; n <= max_size; ++n) {
    const std::vector<ShapeGraph> graphs = PolyominoGraphs(n);
    const int num_graphs = static_cast<int>(graphs.size());
    std::vector<CoverageCount> per_graph(graphs.size());
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
    for (int g = 0; g < num_graphs; ++g) {
      const ShapeGraph& graph = graphs[static_cast<std::size_t>(g)];
      CoverageCount& count = per_graph[static_cast<std::size_t>(g)];
      for (const LabellingGroup& group : LabellingGroups(graph)) {
        if (!group.board_holds) continue;
        for (const solver::VertexSet attackers : group.attackers) {
          ++count.classes;
          const EyesDbQuery query{LabelledEyespace(graph, group.marginal, attackers), {}};
          if (db_index.FirstMatch(query).has_value()) ++count.answered;
        }
      }
    }
    CoverageCount total;
    total.size = n;
    for (const CoverageCount& count : per_graph) {
      total.classes += count.classes;
      total.answered += count.answered;
    }
    counts.push_back(total);
  }
  return counts;
}

}  // namespace eyeshape::tables
