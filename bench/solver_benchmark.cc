// SPDX-License-Identifier: MIT
// File: bench/solver_benchmark.cc
// Speed of the exact solver: SolveValue (value and vital points, SPEC §4-5)
// on random labelled shapes of n cells, board model, L = 2. The shapes are
// fixed polyominoes with labels '.', '.', '!', 'X' drawn with a fixed seed;
// labellings that a board cannot hold or that are not normalized are
// skipped. One iteration solves one shape (a fresh Solver each time).
//
//   build/release/bench/solver_benchmark --benchmark_filter=BM_SolveValue
//
// bench/gnugo_speed.py compares `eyeshape solve --batch` with GNU Go 3.8.

#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <vector>

#include "solver/model/eyespace.h"
#include "solver/solver.h"
#include "tables/generation/polyomino.h"

namespace eyeshape::solver {
namespace {

// Normalized eyespaces of `cells` cells, drawn with a fixed seed.
std::vector<Eyespace> RandomShapes(int cells, int count) {
  const std::vector<tables::Polyomino> shapes = tables::FixedPolyominoes(cells);
  std::mt19937 random(20261122u + static_cast<unsigned>(cells));
  std::vector<Eyespace> result;
  const std::string alphabet = "..!X";
  while (static_cast<int>(result.size()) < count) {
    const tables::Polyomino& shape = shapes[random() % shapes.size()];
    std::string labels;
    for (std::size_t i = 0; i < shape.size(); ++i) labels += alphabet[random() % alphabet.size()];
    const Result<Pattern> pattern = ParseEyespace(tables::ToDiagram(shape, labels, 'O', "%"));
    if (!pattern.ok()) continue;  // a marginal vertex without an approach side
    const NormalizedEyespace normalized = Normalize(pattern.value().eyespace);
    if (normalized.eyespace.num_vertices != cells) continue;  // keep n vertices
    result.push_back(normalized.eyespace);
  }
  return result;
}

void BM_SolveValue(benchmark::State& state) {
  const std::vector<Eyespace> shapes = RandomShapes(static_cast<int>(state.range(0)), 256);
  std::size_t next = 0;
  for (auto _ : state) {
    const Evaluation evaluation = SolveValue(shapes[next], GameOptions{});
    benchmark::DoNotOptimize(evaluation);
    next = (next + 1) % shapes.size();
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_SolveValue)->DenseRange(1, 10);

void BM_SolveAlive(benchmark::State& state) {
  const std::vector<Eyespace> shapes = RandomShapes(static_cast<int>(state.range(0)), 256);
  std::size_t next = 0;
  for (auto _ : state) {
    Solver solver(shapes[next], GameOptions{});
    benchmark::DoNotOptimize(solver.Alive(false, Side::kAttacker));
    next = (next + 1) % shapes.size();
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_SolveAlive)->DenseRange(4, 10, 2);

}  // namespace
}  // namespace eyeshape::solver

BENCHMARK_MAIN();
