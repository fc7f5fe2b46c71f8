// SPDX-License-Identifier: MIT
// File: tests/canon/canonical_form_stability_test.cc
// Stability of the canonical form over many graphs at once: one 64-bit digest
// of the keys and canonical labellings of every fixed polyomino of up to 8
// cells (relabelled; uncoloured, with eyespace-like colours and with wide
// colour values) and of random graphs of maximum degree 4 up to 32 vertices.
// The golden test pins a few keys by value; this one pins thousands, and the
// labellings too (lookups map vital points through them), so a speed-up that
// changes any tie-break or search order fails here. The digest was computed
// by the kCanonVersion 1 code before any speed work; if it changes, either the
// change is a bug or kCanonVersion must be bumped (docs/canon.md).
//
// Inputs use their own generator (splitmix64, Fisher-Yates) rather than
// std::shuffle or <random> distributions, whose results the standard leaves
// to the library, so the digest is the same with every standard library.

#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <utility>
#include <vector>

#include "canon/canonical_form.h"
#include "canon/graph.h"
#include "tests/canon/canon_testing.h"

namespace eyeshape::canon {
namespace {

// splitmix64: a fixed, portable sequence.
struct Generator {
  std::uint64_t state;
  std::uint64_t Next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  int Below(int bound) { return static_cast<int>(Next() % static_cast<std::uint64_t>(bound)); }
};

ColouredGraph Shuffled(const ColouredGraph& g, Generator& gen) {
  VertexMap position = testing::Identity();
  for (int i = g.num_vertices - 1; i > 0; --i) std::swap(position[i], position[gen.Below(i + 1)]);
  return Relabel(g, position);
}

// Colour 0 on about half the vertices (proper points dominate eyespaces),
// otherwise one of `num_colours - 1` values spaced by `step`.
void Colour(ColouredGraph& g, int num_colours, int step, Generator& gen) {
  for (int v = 0; v < g.num_vertices; ++v) {
    g.colour[v] =
        static_cast<std::uint8_t>(gen.Below(2) == 0 ? 0 : (1 + gen.Below(num_colours - 1)) * step);
  }
}

std::vector<ColouredGraph> StabilityGraphs() {
  Generator gen{0x5ab1e0000000001ULL};
  std::vector<ColouredGraph> graphs;
  const auto polyominoes = testing::FixedPolyominoes(8);
  for (const auto& of_size : polyominoes) {
    for (const testing::Polyomino& cells : of_size) {
      const ColouredGraph g = testing::PolyominoGraph(cells);
      graphs.push_back(Shuffled(g, gen));
      ColouredGraph coloured = Shuffled(g, gen);
      Colour(coloured, 2 + gen.Below(3), 1, gen);
      graphs.push_back(coloured);
      ColouredGraph wide = Shuffled(g, gen);
      Colour(wide, 5, 60, gen);  // values 0, 60, 120, 180, 240: the >= 32 path
      graphs.push_back(wide);
    }
  }
  for (int i = 0; i < 400; ++i) {
    const int n = 1 + gen.Below(32);
    ColouredGraph g = EmptyGraph(n);
    for (int attempt = 0; attempt < 2 * n; ++attempt) {
      const int u = gen.Below(n);
      const int v = gen.Below(n);
      if (u == v || std::popcount(g.adjacency[u]) >= 4 || std::popcount(g.adjacency[v]) >= 4) {
        continue;
      }
      AddEdge(g, u, v);
    }
    if (i % 2 == 1) Colour(g, 4, 1, gen);
    graphs.push_back(g);
  }
  return graphs;
}

// FNV-1a over the key bytes and canonical_position[0..n) of every graph.
TEST(CanonicalFormStabilityTest, KeysAndLabellingsDigestIsPinned) {
  const std::vector<ColouredGraph> graphs = StabilityGraphs();
  ASSERT_EQ(graphs.size(), 3 * 3792u + 400u);  // 3792 fixed polyominoes of 1..8 cells
  std::uint64_t digest = 0xcbf29ce484222325ULL;
  auto add = [&](std::uint8_t byte) { digest = (digest ^ byte) * 0x100000001b3ULL; };
  for (const ColouredGraph& g : graphs) {
    VertexMap position;
    const CanonicalKey key = CanonicalForm(g, &position);
    // The three entry points agree (Canonicalize also searches for generators).
    ASSERT_EQ(CanonicalForm(g), key);
    const Canonicalization c = Canonicalize(g);
    ASSERT_EQ(c.key, key);
    ASSERT_EQ(c.canonical_position, position);
    for (std::uint8_t byte : key.bytes()) add(byte);
    for (int v = 0; v < g.num_vertices; ++v) add(position[v]);
  }
  EXPECT_EQ(digest, 0xcf3204ab243aba63ULL) << std::hex << digest;
}

}  // namespace
}  // namespace eyeshape::canon
