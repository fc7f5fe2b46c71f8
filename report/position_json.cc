// SPDX-License-Identifier: MIT
#include "report/position_json.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace eyeshape::report {
namespace {

using board::EyeAnalysis;
using board::EyeSpace;
using board::Point;
using board::PointSet;
using board::Position;

// The JSON arrays of vertices (the text output uses Listed()).
std::vector<std::string> Vertices(const Position& position, const board::PointSet& points) {
  std::vector<std::string> out;
  points.ForEach([&](Point p) { out.push_back(position.GtpVertex(p)); });
  return out;
}

std::vector<std::string> Vertices(const Position& position, const std::vector<Point>& points) {
  std::vector<std::string> out;
  out.reserve(points.size());
  for (const Point p : points) out.push_back(position.GtpVertex(p));
  return out;
}

std::string_view StatusName(board::EyeSpaceStatus status) {
  switch (status) {
    case board::EyeSpaceStatus::kValued:
      return "valued";
    case board::EyeSpaceStatus::kTooLarge:
      return "too_large";
    case board::EyeSpaceStatus::kUnsolved:
      return "unsolved";
    case board::EyeSpaceStatus::kInvalid:
      return "invalid";
  }
  return "invalid";
}

nlohmann::json TopologicalJson(const Position& position, const board::TopologicalEye& t) {
  return {{"point", position.GtpVertex(t.point)},
          {"color", board::ColorName(t.owner)},
          {"kind", t.kind == board::TopologicalKind::kHalfEye ? "half_eye" : "false_eye"},
          {"value", static_cast<double>(t.value_fifths) / board::kDiagonalUnit},
          {"attack", Vertices(position, t.attack_points)},
          {"defense", Vertices(position, t.defense_points)},
          {"made_marginal", t.made_marginal}};
}

}  // namespace

nlohmann::json EyeAnalysisJson(const board::PositionText& read, const EyeAnalysis& eyes) {
  const Position& position = read.position;
  nlohmann::json out;
  out["board"] = {{"width", position.width()},
                  {"height", position.height()},
                  {"to_move", board::ColorName(position.to_move())},
                  {"sgf", read.is_sgf},
                  {"moves_played", read.moves_played},
                  {"moves_in_record", read.moves_in_record}};
  out["eyespaces"] = nlohmann::json::array();
  for (const EyeSpace& space : eyes.eyespaces) {
    nlohmann::json s = {{"color", board::ColorName(space.owner)},
                        {"origin", position.GtpVertex(space.origin)},
                        {"points", Vertices(position, space.points)},
                        {"marginal", Vertices(position, space.marginal)},
                        {"attacker_stones", Vertices(position, space.attacker_stones)},
                        {"half_eyes", Vertices(position, space.half_eyes)},
                        {"false_eyes", Vertices(position, space.false_eyes)},
                        {"wall_strings", Vertices(position, space.wall_strings)},
                        {"status", StatusName(space.status)}};
    if (space.status == board::EyeSpaceStatus::kValued) {
      s["value"] = space.value;
      s["min"] = space.min;
      s["max"] = space.max;
      s["solved"] = space.solved;
      s["vertices"] = space.graph.num_vertices;
      s["outer_liberties"] = space.outer_liberties;
      s["attack"] = Vertices(position, space.attack);
      s["defense"] = Vertices(position, space.defense);
      if (!space.ko_won.value.empty()) {
        s["ko_won"] = {{"half_eye", position.GtpVertex(space.ko_won.half_eye)},
                       {"value", space.ko_won.value},
                       {"attack", Vertices(position, space.ko_won.attack)},
                       {"defense", Vertices(position, space.ko_won.defense)}};
      }
    } else {
      s["value"] = nullptr;
      s["min"] = nullptr;
      s["max"] = nullptr;
      s["attack"] = nlohmann::json::array();
      s["defense"] = nlohmann::json::array();
      if (!space.message.empty()) s["message"] = space.message;
    }
    out["eyespaces"].push_back(std::move(s));
  }
  out["half_eyes"] = nlohmann::json::array();
  out["false_eyes"] = nlohmann::json::array();
  for (const board::TopologicalEye& t : eyes.topological) {
    out[t.kind == board::TopologicalKind::kHalfEye ? "half_eyes" : "false_eyes"].push_back(
        TopologicalJson(position, t));
  }
  out["groups"] = nlohmann::json::array();
  for (const board::StringEyes& group : eyes.strings) {
    out["groups"].push_back({{"color", board::ColorName(group.color)},
                             {"origin", position.GtpVertex(group.origin)},
                             {"stones", Vertices(position, group.stones)},
                             {"eyespaces", group.eyespaces},
                             {"value", board::EyeCountString(group.eyes)},
                             {"min", group.min()},
                             {"max", group.max()},
                             {"complete", group.complete}});
  }
  return out;
}

nlohmann::json ScoreJson(const Position& position, const scoring::ScoreResult& score,
                         bool auto_dead) {
  nlohmann::json out;
  out["rules"] = scoring::RulesName(score.rules);
  out["komi"] = score.komi;
  out["result"] = score.result;
  out["certainty"] = {{"status", scoring::CertaintyName(score.certainty)},
                      {"estimates", score.estimates}};
  out["notes"] = score.notes;
  out["handicap"] = score.handicap;
  out["filled_dame"] = {{"black", Vertices(position, score.filled_dame[0])},
                        {"white", Vertices(position, score.filled_dame[1])}};
  out["score"] = {{"black", score.score[0]}, {"white", score.score[1]}};
  out["territory"] = {{"black", Vertices(position, score.territory[0])},
                      {"white", Vertices(position, score.territory[1])}};
  out["prisoners"] = {{"black", score.prisoners[0]}, {"white", score.prisoners[1]}};
  out["seki"] = Vertices(position, score.seki_stones);
  out["seki_eyes"] = Vertices(position, score.seki_eyes);
  out["dame"] = Vertices(position, score.dame);
  out["dead"] = Vertices(position, score.dead);
  out["false_eyes"] = Vertices(position, score.false_eyes);
  out["estimated_points"] = Vertices(position, score.estimated_points);
  nlohmann::json reasons = nlohmann::json::array();
  for (const scoring::SekiReason& reason : score.seki) {
    nlohmann::json item;
    PointSet stones;
    for (board::Point p : reason.stones) stones.Insert(p);
    PointSet liberties;
    for (board::Point p : reason.shared_liberties) liberties.Insert(p);
    item["stones"] = Vertices(position, stones);
    item["shared_liberties"] = Vertices(position, liberties);
    item["by_playouts"] = reason.by_playouts;
    nlohmann::json eyes = nlohmann::json::array();
    for (const scoring::SekiReason::Eye& eye : reason.eyes) {
      PointSet points;
      for (board::Point p : eye.points) points.Insert(p);
      eyes.push_back({{"owner", board::ColorName(eye.owner)},
                      {"points", Vertices(position, points)},
                      {"value", eye.value.empty() ? "too large" : eye.value}});
    }
    item["eyes"] = eyes;
    reasons.push_back(item);
  }
  out["seki_reasons"] = reasons;
  out["auto_dead"] = auto_dead;
  nlohmann::json groups = nlohmann::json::array();
  for (const scoring::GroupStatus& group : score.groups) {
    groups.push_back(
        {{"color", board::ColorName(group.color)},
         {"stones", Vertices(position, group.stones)},
         {"status", scoring::FinalStatusName(group.status)},
         {"certainty",
          {{"status", scoring::CertaintyName(group.certainty)}, {"by", group.reason}}}});
  }
  out["groups"] = groups;
  return out;
}

}  // namespace eyeshape::report
