// SPDX-License-Identifier: MIT
// File: solver/model/eyespace.cc
// Diagram and graph-line parsing, formatting and SPEC §2 normalization.
// docs/notation.md describes both notations, W contact and every error.

#include "solver/model/eyespace.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/check.h"

namespace eyeshape::solver {
namespace {

// What one vertex symbol of SPEC §1 says.
struct Symbol {
  bool marginal = false;
  bool attacker = false;
  bool wildcard = false;
  VitalMark mark = VitalMark::kNone;
};

// The vertex symbol `c`, or nullopt when `c` is not one.
std::optional<Symbol> VertexSymbol(char c) {
  switch (c) {
    case '.':
      return Symbol{};
    case '!':
      return Symbol{.marginal = true};
    case 'X':
      return Symbol{.attacker = true};
    case '$':
      return Symbol{.marginal = true, .attacker = true};
    case '*':
      return Symbol{.mark = VitalMark::kBoth};
    case '<':
      return Symbol{.mark = VitalMark::kAttack};
    case '>':
      return Symbol{.mark = VitalMark::kDefense};
    case '@':
      return Symbol{.marginal = true, .mark = VitalMark::kBoth};
    case '(':
      return Symbol{.marginal = true, .mark = VitalMark::kAttack};
    case ')':
      return Symbol{.marginal = true, .mark = VitalMark::kDefense};
    case 'x':
      return Symbol{.wildcard = true};
    default:
      return std::nullopt;
  }
}

bool IsBlank(char c) { return c == ' ' || c == 'O'; }
bool IsEdgeMark(char c) { return c == '|' || c == '-' || c == '+'; }
bool IsHorizontalEdgeMark(char c) { return c == '-' || c == '+'; }

std::string Position(int row, int column) {
  return "row " + std::to_string(row + 1) + ", column " + std::to_string(column + 1);
}

// The vertices reachable from `start` inside `within` (which contains start).
VertexSet FloodFill(const Eyespace& eyespace, int start, VertexSet within) {
  VertexSet reached = VertexBit(start);
  VertexSet frontier = reached;
  while (frontier != 0) {
    const int v = std::countr_zero(frontier);
    frontier &= frontier - 1;
    const VertexSet fresh = eyespace.neighbours[v] & within & ~reached;
    reached |= fresh;
    frontier |= fresh;
  }
  return reached;
}

// The vertices adjacent to some vertex of `set` (may include `set`'s own).
VertexSet Neighbours(const Eyespace& eyespace, VertexSet set) {
  VertexSet adjacent = 0;
  for (VertexSet s = set; s != 0; s &= s - 1) adjacent |= eyespace.neighbours[std::countr_zero(s)];
  return adjacent;
}

// The first vertex not connected to vertex 0, or -1 when the graph is
// connected. REQUIRES: num_vertices >= 1.
int FirstDisconnectedVertex(const Eyespace& eyespace) {
  const VertexSet missing = eyespace.vertices() & ~FloodFill(eyespace, 0, eyespace.vertices());
  return missing == 0 ? -1 : std::countr_zero(missing);
}

// Splits `text` into rows at '\n' and '%', dropping one trailing '\r' per row.
std::vector<std::string_view> SplitRows(std::string_view text) {
  std::vector<std::string_view> rows;
  rows.reserve(
      1 + std::count_if(text.begin(), text.end(), [](char c) { return c == '\n' || c == '%'; }));
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == '\n' || text[i] == '%') {
      std::string_view row = text.substr(start, i - start);
      if (!row.empty() && row.back() == '\r') row.remove_suffix(1);
      rows.push_back(row);
      start = i + 1;
    }
  }
  return rows;
}

void AddEdge(Eyespace& eyespace, int u, int v) {
  eyespace.neighbours[u] |= VertexBit(v);
  eyespace.neighbours[v] |= VertexBit(u);
}

void AddVertex(Pattern& pattern, const Symbol& symbol) {
  const int v = pattern.eyespace.num_vertices++;
  if (symbol.marginal) pattern.eyespace.marginal |= VertexBit(v);
  if (symbol.attacker) pattern.eyespace.attacker |= VertexBit(v);
  if (symbol.wildcard) pattern.wildcard |= VertexBit(v);
  pattern.marks.push_back(symbol.mark);
}

// A diagram's vertices in reading order, before any edge is known.
struct DiagramCells {
  Pattern pattern;  // labels and marks; no edges, no W contact yet
  Drawing drawing;  // rows (with 'O' as ' ') and the cell of each vertex
  int top_row = -1;
  int bottom_row = -1;
  int left_column = -1;
  int right_column = -1;
};

// Reads the rows of a diagram: every vertex symbol becomes a vertex; blanks,
// 'O' and '|' are skipped; a '-' or '+' row may hold nothing else.
Result<DiagramCells> ReadDiagramCells(std::string_view text) {
  std::vector<std::string_view> raw_rows = SplitRows(text);
  while (!raw_rows.empty() &&
         std::all_of(raw_rows.back().begin(), raw_rows.back().end(), IsBlank)) {
    raw_rows.pop_back();
  }
  DiagramCells cells;
  Pattern& pattern = cells.pattern;
  // One allocation each: a diagram has at most one vertex per character.
  const std::size_t most_vertices = std::min<std::size_t>(text.size(), kMaxVertices);
  pattern.marks.reserve(most_vertices);
  cells.drawing.cells.reserve(most_vertices);
  cells.drawing.rows.reserve(raw_rows.size());
  for (int r = 0; r < static_cast<int>(raw_rows.size()); ++r) {
    std::string row(raw_rows[r]);
    bool has_horizontal_edge = false;
    bool has_other = false;
    for (int c = 0; c < static_cast<int>(row.size()); ++c) {
      const char ch = row[c];
      if (ch == 'O') row[c] = ' ';
      if (IsBlank(ch)) continue;
      if (IsHorizontalEdgeMark(ch)) {
        has_horizontal_edge = true;
        continue;
      }
      has_other = true;
      if (ch == '|') continue;
      const std::optional<Symbol> symbol = VertexSymbol(ch);
      if (!symbol) {
        return Result<DiagramCells>::Error("unknown character " + QuoteChar(ch) + " at " +
                                           Position(r, c));
      }
      if (pattern.eyespace.num_vertices == kMaxVertices) {
        return Result<DiagramCells>::Error("more than " + std::to_string(kMaxVertices) +
                                           " vertices (the next one is at " + Position(r, c) + ")");
      }
      AddVertex(pattern, *symbol);
      cells.drawing.cells.push_back({r, c});
      if (cells.top_row < 0) cells.top_row = r;
      cells.bottom_row = r;
      if (cells.left_column < 0 || c < cells.left_column) cells.left_column = c;
      cells.right_column = std::max(cells.right_column, c);
    }
    if (has_horizontal_edge && has_other) {
      const auto c = static_cast<int>(row.find_first_of("-+"));
      return Result<DiagramCells>::Error("edge mark " + QuoteChar(row[c]) + " at " +
                                         Position(r, c) + " shares its row with eyespace or '|'");
    }
    cells.drawing.rows.push_back(std::move(row));
  }
  if (pattern.eyespace.num_vertices == 0) {
    return Result<DiagramCells>::Error("empty eyespace: the diagram has no vertex");
  }
  return cells;
}

// The drawn board edges: the row or column of each, -1 where none is drawn.
struct BoardEdges {
  int top = -1;
  int bottom = -1;
  int left = -1;
  int right = -1;
};

// The board edge is a straight line: a row of '-' '+' above or below the
// eyespace, a column of '|' left or right of it, at most one per side.
Result<BoardEdges> FindBoardEdges(const DiagramCells& cells) {
  BoardEdges edges;
  const std::vector<std::string>& rows = cells.drawing.rows;
  for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
    const std::string& row = rows[r];
    for (int c = 0; c < static_cast<int>(row.size()); ++c) {
      const char ch = row[c];
      if (!IsEdgeMark(ch)) continue;
      int* edge = nullptr;
      int line = 0;
      if (ch == '|') {
        line = c;
        if (c < cells.left_column) edge = &edges.left;
        if (c > cells.right_column) edge = &edges.right;
      } else {
        line = r;
        if (r < cells.top_row) edge = &edges.top;
        if (r > cells.bottom_row) edge = &edges.bottom;
      }
      if (edge == nullptr) {
        return Result<BoardEdges>::Error(
            "edge mark " + QuoteChar(ch) + " at " + Position(r, c) + " must lie " +
            (ch == '|' ? "left or right of" : "above or below") + " every eyespace vertex");
      }
      if (*edge >= 0 && *edge != line) {
        return Result<BoardEdges>::Error("edge mark " + QuoteChar(ch) + " at " + Position(r, c) +
                                         " draws a second board edge on the same side");
      }
      *edge = line;
    }
  }
  // A board is wider and taller than any eyespace: it has no two opposite
  // edges around one (the classes are edge and corner placements only).
  if (edges.left >= 0 && edges.right >= 0) {
    return Result<BoardEdges>::Error(
        "board edges '|' both left and right of the eyespace (columns " +
        std::to_string(edges.left + 1) + " and " + std::to_string(edges.right + 1) +
        "): an eyespace lies against one edge or in a corner");
  }
  if (edges.top >= 0 && edges.bottom >= 0) {
    return Result<BoardEdges>::Error("board edges '-' both above and below the eyespace (rows " +
                                     std::to_string(edges.top + 1) + " and " +
                                     std::to_string(edges.bottom + 1) +
                                     "): an eyespace lies against one edge or in a corner");
  }
  // '+' is a corner: where the edge row (it lies in one, as a horizontal
  // mark) meets the edge column.
  for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
    const std::string& row = rows[r];
    for (int c = 0; c < static_cast<int>(row.size()); ++c) {
      if (row[c] == '+' && c != edges.left && c != edges.right) {
        return Result<BoardEdges>::Error("corner mark '+' at " + Position(r, c) +
                                         " is not where the edge row meets an edge column of '|'");
      }
    }
  }
  return edges;
}

Result<Pattern> ParseDiagram(std::string_view text) {
  Result<DiagramCells> read = ReadDiagramCells(text);
  if (!read.ok()) return Result<Pattern>::Error(read.error());
  DiagramCells cells = std::move(read).value();
  const Result<BoardEdges> found = FindBoardEdges(cells);
  if (!found.ok()) return Result<Pattern>::Error(found.error());
  const BoardEdges& edges = found.value();

  // Grid neighbours become edges; sides facing a board edge are offboard.
  Pattern& pattern = cells.pattern;
  const Drawing& drawing = cells.drawing;
  const int n = pattern.eyespace.num_vertices;
  // Cells are in reading order (by row, then column), so a binary search
  // finds the vertex of a cell: no grid, whose size the blanks of a diagram
  // would set, for at most kMaxVertices cells.
  const auto vertex_at = [&](int r, int c) {
    const auto at = std::lower_bound(drawing.cells.begin(), drawing.cells.end(), Cell{r, c});
    return at != drawing.cells.end() && *at == Cell{r, c}
               ? static_cast<int>(at - drawing.cells.begin())
               : -1;
  };
  pattern.offboard_sides.assign(static_cast<std::size_t>(n), 0);
  for (int v = 0; v < n; ++v) {
    const auto [r, c] = drawing.cells[v];
    const int right = vertex_at(r, c + 1);
    const int below = vertex_at(r + 1, c);
    if (right >= 0) AddEdge(pattern.eyespace, v, right);
    if (below >= 0) AddEdge(pattern.eyespace, v, below);
    const auto on = [](int edge, int line) { return edge >= 0 && edge == line ? 1 : 0; };
    pattern.offboard_sides[v] = on(edges.top, r - 1) + on(edges.bottom, r + 1) +
                                on(edges.left, c - 1) + on(edges.right, c + 1);
  }
  pattern.eyespace.touches_wall = WallContact(pattern.eyespace, pattern.offboard_sides);
  const int bad = FirstMarginalWithoutApproach(pattern.eyespace, pattern.offboard_sides);
  if (bad >= 0) {
    const auto [r, c] = drawing.cells[bad];
    return Result<Pattern>::Error("marginal vertex " + QuoteChar(drawing.rows[r][c]) + " at " +
                                  Position(r, c) + " has no free side for the attacker's approach");
  }
  const int cut_off = FirstDisconnectedVertex(pattern.eyespace);
  if (cut_off >= 0) {
    const auto [r, c] = drawing.cells[cut_off];
    const auto [r0, c0] = drawing.cells[0];
    return Result<Pattern>::Error("disconnected eyespace: the vertex at " + Position(r, c) +
                                  " is not connected to the vertex at " + Position(r0, c0));
  }
  pattern.drawing = std::move(cells.drawing);
  return std::move(cells.pattern);
}

// A decimal number of at most 9 digits, or -1.
int ParseNumber(std::string_view text) {
  if (text.empty() || text.size() > 9) return -1;
  int value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return -1;
    value = value * 10 + (c - '0');
  }
  return value;
}

// `text` split at `separator` (an empty text gives one empty field).
std::vector<std::string_view> Split(std::string_view text, char separator) {
  std::vector<std::string_view> fields;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == separator) {
      fields.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  return fields;
}

Result<Pattern> ParseGraphLine(std::string_view text) {
  using R = Result<Pattern>;
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.remove_suffix(1);
  const std::vector<std::string_view> fields = Split(text, ':');
  if (fields.size() != 3 && fields.size() != 4) {
    return R::Error("graph line: expected N:LABELS:EDGES[:TOUCH], found " +
                    std::to_string(fields.size()) + " field(s)");
  }
  const std::string_view count_field = fields[0];
  const int n = ParseNumber(count_field);
  if (n < 0)
    return R::Error("graph line: vertex count " + QuoteExcerpt(count_field) + " is not a number");
  if (n == 0) return R::Error("empty eyespace: graph line with 0 vertices");
  if (n > kMaxVertices) {
    return R::Error("more than " + std::to_string(kMaxVertices) + " vertices: graph line has " +
                    std::to_string(n));
  }
  const std::string_view labels = fields[1];
  if (labels.size() != static_cast<std::size_t>(n)) {
    return R::Error("graph line: " + std::to_string(labels.size()) + " labels for " +
                    std::to_string(n) + " vertices");
  }
  Pattern pattern;
  for (int v = 0; v < n; ++v) {
    const std::optional<Symbol> symbol = VertexSymbol(labels[v]);
    if (!symbol) {
      return R::Error("graph line: unknown label " + QuoteChar(labels[v]) + " for vertex " +
                      std::to_string(v));
    }
    AddVertex(pattern, *symbol);
  }
  if (!fields[2].empty()) {
    const std::vector<std::string_view> edges = Split(fields[2], ',');
    for (std::size_t i = 0; i < edges.size(); ++i) {
      const std::string_view edge = edges[i];
      const std::size_t dash = edge.find('-');
      const int u = dash == std::string_view::npos ? -1 : ParseNumber(edge.substr(0, dash));
      const int v = dash == std::string_view::npos ? -1 : ParseNumber(edge.substr(dash + 1));
      if (u < 0 || v < 0) {
        return R::Error("graph line: edge " + std::to_string(i + 1) + " " + QuoteExcerpt(edge) +
                        " is not of the form i-j");
      }
      if (u >= n || v >= n) {
        return R::Error("graph line: edge " + std::to_string(u) + "-" + std::to_string(v) +
                        " names a vertex out of range 0.." + std::to_string(n - 1));
      }
      if (u == v) {
        return R::Error("graph line: edge " + std::to_string(u) + "-" + std::to_string(v) +
                        " is a self-loop");
      }
      AddEdge(pattern.eyespace, u, v);  // a repeated edge is harmless and accepted
    }
  }
  pattern.offboard_sides.assign(static_cast<std::size_t>(n), 0);
  if (fields.size() == 4) {
    const std::string_view touch = fields[3];
    if (touch.size() != static_cast<std::size_t>(n)) {
      return R::Error("graph line: TOUCH has " + std::to_string(touch.size()) + " flags for " +
                      std::to_string(n) + " vertices");
    }
    for (int v = 0; v < n; ++v) {
      if (touch[v] != '0' && touch[v] != '1') {
        return R::Error("graph line: TOUCH flag " + QuoteChar(touch[v]) + " for vertex " +
                        std::to_string(v) + " is not 0 or 1");
      }
      if (touch[v] == '1') pattern.eyespace.touches_wall |= VertexBit(v);
    }
    pattern.touch_given = true;
  } else {
    pattern.eyespace.touches_wall = CentreWallContact(pattern.eyespace);
    const int bad = FirstMarginalWithoutApproach(pattern.eyespace, {});
    if (bad >= 0) {
      return R::Error("graph line: marginal vertex " + std::to_string(bad) + " has degree " +
                      std::to_string(std::popcount(pattern.eyespace.neighbours[bad])) +
                      ", no free side for the attacker's approach");
    }
  }
  const int cut_off = FirstDisconnectedVertex(pattern.eyespace);
  if (cut_off >= 0) {
    return R::Error("disconnected eyespace: graph line vertex " + std::to_string(cut_off) +
                    " is not connected to vertex 0");
  }
  return pattern;
}

// The graph line of `eyespace`, labels drawn with `wildcard` and `marks`.
std::string GraphLine(const Eyespace& eyespace, VertexSet wildcard,
                      std::span<const VitalMark> marks, bool write_touch) {
  const int n = eyespace.num_vertices;
  EYESHAPE_CHECK(n >= 0 && n <= kMaxVertices);
  EYESHAPE_CHECK(marks.empty() || marks.size() == static_cast<std::size_t>(n));
  std::string line = std::to_string(n) + ":";
  for (int v = 0; v < n; ++v) {
    const VertexSet bit = VertexBit(v);
    line += VertexChar((eyespace.marginal & bit) != 0, (eyespace.attacker & bit) != 0,
                       (wildcard & bit) != 0, marks.empty() ? VitalMark::kNone : marks[v]);
  }
  line += ':';
  bool first = true;
  for (int u = 0; u < n; ++u) {
    VertexSet later = eyespace.neighbours[u] & eyespace.vertices() & ~AllVertices(u + 1);
    while (later != 0) {
      const int v = std::countr_zero(later);
      later &= later - 1;
      if (!first) line += ',';
      first = false;
      line += std::to_string(u) + "-" + std::to_string(v);
    }
  }
  if (write_touch) {
    line += ':';
    for (int v = 0; v < n; ++v) line += (eyespace.touches_wall & VertexBit(v)) != 0 ? '1' : '0';
  }
  return line;
}

}  // namespace

Result<Pattern> ParsePattern(std::string_view text) {
  // A diagram never contains a digit, so a leading digit means a graph line.
  if (!text.empty() && text.front() >= '0' && text.front() <= '9') return ParseGraphLine(text);
  return ParseDiagram(text);
}

Result<Pattern> ParseEyespace(std::string_view text) {
  Result<Pattern> parsed = ParsePattern(text);
  if (!parsed.ok() || parsed.value().wildcard == 0) return parsed;
  const Pattern& pattern = parsed.value();
  const int v = std::countr_zero(pattern.wildcard);
  std::string where = "vertex " + std::to_string(v);
  if (pattern.drawing)
    where = Position(pattern.drawing->cells[v].row, pattern.drawing->cells[v].column);
  return Result<Pattern>::Error("wildcard 'x' at " + where +
                                ": wildcards are allowed only in patterns");
}

char VertexChar(bool marginal, bool attacker, bool wildcard, VitalMark mark) {
  if (wildcard) return 'x';
  if (attacker) return marginal ? '$' : 'X';
  switch (mark) {
    case VitalMark::kNone:
      return marginal ? '!' : '.';
    case VitalMark::kAttack:
      return marginal ? '(' : '<';
    case VitalMark::kDefense:
      return marginal ? ')' : '>';
    case VitalMark::kBoth:
      return marginal ? '@' : '*';
  }
  return '?';
}

NormalizedEyespace Normalize(const Eyespace& eyespace) {
  const int n = eyespace.num_vertices;
  EYESHAPE_CHECK(n >= 0 && n <= kMaxVertices);
  const VertexSet all = eyespace.vertices();
  const VertexSet attacker = eyespace.attacker & all;
  const VertexSet empty = all & ~attacker;
  VertexSet marginal = eyespace.marginal & all;
  VertexSet removed = 0;   // X strings connected to the outside attacker (rule 3)
  VertexSet captured = 0;  // X strings already without a liberty
  VertexSet unvisited = attacker;
  while (unvisited != 0) {
    const VertexSet string = FloodFill(eyespace, std::countr_zero(unvisited), attacker);
    unvisited &= ~string;
    const VertexSet adjacent = Neighbours(eyespace, string) & all & ~string;
    if ((string & eyespace.marginal) != 0) {
      removed |= string;
      marginal |= adjacent & empty;
    } else if ((adjacent & empty) == 0) {
      captured |= string;
    }
  }

  NormalizedEyespace result;
  std::array<int, kMaxVertices> new_index{};
  for (int v = 0; v < n; ++v) {
    if ((removed & VertexBit(v)) != 0) continue;
    new_index[v] = static_cast<int>(result.input_vertex.size());
    result.input_vertex.push_back(v);
  }
  Eyespace& out = result.eyespace;
  out.num_vertices = static_cast<int>(result.input_vertex.size());
  for (int i = 0; i < out.num_vertices; ++i) {
    const int v = result.input_vertex[i];
    const VertexSet bit = VertexBit(i);
    if ((marginal & VertexBit(v)) != 0) out.marginal |= bit;
    if ((attacker & ~captured & VertexBit(v)) != 0) out.attacker |= bit;
    if ((eyespace.touches_wall & VertexBit(v)) != 0) out.touches_wall |= bit;
    for (VertexSet s = eyespace.neighbours[v] & all & ~removed; s != 0; s &= s - 1) {
      out.neighbours[i] |= VertexBit(new_index[std::countr_zero(s)]);
    }
  }
  return result;
}

bool IsConnected(const Eyespace& eyespace) {
  return eyespace.num_vertices == 0 || FirstDisconnectedVertex(eyespace) < 0;
}

bool IsNormalized(const Eyespace& eyespace) {
  const VertexSet all = eyespace.vertices();
  const VertexSet attackers = eyespace.attacker & all;
  if ((attackers & eyespace.marginal) != 0) return false;
  for (VertexSet unvisited = attackers; unvisited != 0;) {
    const VertexSet string = FloodFill(eyespace, std::countr_zero(unvisited), attackers);
    unvisited &= ~string;
    if ((Neighbours(eyespace, string) & all & ~attackers) == 0) return false;
  }
  return true;
}

Eyespace ApplyModel(const Eyespace& eyespace, Model model) {
  Eyespace result = eyespace;
  if (model == Model::kGraph) result.touches_wall = eyespace.vertices();
  return result;
}

std::string FormatPattern(const Pattern& pattern, std::span<const VitalMark> marks, char blank,
                          std::string_view row_separator) {
  const Eyespace& eyespace = pattern.eyespace;
  const int n = eyespace.num_vertices;
  EYESHAPE_CHECK(marks.empty() || marks.size() == static_cast<std::size_t>(n));
  if (!pattern.drawing) {
    const bool write_touch =
        pattern.touch_given || eyespace.touches_wall != CentreWallContact(eyespace);
    return GraphLine(eyespace, pattern.wildcard, marks, write_touch);
  }
  const Drawing& drawing = *pattern.drawing;
  EYESHAPE_CHECK(drawing.cells.size() == static_cast<std::size_t>(n));
  std::vector<std::string> rows = drawing.rows;
  for (int v = 0; v < n; ++v) {
    const auto [r, c] = drawing.cells[v];
    EYESHAPE_CHECK(r >= 0 && r < static_cast<int>(rows.size()));
    EYESHAPE_CHECK(c >= 0 && c < static_cast<int>(rows[r].size()));
    const VertexSet bit = VertexBit(v);
    rows[r][c] =
        VertexChar((eyespace.marginal & bit) != 0, (eyespace.attacker & bit) != 0,
                   (pattern.wildcard & bit) != 0, marks.empty() ? VitalMark::kNone : marks[v]);
  }
  std::string text;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    std::string& row = rows[r];
    while (!row.empty() && IsBlank(row.back())) row.pop_back();
    for (char& c : row) {
      if (IsBlank(c)) c = blank;
    }
    if (r > 0) text += row_separator;
    text += row;
  }
  return text;
}

std::string FormatGraphLine(const Eyespace& eyespace, std::span<const VitalMark> marks) {
  return GraphLine(eyespace, 0, marks, /*write_touch=*/true);
}

VertexSet WallContact(const Eyespace& eyespace, std::span<const int> offboard_sides) {
  EYESHAPE_CHECK(offboard_sides.empty() ||
                 offboard_sides.size() == static_cast<std::size_t>(eyespace.num_vertices));
  VertexSet touches = 0;
  for (int v = 0; v < eyespace.num_vertices; ++v) {
    const int offboard = offboard_sides.empty() ? 0 : offboard_sides[v];
    const int free_sides = 4 - std::popcount(eyespace.neighbours[v] & eyespace.vertices()) -
                           offboard - ((eyespace.marginal & VertexBit(v)) != 0 ? 1 : 0);
    if (free_sides >= 1) touches |= VertexBit(v);
  }
  return touches;
}

VertexSet CentreWallContact(const Eyespace& eyespace) { return WallContact(eyespace, {}); }

int FirstMarginalWithoutApproach(const Eyespace& eyespace, std::span<const int> offboard_sides) {
  EYESHAPE_CHECK(offboard_sides.empty() ||
                 offboard_sides.size() == static_cast<std::size_t>(eyespace.num_vertices));
  for (VertexSet s = eyespace.marginal & eyespace.vertices(); s != 0; s &= s - 1) {
    const int v = std::countr_zero(s);
    const int offboard = offboard_sides.empty() ? 0 : offboard_sides[v];
    if (4 - std::popcount(eyespace.neighbours[v] & eyespace.vertices()) - offboard <= 0) return v;
  }
  return -1;
}

bool IsBoardHoldable(const Eyespace& eyespace, std::span<const int> offboard_sides) {
  return FirstMarginalWithoutApproach(eyespace, offboard_sides) < 0;
}

}  // namespace eyeshape::solver
