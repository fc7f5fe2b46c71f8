// SPDX-License-Identifier: MIT
// File: tables/lookup_or_solve/lookup_or_solve.cc
// LookupOrSolve() (eyeshape/eyeshape.h): a table miss is solved exactly with
// the solver. Built as eyeshape_lookup_solver, so that eyeshape_lookup itself
// never links the search.

#include <chrono>

#include "eyeshape/eyeshape.h"
#include "solver/solver.h"
#include "tables/lookup/lookup_internal.h"
#include "tables/lookup_or_solve/game_options.h"

namespace eyeshape {

solver::GameOptions tables::GameOptionsOf(const GameModel& model) {
  solver::GameOptions options;
  options.model = model.graph_model ? solver::Model::kGraph : solver::Model::kBoard;
  options.outer_liberties = model.outer_liberties;
  options.outer_fills_are_moves = model.gnugo_outer_fills;
  return options;
}

namespace {

SearchStop ToSearchStop(solver::StopReason reason) {
  switch (reason) {
    case solver::StopReason::kNodeBudget:
      return SearchStop::kNodeBudget;
    case solver::StopReason::kDeadline:
      return SearchStop::kDeadline;
    case solver::StopReason::kStopRequested:
      return SearchStop::kStopRequested;
  }
  return SearchStop::kNone;
}

LookupResult Solve(const GameModel& model, const solver::Pattern& pattern,
                   const SearchLimits& limits) {
  solver::GameOptions options = tables::GameOptionsOf(model);
  options.node_budget = limits.node_budget;
  solver::SearchControl control;
  control.stop = limits.stop;
  control.deadline = limits.deadline;
  control.progress = limits.progress;
  // Without a stop flag, deadline or progress the search polls nothing.
  if (control.stop != nullptr || control.deadline != std::chrono::steady_clock::time_point::max() ||
      control.progress) {
    options.control = &control;
  }
  try {
    const solver::PatternSolution solution = solver::SolvePattern(pattern, options);
    return tables::HitResult(solution.value, solution.vital, /*solved=*/true);
  } catch (const solver::SearchStopped& stopped) {
    LookupResult result;
    result.status = LookupStatus::kMiss;
    result.message = stopped.what();
    result.stopped = ToSearchStop(stopped.reason());
    return result;
  }
}

}  // namespace

LookupResult LookupOrSolve(const EyeTable& table, const EyeGraph& eyespace) {
  return LookupOrSolve(table, eyespace, SearchLimits{});
}

LookupResult LookupOrSolve(const EyeTable& table, const EyeGraph& eyespace,
                           std::uint64_t node_budget) {
  SearchLimits limits;
  limits.node_budget = node_budget;
  return LookupOrSolve(table, eyespace, limits);
}

LookupResult tables::LookupOrSolve(const EyeTable& table, const EyeGraph& eyespace,
                                   const GameModel& model, const SearchLimits& limits) {
  // The lookup checks the graph whatever the model; its value serves only when
  // the table was made for `model`.
  LookupResult result = table.Lookup(eyespace);
  if (result.status == LookupStatus::kInvalid) return result;
  if (result.status == LookupStatus::kHit && table.info().model == model) return result;
  solver::Pattern pattern;
  pattern.eyespace = tables::FromEyeGraph(eyespace).value();
  return Solve(model, pattern, limits);
}

LookupResult LookupOrSolve(const EyeTable& table, const EyeGraph& eyespace,
                           const SearchLimits& limits) {
  return tables::LookupOrSolve(table, eyespace, table.info().model, limits);
}

LookupResult LookupOrSolve(const EyeTable& table, std::string_view diagram) {
  return LookupOrSolve(table, diagram, SearchLimits{});
}

LookupResult LookupOrSolve(const EyeTable& table, std::string_view diagram,
                           const SearchLimits& limits) {
  LookupResult result = table.Lookup(diagram);
  if (result.status != LookupStatus::kMiss) return result;
  return Solve(table.info().model, solver::ParseEyespace(diagram).value(), limits);
}

}  // namespace eyeshape
