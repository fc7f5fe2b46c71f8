// SPDX-License-Identifier: MIT
// File: tests/canon/canonical_form_nauty_test.cc
// canon/canonical_form.h against nauty (densenauty with the colour partition):
// polyomino graphs up to 8 cells (9 and 10 in the slow test) with random colourings
// and relabellings, random graphs of maximum degree 4 up to 32 vertices, and
// symmetric graphs that defeat colour refinement. For each graph: keys equal
// exactly when nauty's canonical graphs are equal, the labelling maps the
// input onto the key's graph, and orbits and group order equal nauty's.

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "canon/canonical_form.h"
#include "canon/graph.h"
#include "tests/canon/canon_testing.h"
#include "tests/canon/nauty_oracle.h"

namespace eyeshape::canon {
namespace {

using testing::CheckAgainstOracle;
using testing::NautyCanonical;
using testing::OracleResult;

// Fixed polyominoes of up to 8 cells, enumerated once per test binary.
const std::vector<std::vector<testing::Polyomino>>& Polyominoes() {
  static const auto* const polyominoes =
      new std::vector<std::vector<testing::Polyomino>>(testing::FixedPolyominoes(8));
  return *polyominoes;
}

// Fixed polyominoes (OEIS A001168) and free ones (A000105): checks the
// test's own enumerator before it is used as a source of graphs.
TEST(CanonicalFormTest, PolyominoEnumeratorCountsAreKnownValues) {
  const auto& fixed = Polyominoes();
  const std::size_t expected_fixed[] = {0, 1, 2, 6, 19, 63, 216, 760, 2725};
  const std::size_t expected_free[] = {0, 1, 1, 2, 5, 12, 35, 108, 369};
  for (int k = 1; k <= 8; ++k) {
    EXPECT_EQ(fixed[static_cast<std::size_t>(k)].size(), expected_fixed[k]) << k;
    EXPECT_EQ(testing::CountFree(fixed[static_cast<std::size_t>(k)]), expected_free[k]) << k;
  }
}

// Polyomino graphs up to 8 cells, uncoloured: the class counts
// 1, 1, 1, 3, 4, 10, 19, 51 are checked on nauty and on canon.
TEST(CanonicalFormTest, PolyominoGraphsUpTo8CellsMatchNauty) {
  const auto& fixed = Polyominoes();
  const std::size_t expected_classes[] = {0, 1, 1, 1, 3, 4, 10, 19, 51};
  for (int k = 1; k <= 8; ++k) {
    SCOPED_TRACE(k);
    std::vector<ColouredGraph> graphs;
    std::vector<OracleResult> oracle;
    std::set<std::string> nauty_classes;
    for (const auto& poly : fixed[static_cast<std::size_t>(k)]) {
      graphs.push_back(testing::PolyominoGraph(poly));
      oracle.push_back(NautyCanonical(graphs.back()));
      nauty_classes.insert(oracle.back().form);
    }
    EXPECT_EQ(nauty_classes.size(), expected_classes[k]);
    EXPECT_EQ(CheckAgainstOracle(graphs, oracle), expected_classes[k]);
  }
}

// Each polyomino graph up to 8 cells with random colourings of 2 and of 4
// colours, and a random relabelling of each.
TEST(CanonicalFormTest, ColouredPolyominoGraphsUpTo8CellsMatchNauty) {
  std::mt19937_64 rng(1234);
  const auto& fixed = Polyominoes();
  for (int k = 1; k <= 8; ++k) {
    SCOPED_TRACE(k);
    std::vector<ColouredGraph> graphs;
    std::vector<OracleResult> oracle;
    for (const auto& poly : fixed[static_cast<std::size_t>(k)]) {
      const ColouredGraph base = testing::PolyominoGraph(poly);
      for (int colours = 2; colours <= 4; colours += 2) {
        ColouredGraph g = base;
        // Few colours, mostly colour 0, as in eyespaces (proper vertices).
        testing::RandomColouring(g, colours, rng);
        for (int v = 0; v < k; ++v) {
          if (rng() % 2 == 0) g.colour[v] = 0;
        }
        graphs.push_back(g);
        oracle.push_back(NautyCanonical(g));
        graphs.push_back(Relabel(g, testing::RandomPermutation(k, rng)));
        oracle.push_back(NautyCanonical(graphs.back()));
      }
    }
    CheckAgainstOracle(graphs, oracle);
  }
}

TEST(CanonicalFormTest, RandomMaxDegree4GraphsUpTo32VerticesMatchNauty) {
  std::mt19937_64 rng(42);
  std::vector<ColouredGraph> graphs;
  std::vector<OracleResult> oracle;
  for (int n = 1; n <= 32; ++n) {
    for (int i = 0; i < 12; ++i) {
      // From sparse forests to near 4-regular graphs.
      ColouredGraph g = testing::RandomBoundedDegree(n, 4, (1 + i % 4) * n, rng);
      testing::RandomColouring(g, 1 + i % 3, rng);
      graphs.push_back(g);
      oracle.push_back(NautyCanonical(g));
      graphs.push_back(Relabel(g, testing::RandomPermutation(n, rng)));
      oracle.push_back(NautyCanonical(graphs.back()));
    }
  }
  CheckAgainstOracle(graphs, oracle);
}

TEST(CanonicalFormTest, RandomDenseGraphsUpTo32VerticesMatchNauty) {
  std::mt19937_64 rng(43);
  std::vector<ColouredGraph> graphs;
  std::vector<OracleResult> oracle;
  for (int n = 1; n <= 32; ++n) {
    for (int i = 0; i < 4; ++i) {
      ColouredGraph g = testing::RandomGraph(n, 0.2 + 0.2 * i, rng);
      testing::RandomColouring(g, 1 + i % 2, rng);
      graphs.push_back(g);
      oracle.push_back(NautyCanonical(g));
      graphs.push_back(Relabel(g, testing::RandomPermutation(n, rng)));
      oracle.push_back(NautyCanonical(graphs.back()));
    }
  }
  CheckAgainstOracle(graphs, oracle);
}

// Regular and strongly regular graphs: colour refinement leaves them as one
// cell, and the pairs Rook(4)/Shrikhande, T(8)/Chang and C6/2C3 have the
// same refinement but are not isomorphic. Each appears with relabellings
// and with one vertex recoloured (which breaks the symmetry differently).
TEST(CanonicalFormTest, SymmetricAndStronglyRegularGraphsMatchNauty) {
  std::vector<ColouredGraph> base = {
      testing::Cycle(3),
      testing::Cycle(6),
      testing::DisjointUnion(testing::Cycle(3), testing::Cycle(3)),
      testing::Cycle(16),
      testing::Cycle(32),
      testing::Grid(4, 4),
      testing::Grid(3, 5),
      testing::Grid(4, 8),
      testing::Grid(2, 16),
      testing::Grid(2, 7),
      testing::Torus(4, 4),
      testing::Torus(4, 8),
      testing::Hypercube(3),
      testing::Hypercube(4),
      testing::Hypercube(5),
      testing::Petersen(),
      testing::Complement(testing::Petersen()),
      testing::Paley(13),
      testing::Paley(17),
      testing::Paley(29),
      testing::Rook(4),
      testing::Shrikhande(),
      testing::Clebsch(),
      testing::Rook(5),
      testing::Triangular(8),
      testing::Chang(0),
      testing::Chang(1),
      testing::Chang(2),
      testing::Complement(testing::Chang(1)),
      testing::DisjointUnion(testing::Cycle(16), testing::Cycle(16)),
      testing::DisjointUnion(testing::Rook(4), testing::Shrikhande()),
      testing::Complete(32),
      EmptyGraph(32),
  };
  std::mt19937_64 rng(77);
  std::vector<ColouredGraph> graphs;
  std::vector<OracleResult> oracle;
  for (const ColouredGraph& g : base) {
    const int n = g.num_vertices;
    for (int variant = 0; variant < 4; ++variant) {
      ColouredGraph h = variant == 0 ? g : Relabel(g, testing::RandomPermutation(n, rng));
      if (variant == 3) h.colour[rng() % static_cast<unsigned>(n)] = 1;
      graphs.push_back(h);
      oracle.push_back(NautyCanonical(h));
    }
  }
  CheckAgainstOracle(graphs, oracle);
  EXPECT_NE(CanonicalForm(testing::Rook(4)), CanonicalForm(testing::Shrikhande()));
  EXPECT_NE(CanonicalForm(testing::Triangular(8)), CanonicalForm(testing::Chang(0)));
  EXPECT_NE(CanonicalForm(testing::Chang(0)), CanonicalForm(testing::Chang(1)));
  EXPECT_NE(CanonicalForm(testing::Chang(1)), CanonicalForm(testing::Chang(2)));
}

}  // namespace
}  // namespace eyeshape::canon
