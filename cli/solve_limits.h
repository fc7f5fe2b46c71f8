// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_CLI_SOLVE_LIMITS_H_
#define EYESHAPE_CLI_SOLVE_LIMITS_H_

// File: cli/solve_limits.h
// What `solve` and `lookup --solve-misses` share to bound a search: the
// options `--budget NODES` and `--timeout SECONDS` (each input gets its own
// budget and its own time), their checks, the solver's SearchControl for one
// input (the budget, the deadline, SIGINT/SIGTERM as a stop, a progress
// report), and the words of an answer the search did not finish:
//
//   unsolved: node budget 1000 reached
//   unsolved: timeout 2 s
//   unsolved: interrupted
//
// "Unsolved" is an answer, not an error: the exit status is 3 when some
// input was unsolved (and none invalid), 128 + the signal number when a
// signal stopped the command (README.md, `solve`).

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "CLI/CLI.hpp"
#include "solver/solver.h"

namespace eyeshape::cli {

// Some input was unsolved within the budget or the time, none invalid.
inline constexpr int kExitUnsolved = 3;

struct SolveLimits {
  std::int64_t budget = 0;  // nodes per input; 0 = none given
  double timeout = 0.0;     // seconds per input; 0 = none given
  bool budget_given = false;
  bool timeout_given = false;
};

// Adds --budget and --timeout to `command`, filling `limits`.
void AddSolveLimitOptions(CLI::App& command, SolveLimits& limits);

// The message for limits that cannot be used (a budget below 1 node, a
// timeout not above 0 or above 1e9 seconds, or not a number), else nullopt.
std::optional<std::string> CheckSolveLimits(const SolveLimits& limits);

// `game` with the node budget set from `limits`.
solver::GameOptions WithBudget(solver::GameOptions game, const SolveLimits& limits);

// The SearchControl of one input, made when its search starts: the deadline
// counted from now, the process's stop flag (cli/stop_signals.h), and
// `progress` (may be empty). REQUIRES: CheckSolveLimits(limits) is nullopt.
solver::SearchControl MakeSearchControl(const SolveLimits& limits,
                                        std::function<void(std::uint64_t)> progress);

// The reason after "unsolved: ", e.g. "node budget 1000 reached".
std::string UnsolvedReason(solver::StopReason reason, const SolveLimits& limits);

}  // namespace eyeshape::cli

#endif  // EYESHAPE_CLI_SOLVE_LIMITS_H_
