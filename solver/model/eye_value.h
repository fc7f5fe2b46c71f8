// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SOLVER_MODEL_EYE_VALUE_H_
#define EYESHAPE_SOLVER_MODEL_EYE_VALUE_H_

// File: solver/model/eye_value.h
// The four-digit eye value abcd (SPEC §4) and vital points (SPEC §5).
// Digits are eye counts 0..2: a = attacker first with a tenuki move, b =
// attacker first, c = defender first, d = defender first with a tenuki move.
// Only 15 values can occur (IsAllowed()).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "solver/model/eyespace.h"

namespace eyeshape::solver {

struct EyeValue {
  std::uint8_t a = 0;  // attacker moves first and gets another move
  std::uint8_t b = 0;  // attacker moves first, defender answers
  std::uint8_t c = 0;  // defender moves first, attacker answers
  std::uint8_t d = 0;  // defender moves first and gets another move

  bool operator==(const EyeValue&) const = default;
  // "abcd", e.g. "0122".
  std::string ToString() const;
  // One of the 15 values the seed text lists (and SPEC §4 can produce).
  bool IsAllowed() const;
  // Parses "abcd" with digits 0..2; nullopt otherwise.
  static std::optional<EyeValue> Parse(std::string_view text);
};

// Attack points are X moves, defense points O moves (SPEC §5).
struct VitalPoints {
  VertexSet attack = 0;
  VertexSet defense = 0;
  bool operator==(const VitalPoints&) const = default;
};

// The mark of `vertex`: both, attack only, defense only or none.
VitalMark MarkOf(const VitalPoints& points, int vertex);

}  // namespace eyeshape::solver

#endif  // EYESHAPE_SOLVER_MODEL_EYE_VALUE_H_
