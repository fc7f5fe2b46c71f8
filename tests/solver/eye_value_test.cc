// SPDX-License-Identifier: MIT
// File: tests/solver/eye_value_test.cc
// Tests of solver/eye_value.h: abcd text and the 15 allowed values (SPEC §4),
// vital-point marks (SPEC §5).

#include "solver/model/eye_value.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace eyeshape::solver {
namespace {

TEST(EyeValueTest, ToStringWritesFourDigits) {
  EXPECT_EQ((EyeValue{0, 1, 2, 2}).ToString(), "0122");
  EXPECT_EQ(EyeValue{}.ToString(), "0000");
}

TEST(EyeValueTest, ParseReadsFourDigitsFromZeroToTwo) {
  const std::optional<EyeValue> value = EyeValue::Parse("1122");
  ASSERT_TRUE(value.has_value());
  EXPECT_EQ(*value, (EyeValue{1, 1, 2, 2}));
  EXPECT_EQ(EyeValue::Parse("0000"), EyeValue{});
}

TEST(EyeValueTest, ParseRejectsMalformedText) {
  for (const char* text :
       {"", "012", "01122", "0123", "a000", ":1122", " 0000", "0000\n", "-000"}) {
    EXPECT_FALSE(EyeValue::Parse(text).has_value()) << text;
  }
}

TEST(EyeValueTest, ParseAcceptsNonAllowedDigits) {
  // Parse checks the syntax only; IsAllowed checks the value.
  const std::optional<EyeValue> value = EyeValue::Parse("2100");
  ASSERT_TRUE(value.has_value());
  EXPECT_FALSE(value->IsAllowed());
}

TEST(EyeValueTest, ExactlyTheFifteenSeedValuesAreAllowed) {
  const std::set<std::string> seed = {"0000", "0001", "0002", "0011", "0012",
                                      "0022", "0111", "0112", "0122", "0222",
                                      "1111", "1112", "1122", "1222", "2222"};
  int allowed = 0;
  for (int code = 0; code < 81; ++code) {
    const std::string text = {
        static_cast<char>('0' + code / 27), static_cast<char>('0' + code / 9 % 3),
        static_cast<char>('0' + code / 3 % 3), static_cast<char>('0' + code % 3)};
    const std::optional<EyeValue> value = EyeValue::Parse(text);
    ASSERT_TRUE(value.has_value()) << text;
    EXPECT_EQ(value->ToString(), text);
    EXPECT_EQ(value->IsAllowed(), seed.count(text) == 1) << text;
    allowed += value->IsAllowed() ? 1 : 0;
  }
  EXPECT_EQ(allowed, 15);
}

TEST(EyeValueTest, DigitsAboveTwoAreNotAllowed) {
  EXPECT_FALSE((EyeValue{0, 0, 0, 3}).IsAllowed());
}

TEST(EyeValueTest, MarkOfCombinesAttackAndDefense) {
  const VitalPoints points{.attack = VertexBit(0) | VertexBit(2),
                           .defense = VertexBit(1) | VertexBit(2)};
  EXPECT_EQ(MarkOf(points, 0), VitalMark::kAttack);
  EXPECT_EQ(MarkOf(points, 1), VitalMark::kDefense);
  EXPECT_EQ(MarkOf(points, 2), VitalMark::kBoth);
  EXPECT_EQ(MarkOf(points, 3), VitalMark::kNone);
  EXPECT_EQ(MarkOf(points, 31), VitalMark::kNone);
}

}  // namespace
}  // namespace eyeshape::solver
