// SPDX-License-Identifier: MIT
// File: solver/model/eye_value.cc
// The value abcd (SPEC §4) as text, and vital-point marks (SPEC §5).

#include "solver/model/eye_value.h"

#include <string>
#include <string_view>

#include "base/check.h"

namespace eyeshape::solver {

std::string EyeValue::ToString() const {
  const auto digit = [](std::uint8_t eyes) { return static_cast<char>('0' + eyes); };
  return {digit(a), digit(b), digit(c), digit(d)};
}

bool EyeValue::IsAllowed() const {
  // The seed text's 15 values (0000 0001 0002 0011 0012 0022 0111 0112 0122
  // 0222 1111 1112 1122 1222 2222) are exactly the non-decreasing digit
  // strings over 0..2: an extra move never hurts its owner, and moving first
  // is never worse than answering.
  return a <= b && b <= c && c <= d && d <= 2;
}

std::optional<EyeValue> EyeValue::Parse(std::string_view text) {
  if (text.size() != 4) return std::nullopt;
  for (const char c : text) {
    if (c < '0' || c > '2') return std::nullopt;
  }
  const auto eyes = [&](int i) { return static_cast<std::uint8_t>(text[i] - '0'); };
  return EyeValue{eyes(0), eyes(1), eyes(2), eyes(3)};
}

VitalMark MarkOf(const VitalPoints& points, int vertex) {
  EYESHAPE_CHECK(vertex >= 0 && vertex < kMaxVertices);
  const bool attack = (points.attack & VertexBit(vertex)) != 0;
  const bool defense = (points.defense & VertexBit(vertex)) != 0;
  if (attack && defense) return VitalMark::kBoth;
  if (attack) return VitalMark::kAttack;
  if (defense) return VitalMark::kDefense;
  return VitalMark::kNone;
}

}  // namespace eyeshape::solver
