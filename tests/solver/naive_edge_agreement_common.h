// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_SOLVER_NAIVE_EDGE_AGREEMENT_COMMON_H_
#define EYESHAPE_TESTS_SOLVER_NAIVE_EDGE_AGREEMENT_COMMON_H_

// File: tests/solver/naive_edge_agreement_common.h
// The real solver against the naive one (tests/testing/naive_solver.h) on
// edge and corner placements (issue 10, item 5): every placement of a size
// (tables::Placements(), one per orbit of the edge's reflection or the
// corner's diagonal), every labelling of its cells by `.` `!` `X` that a board
// can hold, normalized, board model. Values and vital points must be equal.
//
// Both solvers take W contact from the Eyespace (the naive one reads
// `touches_wall` in the board model, MakeBoard() in naive_solver.cc); the
// edge changes nothing else. So W contact is checked here on its own, from
// the cells (edge_drawing_common.h, SPEC §2's formula counted again):
// PlacedEyespace() and the parser of the drawn diagram (`-` `|` `+`) must
// both give it, and a labelling is held iff the test's own count says so.
// Each labelling is also solved with the centre W contact (same graph, no
// edge): the count of labellings whose value or vital points change shows
// that the edge W contact is really exercised (it must be > 0 from 3 cells on).

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <string>

#include "solver/model/eyespace.h"
#include "solver/solver.h"
#include "tables/generation/edge_classes.h"
#include "tables/generation/polyomino.h"
#include "tests/solver/edge_drawing_common.h"
#include "tests/testing/naive_solver.h"

namespace eyeshape::testing {

// What ExpectSolversAgreeOnPlacements() went through.
struct EdgeAgreementCounts {
  std::int64_t placements = 0;    // tables::Placements(cells, kind)
  std::int64_t labellings = 0;    // placements * 3^cells
  std::int64_t not_holdable = 0;  // a `!` without a side for its approach: skipped
  std::int64_t compared = 0;      // held labellings solved by both solvers
  std::int64_t wall_lost = 0;     // of those, some vertex lost W contact to the edge
  std::int64_t edge_matters = 0;  // of those, value or vital points differ from the centre's
};

// Compares the solvers on every held labelling of every `kind` placement of
// `cells` cells; prints the counts. Reports at most 10 mismatches in detail.
inline EdgeAgreementCounts ExpectSolversAgreeOnPlacements(int cells, tables::Placement kind) {
  EdgeAgreementCounts counts;
  int mismatches = 0;
  auto report = [&](const std::string& what) {
    if (++mismatches <= 10) ADD_FAILURE() << what;
  };
  const solver::GameOptions board_options{.model = solver::Model::kBoard};
  const NaiveOptions naive_options{.model = solver::Model::kBoard};
  for (const tables::Polyomino& shape : tables::Placements(cells, kind)) {
    ++counts.placements;
    std::string labels(shape.size(), '.');
    // Every labelling, as a base-3 counter over the cells.
    for (;;) {
      ++counts.labellings;
      const std::string diagram = DrawPlaced(shape, labels, kind, 0).diagram;
      const bool holdable = ExpectedHoldable(shape, labels, kind);
      const Result<solver::Pattern> parsed = solver::ParseEyespace(diagram);
      if (parsed.ok() != holdable) {
        report(diagram + ": parser says " + (parsed.ok() ? "valid" : parsed.error()) +
               ", expected " + (holdable ? "valid" : "not holdable"));
      }
      if (!holdable) {
        ++counts.not_holdable;
      } else {
        const solver::Eyespace placed = tables::PlacedEyespace(shape, labels, kind);
        const solver::VertexSet touches = ExpectedWallContact(shape, labels, kind);
        if (placed.touches_wall != touches) report(diagram + ": PlacedEyespace W contact");
        if (parsed.ok() && !(parsed.value().eyespace == placed)) {
          report(diagram + ": the parsed diagram is not PlacedEyespace()");
        }
        const solver::Eyespace normalized = solver::Normalize(placed).eyespace;
        const solver::Evaluation real = solver::SolveValue(normalized, board_options);
        const NaiveEvaluation naive = NaiveSolveValue(normalized, naive_options);
        if (real.value != naive.value || real.vital != naive.vital) {
          report(diagram + ": solver " + real.value.ToString() + " attack " +
                 std::to_string(real.vital.attack) + " defense " +
                 std::to_string(real.vital.defense) + ", naive " + naive.value.ToString() +
                 " attack " + std::to_string(naive.vital.attack) + " defense " +
                 std::to_string(naive.vital.defense));
        }
        ++counts.compared;
        if (touches != CentreContact(shape, labels)) {
          ++counts.wall_lost;
          solver::Eyespace centre = placed;
          centre.touches_wall = CentreContact(shape, labels);
          const solver::Evaluation in_centre =
              solver::SolveValue(solver::Normalize(centre).eyespace, board_options);
          if (in_centre.value != real.value || in_centre.vital != real.vital) {
            ++counts.edge_matters;
          }
        }
      }
      std::size_t i = 0;
      while (i < labels.size() && labels[i] == 'X') labels[i++] = '.';
      if (i == labels.size()) break;
      labels[i] = labels[i] == '.' ? '!' : 'X';
    }
  }
  EXPECT_EQ(mismatches, 0) << "(only the first 10 reported)";
  EXPECT_GT(counts.compared, 0);
  std::printf(
      "%s, %d cells: %lld placements, %lld labellings, %lld not holdable, %lld compared "
      "(%lld with W contact lost to the edge, %lld of them valued differently in the centre)\n",
      std::string(tables::PlacementName(kind)).c_str(), cells,
      static_cast<long long>(counts.placements), static_cast<long long>(counts.labellings),
      static_cast<long long>(counts.not_holdable), static_cast<long long>(counts.compared),
      static_cast<long long>(counts.wall_lost), static_cast<long long>(counts.edge_matters));
  return counts;
}

}  // namespace eyeshape::testing

#endif  // EYESHAPE_TESTS_SOLVER_NAIVE_EDGE_AGREEMENT_COMMON_H_
