// SPDX-License-Identifier: MIT
// File: bench/boundary_length_report.cc
// Issue 12, item 3: where the seed's boundary-length eye count
// (scoring/fallback.h BoundaryLengthEyes: 1, 1.5 or 2 eyes) disagrees with
// the exact value of the region. Every enclosed region of 1..MAX_SIZE cells
// (a connected set of empty points surrounded by one colour's stones and the
// board's edge; every point proper, no stone inside) is placed in the centre
// (the free polyominoes: both numbers are invariant under the grid's
// symmetries there), against one edge and in a corner
// (tables/generation/edge_classes.h Placements: one per orbit of the
// placement's own symmetry). The exact value comes from the built-in table or
// the solver (LookupOrSolve, board model, L = 2) with W contact from the
// placement (a point touches W when it has an on-board neighbour outside the
// region). Isomorphic eyespaces are solved once (a cache by EdgeClassKey).
//
// The seed's count is compared with the exact b (X first) and c (O first):
// "1" means b = c = 1, "1.5" means b = 1, c = 2 (the seed: 2 eyes if the
// owner plays first, 1 if the opponent does), "2" means b = c = 2. The seki
// test uses the ceiling of the count, so a second column compares
// ceil(count) with c alone. Prints Markdown (docs/scoring.md): counts per
// size and placement, then every (placement, count, exact value) pair with
// the number of regions and the first example (smallest size first).
//
//   build/release/bench/boundary_length_report [MAX_SIZE] [NODE_BUDGET]
//   # defaults 10 and 20000000; progress and times on stderr

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "base/parse_int.h"
#include "board/point_set.h"
#include "board/position.h"
#include "eyeshape/eyeshape.h"
#include "scoring/fallback.h"
#include "tables/generation/edge_classes.h"
#include "tables/generation/polyomino.h"

namespace {

using eyeshape::tables::Cell;
using eyeshape::tables::Polyomino;

enum class Where : std::uint8_t { kCentre, kEdge, kCorner };
constexpr std::array<Where, 3> kAllPlacements = {Where::kCentre, Where::kEdge, Where::kCorner};

const char* WhereName(Where where) {
  switch (where) {
    case Where::kCentre:
      return "centre";
    case Where::kEdge:
      return "edge";
    case Where::kCorner:
      return "corner";
  }
  return "";
}

// Where the shape's cell (0, 0) goes on a 19x19 board: the centre shapes
// away from every edge (10 cells span at most 10 lines), the edge ones
// against the top edge, the corner ones in the top left corner.
eyeshape::board::Point BoardPoint(Cell cell, Where where) {
  const int shift = where == Where::kCentre ? 4 : 0;
  const int column_shift = where == Where::kCorner ? 0 : 4;
  return eyeshape::board::PointAt(cell.column + column_shift, cell.row + shift);
}

// The seed's definition, counted independently of scoring/fallback.cc: the
// cells next to the region on an unbounded grid. A point off the board
// beside a region point is the seed's "stone on the outside"; each is next
// to exactly one region point, and the corner's diagonal point to none.
int BoundaryLengthOnGrid(const Polyomino& cells) {
  std::set<Cell> region(cells.begin(), cells.end());
  std::set<Cell> boundary;
  for (const Cell& c : cells) {
    for (const Cell& n : {Cell{c.row - 1, c.column}, Cell{c.row + 1, c.column},
                          Cell{c.row, c.column - 1}, Cell{c.row, c.column + 1}}) {
      if (!region.contains(n)) boundary.insert(n);
    }
  }
  return static_cast<int>(boundary.size());
}

// The shape in eyes.db notation, framed by O stones and the board's edge
// ('-' row above for the edge, '+' and '|' for the corner), rows joined by
// '%'; `eyeshape lookup` reads it.
std::string Diagram(const Polyomino& cells, Where where) {
  int rows = 0;
  int columns = 0;
  for (const Cell& c : cells) {
    rows = std::max(rows, c.row + 1);
    columns = std::max(columns, c.column + 1);
  }
  std::vector<std::string> grid(rows, std::string(columns, 'O'));
  for (const Cell& c : cells) grid[c.row][c.column] = '.';
  // The frame: the board's edge ('-', '|', '+') or O stones on each side.
  const char left = where == Where::kCorner ? '|' : 'O';
  std::string out;
  if (where == Where::kCorner) out += '+';
  out.append(where == Where::kCorner ? columns + 1 : columns + 2,
             where == Where::kCentre ? 'O' : '-');
  out += '%';
  for (int r = 0; r < rows; ++r) {
    out += left;
    out += grid[r];
    out += "O%";
  }
  out += left;
  out.append(columns + 1, 'O');
  return out;
}

struct Counts {
  std::int64_t regions = 0;
  std::int64_t table_hits = 0;
  std::int64_t solved = 0;
  std::int64_t unsolved = 0;
  std::int64_t agree = 0;
  std::int64_t disagree = 0;
  std::int64_t seed_more = 0;   // the seed counts more eyes (b or c too high)
  std::int64_t seed_fewer = 0;  // the seed counts fewer eyes
  std::int64_t ceiling_differs = 0;
  std::int64_t ceiling_more = 0;  // ceil(count) = 2, c = 1: seki missed
};

// The first region of one (placement, count, exact value) kind.
struct Example {
  int size = 0;
  std::string diagram;
  int boundary_length = 0;
};

}  // namespace

int main(int argc, char** argv) {
  const int max_size = argc > 1 ? eyeshape::ParseInt(argv[1]).value_or(0) : 10;
  const std::uint64_t node_budget = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 20000000;
  if (max_size < 1 || max_size > 12) {
    std::fprintf(stderr, "usage: boundary_length_report [MAX_SIZE in 1..12] [NODE_BUDGET]\n");
    return 2;
  }
  const eyeshape::EyeTable& table = eyeshape::EyeTable::Default();
  std::map<eyeshape::canon::CanonicalKey, std::string> values;  // "" : unsolved
  std::map<std::pair<int, Where>, Counts> counts;
  // (placement, seed count, exact value) -> number and first example.
  std::map<std::tuple<Where, double, std::string>, std::pair<std::int64_t, Example>> kinds;
  std::vector<std::string> unsolved_diagrams;
  const eyeshape::board::Position empty_board;

  for (int n = 1; n <= max_size; ++n) {
    for (const Where where : kAllPlacements) {
      const auto start = std::chrono::steady_clock::now();
      const std::vector<Polyomino> shapes =
          where == Where::kCentre ? eyeshape::tables::FreePolyominoes(n)
          : where == Where::kEdge
              ? eyeshape::tables::Placements(n, eyeshape::tables::Placement::kEdge)
              : eyeshape::tables::Placements(n, eyeshape::tables::Placement::kCorner);
      Counts& count = counts[{n, where}];
      for (const Polyomino& cells : shapes) {
        ++count.regions;
        eyeshape::board::PointSet region;
        for (const Cell& c : cells) region.Insert(BoardPoint(c, where));
        const int length = eyeshape::scoring::BoundaryLength(empty_board, region);
        if (length != BoundaryLengthOnGrid(cells)) {
          std::fprintf(stderr, "boundary length mismatch on %s\n", Diagram(cells, where).c_str());
          return 1;
        }
        const double seed = eyeshape::scoring::BoundaryLengthEyes(empty_board, region);

        const eyeshape::solver::Eyespace eyespace =
            where == Where::kCentre
                ? eyeshape::tables::ToEyespace(cells)
                : eyeshape::tables::PlacedEyespace(cells, std::string(cells.size(), '.'),
                                                   where == Where::kEdge
                                                       ? eyeshape::tables::Placement::kEdge
                                                       : eyeshape::tables::Placement::kCorner);
        const eyeshape::canon::CanonicalKey key = eyeshape::tables::EdgeClassKey(eyespace);
        auto found = values.find(key);
        if (found == values.end()) {
          eyeshape::EyeGraph graph;
          graph.num_vertices = eyespace.num_vertices;
          std::copy_n(eyespace.neighbours.begin(), eyespace.num_vertices, graph.neighbours.begin());
          graph.explicit_wall_contact = true;
          graph.touches_wall = eyespace.touches_wall;
          const eyeshape::LookupResult result = eyeshape::LookupOrSolve(table, graph, node_budget);
          std::string value;
          if (result.hit()) {
            value = result.value.data();
            ++(result.solved ? count.solved : count.table_hits);
          } else {
            unsolved_diagrams.push_back(Diagram(cells, where) + " (" + result.message + ")");
          }
          found = values.emplace(key, value).first;
        } else {
          ++count.table_hits;  // isomorphic to one already answered: same value
        }
        const std::string& value = found->second;
        if (value.empty()) {
          ++count.unsolved;
          continue;
        }
        const int b = value[1] - '0';
        const int c = value[2] - '0';
        const int seed_b = seed >= 2 ? 2 : 1;
        const int seed_c = seed >= 1.5 ? 2 : 1;
        if (seed_b == b && seed_c == c) {
          ++count.agree;
        } else {
          ++count.disagree;
          if (seed_b + seed_c > b + c) ++count.seed_more;
          if (seed_b + seed_c < b + c) ++count.seed_fewer;
        }
        auto& kind = kinds[{where, seed, value}];
        if (kind.first++ == 0) kind.second = Example{n, Diagram(cells, where), length};
        const int ceiling = static_cast<int>(std::ceil(seed));
        if (ceiling != std::min(c, 2)) {
          ++count.ceiling_differs;
          if (ceiling > c) ++count.ceiling_more;
        }
      }
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::fprintf(stderr, "n = %d %s: %lld regions, %lld solved, %lld unsolved, %.2f s\n", n,
                   WhereName(where), static_cast<long long>(count.regions),
                   static_cast<long long>(count.solved), static_cast<long long>(count.unsolved),
                   seconds);
    }
  }

  std::printf(
      "| n | placement | regions | from table or cache | solved | unsolved | agree | "
      "disagree | seed more eyes | seed fewer | ceil(count) != c | of which ceil > c |\n"
      "|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  for (const auto& [size_where, c] : counts) {
    std::printf(
        "| %d | %s | %lld | %lld | %lld | %lld | %lld | %lld | %lld | %lld | %lld | %lld |\n",
        size_where.first, WhereName(size_where.second), static_cast<long long>(c.regions),
        static_cast<long long>(c.table_hits), static_cast<long long>(c.solved),
        static_cast<long long>(c.unsolved), static_cast<long long>(c.agree),
        static_cast<long long>(c.disagree), static_cast<long long>(c.seed_more),
        static_cast<long long>(c.seed_fewer), static_cast<long long>(c.ceiling_differs),
        static_cast<long long>(c.ceiling_more));
  }
  std::printf(
      "\n| placement | seed's count | exact abcd | agree | regions | first example (n, "
      "boundary length) |\n|---|---|---|---|---|---|\n");
  for (const auto& [kind, number_example] : kinds) {
    const auto& [where, seed, value] = kind;
    const Example& example = number_example.second;
    const int b = value[1] - '0';
    const int c = value[2] - '0';
    const bool agree = (seed >= 2 ? 2 : 1) == b && (seed >= 1.5 ? 2 : 1) == c;
    std::printf("| %s | %g | %s | %s | %lld | `%s` (%d, %d) |\n", WhereName(where), seed,
                value.c_str(), agree ? "yes" : "**no**",
                static_cast<long long>(number_example.first), example.diagram.c_str(), example.size,
                example.boundary_length);
  }
  std::printf("\nUnsolved within %llu nodes: %zu\n", static_cast<unsigned long long>(node_budget),
              unsolved_diagrams.size());
  for (const std::string& diagram : unsolved_diagrams) std::printf("* `%s`\n", diagram.c_str());
  return 0;
}
