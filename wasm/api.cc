// SPDX-License-Identifier: MIT
#include "wasm/api.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/result.h"
#include "board/eyes.h"
#include "board/point_set.h"
#include "board/position.h"
#include "board/position_text.h"
#include "nlohmann/json.hpp"
#include "report/json_text.h"
#include "report/pattern_output.h"
#include "report/position_json.h"
#include "scoring/dead_stones.h"
#include "scoring/score.h"
#include "solver/model/eyespace.h"
#include "solver/solver.h"

namespace eyeshape::wasm {
namespace {

using board::Color;
using board::Point;
using board::PointSet;
using board::Position;
using nlohmann::json;

// A request's bad input: the one line of {"error"}.
class RequestError : public std::exception {
 public:
  explicit RequestError(std::string message) : message_(std::move(message)) {}
  const char* what() const noexcept override { return message_.c_str(); }

 private:
  std::string message_;
};

json ParseRequest(std::string_view request) {
  json parsed = json::parse(request, nullptr, /*allow_exceptions=*/false);
  if (parsed.is_discarded()) throw RequestError("the request is not JSON");
  if (!parsed.is_object()) throw RequestError("the request is not a JSON object");
  return parsed;
}

// An optional integer field in [low, high].
std::optional<std::int64_t> IntegerField(const json& request, const char* name, std::int64_t low,
                                         std::int64_t high) {
  const auto it = request.find(name);
  if (it == request.end() || it->is_null()) return std::nullopt;
  if (!it->is_number_integer() || it->get<std::int64_t>() < low || it->get<std::int64_t>() > high) {
    throw RequestError(std::string(name) + " must be an integer from " + std::to_string(low) +
                       " to " + std::to_string(high));
  }
  return it->get<std::int64_t>();
}

std::string SizeText(std::size_t width, std::size_t height) {
  return std::to_string(width) + "x" + std::to_string(height);
}

// The position of a sign map: rows of 1 (Black), -1 (White), 0 (empty),
// Black to move.
Position PositionOf(const json& request) {
  const auto it = request.find("signMap");
  if (it == request.end()) throw RequestError("signMap is missing");
  const json& rows = *it;
  if (!rows.is_array()) throw RequestError("signMap must be an array of rows");
  if (rows.empty()) throw RequestError("signMap has no rows");
  if (!rows[0].is_array()) throw RequestError("signMap row 0 is not an array");
  const std::size_t height = rows.size();
  const std::size_t width = rows[0].size();
  if (width == 0) throw RequestError("signMap row 0 is empty");
  for (std::size_t y = 0; y < height; ++y) {
    if (!rows[y].is_array())
      throw RequestError("signMap row " + std::to_string(y) + " is not an array");
    if (rows[y].size() != width) {
      throw RequestError("signMap is not rectangular: row " + std::to_string(y) + " has " +
                         std::to_string(rows[y].size()) + " values, row 0 has " +
                         std::to_string(width));
    }
  }
  constexpr auto kMax = static_cast<std::size_t>(board::kMaxBoardSize);
  if (width > kMax || height > kMax) {
    throw RequestError("signMap is " + SizeText(width, height) + ": at most " +
                       SizeText(kMax, kMax));
  }
  Position position(static_cast<int>(width), static_cast<int>(height));
  for (std::size_t y = 0; y < height; ++y) {
    for (std::size_t x = 0; x < width; ++x) {
      const json& sign = rows[y][x];
      if (!sign.is_number_integer() || sign.get<std::int64_t>() < -1 ||
          sign.get<std::int64_t>() > 1) {
        throw RequestError("signMap[" + std::to_string(y) + "][" + std::to_string(x) + "] is " +
                           report::JsonText(sign) +
                           ": a sign is 1 (black), -1 (white) or 0 (empty)");
      }
      const std::int64_t s = sign.get<std::int64_t>();
      if (s == 0) continue;
      position.Place(board::PointAt(static_cast<int>(x), static_cast<int>(y)),
                     s > 0 ? Color::kBlack : Color::kWhite);
    }
  }
  // A finished game has no string without liberties: one here means the map
  // is not a position (a capture left on the board), and every answer on it
  // would be wrong.
  if (const Point p = position.FirstStringWithoutLiberty(); p != board::kNoPoint) {
    throw RequestError("the " + std::string(board::ColorName(position.At(p))) + " string at [" +
                       std::to_string(p % board::kStride) + ", " +
                       std::to_string(p / board::kStride) + "] has no liberties: not a position");
  }
  return position;
}

json VertexOf(Point p) { return json::array({p % board::kStride, p / board::kStride}); }

json VertexArray(const PointSet& points) {
  json out = json::array();
  points.ForEach([&](Point p) { out.push_back(VertexOf(p)); });
  return out;
}

// The GTP names of `request[name]`'s [x, y] vertices, each checked on the board.
std::vector<std::string> GtpVertices(const Position& position, const json& list, const char* name) {
  if (!list.is_array()) throw RequestError(std::string(name) + " must be an array of [x, y]");
  std::vector<std::string> out;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const json& v = list[i];
    const std::string where = std::string(name) + "[" + std::to_string(i) + "]";
    if (!v.is_array() || v.size() != 2 || !v[0].is_number_integer() || !v[1].is_number_integer()) {
      throw RequestError(where + " is not a vertex [x, y]");
    }
    const std::int64_t x = v[0].get<std::int64_t>();
    const std::int64_t y = v[1].get<std::int64_t>();
    if (x < 0 || y < 0 || x >= position.width() || y >= position.height()) {
      throw RequestError(where + " is " + report::JsonText(v) + ": off the " +
                         SizeText(static_cast<std::size_t>(position.width()),
                                  static_cast<std::size_t>(position.height())) +
                         " board");
    }
    out.push_back(position.GtpVertex(board::PointAt(static_cast<int>(x), static_cast<int>(y))));
  }
  return out;
}

scoring::DeadStoneOptions DeadOptionsOf(const json& request) {
  scoring::DeadStoneOptions options;
  if (const auto playouts = IntegerField(request, "playouts", 2, 100000)) {
    options.playouts = static_cast<int>(*playouts);
  }
  return options;
}

json Score(const json& request) {
  Position position = PositionOf(request);
  scoring::ScoreOptions options;
  if (const auto it = request.find("rules"); it != request.end() && !it->is_null()) {
    if (!it->is_string()) throw RequestError("rules must be a string");
    const Result<scoring::Rules> rules = scoring::ParseRules(it->get<std::string>());
    if (!rules.ok()) throw RequestError("rules: " + rules.error());
    options.rules = rules.value();
  }
  // The command line's defaults and range (cli/score_command.cc).
  options.komi = scoring::IsAreaCounting(options.rules) ? 7.5 : 6.5;
  if (const auto it = request.find("komi"); it != request.end() && !it->is_null()) {
    const double komi = it->is_number() ? it->get<double>() : NAN;
    if (!std::isfinite(komi) || std::fabs(komi) > 1000 || komi * 2 != std::floor(komi * 2)) {
      throw RequestError("komi must be a multiple of 0.5 between -1000 and 1000");
    }
    options.komi = komi;
  }
  if (const auto handicap = IntegerField(request, "handicap", 0, 400)) {
    options.handicap = static_cast<int>(*handicap);
  }
  if (const auto it = request.find("captures"); it != request.end() && !it->is_null()) {
    if (!it->is_object()) throw RequestError("captures must be {black, white}");
    constexpr std::int64_t kMaxCaptures = 100000;
    if (const auto n = IntegerField(*it, "black", 0, kMaxCaptures)) {
      position.set_captures_by(Color::kBlack, static_cast<int>(*n));
    }
    if (const auto n = IntegerField(*it, "white", 0, kMaxCaptures)) {
      position.set_captures_by(Color::kWhite, static_cast<int>(*n));
    }
  }
  const auto dead = request.find("dead");
  if (dead == request.end() || dead->is_null()) {
    const scoring::ScoreResult score =
        scoring::ScoreWithFoundDead(position, options, DeadOptionsOf(request));
    return report::ScoreJson(position, score, /*auto_dead=*/true);
  }
  const Result<PointSet> given =
      scoring::DeadStringsFromVertices(position, GtpVertices(position, *dead, "dead"));
  if (!given.ok()) throw RequestError("dead: " + given.error());
  return report::ScoreJson(
      position,
      scoring::ScoreWithGivenDead(position, given.value(), options, DeadOptionsOf(request)),
      /*auto_dead=*/false);
}

json DeadStones(const json& request) {
  const Position position = PositionOf(request);
  const scoring::DeadStones found = scoring::FindDeadStones(position, DeadOptionsOf(request));
  json groups = json::array();
  for (const scoring::GroupStatus& group : found.groups) {
    groups.push_back({{"color", board::ColorName(group.color)},
                      {"status", scoring::FinalStatusName(group.status)},
                      {"certainty", scoring::CertaintyName(group.certainty)},
                      {"by", group.reason},
                      {"stones", VertexArray(group.stones)}});
  }
  return {{"dead", VertexArray(found.dead)},
          {"groups", std::move(groups)},
          {"unsettled", found.unsettled},
          {"close_calls", found.close_calls}};
}

json EyeSpaces(const json& request) {
  board::PositionText read;
  read.position = PositionOf(request);
  return report::EyeAnalysisJson(read, board::AnalyzeEyes(read.position));
}

json ReadPosition(const json& request) {
  const auto it = request.find("text");
  if (it == request.end() || !it->is_string()) throw RequestError("text must be a string");
  board::SgfOptions options;
  if (const auto move = IntegerField(request, "move", 1, 1000000)) {
    options.until_move = static_cast<int>(*move);
  }
  const Result<board::PositionText> read = board::ReadPositionText(it->get<std::string>(), options);
  if (!read.ok()) throw RequestError(read.error());
  const Position& position = read.value().position;
  json rows = json::array();
  for (int y = 0; y < position.height(); ++y) {
    json row = json::array();
    for (int x = 0; x < position.width(); ++x) {
      const Color c = position.At(board::PointAt(x, y));
      row.push_back(c == Color::kBlack ? 1 : c == Color::kWhite ? -1 : 0);
    }
    rows.push_back(std::move(row));
  }
  return {{"signMap", std::move(rows)},
          {"dead", VertexArray(read.value().dead)},
          {"captures",
           {{"black", position.captures_by(Color::kBlack)},
            {"white", position.captures_by(Color::kWhite)}}},
          {"toMove", board::ColorName(position.to_move())},
          {"sgf", read.value().is_sgf},
          {"komi", read.value().has_komi ? json(read.value().komi) : json(nullptr)},
          {"movesPlayed", read.value().moves_played},
          {"movesInRecord", read.value().moves_in_record}};
}

json Solve(const json& request) {
  const auto it = request.find("diagram");
  if (it == request.end() || !it->is_string()) throw RequestError("diagram must be a string");
  const std::string text = it->get<std::string>();
  Result<solver::Pattern> parsed = solver::ParseEyespace(text);
  if (!parsed.ok()) throw RequestError(parsed.error());
  solver::GameOptions game;
  if (const auto liberties = IntegerField(request, "outerLiberties", 0, 7)) {
    game.outer_liberties = static_cast<int>(*liberties);
  }
  if (const auto model = request.find("model"); model != request.end() && !model->is_null()) {
    if (*model == "graph") {
      game.model = solver::Model::kGraph;
    } else if (*model != "board") {
      throw RequestError("model must be \"board\" or \"graph\"");
    }
  }
  if (const auto budget = IntegerField(request, "nodeBudget", 1, std::int64_t{1} << 50)) {
    game.node_budget = static_cast<std::uint64_t>(*budget);
  }
  report::PatternReport result;
  result.input = text;
  result.pattern = std::move(parsed).value();
  solver::PatternSolution solution;
  try {
    solution = solver::SolvePattern(result.pattern, game, /*explain=*/true);
  } catch (const solver::SearchStopped& stopped) {
    return {{"input", text}, {"unsolved", stopped.what()}};
  }
  result.value = solution.value;
  result.vital = solution.vital;
  result.marks = std::move(solution.marks);
  result.lines = std::move(solution.lines);
  return report::ToJson(result, game);
}

// Runs one request: {"result": ...} or {"error": message}. Nothing escapes:
// a bad request is an error answer, never an exception across the C API.
template <typename Answer>
std::string Run(std::string_view request, Answer answer) {
  json out;
  try {
    out["result"] = answer(ParseRequest(request));
  } catch (const RequestError& e) {
    out = {{"error", e.what()}};
  } catch (const std::exception& e) {
    out = {{"error", std::string("internal error: ") + e.what()}};
  }
  return report::JsonText(out);
}

char* Copy(const std::string& text) {
  // NOLINTNEXTLINE(cppcoreguidelines-no-malloc): freed by eyeshape_free, across the C API.
  auto* out = static_cast<char*>(std::malloc(text.size() + 1));
  if (out != nullptr) std::memcpy(out, text.c_str(), text.size() + 1);
  return out;
}

}  // namespace

std::string EyeSpacesRequest(std::string_view request) { return Run(request, EyeSpaces); }
std::string ScoreRequest(std::string_view request) { return Run(request, Score); }
std::string DeadStonesRequest(std::string_view request) { return Run(request, DeadStones); }
std::string SolveRequest(std::string_view request) { return Run(request, Solve); }
std::string ReadPositionRequest(std::string_view request) { return Run(request, ReadPosition); }

}  // namespace eyeshape::wasm

extern "C" {
char* eyeshape_eye_spaces(const char* request) {
  return eyeshape::wasm::Copy(eyeshape::wasm::EyeSpacesRequest(request));
}
char* eyeshape_score(const char* request) {
  return eyeshape::wasm::Copy(eyeshape::wasm::ScoreRequest(request));
}
char* eyeshape_dead_stones(const char* request) {
  return eyeshape::wasm::Copy(eyeshape::wasm::DeadStonesRequest(request));
}
char* eyeshape_solve(const char* request) {
  return eyeshape::wasm::Copy(eyeshape::wasm::SolveRequest(request));
}
char* eyeshape_read_position(const char* request) {
  return eyeshape::wasm::Copy(eyeshape::wasm::ReadPositionRequest(request));
}
// NOLINTNEXTLINE(cppcoreguidelines-no-malloc): the answers' allocator.
void eyeshape_free(char* answer) { std::free(answer); }
}
