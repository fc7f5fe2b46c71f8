// SPDX-License-Identifier: MIT
// File: tests/gtp/gtp_fuzz_corpus_test.cc
// Replays the GTP fuzzer's corpus (tests/data/fuzz/gtp/) through its checks
// (tests/fuzz/gtp_checks.h), so that every build tests them (scripts/fuzz.sh SECONDS
// gtp adds to the corpus).

#include "gtest/gtest.h"
#include "tests/fuzz/gtp_checks.h"
#include "tests/testing/fuzz_corpus.h"

namespace eyeshape::testing {
namespace {

TEST(GtpFuzzCorpusTest, EveryInputPassesTheChecks) {
  EXPECT_GE(ExpectCorpusPasses("gtp", CheckGtpSession), 10);
}

}  // namespace
}  // namespace eyeshape::testing
