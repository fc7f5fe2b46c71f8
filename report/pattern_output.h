// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_REPORT_PATTERN_OUTPUT_H_
#define EYESHAPE_REPORT_PATTERN_OUTPUT_H_

// File: report/pattern_output.h
// How `solve` and `lookup` print a result: text (value, then the marked
// diagram), one batch line (value and the marked diagram in GNU Go's one-line
// form), or JSON (vertices numbered as in the input: diagram vertices in
// reading order).

#include <string>
#include <vector>

#include "nlohmann/json.hpp"
#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"
#include "solver/solver.h"

namespace eyeshape::report {

// What is printed for one input.
struct PatternReport {
  std::string input;
  solver::Pattern pattern;
  solver::EyeValue value;
  solver::VitalPoints vital;             // input numbering
  std::vector<solver::VitalMark> marks;  // one per input vertex
  std::vector<solver::PrincipalLine> lines;
};

// "1122\n@>..\n..>.\n" (plus principal lines with `explain`).
std::string FormatText(const PatternReport& report);
// "1122 @>..%..>." (rows joined by '%', blanks as 'O').
std::string FormatBatchLine(const PatternReport& report);
// The JSON object of one result.
nlohmann::json ToJson(const PatternReport& report, const solver::GameOptions& options);
// A readable name of an input vertex: its number and, for a diagram, its
// 1-based row and column, "3 (row 1, col 2)"; JSON rows and columns are 0-based.
std::string VertexName(const solver::Pattern& pattern, int vertex);
// One principal line in words, e.g. "X first, no extra eye: O dies: X 1 (row 0, col 1), ...".
std::string DescribeLine(const solver::Pattern& pattern, const solver::PrincipalLine& line);

}  // namespace eyeshape::report

#endif  // EYESHAPE_REPORT_PATTERN_OUTPUT_H_
