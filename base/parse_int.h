// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BASE_PARSE_INT_H_
#define EYESHAPE_BASE_PARSE_INT_H_

// File: base/parse_int.h
// ParseInt: a whole decimal number from untrusted text (a command-line
// argument, an environment variable, a GTP argument), or nothing. Unlike
// std::atoi it never takes a prefix of the text for the whole ("12x" is not
// 12), an empty text for 0, or an out-of-range number for a wrapped one.
//
//   const std::optional<int> size = ParseInt(argv[1]);
//   if (!size.has_value() || *size < 1) return Usage();

#include <charconv>
#include <optional>
#include <string_view>
#include <system_error>

namespace eyeshape {

// The whole of `text` as an int: decimal digits with an optional leading '-';
// nullopt for anything else (empty, a sign alone, blanks, other characters)
// and for a number out of int's range.
inline std::optional<int> ParseInt(std::string_view text) {
  int value = 0;
  const char* first = text.data();
  const char* last = first + text.size();
  const auto [stop, error] = std::from_chars(first, last, value);
  if (text.empty() || error != std::errc() || stop != last) return std::nullopt;
  return value;
}

}  // namespace eyeshape

#endif  // EYESHAPE_BASE_PARSE_INT_H_
