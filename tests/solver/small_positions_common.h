// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_SOLVER_SMALL_POSITIONS_COMMON_H_
#define EYESHAPE_TESTS_SOLVER_SMALL_POSITIONS_COMMON_H_

// File: tests/solver/small_positions_common.h
// Helpers of small_positions_test.cc and small_positions_slow_test.cc: a
// readable description of a table entry, and the comparison of the solver
// with and without the table of small positions on every labelled polyomino
// of a size.

#include <gtest/gtest.h>

#include <cstddef>
#include <span>
#include <sstream>
#include <string>

#include "solver/model/eyespace.h"
#include "solver/small_positions.h"
#include "solver/solver.h"
#include "tables/generation/polyomino.h"
#include "tests/solver/solver_properties_common.h"

namespace eyeshape::solver::internal {

inline std::string Describe(std::size_t index, const SmallPosition& position) {
  const Eyespace& e = position.eyespace;
  std::ostringstream text;
  text << "index " << index << ": " << e.num_vertices << " vertices, marginal " << e.marginal
       << ", X " << e.attacker << ", touching W " << e.touches_wall << ", L "
       << position.outer_liberties << (position.extra_eye ? ", extra eye" : "")
       << (position.attacker_to_move ? ", X first" : ", O first") << ", edges";
  for (int v = 0; v < e.num_vertices; ++v) text << " " << e.neighbours[v];
  return text.str();
}

// On every labelled free polyomino of `cells` cells a board can hold
// (normalized), the board model and with `both_models` the graph model too:
// the same value and vital points with the table as without it.
inline void ExpectTableChangesNothing(int cells, bool both_models) {
  int compared = 0;
  solver_properties::ForEachLabelledShape(
      cells, [&](std::span<const Cell> shape, const std::string& labels) {
        const Eyespace normalized = Normalize(tables::ToEyespace(shape, labels)).eyespace;
        for (Model model : {Model::kBoard, Model::kGraph}) {
          if (model == Model::kGraph && !both_models) continue;
          const GameOptions options{.model = model};
          const Evaluation with = SolveValue(normalized, options);
          const Evaluation without = SolveValueWithoutSmallPositions(normalized, options);
          const std::string where = tables::ToDiagram(shape, labels, 'O', "%");
          EXPECT_EQ(with.value.ToString(), without.value.ToString()) << where;
          EXPECT_EQ(with.vital.attack, without.vital.attack) << where;
          EXPECT_EQ(with.vital.defense, without.vital.defense) << where;
          ++compared;
        }
      });
  EXPECT_GT(compared, 0);
}

}  // namespace eyeshape::solver::internal

#endif  // EYESHAPE_TESTS_SOLVER_SMALL_POSITIONS_COMMON_H_
