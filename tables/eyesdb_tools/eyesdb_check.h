// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_EYESDB_TOOLS_EYESDB_CHECK_H_
#define EYESHAPE_TABLES_EYESDB_TOOLS_EYESDB_CHECK_H_

// File: tables/eyesdb_tools/eyesdb_check.h
// Compares every pattern of an eyes.db file with the solver (the library
// behind `eyeshape check`). A pattern stands for all its expansions (each 'x'
// empty or X). An expansion is *reached* when the pattern is its first match
// in file order (SPEC §7: GNU Go never uses the pattern for it otherwise).
// Status of a pattern, first that applies:
//
//   shadowed       no expansion is reached: earlier patterns answer them all;
//   outside-model  a diagram no board can hold (a marginal vertex without
//                  a side for its approach), or one with more wildcards than
//                  CheckOptions::max_wildcards;
//   value-differs  some reached expansion has another solver value;
//   marks-differ   values agree, marks differ under the marks rule;
//   agree.
//
// Edge and corner patterns are checked like centre ones: each expansion is
// solved on its drawing (W contact with the board edge as a straight line,
// SPEC §2) and matched under GNU Go's edge rule (tables/eyesdb/eyesdb_match.h),
// its board edge counts being the drawing's offboard sides. Board geometry
// the model cannot show (W split into strings by the eyespace and the edge)
// stays value-differs, with its DifferenceKind named in the reason.
//
// Marks rule (seed text: "Attack and defense points are only marked in the
// patterns when they have definite effects on the eye value, i.e. pure
// threats are not marked"; GNU Go's mkeyes requires attack points exactly
// when a != c and defense points exactly when b != d). Compared only where
// the values agree, attack and defense points separately:
//   kSubset (default)  every db mark is a solver vital point of the same
//                      kind, and the db marks a kind exactly when the solver
//                      has points of that kind: the db may leave out points
//                      (threats it does not count as definite) but never
//                      mark a wrong one;
//   kEqual             the db marks exactly the solver's vital points;
//   kIgnore            values only.
//
// Reentrant; CheckEyesDb() runs `threads` OpenMP threads over patterns.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"
#include "solver/solver.h"
#include "tables/eyesdb/eyesdb.h"

namespace eyeshape::tables {

enum class CheckStatus : std::uint8_t {
  kAgree,
  kValueDiffers,
  kMarksDiffer,
  kOutsideModel,
  kShadowed,
};
inline constexpr int kNumCheckStatuses = 5;

// "agree", "value-differs", "marks-differ", "outside-model", "shadowed".
std::string_view CheckStatusName(CheckStatus status);

enum class MarksRule : std::uint8_t { kSubset, kEqual, kIgnore };

// "subset", "equal", "ignore".
std::string_view MarksRuleName(MarksRule rule);

// What sets a reached expansion whose value differs apart from the model's
// plain case, the first that applies (docs/eyesdb-report.md groups the
// disagreements by it). Structural facts of the expansion, not a proof of
// which side is right.
enum class DifferenceKind : std::uint8_t {
  kNone,           // the value agrees (or nothing was solved)
  kAllAttacker,    // every vertex X: SPEC §2 takes the string as captured
  kDollarStones,   // '$' stones: connected outside, their neighbours marginal
  kWallSplit,      // an O cell of the drawing is cut off from W by the eyespace
                   // and the board edge: W is split into several strings
  kLostAtEdge,     // a vertex does not touch W only because of the board edge
  kNoWallContact,  // a vertex does not touch W in the centre too (T-point, interior)
  kOther,          // every vertex touches W and none of the above
};

// "all-X", "dollar-stones", "W-split", "contact-lost-at-edge",
// "no-W-contact", "other" ("" for kNone).
std::string_view DifferenceKindName(DifferenceKind kind);

// The first empty cell of `pattern`'s drawing (reading order) that lies on
// the board, next to an eyespace vertex, and is joined to the outside of the
// drawing by no path of such cells: an O stone there is a string of its own,
// which the model's one surrounding string W cannot show (SPEC §2). nullopt
// for a graph line or when there is none.
std::optional<solver::Cell> CutOffWallCell(const solver::Pattern& pattern);

// The kind of `pattern` (an expansion: no wildcards) as a differing
// expansion, the first of DifferenceKind's order that applies, never kNone,
// and a detail naming where it shows ("an O stone at row 2, col 3 is cut
// off from W ..."; rows and columns 1-based, of the drawing).
std::pair<DifferenceKind, std::string> ClassifyDifference(const solver::Pattern& pattern);

// One expansion of a pattern (all 'x' resolved).
struct ExpansionCheck {
  solver::Pattern pattern;  // the pattern with its wildcards resolved (marks kept)
  std::vector<int> edge;    // board edge count per vertex: the drawing's offboard sides
  int first_match = -1;     // index of the first matching pattern in the file
  bool solved = false;      // the solver ran (not for diagrams the board cannot hold)
  solver::EyeValue solver_value;
  solver::VitalPoints solver_vital;  // pattern numbering
  bool marks_equal = false;          // db marks == solver's vital points
  bool marks_subset = false;         // the kSubset rule holds
};

// The result for one pattern.
struct PatternCheck {
  int index = -1;                  // into EyesDb::patterns
  solver::EyeValue db_value;       // the pattern's colon-line value
  bool edge_pattern = false;       // EyesDbPattern::is_edge_pattern()
  bool board_cannot_hold = false;  // EyesDbPattern::board_cannot_hold
  CheckStatus status = CheckStatus::kAgree;
  std::string reason;                           // a short why for every status but agree
  DifferenceKind kind = DifferenceKind::kNone;  // of the representative, for value-differs
  std::vector<ExpansionCheck> expansions;
  int representative = -1;       // the expansion to show: first differing, else first reached
  std::vector<int> shadowed_by;  // distinct earlier patterns answering some expansion

  int num_reached() const;
};

struct CheckOptions {
  solver::GameOptions game;
  MarksRule marks = MarksRule::kSubset;
  int threads = 1;
  // Patterns with more wildcards are not expanded (status outside-model).
  int max_wildcards = 16;
};

// Checks every pattern of `db`; the result has one entry per pattern, in file
// order. Time: the solver on every expansion plus the matcher on every
// expansion against the patterns before it.
std::vector<PatternCheck> CheckEyesDb(const EyesDb& db, const CheckOptions& options);

// The status `check` would have under another marks rule (same expansions).
CheckStatus StatusUnderRule(const PatternCheck& check, MarksRule rule);

// The eyespace after one move on vertex `vertex` of a normalized `eyespace`
// (Normalize()), when it can be written as an eyespace again: an X move on an
// empty vertex that is not suicide, or an O move on an empty vertex that
// touches W and captures nothing (the vertex joins W, its neighbours then
// touch W). nullopt otherwise. For explanations only: the simple-ko ban of
// SPEC §4 is not carried over. The result is not normalized.
std::optional<solver::Eyespace> EyespaceAfterMove(const solver::Eyespace& eyespace,
                                                  solver::Side side, int vertex);

// How much of the space of eyespaces a file answers at one size.
struct CoverageCount {
  int size = 0;
  std::int64_t classes = 0;   // labelled classes ('.' '!' 'X') a board can hold
  std::int64_t answered = 0;  // classes some pattern of the file matches (centre)
};

// For sizes 1..max_size: every isomorphism class of polyomino graphs labelled
// with '.', '!' and 'X' (tables/enumerate.h; classes with a marginal vertex of
// degree 4 left out), each asked as a centre eyespace (no board edge) whether
// some pattern matches it. REQUIRES: 1 <= max_size <= kMaxTableSize.
// Time: grows about 8x per size (8 cells: about 180000 classes).
std::vector<CoverageCount> EyesDbCoverage(const EyesDb& db, int max_size, int threads = 1);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_EYESDB_TOOLS_EYESDB_CHECK_H_
