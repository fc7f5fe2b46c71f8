// SPDX-License-Identifier: MIT
// File: tables/lookup_or_solve/lookup_or_solve.cc
// LookupOrSolve() (eyeshape/eyeshape.h): a table miss is solved exactly with
// the solver. Built as eyeshape_lookup_solver, so that eyeshape_lookup itself
// never links the search.

#include "eyeshape/eyeshape.h"
#include "solver/solver.h"
#include "tables/lookup/lookup_internal.h"

namespace eyeshape {
namespace {

solver::GameOptions ToGameOptions(const GameModel& model) {
  solver::GameOptions options;
  options.model = model.graph_model ? solver::Model::kGraph : solver::Model::kBoard;
  options.outer_liberties = model.outer_liberties;
  options.outer_fills_are_moves = model.gnugo_outer_fills;
  return options;
}

LookupResult Solve(const EyeTable& table, const solver::Pattern& pattern,
                   std::uint64_t node_budget = 0) {
  solver::GameOptions options = ToGameOptions(table.info().model);
  options.node_budget = node_budget;
  try {
    const solver::PatternSolution solution = solver::SolvePattern(pattern, options);
    return tables::HitResult(solution.value, solution.vital, /*solved=*/true);
  } catch (const solver::NodeBudgetExceeded& exceeded) {
    LookupResult result;
    result.status = LookupStatus::kMiss;
    result.message = exceeded.what();
    return result;
  }
}

}  // namespace

LookupResult LookupOrSolve(const EyeTable& table, const EyeGraph& eyespace) {
  return LookupOrSolve(table, eyespace, /*node_budget=*/0);
}

LookupResult LookupOrSolve(const EyeTable& table, const EyeGraph& eyespace,
                           std::uint64_t node_budget) {
  LookupResult result = table.Lookup(eyespace);
  if (result.status != LookupStatus::kMiss) return result;
  solver::Pattern pattern;
  pattern.eyespace = tables::FromEyeGraph(eyespace).value();
  return Solve(table, pattern, node_budget);
}

LookupResult LookupOrSolve(const EyeTable& table, std::string_view diagram) {
  LookupResult result = table.Lookup(diagram);
  if (result.status != LookupStatus::kMiss) return result;
  return Solve(table, solver::ParseEyespace(diagram).value());
}

}  // namespace eyeshape
