// SPDX-License-Identifier: MIT
// File: cli/solve_limits.cc

#include "cli/solve_limits.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <utility>

#include "cli/stop_signals.h"

namespace eyeshape::cli {

void AddSolveLimitOptions(CLI::App& command, SolveLimits& limits) {
  command
      .add_option_function<std::int64_t>(
          "--budget",
          [&limits](std::int64_t nodes) {
            limits.budget = nodes;
            limits.budget_given = true;
          },
          "stop each input's search after NODES search nodes; the input is then reported "
          "'unsolved: node budget NODES reached' (exit status 3)")
      ->type_name("NODES");
  command
      .add_option_function<double>(
          "--timeout",
          [&limits](double seconds) {
            limits.timeout = seconds;
            limits.timeout_given = true;
          },
          "stop each input's search after SECONDS seconds (fractions allowed); the input is then "
          "reported 'unsolved: timeout SECONDS s' (exit status 3)")
      ->type_name("SECONDS");
}

std::optional<std::string> CheckSolveLimits(const SolveLimits& limits) {
  if (limits.budget_given && limits.budget < 1) {
    return "--budget must be at least 1 node (got " + std::to_string(limits.budget) + ")";
  }
  // The upper bound keeps the deadline inside the steady clock's range.
  if (limits.timeout_given &&
      !(std::isfinite(limits.timeout) && limits.timeout > 0 && limits.timeout <= 1e9)) {
    return "--timeout must be a number of seconds above 0 and at most 1e9";
  }
  return std::nullopt;
}

solver::GameOptions WithBudget(solver::GameOptions game, const SolveLimits& limits) {
  if (limits.budget_given) game.node_budget = static_cast<std::uint64_t>(limits.budget);
  return game;
}

solver::SearchControl MakeSearchControl(const SolveLimits& limits,
                                        std::function<void(std::uint64_t)> progress) {
  solver::SearchControl control;
  control.stop = &StopRequested();
  if (limits.timeout_given) {
    control.deadline = std::chrono::steady_clock::now() +
                       std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                           std::chrono::duration<double>(limits.timeout));
  }
  control.progress = std::move(progress);
  return control;
}

std::string UnsolvedReason(solver::StopReason reason, const SolveLimits& limits) {
  switch (reason) {
    case solver::StopReason::kNodeBudget:
      return "node budget " + std::to_string(limits.budget) + " reached";
    case solver::StopReason::kDeadline: {
      char seconds[32];
      std::snprintf(seconds, sizeof seconds, "%g", limits.timeout);
      return std::string("timeout ") + seconds + " s";
    }
    case solver::StopReason::kStopRequested:
      break;
  }
  return "interrupted";
}

}  // namespace eyeshape::cli
