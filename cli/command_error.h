// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_CLI_COMMAND_ERROR_H_
#define EYESHAPE_CLI_COMMAND_ERROR_H_

// File: cli/command_error.h
// The exit codes of the `eyeshape` command line and the error that ends a
// command, apart from the subcommands' registration (cli/commands.h), so
// that the helpers which only report errors do not compile CLI11.

#include <stdexcept>

namespace eyeshape::cli {

// Exit codes: 0 success, 1 some input was invalid (the rest was processed),
// 2 the command could not run (bad arguments, unreadable file).
inline constexpr int kExitOk = 0;
inline constexpr int kExitInputError = 1;
inline constexpr int kExitFailure = 2;

// An error that concerns the whole command: one line for stderr, which
// main() prints, and exit status kExitFailure.
class CommandError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace eyeshape::cli

#endif  // EYESHAPE_CLI_COMMAND_ERROR_H_
