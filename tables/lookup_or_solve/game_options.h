// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_LOOKUP_OR_SOLVE_GAME_OPTIONS_H_
#define EYESHAPE_TABLES_LOOKUP_OR_SOLVE_GAME_OPTIONS_H_

// File: tables/lookup_or_solve/game_options.h
// The solver's game options for the game model of a table opened with the
// public library (eyeshape/eyeshape.h): what LookupOrSolve() solves a miss
// with, and what `eyeshape lookup` reports it with. In-project only (never
// installed: the public header exposes no solver type).
//
//   solver::GameOptions game = GameOptionsOf(table.info().model);

#include "eyeshape/eyeshape.h"
#include "solver/solver.h"

namespace eyeshape::tables {

// Model, outer liberties and GNU Go's outer fills of `model`; no node budget
// or control.
solver::GameOptions GameOptionsOf(const GameModel& model);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_LOOKUP_OR_SOLVE_GAME_OPTIONS_H_
