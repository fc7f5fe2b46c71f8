// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_CLI_BATCH_INPUT_H_
#define EYESHAPE_CLI_BATCH_INPUT_H_

// File: cli/batch_input.h
// The input of `--batch FILE|-` (solve, lookup): one diagram or graph line per
// line; blank lines and lines starting with '#' are skipped, a trailing '\r'
// is dropped. Every other line gets exactly one output line, in input order.

#include <string>
#include <vector>

namespace eyeshape::cli {

struct BatchLine {
  int number = 0;    // 1-based line number in the input
  std::string text;  // the line, without its end
};

// Reads `source` (a file name, or "-" for standard input). Throws
// CommandError when it cannot be read.
std::vector<BatchLine> ReadBatchLines(const std::string& source);

}  // namespace eyeshape::cli

#endif  // EYESHAPE_CLI_BATCH_INPUT_H_
