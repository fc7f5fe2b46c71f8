// SPDX-License-Identifier: MIT
#include "report/pattern_output.h"

#include <string>

namespace eyeshape::report {
namespace {

const char* MarkName(solver::VitalMark mark) {
  switch (mark) {
    case solver::VitalMark::kAttack:
      return "attack";
    case solver::VitalMark::kDefense:
      return "defense";
    case solver::VitalMark::kBoth:
      return "both";
    case solver::VitalMark::kNone:
      break;
  }
  return "none";
}

const char* SideName(solver::Side side) { return side == solver::Side::kAttacker ? "X" : "O"; }

std::string MoveText(const solver::Pattern& pattern, const solver::LineMove& move) {
  std::string text = SideName(move.side);
  text.reserve(48);
  switch (move.kind) {
    case solver::LineMove::Kind::kVertex:
      text += ' ';
      text += VertexName(pattern, move.vertex);
      break;
    case solver::LineMove::Kind::kOuterLiberty:
      text += " fills an outer liberty";
      break;
    case solver::LineMove::Kind::kExtraEye:
      text += " plays the extra eye";
      break;
    case solver::LineMove::Kind::kPass:
      text += " passes";
      break;
  }
  if (move.captures_wall) text += " and captures W";
  return text;
}

nlohmann::json VertexList(solver::VertexSet set) {
  nlohmann::json list = nlohmann::json::array();
  for (int v = 0; v < solver::kMaxVertices; ++v) {
    if ((set & solver::VertexBit(v)) != 0) list.push_back(v);
  }
  return list;
}

}  // namespace

std::string VertexName(const solver::Pattern& pattern, int vertex) {
  std::string name = std::to_string(vertex);
  if (pattern.drawing.has_value()) {
    const auto [row, column] = pattern.drawing->cells[vertex];
    name += " (row ";
    name += std::to_string(row + 1);
    name += ", col ";
    name += std::to_string(column + 1);
    name += ')';
  }
  return name;
}

std::string DescribeLine(const solver::Pattern& pattern, const solver::PrincipalLine& line) {
  std::string text = SideName(line.first);
  text += " first, ";
  text += line.extra_eye ? "with the extra eye: " : "no extra eye: ";
  text += line.alive ? "O lives" : "O dies";
  if (line.moves.empty()) return text + " (no move needed)";
  text += ":";
  for (std::size_t i = 0; i < line.moves.size(); ++i) {
    text += i == 0 ? " " : ", ";
    text += MoveText(pattern, line.moves[i]);
  }
  return text;
}

std::string FormatText(const PatternReport& report) {
  std::string text = report.value.ToString();
  text += '\n';
  text += solver::FormatPattern(report.pattern, report.marks);
  text += '\n';
  for (const solver::PrincipalLine& line : report.lines) {
    text += "  ";
    text += DescribeLine(report.pattern, line);
    text += '\n';
  }
  return text;
}

std::string FormatBatchLine(const PatternReport& report) {
  std::string text = report.value.ToString();
  text += ' ';
  text += solver::FormatPattern(report.pattern, report.marks, 'O', "%");
  return text;
}

nlohmann::json ToJson(const PatternReport& report, const solver::GameOptions& options) {
  nlohmann::json result;
  result["input"] = report.input;
  result["value"] = report.value.ToString();
  result["diagram"] = solver::FormatPattern(report.pattern, report.marks);
  result["model"] = options.model == solver::Model::kBoard ? "board" : "graph";
  result["outer_liberties"] = options.outer_liberties;
  nlohmann::json vertices = nlohmann::json::array();
  const solver::Eyespace& eyespace = report.pattern.eyespace;
  for (int v = 0; v < eyespace.num_vertices; ++v) {
    const solver::VertexSet bit = solver::VertexBit(v);
    nlohmann::json vertex;
    vertex["vertex"] = v;
    vertex["label"] = std::string(
        1, solver::VertexChar((eyespace.marginal & bit) != 0, (eyespace.attacker & bit) != 0, false,
                              solver::VitalMark::kNone));
    vertex["touches_wall"] = (eyespace.touches_wall & bit) != 0;
    if (report.pattern.drawing.has_value()) {
      vertex["row"] = report.pattern.drawing->cells[v].row;
      vertex["column"] = report.pattern.drawing->cells[v].column;
    }
    vertex["mark"] = MarkName(report.marks[v]);
    vertices.push_back(vertex);
  }
  result["vertices"] = vertices;
  result["attack"] = VertexList(report.vital.attack);
  result["defense"] = VertexList(report.vital.defense);
  if (!report.lines.empty()) {
    nlohmann::json lines = nlohmann::json::array();
    for (const solver::PrincipalLine& line : report.lines) {
      nlohmann::json entry;
      entry["first"] = SideName(line.first);
      entry["extra_eye"] = line.extra_eye;
      entry["alive"] = line.alive;
      entry["text"] = DescribeLine(report.pattern, line);
      nlohmann::json moves = nlohmann::json::array();
      for (const solver::LineMove& move : line.moves) {
        nlohmann::json m;
        m["side"] = SideName(move.side);
        switch (move.kind) {
          case solver::LineMove::Kind::kVertex:
            m["vertex"] = move.vertex;
            break;
          case solver::LineMove::Kind::kOuterLiberty:
            m["move"] = "outer-liberty";
            break;
          case solver::LineMove::Kind::kExtraEye:
            m["move"] = "extra-eye";
            break;
          case solver::LineMove::Kind::kPass:
            m["move"] = "pass";
            break;
        }
        if (move.captures_wall) m["captures_wall"] = true;
        moves.push_back(m);
      }
      entry["moves"] = moves;
      lines.push_back(entry);
    }
    result["lines"] = lines;
  }
  return result;
}

}  // namespace eyeshape::report
