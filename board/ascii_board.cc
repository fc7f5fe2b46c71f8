// SPDX-License-Identifier: MIT
// File: board/ascii_board.cc

#include "board/ascii_board.h"

#include <algorithm>
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "base/check.h"

namespace eyeshape::board {
namespace {

bool IsCell(char c) { return c == 'X' || c == 'O' || c == '.' || c == '+' || c == 'x' || c == 'o'; }
bool IsDigit(char c) { return c >= '0' && c <= '9'; }

std::string AtLine(int line) { return "line " + std::to_string(line) + ": "; }

struct Row {
  int line = 0;
  int label = -1;  // the row number printed on the left or right, -1 if none
  std::string cells;
  int white_captures = -1;  // from "WHITE (O) has captured N stones"
  int black_captures = -1;
};

// Reads "WHITE (O) has captured N stones" / "BLACK (X) has captured N stones".
bool ParseCaptureText(std::string_view text, Row* row) {
  constexpr std::string_view kWhite = "WHITE (O) has captured ";
  constexpr std::string_view kBlack = "BLACK (X) has captured ";
  constexpr std::string_view kTail = " stones";
  const bool white = text.starts_with(kWhite);
  if (!white && !text.starts_with(kBlack)) return false;
  text.remove_prefix(kWhite.size());
  if (!text.ends_with(kTail)) return false;
  text.remove_suffix(kTail.size());
  if (text.empty() || text.size() > 6) return false;
  int n = 0;
  for (char c : text) {
    if (!IsDigit(c)) return false;
    n = n * 10 + (c - '0');
  }
  (white ? row->white_captures : row->black_captures) = n;
  return true;
}

// True iff `text` is a column line: the letters A, B, C, ... (no I) separated
// by single or more spaces. Sets *width.
bool IsColumnLine(std::string_view text, int* width) {
  int n = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    if (n >= kMaxBoardSize || text[i] != GtpColumnLetter(n)) return false;
    ++n;
    ++i;
    if (i < text.size() && text[i] != ' ') return false;
  }
  *width = n;
  return n > 0;
}

Result<Row> ParseRow(std::string_view text, int line) {
  Row row;
  row.line = line;
  std::size_t i = 0;
  while (i < text.size() && text[i] == ' ') ++i;
  int left_label = -1;
  if (i < text.size() && IsDigit(text[i])) {
    left_label = 0;
    while (i < text.size() && IsDigit(text[i]) && left_label < 1000) {
      left_label = left_label * 10 + (text[i++] - '0');
    }
    if (i >= text.size() || text[i] != ' ') {
      return Result<Row>::Error(AtLine(line) + "row number not followed by a space");
    }
    while (i < text.size() && text[i] == ' ') ++i;
  }
  if (i >= text.size() || !IsCell(text[i])) {
    return Result<Row>::Error(AtLine(line) + "expected a board row, found " +
                              (i < text.size() ? QuoteChar(text[i]) : std::string("nothing")) +
                              " (cells are X O . + x o)");
  }
  while (i < text.size() && IsCell(text[i])) {
    row.cells += text[i++];
    if (i + 1 < text.size() && text[i] == ' ' && IsCell(text[i + 1])) ++i;
  }
  while (i < text.size() && text[i] == ' ') ++i;
  int right_label = -1;
  if (i < text.size() && IsDigit(text[i])) {
    right_label = 0;
    while (i < text.size() && IsDigit(text[i]) && right_label < 1000) {
      right_label = right_label * 10 + (text[i++] - '0');
    }
    while (i < text.size() && text[i] == ' ') ++i;
  }
  if (left_label >= 0 && right_label >= 0 && left_label != right_label) {
    return Result<Row>::Error(AtLine(line) + "row numbers " + std::to_string(left_label) + " and " +
                              std::to_string(right_label) + " differ");
  }
  row.label = left_label >= 0 ? left_label : right_label;
  if (i < text.size() && !ParseCaptureText(text.substr(i), &row)) {
    return Result<Row>::Error(AtLine(line) + "unexpected text " + QuoteExcerpt(text.substr(i)) +
                              " after the row");
  }
  return row;
}

Color CellColor(char c) {
  switch (c) {
    case 'X':
    case 'x':
      return Color::kBlack;
    case 'O':
    case 'o':
      return Color::kWhite;
    default:
      return Color::kEmpty;
  }
}

}  // namespace

bool IsHoshi(int size, Point p) {
  int x = ColumnOf(p);
  int y = RowOf(p);
  EYESHAPE_CHECK(size >= 1 && size <= kMaxBoardSize && x < size && y < size);
  if (size == 5) {
    // The 2-2 points and the centre.
    return (x == 2 && y == 2) || ((x == 1 || x == 3) && (y == 1 || y == 3));
  }
  // Corner hoshi on the 3-3 points up to 11x11, the 4-4 points above; odd
  // boards add the centre, and from 13x13 the side points on the corner lines.
  const int line = size <= 11 ? 2 : 3;
  const int middle = size / 2;
  if (x >= middle) x = size - 1 - x;
  if (y >= middle) y = size - 1 - y;
  if (x == line && y == line) return true;
  if (size % 2 == 0) return false;
  if (size < 12) return x == middle && y == middle;
  return (x == line || x == middle) && (y == line || y == middle);
}

Result<AsciiBoard> ReadAsciiBoard(std::string_view text) {
  std::vector<Row> rows;
  int column_line_width = -1;
  int column_line_number = 0;
  int line_number = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const std::size_t first = line.find_first_not_of(" \t");
    if (first == std::string_view::npos) continue;  // blank
    if (line.find('\t') != std::string_view::npos) {
      return Result<AsciiBoard>::Error(AtLine(line_number) + "tab character (use spaces)");
    }
    if (line[first] == '=' && line.find_first_not_of(' ', first + 1) == std::string_view::npos &&
        rows.empty()) {
      continue;  // a GTP reply's "= " line
    }
    int width = 0;
    if (IsColumnLine(line, &width)) {
      if (column_line_width >= 0 && width != column_line_width) {
        return Result<AsciiBoard>::Error(
            AtLine(line_number) + "column line has " + std::to_string(width) + " letters, line " +
            std::to_string(column_line_number) + " has " + std::to_string(column_line_width));
      }
      column_line_width = width;
      column_line_number = line_number;
      continue;
    }
    Result<Row> row = ParseRow(line, line_number);
    if (!row.ok()) return Result<AsciiBoard>::Error(row.error());
    rows.push_back(std::move(row).value());
    if (rows.size() > static_cast<std::size_t>(kMaxBoardSize)) {
      return Result<AsciiBoard>::Error(AtLine(line_number) + "more than 25 rows");
    }
  }
  if (rows.empty()) return Result<AsciiBoard>::Error("line 1: no board rows");
  const int height = static_cast<int>(rows.size());
  const int width = static_cast<int>(rows[0].cells.size());
  if (width > kMaxBoardSize) {
    return Result<AsciiBoard>::Error(AtLine(rows[0].line) + "row has " + std::to_string(width) +
                                     " points, more than 25");
  }
  if (column_line_width >= 0 && column_line_width != width) {
    return Result<AsciiBoard>::Error(AtLine(column_line_number) + "column line has " +
                                     std::to_string(column_line_width) + " letters for a board " +
                                     std::to_string(width) + " wide");
  }
  const bool labelled = rows[0].label >= 0;
  AsciiBoard board{Position(width, height), PointSet()};
  for (int y = 0; y < height; ++y) {
    const Row& row = rows[y];
    if (static_cast<int>(row.cells.size()) != width) {
      return Result<AsciiBoard>::Error(
          AtLine(row.line) + "row has " + std::to_string(row.cells.size()) + " points, line " +
          std::to_string(rows[0].line) + " has " + std::to_string(width));
    }
    if (labelled != (row.label >= 0) || (labelled && row.label != height - y)) {
      return Result<AsciiBoard>::Error(
          AtLine(row.line) + (labelled ? "row number should be " + std::to_string(height - y)
                                       : std::string("row number on some rows only")));
    }
    for (int x = 0; x < width; ++x) {
      const char c = row.cells[x];
      const Point p = PointAt(x, y);
      board.position.Place(p, CellColor(c));
      if (c == 'x' || c == 'o') board.dead.Insert(p);
    }
    if (row.white_captures >= 0) board.position.set_captures_by(Color::kWhite, row.white_captures);
    if (row.black_captures >= 0) board.position.set_captures_by(Color::kBlack, row.black_captures);
  }
  return board;
}

std::string DrawBoardFrame(const Position& position, const std::function<std::string(Point)>& cell,
                           const std::function<std::string(int)>& after_row) {
  std::string columns = "  ";
  for (int x = 0; x < position.width(); ++x) {
    columns += ' ';
    columns += GtpColumnLetter(x);
  }
  columns += '\n';
  std::string out = columns;
  for (int y = 0; y < position.height(); ++y) {
    const int number = position.height() - y;
    if (number < 10) out += ' ';
    out += std::to_string(number);
    for (int x = 0; x < position.width(); ++x) {
      out += ' ';
      out += cell(PointAt(x, y));
    }
    out += ' ';
    out += std::to_string(number);
    if (after_row) out += after_row(number);
    out += '\n';
  }
  out += columns;
  return out;
}

std::string WriteAsciiBoard(const Position& position, const PointSet& dead) {
  const int width = position.width();
  const bool square = width == position.height();
  const int white_row = std::max(2, position.height() - 8);  // GTP row numbers
  return DrawBoardFrame(
      position,
      [&](Point p) {
        switch (position.At(p)) {
          case Color::kBlack:
            return std::string(1, dead.Contains(p) ? 'x' : 'X');
          case Color::kWhite:
            return std::string(1, dead.Contains(p) ? 'o' : 'O');
          case Color::kEmpty:
            break;
        }
        return std::string(1, square && IsHoshi(width, p) ? '+' : '.');
      },
      [&](int number) {
        if (number == white_row) {
          return "     WHITE (O) has captured " +
                 std::to_string(position.captures_by(Color::kWhite)) + " stones";
        }
        if (number == white_row - 1) {
          return "     BLACK (X) has captured " +
                 std::to_string(position.captures_by(Color::kBlack)) + " stones";
        }
        return std::string();
      });
}

}  // namespace eyeshape::board
