// SPDX-License-Identifier: MIT
// File: tests/base/parse_int_test.cc
// ParseInt (base/parse_int.h): the whole text or nothing. The expected values
// are the decimal reading of each text; INT_MAX and INT_MIN are 2^31 - 1 and
// -2^31 for the 32-bit int of every platform the project builds on.

#include "base/parse_int.h"

#include <gtest/gtest.h>

#include <climits>
#include <optional>
#include <string>

namespace eyeshape {
namespace {

TEST(ParseIntTest, ReadsWholeDecimalNumbers) {
  EXPECT_EQ(ParseInt("0"), 0);
  EXPECT_EQ(ParseInt("19"), 19);
  EXPECT_EQ(ParseInt("-7"), -7);
  EXPECT_EQ(ParseInt("007"), 7);
  EXPECT_EQ(ParseInt("2147483647"), INT_MAX);
  EXPECT_EQ(ParseInt("-2147483648"), INT_MIN);
}

TEST(ParseIntTest, RefusesWhatAtoiWouldTakeAPrefixOfOrReadAsZero) {
  for (const std::string text : {"", "-", "+", "+5", " 5", "5 ", "12x", "x12", "1.5", "0x10",
                                 "2147483648", "-2147483649", "99999999999999999999"}) {
    EXPECT_EQ(ParseInt(text), std::nullopt) << "'" << text << "'";
  }
}

}  // namespace
}  // namespace eyeshape
