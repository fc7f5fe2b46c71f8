// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_SOLVER_NAIVE_AGREEMENT_COMMON_H_
#define EYESHAPE_TESTS_SOLVER_NAIVE_AGREEMENT_COMMON_H_

// File: tests/solver/naive_agreement_common.h
// The real solver against the naive one (tests/testing/naive_solver.h, written
// separately from the SPEC: plain recursion, full-history superko, no memo)
// on every labelled free polyomino of a given size: every labelling of its
// cells by '.', '!' and 'X' that a board can hold, normalized, in both
// models. Values and vital points must be equal.

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "solver/model/eyespace.h"
#include "solver/solver.h"
#include "tables/generation/polyomino.h"
#include "tests/testing/naive_solver.h"

namespace eyeshape::testing {

inline void ExpectSolversAgreeOnSize(int cells) {
  int compared = 0;
  for (const tables::Polyomino& shape : tables::FreePolyominoes(cells)) {
    std::string labels(shape.size(), '.');
    // Every labelling, as a base-3 counter over the cells.
    for (;;) {
      const solver::Eyespace eyespace = tables::ToEyespace(shape, labels);
      // A marginal vertex needs a side for its approach (SPEC §2).
      bool holdable = true;
      for (int v = 0; v < eyespace.num_vertices; ++v) {
        if ((eyespace.marginal & solver::VertexBit(v)) != 0 &&
            solver::CountVertices(eyespace.neighbours[v]) == 4) {
          holdable = false;
        }
      }
      if (holdable) {
        const solver::Eyespace normalized = solver::Normalize(eyespace).eyespace;
        for (solver::Model model : {solver::Model::kBoard, solver::Model::kGraph}) {
          const solver::Evaluation real =
              solver::SolveValue(normalized, solver::GameOptions{.model = model});
          const NaiveEvaluation naive = NaiveSolveValue(normalized, NaiveOptions{.model = model});
          const std::string where = tables::ToDiagram(shape, labels, 'O', "%") +
                                    (model == solver::Model::kBoard ? " (board)" : " (graph)");
          EXPECT_EQ(real.value.ToString(), naive.value.ToString()) << where;
          EXPECT_EQ(real.vital.attack, naive.vital.attack) << where;
          EXPECT_EQ(real.vital.defense, naive.vital.defense) << where;
          ++compared;
        }
      }
      std::size_t i = 0;
      while (i < labels.size() && labels[i] == 'X') labels[i++] = '.';
      if (i == labels.size()) break;
      labels[i] = labels[i] == '.' ? '!' : 'X';
    }
  }
  EXPECT_GT(compared, 0);
  std::printf("%d cells: %d (shape, model) pairs compared\n", cells, compared);
}

}  // namespace eyeshape::testing

#endif  // EYESHAPE_TESTS_SOLVER_NAIVE_AGREEMENT_COMMON_H_
