// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SCORING_SCORE_H_
#define EYESHAPE_SCORING_SCORE_H_

// File: scoring/score.h
// Scoring a finished game with seki decided from exact eye values (issues 12
// and 24). The input is a position and its dead stones, marked by the caller
// or found (dead_stones.h); each dead string is removed, its stones are
// prisoners. Then:
//   1. empty regions are controlled (bordered by one colour) or neutral; a
//      neutral region with a point beside no stone is open ground (a border
//      not closed): its points beside one colour at most go to the colour
//      that owns them in most playouts (playouts.h), the rest are neutral,
//      and the result is an estimate;
//   2. strings that share controlled regions form groups; a group whose eye
//      spaces (board/eyes.h, exact values) give min >= 2 eyes is safe;
//   3. the other ("weak") groups, with the neutral regions (open ground
//      aside) and eye spaces around them, form clusters; in each, a local
//      search (local_search.h) decides whether either colour, moving
//      first, captures, else fills every neutral point it can fill without
//      being captured; the points nobody can fill are the shared liberties
//      of a seki, and the weak groups beside them are in seki, unless the
//      exact local game kills one of them (enclosed_string.h: the throw-in
//      the search does not read); where the search cannot decide (it
//      captures, runs out of budget, or the fill depends on the order), the
//      playouts do (playouts.h): the neutral points no playout fills are the
//      seki's liberties;
//   4. the dame game: the other neutral points are filled from the side to
//      move, alternately, forced connections first; a point of its own
//      territory a colour must fill to save a string is a false eye (not
//      territory under Japanese rules; PlayDame in score.cc). The game is
//      played with its candidates in each of the 8 orders the board's
//      symmetries give the points, and the one with the fewest false eyes
//      kept: the score does not depend on how the board is turned;
//   5. territory and score under territory counting (territory + prisoners)
//      or area counting (stones + territory, White's handicap points).
// The result carries its certainty (given, proved, estimated) with the
// reasons; docs/scoring.md lists every rule, its source, and what is exact.
//
//   Result<PointSet> dead = DeadStringsFromVertices(position, {"C3", "D4"});
//   ScoreResult score = Score(position, dead.value(), {.rules = Rules::kJapanese, .komi = 6.5});
//   score.result;  // "W+2.5"

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "base/result.h"
#include "board/eyes.h"
#include "board/point_set.h"
#include "board/position.h"

namespace eyeshape::scoring {

// Territory counting (Japanese, Korean) or area counting (Chinese, AGA, New
// Zealand). The area rules differ in handicap games: White gets one point per
// handicap stone under Chinese rules, one per stone after the first under AGA
// rules, none under New Zealand rules (nor under Ing's or Tromp-Taylor's,
// which count the same way).
enum class Rules : std::uint8_t { kJapanese, kChinese, kAga, kNewZealand };
// "japanese", "chinese", "aga", "nz".
std::string_view RulesName(Rules rules);
// The rules named `name`, in any case, as game records and servers write them:
// "japanese" (or "korean", "jp", "ko": the same count), "chinese" (or "cn"),
// "aga", "nz" (or "new zealand", "ing", "goe", "sst", "tromp-taylor", "tt":
// the same count), each also with spaces around it, a last word "rules" or
// "'s" ("Japanese rules", "Ing's"), and KataGo's rule strings ("koPOSITIONALscoreAREA...",
// read by their scoring rule and white handicap bonus); else an error.
Result<Rules> ParseRules(std::string_view name);
// True for the area-counting rules.
inline bool IsAreaCounting(Rules rules) { return rules != Rules::kJapanese; }
// The points White gets for `handicap` stones: one each under Chinese rules,
// one each after the first under AGA rules, none under New Zealand rules or
// territory counting (and none for fewer than two stones).
inline int HandicapCompensation(Rules rules, int handicap) {
  if (handicap < 2) return 0;
  return rules == Rules::kChinese ? handicap : rules == Rules::kAga ? handicap - 1 : 0;
}

// EyeOptions with max_solved_vertices = 8 (the default of ScoreOptions::eyes):
// eye graphs of up to 8 vertices are answered by the built-in table at once;
// larger ones count as two eyes (score.cc), where solving them would take up
// to seconds per position.
inline board::EyeOptions EyesForScoring() {
  board::EyeOptions options;
  options.max_solved_vertices = 8;
  return options;
}

struct ScoreOptions {
  Rules rules = Rules::kJapanese;
  double komi = 6.5;  // added to White's score
  int handicap = 0;   // handicap stones (SGF HA): White's compensation under area rules
  // Area rules: count the dame the dame game fills (score.cc, PlayDame) as
  // points of the colour that fills them. Off: open dame count for nobody,
  // as KGS and other servers count a game whose players left dame.
  bool count_filled_dame = false;
  int node_budget = 200000;                   // per local search (scoring/local_search.h)
  board::EyeOptions eyes = EyesForScoring();  // for the eye analysis of the position
};

// Why a group of stones is in seki.
struct SekiReason {
  std::vector<board::Point> stones;            // the stones in seki (both colours), sorted
  std::vector<board::Point> shared_liberties;  // the neutral points nobody can fill
  // The eye spaces of the groups, with exact values (board/eyes.h).
  struct Eye {
    board::Color owner = board::Color::kEmpty;
    std::vector<board::Point> points;
    std::string value;  // "abcd", or "" when too large to solve
  };
  std::vector<Eye> eyes;
  bool by_playouts = false;  // decided by playouts (the local search could not)
};

// The final status of a stone (GTP final_status_list).
enum class FinalStatus : std::uint8_t { kAlive, kDead, kSeki };
// "alive", "dead", "seki".
std::string_view FinalStatusName(FinalStatus status);

// How sure a status or a result is: proved (the reason says by what) or
// estimated (the reason says from what); given: the caller marked the dead
// stones, and the result is exact for those marks.
enum class Certainty : std::uint8_t { kProved, kEstimated, kGiven };
// "proved", "estimated", "given".
std::string_view CertaintyName(Certainty certainty);

// The status of a group of strings of one colour, with its certainty.
struct GroupStatus {
  board::Color color = board::Color::kEmpty;
  board::PointSet stones;
  FinalStatus status = FinalStatus::kAlive;
  Certainty certainty = Certainty::kEstimated;
  std::string reason;  // one line, GTP vertices
};

struct ScoreResult {
  Rules rules = Rules::kJapanese;
  double komi = 0;
  int handicap = 0;
  std::array<board::PointSet, 2>
      territory;                         // [0] Black's, [1] White's (dead stones' points included)
  std::array<int, 2> prisoners{};        // captures during the game + dead stones taken
  std::array<int, 2> stones_on_board{};  // alive and seki stones (area scoring)
  std::array<double, 2> score{};         // Black's, White's (komi included)
  board::PointSet dead;                  // stones marked dead
  board::PointSet seki_stones;           // stones alive in seki
  board::PointSet seki_eyes;             // eye points of groups in seki (not territory, Japanese)
  board::PointSet dame;                  // neutral points left empty (seki liberties included)
  std::array<board::PointSet, 2> filled_dame;  // neutral points each colour fills at the end
  board::PointSet false_eyes;                  // own territory points a colour must fill (connect)
  // Points decided by an estimate: regions no eye space covers (counted by the
  // seed's boundary-length table), open ground (step 1) and the clusters the
  // local search could not decide (both by playouts); `estimates` says why.
  board::PointSet estimated_points;
  std::vector<SekiReason> seki;
  std::string result;  // "B+3.5", "W+0.5", "0" (jigo)
  // Every group's status with its certainty (when the dead stones were found
  // by FindDeadStones; empty when they were given).
  std::vector<GroupStatus> groups;
  // The result's certainty: given (Score(): the caller's dead stones, and no
  // seki or cluster decided by a search or heuristic), proved
  // (ScoreWithFoundDead: every status behind it proved), else estimated,
  // with one line per reason in `estimates`. The dame are filled by the rule
  // of PlayDame (score.cc) in every case.
  Certainty certainty = Certainty::kGiven;
  std::vector<std::string> estimates;
  std::vector<std::string> notes;  // anything else the reader should know
  // The colour of territory (kEmpty: none) at each point, for diagrams.
  board::Color TerritoryAt(board::Point p) const {
    return territory[0].Contains(p)   ? board::Color::kBlack
           : territory[1].Contains(p) ? board::Color::kWhite
                                      : board::Color::kEmpty;
  }
};

// The union of the strings named by `vertices` (GTP vertices). Errors: a
// vertex that is not one, is off the board, or names an empty point.
Result<board::PointSet> DeadStringsFromVertices(const board::Position& position,
                                                const std::vector<std::string>& vertices);

// Checks a dead-stone set from a diagram (lower-case stones): every string
// must be marked whole. Returns the set, or an error naming the string.
Result<board::PointSet> CheckDeadStrings(const board::Position& position,
                                         const board::PointSet& dead);

// Checks that `position` can be counted with `dead` removed: every string
// outside `dead` has a liberty. Play never leaves a string without one; a
// setup (SGF AB/AW, a diagram) can, and counting such a string as alive or
// as captured would be a guess. Returns `dead`, or an error naming the first
// such string.
Result<board::PointSet> CheckStringsHaveLiberties(const board::Position& position,
                                                  const board::PointSet& dead);

// Scores `position` with `dead` removed. REQUIRES: `dead` is a union of whole
// strings of `position` (DeadStringsFromVertices, CheckDeadStrings).
// Deterministic; thread-safe (no shared state).
ScoreResult Score(const board::Position& position, const board::PointSet& dead,
                  const ScoreOptions& options = {});

// The status of the stone at `p` in a scored position (GTP
// final_status_list). REQUIRES: a stone of the scored position is on `p`.
FinalStatus StatusOf(const ScoreResult& score, board::Point p);

// "B+3.5", "W+0.5" or "0" for a score difference Black - White.
std::string ResultString(double black_minus_white);

// The diagram of a scored position: GNU Go's board frame, with X O alive
// stones, x o dead stones, b w territory, f a false eye to fill, - an eye
// point of a group in seki, . dame (filled at the end or left open).
std::string ScoreDiagram(const board::Position& position, const ScoreResult& score);

}  // namespace eyeshape::scoring

#endif  // EYESHAPE_SCORING_SCORE_H_
