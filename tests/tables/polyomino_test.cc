// SPDX-License-Identifier: MIT
// File: tests/tables/polyomino_test.cc
// Polyomino enumeration (tables/polyomino.h): counts against OEIS up to 10
// cells (11 and 12 are in polyomino_slow_test.cc), shape invariants, and the
// conversions to an eyespace and to a diagram.

#include "tables/generation/polyomino.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <set>
#include <span>
#include <string>
#include <vector>

namespace eyeshape::tables {
namespace {

// OEIS A001168 (fixed) and A000105 (free), index = number of cells.
constexpr std::array<std::int64_t, 13> kFixedCounts = {0,   1,    2,    6,     19,     63,    216,
                                                       760, 2725, 9910, 36446, 135268, 505861};
constexpr std::array<std::int64_t, 13> kFreeCounts = {0,   1,   1,    2,    5,     12,   35,
                                                      108, 369, 1285, 4655, 17073, 63600};

TEST(PolyominoTest, FixedCountsMatchOeisA001168UpToTenCells) {
  std::array<std::int64_t, 11> counts{};
  ForEachFixedPolyomino(10, [&](std::span<const Cell> cells) { ++counts[cells.size()]; });
  for (int n = 1; n <= 10; ++n) EXPECT_EQ(counts[n], kFixedCounts[n]) << n << " cells";
}

TEST(PolyominoTest, FreeCountsMatchOeisA000105UpToTenCells) {
  std::array<std::int64_t, 11> counts{};
  ForEachFreePolyomino(10, [&](std::span<const Cell> cells) { ++counts[cells.size()]; });
  for (int n = 1; n <= 10; ++n) EXPECT_EQ(counts[n], kFreeCounts[n]) << n << " cells";
}

TEST(PolyominoTest, EveryFixedPolyominoIsConnectedAndNormalized) {
  ForEachFixedPolyomino(8, [&](std::span<const Cell> cells) {
    ASSERT_TRUE(CellsAreConnected(cells));
    ASSERT_TRUE(CellsAreAtOrigin(cells));
  });
}

TEST(PolyominoTest, FixedPolyominoesAreDistinct) {
  for (int n = 1; n <= 8; ++n) {
    const std::vector<Polyomino> shapes = FixedPolyominoes(n);
    EXPECT_EQ(static_cast<std::int64_t>(shapes.size()), kFixedCounts[n]);
    const std::set<Polyomino> distinct(shapes.begin(), shapes.end());
    EXPECT_EQ(distinct.size(), shapes.size()) << n << " cells";
  }
}

TEST(PolyominoTest, FreePolyominoesAreSymmetryClassesOfFixedOnes) {
  for (int n = 1; n <= 8; ++n) {
    std::set<Polyomino> classes;
    for (const Polyomino& shape : FixedPolyominoes(n)) {
      Polyomino smallest = shape;
      for (int symmetry = 1; symmetry < kNumGridSymmetries; ++symmetry) {
        smallest = std::min(smallest, MoveToOrigin(ApplySymmetry(shape, symmetry)));
      }
      classes.insert(smallest);
    }
    const std::vector<Polyomino> free_shapes = FreePolyominoes(n);
    EXPECT_EQ(static_cast<std::int64_t>(free_shapes.size()), kFreeCounts[n]);
    EXPECT_EQ(std::set<Polyomino>(free_shapes.begin(), free_shapes.end()), classes) << n;
    for (const Polyomino& shape : free_shapes) {
      ASSERT_TRUE(CellsAreConnected(shape));
      ASSERT_TRUE(CellsAreAtOrigin(shape));
    }
  }
}

TEST(PolyominoTest, NoCellsGiveNoPolyominoes) {
  int visits = 0;
  ForEachFixedPolyomino(0, [&](std::span<const Cell>) { ++visits; });
  EXPECT_EQ(visits, 0);
  EXPECT_TRUE(FreePolyominoes(0).empty());
}

TEST(PolyominoTest, FreeTetrominoesAreTheFiveTetrisShapes) {
  std::vector<std::string> diagrams;
  for (const Polyomino& shape : FreePolyominoes(4)) {
    diagrams.push_back(ToDiagram(shape, std::string(shape.size(), '.')));
  }
  // The representative is the orientation with the smallest cell list, and
  // the list is sorted the same way.
  const std::vector<std::string> expected = {
      "....",     // I
      "...\n.",   // L
      "...\n .",  // T
      "..\n..",   // O
      "..\n ..",  // S
  };
  EXPECT_EQ(diagrams, expected);
}

TEST(PolyominoTest, ApplySymmetryKeepsTheOrderOfCells) {
  const std::vector<Cell> shape = {{0, 0}, {0, 1}, {1, 1}};  // ..%O.
  // Symmetry 1 flips rows: (0,0)->(1,0), (0,1)->(1,1), (1,1)->(0,1).
  EXPECT_EQ(ApplySymmetry(shape, 1), (std::vector<Cell>{{1, 0}, {1, 1}, {0, 1}}));
  EXPECT_EQ(ApplySymmetry(shape, 0), shape);
  std::set<Polyomino> images;
  for (int symmetry = 0; symmetry < kNumGridSymmetries; ++symmetry) {
    images.insert(MoveToOrigin(ApplySymmetry(shape, symmetry)));
  }
  EXPECT_EQ(images.size(), 4u);  // the bent three has 4 orientations
}

TEST(PolyominoTest, IsConnectedAndIsNormalizedRejectBadShapes) {
  EXPECT_FALSE(CellsAreConnected(std::vector<Cell>{}));
  EXPECT_FALSE(CellsAreConnected(std::vector<Cell>{{0, 0}, {1, 1}}));
  EXPECT_FALSE(CellsAreConnected(std::vector<Cell>{{0, 0}, {0, 0}}));
  EXPECT_TRUE(CellsAreConnected(std::vector<Cell>{{1, 1}, {0, 0}, {0, 1}}));
  EXPECT_FALSE(CellsAreAtOrigin(std::vector<Cell>{{1, 1}, {0, 0}, {0, 1}}));  // order
  EXPECT_FALSE(CellsAreAtOrigin(std::vector<Cell>{{0, 1}, {0, 2}}));          // column shift
  EXPECT_FALSE(CellsAreAtOrigin(std::vector<Cell>{{1, 0}}));                  // row shift
  EXPECT_TRUE(CellsAreAtOrigin(std::vector<Cell>{{0, 1}, {1, 0}, {1, 1}}));
}

TEST(PolyominoTest, ToDiagramWritesGnuGoAndMultiLineForms) {
  // The eyes.db example of SPEC §7: OO!%O.X%!...
  const std::vector<Cell> shape = {{0, 2}, {1, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}, {2, 3}};
  ASSERT_TRUE(CellsAreAtOrigin(shape));
  EXPECT_EQ(ToDiagram(shape, "!.X!...", 'O', "%"), "OO!%O.X%!...");
  EXPECT_EQ(ToDiagram(shape, "!.X!..."), "  !\n .X\n!...");
}

TEST(PolyominoTest, ToEyespaceBuildsGridAdjacencyAndLabels) {
  // The plus shape: the centre (vertex 2) has four neighbours.
  //  .
  // ...
  //  .
  const std::vector<Cell> plus = {{0, 1}, {1, 0}, {1, 1}, {1, 2}, {2, 1}};
  const solver::Eyespace eyespace = ToEyespace(plus, ".!X..");
  EXPECT_EQ(eyespace.num_vertices, 5);
  EXPECT_EQ(eyespace.neighbours[2], solver::VertexBit(0) | solver::VertexBit(1) |
                                        solver::VertexBit(3) | solver::VertexBit(4));
  EXPECT_EQ(eyespace.neighbours[0], solver::VertexBit(2));
  EXPECT_EQ(eyespace.neighbours[1], solver::VertexBit(2));
  EXPECT_EQ(eyespace.marginal, solver::VertexBit(1));
  EXPECT_EQ(eyespace.attacker, solver::VertexBit(2));
  // Every vertex but the centre (an interior point) touches W.
  EXPECT_EQ(eyespace.touches_wall, solver::AllVertices(5) & ~solver::VertexBit(2));
  EXPECT_EQ(ToEyespace(plus).marginal, 0u);
}

}  // namespace
}  // namespace eyeshape::tables
