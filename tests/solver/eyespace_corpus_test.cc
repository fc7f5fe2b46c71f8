// SPDX-License-Identifier: MIT
// File: tests/solver/eyespace_corpus_test.cc
// Replays the eyespace fuzzer's minimized corpus (tests/data/fuzz/eyespace/)
// through the fuzzer's own checks, so the ordinary test suite keeps every
// input the fuzzer found interesting (scripts/fuzz.sh regenerates it).

#include <gtest/gtest.h>

#include "tests/fuzz/eyespace_round_trip.h"
#include "tests/testing/fuzz_corpus.h"

namespace eyeshape::solver {
namespace {

TEST(EyespaceCorpusTest, EveryCorpusFilePassesTheFuzzerChecks) {
  EXPECT_GT(testing::ExpectCorpusPasses("eyespace", fuzz::CheckEyespaceRoundTrip), 0);
}

}  // namespace
}  // namespace eyeshape::solver
