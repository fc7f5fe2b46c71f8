// SPDX-License-Identifier: MIT
// File: tests/canon/canonical_form_test.cc
// canon/canonical_form.h: the key layout (expected bytes worked out by hand
// from the documented layout), serialization, hashing, and the canonical
// form, labelling and automorphism group against a brute force over all n!
// labellings (n <= 8) and exhaustive enumerations of small graphs.

#include "canon/canonical_form.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <set>
#include <thread>
#include <unordered_set>
#include <vector>

#include "canon/graph.h"
#include "tests/canon/canon_testing.h"

namespace eyeshape::canon {
namespace {

using testing::BruteForce;
using testing::CheckAgainstOracle;
using testing::OracleResult;

std::vector<std::uint8_t> Bytes(const CanonicalKey& key) {
  return {key.bytes().begin(), key.bytes().end()};
}

TEST(CanonicalKeyTest, SizeFollowsTheLayout) {
  EXPECT_EQ(CanonicalKey::SizeFor(0), 1u);
  EXPECT_EQ(CanonicalKey::SizeFor(1), 2u);
  EXPECT_EQ(CanonicalKey::SizeFor(2), 4u);    // 1 + 2 + 1 byte for 1 pair
  EXPECT_EQ(CanonicalKey::SizeFor(5), 8u);    // 1 + 5 + 2 bytes for 10 pairs
  EXPECT_EQ(CanonicalKey::SizeFor(16), 32u);  // 1 + 16 + 15 bytes for 120 pairs
  EXPECT_EQ(CanonicalKey::SizeFor(32), 95u);  // 1 + 32 + 62 bytes for 496 pairs
  EXPECT_LE(CanonicalKey::SizeFor(32), static_cast<std::size_t>(CanonicalKey::kCapacity));
}

TEST(CanonicalKeyTest, EmptyGraphKeyIsOneZeroByte) {
  EXPECT_EQ(Bytes(CanonicalForm(EmptyGraph(0))), std::vector<std::uint8_t>{0});
  EXPECT_EQ(Bytes(CanonicalKey()), std::vector<std::uint8_t>{0});
}

// Distinct colours force the labelling, so these keys follow from the layout.
TEST(CanonicalKeyTest, DistinctColoursGiveTheSortedLabelling) {
  // Path 0-1-2 with colours 5, 3, 9: canonical order is 1 (3), 0 (5), 2 (9);
  // edges {0,1} and {0,2} in canonical positions: pair bits 0 and 1.
  ColouredGraph path = testing::Path(3);
  path.colour = {5, 3, 9};
  const Canonicalization c = Canonicalize(path);
  EXPECT_EQ(Bytes(c.key), (std::vector<std::uint8_t>{3, 3, 5, 9, 0x03}));
  EXPECT_EQ(c.canonical_position[0], 1);
  EXPECT_EQ(c.canonical_position[1], 0);
  EXPECT_EQ(c.canonical_position[2], 2);
  EXPECT_TRUE(c.automorphism_generators.empty());

  // Triangle: all three pairs present.
  ColouredGraph triangle = testing::Cycle(3);
  triangle.colour = {2, 0, 1};
  EXPECT_EQ(Bytes(CanonicalForm(triangle)), (std::vector<std::uint8_t>{3, 0, 1, 2, 0x07}));

  // Five vertices coloured 0..4 with the single edge {3, 4}: the last of the
  // ten pairs (3,4) is pair number 9, bit 1 of the second byte.
  ColouredGraph edge = EmptyGraph(5);
  edge.colour = {0, 1, 2, 3, 4};
  AddEdge(edge, 3, 4);
  EXPECT_EQ(Bytes(CanonicalForm(edge)), (std::vector<std::uint8_t>{5, 0, 1, 2, 3, 4, 0x00, 0x02}));
}

TEST(CanonicalKeyTest, FromBytesRoundTripsAndRejectsMalformedInput) {
  std::mt19937_64 rng(7);
  for (int n = 0; n <= 32; ++n) {
    ColouredGraph g = testing::RandomGraph(n, 0.3, rng);
    testing::RandomColouring(g, 3, rng);
    const CanonicalKey key = CanonicalForm(g);
    ASSERT_EQ(key.size(), CanonicalKey::SizeFor(n));
    const auto parsed = CanonicalKey::FromBytes(key.bytes());
    ASSERT_TRUE(parsed.has_value());
    EXPECT_EQ(*parsed, key);
    EXPECT_EQ(CanonicalForm(GraphFromKey(key)), key) << "the key's graph is canonical";
  }
  using V = std::vector<std::uint8_t>;
  EXPECT_FALSE(CanonicalKey::FromBytes(V{}).has_value());
  EXPECT_FALSE(CanonicalKey::FromBytes(V{33}).has_value());             // n too large
  EXPECT_FALSE(CanonicalKey::FromBytes(V{2, 0, 0}).has_value());        // too short
  EXPECT_FALSE(CanonicalKey::FromBytes(V{2, 0, 0, 1, 0}).has_value());  // too long
  EXPECT_FALSE(CanonicalKey::FromBytes(V{2, 1, 0, 1}).has_value());     // colours not sorted
  EXPECT_FALSE(CanonicalKey::FromBytes(V{2, 0, 0, 2}).has_value());     // padding bit set
  EXPECT_TRUE(CanonicalKey::FromBytes(V{2, 0, 0, 1}).has_value());
}

TEST(CanonicalKeyTest, OrderIsByteOrder) {
  using V = std::vector<std::uint8_t>;
  const CanonicalKey a = *CanonicalKey::FromBytes(V{2, 0, 0, 0});
  const CanonicalKey b = *CanonicalKey::FromBytes(V{2, 0, 0, 1});
  const CanonicalKey c = *CanonicalKey::FromBytes(V{2, 0, 1, 0});
  const CanonicalKey d = *CanonicalKey::FromBytes(V{3, 0, 0, 0, 0});
  EXPECT_LT(a, b);
  EXPECT_LT(b, c);
  EXPECT_LT(c, d);
  EXPECT_NE(a, b);
  EXPECT_EQ(a, *CanonicalKey::FromBytes(V{2, 0, 0, 0}));
}

// A minimal stand-in for absl::HashState: records the bytes it is given.
struct RecordingHashState {
  std::vector<std::uint8_t> bytes;
  static RecordingHashState combine_contiguous(RecordingHashState state, const std::uint8_t* data,
                                               std::size_t size) {
    state.bytes.insert(state.bytes.end(), data, data + size);
    return state;
  }
};

TEST(CanonicalKeyTest, HashesCoverExactlyTheMeaningfulBytes) {
  ColouredGraph g = testing::Cycle(6);
  const CanonicalKey key = CanonicalForm(g);
  EXPECT_EQ(AbslHashValue(RecordingHashState{}, key).bytes, Bytes(key));
  std::mt19937_64 rng(3);
  std::unordered_set<CanonicalKey> distinct;
  std::set<CanonicalKey> ordered;
  for (int i = 0; i < 200; ++i) {
    ColouredGraph h = testing::RandomGraph(8, 0.4, rng);
    const CanonicalKey k = CanonicalForm(h);
    EXPECT_EQ(std::hash<CanonicalKey>{}(k), std::hash<CanonicalKey>{}(CanonicalForm(h)));
    distinct.insert(k);
    ordered.insert(k);
  }
  EXPECT_EQ(distinct.size(), ordered.size());
}

TEST(CanonicalFormTest, TrivialGraphs) {
  for (int n : {0, 1, 2, 31, 32}) {
    SCOPED_TRACE(n);
    const ColouredGraph empty = EmptyGraph(n);
    const ColouredGraph complete = testing::Complete(n);
    const Canonicalization ce = Canonicalize(empty);
    const Canonicalization cc = Canonicalize(complete);
    EXPECT_EQ(GraphFromKey(ce.key), empty);
    EXPECT_EQ(GraphFromKey(cc.key), complete);
    for (int v = 0; v < 32; ++v) {
      EXPECT_EQ(ce.orbit[v], v < n ? 0 : v);
      EXPECT_EQ(cc.orbit[v], v < n ? 0 : v);
    }
    // |Aut| = n! for both: check with the group order.
    testing::PermutationGroup group(n);
    for (const auto& gen : ce.automorphism_generators) group.Add(gen);
    long double factorial = 1;
    for (int k = 2; k <= n; ++k) factorial *= k;
    EXPECT_NEAR(static_cast<double>(group.Order() / factorial), 1.0, 1e-12);
  }
}

TEST(CanonicalFormTest, ColourValuesMatterNotJustThePartition) {
  ColouredGraph a = testing::Path(4);
  a.colour = {0, 1, 1, 0};
  ColouredGraph b = a;
  b.colour = {0, 2, 2, 0};
  ColouredGraph c = a;
  c.colour = {1, 0, 0, 1};
  EXPECT_NE(CanonicalForm(a), CanonicalForm(b));
  EXPECT_NE(CanonicalForm(a), CanonicalForm(c));
  EXPECT_EQ(GraphFromKey(CanonicalForm(b)).colour[3], 2);
}

TEST(CanonicalFormTest, UnusedEntriesAreIgnoredAndMapsAreIdentityBeyondN) {
  ColouredGraph g = testing::Cycle(5);
  ColouredGraph noisy = g;
  noisy.colour[7] = 9;
  noisy.adjacency[20] = 0;  // rows at >= n are never read
  EXPECT_EQ(CanonicalForm(g), CanonicalForm(noisy));
  const Canonicalization c = Canonicalize(g);
  for (int v = 5; v < 32; ++v) {
    EXPECT_EQ(c.canonical_position[v], v);
    EXPECT_EQ(c.orbit[v], v);
    for (const auto& gen : c.automorphism_generators) EXPECT_EQ(gen[v], v);
  }
}

// Every labelled graph on n <= 5 vertices (2 colours for n <= 4), checked
// against the brute force; the number of classes is the number of graphs up
// to isomorphism (OEIS A000088: 1, 1, 2, 4, 11, 34).
TEST(CanonicalFormTest, AllSmallGraphsMatchBruteForce) {
  const std::size_t expected_uncoloured[] = {1, 1, 2, 4, 11, 34};
  for (int n = 0; n <= 5; ++n) {
    SCOPED_TRACE(n);
    const int num_pairs = n * (n - 1) / 2;
    std::vector<std::pair<int, int>> pairs;
    for (int u = 0; u < n; ++u) {
      for (int v = u + 1; v < n; ++v) pairs.emplace_back(u, v);
    }
    for (int coloured = 0; coloured <= (n <= 4 ? 1 : 0); ++coloured) {
      std::vector<ColouredGraph> graphs;
      std::vector<OracleResult> oracle;
      for (int colour_bits = 0; colour_bits < (coloured ? 1 << n : 1); ++colour_bits) {
        for (int mask = 0; mask < (1 << num_pairs); ++mask) {
          ColouredGraph g = EmptyGraph(n);
          for (int i = 0; i < num_pairs; ++i) {
            if ((mask >> i & 1) != 0)
              AddEdge(g, pairs[static_cast<std::size_t>(i)].first,
                      pairs[static_cast<std::size_t>(i)].second);
          }
          for (int v = 0; v < n; ++v) g.colour[v] = static_cast<std::uint8_t>(colour_bits >> v & 1);
          graphs.push_back(g);
          oracle.push_back(BruteForce(g));
        }
      }
      const std::size_t classes = CheckAgainstOracle(graphs, oracle);
      if (!coloured) {
        EXPECT_EQ(classes, expected_uncoloured[n]);
      }
    }
  }
}

// All 2^15 labelled graphs on 6 vertices fall into 156 classes (A000088);
// checked against our own key only, the brute force is too slow here.
TEST(CanonicalFormTest, SixVertexGraphsFallInto156Classes) {
  std::vector<std::pair<int, int>> pairs;
  for (int u = 0; u < 6; ++u) {
    for (int v = u + 1; v < 6; ++v) pairs.emplace_back(u, v);
  }
  std::set<CanonicalKey> keys;
  for (int mask = 0; mask < (1 << 15); ++mask) {
    ColouredGraph g = EmptyGraph(6);
    for (int i = 0; i < 15; ++i) {
      if ((mask >> i & 1) != 0)
        AddEdge(g, pairs[static_cast<std::size_t>(i)].first,
                pairs[static_cast<std::size_t>(i)].second);
    }
    keys.insert(CanonicalForm(g));
  }
  EXPECT_EQ(keys.size(), 156u);
}

// Random graphs of 6 to 8 vertices, dense and sparse, 1 to 3 colours, each
// with random relabellings, against the brute force.
TEST(CanonicalFormTest, RandomGraphsUpTo8VerticesMatchBruteForce) {
  std::mt19937_64 rng(20240611);
  std::vector<ColouredGraph> graphs;
  std::vector<OracleResult> oracle;
  for (int n = 6; n <= 8; ++n) {
    const int count = n == 8 ? 6 : 20;
    for (int i = 0; i < count; ++i) {
      ColouredGraph g = i % 3 == 0 ? testing::RandomBoundedDegree(n, 3, 2 * n, rng)
                                   : testing::RandomGraph(n, 0.2 + 0.1 * (i % 6), rng);
      testing::RandomColouring(g, 1 + i % 3, rng);
      for (int r = 0; r < 2; ++r) {
        const ColouredGraph h = r == 0 ? g : Relabel(g, testing::RandomPermutation(n, rng));
        graphs.push_back(h);
        oracle.push_back(BruteForce(h));
      }
    }
  }
  // Symmetric ones too: the brute force sees their whole automorphism group.
  for (const ColouredGraph& g : {testing::Cycle(8), testing::Hypercube(3), testing::Grid(2, 4),
                                 testing::Path(8), testing::Complement(testing::Cycle(7)),
                                 testing::DisjointUnion(testing::Cycle(4), testing::Cycle(4))}) {
    graphs.push_back(g);
    oracle.push_back(BruteForce(g));
  }
  CheckAgainstOracle(graphs, oracle);
}

TEST(CanonicalFormTest, RandomRelabellingsGiveEqualKeys) {
  std::mt19937_64 rng(99);
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 1 + trial % 32;
    ColouredGraph g = trial % 2 == 0 ? testing::RandomBoundedDegree(n, 4, 3 * n, rng)
                                     : testing::RandomGraph(n, 0.5, rng);
    testing::RandomColouring(g, 1 + trial % 4, rng);
    const Canonicalization c = Canonicalize(g);
    for (int r = 0; r < 3; ++r) {
      const ColouredGraph h = Relabel(g, testing::RandomPermutation(n, rng));
      VertexMap position;
      ASSERT_EQ(CanonicalForm(h, &position), c.key) << testing::Describe(g);
      EXPECT_EQ(Relabel(h, position), GraphFromKey(c.key));
    }
  }
}

// Reentrancy: many threads canonicalizing at once agree with one thread.
TEST(CanonicalFormTest, ConcurrentCallsAgreeWithSequentialOnes) {
  std::mt19937_64 rng(5);
  std::vector<ColouredGraph> graphs;
  for (int i = 0; i < 64; ++i) {
    ColouredGraph g = testing::RandomBoundedDegree(4 + i % 20, 4, 40, rng);
    testing::RandomColouring(g, 2, rng);
    graphs.push_back(g);
  }
  graphs.push_back(testing::Shrikhande());
  graphs.push_back(testing::Hypercube(5));
  std::vector<Canonicalization> expected;
  expected.reserve(graphs.size());
  for (const auto& g : graphs) expected.push_back(Canonicalize(g));
  constexpr int kThreads = 4;
  std::vector<int> mismatches(kThreads, 0);
  std::vector<std::thread> threads;
  threads.reserve(kThreads);
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int round = 0; round < 5; ++round) {
        for (std::size_t i = 0; i < graphs.size(); ++i) {
          const Canonicalization c = Canonicalize(graphs[i]);
          if (!(c.key == expected[i].key) || c.orbit != expected[i].orbit ||
              c.canonical_position != expected[i].canonical_position) {
            ++mismatches[static_cast<std::size_t>(t)];
          }
        }
      }
    });
  }
  for (auto& thread : threads) thread.join();
  for (int m : mismatches) EXPECT_EQ(m, 0);
}

}  // namespace
}  // namespace eyeshape::canon
