// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SOLVER_SOLVER_H_
#define EYESHAPE_SOLVER_SOLVER_H_

// File: solver/solver.h
// The exact local game of SPEC §2 and the eye value procedure of SPEC §3-5.
//
//   Result<Pattern> pattern = ParseEyespace("!...%....");
//   NormalizedEyespace normalized = Normalize(pattern.value().eyespace);
//   Evaluation evaluation = SolveValue(normalized.eyespace, GameOptions{});
//   evaluation.value.ToString();   // "1122"
//
// A Solver owns the memo tables of one eyespace; it is not thread-safe, but
// distinct Solvers share nothing (no global or static mutable state), so one
// per thread is safe.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"

namespace eyeshape::solver {

enum class Side : std::uint8_t { kAttacker, kDefender };  // X, O

struct SearchControl;

// Parameters of the local game (SPEC §2).
struct GameOptions {
  Model model = Model::kBoard;
  int outer_liberties = 2;  // L, W's liberties outside the eyespace (0..7)
  // GNU Go 3.8's reader also counts X's outer-liberty fills as X moves of the
  // value procedure (SPEC §4 leaves them out). Only for comparisons with it.
  bool outer_fills_are_moves = false;
  // 0: no limit. Otherwise a search that visits more nodes than this throws
  // NodeBudgetExceeded (the Solver is then in an unspecified state: drop it).
  // For callers that must answer in bounded time (the board layer, `solve
  // --budget`); the tables never set it. The count is per Solver: every
  // search of one Value() (and its Line()s) draws on the same budget.
  std::uint64_t node_budget = 0;
  // Further stop conditions and a progress report (SearchControl), or none.
  // Not owned; must outlive the Solver.
  const SearchControl* control = nullptr;
};

// What a caller that waits for a long search can ask of it beyond a node
// budget: a stop flag (a signal handler's), a deadline, and a progress
// report. The search looks at them every kPollNodes nodes only, so a search
// without a budget or control pays nothing per node for them, and one with
// them one compare per node; a stop is seen within kPollNodes nodes.
struct SearchControl {
  static constexpr std::uint64_t kPollNodes = 4096;
  // Throw SearchStopped(kStopRequested) once this is true. May be set from a
  // signal handler or another thread (only loaded, relaxed).
  const std::atomic<bool>* stop = nullptr;
  // Throw SearchStopped(kDeadline) once the steady clock is past this.
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  // Called with the Solver's node count at each poll (on the solving thread).
  std::function<void(std::uint64_t nodes)> progress;
};

// Why a search stopped before its answer.
enum class StopReason : std::uint8_t { kNodeBudget, kDeadline, kStopRequested };

// Thrown by a Solver that stopped before its answer (GameOptions::node_budget
// or SearchControl); the Solver is then in an unspecified state: drop it.
class SearchStopped : public std::runtime_error {
 public:
  SearchStopped(StopReason reason, const std::string& message)
      : std::runtime_error(message), reason_(reason) {}
  StopReason reason() const { return reason_; }

 private:
  StopReason reason_;
};

// Thrown by a Solver whose GameOptions::node_budget ran out.
class NodeBudgetExceeded : public SearchStopped {
 public:
  explicit NodeBudgetExceeded(const std::string& message)
      : SearchStopped(StopReason::kNodeBudget, message) {}
};

// The eye value and vital points of an eyespace (SPEC §4-5).
struct Evaluation {
  EyeValue value;
  VitalPoints vital;
};

// One move of a principal line: a vertex, or an outer-liberty fill, the extra
// eye, a pass.
struct LineMove {
  enum class Kind : std::uint8_t { kVertex, kOuterLiberty, kExtraEye, kPass };
  Side side = Side::kAttacker;
  Kind kind = Kind::kPass;
  int vertex = -1;  // for kVertex
  bool captures_wall = false;
};

// A principal line of the game from the start position: who moves first, with
// or without the extra eye, the moves of both sides and the result.
struct PrincipalLine {
  Side first = Side::kAttacker;
  bool extra_eye = false;
  bool alive = false;
  std::vector<LineMove> moves;
};

namespace internal {
// alive() of a small position by the search with a table of smaller ones
// (solver/small_positions.h).
struct SmallPosition;
struct SmallPositionTable;
bool SolveSmallPosition(const SmallPosition& position, const SmallPositionTable& smaller);
// SolveValue() by search alone, without the built-in table of small
// positions: for the tests that compare the two.
Evaluation SolveValueWithoutSmallPositions(const Eyespace& eyespace, const GameOptions& options);
}  // namespace internal

class Solver {
 public:
  // REQUIRES: `eyespace` is normalized (Normalize()); model is applied here.
  Solver(const Eyespace& eyespace, const GameOptions& options);
  ~Solver();
  Solver(Solver&&) noexcept;
  Solver& operator=(Solver&&) noexcept;

  // alive(P, e, s) of SPEC §3 for the start position.
  bool Alive(bool extra_eye, Side to_move);
  // E(P, s) of SPEC §3: 2, 1 or 0 eyes.
  int EyeCount(Side to_move);
  // The value abcd and vital points of the start position (SPEC §4-5).
  Evaluation Value();
  // The value of the same eyespace with X stones on `attackers` instead of
  // the eyespace's own: every labelling of one graph and one marginal set can
  // share one Solver and its memo (the memo is keyed by position only).
  // REQUIRES: `attackers` has no marginal vertex and every X string on it has
  // an empty neighbour (a normalized labelling).
  Evaluation ValueWith(VertexSet attackers);
  // A principal line for alive(P, e, s): both sides play moves that keep the
  // result (winning moves for the winner, longest resistance for the loser).
  PrincipalLine Line(bool extra_eye, Side to_move);

  // Search statistics, for benchmarks.
  std::uint64_t nodes_searched() const;

 private:
  // Make the built-in table of small positions level by level, and solve
  // without it for the tests (solver/small_positions.h).
  friend bool internal::SolveSmallPosition(const internal::SmallPosition& position,
                                           const internal::SmallPositionTable& smaller);
  friend Evaluation internal::SolveValueWithoutSmallPositions(const Eyespace& eyespace,
                                                              const GameOptions& options);
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Convenience: Solver(eyespace, options).Value().
Evaluation SolveValue(const Eyespace& eyespace, const GameOptions& options);

// A pattern as the user wrote it, solved: the value, vital points and marks
// in the input's vertex numbering (vertices that normalization removed get no
// mark), and principal lines in the same numbering when asked for.
struct PatternSolution {
  NormalizedEyespace normalized;
  EyeValue value;
  VitalPoints vital;                 // input numbering
  std::vector<VitalMark> marks;      // one per input vertex
  std::vector<PrincipalLine> lines;  // with `explain`: the lines behind b, then c
};

// REQUIRES: no wildcards in `pattern`.
PatternSolution SolvePattern(const Pattern& pattern, const GameOptions& options,
                             bool explain = false);

}  // namespace eyeshape::solver

#endif  // EYESHAPE_SOLVER_SOLVER_H_
