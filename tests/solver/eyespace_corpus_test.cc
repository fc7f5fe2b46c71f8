// SPDX-License-Identifier: MIT
// File: tests/solver/eyespace_corpus_test.cc
// Replays the eyespace fuzzer's minimized corpus (tests/data/fuzz/eyespace/)
// through the fuzzer's own checks, so the ordinary test suite keeps every
// input the fuzzer found interesting (scripts/fuzz.sh regenerates it).

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "tests/fuzz/eyespace_round_trip.h"

namespace eyeshape::solver {
namespace {

TEST(EyespaceCorpusTest, EveryCorpusFilePassesTheFuzzerChecks) {
  const std::filesystem::path directory =
      std::filesystem::path(EYESHAPE_SOURCE_DIR) / "tests" / "data" / "fuzz" / "eyespace";
  ASSERT_TRUE(std::filesystem::is_directory(directory)) << directory;
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(directory)) {
    if (!entry.is_regular_file()) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(fuzz::CheckEyespaceRoundTrip(bytes), "") << entry.path();
    ++files;
  }
  EXPECT_GT(files, 0);
}

}  // namespace
}  // namespace eyeshape::solver
