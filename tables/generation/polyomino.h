// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_GENERATION_POLYOMINO_H_
#define EYESHAPE_TABLES_GENERATION_POLYOMINO_H_

// File: tables/generation/polyomino.h
// Enumeration of polyominoes, the shapes an eyespace takes on the board: fixed
// polyominoes (distinct up to translation) and free polyominoes (distinct up to
// the 8 symmetries of the grid), by Redelmeier's algorithm (D. H. Redelmeier,
// "Counting polyominoes: yet another attack", Discrete Math. 36 (1981)).
// Counts for 1..12 cells: OEIS A001168 (fixed) 1, 2, 6, 19, 63, 216, 760, 2725,
// 9910, 36446, 135268, 505861 and A000105 (free) 1, 1, 2, 5, 12, 35, 108, 369,
// 1285, 4655, 17073, 63600.
//
// Invariants of every polyomino handed out: connected, normalized (minimum row
// and minimum column are 0) and its cells in reading order (row by row, left to
// right), which is the vertex numbering of ParsePattern() (solver/eyespace.h).
//
//   for (const Polyomino& shape : FreePolyominoes(4)) {
//     Eyespace eyespace = ToEyespace(shape, "..!.");  // labels in reading order
//     std::string gtp_diagram = ToDiagram(shape, "..!.", 'O', "%");
//   }
//
// Everything here is reentrant: no global or static mutable state.

#include <array>
#include <compare>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "solver/model/eyespace.h"

namespace eyeshape::tables {

// The enumeration works for up to this many cells (the counts grow about 4x per
// cell: 16 cells are 2.2e8 fixed polyominoes, which is slow but possible).
inline constexpr int kMaxPolyominoCells = 16;

// One cell of the grid: the model's cell type (reading order).
using solver::Cell;

// A polyomino: its cells, normalized and in reading order (see the overview).
using Polyomino = std::vector<Cell>;

// The 8 symmetries of the grid, numbered 0..7; 0 is the identity.
inline constexpr int kNumGridSymmetries = 8;

// Calls `visit` once for every fixed polyomino with 1..max_cells cells, smaller
// polyominoes interleaved with larger ones (Redelmeier's order). The span is
// valid only during the call. REQUIRES: 0 <= max_cells <= kMaxPolyominoCells.
// Time O(number of polyominoes visited * max_cells); memory O(max_cells^2).
void ForEachFixedPolyomino(int max_cells, const std::function<void(std::span<const Cell>)>& visit);

// Calls `visit` once for every free polyomino with 1..max_cells cells; the
// representative is the image under the grid symmetries whose cell list (in
// reading order) is lexicographically smallest. Same order, REQUIRES and
// lifetime as ForEachFixedPolyomino(), about 8x slower.
void ForEachFreePolyomino(int max_cells, const std::function<void(std::span<const Cell>)>& visit);

// All fixed polyominoes with exactly `num_cells` cells, sorted by cell list.
// REQUIRES: 0 <= num_cells <= kMaxPolyominoCells (0 gives an empty list).
std::vector<Polyomino> FixedPolyominoes(int num_cells);

// All free polyominoes with exactly `num_cells` cells (one representative each,
// as ForEachFreePolyomino() chooses it), sorted by cell list.
// REQUIRES: 0 <= num_cells <= kMaxPolyominoCells.
std::vector<Polyomino> FreePolyominoes(int num_cells);

// Cells sorted in reading order and shifted so that the minimum row and column
// are 0. Any cell list works (also one that is not connected).
Polyomino MoveToOrigin(std::span<const Cell> cells);

// The image of `cells` under grid symmetry `symmetry`, shifted so that the
// minimum row and column are 0, but NOT reordered: element i is the image of
// cells[i], so labels attached to positions follow their cells.
// REQUIRES: 0 <= symmetry < kNumGridSymmetries.
std::vector<Cell> ApplySymmetry(std::span<const Cell> cells, int symmetry);

// True iff the cells are distinct and 4-connected (an empty list is not).
bool CellsAreConnected(std::span<const Cell> cells);

// True iff the cells are in strict reading order with minimum row and column 0.
bool CellsAreAtOrigin(std::span<const Cell> cells);

// The eyespace of a shape: vertex i is cells[i], adjacent when the cells are
// horizontally or vertically next to each other. `labels` gives one eyes.db
// character per cell: '.' proper empty, '!' marginal empty, 'X' proper X stone,
// '$' marginal X stone; empty `labels` means all '.'. W contact (touches_wall)
// is CentreWallContact() of the labelled graph (SPEC §2, no board edge).
// REQUIRES: cells distinct, at most kMaxVertices; labels empty or of the same
// size with only those four characters.
solver::Eyespace ToEyespace(std::span<const Cell> cells, std::string_view labels = {});

// The diagram of a labelled shape in eyes.db notation: one row per grid row
// from row 0 to the last row with a cell, each row up to its last cell (no
// trailing blanks), `blank` for non-eyespace cells, rows joined by
// `row_separator`. GNU Go's one-line form is ToDiagram(cells, labels, 'O', "%")
// ("OO!%O.X%!..."), the multi-line form ToDiagram(cells, labels).
// REQUIRES: cells distinct with row, col >= 0; labels.size() == cells.size().
std::string ToDiagram(std::span<const Cell> cells, std::string_view labels, char blank = ' ',
                      std::string_view row_separator = "\n");

// GNU Go's one-line diagram of `eyespace` (labels `.` `!` `X` from its
// marginal and attacker sets) drawn on `drawing` (vertex v on cell
// drawing[v]) and moved by grid symmetry `symmetry`
// (ApplySymmetry). Used to present a table entry under a random drawing.
// REQUIRES: drawing.size() == eyespace.num_vertices, distinct cells.
std::string DrawnDiagram(std::span<const Cell> drawing, const solver::Eyespace& eyespace,
                         int symmetry);

// A free polyomino with one label of ". ! X" per cell, in reading order.
struct LabelledPolyomino {
  Polyomino cells;
  std::string labels;
};

// Every labelling of every free polyomino of `num_cells` cells by '.', '!' and
// 'X', one per orbit of the grid symmetries that map the polyomino onto itself
// (the smallest label string of the orbit). 3^n labellings per polyomino
// before symmetry: meant for n <= 7 or so.
std::vector<LabelledPolyomino> LabelledFreePolyominoes(int num_cells);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_GENERATION_POLYOMINO_H_
