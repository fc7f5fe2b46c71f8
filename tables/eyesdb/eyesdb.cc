// SPDX-License-Identifier: MIT
// File: tables/eyesdb/eyesdb.cc
// The eyes.db reader: a line-by-line state machine (outside a pattern, inside
// one), character checks with exact line and column, then ParsePattern() on
// the rows for the geometry (edges, W contact, connectivity).

#include "tables/eyesdb/eyesdb.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace eyeshape::tables {
namespace {

bool IsVertexChar(char c) {
  switch (c) {
    case '.':
    case '!':
    case 'X':
    case '$':
    case '*':
    case '<':
    case '>':
    case '@':
    case '(':
    case ')':
    case 'x':
      return true;
    default:
      return false;
  }
}

bool IsDiagramChar(char c) {
  return IsVertexChar(c) || c == ' ' || c == '|' || c == '-' || c == '+';
}

bool IsMarginalChar(char c) { return c == '!' || c == '$' || c == '@' || c == '(' || c == ')'; }

// The proper symbol with the same content and mark as marginal symbol `c`.
char ProperChar(char c) {
  switch (c) {
    case '!':
      return '.';
    case '$':
      return 'X';
    case '@':
      return '*';
    case '(':
      return '<';
    case ')':
      return '>';
    default:
      return c;
  }
}

std::string LinePrefix(int line) { return "line " + std::to_string(line) + ": "; }

bool IsBlankLine(std::string_view line) {
  return line.find_first_not_of(" \t\r") == std::string_view::npos;
}

// "Pattern NAME": the keyword followed by a blank or the end of the line.
bool IsPatternLine(std::string_view line) {
  constexpr std::string_view kKeyword = "Pattern";
  if (line.substr(0, kKeyword.size()) != kKeyword) return false;
  return line.size() == kKeyword.size() || line[kKeyword.size()] == ' ' ||
         line[kKeyword.size()] == '\t';
}

std::string_view Trim(std::string_view text) {
  const std::size_t start = text.find_first_not_of(" \t");
  if (start == std::string_view::npos) return {};
  const std::size_t end = text.find_last_not_of(" \t");
  return text.substr(start, end - start + 1);
}

// The "row R" that ParsePattern() messages name, or -1.
int MentionedRow(const std::string& message) {
  const std::size_t at = message.find("row ");
  if (at == std::string::npos) return -1;
  int row = 0;
  std::size_t i = at + 4;
  if (i >= message.size() || message[i] < '0' || message[i] > '9') return -1;
  for (; i < message.size() && message[i] >= '0' && message[i] <= '9' && row < 100000; ++i) {
    row = row * 10 + (message[i] - '0');
  }
  return row;
}

// The pattern of a diagram with a marginal vertex that has no side for its
// approach: the same geometry parsed with proper symbols, marginal kinds put
// back and W contact from SPEC §2's formula. nullopt when the diagram has
// another problem or no such vertex.
std::optional<solver::Pattern> ParseUnholdable(const std::vector<std::string>& rows) {
  std::string proper;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (r > 0) proper += '\n';
    for (const char c : rows[r]) proper += ProperChar(c);
  }
  Result<solver::Pattern> parsed = solver::ParsePattern(proper);
  if (!parsed.ok()) return std::nullopt;
  solver::Pattern pattern = std::move(parsed).value();
  solver::Eyespace& eyespace = pattern.eyespace;
  for (int v = 0; v < eyespace.num_vertices; ++v) {
    const auto [r, c] = pattern.drawing->cells[v];
    const char symbol = rows[r][c];
    if (IsMarginalChar(symbol)) eyespace.marginal |= solver::VertexBit(v);
    pattern.drawing->rows[r][c] = symbol;
  }
  eyespace.touches_wall = solver::WallContact(eyespace, pattern.offboard_sides);
  if (solver::IsBoardHoldable(eyespace, pattern.offboard_sides)) return std::nullopt;
  return pattern;
}

// Per vertex of `pattern`, the edge marks GNU Go's eyes.db compiler credits
// to it (patterns/mkeyes.c in GNU Go 3.8, the `edge` field of struct
// eye_vertex): a '|' counts for the cell right of it when it is in the first
// column, else for the cell left of it; a '-' counts for the cell below it
// when it is in the first row, else for the cell above it; '+' counts for
// nothing. So a vertex next to a short edge row or beside a row without
// '|' gets 0 although the straight board edge passes it.
std::vector<int> MkeyesEdgeCounts(const std::vector<std::string>& rows,
                                  const solver::Pattern& pattern) {
  std::vector<int> edge(static_cast<std::size_t>(pattern.eyespace.num_vertices), 0);
  if (!pattern.drawing.has_value()) return edge;
  const auto credit = [&](int row, int column) {
    for (std::size_t v = 0; v < edge.size(); ++v) {
      if (pattern.drawing->cells[v].row == row && pattern.drawing->cells[v].column == column) {
        ++edge[v];
      }
    }
  };
  for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
    const std::string& row = rows[static_cast<std::size_t>(r)];
    for (int c = 0; c < static_cast<int>(row.size()); ++c) {
      if (row[static_cast<std::size_t>(c)] == '|') credit(r, c == 0 ? 1 : c - 1);
      if (row[static_cast<std::size_t>(c)] == '-') credit(r == 0 ? 1 : r - 1, c);
    }
  }
  return edge;
}

// Builds the pattern that ends at the colon line `line_number`.
Result<EyesDbPattern> FinishPattern(EyesDbPattern pattern, std::string_view colon, int line_number,
                                    std::unordered_map<std::string, int>& names) {
  using R = Result<EyesDbPattern>;
  const std::string where = LinePrefix(line_number) + "pattern " + pattern.name + ": ";
  pattern.colon_line = line_number;
  if (pattern.rows.empty()) return R::Error(where + "no diagram rows before the colon line");
  const std::string_view value_text = Trim(colon.substr(1));
  const std::optional<solver::EyeValue> value =
      value_text.size() == 4 ? solver::EyeValue::Parse(value_text) : std::nullopt;
  if (!value.has_value()) {
    return R::Error(where + "colon line " + QuoteExcerpt(colon) +
                    " is not ':' followed by a value abcd of digits 0..2");
  }
  if (!value->IsAllowed()) {
    return R::Error(where + "value " + value->ToString() +
                    " is not one of the 15 eye values (SPEC §4)");
  }
  pattern.value = *value;

  std::string diagram;
  for (std::size_t r = 0; r < pattern.rows.size(); ++r) {
    if (r > 0) diagram += '\n';
    diagram += pattern.rows[r];
  }
  Result<solver::Pattern> parsed = solver::ParsePattern(diagram);
  if (parsed.ok()) {
    pattern.pattern = std::move(parsed).value();
  } else if (std::optional<solver::Pattern> unholdable = ParseUnholdable(pattern.rows)) {
    pattern.pattern = std::move(*unholdable);
    pattern.board_cannot_hold = true;
  } else {
    const int row = MentionedRow(parsed.error());
    const int line = row >= 1 && row <= static_cast<int>(pattern.row_lines.size())
                         ? pattern.row_lines[static_cast<std::size_t>(row - 1)]
                         : pattern.first_row_line;
    return R::Error(LinePrefix(line) + "pattern " + pattern.name + ": " + parsed.error() +
                    " (rows counted from the pattern's first diagram row)");
  }
  pattern.edge = MkeyesEdgeCounts(pattern.rows, pattern.pattern);
  const auto [it, inserted] = names.emplace(pattern.name, pattern.name_line);
  if (!inserted) {
    return R::Error(LinePrefix(pattern.name_line) + "pattern name " + QuoteExcerpt(pattern.name) +
                    " repeats the pattern at line " + std::to_string(it->second));
  }
  return pattern;
}

}  // namespace

bool EyesDbPattern::is_edge_pattern() const {
  const std::vector<int>& sides = pattern.offboard_sides;
  return std::any_of(sides.begin(), sides.end(), [](int count) { return count > 0; });
}

int EyesDbPattern::num_board_edges() const {
  bool vertical = false;
  bool horizontal = false;
  for (const std::string& row : rows) {
    vertical = vertical || row.find('|') != std::string::npos;
    horizontal = horizontal || row.find_first_of("-+") != std::string::npos;
  }
  return (vertical ? 1 : 0) + (horizontal ? 1 : 0);
}

std::string EyesDbPattern::Diagram(std::string_view separator) const {
  std::string text;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (r > 0) text += separator;
    text += rows[r];
  }
  return text;
}

Result<EyesDb> ParseEyesDb(std::string_view text) {
  using R = Result<EyesDb>;
  EyesDb db;
  std::unordered_map<std::string, int> names;
  std::optional<EyesDbPattern> current;
  int line_number = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++line_number;
    // Trailing blanks and '\r' go, as in GNU Go's mkeyes.
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) {
      line.remove_suffix(1);
    }
    if (!line.empty() && line[0] == '#') {
      if (current.has_value()) current->comments.emplace_back(line);
      continue;
    }
    if (IsBlankLine(line)) continue;
    if (IsPatternLine(line)) {
      if (current.has_value()) {
        return R::Error(LinePrefix(line_number) + "a new pattern starts, but pattern " +
                        current->name + " (line " + std::to_string(current->name_line) +
                        ") has no colon line");
      }
      const std::string_view name = Trim(line.substr(7));
      if (name.empty()) return R::Error(LinePrefix(line_number) + "'Pattern' without a name");
      current.emplace();
      current->name = std::string(name);
      current->name_line = line_number;
      continue;
    }
    if (line[0] == ':') {
      if (!current.has_value()) {
        return R::Error(LinePrefix(line_number) +
                        "colon line outside a pattern (no 'Pattern NAME' line before it)");
      }
      Result<EyesDbPattern> finished = FinishPattern(std::move(*current), line, line_number, names);
      current.reset();
      if (!finished.ok()) return R::Error(finished.error());
      db.patterns.push_back(std::move(finished).value());
      continue;
    }
    if (!current.has_value()) {
      return R::Error(LinePrefix(line_number) + "diagram row " + QuoteExcerpt(line) +
                      " outside a pattern (no 'Pattern NAME' line before it)");
    }
    for (std::size_t c = 0; c < line.size(); ++c) {
      if (!IsDiagramChar(line[c])) {
        return R::Error(LinePrefix(line_number) + "pattern " + current->name +
                        ": unknown character " + QuoteChar(line[c]) + " at column " +
                        std::to_string(c + 1) + " of a diagram row");
      }
    }
    if (current->rows.empty()) current->first_row_line = line_number;
    current->rows.emplace_back(line);
    current->row_lines.push_back(line_number);
  }
  if (current.has_value()) {
    return R::Error(LinePrefix(current->name_line) + "pattern " + current->name +
                    " ends without a colon line");
  }
  return db;
}

Result<EyesDb> ReadEyesDbFile(const std::string& path) {
  // An ifstream opens a directory and reads it as empty: refuse it first.
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) {
    return Result<EyesDb>::Error("cannot read '" + path + "': is a directory");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return Result<EyesDb>::Error("cannot read '" + path + "'");
  std::ostringstream contents;
  contents << in.rdbuf();
  if (in.bad()) return Result<EyesDb>::Error("error reading '" + path + "'");
  Result<EyesDb> db = ParseEyesDb(contents.str());
  if (!db.ok()) return Result<EyesDb>::Error(path + ": " + db.error());
  return db;
}

}  // namespace eyeshape::tables
