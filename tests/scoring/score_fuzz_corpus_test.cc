// SPDX-License-Identifier: MIT
// File: tests/scoring/score_fuzz_corpus_test.cc
// Replays the score fuzzer's seed corpus (tests/data/fuzz/score/) through its
// checks (tests/fuzz/score_checks.h), so that every build tests them; the
// corpus holds hand-made inputs (bad SGF and diagram values, marks, rules,
// handicaps) and what fuzzing added.

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "gtest/gtest.h"
#include "tests/fuzz/score_checks.h"

namespace eyeshape::testing {
namespace {

TEST(ScoreFuzzCorpusTest, EveryInputPassesTheChecks) {
  const std::filesystem::path corpus =
      std::filesystem::path(EYESHAPE_SOURCE_DIR) / "tests/data/fuzz/score";
  int inputs = 0;
  for (const auto& entry : std::filesystem::directory_iterator(corpus)) {
    std::ifstream in(entry.path(), std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(CheckScoreInput(bytes), "") << entry.path();
    ++inputs;
  }
  EXPECT_GE(inputs, 10);
}

}  // namespace
}  // namespace eyeshape::testing
