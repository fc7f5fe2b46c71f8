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

#include "board/eyes.h"
#include "board/sgf.h"

namespace eyeshape::bench {
namespace {

std::filesystem::path SelfPlayFolder() {
  const char* path = std::getenv("EYESHAPE_SELFPLAY");
  if (path != nullptr && *path != '\0') return path;
  return EYESHAPE_SELFPLAY_DIR;  // set by bench/CMakeLists.txt
}

// The positions of every stored game of `size`: before moves 50, 100, ...
// (GNU Go's `loadsgf FILE N` numbering) and after the last move.
std::vector<board::Position> Positions(int size) {
  std::vector<std::filesystem::path> files;
  const std::string prefix = "selfplay-" + std::to_string(size) + "-";
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(SelfPlayFolder(), error)) {
    if (entry.path().filename().string().rfind(prefix, 0) == 0) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  std::vector<board::Position> positions;
  for (const auto& file : files) {
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

// CPU time of this thread: a position's figure does not grow when other
// processes share the core.
double ThreadCpuMilliseconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
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
  std::vector<double> sorted = fastest;
  std::sort(sorted.begin(), sorted.end());
  const std::size_t n = sorted.size();
  const double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  state.counters["positions"] = static_cast<double>(n);
  state.counters["median_ms"] = median;
  state.counters["worst_ms"] = sorted.back();
  state.counters["eyespaces"] = eyespaces / static_cast<double>(n);
}
BENCHMARK(BM_AnalyzeEyes)->Arg(9)->Arg(13)->Arg(19)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace eyeshape::bench

BENCHMARK_MAIN();
