// SPDX-License-Identifier: MIT
// File: tests/canon/canonical_form_slow_test.cc
// Full enumerations (ctest label `slow`): every fixed polyomino of 9 and 10
// cells against nauty, uncoloured and with random colourings, and every
// labelled graph on 7 vertices.

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

const std::vector<std::vector<testing::Polyomino>>& Polyominoes() {
  static const auto* const polyominoes =
      new std::vector<std::vector<testing::Polyomino>>(testing::FixedPolyominoes(10));
  return *polyominoes;
}

// 9910 fixed (1285 free) polyominoes of 9 cells give 112 graphs up to
// isomorphism, 36446 (4655) of 10 cells give 300; nauty and canon must both
// find these counts and agree on each graph.
TEST(CanonicalFormTest, AllPolyominoGraphsOf9And10CellsMatchNauty) {
  const auto& fixed = Polyominoes();
  const std::size_t expected_fixed[] = {9910, 36446};
  const std::size_t expected_free[] = {1285, 4655};
  const std::size_t expected_classes[] = {112, 300};
  for (int k = 9; k <= 10; ++k) {
    SCOPED_TRACE(k);
    const auto& polys = fixed[static_cast<std::size_t>(k)];
    ASSERT_EQ(polys.size(), expected_fixed[k - 9]);
    EXPECT_EQ(testing::CountFree(polys), expected_free[k - 9]);
    std::vector<ColouredGraph> graphs;
    std::vector<OracleResult> oracle;
    std::set<std::string> nauty_classes;
    for (const auto& poly : polys) {
      graphs.push_back(testing::PolyominoGraph(poly));
      oracle.push_back(NautyCanonical(graphs.back()));
      nauty_classes.insert(oracle.back().form);
    }
    EXPECT_EQ(nauty_classes.size(), expected_classes[k - 9]);
    EXPECT_EQ(CheckAgainstOracle(graphs, oracle), expected_classes[k - 9]);
  }
}

// Each polyomino graph of 9 and 10 cells with random colourings of 2, 4 and
// 6 colours (half the vertices colour 0), randomly relabelled.
TEST(CanonicalFormTest, ColouredPolyominoGraphsOf9And10CellsMatchNauty) {
  std::mt19937_64 rng(2718);
  for (int k = 9; k <= 10; ++k) {
    for (int colours = 2; colours <= 6; colours += 2) {
      SCOPED_TRACE(::testing::Message() << k << " cells, " << colours << " colours");
      std::vector<ColouredGraph> graphs;
      std::vector<OracleResult> oracle;
      for (const auto& poly : Polyominoes()[static_cast<std::size_t>(k)]) {
        ColouredGraph g = testing::PolyominoGraph(poly);
        testing::RandomColouring(g, colours, rng);
        for (int v = 0; v < k; ++v) {
          if (rng() % 2 == 0) g.colour[v] = 0;
        }
        graphs.push_back(Relabel(g, testing::RandomPermutation(k, rng)));
        oracle.push_back(NautyCanonical(graphs.back()));
      }
      CheckAgainstOracle(graphs, oracle);
    }
  }
}

// All 2^21 labelled graphs on 7 vertices fall into 1044 classes (OEIS
// A000088); every 64th is also checked in full against nauty.
TEST(CanonicalFormTest, SevenVertexGraphsFallInto1044Classes) {
  std::vector<std::pair<int, int>> pairs;
  for (int u = 0; u < 7; ++u) {
    for (int v = u + 1; v < 7; ++v) pairs.emplace_back(u, v);
  }
  std::set<CanonicalKey> keys;
  std::vector<ColouredGraph> sample;
  std::vector<OracleResult> oracle;
  for (int mask = 0; mask < (1 << 21); ++mask) {
    ColouredGraph g = EmptyGraph(7);
    for (int i = 0; i < 21; ++i) {
      if ((mask >> i & 1) != 0) {
        AddEdge(g, pairs[static_cast<std::size_t>(i)].first,
                pairs[static_cast<std::size_t>(i)].second);
      }
    }
    keys.insert(CanonicalForm(g));
    if (mask % 64 == 0) {
      sample.push_back(g);
      oracle.push_back(NautyCanonical(g));
    }
  }
  EXPECT_EQ(keys.size(), 1044u);
  CheckAgainstOracle(sample, oracle);
}

}  // namespace
}  // namespace eyeshape::canon
