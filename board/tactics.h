// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BOARD_TACTICS_H_
#define EYESHAPE_BOARD_TACTICS_H_

// File: board/tactics.h
// The tactical reader: can a string be captured? A liberty-based alpha-beta
// search (attack and defence, as GNU Go's reading.c and Fuego's GoLadder do
// it in spirit; the code is our own) with ladders, nets, snapbacks, simple ko
// through a komaster, depth-dependent liberty limits, a node budget and a
// transposition table. The string's owner is the defender; the opponent is
// the attacker.
//
// The statuses, for the position as given (whoever is to move):
//   captured  the attacker, moving first, captures it (no ko) and the
//             defender, moving first, cannot save it;
//   defended  it cannot be captured even if the attacker moves first;
//   critical  whoever moves first wins, without ko (GNU Go's "critical");
//   ko        the result depends on a ko (either side's success needs a ko
//             capture that the ko ban forbids, i.e. a ko threat);
//   unknown   the node budget ran out.
// "Captured" means with the reader's limits below: a string the reader calls
// defended may die to a deeper attack.
//
// What it cannot see (its limits, by design):
//   * Strings with more than max_liberties (4) liberties are defended without
//     search; 4-liberty strings are attacked only near the root
//     (four_liberty_depth), 3-liberty strings only down to three_liberty_depth;
//     below that only strings with 1-2 liberties are read (ladders, to any
//     length).
//   * Candidate moves are liberties, second-order liberties (nets, at shallow
//     depth), captures and counter-ataris of adjacent strings, and rescues of
//     the attacker's strings in atari (extending, or capturing a defender
//     string in atari beside them); moves elsewhere (e.g. a distant ladder
//     breaker played as a threat, connecting to a friend two points away
//     through an empty point that is not a liberty) are not tried. At the
//     root and in answer to the attacker's first move, the defender of a
//     string with two or more liberties also tries the liberties of its
//     other strings (three liberties or fewer)
//     that share a liberty with it (GNU Go's superstring): the attacker's
//     approach against such a partner can make a ko a clean kill, and the
//     defender's move there keeps the ko ("ko" rather than "captured").
//   * No semeai (capturing races between strings with many liberties), no
//     life and death: a string with one eye and four outside liberties is
//     "defended". Seki is invisible.
//   * Ko is simple ko with a komaster: the first side to need a ko threat to
//     retake gets the ko and the other may not retake; no superko, no ko
//     threat counting, no "approach ko" levels. A ko result says who takes
//     first (ReadResult kKoA, kKoB: GNU Go's KO_A and KO_B).
//   * Snapbacks are seen when the throw-in is a liberty of the target (the
//     usual case); a throw-in two points away only at shallow depth.
//   * The transposition table ignores the depth at which a result was found,
//     so a result may depend on move order (as in GNU Go).
//   * The defender may pass only where that is exact: a string whose
//     liberties (two or more) are all its own single-point eyes needs no
//     move and cannot be attacked; and a pass that gives the attacker a
//     position it has already had to move in on this line (a cycle such as
//     sending two, returning one) ends the line as a failed attack.
//     Elsewhere a string that needs no answer but has no useful move may be
//     read as captured (a general pass makes the limits above miss slow
//     kills).
//
//   TacticalReader reader(position);
//   const TacticalAnswer& a = reader.Read(position.Parse("D4"));
//   if (a.status == TacticalStatus::kCaptured) ...   // a.attack_point captures it

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "base/hash_map.h"
#include "board/point_set.h"
#include "board/position.h"

namespace eyeshape::board {

// Most candidate moves tried at one node.
inline constexpr int kMaxCandidates = 48;

enum class TacticalStatus : std::uint8_t { kDefended, kCaptured, kCritical, kKo, kUnknown };
// "defended", "captured", "critical", "ko", "unknown".
std::string_view TacticalStatusName(TacticalStatus status);

// One side's result, from that side's view, in order of preference: GNU Go's
// codes LOSE, KO_B, KO_A, WIN (its GTP replies print them 0, 3, 2, 1). The
// two ko results tell who takes the ko first: with kKoA the side's own
// capture starts it and the opponent needs the first ko threat; with kKoB
// the opponent has taken (or takes) it and the side needs a threat to
// retake. What one side gets the other gets inverted (Invert): a ko the
// attacker takes first is one the defender must retake.
enum class ReadResult : std::uint8_t {
  kFail = 0,     // the side fails
  kKoB = 1,      // the side succeeds only by retaking a ko after a ko threat
  kKoA = 2,      // the side succeeds by winning a ko it takes first
  kSuccess = 3,  // the side succeeds unconditionally
};
// True for either ko result.
inline bool IsKo(ReadResult r) { return r == ReadResult::kKoA || r == ReadResult::kKoB; }

struct TacticsOptions {
  int node_budget = 20000;      // nodes per Read() (attack and defence together)
  int max_liberties = 4;        // more liberties: defended without search
  int four_liberty_depth = 2;   // 4-liberty strings attacked at depths <= this
  int three_liberty_depth = 6;  // 3-liberty strings attacked at depths <= this
  int branch_depth = 8;         // second-order moves tried at depths <= this
  int max_depth = 120;          // hard limit on the line length (plies)
};

struct TacticalAnswer {
  TacticalStatus status = TacticalStatus::kUnknown;
  ReadResult attack = ReadResult::kFail;      // the attacker moving first
  Point attack_point = kNoPoint;              // its first move when attack != kFail
  ReadResult defense = ReadResult::kSuccess;  // the defender moving first
  // Its first move when the string can be attacked and defense != kFail;
  // kPass when attack == kFail (nothing to do).
  Point defense_point = kPass;
  int nodes = 0;  // nodes searched for this answer
};

// Reads the strings of one position; answers are cached per string, so the
// reader is meant to live as long as the position is analysed. Not
// thread-safe (one reader per thread); the position is copied.
class TacticalReader {
 public:
  explicit TacticalReader(const Position& position, const TacticsOptions& options = {});

  // The status of the string through `p`, computed once per string.
  // REQUIRES: the position has a stone on `p`.
  const TacticalAnswer& Read(Point p);

  // GNU Go's safe_move on this reader's position: kFail when `color` playing
  // `p` is illegal or the new string can be captured, kKo when it is captured
  // only by ko, kSuccess otherwise (an attack that runs out of budget counts
  // as no attack). Shares this reader's transposition table and scratch
  // positions, so many calls on one position cost far less than fresh readers.
  ReadResult SafeMove(Color color, Point p);

  const Position& position() const { return position_; }
  // Nodes searched by every Read() so far.
  long long total_nodes() const { return total_nodes_; }

 private:
  struct CacheEntry {
    ReadResult result;
    Point move;
  };
  // Best result for the attacker (defender) moving first against the string
  // through `target`; *move gets the first move. `komaster` is the side that
  // has used a ko threat (kEmpty: neither). REQUIRES: `string` is
  // pos.StringAt(target) (the caller knows it: the search passes it down
  // instead of filling it again at every node).
  ReadResult Attack(const Position& pos, Point target, const PointSet& string, int depth,
                    Color komaster, Point* move);
  ReadResult Defend(const Position& pos, Point target, const PointSet& string, int depth,
                    Color komaster, Point* move);
  // True when the string (with `num_libs` liberties, at `depth`) counts as
  // safe without search.
  bool AssumedSafe(int num_libs, int depth) const;
  // kMaxCandidates positions for the node at `depth` (copy-make scratch, kept
  // on the heap so deep ladders do not need a deep stack).
  Position* Scratch(int depth);
  static std::uint64_t Key(const Position& pos, Point string_first, Color komaster, bool attack);

  Position position_;
  TacticsOptions options_;
  HashMap<Point, TacticalAnswer> answers_;  // by the string's first point
  HashMap<std::uint64_t, CacheEntry> table_;
  // kMaxCandidates per depth; the inner vectors' buffers never move.
  std::vector<std::vector<Position>> scratch_;
  // Position hashes of the current line where the attacker is to move
  // (Attack() entries), to find cycles; and how many lines a cycle ended.
  std::vector<std::uint64_t> line_;
  long long cycles_cut_ = 0;
  int nodes_ = 0;  // in the current Read()
  bool out_of_budget_ = false;
  long long total_nodes_ = 0;
};

}  // namespace eyeshape::board

#endif  // EYESHAPE_BOARD_TACTICS_H_
