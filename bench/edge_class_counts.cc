// SPDX-License-Identifier: MIT
// File: bench/edge_class_counts.cc
// Prints the counts of edge and corner classes per size (CountEdgeClasses(),
// tables/generation/edge_classes.h) as the Markdown table of
// docs/edge-classes.md, with the time and peak memory of each size.
//
//   build/release/bench/edge_class_counts [MAX_SIZE]   # default 7

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "base/parse_int.h"
#include "tables/generation/edge_classes.h"

namespace {

long PeakMegabytes() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024;  // Linux: kilobytes
}

void PrintRow(int n, const char* kind, const eyeshape::tables::PlacementCounts& c) {
  std::printf("| %d | %s | %lld | %lld | %lld | %lld | %lld | %lld | %lld |\n", n, kind,
              static_cast<long long>(c.placements), static_cast<long long>(c.labellings),
              static_cast<long long>(c.not_holdable), static_cast<long long>(c.classes),
              static_cast<long long>(c.centre_classes), static_cast<long long>(c.new_classes),
              static_cast<long long>(c.new_entries));
}

}  // namespace

int main(int argc, char** argv) {
  const int max_size = argc > 1 ? eyeshape::ParseInt(argv[1]).value_or(0) : 7;
  if (max_size < 1 || max_size > 10) {
    std::fprintf(stderr, "usage: edge_class_counts [MAX_SIZE in 1..10]\n");
    return 2;
  }
  std::printf(
      "| n | placement | placements | labellings | not holdable | classes | same as centre | "
      "new | new after normalization |\n|---|---|---|---|---|---|---|---|---|\n");
  for (int n = 1; n <= max_size; ++n) {
    const auto start = std::chrono::steady_clock::now();
    const eyeshape::tables::EdgeClassCounts c = eyeshape::tables::CountEdgeClasses(n);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    PrintRow(n, "edge", c.edge);
    PrintRow(n, "corner", c.corner);
    std::printf(
        "| %d | edge ∪ corner | | | | %lld | %lld | %lld | %lld |\n", n,
        static_cast<long long>(c.union_classes), static_cast<long long>(c.union_centre_classes),
        static_cast<long long>(c.union_new_classes), static_cast<long long>(c.union_new_entries));
    std::fprintf(stderr, "n = %d: %.2f s, peak %ld MB; new classes of both kinds: %lld\n", n,
                 seconds, PeakMegabytes(), static_cast<long long>(c.corner_and_edge_new));
  }
  return 0;
}
