// SPDX-License-Identifier: MIT
// File: tests/fuzz/score_fuzzer.cc
// libFuzzer target: arbitrary bytes into the scorer (tests/fuzz/score_checks.h
// says which checks). Seed corpus: tests/data/fuzz/score/; run like
// scripts/fuzz.sh runs the eyespace target:
//   build/fuzz/tests/eyeshape_score_fuzzer CORPUS -dict=tests/fuzz/sgf.dict

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "tests/fuzz/score_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string failure = eyeshape::testing::CheckScoreInput(
      std::string_view(reinterpret_cast<const char*>(data), size));
  if (!failure.empty()) {
    std::fprintf(stderr, "score_fuzzer: %s\n", failure.c_str());
    std::abort();
  }
  return 0;
}
