// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_LOOKUP_OR_SOLVE_GAME_OPTIONS_H_
#define EYESHAPE_TABLES_LOOKUP_OR_SOLVE_GAME_OPTIONS_H_

// File: tables/lookup_or_solve/game_options.h
// The solver's game options for the game model of a table opened with the
// public library (eyeshape/eyeshape.h): what LookupOrSolve() solves a miss
// with, and what `eyeshape lookup` reports it with. In-project only (never
// installed: the public header exposes no solver type). Also LookupOrSolve()
// for a game model other than the table's, which the board layer needs for a
// wall with fewer outer liberties than the table's L.
//
//   solver::GameOptions game = GameOptionsOf(table.info().model);

#include "eyeshape/eyeshape.h"
#include "solver/solver.h"

namespace eyeshape::tables {

// Model, outer liberties and GNU Go's outer fills of `model`; no node budget
// or control.
solver::GameOptions GameOptionsOf(const GameModel& model);

// LookupOrSolve() (eyeshape/eyeshape.h) in the game `model`: the table answers
// only when it was made for `model`; otherwise the graph is solved in `model`
// within `limits` (a stopped search is a kMiss, as there). Thread-safe when
// `limits.progress` is.
LookupResult LookupOrSolve(const EyeTable& table, const EyeGraph& eyespace, const GameModel& model,
                           const SearchLimits& limits);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_LOOKUP_OR_SOLVE_GAME_OPTIONS_H_
