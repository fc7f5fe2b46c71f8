// SPDX-License-Identifier: MIT
// File: gtp/gtp_scoring_commands.cc
// final_score, final_status_list and eyeshape_set_dead over scoring/score.h.
// Reply formats were observed on GNU Go 3.8 (`/usr/games/gnugo --mode gtp`):
// final_score prints one decimal ("B+17.0"), "0" for a jigo;
// final_status_list prints one string per line, strings ordered by their
// first stone in reading order, stones in reading order; `? missing status`
// and `? invalid status` (names are case sensitive).

#include "gtp/gtp_scoring_commands.h"

#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "board/point_set.h"
#include "board/position.h"
#include "gtp/gtp_commands.h"
#include "scoring/dead_stones.h"

namespace eyeshape::gtp {

using board::Color;
using board::Point;
using board::PointSet;
using board::Position;

std::string FinalScoreText(double black_minus_white) {
  if (black_minus_white == 0) return "0";
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%c+%.1f", black_minus_white > 0 ? 'B' : 'W',
                std::fabs(black_minus_white));
  return buffer;
}

namespace {

// The dead marks of one engine, valid for the position of one generation.
struct DeadMarks {
  std::uint64_t generation = 0;
  PointSet dead;
};

// The marks for the engine's current position (cleared when it changed).
PointSet& CurrentMarks(DeadMarks& marks, const GtpEngine& engine) {
  if (marks.generation != engine.position_generation()) {
    marks.generation = engine.position_generation();
    marks.dead = PointSet();
  }
  return marks.dead;
}

// The score of the engine's position with the marks, or the failure a
// command replies with when the scorer is unsure.
struct ScoreOrFailure {
  std::optional<scoring::ScoreResult> score;
  GtpReply failure;
};

ScoreOrFailure ScoreEngine(GtpEngine& engine, DeadMarks& marks, const GtpScoringOptions& options) {
  scoring::ScoreOptions score_options;
  score_options.rules = options.rules;
  score_options.komi = engine.komi();
  // No marks: the dead stones are found (issue 12, item 6); a group whose
  // status is not proved makes the reply fail like any unsure score.
  const PointSet& dead = CurrentMarks(marks, engine);
  scoring::ScoreResult score = dead.empty()
                                   ? scoring::ScoreWithFoundDead(engine.position(), score_options)
                                   : scoring::Score(engine.position(), dead, score_options);
  if (!score.unsure_reasons.empty()) {
    // One line: a GTP error is one message (the reasons may be several).
    std::string why = "unsure: ";
    for (std::size_t i = 0; i < score.unsure_reasons.size(); ++i) {
      why += (i == 0 ? "" : "; ") + score.unsure_reasons[i];
    }
    return {std::nullopt, Failure(why)};
  }
  return {std::move(score), Success()};
}

// The strings of `position` whose stones have `status`, one line each.
std::string StringsWithStatus(const Position& position, const scoring::ScoreResult& score,
                              scoring::FinalStatus status) {
  std::string text;
  PointSet seen;
  const PointSet stones = position.Points(Color::kBlack) | position.Points(Color::kWhite);
  stones.ForEach([&](Point p) {
    if (seen.Contains(p)) return;
    const PointSet string = position.StringAt(p);
    seen |= string;
    if (scoring::StatusOf(score, p) != status) return;
    if (!text.empty()) text += '\n';
    std::string line;
    string.ForEach([&](Point q) {
      if (!line.empty()) line += ' ';
      line += position.GtpVertex(q);
    });
    text += line;
  });
  return text;
}

GtpReply FinalScore(GtpEngine& engine, DeadMarks& marks, const GtpScoringOptions& options) {
  const ScoreOrFailure scored = ScoreEngine(engine, marks, options);
  if (!scored.score.has_value()) return scored.failure;
  return Success(FinalScoreText(scored.score->score[0] - scored.score->score[1]));
}

GtpReply FinalStatusList(GtpEngine& engine, const GtpArguments& args, DeadMarks& marks,
                         const GtpScoringOptions& options) {
  if (args.empty()) return Failure("missing status");
  std::optional<scoring::FinalStatus> status;
  for (const scoring::FinalStatus s :
       {scoring::FinalStatus::kAlive, scoring::FinalStatus::kDead, scoring::FinalStatus::kSeki}) {
    if (args[0] == scoring::FinalStatusName(s)) status = s;
  }
  if (!status.has_value()) return Failure("invalid status");
  const ScoreOrFailure scored = ScoreEngine(engine, marks, options);
  if (!scored.score.has_value()) return scored.failure;
  return Success(StringsWithStatus(engine.position(), *scored.score, *status));
}

// eyeshape_set_dead V...: every vertex must hold a stone; on an error nothing
// is marked. No vertex: the marks are cleared.
GtpReply SetDead(GtpEngine& engine, const GtpArguments& args, DeadMarks& marks) {
  PointSet& dead = CurrentMarks(marks, engine);
  if (args.empty()) {
    dead = PointSet();
    return Success();
  }
  PointSet added;
  for (const std::string& word : args) {
    const std::optional<Point> p = ParseGtpPoint(engine.position(), word, false);
    if (!p.has_value()) return Failure("invalid coordinate");
    if (engine.position().At(*p) == Color::kEmpty) {
      return Failure("vertex must not be empty: " + word);
    }
    added |= engine.position().StringAt(*p);
  }
  dead |= added;
  return Success();
}

}  // namespace

void RegisterScoringCommands(GtpEngine& engine, const GtpScoringOptions& options) {
  auto marks = std::make_shared<DeadMarks>();
  marks->generation = engine.position_generation();
  engine.Register("final_score", [marks, options](GtpEngine& e, const GtpArguments&) {
    return FinalScore(e, *marks, options);
  });
  engine.Register("final_status_list", [marks, options](GtpEngine& e, const GtpArguments& args) {
    return FinalStatusList(e, args, *marks, options);
  });
  engine.Register("eyeshape_set_dead", [marks](GtpEngine& e, const GtpArguments& args) {
    return SetDead(e, args, *marks);
  });
}

}  // namespace eyeshape::gtp
