// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_SOLVER_SOLVER_PROPERTIES_COMMON_H_
#define EYESHAPE_TESTS_SOLVER_SOLVER_PROPERTIES_COMMON_H_

// File: tests/solver/solver_properties_common.h
// The checks behind solver_properties_test.cc (up to 5 cells) and
// solver_properties_slow_test.cc (6 cells): properties of eye values that
// follow from SPEC §2-5 alone, each argued in the comment above its check,
// over every labelled free polyomino of a given size (every labelling of its
// cells by '.', '!' and 'X' a board can hold, normalized first), both models.
// Nothing here takes an expected value from the solver: each property is an
// implication between the solver's own answers.

#include <gtest/gtest.h>

#include <array>
#include <cstddef>
#include <functional>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"
#include "solver/solver.h"
#include "tables/generation/polyomino.h"

namespace eyeshape::solver_properties {

using ::eyeshape::solver::Cell;

// Counterexamples per property: how many, and the first few.
class Counterexamples {
 public:
  void Add(const std::string& property, const std::string& example) {
    Entry& entry = entries_[property];
    ++entry.count;
    if (entry.examples.size() < 5) entry.examples.push_back(example);
  }
  // One failure per violated property, listing its first examples.
  void Report() const {
    for (const auto& [property, entry] : entries_) {
      std::string examples;
      for (const std::string& example : entry.examples) examples += "\n  " + example;
      ADD_FAILURE() << property << ": " << entry.count << " counterexample(s)" << examples;
    }
  }

 private:
  struct Entry {
    int count = 0;
    std::vector<std::string> examples;
  };
  std::map<std::string, Entry> entries_;
};

// Calls `visit(cells, labels)` for every free polyomino with `num_cells` cells
// and every valid labelling of it by ".!X" (labels in the cells' reading
// order, the vertex order of ToEyespace()).
inline void ForEachLabelledShape(
    int num_cells, const std::function<void(std::span<const Cell>, const std::string&)>& visit) {
  static constexpr std::array<char, 3> kLabels = {'.', '!', 'X'};
  for (const tables::Polyomino& cells : tables::FreePolyominoes(num_cells)) {
    const solver::Eyespace plain = tables::ToEyespace(cells);
    int labellings = 1;
    for (int i = 0; i < num_cells; ++i) labellings *= 3;
    for (int code = 0; code < labellings; ++code) {
      std::string labels(static_cast<std::size_t>(num_cells), '.');
      bool valid = true;
      for (int i = 0, rest = code; i < num_cells; ++i, rest /= 3) {
        labels[static_cast<std::size_t>(i)] = kLabels[static_cast<std::size_t>(rest % 3)];
        if (labels[static_cast<std::size_t>(i)] == '!' &&
            solver::CountVertices(plain.neighbours[i]) == 4) {
          valid = false;
        }
      }
      if (valid) visit(cells, labels);
    }
  }
}

inline const char* ModelName(solver::Model model) {
  return model == solver::Model::kBoard ? "board" : "graph";
}

// E(P, s) of SPEC §3 from the solver's alive(P, e, s).
inline int EyesFromAlive(bool alive_without_eye, bool alive_with_eye) {
  return alive_without_eye ? 2 : (alive_with_eye ? 1 : 0);
}

// Checks the properties of one normalized eyespace in one model with L = 2.
inline void CheckValueProperties(const solver::Eyespace& eyespace, solver::Model model,
                                 const std::string& name, Counterexamples& failures) {
  solver::GameOptions options;
  options.model = model;
  solver::Solver solver(eyespace, options);
  const solver::Evaluation evaluation = solver.Value();
  const solver::EyeValue& v = evaluation.value;
  const std::string where = name + " (" + ModelName(model) + ") " + v.ToString();

  // SPEC §4: only the 15 values of the seed text can come out.
  if (!v.IsAllowed()) failures.Add("value is one of the 15 allowed", where);
  // The digit order follows from SPEC §4 case by case. a <= b: case 1 takes
  // a as a minimum of eye counts (<= 2 = b), case 2 gives 0022 or a122 (a <=
  // 1 = b), case 3 a <= 1 = b, cases 4 and 5 a = 0. c <= d: d = 2 in cases 1
  // and 2, d >= 1 = c in cases 3 and 4, c = 0 in case 5. b <= c: the cases
  // assume it (b = 2 sets c = 2, case 3 reads c = 1 off c < 2 and b = 1);
  // it holds because O first is never worse than X first (checked on alive()
  // below), and c == E(P, O) below confirms the assumed c.
  if (v.a > v.b) failures.Add("a <= b", where);
  if (v.b > v.c) failures.Add("b <= c", where);
  if (v.c > v.d) failures.Add("c <= d", where);

  bool alive[2][2];  // [extra eye][side: 0 = X first, 1 = O first]
  for (int e = 0; e < 2; ++e) {
    alive[e][0] = solver.Alive(e == 1, solver::Side::kAttacker);
    alive[e][1] = solver.Alive(e == 1, solver::Side::kDefender);
  }
  // The extra eye never hurts O: with it W has one more liberty, and X may
  // play it only to capture W. O's winning strategy without the eye wins with
  // it too: positions are the same (the eye is no part of a position, so
  // superko forbids the same moves), every O move legal without the eye is
  // legal with it (W has more liberties), an X move that captures W with the
  // eye would capture it without too, and the eye move itself captures only
  // when W has no other liberty, which O's strategy never allows.
  for (int s = 0; s < 2; ++s) {
    if (alive[0][s] && !alive[1][s]) {
      failures.Add("alive without extra eye implies alive with it",
                   where + (s == 0 ? " X first" : " O first"));
    }
  }
  // O to move is never worse than X to move: O may pass, which leaves X to
  // move at the same position with the same history (a pass creates no
  // position), the game where X moves first, except that a pass by X now ends
  // the game at once with O alive (there, O would answer it by passing too).
  for (int e = 0; e < 2; ++e) {
    if (alive[e][0] && !alive[e][1]) {
      failures.Add("alive with X first implies alive with O first",
                   where + (e == 0 ? " without eye" : " with eye"));
    }
  }
  // The eye counts behind b and c (SPEC §4): b = E(P, X), c = E(P, O), with
  // E built from alive() as SPEC §3 defines it.
  const int eyes_x = EyesFromAlive(alive[0][0], alive[1][0]);
  const int eyes_o = EyesFromAlive(alive[0][1], alive[1][1]);
  if (solver.EyeCount(solver::Side::kAttacker) != eyes_x)
    failures.Add("EyeCount(X) is E(P, X)", where);
  if (solver.EyeCount(solver::Side::kDefender) != eyes_o)
    failures.Add("EyeCount(O) is E(P, O)", where);
  if (v.b != eyes_x) failures.Add("b == E(P, X)", where);
  if (v.c != eyes_o) failures.Add("c == E(P, O)", where);
  // SPEC §5: vital points are moves on vertices, so they lie on empty
  // vertices of the normalized eyespace.
  const solver::VertexSet empty = eyespace.vertices() & ~eyespace.attacker;
  if (((evaluation.vital.attack | evaluation.vital.defense) & ~empty) != 0) {
    failures.Add("vital points on empty vertices", where);
  }
}

// Every valid labelling of every free polyomino with `num_cells` cells, both
// models. Returns the number of labelled shapes checked.
inline int CheckAllShapes(int num_cells, Counterexamples& failures) {
  int shapes = 0;
  ForEachLabelledShape(num_cells, [&](std::span<const Cell> cells, const std::string& labels) {
    const solver::NormalizedEyespace normalized =
        solver::Normalize(tables::ToEyespace(cells, labels));
    const std::string name = tables::ToDiagram(cells, labels, 'O', "%");
    for (solver::Model model : {solver::Model::kBoard, solver::Model::kGraph}) {
      CheckValueProperties(normalized.eyespace, model, name, failures);
    }
    ++shapes;
  });
  return shapes;
}

// More outer liberties never hurt O: alive with L implies alive with L + 1
// (same extra eye, same side first).
//
// Why this should hold: in the game with L + 1, W has one more liberty that
// only X can fill, always legally. O answers with its strategy for L as long
// as X's fills have a counterpart there; W then has one liberty more than in
// the L game, so O's moves stay legal and X captures nothing the L game
// would not let it capture. When X makes the extra fill, W's liberties equal
// those of the L game at the same stones, and O passes: X is to move at a
// position the L game knows, as if the fill had never happened. X gains only
// a move that is not a pass (it does not end the game) and that changes the
// position; under superko that could in principle renew a ko that the L game
// forbade (the history before the fill no longer repeats), so the argument
// is not a proof where a ko arises. Without a ko it is one, so a
// counterexample would have to be such a ko: a fact about the model to
// document (an outer fill acting as a free ko threat for X), not by itself a
// solver bug. The test lists any it finds.
inline int CheckOuterLibertyMonotonicity(int num_cells, Counterexamples& failures) {
  int shapes = 0;
  ForEachLabelledShape(num_cells, [&](std::span<const Cell> cells, const std::string& labels) {
    const solver::NormalizedEyespace normalized =
        solver::Normalize(tables::ToEyespace(cells, labels));
    const std::string name = tables::ToDiagram(cells, labels, 'O', "%");
    for (solver::Model model : {solver::Model::kBoard, solver::Model::kGraph}) {
      // alive[L][extra eye][side: 0 = X first, 1 = O first]
      std::array<std::array<std::array<bool, 2>, 2>, 5> alive{};
      for (int l = 0; l <= 4; ++l) {
        solver::GameOptions options;
        options.model = model;
        options.outer_liberties = l;
        solver::Solver solver(normalized.eyespace, options);
        for (int e = 0; e < 2; ++e) {
          alive[l][e][0] = solver.Alive(e == 1, solver::Side::kAttacker);
          alive[l][e][1] = solver.Alive(e == 1, solver::Side::kDefender);
        }
      }
      for (int l = 0; l <= 3; ++l) {
        for (int e = 0; e < 2; ++e) {
          for (int s = 0; s < 2; ++s) {
            if (alive[l][e][s] && !alive[l + 1][e][s]) {
              failures.Add("alive with L implies alive with L + 1",
                           name + " (" + ModelName(model) + ") L=" + std::to_string(l) +
                               (e == 1 ? " with eye" : " without eye") +
                               (s == 0 ? " X first" : " O first"));
            }
          }
        }
      }
    }
    ++shapes;
  });
  return shapes;
}

}  // namespace eyeshape::solver_properties

#endif  // EYESHAPE_TESTS_SOLVER_SOLVER_PROPERTIES_COMMON_H_
