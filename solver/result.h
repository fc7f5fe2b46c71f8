// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SOLVER_RESULT_H_
#define EYESHAPE_SOLVER_RESULT_H_

// File: solver/result.h
// Result<T>: a value or a one-line error message, for untrusted input
// (diagrams, graph lines, table files, command-line arguments). The message is
// meant for a user: one line, no trailing newline, no "error:" prefix.
//
//   Result<Pattern> parsed = ParsePattern(text);
//   if (!parsed.ok()) { std::cerr << parsed.error() << "\n"; return 1; }

#include <string>
#include <utility>
#include <variant>

#include "canon/check.h"

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

}  // namespace eyeshape

#endif  // EYESHAPE_SOLVER_RESULT_H_
