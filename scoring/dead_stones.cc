// SPDX-License-Identifier: MIT
// File: scoring/dead_stones.cc
// FindDeadStones(): unconditional life and pass-alive regions (proofs), then
// playout ownership (estimates), enclosure by enclosure.

#include "scoring/dead_stones.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>
#include <utility>

#include "board/benson.h"
#include "board/eyes.h"
#include "scoring/enclosed_string.h"
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
  std::string reason;
};

}  // namespace

std::string OneEyeAmongLivingStrings(const Position& position, const board::EyeAnalysis& eyes,
                                     Point p, const PointSet& alive, const PointSet& judged_dead) {
  const Color colour = position.At(p);
  if (colour != Color::kBlack && colour != Color::kWhite) return "";
  const Color other = board::Opponent(colour);
  PointSet own_space;
  position.EmptyPoints().ForEach([&](Point q) {
    if (eyes.EyeSpaceAt(colour, q) >= 0) own_space.Insert(q);
  });
  const PointSet group = board::FloodFill(PointSet::Of(p), own_space | position.Points(colour));
  bool closed = true;
  (position.Neighbours(group) & position.EmptyPoints()).ForEach([&](Point q) {
    if (eyes.EyeSpaceAt(other, q) < 0) closed = false;
  });
  if (!closed) return "";
  std::vector<int> spaces;
  bool complete = true;
  (group & position.Points(colour)).ForEach([&](Point q) {
    const board::StringEyes* string = eyes.StringEyesAt(q);
    if (string == nullptr) return;
    complete = complete && string->complete;
    for (int s : string->eyespaces) {
      if (std::find(spaces.begin(), spaces.end(), s) == spaces.end()) spaces.push_back(s);
    }
  });
  board::EyeCount count;
  for (int s : spaces) {
    count = board::AddEyeCounts(count, board::CountOf(eyes.eyespaces[static_cast<std::size_t>(s)]));
  }
  if (!complete || count.c >= 2) return "";
  bool living_around = true;
  (position.Neighbours(group) & position.Points(other)).ForEach([&](Point q) {
    if (!living_around || alive.Contains(q)) return;
    const board::StringEyes* string = eyes.StringEyesAt(q);
    if (string == nullptr || judged_dead.Intersects(string->stones)) {
      living_around = false;
      return;
    }
    // Its eyes away from the group: a space holding the group's points is
    // no eye of the other colour while the group stands. A space too large
    // to value counts as two eyes, as Score() counts it.
    board::EyeCount away;
    for (int s : string->eyespaces) {
      const board::EyeSpace& space = eyes.eyespaces[static_cast<std::size_t>(s)];
      if (!space.points.Intersects(group)) away = board::AddEyeCounts(away, board::CountOf(space));
    }
    if (away.b < 2) living_around = false;
  });
  if (!living_around) return "";
  return "at most one eye even moving first (its eye spaces: " + board::EyeCountString(count) +
         ", exact values), shut in by " + std::string(board::ColorName(other)) +
         " strings that have two eyes each away from it";
}

DeadStones FindDeadStones(const Position& position, const DeadStoneOptions& options) {
  const std::array<Color, 2> colours = {Color::kBlack, Color::kWhite};
  std::array<board::UnconditionalLife, 2> life = {
      board::FindUnconditionalLife(position, Color::kBlack),
      board::FindUnconditionalLife(position, Color::kWhite)};
  // Playouts never move in a region kept by unconditionally alive stones that
  // holds no stone of the other colour: nothing there can change.
  OwnershipOptions ownership_options;
  ownership_options.playouts = options.playouts;
  ownership_options.seed = options.seed;
  for (int i = 0; i < 2; ++i) {
    const PointSet others = position.Points(board::Opponent(colours[static_cast<std::size_t>(i)]));
    PointSet seen;
    const PointSet vital = life[static_cast<std::size_t>(i)].vital_regions;
    vital.ForEach([&](Point p) {
      if (seen.Contains(p)) return;
      const PointSet region = board::FloodFill(PointSet::Of(p), vital);
      seen |= region;
      if (!region.Intersects(others)) ownership_options.no_play |= region;
    });
  }
  const Ownership owned = EstimateOwnership(position, ownership_options);
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
    } else {
      double own_share = 0;
      double other_share = 0;
      verdict.stones.ForEach([&](Point q) {
        own_share += owned.Share(colour, q);
        other_share += owned.Share(other, q);
      });
      own_share /= verdict.stones.size();
      other_share /= verdict.stones.size();
      verdict.dead = other_share >= kDeadShare;
      verdict.reason = "playouts: its points end " + std::string(board::ColorName(other)) +
                       "'s in " + Percent(other_share) + ", " +
                       std::string(board::ColorName(colour)) + "'s in " + Percent(own_share) +
                       " of " + playouts;
      if (other_share > kCloseCallLow && other_share < kCloseCallHigh) {
        verdict.reason += " (a close call: who moves first may decide it)";
        out.close_calls.push_back(std::string(board::ColorName(colour)) + " " +
                                  position.GtpVertex(verdict.stones.First()) + " " +
                                  (verdict.dead ? "dead" : "alive") + " by " +
                                  Percent(other_share) + " of playouts against it");
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
  for (StringVerdict& verdict : verdicts) {
    if (verdict.certainty == Certainty::kProved) continue;
    EnclosedOptions enclosed_options;
    enclosed_options.unconditionally_alive = life[0].alive | life[1].alive;
    const EnclosedVerdict enclosed =
        JudgeEnclosedString(position, verdict.stones.First(), staying, enclosed_options);
    if (!enclosed.applies) continue;
    if (!enclosed.dies && !enclosed.lives) {
      // Whoever moves first decides: the game is not finished here. The
      // playouts' verdict stands, and the score says where.
      verdict.reason += "; not settled: " + enclosed.reason;
      verdict.unsettled = true;
      out.unsettled.push_back(enclosed.reason);
      continue;
    }
    verdict.dead = enclosed.dies;
    verdict.reason = enclosed.reason;
    verdict.capture_read = enclosed.capture_read;
    if (enclosed.proved_dead) verdict.certainty = Certainty::kProved;
  }
  // A string in a small enclosure of the other colour (its own stones and
  // the empty points around them, bordered by the other colour only) whose
  // capture can be read there, with it moving first, is dead: proved when
  // the stones around it are unconditionally alive, else estimated, and
  // then only when none of them is itself judged dead (a dead group that
  // can capture a stone in its eye does not make that stone dead).
  PointSet judged_dead;
  for (const StringVerdict& verdict : verdicts) {
    if (verdict.dead) judged_dead |= verdict.stones;
  }
  const PointSet unconditionally_alive = life[0].alive | life[1].alive;
  for (StringVerdict& verdict : verdicts) {
    if (verdict.certainty == Certainty::kProved || verdict.unsettled || verdict.capture_read) {
      continue;
    }
    const Point p = verdict.stones.First();
    const PointSet enclosure =
        board::FloodFill(PointSet::Of(p), position.EmptyPoints() | position.Points(position.At(p)));
    if (enclosure.size() > options.max_proof_area) continue;
    const CaptureReading reading = ReadCapture(position, verdict.stones, enclosure,
                                               unconditionally_alive, options.proof_nodes);
    if (!reading.captured || reading.wall.Intersects(judged_dead)) continue;
    if (!verdict.dead) {
      verdict.reason = "captured, though " + verdict.reason;
      verdict.dead = true;
    }
    if (reading.proved) verdict.certainty = Certainty::kProved;
    verdict.reason += "; " + reading.reason;
  }

  // The exact eye values in the estimate: a group the playouts keep alive
  // with at most one eye, among strings of the other colour that live, is
  // dead (OneEyeAmongLivingStrings).
  const board::EyeAnalysis eyes = board::AnalyzeEyes(position, EyesForScoring());
  PointSet judged_dead_now;
  for (const StringVerdict& verdict : verdicts) {
    if (verdict.dead) judged_dead_now |= verdict.stones;
  }
  for (StringVerdict& verdict : verdicts) {
    if (verdict.dead || verdict.certainty == Certainty::kProved || verdict.unsettled) continue;
    const std::string why = OneEyeAmongLivingStrings(position, eyes, verdict.stones.First(),
                                                     unconditionally_alive, judged_dead_now);
    if (why.empty()) continue;
    verdict.dead = true;
    verdict.reason = why + ", though " + verdict.reason;
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
  for (const GroupStatus& group : score.groups) {
    if (group.certainty != Certainty::kEstimated || group.status == FinalStatus::kSeki) continue;
    if (group.reason.find("its capture read on the board") != std::string::npos) {
      ++by_reading;
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
