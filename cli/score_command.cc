// SPDX-License-Identifier: MIT
// File: cli/score_command.cc
// `eyeshape score`: the score of a finished game (SGF or a GNU Go `showboard`
// diagram) with seki decided from exact eye values (scoring/score.h): a
// diagram of the result and the counts, or one JSON object.

#include <cmath>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "base/result.h"
#include "board/ascii_board.h"
#include "board/position_text.h"
#include "board/sgf.h"
#include "cli/commands.h"
#include "cli/input.h"
#include "report/json_text.h"
#include "report/position_json.h"
#include "scoring/dead_stones.h"
#include "scoring/score.h"

namespace eyeshape::cli {
namespace {

// A record's RU value for a one-line note, as "RU[...]": untrusted text, so
// unprintable bytes become '?' and a long value is cut (QuoteExcerpt).
std::string RuText(std::string_view rules) {
  const std::string quoted = QuoteExcerpt(rules);
  return "RU[" + quoted.substr(1, quoted.size() - 2) + "]";
}

using board::Color;
using board::PointSet;
using board::Position;

struct ScoreCommandOptions {
  std::string file;
  std::vector<std::string> dead;
  std::string rules;  // "": the record's RU, else japanese
  double komi = 0;
  int handicap = 0;
  bool handicap_given = false;
  bool komi_given = false;
  bool json = false;
  bool auto_dead = false;
  bool count_filled_dame = false;
  scoring::DeadStoneOptions auto_dead_options;
};

// An input error: one line on stderr, exit 1.
class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// board::VertexList(), "none" for no vertex (the text output's empty list).
std::string Listed(const Position& position, const PointSet& points) {
  std::string list = board::VertexList(position, points);
  return list.empty() ? "none" : list;
}

std::string Number(double value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

// One judged group: its status, certainty, first stone, size and reason.
std::string GroupLine(const Position& position, const scoring::GroupStatus& group) {
  return std::string(scoring::FinalStatusName(group.status)) + " (" +
         std::string(scoring::CertaintyName(group.certainty)) +
         "): " + std::string(board::ColorName(group.color)) + " " +
         position.GtpVertex(group.stones.First()) + " (" + std::to_string(group.stones.size()) +
         " stones): " + group.reason;
}

// "B+3.5 (proved)", "W+0.5 (estimated: 2 groups alive or dead by playouts)".
std::string ResultWithCertainty(const scoring::ScoreResult& score) {
  std::string out = score.result + (score.result == "0" ? " (jigo, " : " (");
  out += scoring::CertaintyName(score.certainty);
  if (score.certainty == scoring::Certainty::kGiven) out += ": the dead stones as marked";
  if (score.certainty == scoring::Certainty::kEstimated && !score.estimates.empty()) {
    out += ": " + score.estimates.front();
    if (score.estimates.size() > 1)
      out += "; " + std::to_string(score.estimates.size() - 1) + " more below";
  }
  return out + ")";
}

void PrintText(const Position& position, const scoring::ScoreResult& score,
               const scoring::DeadStones* found) {
  std::cout << scoring::ScoreDiagram(position, score);
  std::cout << "X O alive, x o dead (their points count), b w territory, f false eye to fill, - "
               "eye in seki, "
               ". dame\n";
  std::cout << "rules: " << scoring::RulesName(score.rules) << ", komi " << Number(score.komi)
            << "\n";
  const int compensation = scoring::HandicapCompensation(score.rules, score.handicap);
  for (int i = 0; i < 2; ++i) {
    std::cout << (i == 0 ? "black: " : "white: ");
    if (!scoring::IsAreaCounting(score.rules)) {
      std::cout << "territory " << score.territory[i].size() << ", prisoners "
                << score.prisoners[i];
    } else {
      const double extra = i == 1 ? score.komi + compensation : 0;
      std::cout << "stones " << score.stones_on_board[i] << ", area "
                << Number(score.score[i] - score.stones_on_board[i] - extra);
      if (i == 1 && compensation > 0) std::cout << ", handicap " << compensation;
    }
    if (i == 1) std::cout << ", komi " << Number(score.komi);
    std::cout << ": " << Number(score.score[i]) << "\n";
  }
  std::cout << "result: " << ResultWithCertainty(score) << "\n";
  for (const std::string& note : score.notes) std::cout << "note: " << note << "\n";
  for (const scoring::SekiReason& reason : score.seki) {
    PointSet stones;
    for (board::Point p : reason.stones) stones.Insert(p);
    PointSet liberties;
    for (board::Point p : reason.shared_liberties) liberties.Insert(p);
    std::cout << "seki" << (reason.by_playouts ? " (by playouts)" : "") << ": "
              << Listed(position, stones) << "; shared liberties " << Listed(position, liberties)
              << "; eyes";
    if (reason.eyes.empty()) std::cout << " none";
    for (const scoring::SekiReason::Eye& eye : reason.eyes) {
      PointSet points;
      for (board::Point p : eye.points) points.Insert(p);
      std::cout << " " << board::ColorName(eye.owner) << " " << Listed(position, points) << " = "
                << (eye.value.empty() ? "too large" : eye.value) << ";";
    }
    std::cout << "\n";
  }
  std::cout << "dead: " << Listed(position, score.dead) << "\n";
  std::cout << "false eyes: " << Listed(position, score.false_eyes) << "\n";
  std::cout << "dame filled: black " << Listed(position, score.filled_dame[0]) << "; white "
            << Listed(position, score.filled_dame[1]) << "\n";
  std::cout << "dame left: " << Listed(position, score.dame) << "\n";
  if (!score.estimated_points.empty()) {
    std::cout << "decided by an estimate (see below): " << Listed(position, score.estimated_points)
              << "\n";
  }
  for (const std::string& reason : score.estimates) std::cout << "estimated: " << reason << "\n";
  if (found == nullptr) return;
  for (const scoring::GroupStatus& group : score.groups) {
    if (group.status == scoring::FinalStatus::kAlive &&
        group.certainty == scoring::Certainty::kProved) {
      continue;  // the common case, left out of the text (listed in --json)
    }
    std::cout << GroupLine(position, group) << "\n";
  }
}

int Run(const ScoreCommandOptions& options) {
  const std::string text = ReadInput(options.file);
  Position position;
  PointSet marked;
  std::optional<double> record_komi;
  std::string record_komi_note;  // how KM was read, when not as written
  bool from_record = false;      // an SGF record, not a diagram
  std::string record_rules;
  int handicap = options.handicap;
  if (board::LooksLikeSgf(text)) {
    const Result<board::SgfGame> game = board::ReadSgf(text);
    if (!game.ok()) throw InputError(game.error());
    position = game.value().position;
    from_record = true;
    if (game.value().has_komi) record_komi = game.value().komi;
    record_komi_note = game.value().komi_note;
    if (game.value().has_rules) record_rules = game.value().rules;
    if (!options.handicap_given) handicap = game.value().handicap;
  } else {
    const Result<board::AsciiBoard> parsed = board::ReadAsciiBoard(text);
    if (!parsed.ok()) throw InputError(parsed.error());
    position = parsed.value().position;
    marked = parsed.value().dead;
  }
  // The rules: --rules, else the record's RU when it names rules we know,
  // else Japanese.
  scoring::Rules rules = scoring::Rules::kJapanese;
  std::string rules_note;
  if (!options.rules.empty()) {
    const Result<scoring::Rules> parsed = scoring::ParseRules(options.rules);
    if (!parsed.ok()) throw InputError("--rules: " + parsed.error());
    rules = parsed.value();
    const Result<scoring::Rules> recorded = scoring::ParseRules(record_rules);
    if (!record_rules.empty() && (!recorded.ok() || recorded.value() != rules)) {
      rules_note = "--rules " + options.rules + " overrides the record's " + RuText(record_rules);
    }
  } else if (!record_rules.empty()) {
    const Result<scoring::Rules> parsed = scoring::ParseRules(record_rules);
    if (parsed.ok()) {
      rules = parsed.value();
    } else {
      rules_note = RuText(record_rules) + " is not rules eyeshape knows: counted as japanese";
    }
  }
  double komi = scoring::IsAreaCounting(rules) ? 7.5 : 6.5;
  if (record_komi) komi = *record_komi;
  const bool komi_from_record = record_komi.has_value() && !options.komi_given;
  if (options.komi_given) komi = options.komi;
  std::string komi_note;
  if (options.komi_given && record_komi && *record_komi != options.komi) {
    komi_note = "--komi " + Number(options.komi) + " overrides the record's KM[" +
                Number(*record_komi) + "]";
  } else if (komi_from_record) {
    komi_note = record_komi_note;
  } else if (from_record && !record_komi && !options.komi_given) {
    // The result depends on it: say that it was assumed.
    komi_note = "the record gives no komi (KM): komi " + Number(komi) + ", the usual one under " +
                (scoring::IsAreaCounting(rules) ? "area" : "territory") +
                " counting (--komi sets another)";
  }
  if (!std::isfinite(komi) || std::fabs(komi) > 1000 || komi * 2 != std::floor(komi * 2)) {
    throw InputError(std::string(komi_from_record ? "KM" : "--komi") +
                     " must be a multiple of 0.5 between -1000 and 1000");
  }
  PointSet dead;
  bool find_dead = true;
  if (!options.dead.empty()) {
    if (options.auto_dead) {
      throw InputError("--auto-dead finds the dead stones itself: give no --dead");
    }
    if (!marked.empty()) {
      throw InputError(
          "dead stones are given twice: lower-case stones in the board and --dead (use one)");
    }
    const bool none = options.dead == std::vector<std::string>{"none"};
    if (!none) {
      const Result<PointSet> named = scoring::DeadStringsFromVertices(position, options.dead);
      if (!named.ok()) throw InputError(named.error());
      dead = named.value();
    }
    find_dead = false;
  } else if (!marked.empty()) {
    if (options.auto_dead) {
      throw InputError("--auto-dead finds the dead stones itself: give no lower-case stones");
    }
    const Result<PointSet> checked = scoring::CheckDeadStrings(position, marked);
    if (!checked.ok()) throw InputError(checked.error());
    dead = checked.value();
    find_dead = false;
  }
  if (const Result<PointSet> playable = scoring::CheckStringsHaveLiberties(position, dead);
      !playable.ok()) {
    throw InputError(playable.error());
  }
  scoring::ScoreOptions score_options;
  score_options.rules = rules;
  score_options.komi = komi;
  score_options.handicap = handicap;
  score_options.count_filled_dame = options.count_filled_dame;
  std::optional<scoring::DeadStones> found;
  if (find_dead) found.emplace();
  scoring::ScoreResult score =
      found
          ? scoring::ScoreWithFoundDead(position, score_options, options.auto_dead_options, &*found)
          : scoring::ScoreWithGivenDead(position, dead, score_options, options.auto_dead_options);
  if (!komi_note.empty()) score.notes.insert(score.notes.begin(), komi_note);
  if (!rules_note.empty()) score.notes.insert(score.notes.begin(), rules_note);
  if (options.json) {
    std::cout << report::JsonText(report::ScoreJson(position, score, found.has_value())) << "\n";
  } else {
    PrintText(position, score, found ? &*found : nullptr);
  }
  return kExitOk;
}

}  // namespace

void RegisterScore(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<ScoreCommandOptions>();
  CLI::App* command = app.add_subcommand(
      "score",
      "Score a finished game: territory, seki (decided by exact eye values and a local search), "
      "dame, false eyes, prisoners and the result.\nFILE is an SGF record (its last position) or "
      "a GNU Go showboard diagram, where lower-case x o are dead stones. docs/scoring.md "
      "describes the rules.");
  command->add_option("file", options->file, "SGF or diagram file ('-' = stdin)")->required();
  command
      ->add_option("--dead", options->dead,
                   "dead strings, one vertex each (e.g. C3,D4); 'none': no stone is dead")
      ->delimiter(',');
  command->add_option("--rules", options->rules,
                      "japanese or korean (territory), chinese, aga or nz (area; nz also "
                      "for ing and tromp-taylor); default: the SGF's RU, else japanese");
  command
      ->add_option_function<int>(
          "--handicap",
          [options](int handicap) {
            options->handicap = handicap;
            options->handicap_given = true;
          },
          "handicap stones, for White's compensation under chinese (one point each) and aga (one "
          "each after the first) rules (default: the SGF's HA, else 0)")
      ->check(CLI::Range(0, 400));
  command->add_option_function<double>(
      "--komi",
      [options](double komi) {
        options->komi = komi;
        options->komi_given = true;
      },
      "komi for White (default: the SGF's KM, else 6.5 japanese, 7.5 chinese)");
  command->add_flag("--auto-dead", options->auto_dead,
                    "find the dead stones (the default when neither --dead nor lower-case stones "
                    "give them; kept for older scripts)");
  command
      ->add_option("--playouts", options->auto_dead_options.playouts,
                   "random playouts behind the estimated dead stones (default 256; where a "
                   "string's share lies near 35% or 45%, three times as many more)")
      ->check(CLI::Range(2, 100000));
  command->add_flag("--count-filled-dame", options->count_filled_dame,
                    "area rules: count the dame the end-of-game fill gives each side as its "
                    "points (default: open dame count for nobody, as servers count them)");
  command->add_flag("--json", options->json, "one JSON object");
  command->callback([options, &exit_code] {
    try {
      exit_code = Run(*options);
    } catch (const InputError& e) {
      std::cerr << "eyeshape: " << e.what() << "\n";
      exit_code = kExitInputError;
    }
  });
}

}  // namespace eyeshape::cli
