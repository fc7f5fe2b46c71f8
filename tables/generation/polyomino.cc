// SPDX-License-Identifier: MIT
// File: tables/generation/polyomino.cc
// Redelmeier's algorithm on a padded grid. The polyomino grows from the origin
// (0, 0) inside the half plane {row > 0} u {row = 0, col >= 0}, so the origin is
// its first cell in reading order and every fixed polyomino is produced exactly
// once: a cell taken out of the untried set stays "reached" for the rest of
// that level, so no later sibling adds it again.

#include "tables/generation/polyomino.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <utility>

#include "base/check.h"

namespace eyeshape::tables {
namespace {

// The grid of the search: rows -1..max_cells, columns -max_cells..max_cells.
// Cells outside the half plane or too far away start out "reached" (blocked).
class FixedEnumerator {
 public:
  FixedEnumerator(int max_cells, const std::function<void(std::span<const Cell>)>& visit)
      : max_cells_(max_cells),
        width_(2 * max_cells + 1),
        visit_(visit),
        reached_(static_cast<std::size_t>((max_cells + 2) * width_), 1),
        untried_(static_cast<std::size_t>(max_cells)),
        grid_cells_(static_cast<std::size_t>(max_cells)),
        scratch_(static_cast<std::size_t>(max_cells)) {
    for (int row = 0; row < max_cells; ++row) {
      for (int col = -(max_cells - 1); col < max_cells; ++col) {
        if (row > 0 || col >= 0) reached_[static_cast<std::size_t>(Index(row, col))] = 0;
      }
    }
  }

  void Run() {
    if (max_cells_ == 0) return;
    const int origin = Index(0, 0);
    reached_[static_cast<std::size_t>(origin)] = 1;
    untried_[0].assign(1, origin);
    Extend(0);
  }

 private:
  int Index(int row, int col) const { return (row + 1) * width_ + (col + max_cells_); }

  // Grows the current polyomino (grid_cells_[0..size)) by each untried cell.
  void Extend(int size) {
    std::vector<int>& untried = untried_[static_cast<std::size_t>(size)];
    const std::array<int, 4> offsets = {-width_, -1, 1, width_};
    while (!untried.empty()) {
      const int cell = untried.back();
      untried.pop_back();
      grid_cells_[static_cast<std::size_t>(size)] = cell;
      Emit(size + 1);
      if (size + 1 == max_cells_) continue;
      std::vector<int>& next = untried_[static_cast<std::size_t>(size) + 1];
      next = untried;
      std::array<int, 4> added{};
      int num_added = 0;
      for (const int offset : offsets) {
        const int neighbour = cell + offset;
        if (reached_[static_cast<std::size_t>(neighbour)] != 0) continue;
        reached_[static_cast<std::size_t>(neighbour)] = 1;
        next.push_back(neighbour);
        added[static_cast<std::size_t>(num_added++)] = neighbour;
      }
      Extend(size + 1);
      for (int i = 0; i < num_added; ++i) reached_[static_cast<std::size_t>(added[i])] = 0;
    }
  }

  // Hands the current polyomino to the visitor, normalized and sorted.
  void Emit(int size) {
    int min_col = 0;
    for (int i = 0; i < size; ++i) {
      const int index = grid_cells_[static_cast<std::size_t>(i)];
      const Cell cell{index / width_ - 1, index % width_ - max_cells_};
      scratch_[static_cast<std::size_t>(i)] = cell;
      min_col = std::min(min_col, cell.column);
    }
    const auto begin = scratch_.begin();
    const auto end = begin + size;
    for (auto it = begin; it != end; ++it) it->column -= min_col;
    std::sort(begin, end);
    visit_(std::span<const Cell>(scratch_.data(), static_cast<std::size_t>(size)));
  }

  const int max_cells_;
  const int width_;
  const std::function<void(std::span<const Cell>)>& visit_;
  std::vector<std::uint8_t> reached_;      // per grid index: reached or blocked
  std::vector<std::vector<int>> untried_;  // per polyomino size: the untried set
  std::vector<int> grid_cells_;            // the current polyomino, grid indices
  std::vector<Cell> scratch_;              // the polyomino handed to visit_
};

Cell Transform(Cell cell, int symmetry) {
  if ((symmetry & 4) != 0) std::swap(cell.row, cell.column);
  if ((symmetry & 1) != 0) cell.row = -cell.row;
  if ((symmetry & 2) != 0) cell.column = -cell.column;
  return cell;
}

// Shifts cells so that their minimum row and column are 0.
void ShiftToOrigin(std::span<Cell> cells) {
  if (cells.empty()) return;
  int min_row = cells[0].row;
  int min_col = cells[0].column;
  for (const Cell& cell : cells) {
    min_row = std::min(min_row, cell.row);
    min_col = std::min(min_col, cell.column);
  }
  for (Cell& cell : cells) {
    cell.row -= min_row;
    cell.column -= min_col;
  }
}

}  // namespace

void ForEachFixedPolyomino(int max_cells, const std::function<void(std::span<const Cell>)>& visit) {
  EYESHAPE_CHECK(max_cells >= 0 && max_cells <= kMaxPolyominoCells);
  FixedEnumerator(max_cells, visit).Run();
}

void ForEachFreePolyomino(int max_cells, const std::function<void(std::span<const Cell>)>& visit) {
  std::array<Cell, kMaxPolyominoCells> image{};
  ForEachFixedPolyomino(max_cells, [&](std::span<const Cell> cells) {
    const auto image_begin = image.begin();
    const auto image_end = image_begin + static_cast<std::ptrdiff_t>(cells.size());
    for (int symmetry = 1; symmetry < kNumGridSymmetries; ++symmetry) {
      for (std::size_t i = 0; i < cells.size(); ++i) image[i] = Transform(cells[i], symmetry);
      ShiftToOrigin(std::span<Cell>(image.data(), cells.size()));
      std::sort(image_begin, image_end);
      if (std::lexicographical_compare(image_begin, image_end, cells.begin(), cells.end())) return;
    }
    visit(cells);
  });
}

std::vector<Polyomino> FixedPolyominoes(int num_cells) {
  std::vector<Polyomino> shapes;
  ForEachFixedPolyomino(num_cells, [&](std::span<const Cell> cells) {
    if (static_cast<int>(cells.size()) == num_cells)
      shapes.emplace_back(cells.begin(), cells.end());
  });
  std::sort(shapes.begin(), shapes.end());
  return shapes;
}

std::vector<Polyomino> FreePolyominoes(int num_cells) {
  std::vector<Polyomino> shapes;
  ForEachFreePolyomino(num_cells, [&](std::span<const Cell> cells) {
    if (static_cast<int>(cells.size()) == num_cells)
      shapes.emplace_back(cells.begin(), cells.end());
  });
  std::sort(shapes.begin(), shapes.end());
  return shapes;
}

Polyomino MoveToOrigin(std::span<const Cell> cells) {
  Polyomino result(cells.begin(), cells.end());
  ShiftToOrigin(result);
  std::sort(result.begin(), result.end());
  return result;
}

std::vector<Cell> ApplySymmetry(std::span<const Cell> cells, int symmetry) {
  EYESHAPE_CHECK(symmetry >= 0 && symmetry < kNumGridSymmetries);
  std::vector<Cell> result;
  result.reserve(cells.size());
  for (const Cell& cell : cells) result.push_back(Transform(cell, symmetry));
  ShiftToOrigin(result);
  return result;
}

bool CellsAreConnected(std::span<const Cell> cells) {
  if (cells.empty()) return false;
  const auto adjacent = [](const Cell& a, const Cell& b) {
    return std::abs(a.row - b.row) + std::abs(a.column - b.column) == 1;
  };
  for (std::size_t i = 0; i < cells.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j) {
      if (cells[i] == cells[j]) return false;
    }
  }
  std::vector<bool> seen(cells.size(), false);
  std::vector<std::size_t> stack = {0};
  seen[0] = true;
  std::size_t num_seen = 1;
  while (!stack.empty()) {
    const std::size_t current = stack.back();
    stack.pop_back();
    for (std::size_t other = 0; other < cells.size(); ++other) {
      if (seen[other] || !adjacent(cells[current], cells[other])) continue;
      seen[other] = true;
      ++num_seen;
      stack.push_back(other);
    }
  }
  return num_seen == cells.size();
}

bool CellsAreAtOrigin(std::span<const Cell> cells) {
  if (cells.empty()) return true;
  int min_row = cells[0].row;
  int min_col = cells[0].column;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i > 0 && !(cells[i - 1] < cells[i])) return false;
    min_row = std::min(min_row, cells[i].row);
    min_col = std::min(min_col, cells[i].column);
  }
  return min_row == 0 && min_col == 0;
}

solver::Eyespace ToEyespace(std::span<const Cell> cells, std::string_view labels) {
  EYESHAPE_CHECK(static_cast<int>(cells.size()) <= solver::kMaxVertices);
  EYESHAPE_CHECK(labels.empty() || labels.size() == cells.size());
  solver::Eyespace eyespace;
  eyespace.num_vertices = static_cast<int>(cells.size());
  for (int v = 0; v < eyespace.num_vertices; ++v) {
    const Cell& cell = cells[static_cast<std::size_t>(v)];
    for (int w = 0; w < eyespace.num_vertices; ++w) {
      const Cell& other = cells[static_cast<std::size_t>(w)];
      EYESHAPE_CHECK(w == v || cell != other);
      if (std::abs(cell.row - other.row) + std::abs(cell.column - other.column) == 1) {
        eyespace.neighbours[static_cast<std::size_t>(v)] |= solver::VertexBit(w);
      }
    }
    const char label = labels.empty() ? '.' : labels[static_cast<std::size_t>(v)];
    EYESHAPE_CHECK(label == '.' || label == '!' || label == 'X' || label == '$');
    if (label == '!' || label == '$') eyespace.marginal |= solver::VertexBit(v);
    if (label == 'X' || label == '$') eyespace.attacker |= solver::VertexBit(v);
  }
  eyespace.touches_wall = solver::CentreWallContact(eyespace);
  return eyespace;
}

std::string ToDiagram(std::span<const Cell> cells, std::string_view labels, char blank,
                      std::string_view row_separator) {
  EYESHAPE_CHECK(labels.size() == cells.size());
  int num_rows = 0;
  for (const Cell& cell : cells) {
    EYESHAPE_CHECK(cell.row >= 0 && cell.column >= 0);
    num_rows = std::max(num_rows, cell.row + 1);
  }
  std::vector<std::string> rows(static_cast<std::size_t>(num_rows));
  for (std::size_t i = 0; i < cells.size(); ++i) {
    std::string& row = rows[static_cast<std::size_t>(cells[i].row)];
    const auto col = static_cast<std::size_t>(cells[i].column);
    if (row.size() <= col) row.resize(col + 1, blank);
    row[col] = labels[i];
  }
  std::string diagram;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (r > 0) diagram += row_separator;
    diagram += rows[r];
  }
  return diagram;
}

std::string DrawnDiagram(std::span<const solver::Cell> drawing, const solver::Eyespace& eyespace,
                         int symmetry) {
  EYESHAPE_CHECK(static_cast<int>(drawing.size()) == eyespace.num_vertices);
  std::string labels;
  for (int v = 0; v < eyespace.num_vertices; ++v) {
    labels +=
        solver::VertexChar((eyespace.marginal >> v & 1) != 0, (eyespace.attacker >> v & 1) != 0,
                           false, solver::VitalMark::kNone);
  }
  return ToDiagram(ApplySymmetry(drawing, symmetry), labels, 'O', "%");
}

namespace {

// Permutations of cell indices induced by the grid symmetries that map the
// shape onto itself: perm[i] = index of the image of cell i.
std::vector<std::vector<int>> GridAutomorphisms(const Polyomino& shape) {
  std::vector<std::vector<int>> result;
  for (int symmetry = 1; symmetry < kNumGridSymmetries; ++symmetry) {
    const std::vector<Cell> image = ApplySymmetry(shape, symmetry);
    if (MoveToOrigin(image) != shape) continue;
    std::vector<int> perm(shape.size());
    for (std::size_t i = 0; i < shape.size(); ++i) {
      for (std::size_t j = 0; j < shape.size(); ++j) {
        if (shape[j] == image[i]) perm[i] = static_cast<int>(j);
      }
    }
    result.push_back(std::move(perm));
  }
  return result;
}

// True iff no automorphism gives a smaller label string.
bool IsSmallestLabelling(const std::string& labels,
                         const std::vector<std::vector<int>>& automorphisms) {
  std::string image(labels.size(), ' ');
  for (const std::vector<int>& perm : automorphisms) {
    for (std::size_t i = 0; i < labels.size(); ++i) {
      image[static_cast<std::size_t>(perm[i])] = labels[i];
    }
    if (image < labels) return false;
  }
  return true;
}

}  // namespace

std::vector<LabelledPolyomino> LabelledFreePolyominoes(int num_cells) {
  constexpr char kLabels[] = {'.', '!', 'X'};
  std::vector<LabelledPolyomino> result;
  for (const Polyomino& cells : FreePolyominoes(num_cells)) {
    const std::vector<std::vector<int>> automorphisms = GridAutomorphisms(cells);
    std::vector<int> digits(cells.size(), 0);
    for (;;) {
      std::string labels;
      for (const int digit : digits) labels += kLabels[digit];
      if (IsSmallestLabelling(labels, automorphisms)) result.push_back({cells, labels});
      std::size_t i = 0;
      while (i < digits.size() && ++digits[i] == 3) digits[i++] = 0;
      if (i == digits.size()) break;
    }
  }
  return result;
}

}  // namespace eyeshape::tables
