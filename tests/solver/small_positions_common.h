// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_SOLVER_SMALL_POSITIONS_COMMON_H_
#define EYESHAPE_TESTS_SOLVER_SMALL_POSITIONS_COMMON_H_

// File: tests/solver/small_positions_common.h
// Helpers of small_positions_test.cc and small_positions_slow_test.cc: a
// readable description of a table entry, and the comparison of the solver
// with and without the table of small positions on every labelled polyomino
// of a size.

#include <gtest/gtest.h>

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <sstream>
#include <string>

#include "solver/model/eyespace.h"
#include "solver/small_positions.h"
#include "solver/solver.h"
#include "tables/generation/polyomino.h"
#include "tests/solver/solver_properties_common.h"
#include "tests/testing/naive_solver.h"

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

// Every entry of up to 4 inside vertices whose index is a multiple of
// `small_stride`, and every entry of 5 whose index is a multiple of
// `five_stride`, is what the search alone (no table) finds; an index that is
// no position holds 0.
inline void ExpectEntriesAreWhatTheSearchFinds(std::size_t small_stride, std::size_t five_stride) {
  const SmallPositionTable table = BuiltInSmallPositions();
  std::array<std::size_t, kSmallPositionMaxInside + 1> positions{};
  std::array<std::size_t, kSmallPositionMaxInside + 1> alive{};
  for (int k = 0; k <= kSmallPositionMaxInside; ++k) {
    const std::size_t stride = k < kSmallPositionMaxInside ? small_stride : five_stride;
    const std::size_t first = (SmallPositionOffset(k) + stride - 1) / stride * stride;
    for (std::size_t index = first; index < SmallPositionOffset(k + 1); index += stride) {
      const std::optional<SmallPosition> position = SmallPositionAt(index);
      if (!position.has_value()) {
        ASSERT_FALSE(SmallPositionAlive(table, index)) << "index " << index << " is no position";
        continue;
      }
      ++positions[k];
      const bool searched = SolveSmallPosition(*position);
      alive[k] += searched ? 1 : 0;
      ASSERT_EQ(SmallPositionAlive(table, index), searched) << Describe(index, *position);
    }
  }
  // Both answers occur at every level checked from 1 on (a table of one
  // answer would pass the loop above only if the search itself were broken
  // the same way).
  for (int k = 1; k <= kSmallPositionMaxInside; ++k) {
    if (positions[k] < 100) continue;  // a level the strides skip
    EXPECT_GT(alive[k], positions[k] / 10) << k << " inside vertices";
    EXPECT_LT(alive[k], positions[k] - positions[k] / 10) << k << " inside vertices";
  }
}

// The entries with indices in [begin, end), all below SmallPositionOffset(3)
// and every `stride`th from there, agree with the naive solver. Returns how
// many positions were compared.
inline int ExpectAgreementWithTheNaiveSolver(std::size_t begin, std::size_t end,
                                             std::size_t stride) {
  const SmallPositionTable table = BuiltInSmallPositions();
  int compared = 0;
  for (std::size_t index = begin; index < end; ++index) {
    if (index >= SmallPositionOffset(3) && index % stride != 0) continue;
    const std::optional<SmallPosition> position = SmallPositionAt(index);
    if (!position.has_value()) continue;
    testing::NaiveOptions options;
    options.outer_liberties = position->outer_liberties;
    const bool naive = testing::NaiveAlive(
        position->eyespace, position->extra_eye,
        position->attacker_to_move ? testing::NaiveSide::kAttacker : testing::NaiveSide::kDefender,
        options);
    EXPECT_EQ(SmallPositionAlive(table, index), naive) << Describe(index, *position);
    ++compared;
  }
  return compared;
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
