// SPDX-License-Identifier: MIT
// File: tests/tables/enumerate_test.cc
// Enumeration of table shapes (tables/enumerate.h): graph and labelling
// counts up to 8 cells (9 and 10 are in enumerate_slow_test.cc), orbit
// representatives that are pairwise non-isomorphic, the whole orbit covered.

#include "tables/generation/enumerate.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <set>
#include <string>

#include "canon/canonical_form.h"
#include "tables/io/format.h"

namespace eyeshape::tables {
namespace {

// Polyomino graphs up to isomorphism and labelled classes (issue 4).
constexpr std::array<std::int64_t, 11> kGraphs = {0, 1, 1, 1, 3, 4, 10, 19, 51, 112, 300};
constexpr std::array<std::int64_t, 11> kRawClasses = {0,    3,     6,      18,      96,      504,
                                                      3384, 23958, 182298, 1414413, 11183415};

TEST(EnumerateTest, GraphCountsMatchUpToEightCells) {
  for (int n = 1; n <= 8; ++n) {
    EXPECT_EQ(static_cast<std::int64_t>(PolyominoGraphs(n).size()), kGraphs[n]) << n;
  }
}

TEST(EnumerateTest, LabelledClassCountsMatchUpToEightCells) {
  for (int n = 1; n <= 8; ++n) {
    const SizeCounts counts = CountLabellings(n);
    EXPECT_EQ(counts.graphs, kGraphs[n]) << n;
    EXPECT_EQ(counts.raw_classes, kRawClasses[n]) << n;
    // Only the all-X labelling of each graph changes under normalization.
    EXPECT_EQ(counts.duplicates, counts.graphs) << n;
    EXPECT_EQ(counts.entries, counts.raw_classes - counts.left_out - counts.duplicates) << n;
  }
}

TEST(EnumerateTest, LeftOutCountsAreLabellingsWithADegreeFourMarginal) {
  EXPECT_EQ(CountLabellings(4).left_out, 0);  // no vertex of degree 4 yet
  // The plus pentomino with a marginal centre; its 4 leaves take . ! X up to
  // the 24 symmetries of the star: multisets of size 4 over 3 labels = 15.
  EXPECT_EQ(CountLabellings(5).left_out, 15);
}

// Every labelling of every graph is the image of exactly one representative,
// and the representatives of one size have distinct canonical keys.
TEST(EnumerateTest, RepresentativesAreDistinctAndCoverEveryLabelling) {
  for (int n = 1; n <= 6; ++n) {
    std::set<canon::CanonicalKey> keys;
    std::int64_t representatives = 0;
    for (const ShapeGraph& graph : PolyominoGraphs(n)) {
      std::set<canon::CanonicalKey> graph_keys;
      for (const LabellingGroup& group : LabellingGroups(graph)) {
        for (const solver::VertexSet attackers : group.attackers) {
          ASSERT_EQ(attackers & group.marginal, 0u);
          graph_keys.insert(
              canon::CanonicalForm(EntryGraph(LabelledEyespace(graph, group.marginal, attackers))));
          ++representatives;
        }
      }
      // All 3^n labellings fall into these classes.
      int total = 1;
      for (int i = 0; i < n; ++i) total *= 3;
      for (int code = 0; code < total; ++code) {
        solver::VertexSet marginal = 0;
        solver::VertexSet attackers = 0;
        for (int v = 0, c = code; v < n; ++v, c /= 3) {
          if (c % 3 == 1) marginal |= solver::VertexBit(v);
          if (c % 3 == 2) attackers |= solver::VertexBit(v);
        }
        ASSERT_EQ(graph_keys.count(canon::CanonicalForm(
                      EntryGraph(LabelledEyespace(graph, marginal, attackers)))),
                  1u);
      }
      keys.insert(graph_keys.begin(), graph_keys.end());
    }
    EXPECT_EQ(static_cast<std::int64_t>(keys.size()), representatives) << n;
    EXPECT_EQ(representatives, kRawClasses[n]) << n;
  }
}

TEST(EnumerateTest, DrawingsAreFreePolyominoesOfTheirGraph) {
  for (const ShapeGraph& graph : PolyominoGraphs(7)) {
    ASSERT_TRUE(CellsAreConnected(graph.cells));
    ASSERT_TRUE(CellsAreAtOrigin(graph.cells));
    EXPECT_EQ(ToEyespace(graph.cells), graph.eyespace);
    EXPECT_FALSE(graph.automorphisms.empty());
  }
}

TEST(EnumerateTest, OnlyAllXLabellingsAreNotNormalized) {
  const ShapeGraph graph = PolyominoGraphs(4)[0];
  EXPECT_FALSE(solver::IsNormalized(LabelledEyespace(graph, 0, graph.eyespace.vertices())));
  EXPECT_TRUE(solver::IsNormalized(LabelledEyespace(graph, 1, graph.eyespace.vertices() & ~1u)));
  EXPECT_TRUE(solver::IsNormalized(LabelledEyespace(graph, 0, 0)));
}

}  // namespace
}  // namespace eyeshape::tables
