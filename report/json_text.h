// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_REPORT_JSON_TEXT_H_
#define EYESHAPE_REPORT_JSON_TEXT_H_

// File: report/json_text.h
// The one way the command line writes a JSON value: one line, and bytes of
// the input that are not UTF-8 (a diagram or a pattern name) written as
// U+FFFD instead of making nlohmann::json throw, so a bad byte in one input
// line never stops a --json batch.

#include <string>

#include "nlohmann/json.hpp"

namespace eyeshape::report {

inline std::string JsonText(const nlohmann::json& value) {
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace eyeshape::report

#endif  // EYESHAPE_REPORT_JSON_TEXT_H_
