// SPDX-License-Identifier: MIT
// File: tests/scoring/score_fuzz_corpus_test.cc
// Replays the score fuzzer's corpus (tests/data/fuzz/score/) through its checks
// (tests/fuzz/score_checks.h): hand-made inputs (bad SGF and diagram values,
// marks, rules, handicaps) and what fuzzing added, so that every build tests them (scripts/fuzz.sh
// SECONDS score adds to the corpus).

#include "gtest/gtest.h"
#include "tests/fuzz/score_checks.h"
#include "tests/testing/fuzz_corpus.h"

namespace eyeshape::testing {
namespace {

TEST(ScoreFuzzCorpusTest, EveryInputPassesTheChecks) {
  EXPECT_GE(ExpectCorpusPasses("score", CheckScoreInput), 10);
}

}  // namespace
}  // namespace eyeshape::testing
