// SPDX-License-Identifier: MIT
// File: tests/fuzz/eyespace_fuzzer.cc
// libFuzzer target: arbitrary bytes into ParsePattern; whatever parses must
// survive Normalize, FormatPattern and FormatGraphLine and parse back to the
// same pattern (tests/fuzz/eyespace_round_trip.h). Build and run with
// scripts/fuzz.sh; the minimized corpus lives in tests/data/fuzz/eyespace/.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "tests/fuzz/eyespace_round_trip.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::string failure = eyeshape::fuzz::CheckEyespaceRoundTrip(text);
  if (!failure.empty()) {
    std::fprintf(stderr, "eyespace_fuzzer: %s\n", failure.c_str());
    std::abort();
  }
  return 0;
}
