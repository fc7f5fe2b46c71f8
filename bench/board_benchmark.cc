// SPDX-License-Identifier: MIT
// File: bench/board_benchmark.cc
// Whole-board eye analysis (issue 11, "Speed"): AnalyzeEyes() (tactical
// status of every string, domains, eye spaces, margins, half and false eyes,
// the value of every eye space, group sums) on positions from the stored GNU
// Go self-play games, one core.
//
//   BM_AnalyzeEyes/<size>  every stored game of that size, at moves 50, 100,
//                          150, ... and at its end; one iteration analyses all
//                          of them once. Counters: positions; median_ms and
//                          worst_ms, the median and the largest over positions
//                          of each position's smallest CPU time across
//                          iterations (thread CPU time and the smallest, so
//                          that a busy machine inflates the figures less);
//                          eyespaces per position.
//
// The games are tests/data/selfplay/selfplay-<size>-*.sgf of the source tree,
// or in the folder named by EYESHAPE_SELFPLAY. bench/board_report.py times
// GNU Go 3.8 on the same positions and prints the ratio.

#include <benchmark/benchmark.h>
#include <time.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <string>
#include <vector>

#include "bench/selfplay_timing.h"
#include "board/eyes.h"
#include "board/sgf.h"

namespace eyeshape::bench {
namespace {

// The positions of every stored game of `size`: before moves 50, 100, ...
// (GNU Go's `loadsgf FILE N` numbering) and after the last move.
std::vector<board::Position> Positions(int size) {
  std::vector<board::Position> positions;
  for (const auto& file : SelfPlayRecords(size)) {
    std::ifstream in(file, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto whole = board::ReadSgf(text);
    if (!whole.ok()) continue;
    for (int move = 50; move <= whole.value().moves_in_record; move += 50) {
      const auto game = board::ReadSgf(text, {.until_move = move});
      if (game.ok()) positions.push_back(game.value().position);
    }
    positions.push_back(whole.value().position);
  }
  return positions;
}

void BM_AnalyzeEyes(benchmark::State& state) {
  const int size = static_cast<int>(state.range(0));
  const std::vector<board::Position> positions = Positions(size);
  if (positions.empty()) {
    state.SkipWithError("no stored self-play games of this size (tests/data/selfplay)");
    return;
  }
  std::vector<double> fastest(positions.size(), std::numeric_limits<double>::infinity());
  double eyespaces = 0;
  for (auto _ : state) {
    eyespaces = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
      const double start = ThreadCpuMilliseconds();
      const board::EyeAnalysis analysis = board::AnalyzeEyes(positions[i]);
      fastest[i] = std::min(fastest[i], ThreadCpuMilliseconds() - start);
      eyespaces += static_cast<double>(analysis.eyespaces.size());
      benchmark::DoNotOptimize(analysis);
    }
  }
  state.counters["eyespaces"] = eyespaces / static_cast<double>(fastest.size());
  SetMedianAndWorst(state, fastest);
}
BENCHMARK(BM_AnalyzeEyes)->Arg(9)->Arg(13)->Arg(19)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace eyeshape::bench

BENCHMARK_MAIN();
