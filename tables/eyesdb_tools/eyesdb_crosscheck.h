// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_EYESDB_TOOLS_EYESDB_CROSSCHECK_H_
#define EYESHAPE_TABLES_EYESDB_TOOLS_EYESDB_CROSSCHECK_H_

// File: tables/eyesdb_tools/eyesdb_crosscheck.h
// The three-way comparison behind `eyeshape crosscheck` (SPEC §7): the
// solver, GNU Go 3.8's reader (GTP analyze_eyegraph, tables/gnugo_client.h)
// and the first match in an eyes.db file, on every labelled polyomino up to a
// size: every free polyomino (tables/polyomino.h), every labelling with '.',
// '!' and 'X', one per class under the grid symmetries of the shape.
//
// Each shape falls in exactly one bucket:
//   outside-model  the raw diagram is no board position: a '!' with four
//                  eyespace neighbours (no side for its approach, SPEC §2) or
//                  an X string without an empty neighbour (captured stones
//                  are not on a board; SPEC §2 normalizes them away);
//   cannot-build   GNU Go answers "failed to analyze", or answers for another
//                  shape (its diagram, marks taken off, is not the one sent:
//                  it left a wall point empty and analyzed a bigger shape);
//   compared       the rest: solver vs GNU Go (value, then every vital
//                  point), and where the eyes.db file answers, solver vs
//                  eyes.db and GNU Go vs eyes.db (value, then marks under the
//                  subset rule of tables/eyesdb_check.h: every db mark is a
//                  vital point of the same kind, each kind in both or neither).
// A GNU Go error other than a refusal (crash, timeout) on one shape is counted
// and the next shape restarts GNU Go; three in a row end the run with an error.

#include <chrono>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "base/result.h"
#include "solver/solver.h"
#include "tables/eyesdb/eyesdb.h"
#include "tables/eyesdb_tools/gnugo_client.h"

namespace eyeshape::tables {

struct CrosscheckOptions {
  std::string gnugo_path = std::string(kGnuGoPath);
  std::chrono::milliseconds timeout = std::chrono::seconds(10);  // per GTP command
  int max_size = 6;                                              // polyominoes of 1..max_size cells
  solver::GameOptions game;                                      // the solver's options
  const EyesDb* db = nullptr;  // the eyes.db file; null = no db comparison
  int max_examples = 5;        // examples kept per kind of difference
  // Called after each shape with (shapes done, shapes in all); may be empty.
  std::function<void(int, int)> progress;
};

// Agreement of one pair of references on the shapes both answer.
struct PairTally {
  int compared = 0;
  int agree = 0;
  int value_differs = 0;
  int marks_differ = 0;  // values agree, vital points do not
};

// The counts of one size.
struct CrosscheckTally {
  int shapes = 0;         // labelled shapes (one per grid-symmetry class)
  int outside_model = 0;  // not sent (see the overview)
  int cannot_build = 0;   // GNU Go refused or analyzed another shape
  int gnugo_errors = 0;   // crash or timeout on this shape
  int compared = 0;       // shapes GNU Go answered for as sent
  int db_answers = 0;     // compared shapes the eyes.db file answers
  PairTally solver_gnugo;
  PairTally solver_db;
  PairTally gnugo_db;
};

struct CrosscheckResult {
  std::string gnugo_version;           // GNU Go's answer to `version`
  std::vector<CrosscheckTally> sizes;  // index = size (0 = all sizes)
  // Examples per kind ("solver-gnugo value", "cannot-build", ...): one line
  // each, the diagram with every side's value and marks.
  std::map<std::string, std::vector<std::string>> examples;
  double gnugo_seconds = 0;  // time spent waiting for GNU Go
};

// Runs the comparison. Errors: GNU Go missing or not executable, GNU Go not
// answering `version` (crash at start, hang), three GNU Go failures in a row.
// Not thread-safe (one GNU Go process); time dominated by GNU Go (a few ms per
// shape).
Result<CrosscheckResult> RunCrosscheck(const CrosscheckOptions& options);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_EYESDB_TOOLS_EYESDB_CROSSCHECK_H_
