// SPDX-License-Identifier: MIT
// File: board/tactics.cc

#include "board/tactics.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string_view>

#include "base/check.h"

namespace eyeshape::board {
namespace {

struct Candidate {
  Point move;
  int score;
  bool ko = false;  // a ko recapture, played as if after a threat
};

// Candidates in a fixed array (no allocation), deduplicated.
class CandidateList {
 public:
  void Add(Point p) {
    if (seen_.Contains(p) || size_ >= kMaxCandidates) return;
    seen_.Insert(p);
    items_[size_++] = Candidate{p, 0, false};
  }
  void AddAll(const PointSet& s) {
    s.ForEach([&](Point p) { Add(p); });
  }
  int size() const { return size_; }
  Candidate& operator[](int i) { return items_[i]; }
  // The indices of the first `kept` candidates, best score first; equal
  // scores keep the order they were added in, so the reading is
  // deterministic.
  std::array<int, kMaxCandidates> BestFirst(int kept) const {
    std::array<int, kMaxCandidates> order{};
    for (int i = 0; i < kept; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.begin() + kept,
                     [&](int a, int b) { return items_[a].score > items_[b].score; });
    return order;
  }

 private:
  std::array<Candidate, kMaxCandidates> items_{};
  int size_ = 0;
  PointSet seen_;
};

// The opponent's view of a result: success and failure swap, and so do the
// ko results (the side that takes first is the other's "opponent first").
ReadResult Invert(ReadResult r) { return static_cast<ReadResult>(3 - static_cast<int>(r)); }
// A line that began with a ko recapture made after a threat is worth at best
// a ko in which the opponent took first.
ReadResult Cap(ReadResult r, bool ko) { return ko ? std::min(r, ReadResult::kKoB) : r; }

// The opponent strings adjacent to `string` (in `pos`) with at most
// `max_libs` liberties: calls f(stones, liberties) once per string.
template <typename F>
void ForAdjacentEnemies(const Position& pos, const PointSet& string, Color enemy, int max_libs,
                        F&& f) {
  const PointSet enemies = pos.Points(enemy);
  ForEachComponent(pos.Neighbours(string) & enemies, enemies, [&](const PointSet& s) {
    const PointSet libs = pos.Liberties(s);
    if (libs.size() <= max_libs) f(s, libs);
  });
}

// True when the string has at least two liberties and every one of them is
// a point whose neighbours are all stones of the string (single-point eyes
// of its own). The attacker can play none of them (no liberty, nothing to
// capture while another remains), so the string is safe for good unless its
// owner fills one. Without this test the reader calls such a string
// captured: the defender's only moves fill its own eyes, and Defend() has no
// pass.
bool SafeByOwnEyes(const Position& pos, const PointSet& string, const PointSet& libs) {
  if (libs.size() < 2) return false;
  bool all_own = true;
  libs.ForEach([&](Point l) {
    if (!(pos.Neighbours(PointSet::Of(l)) - string).empty()) all_own = false;
  });
  return all_own;
}

// The string through `string`'s stones after its owner played `m` (legally)
// in `after`: `string` itself unless `m` touches it, else `string`, `m` and
// the strings `m` joined. A move removes only the other colour's stones.
PointSet StringAfterOwnMove(const Position& after, const PointSet& string, Point m, Color own) {
  if (!string.Grown().Contains(m)) return string;
  PointSet seed = string;
  seed.Insert(m);
  return FloodFill(seed, after.Points(own));
}

// Plays `mover`'s candidate `m` on `n`, a copy of `pos`. A ko recapture is
// played too, as if after a threat, unless the opponent is komaster (GNU
// Go's komaster scheme); `ko` says whether it was one. False when `m` is
// illegal for `mover` (then `n` is undefined).
bool PlayCandidate(const Position& pos, Color mover, Point m, Color komaster, Position& n,
                   bool& ko) {
  n = pos;
  MoveError e = n.Play(mover, m);
  ko = false;
  if (e == MoveError::kKo && komaster != Opponent(mover)) {
    n = pos;
    e = n.PlayIgnoringKo(mover, m);
    ko = true;
  }
  return e == MoveError::kNone;
}

}  // namespace

std::string_view TacticalStatusName(TacticalStatus status) {
  switch (status) {
    case TacticalStatus::kDefended:
      return "defended";
    case TacticalStatus::kCaptured:
      return "captured";
    case TacticalStatus::kCritical:
      return "critical";
    case TacticalStatus::kKo:
      return "ko";
    case TacticalStatus::kUnknown:
      break;
  }
  return "unknown";
}

TacticalReader::TacticalReader(const Position& position, const TacticsOptions& options)
    : position_(position), options_(options) {}

std::uint64_t TacticalReader::Key(const Position& pos, Point string_first, Color komaster,
                                  bool attack) {
  std::uint64_t k = pos.hash();
  k ^= (static_cast<std::uint64_t>(string_first) + 1) * 0x9E3779B97F4A7C15ULL;
  k ^= (static_cast<std::uint64_t>(komaster) * 2 + (attack ? 1 : 0) + 1) * 0xC2B2AE3D27D4EB4FULL;
  return k;
}

bool TacticalReader::AssumedSafe(int num_libs, int depth) const {
  if (num_libs > options_.max_liberties) return true;
  if (num_libs >= 4 && depth > options_.four_liberty_depth) return true;
  if (num_libs >= 3 && depth > options_.three_liberty_depth) return true;
  return depth > options_.max_depth && num_libs >= 2;
}

ReadResult TacticalReader::Attack(const Position& pos, Point target, const PointSet& string,
                                  int depth, Color komaster, Point* move) {
  *move = kNoPoint;
  const Color defender = pos.At(target);
  EYESHAPE_DCHECK(defender != Color::kEmpty);
  EYESHAPE_DCHECK(string == pos.StringAt(target));
  const Color attacker = Opponent(defender);
  const PointSet libs = pos.Liberties(string);
  const int num_libs = libs.size();
  if (num_libs == 0) return ReadResult::kSuccess;  // a setup left it without liberties
  if (AssumedSafe(num_libs, depth) || SafeByOwnEyes(pos, string, libs)) return ReadResult::kFail;
  if (++nodes_ > options_.node_budget) {
    out_of_budget_ = true;
    return ReadResult::kFail;
  }
  const std::uint64_t key = Key(pos, string.First(), komaster, true);
  if (const auto it = table_.find(key); it != table_.end()) {
    *move = it->second.move;
    return it->second.result;
  }
  // Back in a position this line has had with the attacker to move (a
  // capture and a recapture of different sizes, "sending two, returning
  // one"): the attacker's moves since have not captured, so this line fails.
  // A result that depends on the line is not cached.
  if (std::find(line_.begin(), line_.end(), pos.hash()) != line_.end()) {
    ++cycles_cut_;
    return ReadResult::kFail;
  }
  line_.push_back(pos.hash());
  const long long cycles_before = cycles_cut_;

  CandidateList candidates;
  candidates.AddAll(libs);
  if (num_libs >= 2) {
    // Rescue the attacker's own strings in atari next to the target (else the
    // defender escapes by capturing them): by extending, or by capturing a
    // defender string in atari beside them (often a ko, which the extension
    // misses: the capturing race that hinges on taking one stone).
    ForAdjacentEnemies(pos, string, attacker, 1, [&](const PointSet& own, const PointSet& l) {
      candidates.AddAll(l);
      ForAdjacentEnemies(pos, own, defender, 1, [&](const PointSet&, const PointSet& capture) {
        candidates.AddAll(capture);
      });
    });
    if (depth <= options_.branch_depth && num_libs <= 3) {
      // Second-order liberties: nets (geta) and approach moves.
      candidates.AddAll(pos.Neighbours(libs) & pos.EmptyPoints());
    }
  }

  // Play each candidate once to score it; illegal ones drop out.
  Position* next = Scratch(depth);
  int kept = 0;
  for (int i = 0; i < candidates.size(); ++i) {
    const Point m = candidates[i].move;
    Position& n = next[kept];
    bool ko = false;
    if (!PlayCandidate(pos, attacker, m, komaster, n, ko)) continue;
    int score = 0;
    if (n.At(target) != defender) {
      score = 1000;
    } else {
      // The target's string is as it was: the attacker's move adds no
      // defender stone and did not capture this string.
      const PointSet l = n.Liberties(string);
      score = -64 * l.size();
      if (l.size() == 1) {
        // A ladder step: prefer the atari whose escape gains least.
        score -= 4 * n.Liberties(string | l).size();
      }
      const int own = n.NumLiberties(m);
      score += own >= 3 ? 3 : own;
      if (!libs.Contains(m)) score -= 8;
    }
    if (ko) score -= 500;
    candidates[kept] = Candidate{m, score, ko};
    ++kept;
  }
  const std::array<int, kMaxCandidates> order = candidates.BestFirst(kept);

  ReadResult best = ReadResult::kFail;
  Point best_move = kNoPoint;
  for (int k = 0; k < kept && !out_of_budget_; ++k) {
    const int i = order[k];
    const Position& n = next[i];
    ReadResult r;
    if (n.At(target) != defender) {
      // Captured. A capture that leaves a ko (one stone taken by a lone stone
      // with one liberty) is GNU Go's KO_A: the attacker takes first and the
      // defender may retake after a threat, unless the attacker is already
      // komaster.
      r = n.ko_point() != kNoPoint && komaster != attacker ? ReadResult::kKoA
                                                           : ReadResult::kSuccess;
    } else {
      Point reply = kNoPoint;
      r = Invert(
          Defend(n, target, string, depth + 1, candidates[i].ko ? attacker : komaster, &reply));
    }
    r = Cap(r, candidates[i].ko);
    if (r > best) {
      best = r;
      best_move = candidates[i].move;
      if (best == ReadResult::kSuccess) break;
    }
  }
  line_.pop_back();
  if (!out_of_budget_ && cycles_cut_ == cycles_before) table_[key] = CacheEntry{best, best_move};
  *move = best_move;
  return best;
}

ReadResult TacticalReader::Defend(const Position& pos, Point target, const PointSet& string,
                                  int depth, Color komaster, Point* move) {
  *move = kNoPoint;
  const Color defender = pos.At(target);
  EYESHAPE_DCHECK(defender != Color::kEmpty);
  EYESHAPE_DCHECK(string == pos.StringAt(target));
  const Color attacker = Opponent(defender);
  const PointSet libs = pos.Liberties(string);
  const int num_libs = libs.size();
  if (AssumedSafe(num_libs, depth + 1) || SafeByOwnEyes(pos, string, libs)) {
    *move = kPass;
    return ReadResult::kSuccess;
  }
  if (depth > options_.max_depth) return ReadResult::kFail;
  if (++nodes_ > options_.node_budget) {
    out_of_budget_ = true;
    return ReadResult::kFail;
  }
  const std::uint64_t key = Key(pos, string.First(), komaster, false);
  if (const auto it = table_.find(key); it != table_.end()) {
    *move = it->second.move;
    return it->second.result;
  }
  const long long cycles_before = cycles_cut_;

  CandidateList candidates;
  // Captures of adjacent attacker strings in atari, then extensions, then
  // counter-ataris of attacker strings with two liberties.
  ForAdjacentEnemies(pos, string, attacker, 1,
                     [&](const PointSet&, const PointSet& l) { candidates.AddAll(l); });
  candidates.AddAll(libs);
  if (depth <= options_.branch_depth || num_libs == 1) {
    ForAdjacentEnemies(pos, string, attacker, 2,
                       [&](const PointSet&, const PointSet& l) { candidates.AddAll(l); });
  }
  if (depth <= options_.branch_depth && num_libs >= 2) {
    candidates.AddAll(pos.Neighbours(libs) & pos.EmptyPoints());
  }
  if (depth <= 1 && num_libs >= 2) {
    // The liberties of the defender's other strings that share a liberty
    // with the target (GNU Go's superstring), when they have at most three:
    // the attacker's approach against such a partner can turn a ko on the
    // shared liberty into a clean kill, and the defender's move there keeps
    // it a ko, or a kill into a failed attack (docs/board-eyes.md, L1).
    // At the root and as the answer to the attacker's first move, so that
    // an attack the root defence would refute is not claimed either (GNU
    // Go's reading regression, docs/board-gnugo.md); not deeper, where the
    // attack search would grow with every partner. Only for two or more
    // liberties: against a string in atari the attack search tries no
    // approach move, so there such a move acts as a pass that keeps a ko
    // the attacker may avoid (L3).
    const PointSet own = pos.Points(defender);
    ForEachComponent((pos.Neighbours(libs) & own) - string, own, [&](const PointSet& partner) {
      const PointSet l = pos.Liberties(partner);
      if (l.size() <= 3) candidates.AddAll(l);
    });
  }

  Position* next = Scratch(depth);
  int kept = 0;
  for (int i = 0; i < candidates.size(); ++i) {
    const Point m = candidates[i].move;
    Position& n = next[kept];
    bool ko = false;
    if (!PlayCandidate(pos, defender, m, komaster, n, ko)) continue;
    const int after = n.Liberties(StringAfterOwnMove(n, string, m, defender)).size();
    int score = 64 * std::min(after, 5);
    if (n.captures_by(defender) > pos.captures_by(defender)) score += 32;
    if (!libs.Contains(m)) score -= 8;
    if (ko) score -= 500;
    candidates[kept] = Candidate{m, score, ko};
    ++kept;
  }
  const std::array<int, kMaxCandidates> order = candidates.BestFirst(kept);

  ReadResult best = ReadResult::kFail;
  Point best_move = kNoPoint;
  for (int k = 0; k < kept && !out_of_budget_; ++k) {
    const int i = order[k];
    Point reply = kNoPoint;
    ReadResult r = Invert(Attack(next[i], target,
                                 StringAfterOwnMove(next[i], string, candidates[i].move, defender),
                                 depth + 1, candidates[i].ko ? defender : komaster, &reply));
    r = Cap(r, candidates[i].ko);
    if (r > best) {
      best = r;
      best_move = candidates[i].move;
      if (best == ReadResult::kSuccess) break;
    }
  }
  if (best != ReadResult::kSuccess && !out_of_budget_) {
    // No move helps, and passing would give the attacker a position it has
    // already had to move in on this line: its moves since took nothing for
    // good (it recaptured what it had given up), so the defender passes
    // and the line fails for the attacker. Passing is allowed only here: a
    // general pass makes the reader miss slow kills whose lines are longer
    // than its limits.
    Position passed = pos;
    passed.Play(defender, kPass);
    if (std::find(line_.begin(), line_.end(), passed.hash()) != line_.end()) {
      ++cycles_cut_;
      best = ReadResult::kSuccess;
      best_move = kPass;
    }
  }
  if (!out_of_budget_ && cycles_cut_ == cycles_before) table_[key] = CacheEntry{best, best_move};
  *move = best_move;
  return best;
}

Position* TacticalReader::Scratch(int depth) {
  // One block per depth, allocated on first use; blocks never move, so the
  // pointers of shallower nodes stay valid.
  // (Copies of position_: a copy is a memcpy, while a default Position builds
  // its board mask point by point.)
  while (static_cast<int>(scratch_.size()) <= depth) {
    scratch_.emplace_back(kMaxCandidates, position_);
  }
  return scratch_[depth].data();
}

const TacticalAnswer& TacticalReader::Read(Point p) {
  EYESHAPE_CHECK(position_.IsOnBoard(p) && position_.At(p) != Color::kEmpty);
  const PointSet string = position_.StringAt(p);
  const Point first = string.First();
  if (const auto it = answers_.find(first); it != answers_.end()) return it->second;
  nodes_ = 0;
  out_of_budget_ = false;
  TacticalAnswer answer;
  answer.attack = Attack(position_, first, string, 0, Color::kEmpty, &answer.attack_point);
  if (!out_of_budget_ && answer.attack != ReadResult::kFail) {
    answer.defense = Defend(position_, first, string, 0, Color::kEmpty, &answer.defense_point);
  } else {
    answer.defense = ReadResult::kSuccess;
    answer.defense_point = kPass;
  }
  if (out_of_budget_) {
    answer.status = TacticalStatus::kUnknown;
  } else if (answer.attack == ReadResult::kFail) {
    answer.status = TacticalStatus::kDefended;
  } else if (answer.attack == ReadResult::kSuccess && answer.defense == ReadResult::kFail) {
    answer.status = TacticalStatus::kCaptured;
  } else if (answer.attack == ReadResult::kSuccess && answer.defense == ReadResult::kSuccess) {
    answer.status = TacticalStatus::kCritical;
  } else {
    answer.status = TacticalStatus::kKo;
  }
  answer.nodes = nodes_;
  total_nodes_ += nodes_;
  return answers_.emplace(first, answer).first->second;
}

ReadResult TacticalReader::SafeMove(Color color, Point p) {
  Position after = position_;
  if (after.Play(color, p) != MoveError::kNone) return ReadResult::kFail;
  nodes_ = 0;
  out_of_budget_ = false;
  Point move = kNoPoint;
  const PointSet string = after.StringAt(p);
  const ReadResult attack = Attack(after, string.First(), string, 0, Color::kEmpty, &move);
  total_nodes_ += nodes_;
  if (out_of_budget_) return ReadResult::kSuccess;
  // The mover's view of the attack on its stone.
  return Invert(attack);
}

}  // namespace eyeshape::board
