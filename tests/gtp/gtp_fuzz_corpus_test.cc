// SPDX-License-Identifier: MIT
// File: tests/gtp/gtp_fuzz_corpus_test.cc
// Replays the GTP fuzzer's corpus (tests/data/fuzz/gtp/) through its checks
// (tests/fuzz/gtp_checks.h), so that every build, the sanitizer build included, tests
// them; the corpus holds hand-made seeds and what fuzzing added
// (scripts/fuzz.sh SECONDS gtp).

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "gtest/gtest.h"
#include "tests/fuzz/gtp_checks.h"

namespace eyeshape::testing {
namespace {

TEST(GtpFuzzCorpusTest, EveryInputPassesTheChecks) {
  const std::filesystem::path corpus =
      std::filesystem::path(EYESHAPE_SOURCE_DIR) / "tests/data/fuzz/gtp";
  int inputs = 0;
  for (const auto& entry : std::filesystem::directory_iterator(corpus)) {
    std::ifstream in(entry.path(), std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(CheckGtpSession(bytes), "") << entry.path();
    ++inputs;
  }
  EXPECT_GE(inputs, 10);
}

}  // namespace
}  // namespace eyeshape::testing
