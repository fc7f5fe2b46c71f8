// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SOLVER_MODEL_EYESPACE_H_
#define EYESHAPE_SOLVER_MODEL_EYESPACE_H_

// File: solver/model/eyespace.h
// The eyespace model of SPEC §1-2 as a small value type, its text notations and
// normalization. Part of the light `eyeshape_eyespace` library (no search, no
// OpenMP), so the lookup library can use it.
//
// Invariants of an Eyespace: num_vertices <= kMaxVertices; `neighbours` is
// symmetric, loop-free and has no bits at or above num_vertices; the vertex
// sets (marginal, attacker, touches_wall) have no bits at or above
// num_vertices. A *normalized* eyespace (SPEC §2, Normalize()) also has no
// marginal X stone and no X string without an empty neighbour.
//
// Notations (SPEC §1): a diagram in eyes.db symbols, rows separated by newlines
// or '%', 'O' or ' ' for non-eyespace cells, '|' '-' '+' for the board edge:
//
//   ParsePattern("OO!%O.X%!...")            // 7 vertices, numbered row by row
//
// or one line `N:LABELS:EDGES[:TOUCH]`, e.g. "5:..!.X:0-1,1-2,2-3,3-4" or with
// explicit W contact "3:.!.:0-1,1-2:101".

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "base/result.h"

namespace eyeshape::solver {

// Vertex sets are bitmasks: bit v stands for vertex v.
inline constexpr int kMaxVertices = 32;
using VertexSet = std::uint32_t;

constexpr VertexSet VertexBit(int vertex) { return VertexSet{1} << vertex; }
constexpr VertexSet AllVertices(int num_vertices) {
  return num_vertices >= 32 ? ~VertexSet{0} : (VertexSet{1} << num_vertices) - 1;
}
constexpr int CountVertices(VertexSet set) { return std::popcount(set); }

// An eyespace graph with its vertex labels (SPEC §1) and W contact (SPEC §2).
struct Eyespace {
  int num_vertices = 0;
  std::array<VertexSet, kMaxVertices> neighbours{};  // adjacency, symmetric
  VertexSet marginal = 0;      // kind: marginal ('!' '$'); the others are proper
  VertexSet attacker = 0;      // content: an X stone ('X' '$'); the others are empty
  VertexSet touches_wall = 0;  // vertices with a free side (they touch W)

  VertexSet vertices() const { return AllVertices(num_vertices); }
  bool operator==(const Eyespace&) const = default;
};

// The two models of SPEC §2: `board` takes W contact from geometry, `graph`
// lets every vertex touch W (the seed text's abstraction).
enum class Model : std::uint8_t { kBoard, kGraph };

// A vital-point mark (SPEC §5): '*'/'@' both, '<'/'(' attack, '>'/')' defense.
enum class VitalMark : std::uint8_t { kNone = 0, kAttack = 1, kDefense = 2, kBoth = 3 };

// A cell of a diagram or of the grid; ordered in reading order (row first).
struct Cell {
  int row = 0;
  int column = 0;
  friend auto operator<=>(const Cell&, const Cell&) = default;
};

// Where a diagram put each vertex, so results can be drawn the same way.
struct Drawing {
  std::vector<std::string> rows;  // as given, with 'O' turned into ' '
  std::vector<Cell> cells;        // the cell of each vertex
};

// What a diagram or graph line describes, before normalization.
struct Pattern {
  Eyespace eyespace;         // labels as written; a wildcard has attacker bit 0
  VertexSet wildcard = 0;    // 'x' vertices (empty or X), patterns only
  bool touch_given = false;  // W contact came from explicit flags
  // Per vertex, its sides that face a drawn board edge (SPEC §2: 0 in the
  // centre, 1 on an edge, 2 in a corner); all 0 for a graph line.
  std::vector<int> offboard_sides;
  std::vector<VitalMark> marks;    // one per vertex, kNone where unmarked
  std::optional<Drawing> drawing;  // present for diagram input
};

// Parses a diagram or a graph line. Vertices of a diagram are numbered in
// reading order (row by row, left to right). W contact follows SPEC §2
// (WallContact() with the drawing's offboard sides; 0 for graph lines
// without explicit flags). Rejects with a one-line message: unknown
// character, empty or disconnected eyespace, a marginal vertex with no side for
// its approach, more than kMaxVertices vertices, malformed graph syntax, edge
// marks off the eyespace's sides, edges that contradict (two on one side,
// '|' on both sides, '-' above and below, a '+' corner mark not where the
// edge row meets the '|' column). A text starting with a digit is a graph
// line. A board edge is a straight line across the diagram (eyes.db draws some
// edge rows short). Repeated graph-line edges are accepted. docs/notation.md
// has the details. Thread-safe; linear in the text size.
Result<Pattern> ParsePattern(std::string_view text);

// Like ParsePattern, but for a concrete position: rejects wildcards ('x').
// Marks in the text are accepted and ignored.
Result<Pattern> ParseEyespace(std::string_view text);

// The character of a vertex in eyes.db notation (SPEC §1 table).
char VertexChar(bool marginal, bool attacker, bool wildcard, VitalMark mark);

// A normalized eyespace and where each of its vertices came from.
struct NormalizedEyespace {
  Eyespace eyespace;              // only '.', '!' and proper 'X' with a liberty
  std::vector<int> input_vertex;  // input vertex of each normalized vertex
};

// SPEC §2 normalization: X strings without an empty neighbour that do not
// contain a marginal vertex are captured (their vertices become empty proper
// vertices); X strings containing a marginal vertex are connected outside: they
// leave the eyespace and their empty neighbours become marginal. W contact of
// the remaining vertices is kept. The result may be disconnected or empty.
// REQUIRES: no wildcards.
NormalizedEyespace Normalize(const Eyespace& eyespace);

// Connectedness of an eyespace (an empty one is connected).
bool IsConnected(const Eyespace& eyespace);

// True when Normalize() would return `eyespace` unchanged (SPEC §2): no X
// stone on a marginal vertex and every X string has an empty neighbour.
bool IsNormalized(const Eyespace& eyespace);

// The eyespace as the given model sees it: kGraph sets every vertex touching W.
Eyespace ApplyModel(const Eyespace& eyespace, Model model);

// Draws `pattern` with `marks` (one per pattern vertex). A diagram is drawn as
// given, with non-eyespace cells as `blank`, rows joined by `row_separator`;
// a pattern without drawing is written as a graph line.
std::string FormatPattern(const Pattern& pattern, std::span<const VitalMark> marks,
                          char blank = ' ', std::string_view row_separator = "\n");

// A graph line `N:LABELS:EDGES[:TOUCH]` for `eyespace` (TOUCH always written).
std::string FormatGraphLine(const Eyespace& eyespace, std::span<const VitalMark> marks = {});

// The W contact that SPEC §2's formula gives the vertices of `eyespace`:
// v touches W iff 4 - degree(v) - offboard_sides[v] - [v marginal] >= 1.
// An empty `offboard_sides` means the centre (all 0).
// REQUIRES: offboard_sides empty or one entry per vertex.
VertexSet WallContact(const Eyespace& eyespace, std::span<const int> offboard_sides);

// WallContact() in the centre: 4 - degree - [marginal] >= 1.
VertexSet CentreWallContact(const Eyespace& eyespace);

// The first marginal vertex with no free side for the attacker's approach
// (4 - degree - offboard sides <= 0; SPEC §2), or -1 when there is none.
// Same `offboard_sides` convention as WallContact().
int FirstMarginalWithoutApproach(const Eyespace& eyespace, std::span<const int> offboard_sides);

// True when a board can hold `eyespace` drawn with `offboard_sides`: every
// marginal vertex has a free side for its approach (SPEC §2).
bool IsBoardHoldable(const Eyespace& eyespace, std::span<const int> offboard_sides = {});

}  // namespace eyeshape::solver

#endif  // EYESHAPE_SOLVER_MODEL_EYESPACE_H_
