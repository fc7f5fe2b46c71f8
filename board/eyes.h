// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BOARD_EYES_H_
#define EYESHAPE_BOARD_EYES_H_
// File: board/eyes.h
// Eye spaces on a real board (issue 11, items 3-5): which stones count
// (TacticalReader), the domains of each colour, eye spaces with their
// marginal vertices and false margins, topological half eyes and false eyes
// (with ko), each eye space as an eye graph (SPEC §1-2, W contact from the
// board) valued exactly by LookupOrSolve(), and per string the eye spaces
// around it with a combined eye count. The rules, each with its source, are in
// docs/board-eyes.md; they follow GNU Go 3.8's engine/optics.c (make_domains,
// false_margin, topological_eye) as its comments describe it, in our own code.
//
// Colours: the owner of an eye space is its defender O; the other colour is
// the attacker X (SPEC §1).
//
//   EyeAnalysis eyes = AnalyzeEyes(position);
//   for (const EyeSpace& space : eyes.eyespaces)
//     if (space.status == EyeSpaceStatus::kValued) ... space.value  // "1122"
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "board/point_set.h"
#include "board/position.h"
#include "board/tactics.h"
#include "eyeshape/eyeshape.h"

namespace eyeshape::board {

// The topological diagonal values of the seed text ("Eye Topology with Ko"),
// counted in fifths so that every sum is exact: an own diagonal 0, a diagonal
// O takes unconditionally and X only by ko a = 4/5, a diagonal either side
// takes 1, a diagonal X takes unconditionally and O only by ko b = 2 - a = 6/5,
// an X diagonal 2. A diagonal off one edge counts 1, off the corner 0.
// docs/board-eyes.md says why a = 4/5.
inline constexpr int kDiagonalUnit = 5;           // 1 = 5 fifths
inline constexpr int kDiagonalKoForDefender = 4;  // a = 4/5
inline constexpr int kDiagonalKoForAttacker = 6;  // b = 6/5
inline constexpr int kHalfEyeThreshold = 10;      // a sum above 2: half eye (or worse)
inline constexpr int kFalseEyeThreshold = 20;     // a sum of 4 or more: false eye

enum class TopologicalKind : std::uint8_t { kHalfEye, kFalseEye };

// "half eye", "false eye".
std::string_view TopologicalKindName(TopologicalKind kind);

// A point of an eye space classified by its diagonals (seed text, "Eye
// Topology"): examined are eye-space points that are not marginal and have at
// most one eye-space neighbour; those with a sum above 2 are listed.
struct TopologicalEye {
  Point point = kNoPoint;
  Color owner = Color::kEmpty;  // the eye space's colour (O)
  TopologicalKind kind = TopologicalKind::kHalfEye;
  int value_fifths = 0;  // the diagonal sum in fifths (15 = 3, a plain half eye)
  // For a false eye: whether it was turned into a marginal vertex (`!`). GNU Go
  // does so when the eye space has one point, X may play there, or it holds an
  // X stone; otherwise the point stays proper.
  bool made_marginal = false;
  // The diagonals whose control decides the eye (0 < value < 2), the best
  // ranked first, as GNU Go ranks them: X plays an attack point to spoil the
  // eye, O a defense point to secure it. For an X stone on the diagonal, the
  // attack point is where X saves it and the defense point where O captures it.
  std::vector<Point> attack_points;
  std::vector<Point> defense_points;
  double value() const { return static_cast<double>(value_fifths) / kDiagonalUnit; }
};

enum class EyeSpaceStatus : std::uint8_t {
  kValued,    // value, min, max and vital points are set
  kTooLarge,  // the eye graph has more vertices than EyeOptions::max_solved_vertices
  kUnsolved,  // the solver's node budget (EyeOptions::solver_node_budget) ran out
  kInvalid,   // the lookup refused the graph (`message` says why; not expected)
};

// One eye space of one colour: a connected set of points of that colour's
// eye-space area (two marginal points are not joined directly), SPEC §1.
struct EyeSpace {
  Color owner = Color::kEmpty;    // O, the colour whose eye space it is
  Point origin = kNoPoint;        // its first point in reading order
  PointSet points;                // every point, marginal ones included
  PointSet marginal;              // marginal points ('!'), false eyes made marginal included
  PointSet attacker_stones;       // points holding a captured X stone ('X')
  std::vector<Point> half_eyes;   // points of this space that are half eyes
  std::vector<Point> false_eyes;  // points of this space that are false eyes
  // Lively O strings adjacent to the space (their first points). SPEC §2's W is
  // one string; more than one is "W split" (shown, not modelled: every vertex
  // next to any of them touches W).
  std::vector<Point> wall_strings;
  // False margins (D4) beside the space's X stones: not points of the space
  // (they are in neither domain) but proper vertices of its eye graph, so
  // that the X stones keep that liberty and O must spend the move
  // (docs/board-eyes.md, G6).
  PointSet false_margins;
  // Points left out of the eye graph by G9 (docs/board-eyes.md): a dead X
  // stone alone on a marginal point and its liberties, where X can never
  // play, which O fills when it pleases, leaving the stone's point a margin
  // cut off from the rest. Empty when the rule does not apply.
  PointSet settled;

  // The eye graph: vertex v is the point vertex_points[v] (a point of the
  // space or one of its false_margins), or kNoPoint for an extra marginal
  // vertex: a half eye's key point, joined only to the half eye (none when
  // the key is a marginal point of the space, docs/board-eyes.md G5), with
  // key_of[v] the half eye's point; or a critical X string's key, joined to
  // the half eye behind it and the points it makes marginal (G8), with
  // key_string[v] the string's first stone. The other entries of key_of and
  // key_string are kNoPoint.
  EyeGraph graph;
  std::vector<Point> vertex_points;
  std::vector<Point> key_of;
  std::vector<Point> key_string;

  // W's liberties outside the space (a wall string's liberties that are not
  // points of the space or proper one-point eyes of O; with several wall
  // strings, the fewest any one of them has), and the L the value was
  // computed with: that count capped at the table's L (docs/board-eyes.md, W1).
  int wall_outer_liberties = 0;
  int outer_liberties = 2;

  EyeSpaceStatus status = EyeSpaceStatus::kTooLarge;
  std::string value;    // "abcd" (SPEC §4) when valued, else ""
  int min = 0;          // b: eyes when X moves first
  int max = 0;          // c: eyes when O moves first
  bool solved = false;  // answered by the solver rather than the built-in table
  std::string message;  // for kInvalid and kUnsolved: why there is no value
  // Vital points on the board (SPEC §5), sorted; a half eye's key vertex maps to
  // the half eye's attack (defense) diagonals.
  std::vector<Point> attack;
  std::vector<Point> defense;

  // V4 (docs/board-eyes.md): when the space has exactly one half eye whose
  // sum is below 3 (a diagonal that X holds only by a ko), its value with
  // that half eye taken as a proper point, kept only when that gives O more
  // eyes moving first (c). This is what O gets by winning the ko, the value
  // GNU Go's `eval_eye` and `eye_data` report (engine/optics.c read_eye);
  // `value` above stays SPEC §2's, where the first to take a ko wins it.
  // Empty `value` here when there is no such half eye or it changes nothing.
  struct KoWon {
    Point half_eye = kNoPoint;
    std::string value;
    std::vector<Point> attack;
    std::vector<Point> defense;
  };
  KoWon ko_won;
};

// An eye value abcd as four numbers; sums may exceed 2.
struct EyeCount {
  int a = 0;
  int b = 0;
  int c = 0;
  int d = 0;
  bool operator==(const EyeCount&) const = default;
};

// The value of two independent local games played together, by GNU Go's rule
// (engine/optics.c add_eyevalues, with its exception for 0011 + 0002): a rule
// of thumb, exact only in simple cases (docs/board-eyes.md says where not).
EyeCount AddEyeCounts(const EyeCount& x, const EyeCount& y);

// "abcd" when every digit is below 10, else "[a,b,c,d]" (GNU Go's notation).
std::string EyeCountString(const EyeCount& count);

// The eye count of one eye space, the one place an eye space becomes an
// EyeCount, with one treatment of a space without a value: its value abcd
// when kValued; else 2222. A space without a value is too large for the
// exact solver (more than EyeOptions::max_solved_vertices vertices) or
// beyond its node budget; counting it as two eyes is an estimate, the seed's
// "boundary length >= 10" rule, and callers label it so (StringEyes::complete,
// the scorer's estimated groups).
EyeCount CountOf(const EyeSpace& space);

// A lively string and the eye spaces of its colour around it: those with a
// proper (non-marginal) point adjacent to the string (GNU Go's
// find_eye_dragons rule, with strings in place of dragons). One string, not
// a group: "group" is the scorer's word for strings that share an eye space
// (scoring/score.h), here nothing is joined.
struct StringEyes {
  Color color = Color::kEmpty;
  Point origin = kNoPoint;  // the string's first point
  PointSet stones;
  std::vector<int> eyespaces;  // indices into EyeAnalysis::eyespaces
  // The sum of the eye spaces' counts (CountOf) by AddEyeCounts; `complete`
  // is false when some eye space has no value, so that the sum counts it as
  // two eyes by estimate rather than by its exact value.
  EyeCount eyes;
  bool complete = true;
  int min() const { return eyes.b; }
  int max() const { return eyes.c; }
};

struct EyeOptions {
  TacticsOptions tactics;        // for which strings count and for safe moves
  int max_solved_vertices = 10;  // larger eye graphs are kTooLarge (at most 32; docs)
  // Nodes the exact solver may search per eye graph (0: no limit); a graph it
  // does not settle within them is kUnsolved. Most graphs of up to 10 vertices
  // need far fewer nodes; a few open ones would search for very long unbounded
  // (docs/board-eyes.md, V2, has the measurements).
  std::uint64_t solver_node_budget = 16'000'000;
  // The table eye graphs are looked up in (a miss is solved); nullptr: the
  // built-in one (EyeTable::Default()). Not owned; must outlive the call.
  const EyeTable* table = nullptr;
};

// A point whose diagonals were summed (rule T1: a proper eye-space point with
// at most one eye-space neighbour), whatever the sum; GNU Go's `half_eye_data`
// shows this sum for every such point, half eye or not.
struct DiagonalSum {
  Point point = kNoPoint;
  Color owner = Color::kEmpty;
  int value_fifths = 0;  // kDiagonalUnit = 1
  // The best-ranked contested diagonals, as in TopologicalEye (also kept when
  // the point is a proper eye: GNU Go lists them for every examined point).
  std::vector<Point> attack_points;
  std::vector<Point> defense_points;
};

// Everything found on one position.
struct EyeAnalysis {
  PointSet lively;                 // stones that count (not captured, SPEC issue item 2)
  std::array<PointSet, 2> domain;  // [0] Black's domain, [1] White's (make_domains)
  PointSet false_margins;          // empty points kept out of both domains
  std::vector<EyeSpace> eyespaces;
  std::vector<TopologicalEye> topological;  // half and false eyes, reading order
  std::vector<DiagonalSum> diagonal_sums;   // every point examined by T1 (Black's, then White's)
  std::vector<StringEyes> strings;          // one per lively string, reading order

  // The index of the eye space of `owner` holding `p`, or -1.
  int EyeSpaceAt(Color owner, Point p) const;
  // The half or false eye of `owner` at `p`, or nullptr.
  const TopologicalEye* TopologicalAt(Color owner, Point p) const;
  // The diagonal sum examined at `p` (either colour), or nullptr when `p` was
  // not examined.
  const DiagonalSum* DiagonalSumAt(Point p) const;
  // The eyes of the lively string through `p`, or nullptr.
  const StringEyes* StringEyesAt(Point p) const;
};

// Analyses `position` (both colours). Deterministic; not thread-safe only in
// the sense that it uses its own readers (any number of calls may run at once
// on different positions). Cost: one tactical read per string and per
// candidate safe move, one lookup or exact solve per eye space.
EyeAnalysis AnalyzeEyes(const Position& position, const EyeOptions& options = {});

// The result of `color` playing `p` now, from `color`'s view (GNU Go's
// safe_move): kFail when the move is illegal or the stone can be captured,
// kKo when its capture depends on a ko, kSuccess when it is safe.
ReadResult SafeMove(const Position& position, Color color, Point p,
                    const TacticsOptions& options = {});

}  // namespace eyeshape::board

#endif  // EYESHAPE_BOARD_EYES_H_
