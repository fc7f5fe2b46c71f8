// SPDX-License-Identifier: MIT
// File: bench/canon_benchmark.cc
// Canonical form of eyespace-like graphs, canon/ against nauty's dense
// canonical labelling (densenauty, getcanon, colour partition as lab/ptn) on
// the same inputs. The argument is the vertex count n (4..16). Inputs: 256
// random polyominoes of n cells grown cell by cell, vertices shuffled; in the
// coloured runs a graph has k in [2, 6] colours and each vertex is colour 0
// with probability 1/2 (proper empty points dominate eyespaces), otherwise
// uniform in [1, k). Seeds are fixed, so every run sees the same graphs.
//
//   BM_CanonForm/n        CanonicalForm(g): the key only
//   BM_CanonFormLabelled/n  CanonicalForm(g, &positions): key and labelling
//   BM_CanonCanonicalize/n  Canonicalize(g): key, labelling, generators, orbits
//   BM_NautyDense/n       densenauty with getcanon (canonical graph, orbits)
//   *Uncoloured           the same graphs with one colour (more symmetry)
//
// bench/canon_report.sh runs the comparison and prints the ratio table.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "canon/canonical_form.h"
#include "canon/graph.h"

#ifdef EYESHAPE_HAVE_NAUTY
#include <nauty.h>
#endif

namespace eyeshape::canon {
namespace {

constexpr int kInputsPerSize = 256;

// A random polyomino of n cells: start from one cell and add a uniformly
// chosen empty neighbour of the shape until it has n cells.
ColouredGraph RandomPolyominoGraph(int n, std::mt19937_64& rng) {
  std::vector<std::pair<int, int>> cells = {{0, 0}};
  std::set<std::pair<int, int>> occupied(cells.begin(), cells.end());
  const int dx[4] = {1, -1, 0, 0};
  const int dy[4] = {0, 0, 1, -1};
  while (static_cast<int>(cells.size()) < n) {
    std::vector<std::pair<int, int>> frontier;
    for (const auto& [x, y] : cells) {
      for (int d = 0; d < 4; ++d) {
        const std::pair<int, int> c{x + dx[d], y + dy[d]};
        if (occupied.count(c) == 0 &&
            std::find(frontier.begin(), frontier.end(), c) == frontier.end()) {
          frontier.push_back(c);
        }
      }
    }
    const auto added = frontier[rng() % frontier.size()];
    cells.push_back(added);
    occupied.insert(added);
  }
  std::shuffle(cells.begin(), cells.end(), rng);
  ColouredGraph g = EmptyGraph(n);
  for (int i = 0; i < n; ++i) {
    for (int j = i + 1; j < n; ++j) {
      const auto [xi, yi] = cells[static_cast<std::size_t>(i)];
      const auto [xj, yj] = cells[static_cast<std::size_t>(j)];
      if (std::abs(xi - xj) + std::abs(yi - yj) == 1) AddEdge(g, i, j);
    }
  }
  return g;
}

std::vector<ColouredGraph> Inputs(int n, bool coloured) {
  std::mt19937_64 rng(0x5eed0000u + static_cast<unsigned>(n));
  std::vector<ColouredGraph> graphs;
  for (int i = 0; i < kInputsPerSize; ++i) {
    ColouredGraph g = RandomPolyominoGraph(n, rng);
    const int k = 2 + static_cast<int>(rng() % 5);
    for (int v = 0; v < n; ++v) {
      const bool proper = rng() % 2 == 0;
      const int other = 1 + static_cast<int>(rng() % static_cast<unsigned>(k - 1));
      g.colour[v] = static_cast<std::uint8_t>(coloured && !proper ? other : 0);
    }
    graphs.push_back(g);
  }
  return graphs;
}

template <int kMode>  // 0: key, 1: key and labelling, 2: Canonicalize
void RunCanon(benchmark::State& state, bool coloured) {
  const std::vector<ColouredGraph> graphs = Inputs(static_cast<int>(state.range(0)), coloured);
  std::size_t i = 0;
  VertexMap position;
  for (auto _ : state) {
    const ColouredGraph& g = graphs[i++ % graphs.size()];
    if constexpr (kMode == 0) {
      CanonicalKey key = CanonicalForm(g);
      benchmark::DoNotOptimize(key);
    } else if constexpr (kMode == 1) {
      CanonicalKey key = CanonicalForm(g, &position);
      benchmark::DoNotOptimize(key);
      benchmark::DoNotOptimize(position);
    } else {
      Canonicalization c = Canonicalize(g);
      benchmark::DoNotOptimize(c);
    }
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}

void BM_CanonForm(benchmark::State& state) { RunCanon<0>(state, true); }
void BM_CanonFormLabelled(benchmark::State& state) { RunCanon<1>(state, true); }
void BM_CanonCanonicalize(benchmark::State& state) { RunCanon<2>(state, true); }
void BM_CanonFormUncoloured(benchmark::State& state) { RunCanon<0>(state, false); }
BENCHMARK(BM_CanonForm)->DenseRange(4, 16);
BENCHMARK(BM_CanonFormLabelled)->DenseRange(4, 16);
BENCHMARK(BM_CanonCanonicalize)->DenseRange(4, 16);
BENCHMARK(BM_CanonFormUncoloured)->DenseRange(4, 16);

#ifdef EYESHAPE_HAVE_NAUTY
// One prepared nauty input: the graph (m = 1 setword per row) and the colour
// partition as lab/ptn, which densenauty overwrites, so each call copies it.
struct NautyInput {
  int n;
  std::vector<graph> g;
  std::vector<int> lab;
  std::vector<int> ptn;
};

void RunNauty(benchmark::State& state, bool coloured) {
  const int n = static_cast<int>(state.range(0));
  const int m = SETWORDSNEEDED(n);
  nauty_check(WORDSIZE, m, n, NAUTYVERSIONID);
  std::vector<NautyInput> inputs;
  for (const ColouredGraph& cg : Inputs(n, coloured)) {
    NautyInput in{n, std::vector<graph>(static_cast<std::size_t>(m * n)), {}, {}};
    EMPTYGRAPH(in.g.data(), m, n);
    for (int u = 0; u < n; ++u) {
      for (int v = u + 1; v < n; ++v) {
        if ((cg.adjacency[u] >> v & 1) != 0) ADDONEEDGE(in.g.data(), u, v, m);
      }
    }
    for (int v = 0; v < n; ++v) in.lab.push_back(v);
    std::stable_sort(in.lab.begin(), in.lab.end(),
                     [&](int a, int b) { return cg.colour[a] < cg.colour[b]; });
    for (int i = 0; i < n; ++i) {
      in.ptn.push_back(i + 1 < n && cg.colour[in.lab[static_cast<std::size_t>(i)]] ==
                                        cg.colour[in.lab[static_cast<std::size_t>(i) + 1]]
                           ? 1
                           : 0);
    }
    inputs.push_back(std::move(in));
  }
  DEFAULTOPTIONS_GRAPH(options);
  options.getcanon = TRUE;
  options.defaultptn = FALSE;
  statsblk stats;
  std::vector<int> lab(static_cast<std::size_t>(n));
  std::vector<int> ptn(static_cast<std::size_t>(n));
  std::vector<int> orbits(static_cast<std::size_t>(n));
  std::vector<graph> canon(static_cast<std::size_t>(m * n));
  std::size_t i = 0;
  for (auto _ : state) {
    NautyInput& in = inputs[i++ % inputs.size()];
    std::copy(in.lab.begin(), in.lab.end(), lab.begin());
    std::copy(in.ptn.begin(), in.ptn.end(), ptn.begin());
    densenauty(in.g.data(), lab.data(), ptn.data(), orbits.data(), &options, &stats, m, n,
               canon.data());
    benchmark::DoNotOptimize(canon.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}

void BM_NautyDense(benchmark::State& state) { RunNauty(state, true); }
void BM_NautyDenseUncoloured(benchmark::State& state) { RunNauty(state, false); }
BENCHMARK(BM_NautyDense)->DenseRange(4, 16);
BENCHMARK(BM_NautyDenseUncoloured)->DenseRange(4, 16);
#endif  // EYESHAPE_HAVE_NAUTY

}  // namespace
}  // namespace eyeshape::canon

BENCHMARK_MAIN();
