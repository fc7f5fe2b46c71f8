// SPDX-License-Identifier: MIT
// File: bench/generation_benchmark.cc
// The work of `eyeshape generate` on a fixed sample, so a solver change can
// be timed in seconds instead of the minutes a whole 10-cell table takes:
//
//   BM_SolveSampledGroups/<n>   every k-th group of size n (board model,
//                               L = 2; k = 500 for 10 cells, 50 for 9, 5 for
//                               8), each solved by tables::SolveGroup() as
//                               the generator does (one Solver per group,
//                               records encoded). One iteration = the whole
//                               sample, single-threaded.
//
// Counters: classes (records per iteration), nodes (solver search nodes per
// iteration); the label is a checksum (XXH3 of the records): it changes when
// any value or vital point changes, so a speed-up that changes results shows.
// The enumeration is done once, outside the timing.
//
//   build/release/bench/generation_benchmark --benchmark_min_time=1
//
// At 10 cells the sample is 1/500 of the groups: about 1/500 of a full
// run's solver time (docs/performance.md, Tables).

#include <benchmark/benchmark.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <cstdint>
#include <cstdio>
#include <utility>
#include <vector>

#include "solver/solver.h"
#include "tables/generation/enumerate.h"
#include "tables/generation/generate.h"

namespace eyeshape::tables {
namespace {

struct Sample {
  std::vector<ShapeGraph> graphs;
  std::vector<std::pair<int, LabellingGroup>> groups;  // graph index, group
};

int SampleStep(int n) { return n >= 10 ? 500 : n == 9 ? 50 : 5; }

Sample MakeSample(int n) {
  Sample sample;
  sample.graphs = PolyominoGraphs(n);
  const int step = SampleStep(n);
  int index = 0;
  for (int g = 0; g < static_cast<int>(sample.graphs.size()); ++g) {
    for (LabellingGroup& group : LabellingGroups(sample.graphs[static_cast<std::size_t>(g)])) {
      if (!group.board_holds) continue;
      if (index++ % step == 0) sample.groups.emplace_back(g, std::move(group));
    }
  }
  return sample;
}

void BM_SolveSampledGroups(benchmark::State& state) {
  const Sample sample = MakeSample(static_cast<int>(state.range(0)));
  const solver::GameOptions game;
  std::uint64_t nodes = 0;
  std::uint64_t classes = 0;
  XXH64_hash_t checksum = 0;
  for (auto _ : state) {
    nodes = 0;
    classes = 0;
    XXH3_state_t hash;
    XXH3_64bits_reset(&hash);
    for (const auto& [graph, group] : sample.groups) {
      const std::vector<std::uint8_t> records =
          SolveGroup(sample.graphs[static_cast<std::size_t>(graph)], group, game, &nodes);
      XXH3_64bits_update(&hash, records.data(), records.size());
      classes += records.size() / RecordBytes(static_cast<int>(state.range(0)));
    }
    checksum = XXH3_64bits_digest(&hash);
  }
  state.counters["groups"] = static_cast<double>(sample.groups.size());
  state.counters["classes"] = static_cast<double>(classes);
  state.counters["nodes"] = static_cast<double>(nodes);
  char label[32];
  std::snprintf(label, sizeof label, "checksum=%016llx", static_cast<unsigned long long>(checksum));
  state.SetLabel(label);
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(classes));
}
BENCHMARK(BM_SolveSampledGroups)->DenseRange(8, 10)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace eyeshape::tables

BENCHMARK_MAIN();
