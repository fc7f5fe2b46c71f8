// SPDX-License-Identifier: MIT
// File: tests/solver/gnugo_comparison_slow_test.cc
// SolveValue() against GNU Go 3.8's analyze_eyegraph (SPEC §7) on every
// labelled polyomino of 1..6 cells: every free polyomino, every labelling with
// '.', '!' and 'X', one per class under the grid symmetries of the shape.
//
// GNU Go reads the raw diagram, so only shapes whose diagram is already
// normalized (SPEC §2) are sent: no X string without an empty neighbour (it
// would be captured), and no '!' with four eyespace neighbours (no side left
// for its approach: invalid input). Labels are only '.', '!' and 'X', so no X
// stone is marginal.
//
// (a) Every vertex touches W (CentreWallContact): values and vital points must
//     agree exactly on every shape GNU Go can build (SPEC §7).
// (b) Some vertex does not touch W (interior points, marginal T-points): the
//     agreement is reported, with GameOptions{} and with
//     GameOptions{.outer_fills_are_moves = true} (GNU Go's reader counts X's
//     outer-liberty fills as X moves, SPEC §4 and §7); differences are printed,
//     not failed.
// Shapes GNU Go cannot build ("failed to analyze") are counted and skipped.
// The run prints how long GNU Go and the solver take.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <span>
#include <string>
#include <vector>

#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"
#include "solver/solver.h"
#include "tables/generation/polyomino.h"
#include "tests/testing/gnugo.h"

namespace eyeshape::solver {
namespace {

using solver::Cell;
using tables::Polyomino;
using testing::GnuGo;
using testing::GnuGoAnswer;
using Clock = std::chrono::steady_clock;

constexpr int kMaxCells = 6;

using LabelledShape = tables::LabelledPolyomino;

// Every labelled free polyomino up to kMaxCells whose raw diagram GNU Go
// reads as it is (normalized, holdable: see the file comment).
std::vector<LabelledShape> SendableShapes() {
  std::vector<LabelledShape> shapes;
  for (int n = 1; n <= kMaxCells; ++n) {
    for (LabelledShape& shape : tables::LabelledFreePolyominoes(n)) {
      const Eyespace eyespace = tables::ToEyespace(shape.cells, shape.labels);
      if (IsNormalized(eyespace) && IsBoardHoldable(eyespace)) {
        shapes.push_back(std::move(shape));
      }
    }
  }
  return shapes;
}

struct Outcome {
  std::string value;
  std::vector<VitalMark> marks;  // per vertex of the shape
  bool operator==(const Outcome&) const = default;
};

Outcome FromGnuGo(const LabelledShape& shape, const GnuGoAnswer& answer) {
  const VitalPoints marked = tables::MarkedVitalPoints(shape.cells, answer);
  Outcome outcome{answer.value, {}};
  for (std::size_t v = 0; v < shape.cells.size(); ++v) {
    outcome.marks.push_back(MarkOf(marked, static_cast<int>(v)));
  }
  return outcome;
}

Outcome FromSolver(const LabelledShape& shape, const GameOptions& options) {
  const Eyespace eyespace = tables::ToEyespace(shape.cells, shape.labels);
  const NormalizedEyespace normalized = Normalize(eyespace);
  const Evaluation evaluation = SolveValue(normalized.eyespace, options);
  Outcome outcome{evaluation.value.ToString(),
                  std::vector<VitalMark>(shape.cells.size(), VitalMark::kNone)};
  for (std::size_t v = 0; v < normalized.input_vertex.size(); ++v) {
    outcome.marks[static_cast<std::size_t>(normalized.input_vertex[v])] =
        MarkOf(evaluation.vital, static_cast<int>(v));
  }
  return outcome;
}

// "1122 .*." style: the value and the marked diagram on one line.
std::string Describe(const LabelledShape& shape, const Outcome& outcome) {
  std::string marked;
  for (std::size_t v = 0; v < shape.cells.size(); ++v) {
    const char label = shape.labels[v];
    marked += VertexChar(label == '!', label == 'X', /*wildcard=*/false, outcome.marks[v]);
  }
  return outcome.value + " " + tables::ToDiagram(shape.cells, marked, 'O', "%");
}

struct Tally {
  int shapes = 0;
  int refused = 0;  // GNU Go cannot build the shape (refuses, or builds another)
  int agree = 0;
  std::vector<std::string> differences;
};

void Report(const char* title, const Tally& tally, std::size_t max_listed) {
  std::printf("%s: %d shapes, %d GNU Go cannot build, %d of %d agree, %zu differ\n", title,
              tally.shapes, tally.refused, tally.agree, tally.shapes - tally.refused,
              tally.differences.size());
  for (std::size_t i = 0; i < tally.differences.size() && i < max_listed; ++i) {
    std::printf("  %s\n", tally.differences[i].c_str());
  }
  if (tally.differences.size() > max_listed) {
    std::printf("  ... and %zu more\n", tally.differences.size() - max_listed);
  }
}

double Seconds(Clock::duration duration) { return std::chrono::duration<double>(duration).count(); }

TEST(GnuGoComparisonSlowTest, AgreesWithGnuGoOnPolyominoesUpToSixCells) {
  if (!GnuGo::IsInstalled()) GTEST_SKIP() << "GNU Go not installed at " << testing::kGnuGoPath;
  const std::vector<LabelledShape> shapes = SendableShapes();
  GnuGo gnugo;
  Tally touching;     // (a)
  Tally other;        // (b) with GameOptions{}
  Tally other_fills;  // (b) with outer_fills_are_moves
  Clock::duration gnugo_time{};
  Clock::duration solver_time{};
  int gnugo_calls = 0;
  int reshaped = 0;  // GNU Go answered for a different shape
  for (const LabelledShape& shape : shapes) {
    const Eyespace eyespace = tables::ToEyespace(shape.cells, shape.labels);
    const bool all_touch = eyespace.touches_wall == eyespace.vertices();
    const std::string diagram = tables::ToDiagram(shape.cells, shape.labels, 'O', "%");
    const Clock::time_point gnugo_start = Clock::now();
    const GnuGoAnswer answer = gnugo.AnalyzeEyegraph(diagram);
    gnugo_time += Clock::now() - gnugo_start;
    ++gnugo_calls;
    ASSERT_TRUE(answer.ok || answer.refused) << diagram << ": " << answer.error;

    Tally& tally = all_touch ? touching : other;
    ++tally.shapes;
    if (!all_touch) ++other_fills.shapes;
    if (!answer.ok || !tables::AnswerShowsShape(shape.cells, shape.labels, answer)) {
      if (answer.ok) ++reshaped;
      ++tally.refused;
      if (!all_touch) ++other_fills.refused;
      continue;
    }
    const Outcome expected = FromGnuGo(shape, answer);
    const Clock::time_point solver_start = Clock::now();
    const Outcome actual = FromSolver(shape, GameOptions{});
    const Outcome actual_fills =
        all_touch ? actual : FromSolver(shape, GameOptions{.outer_fills_are_moves = true});
    solver_time += Clock::now() - solver_start;
    const std::string line =
        diagram + ": GNU Go " + Describe(shape, expected) + ", eyeshape " + Describe(shape, actual);
    if (actual == expected) {
      ++tally.agree;
    } else {
      tally.differences.push_back(line);
    }
    if (all_touch) continue;
    if (actual_fills == expected) {
      ++other_fills.agree;
    } else {
      other_fills.differences.push_back(diagram + ": GNU Go " + Describe(shape, expected) +
                                        ", eyeshape with outer fills " +
                                        Describe(shape, actual_fills));
    }
  }
  std::printf("GNU Go: %d shapes in %.2f s with %d process(es): %.3f ms per shape\n", gnugo_calls,
              Seconds(gnugo_time), gnugo.num_starts(), 1000.0 * Seconds(gnugo_time) / gnugo_calls);
  std::printf("eyeshape SolveValue: %.2f s for the shapes GNU Go builds\n", Seconds(solver_time));
  std::printf("GNU Go answered for another shape (counted as cannot build): %d\n", reshaped);
  Report("(a) every vertex touches W", touching, 50);
  Report("(b) some vertex does not touch W, GameOptions{}", other, 50);
  Report("(b) some vertex does not touch W, outer_fills_are_moves", other_fills, 50);
  EXPECT_TRUE(touching.differences.empty())
      << touching.differences.size() << " differences where every vertex touches W, listed above";
}

}  // namespace
}  // namespace eyeshape::solver
