// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_SOLVER_EDGE_DRAWING_COMMON_H_
#define EYESHAPE_TESTS_SOLVER_EDGE_DRAWING_COMMON_H_

// File: tests/solver/edge_drawing_common.h
// Test helpers for edge and corner placements (tables/generation/edge_classes.h),
// written from SPEC §2 and docs/edge-classes.md without the library's
// OffboardSides() / WallContact() / IsBoardHoldable():
//
// * the offboard sides, the holdability and the W contact of a labelled
//   placement, counted from its cells: a side is off the board when it faces
//   the edge above row 0 (both kinds) or, for a corner, the edge left of
//   column 0; v touches W iff 4 - deg(v) - offboard(v) - [v marginal] >= 1;
// * the eyes.db diagram of a labelled placement with its board edge drawn
//   (`-` row, `|` column, `+` where they meet), moved by any of the 8
//   symmetries of the square; the edge moves with the drawing, so every image
//   is again a valid edge or corner diagram of the same eyespace.

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solver/model/eyespace.h"
#include "tables/generation/edge_classes.h"

namespace eyeshape::testing {

// Number of cells of `cells` next to cells[i] (grid adjacency).
inline int GridNeighbours(std::span<const solver::Cell> cells, std::size_t i) {
  int count = 0;
  for (const solver::Cell& other : cells) {
    const int distance =
        std::abs(other.row - cells[i].row) + std::abs(other.column - cells[i].column);
    if (distance == 1) ++count;
  }
  return count;
}

// Sides of cells[i] that face a board edge: the edge above row 0, and for a
// corner also the edge left of column 0.
inline int SidesOffBoard(std::span<const solver::Cell> cells, std::size_t i,
                         tables::Placement placement) {
  int sides = 0;
  if (cells[i].row == 0) ++sides;
  if (placement == tables::Placement::kCorner && cells[i].column == 0) ++sides;
  return sides;
}

// A board can hold the labelling: every `!` keeps a side for its approach,
// 4 - deg - offboard >= 1 (SPEC §2).
inline bool ExpectedHoldable(std::span<const solver::Cell> cells, std::string_view labels,
                             tables::Placement placement) {
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (labels[i] == '!' && 4 - GridNeighbours(cells, i) - SidesOffBoard(cells, i, placement) < 1) {
      return false;
    }
  }
  return true;
}

// W contact per vertex (vertex i is cells[i]): a free side is left after the
// eyespace neighbours, the sides off the board and a marginal vertex's
// approach side.
inline solver::VertexSet ExpectedWallContact(std::span<const solver::Cell> cells,
                                             std::string_view labels, tables::Placement placement) {
  solver::VertexSet touches = 0;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int free_sides = 4 - GridNeighbours(cells, i) - SidesOffBoard(cells, i, placement) -
                           (labels[i] == '!' ? 1 : 0);
    if (free_sides >= 1) touches |= solver::VertexBit(static_cast<int>(i));
  }
  return touches;
}

// The same W contact without the board edge (the centre formula), to show
// where the edge changes it.
inline solver::VertexSet CentreContact(std::span<const solver::Cell> cells,
                                       std::string_view labels) {
  solver::VertexSet touches = 0;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (4 - GridNeighbours(cells, i) - (labels[i] == '!' ? 1 : 0) >= 1) {
      touches |= solver::VertexBit(static_cast<int>(i));
    }
  }
  return touches;
}

// A diagram and where each vertex of the placement went.
struct EdgeDrawing {
  std::string diagram;        // rows joined by '%', 'O' outside the eyespace
  std::vector<int> where_is;  // vertex of the diagram that cells[i] became
};

// The number of distinct symmetries of the square DrawPlaced() takes.
inline constexpr int kNumDrawingSymmetries = 8;

// The diagram of `cells` (at the origin, in reading order) labelled by
// `labels`, with the edge row `-` above row 0 and, for a corner, the edge
// column `|` left of column 0 (`+` where they meet), then moved by
// `symmetry` (0 the identity): bit 2 transposes (rows become columns, so `-`
// and `|` trade places), then bit 0 mirrors top to bottom and bit 1 left to
// right. Symmetry 0 numbers the vertices as the placement does.
inline EdgeDrawing DrawPlaced(std::span<const solver::Cell> cells, std::string_view labels,
                              tables::Placement placement, int symmetry) {
  const bool corner = placement == tables::Placement::kCorner;
  int rows = 0;
  int columns = 0;
  for (const solver::Cell& cell : cells) {
    rows = std::max(rows, cell.row + 1);
    columns = std::max(columns, cell.column + 1);
  }
  // The grid before the symmetry: the edge row 0, the corner's edge column 0.
  const int shift = corner ? 1 : 0;
  rows += 1;
  columns += shift;
  std::vector<std::string> grid(static_cast<std::size_t>(rows),
                                std::string(static_cast<std::size_t>(columns), 'O'));
  for (auto& c : grid[0]) c = '-';
  if (corner) {
    for (auto& row : grid) row[0] = '|';
    grid[0][0] = '+';
  }
  std::vector<solver::Cell> at(cells.size());
  for (std::size_t i = 0; i < cells.size(); ++i) {
    at[i] = {cells[i].row + 1, cells[i].column + shift};
    grid[static_cast<std::size_t>(at[i].row)][static_cast<std::size_t>(at[i].column)] = labels[i];
  }
  // Move every grid position.
  const bool transpose = (symmetry & 4) != 0;
  const int new_rows = transpose ? columns : rows;
  const int new_columns = transpose ? rows : columns;
  auto move = [&](solver::Cell cell) {
    if (transpose) std::swap(cell.row, cell.column);
    if ((symmetry & 1) != 0) cell.row = new_rows - 1 - cell.row;
    if ((symmetry & 2) != 0) cell.column = new_columns - 1 - cell.column;
    return cell;
  };
  std::vector<std::string> image(static_cast<std::size_t>(new_rows),
                                 std::string(static_cast<std::size_t>(new_columns), '?'));
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < columns; ++c) {
      char ch = grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (transpose && ch == '-') {
        ch = '|';
      } else if (transpose && ch == '|') {
        ch = '-';
      }
      const solver::Cell to = move({r, c});
      image[static_cast<std::size_t>(to.row)][static_cast<std::size_t>(to.column)] = ch;
    }
  }
  EdgeDrawing drawing;
  for (int r = 0; r < new_rows; ++r) {
    if (r > 0) drawing.diagram += '%';
    drawing.diagram += image[static_cast<std::size_t>(r)];
  }
  // The diagram numbers vertices in reading order of the image.
  std::vector<solver::Cell> moved(cells.size());
  for (std::size_t i = 0; i < cells.size(); ++i) moved[i] = move(at[i]);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    drawing.where_is.push_back(static_cast<int>(std::count_if(
        moved.begin(), moved.end(), [&](const solver::Cell& c) { return c < moved[i]; })));
  }
  return drawing;
}

}  // namespace eyeshape::testing

#endif  // EYESHAPE_TESTS_SOLVER_EDGE_DRAWING_COMMON_H_
