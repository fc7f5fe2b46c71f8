// SPDX-License-Identifier: MIT
// File: tests/board/sgf_fuzz_corpus_test.cc
// Replays the SGF fuzzer's corpus (tests/data/fuzz/sgf/) through its checks
// (tests/fuzz/sgf_checks.h), so that every build tests them (scripts/fuzz.sh SECONDS
// sgf adds to the corpus).

#include "gtest/gtest.h"
#include "tests/fuzz/sgf_checks.h"
#include "tests/testing/fuzz_corpus.h"

namespace eyeshape::testing {
namespace {

TEST(SgfFuzzCorpusTest, EveryInputPassesTheChecks) {
  EXPECT_GE(ExpectCorpusPasses("sgf", CheckSgfInput), 100);
}

}  // namespace
}  // namespace eyeshape::testing
