// SPDX-License-Identifier: MIT
// File: scoring/dead_stones.cc
// FindDeadStones(): unconditional life and pass-alive regions (proofs), then
// playout ownership (estimates), enclosure by enclosure.

#include "scoring/dead_stones.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>

#include "board/benson.h"
#include "board/eyes.h"
#include "scoring/enclosed_string.h"
#include "scoring/life_search.h"
#include "scoring/local_search.h"
#include "scoring/playouts.h"

namespace eyeshape::scoring {
namespace {

using board::Color;
using board::Point;
using board::PointSet;
using board::Position;

// A string whose points end the other colour's in this share of the
// playouts or more is dead, not only from one half: a string alive at the
// end of a game survives nearly every continuation, while light playouts
// let a weak string live more often than play would (a lone stone in a
// large area, a semeai where the stronger side's random moves fill its own
// liberties). The share is the largest the development set supports
// (docs/scoring.md, "Open positions", which has the results from 0.5 down
// to 0.36).
constexpr double kDeadShare = 0.45;
// Playout shares between these make a status a close call (reported).
constexpr double kCloseCallLow = 0.35;
constexpr double kCloseCallHigh = 0.65;
// A share this close to kDeadShare or kCloseCallLow is within two standard
// errors of 256 playouts (about 3 points each): the random numbers, not
// the position, may put it on one side of the line or the other.
constexpr double kNearALine = 0.06;
// A string whose points end the other colour's in this share of the
// playouts or less is, for an estimate, a living wall around a capture read
// on the board (ReadCapture's `assumed_alive`).
constexpr double kFirmlyAliveShare = 0.02;
// The finished-game rule (FloatingStrings): with the string gone, the other
// colour's share of its points above which it is dead.
constexpr double kFloatingDeadShare = 0.5;
// ... and the fewest liberties it must have: a seki without eyes, or a string
// in a capturing race, is short of them.
constexpr int kFloatingMinLiberties = 3;

// Whether some string of `stones` ends the other colour's in a share of the
// playouts near kDeadShare or kCloseCallLow.
bool NearADecisionLine(const Position& position, const PointSet& stones, const Ownership& owned) {
  bool near = false;
  PointSet seen;
  stones.ForEach([&](Point p) {
    if (near || seen.Contains(p)) return;
    const PointSet string = position.StringAt(p);
    seen |= string;
    const Color other = board::Opponent(position.At(p));
    const double share = owned.MeanShare(other, string);
    near =
        std::abs(share - kDeadShare) < kNearALine || std::abs(share - kCloseCallLow) < kNearALine;
  });
  return near;
}

// The points where the capture of the string at `p` is read: its enclosure
// (the string, the empty points and the strings of its colour reached
// through them) and the other colour's strings shut inside it, every point
// next to them in the enclosure. Those are read as sacrifices, not as a
// wall: a group with no eye whose only liberties it shares with a string
// it surrounds is dead when taking that string leaves a dead shape (a
// five-point bulky space, say), and lives in seki only when the space left
// makes two eyes.
PointSet CaptureArea(const Position& position, Point p) {
  const Color colour = position.At(p);
  const PointSet enclosure =
      board::FloodFill(PointSet::Of(p), position.EmptyPoints() | position.Points(colour));
  PointSet area = enclosure;
  PointSet seen;
  (position.Neighbours(enclosure) & position.Points(board::Opponent(colour))).ForEach([&](Point q) {
    if (seen.Contains(q)) return;
    const PointSet string = position.StringAt(q);
    seen |= string;
    if ((position.Neighbours(string) - enclosure).empty()) area |= string;
  });
  return area;
}

// Two estimates pooled, each weighted by its playouts.
Ownership Pooled(const Ownership& a, const Ownership& b) {
  Ownership out;
  out.playouts = a.playouts + b.playouts;
  const float wa = static_cast<float>(a.playouts) / static_cast<float>(out.playouts);
  const float wb = 1.0F - wa;
  for (std::size_t i = 0; i < out.black_share.size(); ++i) {
    out.black_share[i] = wa * a.black_share[i] + wb * b.black_share[i];
    out.white_share[i] = wa * a.white_share[i] + wb * b.white_share[i];
  }
  return out;
}

std::string Percent(double share) {
  char buffer[16];
  std::snprintf(buffer, sizeof(buffer), "%.0f%%", 100.0 * share);
  return buffer;
}

// The verdict on one string before grouping.
struct StringVerdict {
  PointSet stones;
  bool dead = false;
  Certainty certainty = Certainty::kEstimated;
  bool unsettled = false;     // the exact local game: whoever moves first
  bool capture_read = false;  // its capture read on the board already
  bool exact_game = false;    // judged by the exact local game
  double other_share = 0;     // of the playouts, when they judged it
  bool close_call = false;    // by the playouts' shares
  std::string overruled_by;   // the rule that reversed the playouts' verdict
  std::string reason;
};

// The group of the string at `p` as the eye-value rules see it: the strings
// of its colour joined through points of its colour's eye spaces, shut in
// (every empty point next to it in an eye space of the other colour; with
// `isolated_points_ok`, also a point next to the other colour's stones with
// no empty point beyond the group), with the sum of its eye spaces' exact
// values. `valid` is false when the group is not shut in or some space has
// no value.
struct ShutInGroup {
  bool valid = false;
  PointSet points;  // its stones and the empty points of its eye spaces
  PointSet stones;
  std::vector<int> spaces;  // its strings' eye spaces, whose values make `count`
  board::EyeCount count;
};

ShutInGroup FindShutInGroup(const Position& position, const board::EyeAnalysis& eyes, Point p,
                            bool isolated_points_ok) {
  ShutInGroup out;
  const Color colour = position.At(p);
  if (colour != Color::kBlack && colour != Color::kWhite) return out;
  const Color other = board::Opponent(colour);
  // The points of its colour's eye spaces, those holding stones of the other
  // colour included: a dead stone in a space joins the strings around it as
  // the empty points do (two strings of one group often meet only at the
  // point of a stone they will take).
  PointSet own_space;
  (position.EmptyPoints() | position.Points(other)).ForEach([&](Point q) {
    if (eyes.EyeSpaceAt(colour, q) >= 0) own_space.Insert(q);
  });
  out.points = board::FloodFill(PointSet::Of(p), own_space | position.Points(colour));
  out.stones = out.points & position.Points(colour);
  bool closed = true;
  const PointSet empty = position.EmptyPoints();
  (position.Neighbours(out.points) & empty).ForEach([&](Point q) {
    if (eyes.EyeSpaceAt(other, q) >= 0) return;
    // A point between the group and the other colour's stones, with no
    // empty point beyond it, is one more liberty and no eye (its neighbour
    // of the other colour stays unless captured, which is the race).
    const PointSet around = position.Neighbours(PointSet::Of(q));
    if (isolated_points_ok && around.Intersects(position.Points(other)) &&
        !(around & empty).Intersects(empty - out.points)) {
      return;
    }
    closed = false;
  });
  if (!closed) return out;
  std::vector<int> spaces;
  bool complete = true;
  out.stones.ForEach([&](Point q) {
    const board::StringEyes* string = eyes.StringEyesAt(q);
    if (string == nullptr) return;
    complete = complete && string->complete;
    for (int s : string->eyespaces) {
      if (std::find(spaces.begin(), spaces.end(), s) == spaces.end()) spaces.push_back(s);
    }
  });
  for (int s : spaces) {
    out.count =
        board::AddEyeCounts(out.count, board::CountOf(eyes.eyespaces[static_cast<std::size_t>(s)]));
  }
  out.spaces = std::move(spaces);
  out.valid = complete;
  return out;
}

// The eyes of the other colour's string `string` away from `group`: a space
// holding the group's points is no eye of its while the group stands. A
// space too large to value counts as two eyes, as Score() counts it.
board::EyeCount EyesAwayFrom(const board::EyeAnalysis& eyes, const board::StringEyes& string,
                             const PointSet& group) {
  board::EyeCount away;
  for (int s : string.eyespaces) {
    const board::EyeSpace& space = eyes.eyespaces[static_cast<std::size_t>(s)];
    if (space.points.Intersects(group)) continue;
    away = board::AddEyeCounts(away, board::CountOf(space));
  }
  return away;
}

// The liberties an eye of `points` empty points gives in a capturing race
// (the attacker plays inside, is captured and plays again): 1, 2, 3, 5, 8,
// 12 for one to six points; a larger eye wins any race this rule counts.
int BigEyeLiberties(int points) {
  constexpr std::array<int, 7> kLiberties = {0, 1, 2, 3, 5, 8, 12};
  return points < static_cast<int>(kLiberties.size()) ? kLiberties[static_cast<std::size_t>(points)]
                                                      : 1000;
}

// Whether the other colour's string `string` lies inside one of `group`'s
// eye spaces: each of its stones an attacker stone of a space the group's
// count includes, and each of its liberties a point of the group. Its
// capture is then part of that space's exact value (the value is read with
// the stone in the space), and it has no way out: it neither lives nor
// gives the group a race to win beyond what the count already holds.
bool InsideOwnEyeSpace(const Position& position, const board::EyeAnalysis& eyes,
                       const ShutInGroup& group, const PointSet& string) {
  if (!(position.Liberties(string) - group.points).empty()) return false;
  const Color colour = board::Opponent(position.At(string.First()));
  bool inside = true;
  string.ForEach([&](Point r) {
    const int s = eyes.EyeSpaceAt(colour, r);
    inside = inside && s >= 0 &&
             std::find(group.spaces.begin(), group.spaces.end(), s) != group.spaces.end() &&
             eyes.eyespaces[static_cast<std::size_t>(s)].attacker_stones.Contains(r);
  });
  return inside;
}

// A string's verdict once its capture is read (ReadCapture).
void CaptureReadDead(StringVerdict& verdict, const CaptureReading& reading) {
  if (!verdict.dead) {
    verdict.reason = "captured, though " + verdict.reason;
    verdict.dead = true;
    verdict.overruled_by = "reading the capture";
  }
  if (reading.proved) verdict.certainty = Certainty::kProved;
  verdict.reason += "; " + reading.reason;
}

// The strings of `wall` with two eyes each away from `area` even when the
// other side moves first (exact eye values), as LosesCapturingRace counts a
// living group around a race.
PointSet TwoEyedStrings(const board::EyeAnalysis& eyes, const PointSet& wall,
                        const PointSet& area) {
  PointSet out;
  wall.ForEach([&](Point q) {
    if (out.Contains(q)) return;
    const board::StringEyes* string = eyes.StringEyesAt(q);
    if (string != nullptr && EyesAwayFrom(eyes, *string, area).b >= 2) out |= string->stones;
  });
  return out;
}

}  // namespace

std::string OneEyeAmongLivingStrings(const Position& position, const board::EyeAnalysis& eyes,
                                     Point p, const PointSet& alive, const PointSet& judged_dead) {
  const ShutInGroup group = FindShutInGroup(position, eyes, p, false);
  if (!group.valid || group.count.c >= 2) return "";
  const Color other = board::Opponent(position.At(p));
  bool living_around = true;
  // Stones of the other colour on points of its eye spaces are part of it.
  bool inside_stones = group.points.Intersects(position.Points(other));
  (position.Neighbours(group.points) & position.Points(other)).ForEach([&](Point q) {
    if (!living_around || alive.Contains(q)) return;
    if (InsideOwnEyeSpace(position, eyes, group, position.StringAt(q))) {
      inside_stones = true;
      return;
    }
    const board::StringEyes* string = eyes.StringEyesAt(q);
    if (string == nullptr || judged_dead.Intersects(string->stones)) {
      living_around = false;
      return;
    }
    if (EyesAwayFrom(eyes, *string, group.points).b < 2) living_around = false;
  });
  if (!living_around) return "";
  // The group may touch none of them: a lone stone in the middle of the
  // other colour's eye space is shut in by that space's walls. Those must not
  // be judged dead either (strings inside the group's own eye space aside, as
  // above), or the estimate would call both the stone and the walls around
  // it dead.
  PointSet walls;
  ((position.Neighbours(group.points) & position.EmptyPoints()) | group.stones)
      .ForEach([&](Point q) {
        const int s = eyes.EyeSpaceAt(other, q);
        if (s < 0) return;
        walls |= position.Neighbours(eyes.eyespaces[static_cast<std::size_t>(s)].points) &
                 position.Points(other);
      });
  for (PointSet dead_walls = walls & judged_dead; !dead_walls.empty();) {
    const PointSet string = position.StringAt(dead_walls.First());
    if (!InsideOwnEyeSpace(position, eyes, group, string)) return "";
    dead_walls -= string;
  }
  std::string why =
      "at most one eye even moving first (its eye spaces: " + board::EyeCountString(group.count) +
      ", exact values), shut in by " + std::string(board::ColorName(other)) +
      " strings that have two eyes each away from it";
  if (inside_stones) {
    why += " (" + std::string(board::ColorName(other)) +
           " stones inside its eye space are counted in its value)";
  }
  return why;
}

std::string LosesCapturingRace(const Position& position, const board::EyeAnalysis& eyes, Point p,
                               const PointSet& alive, const PointSet& judged_dead) {
  const ShutInGroup group = FindShutInGroup(position, eyes, p, true);
  if (!group.valid || group.count.c >= 2) return "";
  // A string the board layer reads as capturable has no eye spaces counted
  // (board/eyes.h): the count would start from nothing; leave it to the
  // other steps.
  bool lively = true;
  group.stones.ForEach([&](Point q) { lively = lively && eyes.StringEyesAt(q) != nullptr; });
  if (!lively) return "";
  const Color other = board::Opponent(position.At(p));
  const PointSet others = position.Points(other);
  const PointSet empty = position.EmptyPoints();
  PointSet other_space;
  empty.ForEach([&](Point q) {
    if (eyes.EyeSpaceAt(other, q) >= 0) other_space.Insert(q);
  });
  other_space -= group.points;
  const PointSet next_to_group = position.Neighbours(group.points);
  // The other colour's groups around, as the group is found: strings joined
  // through points of their colour's eye spaces, with their eyes away from
  // the group (a space holding the group's points is no eye of theirs while
  // the group stands).
  struct OtherGroup {
    PointSet points;
    PointSet stones;
    board::EyeCount away;
    PointSet eye_points;  // the points of those spaces
    bool lively = true;   // no string next to the group read as capturable
  };
  auto other_group = [&](Point q) {
    OtherGroup out;
    out.points = board::FloodFill(PointSet::Of(q), other_space | others);
    out.stones = out.points & others;
    std::vector<int> spaces;
    out.stones.ForEach([&](Point r) {
      const board::StringEyes* string = eyes.StringEyesAt(r);
      if (string == nullptr) {
        if (next_to_group.Contains(r)) out.lively = false;
        return;
      }
      for (int s : string->eyespaces) {
        const board::EyeSpace& space = eyes.eyespaces[static_cast<std::size_t>(s)];
        if (space.points.Intersects(group.points) ||
            std::find(spaces.begin(), spaces.end(), s) != spaces.end()) {
          continue;
        }
        spaces.push_back(s);
        out.away = board::AddEyeCounts(out.away, board::CountOf(space));
        out.eye_points |= space.points;
      }
    });
    return out;
  };
  // Living: unconditionally alive stones, or two eyes away from the group
  // and none of its strings next to the group judged dead.
  auto lives = [&](const OtherGroup& g) {
    return g.stones.Intersects(alive) ||
           (g.away.b >= 2 && !(g.stones & next_to_group).Intersects(judged_dead));
  };
  const PointSet group_liberties = position.Liberties(group.stones);
  const PointSet eye_points = group.points & empty;
  // For the race, the group has an eye when it can make one moving first,
  // or when a point of its eye spaces is surrounded by its stones alone, even
  // a false eye: the other side can fill it only last, when it captures.
  bool group_eye = group.count.c >= 1;
  eye_points.ForEach([&](Point q) {
    const PointSet around = position.Neighbours(PointSet::Of(q));
    if ((around - group.stones).empty()) group_eye = true;
  });
  int around = 0;
  int races = 0;
  int best_group_count = 0;
  int fewest_other_count = 0;
  bool lost_every_race = true;
  bool inside_stones = group.points.Intersects(others);
  PointSet seen;
  (position.Neighbours(group.points) & others).ForEach([&](Point q) {
    if (!lost_every_race || seen.Contains(q)) return;
    if (InsideOwnEyeSpace(position, eyes, group, position.StringAt(q))) {
      seen |= position.StringAt(q);
      inside_stones = true;
      return;
    }
    const OtherGroup enemy = other_group(q);
    seen |= enemy.stones;
    ++around;
    // A string read as capturable, or judged dead: the group may live by
    // taking it, and the count says nothing.
    if (!enemy.lively || (enemy.stones & next_to_group).Intersects(judged_dead)) {
      lost_every_race = false;
      return;
    }
    if (lives(enemy)) return;
    // Sparing to it: the liberties of its stones only, not the points of
    // its eye spaces beyond them.
    const PointSet liberties = position.Liberties(enemy.stones);
    // A group that can join living stones of its colour through a liberty
    // the group does not touch is not the group's to capture: filling that
    // point is answered by the connection.
    bool joins_living = false;
    if (liberties.size() >= 2) {
      (liberties - group_liberties).ForEach([&](Point l) {
        (position.Neighbours(PointSet::Of(l)) & (others - enemy.stones)).ForEach([&](Point f) {
          joins_living = joins_living || lives(other_group(f));
        });
      });
    }
    if (joins_living) return;
    const bool other_eye = enemy.away.b >= 1;
    const PointSet other_eye_liberties = liberties & enemy.eye_points;
    const PointSet shared_points = liberties & (group_liberties | eye_points);
    const int shared = shared_points.size();
    const int group_outside = (group_liberties - liberties - eye_points).size();
    // Generous to the group: every point of its eye spaces the other group
    // does not touch is a liberty, the largest connected part of them one
    // big eye (it has one at most), which it makes whenever it can moving
    // first.
    const PointSet own_eye = eye_points - liberties;
    int largest_part = 0;
    PointSet counted;
    own_eye.ForEach([&](Point e) {
      if (counted.Contains(e)) return;
      const PointSet part = board::FloodFill(PointSet::Of(e), own_eye);
      counted |= part;
      largest_part = std::max(largest_part, part.size());
    });
    const int eye_liberties =
        group_eye ? own_eye.size() - largest_part + BigEyeLiberties(largest_part) : own_eye.size();
    const int other_outside = (liberties - shared_points - other_eye_liberties).size();
    // The classic count: the moves each side needs to capture the other. A
    // side with an eye against one without keeps the shared liberties (the
    // other side cannot fill them without atari on itself); two sides
    // without eyes leave all but one shared liberty as seki; with eyes on
    // both, the attacker must fill the shared ones too.
    int group_count = group_outside + eye_liberties;
    int other_count = other_outside + other_eye_liberties.size();
    if (!group_eye && other_eye) {
      other_count += shared;
    } else if (!group_eye && !other_eye) {
      group_count += std::max(shared - 1, 0);
    } else {
      // The group's eye against none keeps them; with eyes on both they are
      // counted for the group only, which is generous to it.
      group_count += shared;
    }
    // The other side captures even with the group moving first when its
    // count is larger.
    if (other_count <= group_count) {
      lost_every_race = false;
      return;
    }
    if (races == 0 || group_count > best_group_count) best_group_count = group_count;
    if (races == 0 || other_count < fewest_other_count) fewest_other_count = other_count;
    ++races;
  });
  if (!lost_every_race || around == 0) return "";
  const std::string head =
      "at most one eye even moving first (its eye spaces: " + board::EyeCountString(group.count) +
      ", exact values), shut in";
  const std::string colour(board::ColorName(other));
  const std::string inside =
      inside_stones ? " (" + colour + " stones inside its eye space are counted in its value)" : "";
  if (races == 0) {
    return "capturing race: none to win: " + head + " by " + colour +
           " groups that live or can join living ones" + inside;
  }
  return "capturing race: lost by " + std::to_string(best_group_count) + " liberties against " +
         std::to_string(fewest_other_count) + ": " + head + ", and the " + colour +
         (races == 1 ? " group it must capture" : " groups it must capture") +
         " has more liberties even with it moving first (the classic count)" + inside;
}

std::string AliveAmongDeadStrings(const Position& position, const PointSet& stones,
                                  const PointSet& judged_dead) {
  const Color own = position.At(stones.First());
  const Color other = board::Opponent(own);
  const PointSet around = position.Neighbours(stones) & position.Points(other);
  if (!around.empty() && (around - judged_dead).empty()) {
    return "alive: every " + std::string(board::ColorName(other)) +
           " string next to it is judged dead";
  }
  // The points it would leave once every string judged dead is taken,
  // itself among them, and the stones that would stand around them.
  const PointSet taken = judged_dead | stones;
  const PointSet region = board::FloodFill(stones, position.EmptyPoints() | taken);
  const PointSet border = position.Neighbours(region) - taken;
  if (border.empty() || border.Intersects(position.Points(other))) return "";
  return "alive: once every string judged dead is taken, its points are " +
         std::string(board::ColorName(own)) + "'s territory";
}

namespace {

// The points of territory next to `stones`: the empty regions they touch
// that no stone of the other colour borders.
int OwnTerritoryBeside(const Position& position, const PointSet& stones) {
  const Color other = board::Opponent(position.At(stones.First()));
  int points = 0;
  board::ForEachComponent(position.Liberties(stones), position.EmptyPoints(),
                          [&](const PointSet& region) {
                            if (!position.Neighbours(region).Intersects(position.Points(other))) {
                              points += region.size();
                            }
                          });
  return points;
}

// `string` and the strings of its colour joined to it through two shared
// liberties or more, step by step: a move on one shared liberty is answered
// by the connection on another, so in a capturing race they count as one.
PointSet JoinedThroughSharedLiberties(const Position& position, const PointSet& string) {
  const Color colour = position.At(string.First());
  PointSet joined = string;
  for (bool grown = true; grown;) {
    grown = false;
    const PointSet liberties = position.Liberties(joined);
    position.ForEachString((position.Neighbours(liberties) & position.Points(colour)) - joined,
                           [&](const PointSet& other) {
                             if ((position.Liberties(other) & liberties).size() < 2) return;
                             joined |= other;
                             grown = true;
                           });
  }
  return joined;
}

// Whether a string of the other colour next to `stones` has at most
// `liberties` liberties, counted with the strings joined to it through shared
// liberties (JoinedThroughSharedLiberties): a lone stone beside a wall it
// connects to either way is not short of liberties.
bool NextToStringAsShortOfLiberties(const Position& position, const PointSet& stones,
                                    int liberties) {
  const Color other = board::Opponent(position.At(stones.First()));
  bool short_of_liberties = false;
  position.ForEachString(
      position.Neighbours(stones) & position.Points(other), [&](const PointSet& string) {
        if (short_of_liberties) return;
        short_of_liberties =
            position.Liberties(JoinedThroughSharedLiberties(position, string)).size() <= liberties;
      });
  return short_of_liberties;
}

// The finished-game rule, as web boards find dead stones (@sabaki/deadstones
// "floating stones"): when both players have ended the game, a string with
// no territory of its own (at most one point of it) is not a living group
// unless it joins one. So the close calls the playouts keep alive that have
// no territory are taken off the board together, the playouts are run
// again, and each of them whose points then end the other colour's in most
// playouts is dead: nothing of its own colour would hold them. One that
// joins a living group keeps its points with it gone. Returns (index, why)
// for each string the rule kills.
std::vector<std::pair<std::size_t, std::string>> FloatingStrings(
    const Position& position, const std::vector<StringVerdict>& verdicts,
    const OwnershipOptions& ownership_options, int playouts) {
  std::vector<std::size_t> floating;
  PointSet removed;
  for (std::size_t i = 0; i < verdicts.size(); ++i) {
    const StringVerdict& verdict = verdicts[i];
    if (verdict.dead || verdict.certainty == Certainty::kProved || verdict.unsettled ||
        verdict.exact_game || !verdict.close_call) {
      continue;
    }
    const int territory = OwnTerritoryBeside(position, verdict.stones);
    if (territory > 1) continue;
    // A string short of liberties may be in seki or a capturing race, which
    // the rule cannot tell from a dead one: it keeps the playouts' verdict.
    // Without a point of territory (no eye, no ko to take back) such a race
    // or seki needs a string of the other colour next to it that is as
    // short: against neighbours that all have more liberties, a string with
    // no eye loses the race even moving first and holds no seki (each shared
    // liberty the other side fills leaves it fewer).
    const int liberties = position.Liberties(verdict.stones).size();
    if (liberties < kFloatingMinLiberties &&
        (territory > 0 || NextToStringAsShortOfLiberties(position, verdict.stones, liberties))) {
      continue;
    }
    floating.push_back(i);
    removed |= verdict.stones;
  }
  std::vector<std::pair<std::size_t, std::string>> out;
  if (floating.empty()) return out;
  Position without = position;
  removed.ForEach([&](Point p) { without.Place(p, Color::kEmpty); });
  const Ownership owned = EstimateOwnership(without, ownership_options);
  for (std::size_t i : floating) {
    const PointSet& stones = verdicts[i].stones;
    const Color other = board::Opponent(position.At(stones.First()));
    const double other_share = owned.MeanShare(other, stones);
    if (other_share <= kFloatingDeadShare) continue;
    out.emplace_back(i,
                     "no territory of its own in a finished game, and with it gone its points "
                     "end " +
                         std::string(board::ColorName(other)) + "'s in " + Percent(other_share) +
                         " of " + std::to_string(playouts) + " playouts (floating stones)");
  }
  return out;
}

// The playouts again, on the board without the strings that reading the
// capture took against them: those strings were still on the board in the
// first playouts, where their liberties and the space around them shaped
// every string nearby (a group that must make its eyes from their capture
// looked short of liberties; a string of their colour beside it looked
// safe). The strings near them, the other colour's strings next to them and
// those strings' neighbours, are judged again by the new playouts when the
// playouts judged them before (not proved, no rule reversed them). A verdict
// changes only past the close-call lines, not at kDeadShare: a share that
// moved only a little is the random numbers. Returns (index, dead, why).
struct Rejudged {
  std::size_t index;
  bool dead;
  std::string why;
};
std::vector<Rejudged> AfterReadCaptures(const Position& position,
                                        const std::vector<StringVerdict>& verdicts,
                                        const OwnershipOptions& ownership_options) {
  std::vector<Rejudged> out;
  PointSet removed;
  for (const StringVerdict& verdict : verdicts) {
    if (verdict.overruled_by == "reading the capture") removed |= verdict.stones;
  }
  if (removed.empty()) return out;
  const PointSet stones = position.Points(Color::kBlack) | position.Points(Color::kWhite);
  PointSet next_to;
  position.ForEachString(position.Neighbours(removed) & stones,
                         [&](const PointSet& string) { next_to |= string; });
  PointSet near = next_to;
  position.ForEachString((position.Neighbours(next_to) & stones) - removed,
                         [&](const PointSet& string) { near |= string; });
  std::vector<std::size_t> candidates;
  for (std::size_t i = 0; i < verdicts.size(); ++i) {
    const StringVerdict& verdict = verdicts[i];
    if (verdict.certainty == Certainty::kProved || verdict.exact_game || verdict.capture_read ||
        !verdict.overruled_by.empty() || !near.Contains(verdict.stones.First())) {
      continue;
    }
    candidates.push_back(i);
  }
  if (candidates.empty()) return out;
  Position without = position;
  removed.ForEach([&](Point p) { without.Place(p, Color::kEmpty); });
  OwnershipOptions again = ownership_options;
  again.seed = ownership_options.seed + 2;
  const Ownership owned = EstimateOwnership(without, again);
  for (std::size_t i : candidates) {
    const StringVerdict& verdict = verdicts[i];
    const Color other = board::Opponent(position.At(verdict.stones.First()));
    const double other_share = owned.MeanShare(other, verdict.stones);
    const bool dead = verdict.dead ? other_share > kCloseCallLow : other_share >= kCloseCallHigh;
    if (dead == verdict.dead) continue;
    out.push_back({i, dead,
                   "with the strings read captured taken off, its points end " +
                       std::string(board::ColorName(other)) + "'s in " + Percent(other_share) +
                       " of " + std::to_string(owned.playouts) + " playouts"});
  }
  return out;
}

}  // namespace

DeadStones FindDeadStones(const Position& position, const DeadStoneOptions& options) {
  const std::array<Color, 2> colours = {Color::kBlack, Color::kWhite};
  std::array<board::UnconditionalLife, 2> life = {
      board::FindUnconditionalLife(position, Color::kBlack),
      board::FindUnconditionalLife(position, Color::kWhite)};
  // Each colour's unconditional territory (board/benson.h): the other
  // colour's stones there are dead whatever is played.
  const std::array<PointSet, 2> territory = {board::FindUnconditionalTerritory(position, life[0]),
                                             board::FindUnconditionalTerritory(position, life[1])};
  // Playouts never move in a region kept by unconditionally alive stones that
  // holds no stone of the other colour: nothing there can change.
  OwnershipOptions ownership_options;
  ownership_options.playouts = options.playouts;
  ownership_options.seed = options.seed;
  for (int i = 0; i < 2; ++i) {
    const PointSet others = position.Points(board::Opponent(colours[static_cast<std::size_t>(i)]));
    const PointSet vital = life[static_cast<std::size_t>(i)].vital_regions;
    board::ForEachComponent(vital, vital, [&](const PointSet& region) {
      if (!region.Intersects(others)) ownership_options.no_play |= region;
    });
  }
  Ownership owned = EstimateOwnership(position, ownership_options);
  // Strings that no proof below can settle are those outside both colours'
  // unconditional life and territory; where one of them lies near a line,
  // more playouts (other random numbers) narrow the share before it is read.
  const PointSet unsettled = (position.Points(Color::kBlack) | position.Points(Color::kWhite)) -
                             life[0].alive - life[1].alive - territory[0] - territory[1];
  if (options.refine_factor > 0 && NearADecisionLine(position, unsettled, owned)) {
    OwnershipOptions more = ownership_options;
    more.playouts = options.refine_factor * options.playouts;
    more.seed = ownership_options.seed + 1;
    owned = Pooled(owned, EstimateOwnership(position, more));
  }
  const std::string playouts = std::to_string(owned.playouts);

  DeadStones out;
  // Every string's verdict: proofs first, then the playouts.
  std::vector<StringVerdict> verdicts;
  PointSet seen;
  const PointSet stones = position.Points(Color::kBlack) | position.Points(Color::kWhite);
  stones.ForEach([&](Point p) {
    if (seen.Contains(p)) return;
    StringVerdict verdict;
    verdict.stones = position.StringAt(p);
    seen |= verdict.stones;
    const Color colour = position.At(p);
    const Color other = board::Opponent(colour);
    const std::size_t i = board::PlayerIndex(colour);
    const std::size_t o = 1 - i;
    // The proof of death: the enclosure (a region of the other colour's
    // Benson analysis) is bordered only by its unconditionally alive
    // stones, every point of it next to one of them.
    const PointSet enclosure =
        board::FloodFill(PointSet::Of(p), position.EmptyPoints() | position.Points(colour));
    const PointSet border = position.Neighbours(enclosure);
    if (life[i].alive.Contains(p)) {
      verdict.certainty = Certainty::kProved;
      verdict.reason = "unconditionally alive (Benson's algorithm)";
    } else if (!border.empty() && (border - life[o].alive).empty() &&
               (enclosure - life[o].alive.Grown()).empty()) {
      verdict.dead = true;
      verdict.certainty = Certainty::kProved;
      verdict.reason = "in a region of " + std::to_string(enclosure.size()) +
                       " points bordered by unconditionally alive " +
                       std::string(board::ColorName(other)) +
                       " stones, every point next to them: no eye is possible";
    } else if (territory[o].Contains(p)) {
      // The region without living stones of the other colour around it.
      const PointSet region =
          board::FloodFill(PointSet::Of(p), position.board_points() - life[o].alive);
      verdict.dead = true;
      verdict.certainty = Certainty::kProved;
      verdict.reason = "in a region of " + std::to_string(region.size()) +
                       " points inside unconditionally alive " +
                       std::string(board::ColorName(other)) +
                       " stones where at most two points side by side are beside none of "
                       "them: no two eyes are possible";
    } else {
      const double own_share = owned.MeanShare(colour, verdict.stones);
      const double other_share = owned.MeanShare(other, verdict.stones);
      verdict.dead = other_share >= kDeadShare;
      verdict.other_share = other_share;
      verdict.reason = "playouts: its points end " + std::string(board::ColorName(other)) +
                       "'s in " + Percent(other_share) + ", " +
                       std::string(board::ColorName(colour)) + "'s in " + Percent(own_share) +
                       " of " + playouts;
      if (other_share > kCloseCallLow && other_share < kCloseCallHigh) {
        verdict.reason += " (a close call: who moves first may decide it)";
        verdict.close_call = true;
      }
    }
    verdicts.push_back(std::move(verdict));
  });
  // Strings the playouts judge are checked by the exact local game where it
  // applies (a string enclosing a small region alone): it reads the
  // sacrifices the playouts never make. The stones that stay around it are
  // those proved alive and those the playouts keep with two liberties or
  // more.
  PointSet staying;
  for (const StringVerdict& verdict : verdicts) {
    if (verdict.dead) continue;
    if (verdict.certainty == Certainty::kProved || position.Liberties(verdict.stones).size() >= 2) {
      staying |= verdict.stones;
    }
  }
  // Strings proved alive by zone searches (life_search.h), read only for
  // the stones around a capture that is read but not yet proved: with them
  // alive the capture is proved (their zones are regions no stone of the
  // captured colour borders, disjoint from the capture's points, and no
  // zone serves two of them, so they all live together).
  PointSet zone_alive;
  PointSet zone_failed;
  ZoneLifeOptions zone_options;
  int zone_nodes_left = options.zone_nodes;
  const auto prove_alive = [&](const PointSet& strings) {
    bool all = true;
    PointSet done;
    strings.ForEach([&](Point q) {
      if (!all || done.Contains(q)) return;
      const PointSet string = position.StringAt(q);
      done |= string;
      if (zone_alive.Contains(q) || life[0].alive.Contains(q) || life[1].alive.Contains(q)) return;
      if (zone_failed.Contains(q) || zone_nodes_left <= 0) {
        all = false;
        return;
      }
      ZoneLifeOptions string_options = zone_options;
      string_options.total_nodes = std::min(string_options.total_nodes, zone_nodes_left);
      const ZoneLife zone_life = ProveLifeByZones(position, q, string_options);
      zone_nodes_left -= zone_life.nodes;
      if (!zone_life.alive) {
        zone_failed |= string;
        all = false;
        return;
      }
      zone_alive |= string;
      zone_options.taken |= zone_life.zones;
      for (StringVerdict& verdict : verdicts) {
        if (!verdict.stones.Contains(q)) continue;
        if (verdict.dead) verdict.overruled_by = "a zone search";
        verdict.dead = false;
        verdict.certainty = Certainty::kProved;
        verdict.reason = zone_life.reason;
      }
    });
    return all;
  };
  const auto around = [&](const PointSet& string, const PointSet& area) {
    const Color other = board::Opponent(position.At(string.First()));
    return (position.Neighbours(area | string) & position.Points(other)) - area;
  };
  for (StringVerdict& verdict : verdicts) {
    if (verdict.certainty == Certainty::kProved) continue;
    EnclosedOptions enclosed_options;
    enclosed_options.unconditionally_alive = life[0].alive | life[1].alive | zone_alive;
    EnclosedVerdict enclosed =
        JudgeEnclosedString(position, verdict.stones.First(), staying, enclosed_options);
    if (!enclosed.applies) continue;
    if (enclosed.capture_read && !enclosed.proved_dead &&
        prove_alive(around(verdict.stones, enclosed.region))) {
      enclosed_options.unconditionally_alive |= zone_alive;
      enclosed = JudgeEnclosedString(position, verdict.stones.First(), staying, enclosed_options);
    }
    if (!enclosed.dies && !enclosed.lives) {
      // Whoever moves first decides: the game is not finished here. The
      // playouts' verdict stands, and the score says where.
      verdict.reason += "; not settled: " + enclosed.reason;
      verdict.unsettled = true;
      out.unsettled.push_back(enclosed.reason);
      continue;
    }
    if (verdict.dead != enclosed.dies) verdict.overruled_by = "the exact local game";
    verdict.dead = enclosed.dies;
    verdict.reason = enclosed.reason;
    verdict.exact_game = true;
    verdict.capture_read = enclosed.capture_read;
    if (enclosed.proved_dead) verdict.certainty = Certainty::kProved;
  }
  // A string in a small enclosure of the other colour (its own stones and
  // the empty points around them, bordered by the other colour only) whose
  // capture can be read there, with it moving first, is dead: proved when
  // the stones around it are unconditionally alive, else estimated, and
  // then only when none of them is itself judged dead (a dead group that
  // can capture a stone in its eye does not make that stone dead).
  const board::EyeAnalysis eyes = board::AnalyzeEyes(position, EyesForScoring());
  struct ReadWithLiving {
    StringVerdict* verdict;
    CaptureReading reading;
    PointSet living;
  };
  std::vector<ReadWithLiving> read_with_living;
  PointSet judged_dead;
  PointSet firmly_alive;  // by the playouts: nearly always their colour's
  for (const StringVerdict& verdict : verdicts) {
    if (verdict.dead) judged_dead |= verdict.stones;
    if (!verdict.dead && !verdict.unsettled && verdict.certainty == Certainty::kEstimated &&
        verdict.overruled_by.empty() && verdict.other_share <= kFirmlyAliveShare) {
      firmly_alive |= verdict.stones;
    }
  }
  for (StringVerdict& verdict : verdicts) {
    if (verdict.certainty == Certainty::kProved || verdict.unsettled || verdict.capture_read) {
      continue;
    }
    const Point p = verdict.stones.First();
    const PointSet area = CaptureArea(position, p);
    // A string the playouts keep is read however many stones it has (its
    // capture is the question: the other points count), one they take
    // only while its enclosure is small (the reading then adds a reason or
    // a proof, not a verdict; the strings shut inside are not counted).
    const PointSet enclosure = area - position.Points(board::Opponent(position.At(p)));
    if ((verdict.dead ? enclosure : area - verdict.stones).size() > options.max_proof_area) {
      continue;
    }
    if (!verdict.dead && !TwoEyedStrings(eyes, verdict.stones, PointSet()).empty()) continue;
    CaptureReading reading =
        ReadCapture(position, verdict.stones, area, life[0].alive | life[1].alive | zone_alive,
                    options.proof_nodes);
    // The wall's passes take every outside liberty, a living group's eyes
    // among them; a race that a big eye's capture decides (a five-point
    // sacrifice, say) is then lost to the passes. For an estimate of a
    // string the playouts keep, wall strings with two eyes each away from
    // the area, or that the playouts keep nearly always, read as living.
    PointSet living;
    if (!verdict.dead && !reading.captured && !reading.wall.Intersects(judged_dead)) {
      living = TwoEyedStrings(eyes, reading.wall, area) | (reading.wall & firmly_alive);
      if (!living.empty()) {
        reading =
            ReadCapture(position, verdict.stones, area, life[0].alive | life[1].alive | zone_alive,
                        options.proof_nodes, living);
      }
    }
    if (!reading.captured || reading.wall.Intersects(judged_dead)) continue;
    if (!reading.proved && prove_alive(reading.wall | living)) {
      reading =
          ReadCapture(position, verdict.stones, area, life[0].alive | life[1].alive | zone_alive,
                      options.proof_nodes, living);
    }
    if (!reading.proved && !living.empty()) {
      // Applied below, once every capture is read: two strings in a race
      // can each be read captured with the other taken as living.
      read_with_living.push_back({&verdict, std::move(reading), living});
      continue;
    }
    CaptureReadDead(verdict, reading);
  }
  PointSet captured_now;
  for (const StringVerdict& verdict : verdicts) {
    if (verdict.dead) captured_now |= verdict.stones;
  }
  for (const ReadWithLiving& read : read_with_living) captured_now |= read.verdict->stones;
  for (ReadWithLiving& read : read_with_living) {
    if (!read.living.Intersects(captured_now)) CaptureReadDead(*read.verdict, read.reading);
  }
  for (const Rejudged& rejudged : AfterReadCaptures(position, verdicts, ownership_options)) {
    StringVerdict& verdict = verdicts[rejudged.index];
    verdict.dead = rejudged.dead;
    verdict.reason = rejudged.why + ", though " + verdict.reason;
    verdict.overruled_by = "the playouts after the captures read";
  }

  // The exact eye values in the estimate: a group the playouts keep alive
  // with at most one eye, among strings of the other colour that live, is
  // dead (OneEyeAmongLivingStrings).
  const PointSet proved_alive = life[0].alive | life[1].alive | zone_alive;
  PointSet judged_dead_now;
  for (const StringVerdict& verdict : verdicts) {
    if (verdict.dead) judged_dead_now |= verdict.stones;
  }
  for (StringVerdict& verdict : verdicts) {
    if (verdict.dead || verdict.certainty == Certainty::kProved || verdict.unsettled) continue;
    const std::string why = OneEyeAmongLivingStrings(position, eyes, verdict.stones.First(),
                                                     proved_alive, judged_dead_now);
    if (why.empty()) continue;
    verdict.dead = true;
    verdict.reason = why + ", though " + verdict.reason;
    verdict.overruled_by = "exact eye values";
  }
  // A close call of the playouts that must capture a group of the other
  // colour to live and cannot, by the classic liberty count even moving
  // first, is dead (LosesCapturingRace): where the playouts are near a coin
  // flip, the count is the better guess. A string the exact local game
  // judged keeps that verdict: it reads the same race move by move.
  for (StringVerdict& verdict : verdicts) {
    if (verdict.dead || verdict.certainty == Certainty::kProved || verdict.unsettled ||
        verdict.exact_game || verdict.other_share <= kCloseCallLow) {
      continue;
    }
    const std::string why =
        LosesCapturingRace(position, eyes, verdict.stones.First(), proved_alive, judged_dead_now);
    if (why.empty()) continue;
    verdict.dead = true;
    verdict.reason = why + ", though " + verdict.reason;
    verdict.overruled_by = "the capturing race";
  }
  // A close call the playouts keep alive with no territory of its own is
  // dead when its points are the other colour's once it is gone
  // (FloatingStrings).
  for (const auto& [index, why] :
       FloatingStrings(position, verdicts, ownership_options, owned.playouts)) {
    StringVerdict& verdict = verdicts[index];
    verdict.dead = true;
    verdict.reason = why + ", though " + verdict.reason;
    verdict.overruled_by = "the finished-game rule";
  }
  // A string judged dead whose strings of the other colour around are all
  // judged dead lives (AliveAmongDeadStrings); two such strings next to each
  // other are left as they are: which of them lives is what their verdicts
  // disagree on.
  PointSet dead_after_rules;
  for (const StringVerdict& verdict : verdicts) {
    if (verdict.dead) dead_after_rules |= verdict.stones;
  }
  std::vector<std::pair<std::size_t, std::string>> inside_dead;
  PointSet inside_dead_stones;
  for (std::size_t i = 0; i < verdicts.size(); ++i) {
    const StringVerdict& verdict = verdicts[i];
    if (!verdict.dead || verdict.certainty == Certainty::kProved) continue;
    std::string why = AliveAmongDeadStrings(position, verdict.stones, dead_after_rules);
    if (why.empty()) continue;
    inside_dead.emplace_back(i, std::move(why));
    inside_dead_stones |= verdict.stones;
  }
  for (const auto& [i, why] : inside_dead) {
    StringVerdict& verdict = verdicts[i];
    if (position.Neighbours(verdict.stones).Intersects(inside_dead_stones - verdict.stones)) {
      continue;
    }
    verdict.dead = false;
    verdict.reason = why + ", though " + verdict.reason;
    verdict.overruled_by = "the dead strings around it";
  }
  for (const StringVerdict& verdict : verdicts) {
    if (!verdict.close_call) continue;
    std::string call(board::ColorName(position.At(verdict.stones.First())));
    call += " ";
    call += position.GtpVertex(verdict.stones.First());
    call += verdict.dead ? " dead by " : " alive by ";
    const std::string share = Percent(verdict.other_share) + " of playouts against it";
    if (verdict.overruled_by.empty()) {
      call += share;
    } else {
      call += verdict.overruled_by;
      call += " (";
      call += share;
      call += ")";
    }
    out.close_calls.push_back(std::move(call));
  }

  // Groups: per enclosure, one per verdict and certainty.
  seen = PointSet();
  for (std::size_t first = 0; first < verdicts.size(); ++first) {
    const Point p = verdicts[first].stones.First();
    if (seen.Contains(p)) continue;
    const Color colour = position.At(p);
    const PointSet enclosure =
        board::FloodFill(PointSet::Of(p), position.EmptyPoints() | position.Points(colour));
    seen |= enclosure & position.Points(colour);
    for (bool dead : {true, false}) {
      for (Certainty certainty : {Certainty::kProved, Certainty::kEstimated}) {
        GroupStatus group;
        group.color = colour;
        group.status = dead ? FinalStatus::kDead : FinalStatus::kAlive;
        group.certainty = certainty;
        for (std::size_t v = first; v < verdicts.size(); ++v) {
          const StringVerdict& verdict = verdicts[v];
          if (!enclosure.Contains(verdict.stones.First())) continue;
          if (verdict.dead != dead || verdict.certainty != certainty) continue;
          group.stones |= verdict.stones;
          if (group.reason.empty()) {
            group.reason = verdict.reason;
          } else if (group.reason[0] != '(') {
            group.reason = "(each string judged alone; the string at " +
                           position.GtpVertex(group.stones.First()) + ") " + group.reason;
          }
        }
        if (group.stones.empty()) continue;
        if (dead) out.dead |= group.stones;
        out.groups.push_back(std::move(group));
      }
    }
  }
  return out;
}

std::vector<std::string> NotesOnGivenDead(const Position& position, const PointSet& given,
                                          const DeadStones& judged) {
  std::vector<std::string> notes;
  for (const GroupStatus& group : judged.groups) {
    const bool judged_dead = group.status == FinalStatus::kDead;
    const PointSet differs = judged_dead ? group.stones - given : group.stones & given;
    if (differs.empty()) continue;
    const bool proved = group.certainty == Certainty::kProved;
    if (!judged_dead && proved) continue;
    const std::string colour(board::ColorName(group.color));
    notes.push_back(judged_dead
                        ? "not marked dead, but " + std::string(proved ? "proved" : "estimated") +
                              " dead (" + group.reason + "): " + colour + " " +
                              board::VertexList(position, differs) + "; counted as alive"
                        : "marked dead, but estimated alive (" + group.reason + "): " + colour +
                              " " + board::VertexList(position, differs) + "; counted as marked");
  }
  return notes;
}

ScoreResult ScoreWithGivenDead(const Position& position, const PointSet& dead,
                               const ScoreOptions& options, const DeadStoneOptions& dead_options) {
  ScoreResult score = Score(position, dead, options);
  const std::vector<std::string> notes =
      NotesOnGivenDead(position, dead, FindDeadStones(position, dead_options));
  score.notes.insert(score.notes.end(), notes.begin(), notes.end());
  return score;
}

ScoreResult ScoreWithFoundDead(const Position& position, const ScoreOptions& options,
                               const DeadStoneOptions& dead_options, DeadStones* found) {
  DeadStones judged = FindDeadStones(position, dead_options);
  ScoreResult score = Score(position, judged.dead, options);
  if (score.certainty == Certainty::kGiven) score.certainty = Certainty::kProved;
  // Groups in seki (Score decides it among the stones not dead) get that
  // status, with the certainty of the seki decision.
  for (GroupStatus group : judged.groups) {
    const PointSet seki = group.stones & score.seki_stones;
    if (!seki.empty() && group.status == FinalStatus::kAlive) {
      GroupStatus in_seki = group;
      in_seki.stones = seki;
      in_seki.status = FinalStatus::kSeki;
      in_seki.certainty = Certainty::kEstimated;
      in_seki.reason =
          "in seki: " +
          std::string(score.estimated_points.Intersects(seki) ? "playouts"
                                                              : "the local capture search") +
          " (" + group.reason + ")";
      score.groups.push_back(std::move(in_seki));
      group.stones -= seki;
      if (group.stones.empty()) continue;
    }
    score.groups.push_back(std::move(group));
  }
  int by_playouts = 0;
  int by_exact_game = 0;
  int by_reading = 0;
  int by_eye_values = 0;
  int by_race = 0;
  for (const GroupStatus& group : score.groups) {
    if (group.certainty != Certainty::kEstimated || group.status == FinalStatus::kSeki) continue;
    if (group.reason.find("its capture read on the board") != std::string::npos) {
      ++by_reading;
    } else if (group.reason.rfind("capturing race:", 0) == 0) {
      ++by_race;
    } else if (group.reason.find("at most one eye even moving first") != std::string::npos) {
      ++by_eye_values;
    } else {
      ++(group.reason.rfind("exact local game", 0) == 0 ? by_exact_game : by_playouts);
    }
  }
  auto groups = [](int n) { return std::to_string(n) + (n == 1 ? " group" : " groups"); };
  std::vector<std::string> summary;
  if (by_playouts > 0) summary.push_back(groups(by_playouts) + " alive or dead by playouts");
  if (by_exact_game > 0) {
    summary.push_back(groups(by_exact_game) + " by the exact local game (no ko threats counted)");
  }
  if (by_reading > 0) {
    summary.push_back(groups(by_reading) +
                      " dead by reading the capture, the stones around alive by estimate");
  }
  if (by_eye_values > 0) {
    summary.push_back(groups(by_eye_values) +
                      " dead by exact eye values: one eye at most, among living strings");
  }
  if (by_race > 0) {
    summary.push_back(groups(by_race) +
                      " dead by the capturing race: one eye at most, nothing around they can take");
  }
  for (const std::string& call : judged.close_calls) {
    score.notes.push_back("close call: " + call);
  }
  for (const std::string& reason : judged.unsettled) {
    summary.push_back("not finished: " + reason);
    score.notes.push_back("not finished: " + reason);
  }
  if (!summary.empty()) {
    score.certainty = Certainty::kEstimated;
    score.estimates.insert(score.estimates.begin(), summary.begin(), summary.end());
  }
  if (found != nullptr) *found = std::move(judged);
  return score;
}

}  // namespace eyeshape::scoring
