// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BENCH_SELFPLAY_TIMING_H_
#define EYESHAPE_BENCH_SELFPLAY_TIMING_H_

// File: bench/selfplay_timing.h
// What the benchmarks over stored GNU Go self-play games share
// (board_benchmark, scoring_benchmark): where the games are, which files hold
// the games of one size, the CPU clock a position is timed by, and the
// median/worst counters. The folder is tests/data/selfplay of the source tree
// (EYESHAPE_SELFPLAY_DIR, set by bench/CMakeLists.txt) or the environment
// variable EYESHAPE_SELFPLAY.

#include <benchmark/benchmark.h>
#include <time.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

namespace eyeshape::bench {

inline std::filesystem::path SelfPlayFolder() {
  const char* path = std::getenv("EYESHAPE_SELFPLAY");
  if (path != nullptr && *path != '\0') return path;
  return EYESHAPE_SELFPLAY_DIR;
}

// The records selfplay-<size>-*.sgf, sorted by name.
inline std::vector<std::filesystem::path> SelfPlayRecords(int size) {
  std::vector<std::filesystem::path> files;
  const std::string prefix = "selfplay-" + std::to_string(size) + "-";
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(SelfPlayFolder(), error)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind(prefix, 0) == 0 && entry.path().extension() == ".sgf") {
      files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

// CPU time of this thread: a position's figure does not grow when other
// processes share the core.
inline double ThreadCpuMilliseconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

// Counters positions, median_ms and worst_ms over each position's fastest time.
// REQUIRES: fastest is not empty.
inline void SetMedianAndWorst(benchmark::State& state, std::vector<double> fastest) {
  std::sort(fastest.begin(), fastest.end());
  const std::size_t n = fastest.size();
  const double median = n % 2 == 1 ? fastest[n / 2] : (fastest[n / 2 - 1] + fastest[n / 2]) / 2;
  state.counters["positions"] = static_cast<double>(n);
  state.counters["median_ms"] = median;
  state.counters["worst_ms"] = fastest.back();
}

}  // namespace eyeshape::bench

#endif  // EYESHAPE_BENCH_SELFPLAY_TIMING_H_
