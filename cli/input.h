// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_CLI_INPUT_H_
#define EYESHAPE_CLI_INPUT_H_

// File: cli/input.h
// What the subcommands read: a whole file or standard input ("-"), a diagram
// given as an argument or on standard input, and the lines of `--batch
// FILE|-` (solve, lookup). A file that cannot be read, a directory among
// them, throws CommandError with one line naming it.
//
// Batch input: one diagram or graph line per line; blank lines and lines
// starting with '#' are skipped, a trailing '\r' is dropped. Every other
// line gets exactly one output line, in input order.

#include <string>
#include <string_view>
#include <vector>

namespace eyeshape::cli {

// The whole text of `source`, a file name or "-" for standard input, bytes
// as they are. `what` names the input in the error ("cannot read batch file
// 'x'"); empty for none ("cannot read 'x'").
std::string ReadInput(const std::string& source, std::string_view what = {});

// A diagram argument: the argument itself, or standard input's text for
// "-"; without trailing line ends either way.
std::string DiagramArgument(const std::string& argument);

struct BatchLine {
  int number = 0;    // 1-based line number in the input
  std::string text;  // the line, without its end
};

// The batch lines of `source` (a file name, or "-" for standard input).
std::vector<BatchLine> ReadBatchLines(const std::string& source);

}  // namespace eyeshape::cli

#endif  // EYESHAPE_CLI_INPUT_H_
