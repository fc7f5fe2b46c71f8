// SPDX-License-Identifier: MIT
// File: gtp/gtp_scoring_commands.cc
// final_score, final_status_list and eyeshape_set_dead over scoring/score.h.
// Reply formats were observed on GNU Go 3.8 (`/usr/games/gnugo --mode gtp`):
// final_score prints one decimal ("B+17.0"), "0" for a jigo;
// final_status_list prints one string per line, strings ordered by their
// first stone in reading order, stones in reading order, and the empty
// points of black_territory, white_territory and dame on one line; `?
// missing status` and `? invalid status` (names are case sensitive).

#include "gtp/gtp_scoring_commands.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
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

// The score of the engine's position: with the marks when there are any,
// else with the dead stones found (scoring/dead_stones.h). Always a score
// (its certainty goes to eyeshape_final_status_detail), unless a string
// outside the marks has no liberty, which only a setup (loadsgf) can leave.
Result<scoring::ScoreResult> ScoreEngine(GtpEngine& engine, DeadMarks& marks,
                                         const GtpScoringOptions& options) {
  scoring::ScoreOptions score_options;
  score_options.rules = options.rules;
  score_options.komi = engine.komi();
  const PointSet& dead = CurrentMarks(marks, engine);
  if (const Result<PointSet> playable = scoring::CheckStringsHaveLiberties(engine.position(), dead);
      !playable.ok()) {
    return Result<scoring::ScoreResult>::Error(playable.error());
  }
  return dead.empty() ? scoring::ScoreWithFoundDead(engine.position(), score_options)
                      : scoring::ScoreWithGivenDead(engine.position(), dead, score_options);
}

// The groups with their status and certainty; with marks, the strings with
// the status the marks give them ("given").
std::string StatusDetail(const Position& position, const scoring::ScoreResult& score) {
  // Appends, not `+` chains: gcc 12 warns falsely (-Wrestrict) on those.
  std::string text = "result ";
  text += FinalScoreText(score.score[0] - score.score[1]);
  text += ' ';
  text += scoring::CertaintyName(score.certainty);
  for (const std::string& why : score.estimates) {
    text += "; ";
    text += why;
  }
  for (const std::string& note : score.notes) {
    text += "\nnote ";
    text += note;
  }
  auto add_line = [&](std::string_view status, std::string_view certainty, const PointSet& stones,
                      std::string_view reason) {
    text += '\n';
    text += status;
    text += ' ';
    text += certainty;
    text += ' ';
    text += board::VertexList(position, stones);
    text += ": ";
    text += reason;
  };
  if (!score.groups.empty()) {
    for (const scoring::GroupStatus& group : score.groups) {
      add_line(scoring::FinalStatusName(group.status), scoring::CertaintyName(group.certainty),
               group.stones, group.reason);
    }
    return text;
  }
  const PointSet stones = position.Points(Color::kBlack) | position.Points(Color::kWhite);
  position.ForEachString(stones, [&](const PointSet& string) {
    const scoring::FinalStatus status = scoring::StatusOf(score, string.First());
    add_line(scoring::FinalStatusName(status), "given", string,
             status == scoring::FinalStatus::kDead   ? "marked dead (eyeshape_set_dead)"
             : status == scoring::FinalStatus::kSeki ? "not marked dead; in seki by the scorer"
                                                     : "not marked dead");
  });
  return text;
}

// GoGui's gfx drawing of the statuses: territory as BLACK and WHITE points,
// proved stones green and estimated stones orange, dead stones crossed
// (MARK), seki stones circled, the result as TEXT.
std::string StatusGfx(const Position& position, const scoring::ScoreResult& score) {
  PointSet proved;
  PointSet estimated;
  for (const scoring::GroupStatus& group : score.groups) {
    (group.certainty == scoring::Certainty::kProved ? proved : estimated) |= group.stones;
  }
  std::string text;
  auto line = [&](const std::string& head, const PointSet& points) {
    if (points.empty()) return;
    if (!text.empty()) text += '\n';
    text += head;
    text += ' ';
    text += board::VertexList(position, points);
  };
  line("BLACK", score.territory[0]);
  line("WHITE", score.territory[1]);
  line("COLOR #00a000", proved);
  line("COLOR #ff8c00", estimated);
  line("MARK", score.dead);
  line("CIRCLE", score.seki_stones);
  if (!text.empty()) text += '\n';
  text += "TEXT ";
  text += FinalScoreText(score.score[0] - score.score[1]);
  text += " (";
  text += scoring::CertaintyName(score.certainty);
  text += "): green proved, orange estimated";
  return text;
}

// The strings of `position` whose stones have `status`, one line each.
std::string StringsWithStatus(const Position& position, const scoring::ScoreResult& score,
                              scoring::FinalStatus status) {
  std::string text;
  const PointSet stones = position.Points(Color::kBlack) | position.Points(Color::kWhite);
  position.ForEachString(stones, [&](const PointSet& string) {
    if (scoring::StatusOf(score, string.First()) != status) return;
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
  const Result<scoring::ScoreResult> score = ScoreEngine(engine, marks, options);
  if (!score.ok()) return Failure(score.error());
  return Success(FinalScoreText(score.value().score[0] - score.value().score[1]));
}

// GNU Go's statuses of empty points: its territory lists and dame, the
// empty points of the position on one line in reading order (dead stones'
// points are not listed: GNU Go gives them the status dead).
enum class PointStatus : std::uint8_t { kBlackTerritory, kWhiteTerritory, kDame };

std::optional<PointStatus> ParsePointStatus(std::string_view name) {
  if (name == "black_territory") return PointStatus::kBlackTerritory;
  if (name == "white_territory") return PointStatus::kWhiteTerritory;
  if (name == "dame") return PointStatus::kDame;
  return std::nullopt;
}

PointSet PointsWithStatus(const Position& position, const scoring::ScoreResult& score,
                          PointStatus status) {
  const PointSet empty = position.EmptyPoints();
  switch (status) {
    case PointStatus::kBlackTerritory:
      return score.territory[0] & empty;
    case PointStatus::kWhiteTerritory:
      return score.territory[1] & empty;
    case PointStatus::kDame:
      return empty - score.territory[0] - score.territory[1];
  }
  return PointSet();
}

GtpReply FinalStatusList(GtpEngine& engine, const GtpArguments& args, DeadMarks& marks,
                         const GtpScoringOptions& options) {
  if (args.empty()) return Failure("missing status");
  std::optional<scoring::FinalStatus> status;
  for (const scoring::FinalStatus s :
       {scoring::FinalStatus::kAlive, scoring::FinalStatus::kDead, scoring::FinalStatus::kSeki}) {
    if (args[0] == scoring::FinalStatusName(s)) status = s;
  }
  const std::optional<PointStatus> point_status = ParsePointStatus(args[0]);
  if (!status.has_value() && !point_status.has_value()) return Failure("invalid status");
  const Result<scoring::ScoreResult> score = ScoreEngine(engine, marks, options);
  if (!score.ok()) return Failure(score.error());
  if (point_status.has_value()) {
    return Success(board::VertexList(
        engine.position(), PointsWithStatus(engine.position(), score.value(), *point_status)));
  }
  return Success(StringsWithStatus(engine.position(), score.value(), *status));
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
  engine.Register("eyeshape_final_status_detail",
                  [marks, options](GtpEngine& e, const GtpArguments&) {
                    const Result<scoring::ScoreResult> score = ScoreEngine(e, *marks, options);
                    if (!score.ok()) return Failure(score.error());
                    return Success(StatusDetail(e.position(), score.value()));
                  });
  engine.Register("eyeshape_final_status_gfx", [marks, options](GtpEngine& e, const GtpArguments&) {
    const Result<scoring::ScoreResult> score = ScoreEngine(e, *marks, options);
    if (!score.ok()) return Failure(score.error());
    return Success(StatusGfx(e.position(), score.value()));
  });
}

}  // namespace eyeshape::gtp
