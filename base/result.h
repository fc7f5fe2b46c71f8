// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BASE_RESULT_H_
#define EYESHAPE_BASE_RESULT_H_

// File: base/result.h
// Result<T>: a value or a one-line error message, for untrusted input
// (diagrams, graph lines, table files, command-line arguments). The message is
// meant for a user: one line, no trailing newline, no "error:" prefix.
// In namespace eyeshape (not a layer's): every layer from the eyespace model
// to the command line returns it, so code in any eyeshape:: namespace names
// it unqualified.
//
//   Result<Pattern> parsed = ParsePattern(text);
//   if (!parsed.ok()) { std::cerr << parsed.error() << "\n"; return 1; }

#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "base/check.h"

namespace eyeshape {

template <typename T>
class Result {
 public:
  Result(T value) : state_(std::move(value)) {}  // NOLINT: implicit by design
  static Result Error(std::string message) { return Result(ErrorTag{std::move(message)}); }

  bool ok() const { return std::holds_alternative<T>(state_); }
  // REQUIRES: ok().
  const T& value() const& {
    EYESHAPE_CHECK(ok());
    return std::get<T>(state_);
  }
  T& value() & {
    EYESHAPE_CHECK(ok());
    return std::get<T>(state_);
  }
  T&& value() && {
    EYESHAPE_CHECK(ok());
    return std::get<T>(std::move(state_));
  }
  // REQUIRES: !ok().
  const std::string& error() const {
    EYESHAPE_CHECK(!ok());
    return std::get<ErrorTag>(state_).message;
  }

 private:
  struct ErrorTag {
    std::string message;
  };
  explicit Result(ErrorTag error) : state_(std::move(error)) {}
  std::variant<T, ErrorTag> state_;
};

// Helpers for one-line messages about untrusted text.

// `c` quoted, e.g. "'a'"; control and non-ASCII bytes as "byte 0x1B".
inline std::string QuoteChar(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x20 && byte < 0x7f) return std::string("'") + c + "'";
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "byte 0x%02X", byte);
  return buffer;
}

// `text` quoted, cut after 24 bytes ("..."), unprintable bytes as '?'.
inline std::string QuoteExcerpt(std::string_view text) {
  constexpr std::size_t kMaxLength = 24;
  std::string out;
  for (std::size_t i = 0; i < text.size() && i < kMaxLength; ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    out += (byte >= 0x20 && byte < 0x7f) ? text[i] : '?';
  }
  if (text.size() > kMaxLength) out += "...";
  return "'" + out + "'";
}

}  // namespace eyeshape

#endif  // EYESHAPE_BASE_RESULT_H_
