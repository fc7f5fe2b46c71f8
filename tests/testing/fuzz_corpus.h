// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_TESTING_FUZZ_CORPUS_H_
#define EYESHAPE_TESTS_TESTING_FUZZ_CORPUS_H_

// File: tests/testing/fuzz_corpus.h
// Replays a fuzzer's corpus (tests/data/fuzz/<target>/, kept by
// scripts/fuzz.sh) through the fuzzer's own checks, so that every build, the
// sanitizer build included, runs each input the fuzzer found interesting.
// A check returns "" when every property holds for the input, else what
// failed (tests/fuzz/*_checks.h, eyespace_round_trip.h).

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>
#include <string_view>

namespace eyeshape::testing {

// EXPECTs `check` to return "" on the bytes of every file of the target's
// corpus; returns how many files there were (callers expect a minimum, so
// that an emptied corpus fails).
inline int ExpectCorpusPasses(std::string_view target,
                              const std::function<std::string(std::string_view)>& check) {
  const std::filesystem::path directory =
      std::filesystem::path(EYESHAPE_SOURCE_DIR) / "tests" / "data" / "fuzz" / target;
  EXPECT_TRUE(std::filesystem::is_directory(directory)) << directory;
  if (!std::filesystem::is_directory(directory)) return 0;
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(directory)) {
    if (!entry.is_regular_file()) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(check(bytes), "") << entry.path();
    ++files;
  }
  return files;
}

}  // namespace eyeshape::testing

#endif  // EYESHAPE_TESTS_TESTING_FUZZ_CORPUS_H_
