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

#include "board/ascii_board.h"
#include "board/sgf.h"
#include "cli/commands.h"
#include "cli/json_text.h"
#include "scoring/dead_stones.h"
#include "scoring/score.h"

namespace eyeshape::cli {
namespace {

using board::Color;
using board::PointSet;
using board::Position;

struct ScoreCommandOptions {
  std::string file;
  std::vector<std::string> dead;
  std::string rules = "japanese";
  double komi = 0;
  bool komi_given = false;
  bool json = false;
  bool auto_dead = false;
  scoring::DeadStoneOptions auto_dead_options;
};

// An input error: one line on stderr, exit 1.
class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

std::string ReadInput(const std::string& file) {
  if (file == "-") {
    return std::string(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  }
  std::ifstream in(file, std::ios::binary);
  if (!in) throw CommandError("cannot read '" + file + "'");
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw CommandError("cannot read '" + file + "'");
  return text.str();
}

bool LooksLikeSgf(const std::string& text) {
  for (char ch : text) {
    if (ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t') continue;
    return ch == '(';
  }
  return false;
}

std::vector<std::string> VertexList(const Position& position, const PointSet& points) {
  std::vector<std::string> out;
  points.ForEach([&](board::Point p) { out.push_back(position.GtpVertex(p)); });
  return out;
}

std::string Joined(const std::vector<std::string>& items) {
  if (items.empty()) return "none";
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : " ") + item;
  return out;
}

std::string Number(double value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

// One judged group: its first stone, its size and the reason.
std::string GroupLine(const Position& position, const scoring::JudgedGroup& group) {
  return std::string(board::ColorName(group.color)) + " " +
         position.GtpVertex(group.stones.First()) + " (" + std::to_string(group.stones.size()) +
         " stones): " + group.reason;
}

nlohmann::json ToJson(const Position& position, const scoring::ScoreResult& score,
                      const scoring::DeadStones* found) {
  nlohmann::json out;
  out["rules"] = scoring::RulesName(score.rules);
  out["komi"] = score.komi;
  out["result"] = score.result;
  out["score"] = {{"black", score.score[0]}, {"white", score.score[1]}};
  out["territory"] = {{"black", VertexList(position, score.territory[0])},
                      {"white", VertexList(position, score.territory[1])}};
  out["prisoners"] = {{"black", score.prisoners[0]}, {"white", score.prisoners[1]}};
  out["seki"] = VertexList(position, score.seki_stones);
  out["seki_eyes"] = VertexList(position, score.seki_eyes);
  out["dame"] = VertexList(position, score.dame);
  out["dead"] = VertexList(position, score.dead);
  out["false_eyes"] = VertexList(position, score.false_eyes);
  out["unsure"] = VertexList(position, score.unsure);
  out["unsure_reasons"] = score.unsure_reasons;
  out["fallback"] = VertexList(position, score.fallback_points);
  nlohmann::json reasons = nlohmann::json::array();
  for (const scoring::SekiReason& reason : score.seki) {
    nlohmann::json item;
    PointSet stones;
    for (board::Point p : reason.stones) stones.Insert(p);
    PointSet liberties;
    for (board::Point p : reason.shared_liberties) liberties.Insert(p);
    item["stones"] = VertexList(position, stones);
    item["shared_liberties"] = VertexList(position, liberties);
    item["by_fallback"] = reason.by_fallback;
    nlohmann::json eyes = nlohmann::json::array();
    for (const scoring::SekiReason::Eye& eye : reason.eyes) {
      PointSet points;
      for (board::Point p : eye.points) points.Insert(p);
      eyes.push_back({{"owner", board::ColorName(eye.owner)},
                      {"points", VertexList(position, points)},
                      {"value", eye.value.empty() ? "too large" : eye.value}});
    }
    item["eyes"] = eyes;
    reasons.push_back(item);
  }
  out["seki_reasons"] = reasons;
  out["auto_dead"] = found != nullptr;
  if (found != nullptr) {
    nlohmann::json judged = nlohmann::json::object();
    for (const auto& [key, list] :
         {std::pair{"dead", &found->dead_groups}, std::pair{"alive", &found->alive_groups},
          std::pair{"unsure", &found->unsure_groups}}) {
      nlohmann::json items = nlohmann::json::array();
      for (const scoring::JudgedGroup& group : *list) {
        items.push_back({{"color", board::ColorName(group.color)},
                         {"stones", VertexList(position, group.stones)},
                         {"reason", group.reason}});
      }
      judged[key] = items;
    }
    out["auto_dead_groups"] = judged;
  }
  return out;
}

void PrintText(const Position& position, const scoring::ScoreResult& score,
               const scoring::DeadStones* found) {
  std::cout << scoring::ScoreDiagram(position, score);
  std::cout << "X O alive, x o dead (their points count), b w territory, f false eye to fill, - "
               "eye in seki, "
               ". dame, ? unsure\n";
  std::cout << "rules: " << scoring::RulesName(score.rules) << ", komi " << Number(score.komi)
            << "\n";
  for (int i = 0; i < 2; ++i) {
    std::cout << (i == 0 ? "black: " : "white: ");
    if (score.rules == scoring::Rules::kJapanese) {
      std::cout << "territory " << score.territory[i].size() << ", prisoners "
                << score.prisoners[i];
    } else {
      std::cout << "stones " << score.stones_on_board[i] << ", area "
                << Number(score.score[i] - score.stones_on_board[i] - (i == 1 ? score.komi : 0));
    }
    if (i == 1) std::cout << ", komi " << Number(score.komi);
    std::cout << ": " << Number(score.score[i]) << "\n";
  }
  std::cout << "result: " << score.result << (score.result == "0" ? " (jigo)" : "")
            << (score.unsure.empty() ? "" : " (unsure)") << "\n";
  for (const scoring::SekiReason& reason : score.seki) {
    PointSet stones;
    for (board::Point p : reason.stones) stones.Insert(p);
    PointSet liberties;
    for (board::Point p : reason.shared_liberties) liberties.Insert(p);
    std::cout << "seki" << (reason.by_fallback ? " (seed heuristic)" : "") << ": "
              << Joined(VertexList(position, stones)) << "; shared liberties "
              << Joined(VertexList(position, liberties)) << "; eyes";
    if (reason.eyes.empty()) std::cout << " none";
    for (const scoring::SekiReason::Eye& eye : reason.eyes) {
      PointSet points;
      for (board::Point p : eye.points) points.Insert(p);
      std::cout << " " << board::ColorName(eye.owner) << " " << Joined(VertexList(position, points))
                << " = " << (eye.value.empty() ? "too large" : eye.value) << ";";
    }
    std::cout << "\n";
  }
  std::cout << "dead: " << Joined(VertexList(position, score.dead)) << "\n";
  std::cout << "false eyes: " << Joined(VertexList(position, score.false_eyes)) << "\n";
  std::cout << "dame: " << Joined(VertexList(position, score.dame)) << "\n";
  if (!score.fallback_points.empty()) {
    std::cout << "decided by the seed's heuristics: "
              << Joined(VertexList(position, score.fallback_points)) << "\n";
  }
  for (const std::string& reason : score.unsure_reasons) std::cout << "unsure: " << reason << "\n";
  if (found == nullptr) return;
  for (const scoring::JudgedGroup& group : found->dead_groups) {
    std::cout << "found dead: " << GroupLine(position, group) << "\n";
  }
}

int Run(const ScoreCommandOptions& options) {
  const std::string text = ReadInput(options.file);
  const solver::Result<scoring::Rules> rules = scoring::ParseRules(options.rules);
  if (!rules.ok()) throw InputError(rules.error());
  Position position;
  PointSet marked;
  double komi = rules.value() == scoring::Rules::kJapanese ? 6.5 : 7.5;
  if (LooksLikeSgf(text)) {
    const solver::Result<board::SgfGame> game = board::ReadSgf(text);
    if (!game.ok()) throw InputError(game.error());
    position = game.value().position;
    if (game.value().has_komi) komi = game.value().komi;
  } else {
    const solver::Result<board::AsciiBoard> parsed = board::ReadAsciiBoard(text);
    if (!parsed.ok()) throw InputError(parsed.error());
    position = parsed.value().position;
    marked = parsed.value().dead;
  }
  if (options.komi_given) komi = options.komi;
  if (!std::isfinite(komi) || std::fabs(komi) > 1000 || komi * 2 != std::floor(komi * 2)) {
    throw InputError("--komi must be a multiple of 0.5 between -1000 and 1000");
  }
  PointSet dead;
  std::optional<scoring::DeadStones> found;
  if (options.auto_dead) {
    if (!options.dead.empty() || !marked.empty()) {
      throw InputError(
          "--auto-dead finds the dead stones itself: give no --dead and no lower-case stones");
    }
    found.emplace();
  } else if (!options.dead.empty()) {
    if (!marked.empty()) {
      throw InputError(
          "dead stones are given twice: lower-case stones in the board and --dead (use one)");
    }
    const solver::Result<PointSet> named = scoring::DeadStringsFromVertices(position, options.dead);
    if (!named.ok()) throw InputError(named.error());
    dead = named.value();
  } else {
    const solver::Result<PointSet> checked = scoring::CheckDeadStrings(position, marked);
    if (!checked.ok()) throw InputError(checked.error());
    dead = checked.value();
  }
  scoring::ScoreOptions score_options;
  score_options.rules = rules.value();
  score_options.komi = komi;
  const scoring::ScoreResult score =
      found
          ? scoring::ScoreWithFoundDead(position, score_options, options.auto_dead_options, &*found)
          : scoring::Score(position, dead, score_options);
  if (options.json) {
    std::cout << JsonText(ToJson(position, score, found ? &*found : nullptr)) << "\n";
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
  command->add_option("--dead", options->dead, "dead strings, one vertex each (e.g. C3,D4)")
      ->delimiter(',');
  command->add_option("--rules", options->rules, "japanese (territory) or chinese (area)");
  command->add_option_function<double>(
      "--komi",
      [options](double komi) {
        options->komi = komi;
        options->komi_given = true;
      },
      "komi for White (default: the SGF's KM, else 6.5 japanese, 7.5 chinese)");
  command->add_flag("--auto-dead", options->auto_dead,
                    "find the dead stones (exact eye values and a local search; groups it cannot "
                    "decide are listed as unsure)");
  command
      ->add_option("--auto-dead-budget", options->auto_dead_options.node_budget,
                   "--auto-dead: nodes per local search (default 20000)")
      ->check(CLI::Range(1, 100000000));
  command
      ->add_option("--auto-dead-area", options->auto_dead_options.max_enclosure,
                   "--auto-dead: largest area read, in points (default 40)")
      ->check(CLI::Range(1, 400));
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
