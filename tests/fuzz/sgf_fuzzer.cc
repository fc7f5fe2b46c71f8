// SPDX-License-Identifier: MIT
// File: tests/fuzz/sgf_fuzzer.cc
// libFuzzer target: arbitrary bytes into ReadSgf (tests/fuzz/sgf_checks.h
// says which checks). Corpus: tests/data/fuzz/sgf/; scripts/fuzz.sh runs it:
//   scripts/fuzz.sh 60 sgf

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "tests/fuzz/sgf_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string failure =
      eyeshape::testing::CheckSgfInput(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!failure.empty()) {
    std::fprintf(stderr, "sgf_fuzzer: %s\n", failure.c_str());
    std::abort();
  }
  return 0;
}
