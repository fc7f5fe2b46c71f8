// SPDX-License-Identifier: MIT
// File: tables/eyesdb_tools/eyesdb_export.cc
// Table entries grouped by graph, drawn on the graph's drawing, greedily
// merged into `x` patterns (eyesdb_export.h has the rule), and the text.

#include "tables/eyesdb_tools/eyesdb_export.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "base/check.h"
#include "canon/canonical_form.h"
#include "tables/generation/edge_classes.h"
#include "tables/generation/enumerate.h"
#include "tables/generation/polyomino.h"
#include "tables/io/locate_entry.h"

namespace eyeshape::tables {
namespace {

// A labelling of a drawing found in the table: its record and its value and
// vital points in the drawing's numbering. LocateEntry() picks the centre or
// edge records by the eyespace's W contact.
struct Located {
  std::int64_t index = -1;  // record index among the size's records of its kind; -1: no entry
  solver::EyeValue value;
  solver::VitalPoints vital;
};

Located Locate(const TableReader& table, const solver::Eyespace& eyespace) {
  const EntryLocation location = LocateEntry(table, eyespace);
  Located located;
  if (location.record == nullptr) return located;
  located.index = static_cast<std::int64_t>(location.index);
  located.value = location.value;
  located.vital = location.vital;
  return located;
}

// The entries of one graph, on its drawing (cells in reading order).
struct GraphGroup {
  Polyomino cells;
  std::vector<std::int64_t> records;  // record indices, increasing
};

// The entry's labels carried onto `cells` (marginal and attacker sets in the
// drawing's numbering). REQUIRES: the entry's drawing is `cells` up to a shift.
solver::Eyespace LabelsOnDrawing(const solver::Eyespace& canonical,
                                 const std::vector<solver::Cell>& drawing,
                                 const solver::Eyespace& blank, const Polyomino& cells) {
  int min_row = drawing[0].row;
  int min_col = drawing[0].column;
  for (const auto& [row, col] : drawing) {
    min_row = std::min(min_row, row);
    min_col = std::min(min_col, col);
  }
  solver::Eyespace labelled = blank;
  for (int v = 0; v < canonical.num_vertices; ++v) {
    const auto& [row, col] = drawing[static_cast<std::size_t>(v)];
    const Cell cell{row - min_row, col - min_col};
    const auto at = std::lower_bound(cells.begin(), cells.end(), cell);
    EYESHAPE_CHECK(at != cells.end() && *at == cell);
    const int local = static_cast<int>(at - cells.begin());
    if ((canonical.marginal & solver::VertexBit(v)) != 0)
      labelled.marginal |= solver::VertexBit(local);
    if ((canonical.attacker & solver::VertexBit(v)) != 0)
      labelled.attacker |= solver::VertexBit(local);
  }
  labelled.touches_wall = solver::CentreWallContact(labelled);
  return labelled;
}

// The subsets of `set` (each once, the empty set included).
std::vector<solver::VertexSet> Subsets(solver::VertexSet set) {
  std::vector<solver::VertexSet> subsets;
  solver::VertexSet s = 0;
  do {
    subsets.push_back(s);
    s = (s - set) & set;
  } while (s != 0);
  return subsets;
}

// A pattern with wildcards (`x`: empty or X) and the table records it stands
// for, its own first.
struct WildcardPattern {
  solver::Eyespace pattern;  // wildcard vertices hold no X
  solver::VertexSet wildcard = 0;
  std::vector<std::int64_t> expansions;
};

// Grows the wildcard set of `labelled` (found as `own`) one vertex at a time,
// in vertex order: a vertex that is neither marginal nor vital becomes `x`
// when every expansion with it flipped is in the table with own's value and
// vital points. `keep_wall_contact`: the expansions keep `labelled`'s W
// contact (edge records, where it does not depend on stones); else it is
// recomputed for each (centre records). Without `merge`, no wildcards.
WildcardPattern GrowWildcards(const TableReader& table, const solver::Eyespace& labelled,
                              const Located& own, int n, bool merge, bool keep_wall_contact) {
  WildcardPattern grown{labelled, 0, {own.index}};
  const solver::VertexSet fixed = labelled.marginal | own.vital.attack | own.vital.defense;
  for (int v = 0; merge && v < n; ++v) {
    const solver::VertexSet bit = solver::VertexBit(v);
    if ((fixed & bit) != 0) continue;
    // The expansions that turning v into `x` adds: v flipped.
    std::vector<std::int64_t> added;
    bool exact = true;
    for (const solver::VertexSet choice : Subsets(grown.wildcard)) {
      solver::Eyespace expansion = grown.pattern;
      expansion.attacker = ((grown.pattern.attacker ^ bit) & ~grown.wildcard) | choice;
      if (!keep_wall_contact) expansion.touches_wall = solver::CentreWallContact(expansion);
      if (!solver::IsNormalized(expansion)) {
        exact = false;
        break;
      }
      const Located found = Locate(table, expansion);
      if (found.index < 0 || found.value != own.value || !(found.vital == own.vital)) {
        exact = false;
        break;
      }
      added.push_back(found.index);
    }
    if (!exact) continue;
    grown.wildcard |= bit;
    grown.pattern.attacker &= ~bit;
    grown.expansions.insert(grown.expansions.end(), added.begin(), added.end());
  }
  return grown;
}

ExportedPattern MakePattern(const Polyomino& cells, const solver::Eyespace& labelled,
                            solver::VertexSet wildcard, const solver::EyeValue& value,
                            const solver::VitalPoints& vital) {
  ExportedPattern pattern;
  pattern.size = labelled.num_vertices;
  pattern.value = value;
  pattern.wildcards = solver::CountVertices(wildcard);
  pattern.mkeyes_accepts = MkeyesAccepts(value, vital);
  std::string labels;
  for (int v = 0; v < labelled.num_vertices; ++v) {
    const solver::VertexSet bit = solver::VertexBit(v);
    labels += solver::VertexChar((labelled.marginal & bit) != 0, (labelled.attacker & bit) != 0,
                                 (wildcard & bit) != 0, solver::MarkOf(vital, v));
  }
  std::istringstream text(ToDiagram(cells, labels));
  for (std::string row; std::getline(text, row);) pattern.rows.push_back(row);
  return pattern;
}

// The rows of an edge or corner pattern: `labels` (one symbol per cell) on
// `cells` (rows and columns >= 0; the board edge is above row 0 and, for a
// corner, left of column 0) with an edge mark beside each vertex of `tied`
// only: '-' above it on the first row, '|' left of it in the first column of
// a corner, '+' where the two meet when both are drawn. GNU Go's mkeyes
// credits each mark to exactly that vertex (eyesdb_match.h), so only the
// vertices of `tied` must lie on the board edge for the pattern to match.
std::vector<std::string> EdgeRows(const Polyomino& cells, const std::string& labels,
                                  Placement placement, solver::VertexSet tied) {
  bool top = false;
  bool left = false;
  int height = 0;
  int width = 0;
  for (std::size_t v = 0; v < cells.size(); ++v) {
    const bool is_tied = (tied & solver::VertexBit(static_cast<int>(v))) != 0;
    top = top || (is_tied && cells[v].row == 0);
    left = left || (is_tied && placement == Placement::kCorner && cells[v].column == 0);
    height = std::max(height, cells[v].row + 1);
    width = std::max(width, cells[v].column + 1);
  }
  const int row_offset = top ? 1 : 0;
  const int column_offset = left ? 1 : 0;
  std::vector<std::string> rows(static_cast<std::size_t>(height + row_offset),
                                std::string(static_cast<std::size_t>(width + column_offset), ' '));
  const auto at = [&](int r, int c) -> char& {
    return rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
  };
  for (std::size_t v = 0; v < cells.size(); ++v) {
    const auto [r, c] = cells[v];
    at(r + row_offset, c + column_offset) = labels[v];
    if ((tied & solver::VertexBit(static_cast<int>(v))) == 0) continue;
    if (top && r == 0) at(0, c + column_offset) = '-';
    if (left && c == 0) at(r + row_offset, 0) = '|';
  }
  if (top && left) at(0, 0) = '+';
  for (std::string& row : rows) {
    while (!row.empty() && row.back() == ' ') row.pop_back();
  }
  return rows;
}

// An edge or corner pattern with the number of its vertices tied to the edge.
struct EdgePattern {
  ExportedPattern pattern;
  int tied = 0;
};

// The edge and corner patterns of one size (the table's edge records), in
// file order: more vertices tied to the edge first (the order that keeps the
// first match exact; eyesdb_export.h). Adds to `count`.
std::vector<ExportedPattern> ExportEdgeSize(const TableReader& table, int n,
                                            const ExportOptions& options, ExportSizeCount& count) {
  count.edge_entries =
      static_cast<std::int64_t>(table.Records(RecordKind::kEdge, n).size() / EdgeRecordBytes(n));
  if (count.edge_entries == 0) return {};
  const std::vector<EdgeClass> classes = EdgeAndCornerClasses(n);
  // Group by drawing: placement, cells and marginal set fix W contact, so
  // the X stones are what a wildcard may vary.
  std::map<std::tuple<Placement, Polyomino, solver::VertexSet>, std::vector<std::size_t>> groups;
  for (std::size_t i = 0; i < classes.size(); ++i) {
    const EdgeClass& c = classes[i];
    solver::VertexSet marginal = 0;
    for (std::size_t v = 0; v < c.labels.size(); ++v) {
      if (c.labels[v] == '!') marginal |= solver::VertexBit(static_cast<int>(v));
    }
    groups[{c.placement, c.cells, marginal}].push_back(i);
  }
  std::set<std::int64_t> covered;  // edge record indices
  std::vector<EdgePattern> patterns;
  for (const auto& [group_key, members] : groups) {
    for (const std::size_t i : members) {
      const EdgeClass& c = classes[i];
      const solver::Eyespace eyespace = EyespaceOf(c);
      if (!solver::IsNormalized(eyespace)) continue;  // all-X: not an entry (SPEC §2)
      const Located own = Locate(table, eyespace);
      if (own.index < 0 || covered.contains(own.index)) continue;  // not in the table, or done
      const WildcardPattern grown = GrowWildcards(table, eyespace, own, n, options.merge_wildcards,
                                                  /*keep_wall_contact=*/true);
      const solver::Eyespace& pattern = grown.pattern;
      const solver::VertexSet wildcard = grown.wildcard;
      const std::vector<std::int64_t>& expansions = grown.expansions;
      covered.insert(expansions.begin(), expansions.end());
      if (!MkeyesAccepts(own.value, own.vital)) {
        ++count.mkeyes_rejects;
        if (options.mkeyes_only) continue;
      }
      std::string labels;
      for (int v = 0; v < n; ++v) {
        const solver::VertexSet bit = solver::VertexBit(v);
        labels += solver::VertexChar((pattern.marginal & bit) != 0, (pattern.attacker & bit) != 0,
                                     (wildcard & bit) != 0, solver::MarkOf(own.vital, v));
      }
      const solver::VertexSet tied = solver::CentreWallContact(eyespace) & ~eyespace.touches_wall;
      EdgePattern edge;
      edge.pattern.size = n;
      edge.pattern.value = own.value;
      edge.pattern.wildcards = solver::CountVertices(wildcard);
      edge.pattern.mkeyes_accepts = MkeyesAccepts(own.value, own.vital);
      edge.pattern.tied = solver::CountVertices(tied);
      edge.pattern.rows = EdgeRows(c.cells, labels, c.placement, tied);
      edge.tied = edge.pattern.tied;
      patterns.push_back(std::move(edge));
      ++count.edge_patterns;
      ++count.patterns;
      if (wildcard != 0) ++count.wildcarded;
      count.expansions += std::int64_t{1} << solver::CountVertices(wildcard);
    }
  }
  count.edge_covered = static_cast<std::int64_t>(covered.size());
  std::stable_sort(patterns.begin(), patterns.end(),
                   [](const EdgePattern& a, const EdgePattern& b) { return a.tied > b.tied; });
  std::vector<ExportedPattern> out;
  out.reserve(patterns.size());
  for (EdgePattern& edge : patterns) out.push_back(std::move(edge.pattern));
  return out;
}

// The patterns of one size, appended to `out`; returns the size's counts.
ExportSizeCount ExportSize(const TableReader& table, int n, const ExportOptions& options,
                           std::vector<ExportedPattern>& out) {
  const bool merge = options.merge_wildcards;
  ExportSizeCount count;
  count.size = n;
  // Edge and corner patterns come before the centre ones: a centre pattern
  // matches at the edge too (GNU Go's rule), so the more specific go first.
  for (ExportedPattern& pattern : ExportEdgeSize(table, n, options, count)) {
    out.push_back(std::move(pattern));
  }
  const std::span<const std::uint8_t> records = table.Records(n);
  const std::size_t record_bytes = RecordBytes(n);
  count.entries = static_cast<std::int64_t>(records.size() / record_bytes);
  const auto record_at = [&](std::int64_t i) {
    return records.data() + static_cast<std::size_t>(i) * record_bytes;
  };

  // Group the entries by graph, keyed by the graph's drawing.
  std::map<Polyomino, GraphGroup> groups;
  for (std::int64_t i = 0; i < count.entries; ++i) {
    const std::optional<std::vector<solver::Cell>> drawing = EntryDrawing(table, n, record_at(i));
    if (!drawing.has_value()) {
      ++count.undrawn;
      continue;
    }
    Polyomino normalized = MoveToOrigin(*drawing);
    GraphGroup& group = groups[normalized];
    if (group.cells.empty()) group.cells = std::move(normalized);
    group.records.push_back(i);
  }

  std::vector<bool> covered(static_cast<std::size_t>(count.entries), false);
  for (const auto& [key, group] : groups) {
    const Polyomino& cells = group.cells;
    const solver::Eyespace blank = ToEyespace(cells);
    for (const std::int64_t seed : group.records) {
      if (covered[static_cast<std::size_t>(seed)]) continue;
      const std::uint8_t* record = record_at(seed);
      const solver::Eyespace labelled =
          LabelsOnDrawing(EntryEyespace(n, record), *EntryDrawing(table, n, record), blank, cells);
      const Located own = Locate(table, labelled);
      EYESHAPE_CHECK(own.index == seed);
      const WildcardPattern grown =
          GrowWildcards(table, labelled, own, n, merge, /*keep_wall_contact=*/false);
      const solver::Eyespace& pattern = grown.pattern;
      const solver::VertexSet wildcard = grown.wildcard;
      const std::vector<std::int64_t>& expansions = grown.expansions;
      for (const std::int64_t e : expansions) covered[static_cast<std::size_t>(e)] = true;
      if (!MkeyesAccepts(own.value, own.vital)) {
        ++count.mkeyes_rejects;
        if (options.mkeyes_only) continue;
      }
      out.push_back(MakePattern(cells, pattern, wildcard, own.value, own.vital));
      ++count.patterns;
      if (wildcard != 0) ++count.wildcarded;
      count.expansions += std::int64_t{1} << solver::CountVertices(wildcard);
    }
  }
  return count;
}

// At most 60 characters, so "# Model: " + this + "," fits a line.
std::string DescribeModel(const TableParameters& parameters) {
  std::string text = parameters.model == solver::Model::kGraph ? "graph model" : "board model";
  text += ", L = " + std::to_string(parameters.outer_liberties) + " outer liberties";
  text += (parameters.flags & kFlagSuicideAllowed) != 0 ? ", suicide allowed" : ", suicide illegal";
  if ((parameters.flags & kFlagOuterFillsAreMoves) != 0) text += ",\n# X's outer fills are moves";
  return text;
}

// `text` for one comment line of at most kMaxLine characters: a path cut to
// its file name, anything else cut with "...".
constexpr std::size_t kMaxLine = 78;
std::string ShortLine(std::string text) {
  if (text.size() + 2 <= kMaxLine) return text;
  const std::size_t slash = text.rfind('/');
  if (slash != std::string::npos) text = text.substr(slash + 1);
  if (text.size() + 2 > kMaxLine) text = text.substr(0, kMaxLine - 5) + "...";
  return text;
}

}  // namespace

bool MkeyesAccepts(const solver::EyeValue& value, const solver::VitalPoints& vital) {
  return (vital.attack != 0) == (value.a != value.c) &&
         (vital.defense != 0) == (value.b != value.d);
}

EyesDbExport ExportEyesDb(const TableReader& table, const ExportOptions& options) {
  EyesDbExport exported;
  exported.mkeyes_only = options.mkeyes_only;
  const int max_size = options.max_size <= 0 || options.max_size > table.max_size()
                           ? table.max_size()
                           : options.max_size;
  std::int64_t largest = 0;
  for (int n = 1; n <= max_size; ++n) {
    const std::size_t first = exported.patterns.size();
    exported.sizes.push_back(ExportSize(table, n, options, exported.patterns));
    largest = std::max(largest, exported.sizes.back().patterns);
    for (std::size_t i = first; i < exported.patterns.size(); ++i) {
      exported.patterns[i].name = static_cast<std::int64_t>(i - first + 1);  // index for now
    }
  }
  int digits = 3;
  std::int64_t scale = 1000;
  while (largest >= scale) {
    ++digits;
    scale *= 10;
  }
  exported.name_digits = digits;
  for (ExportedPattern& pattern : exported.patterns) pattern.name += pattern.size * scale;
  return exported;
}

std::string FormatEyesDbExport(const EyesDbExport& exported, const TableParameters& parameters,
                               const ExportProvenance& provenance) {
  std::int64_t entries = 0;
  std::int64_t edge_entries = 0;
  std::int64_t edge_patterns = 0;
  int edge_max_size = 0;
  for (const ExportSizeCount& size : exported.sizes) {
    entries += size.entries - size.undrawn;
    edge_entries += size.edge_covered;
    edge_patterns += size.edge_patterns;
    if (size.edge_entries > 0) edge_max_size = size.size;
  }
  const int max_size = exported.sizes.empty() ? 0 : exported.sizes.back().size;
  // Every line stays under 80 characters: GNU Go's mkeyes reads lines into
  // an 80-byte buffer and rejects longer ones.
  std::string text;
  text += "# Eye shapes in GNU Go's eyes.db format, generated by " + provenance.generator + "\n";
  text += "# (eyeshape export --format eyesdb) from the table:\n";
  text += "# " +
          ShortLine(provenance.source.empty() ? std::string("(unnamed)") : provenance.source) +
          "\n";
  text += "#\n";
  text += "# Model: " + DescribeModel(parameters) + ",\n";
  text += "# positional superko, no ko threats elsewhere.\n";
  text += "# Table format version " + std::to_string(kFormatVersion) + ", canon version " +
          std::to_string(canon::kCanonVersion) + ".\n";
  text += "# Every eyespace of 1.." + std::to_string(max_size) +
          " grid cells (labels . ! X, up to isomorphism):\n";
  text += "# " + std::to_string(entries) + " centre and " + std::to_string(edge_entries) +
          " edge and corner entries in " + std::to_string(exported.patterns.size()) + " patterns" +
          (edge_max_size == 0 ? ".\n" : "\n");
  if (edge_max_size == 0) {
    text += "# No edge or corner patterns: at the edge GNU Go takes the centre\n";
    text += "# pattern, exact only where the edge takes no vertex's W contact away.\n";
  } else {
    text += "# (" + std::to_string(edge_patterns) + " of them edge or corner patterns, sizes 1.." +
            std::to_string(edge_max_size) + ").\n";
    text += "# An edge or corner pattern marks the board edge ('-' '|' '+') only beside\n";
    text += "# the vertices the edge cuts off from W (SPEC §2): only those must lie on\n";
    text += "# the edge. Within a size, the patterns with more such vertices come\n";
    text += "# first, the centre patterns last: then GNU Go's first match is exact for\n";
    text += "# every eyespace, centre, edge or corner, of 1.." + std::to_string(edge_max_size) +
            " cells. Larger edge\n";
    text += "# and corner eyespaces get the centre pattern's value, exact only where\n";
    text += "# the edge takes no vertex's W contact away.\n";
  }
  text += "# Values abcd and vital points (* < > @ ( )) are exact solutions of the\n";
  text += "# model's local game, every vital point marked.\n";
  text += "# 'x' is empty or X: every expansion of a pattern is an entry with exactly\n";
  text += "# its value and vital points.\n";
  text += "# Pattern NAME = size * 10^" + std::to_string(exported.name_digits) +
          " + index within the size (increasing).\n";
  std::size_t next = 0;
  for (const ExportSizeCount& size : exported.sizes) {
    text += "\n# Size " + std::to_string(size.size) + ": " + std::to_string(size.entries) +
            " entries, " + std::to_string(size.patterns) + " patterns (" +
            std::to_string(size.wildcarded) + " with x)\n";
    if (size.edge_entries > 0) {
      text += "# and " + std::to_string(size.edge_covered) + " edge and corner entries in " +
              std::to_string(size.edge_patterns) + " of these patterns, first\n";
    }
    if (size.mkeyes_rejects > 0) {
      text += "# " + std::to_string(size.mkeyes_rejects) + " pattern(s) mkeyes rejects" +
              (exported.mkeyes_only ? " left out\n" : ", marked with a comment\n");
    }
    text += "\n";
    for (; next < exported.patterns.size() && exported.patterns[next].size == size.size; ++next) {
      const ExportedPattern& pattern = exported.patterns[next];
      text += "Pattern " + std::to_string(pattern.name) + "\n";
      if (!pattern.mkeyes_accepts) {
        text += "# GNU Go's mkeyes rejects this pattern: it wants attack points exactly\n";
        text += "# when a != c, defense points exactly when b != d. The decisive move is\n";
        text += "# off the eyespace (an outer liberty), so no vertex is marked for it.\n";
        text += "# Leave it out (export --mkeyes-only) to compile the file with mkeyes.\n";
      }
      text += "\n";
      for (const std::string& row : pattern.rows) text += row + "\n";
      text += "\n:" + pattern.value.ToString() + "\n\n";
    }
  }
  return text;
}

}  // namespace eyeshape::tables
