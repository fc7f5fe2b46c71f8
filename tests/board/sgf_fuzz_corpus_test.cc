// SPDX-License-Identifier: MIT
// File: tests/board/sgf_fuzz_corpus_test.cc
// Replays the SGF fuzzer's corpus (tests/data/fuzz/sgf/) through its checks
// (tests/fuzz/sgf_checks.h), so that every build, the sanitizer build included, tests
// them; the corpus holds hand-made seeds and what fuzzing added
// (scripts/fuzz.sh SECONDS sgf).

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "gtest/gtest.h"
#include "tests/fuzz/sgf_checks.h"

namespace eyeshape::testing {
namespace {

TEST(SgfFuzzCorpusTest, EveryInputPassesTheChecks) {
  const std::filesystem::path corpus =
      std::filesystem::path(EYESHAPE_SOURCE_DIR) / "tests/data/fuzz/sgf";
  int inputs = 0;
  for (const auto& entry : std::filesystem::directory_iterator(corpus)) {
    std::ifstream in(entry.path(), std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(CheckSgfInput(bytes), "") << entry.path();
    ++inputs;
  }
  EXPECT_GE(inputs, 100);
}

}  // namespace
}  // namespace eyeshape::testing
