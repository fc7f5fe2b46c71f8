// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_FUZZ_SCORE_CHECKS_H_
#define EYESHAPE_TESTS_FUZZ_SCORE_CHECKS_H_

// File: tests/fuzz/score_checks.h
// What must hold for any input of `eyeshape score` (issue 24, "Bad input"):
// the first byte picks the rules, the handicap and the komi, the rest is an
// SGF record or a diagram (lower-case stones marked dead). Unreadable input
// is one error line; a string without a liberty is refused in one line;
// readable input on a board of at most 9x9 (larger boards
// are only read, to keep each input fast) is scored with the dead stones
// found, and with the marks when there are any: the result string matches the
// two scores, every status has a certainty, the dead stones are whole
// strings, territory holds no living stone, a proved result has only proved
// statuses. Used by the libFuzzer target score_fuzzer.cc and replayed over
// the seed corpus tests/data/fuzz/score/ by tests/scoring/score_fuzz_corpus_test.cc.
// Returns "" when every check holds, else what failed.

#include <cstdint>
#include <string>
#include <string_view>

#include "board/ascii_board.h"
#include "board/sgf.h"
#include "scoring/dead_stones.h"
#include "scoring/score.h"

namespace eyeshape::testing {

inline std::string CheckScoreInput(std::string_view bytes) {
  using board::Color;
  using board::PointSet;
  if (bytes.empty()) return "";
  const auto selector = static_cast<std::uint8_t>(bytes[0]);
  const std::string_view text = bytes.substr(1);
  scoring::ScoreOptions options;
  constexpr scoring::Rules kRules[] = {scoring::Rules::kJapanese, scoring::Rules::kChinese,
                                       scoring::Rules::kAga, scoring::Rules::kNewZealand};
  options.rules = kRules[selector % 4];
  options.handicap = (selector / 4) % 5;
  const int komi_halves = selector / 20;  // 0..12: komi -4 .. 2
  options.komi = 0.5 * komi_halves - 4;
  board::Position position;
  PointSet marked;
  const bool sgf = text.find('(') != std::string_view::npos;
  if (sgf) {
    const Result<board::SgfGame> game = board::ReadSgf(text);
    if (!game.ok()) {
      return game.error().empty() || game.error().find('\n') != std::string::npos
                 ? "SGF error message empty or of several lines"
                 : "";
    }
    position = game.value().position;
    if (game.value().handicap < 0) return "negative HA read";
    // RU as `eyeshape score` reads it: known rules name themselves back,
    // unknown ones are one error line.
    const Result<scoring::Rules> recorded = scoring::ParseRules(game.value().rules);
    if (recorded.ok()) {
      const Result<scoring::Rules> again =
          scoring::ParseRules(scoring::RulesName(recorded.value()));
      if (!again.ok() || again.value() != recorded.value()) return "RulesName does not parse back";
    } else if (recorded.error().empty() || recorded.error().find('\n') != std::string::npos) {
      return "rules error message empty or of several lines";
    }
  } else {
    const Result<board::AsciiBoard> parsed = board::ReadAsciiBoard(text);
    if (!parsed.ok()) {
      return parsed.error().empty() || parsed.error().find('\n') != std::string::npos
                 ? "diagram error message empty or of several lines"
                 : "";
    }
    position = parsed.value().position;
    marked = parsed.value().dead;
  }
  if (position.width() > 9 || position.height() > 9) return "";
  // A string without a liberty (a setup can leave one) is refused with one
  // line naming it, as `eyeshape score` refuses it; the scorer is still run
  // below, so that it stays safe on such positions.
  const PointSet stones = position.Points(Color::kBlack) | position.Points(Color::kWhite);
  // Stone by stone (not string by string, as the check itself goes).
  bool without_liberty = false;
  stones.ForEach([&](board::Point p) {
    if (position.NumLiberties(p) == 0) without_liberty = true;
  });
  if (const Result<PointSet> playable = scoring::CheckStringsHaveLiberties(position, PointSet());
      playable.ok() == without_liberty ||
      (!playable.ok() && playable.error().find('\n') != std::string::npos)) {
    return "a string without a liberty is not refused in one line, or one with liberties is";
  }
  auto check = [&](const scoring::ScoreResult& score, const PointSet& dead) -> std::string {
    if (score.result != scoring::ResultString(score.score[0] - score.score[1])) {
      return "result string does not match the scores";
    }
    if (!(score.dead == dead)) return "dead stones differ from the ones scored";
    if ((score.territory[0] | score.territory[1]).Intersects(stones - dead)) {
      return "territory on a living stone";
    }
    if (score.territory[0].Intersects(score.territory[1])) return "territory of both colours";
    if (score.certainty == scoring::Certainty::kEstimated && score.estimates.empty()) {
      return "estimated result without a reason";
    }
    PointSet in_groups;
    for (const scoring::GroupStatus& group : score.groups) {
      if (group.reason.empty()) return "a status without a reason";
      if (score.certainty == scoring::Certainty::kProved &&
          group.certainty != scoring::Certainty::kProved) {
        return "a proved result with an estimated status";
      }
      if ((group.status == scoring::FinalStatus::kDead) != group.stones.Intersects(dead) ||
          (group.status == scoring::FinalStatus::kDead && !(group.stones - dead).empty())) {
        return "a group's status disagrees with the dead stones";
      }
      if (in_groups.Intersects(group.stones)) return "a stone in two groups";
      in_groups |= group.stones;
    }
    if (!score.groups.empty() && !(in_groups == stones)) return "a stone in no group";
    return "";
  };
  const scoring::DeadStones found = scoring::FindDeadStones(position, {.playouts = 16});
  PointSet whole;
  found.dead.ForEach([&](board::Point p) { whole |= position.StringAt(p); });
  if (!(whole == found.dead)) return "found dead stones are not whole strings";
  std::string failure =
      check(scoring::ScoreWithFoundDead(position, options, {.playouts = 16}), found.dead);
  if (!failure.empty()) return failure;
  if (!scoring::NotesOnGivenDead(position, found.dead, found).empty()) {
    return "a note on given dead stones that are the ones found";
  }
  const Result<PointSet> checked = scoring::CheckDeadStrings(position, marked);
  if (checked.ok()) {
    failure = check(
        scoring::ScoreWithGivenDead(position, checked.value(), options, {.playouts = 16}), marked);
  }
  return failure;
}

}  // namespace eyeshape::testing

#endif  // EYESHAPE_TESTS_FUZZ_SCORE_CHECKS_H_
