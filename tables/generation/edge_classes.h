// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_GENERATION_EDGE_CLASSES_H_
#define EYESHAPE_TABLES_GENERATION_EDGE_CLASSES_H_

// File: tables/generation/edge_classes.h
// Edge and corner eyespace classes (issue 10, item 1; docs/edge-classes.md):
// connected sets of grid cells placed against one board edge or in a corner,
// each labelled by `.` `!` `X`, with W contact from SPEC §2's formula
// 4 - deg(v) - offboard(v) - [v marginal] >= 1. A class is an isomorphism
// class of (graph, labels, W contact); its key is the canonical form of the
// graph coloured by label (0 `.`, 1 `!`, 2 `X`) plus 3 where W contact differs
// from the centre formula (SPEC §6). A class without such a vertex has exactly
// the key of a centre class (tables/generation/enumerate.h) and is not listed
// twice: EdgeAndCornerClasses() holds only the new ones.
//
//   for (const EdgeClass& c : EdgeAndCornerClasses(5)) {
//     solver::Eyespace eyespace = EyespaceOf(c);  // W contact from the placement
//   }
//
// Everything here is deterministic and reentrant (no global mutable state).

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "canon/canonical_form.h"
#include "canon/graph.h"
#include "solver/model/eyespace.h"
#include "tables/generation/polyomino.h"

namespace eyeshape::tables {

// Where a set of cells sits on the board. The board edges are the line above
// row 0 (both kinds) and, for a corner, the line left of column 0.
//
//   edge:   -------      corner:  +------
//           . . .                 | . .
//             .                   | .
enum class Placement : std::uint8_t { kEdge = 0, kCorner = 1 };

// "edge" or "corner".
std::string_view PlacementName(Placement placement);

// The colour a vertex whose W contact differs from the centre formula gets on
// top of its label colour (0 `.`, 1 `!`, 2 `X`; tables/io/format.h).
inline constexpr std::uint8_t kColourWallLost = 3;

// Offboard sides of each cell (SPEC §2): for kEdge 1 on row 0, else 0; for
// kCorner [row == 0] + [column == 0] (0..2). REQUIRES: rows and columns >= 0.
std::vector<int> OffboardSides(std::span<const Cell> cells, Placement placement);

// The placements of `num_cells` cells: the fixed polyominoes (normalized to the
// origin, so each has a cell on row 0 and one on column 0), one per orbit of
// the placement's symmetry (kEdge: reflection along the edge, column c ->
// max column - c; kCorner: the corner's diagonal, (r, c) -> (c, r)), the one
// with the smaller cell list. Sorted by cell list.
// REQUIRES: 1 <= num_cells <= kMaxPolyominoCells.
std::vector<Polyomino> Placements(int num_cells, Placement placement);

// The eyespace of `cells` labelled by `labels` (one of `.` `!` `X` per cell,
// reading order of `cells`), W contact by WallContact() with the placement's
// offboard sides. REQUIRES: as ToEyespace(); rows and columns >= 0.
solver::Eyespace PlacedEyespace(std::span<const Cell> cells, std::string_view labels,
                                Placement placement);

// The coloured graph of the class key: label colour (0 `.`, 1 `!`, 2 `X`), plus
// kColourWallLost on each vertex that does not touch W although the centre
// formula says it would. REQUIRES: no marginal X stone; touches_wall a subset
// of CentreWallContact(eyespace) (true for every placement: offboard sides
// only remove free sides).
canon::ColouredGraph EdgeClassGraph(const solver::Eyespace& eyespace);

// canon::CanonicalForm(EdgeClassGraph(eyespace)). Equals the centre key
// (tables/io/format.h EntryGraph) iff W contact follows the centre formula.
canon::CanonicalKey EdgeClassKey(const solver::Eyespace& eyespace);

// True iff a key of EdgeClassKey() has no kColourWallLost vertex, i.e. it is
// a centre class.
bool IsCentreKey(const canon::CanonicalKey& key);

// One class with a representative placement.
struct EdgeClass {
  canon::CanonicalKey key;             // EdgeClassKey() of the representative
  Placement placement{};               // kind of the representative (kEdge if both)
  bool edge = false;                   // some edge placement realises the class
  bool corner = false;                 // some corner placement realises the class
  Polyomino cells;                     // representative drawing; vertex i is cells[i]
  std::vector<int> offboard_sides;     // OffboardSides(cells, placement)
  std::string labels;                  // one of `.` `!` `X` per vertex
  solver::VertexSet touches_wall = 0;  // W contact of the representative
  int num_vertices() const { return static_cast<int>(cells.size()); }
};

// The eyespace of a class representative (PlacedEyespace of its fields).
solver::Eyespace EyespaceOf(const EdgeClass& edge_class);

// Every class of `num_cells` cells one kind of placement realises, the centre
// ones included, sorted by key. The representative is the first labelled
// placement found in the order: Placements() order, then marginal set, then
// X set, both increasing as masks. Labelled placements a board cannot hold
// (a marginal vertex with 4 - deg - offboard <= 0) are left out.
// REQUIRES: 1 <= num_cells <= 10 or so (3^n labellings per placement).
// Time O(placements * 3^n) canonical forms; thread-safe.
std::vector<EdgeClass> PlacementClasses(int num_cells, Placement placement);

// The classes of `num_cells` cells that edge or corner placements realise and
// that are not centre classes (IsCentreKey() false), edge and corner merged,
// sorted by key. Same order of representatives, REQUIRES and cost as above.
std::vector<EdgeClass> EdgeAndCornerClasses(int num_cells);

// Counts of one size and placement kind (docs/edge-classes.md).
struct PlacementCounts {
  std::int64_t placements = 0;      // Placements().size()
  std::int64_t labellings = 0;      // placements * 3^n labelled placements tried
  std::int64_t not_holdable = 0;    // of those, a marginal vertex has no approach side
  std::int64_t classes = 0;         // classes of the holdable labelled placements
  std::int64_t centre_classes = 0;  // of those, W contact follows the centre formula
  std::int64_t new_classes = 0;     // classes - centre_classes
  std::int64_t new_duplicates = 0;  // new classes that normalize onto another class
  std::int64_t new_entries = 0;     // new_classes - new_duplicates
};

// The counts of one size: each kind, and edge and corner merged.
struct EdgeClassCounts {
  int num_vertices = 0;
  PlacementCounts edge;
  PlacementCounts corner;
  std::int64_t union_classes = 0;         // classes of edge or corner placements
  std::int64_t union_centre_classes = 0;  // of those, centre classes
  std::int64_t union_new_classes = 0;     // EdgeAndCornerClasses().size()
  std::int64_t corner_and_edge_new = 0;   // new classes both kinds realise
  std::int64_t union_new_entries = 0;     // union_new_classes minus their duplicates
};

// The counts of `num_cells` cells, by enumeration (no solving). Same cost as
// EdgeAndCornerClasses(); memory about 200 bytes per class (222 MB at 8 cells).
EdgeClassCounts CountEdgeClasses(int num_cells);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_GENERATION_EDGE_CLASSES_H_
