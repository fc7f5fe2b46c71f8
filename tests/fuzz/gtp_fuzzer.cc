// SPDX-License-Identifier: MIT
// File: tests/fuzz/gtp_fuzzer.cc
// libFuzzer target: arbitrary bytes as a GTP session (tests/fuzz/gtp_checks.h
// says which checks). Corpus: tests/data/fuzz/gtp/; scripts/fuzz.sh runs it:
//   scripts/fuzz.sh 60 gtp

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "tests/fuzz/gtp_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string failure = eyeshape::testing::CheckGtpSession(
      std::string_view(reinterpret_cast<const char*>(data), size));
  if (!failure.empty()) {
    std::fprintf(stderr, "gtp_fuzzer: %s\n", failure.c_str());
    std::abort();
  }
  return 0;
}
