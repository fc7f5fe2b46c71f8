// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BENCH_LOOKUP_TIMING_H_
#define EYESHAPE_BENCH_LOOKUP_TIMING_H_

// File: bench/lookup_timing.h
// The timed loop that lookup_benchmark and eyesdb_benchmark share: lookups of
// `graphs` in turn, in steady state. REQUIRES: graphs.size() a power of two.

#include <benchmark/benchmark.h>

#include <cstddef>
#include <vector>

#include "eyeshape/eyeshape.h"

namespace eyeshape::bench {

inline void TimeLookups(benchmark::State& state, const EyeTable& table,
                        const std::vector<EyeGraph>& graphs) {
  // Steady state: the index part a size needs is built on its first lookup
  // (BM_LookupIndexBuild in lookup_benchmark measures that once-only cost).
  for (const EyeGraph& graph : graphs) benchmark::DoNotOptimize(table.Lookup(graph));
  const std::size_t mask = graphs.size() - 1;
  std::size_t i = 0;
  for (auto _ : state) {
    LookupResult result = table.Lookup(graphs[i++ & mask]);
    if (!result.hit()) state.SkipWithError("miss");
    benchmark::DoNotOptimize(result);
  }
  state.SetItemsProcessed(state.iterations());
}

}  // namespace eyeshape::bench

#endif  // EYESHAPE_BENCH_LOOKUP_TIMING_H_
