// SPDX-License-Identifier: MIT
// File: bench/centre_class_counts.cc
// Prints the centre class counts of each size (CountLabellings(),
// tables/generation/enumerate.h) with the table bytes they make (entries x
// RecordBytes(n)) and the time and peak memory of each size, for the
// limits of docs/table-format.md. Enumerates, solves nothing: 11 cells take
// seconds, 12 cells minutes.
//
//   build/release/bench/centre_class_counts 10 12   # FIRST [LAST], default 1 10

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "base/parse_int.h"
#include "tables/generation/enumerate.h"
#include "tables/io/format.h"

namespace {

long PeakMegabytes() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024;  // Linux: kilobytes
}

}  // namespace

int main(int argc, char** argv) {
  const int first = argc > 1 ? eyeshape::ParseInt(argv[1]).value_or(0) : 1;
  const int last = argc > 2 ? eyeshape::ParseInt(argv[2]).value_or(0) : (argc > 1 ? first : 10);
  if (first < 1 || last > eyeshape::tables::kMaxTableSize || first > last) {
    std::fprintf(stderr, "centre_class_counts: sizes must be 1 <= FIRST <= LAST <= %d\n",
                 eyeshape::tables::kMaxTableSize);
    return 2;
  }
  std::printf("| size | graphs | raw classes | left out | dup. | entries | record bytes |\n");
  std::printf("|---:|---:|---:|---:|---:|---:|---:|\n");
  for (int n = first; n <= last; ++n) {
    const auto start = std::chrono::steady_clock::now();
    const eyeshape::tables::SizeCounts c = eyeshape::tables::CountLabellings(n);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("| %d | %lld | %lld | %lld | %lld | %lld | %llu |\n", n,
                static_cast<long long>(c.graphs), static_cast<long long>(c.raw_classes),
                static_cast<long long>(c.left_out), static_cast<long long>(c.duplicates),
                static_cast<long long>(c.entries),
                static_cast<unsigned long long>(c.entries) *
                    static_cast<unsigned long long>(eyeshape::tables::RecordBytes(n)));
    std::fprintf(stderr, "size %d: %.1f s, peak %ld MB\n", n, seconds, PeakMegabytes());
    std::fflush(stdout);
  }
  return 0;
}
