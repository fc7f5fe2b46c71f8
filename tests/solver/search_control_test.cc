// SPDX-License-Identifier: MIT
// File: tests/solver/search_control_test.cc
// Stopping a search (solver/solver.h: GameOptions::node_budget,
// SearchControl): each stop throws SearchStopped with its reason, the
// control is polled every SearchControl::kPollNodes nodes, and a search the
// limits do not reach gives the same value as one without them.

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string_view>
#include <vector>

#include "solver/model/eyespace.h"
#include "solver/solver.h"

namespace eyeshape::solver {
namespace {

// A 16-point shape with three X stones and a marginal point whose search
// takes millions of nodes: every limit below is reached long before its end.
constexpr std::string_view kLongSearch = "...X%....%X...%..!.";

Pattern Parse(std::string_view text) {
  Result<Pattern> pattern = ParseEyespace(text);
  EXPECT_TRUE(pattern.ok());
  return pattern.value();
}

StopReason StopOf(std::string_view text, const GameOptions& options) {
  try {
    SolvePattern(Parse(text), options);
  } catch (const SearchStopped& stopped) {
    return stopped.reason();
  }
  ADD_FAILURE() << "the search was not stopped";
  return StopReason::kNodeBudget;
}

TEST(SearchControlTest, NodeBudgetStopsAsNodeBudgetExceeded) {
  GameOptions options;
  options.node_budget = 1000;
  EXPECT_THROW(SolvePattern(Parse(kLongSearch), options), NodeBudgetExceeded);
  EXPECT_EQ(StopOf(kLongSearch, options), StopReason::kNodeBudget);
}

TEST(SearchControlTest, StopFlagAndDeadlineStopTheSearch) {
  const std::atomic<bool> stop{true};
  SearchControl control;
  control.stop = &stop;
  GameOptions options;
  options.control = &control;
  EXPECT_EQ(StopOf(kLongSearch, options), StopReason::kStopRequested);
  SearchControl late;
  late.deadline = std::chrono::steady_clock::now();  // already past at the first poll
  options.control = &late;
  EXPECT_EQ(StopOf(kLongSearch, options), StopReason::kDeadline);
}

TEST(SearchControlTest, ProgressIsReportedAtEachPoll) {
  // Budget 10000: polls at nodes 4097 and 8193 (the first node past each
  // multiple of kPollNodes), then the budget stops the search at node 10001.
  std::vector<std::uint64_t> reports;
  SearchControl control;
  control.progress = [&reports](std::uint64_t nodes) { reports.push_back(nodes); };
  GameOptions options;
  options.node_budget = 10000;
  options.control = &control;
  EXPECT_EQ(StopOf(kLongSearch, options), StopReason::kNodeBudget);
  EXPECT_EQ(reports, (std::vector<std::uint64_t>{SearchControl::kPollNodes + 1,
                                                 2 * SearchControl::kPollNodes + 1}));
}

TEST(SearchControlTest, LimitsNotReachedChangeNothing) {
  // The straight three is 1122 with the middle vital (SPEC §4 case 2).
  const std::atomic<bool> stop{false};
  SearchControl control;
  control.stop = &stop;
  control.deadline = std::chrono::steady_clock::now() + std::chrono::hours(1);
  GameOptions options;
  options.node_budget = 1'000'000;
  options.control = &control;
  const PatternSolution solution = SolvePattern(Parse("..."), options);
  EXPECT_EQ(solution.value.ToString(), "1122");
  EXPECT_EQ(solution.vital.attack, VertexBit(1));
  EXPECT_EQ(solution.vital.defense, VertexBit(1));
}

}  // namespace
}  // namespace eyeshape::solver
