// SPDX-License-Identifier: MIT
// File: board/sgf.cc
// Two passes: a syntax pass over the whole collection (iterative, so deep
// nesting cannot overflow the stack) that keeps the properties of the
// main-line nodes, then a replay of those nodes on a Position.

#include "board/sgf.h"

#include <cmath>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace eyeshape::board {
namespace {

struct SgfProperty {
  std::string ident;                       // capitals only ("AddBlack" -> "AB")
  std::vector<std::string> values;         // unescaped
  std::vector<std::size_t> value_offsets;  // byte offset of each value's '['
};

struct SgfNode {
  std::vector<SgfProperty> properties;
};

std::string At(std::size_t offset) { return "byte " + std::to_string(offset) + ": "; }

bool IsSpace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
bool IsLetter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// Where the collection starts: the first '(' that opens a game tree (white
// space, then ';'), else the first '(' at all, so that a file with no game
// tree gets the syntax error at its first '(' rather than "no game tree".
// Whatever comes before (a byte-order mark, a mail header, a title with
// parentheses) is not SGF and is skipped, as GNU Go and common SGF libraries
// skip it.
std::size_t GameTreeStart(std::string_view text) {
  for (std::size_t open = text.find('('); open != std::string_view::npos;
       open = text.find('(', open + 1)) {
    std::size_t k = open + 1;
    while (k < text.size() && IsSpace(text[k])) ++k;
    if (k < text.size() && text[k] == ';') return open;
  }
  return text.find('(');
}

// The syntax pass: fills `main_line` with the nodes of the first game tree's
// main line.
Result<bool> ParseCollection(std::string_view text, std::vector<SgfNode>* main_line) {
  struct Tree {
    bool has_node = false;
    bool has_child = false;
  };
  std::vector<Tree> open;  // the game trees not yet closed
  bool on_main = true;     // until the first ')' every node is on the main line
  bool any_tree = false;
  std::size_t i = GameTreeStart(text);
  if (i == std::string_view::npos) {
    return Result<bool>::Error("byte 0: no game tree (no '(' in the input)");
  }
  while (true) {
    while (i < text.size() && IsSpace(text[i])) ++i;
    if (i >= text.size()) break;
    const char c = text[i];
    if (c == '(') {
      if (!open.empty() && !open.back().has_node) {
        return Result<bool>::Error(At(i) + "'(' before the first node of a game tree");
      }
      if (!open.empty()) open.back().has_child = true;
      if (open.empty() && any_tree) on_main = false;
      open.push_back(Tree{});
      any_tree = true;
      ++i;
    } else if (c == ')') {
      if (open.empty()) return Result<bool>::Error(At(i) + "')' without a matching '('");
      if (!open.back().has_node) return Result<bool>::Error(At(i) + "empty game tree '()'");
      open.pop_back();
      on_main = false;
      ++i;
    } else if (c == ';') {
      if (open.empty()) return Result<bool>::Error(At(i) + "';' outside a game tree");
      if (open.back().has_child) {
        return Result<bool>::Error(At(i) + "node ';' after a variation (expected '(' or ')')");
      }
      open.back().has_node = true;
      if (on_main) main_line->emplace_back();
      ++i;
    } else if (IsLetter(c)) {
      if (open.empty() || !open.back().has_node || open.back().has_child) {
        return Result<bool>::Error(At(i) + "property outside a node");
      }
      SgfProperty property;
      const std::size_t ident_start = i;
      while (i < text.size() && IsLetter(text[i])) {
        if (text[i] >= 'A' && text[i] <= 'Z') property.ident += text[i];
        ++i;
      }
      while (i < text.size() && IsSpace(text[i])) ++i;
      if (i >= text.size() || text[i] != '[') {
        return Result<bool>::Error(At(ident_start) + "property " +
                                   QuoteExcerpt(text.substr(ident_start, i - ident_start)) +
                                   " has no value '[...]'");
      }
      while (i < text.size() && text[i] == '[') {
        const std::size_t value_start = i;
        std::string value;
        ++i;
        bool closed = false;
        while (i < text.size()) {
          if (text[i] == '\\') {
            ++i;
            if (i >= text.size()) break;
            // A soft line break (backslash, newline) vanishes.
            if (text[i] == '\n' || text[i] == '\r') {
              const char first = text[i++];
              if (i < text.size() && (text[i] == '\n' || text[i] == '\r') && text[i] != first) ++i;
              continue;
            }
            value += text[i++];
          } else if (text[i] == ']') {
            closed = true;
            ++i;
            break;
          } else {
            value += text[i++];
          }
        }
        if (!closed) {
          return Result<bool>::Error(At(value_start) + "property value '[' is never closed by ']'");
        }
        property.values.push_back(std::move(value));
        property.value_offsets.push_back(value_start);
        while (i < text.size() && IsSpace(text[i])) ++i;
      }
      if (on_main) main_line->back().properties.push_back(std::move(property));
    } else {
      return Result<bool>::Error(At(i) + "unexpected " + QuoteChar(c) +
                                 " (expected '(', ';', ')' or a property)");
    }
  }
  if (!open.empty()) {
    return Result<bool>::Error(At(text.size()) + "input ends inside a game tree (missing ')')");
  }
  return true;
}

// `s` without the spaces, tabs and line breaks around it: SZ[ 19 ], KM[ 6.5 ]
// say what SZ[19], KM[6.5] say (GNU Go's reader takes them too).
std::string_view Trimmed(std::string_view s) {
  const std::size_t first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

// A non-negative decimal integer without sign, at most 4 digits, spaces
// around it aside; -1 if not.
int ParseSmallNumber(std::string_view s) {
  s = Trimmed(s);
  if (s.empty() || s.size() > 4) return -1;
  int n = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return -1;
    n = n * 10 + (c - '0');
  }
  return n;
}

// SGF Real: ["+"|"-"] digits ["." digits], with ',' accepted for '.' (files
// written with a decimal-comma locale say KM[6,5]; the comma cannot mean
// anything else in a single number), spaces around it aside, and digits on
// one side of the point only (".5", "5.": C's strtod reads them, and so do
// readers built on it; not "6,", more likely a cut "6,5"). False when
// malformed.
bool ParseReal(std::string_view s, double* out) {
  s = Trimmed(s);
  std::size_t i = 0;
  double sign = 1.0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) sign = s[i++] == '-' ? -1.0 : 1.0;
  const std::size_t digits_start = i;
  double value = 0.0;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9') value = value * 10 + (s[i++] - '0');
  const std::size_t whole_digits = i - digits_start;
  if (whole_digits > 9) return false;
  std::size_t fraction_digits = 0;
  if (i < s.size() && (s[i] == '.' || s[i] == ',')) {
    const bool comma = s[i] == ',';
    ++i;
    const std::size_t fraction_start = i;
    double scale = 0.1;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
      value += (s[i++] - '0') * scale;
      scale /= 10;
    }
    fraction_digits = i - fraction_start;
    // "6," is more likely a cut "6,5" than a 6.
    if (fraction_digits > 9 || (comma && fraction_digits == 0)) return false;
  }
  if (whole_digits + fraction_digits == 0) return false;
  if (i != s.size()) return false;
  *out = sign * value;
  return true;
}

// Fox (AP[foxwq]) and gokifu (AP[SGFC...]) write komi in hundredths: of
// points (KM[650]: 6.5) or of Chinese stones, two points each (KM[375]:
// 3.75 stones, 7.5 points; they write 275, 325, 350 and 375 so). No real
// komi is 100 points or more, so a whole KM that large is read that way
// whoever wrote the file; from those two writers KM[50] is 0.5 as well.
// Chinese records also write the stones themselves (KM[3.75]): a KM under 5
// in quarters that is no komi in points (not a multiple of 0.5) is read as
// stones of two points. nullopt: KM means what it says.
std::optional<double> ScaledKomi(double km, bool scaling_writer) {
  if (km * 2 != std::floor(km * 2) && km * 4 == std::floor(km * 4) && std::fabs(km) < 5) {
    return 2 * km;
  }
  if (km != std::floor(km) || std::fabs(km) < (scaling_writer ? 50 : 100)) return std::nullopt;
  const double hundredths = km / 100;
  const double stones = std::fabs(hundredths);
  const double komi = stones >= 1 && stones < 5 ? 2 * hundredths : hundredths;
  if (komi * 2 != std::floor(komi * 2)) return std::nullopt;
  return komi;
}

bool IsScalingWriter(std::string_view application) {
  std::string lower(application);
  for (char& c : lower) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return lower.find("foxwq") != std::string::npos || lower.starts_with("sgfc");
}

// A number as a komi is written: "7.5", "-3", "0.5".
std::string KomiText(double komi) {
  std::string text = std::to_string(komi);
  text.erase(text.find_last_not_of('0') + 1);
  if (text.back() == '.') text.pop_back();
  return text;
}

int SgfCoordinate(char c) {
  if (c >= 'a' && c <= 'z') return c - 'a';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 26;
  return -1;
}

class Replay {
 public:
  explicit Replay(const SgfOptions& options) : options_(options) {}

  Result<SgfGame> Run(const std::vector<SgfNode>& nodes) {
    if (nodes.empty()) return Result<SgfGame>::Error("byte 0: the game tree has no node");
    // Root properties first: the size fixes what a point is.
    int width = 19;
    int height = 19;
    bool scaling_writer = false;
    for (const SgfProperty& p : nodes[0].properties) {
      if (p.ident == "AP") scaling_writer = scaling_writer || IsScalingWriter(p.values[0]);
      if (p.ident == "SZ") {
        if (!ParseSize(p, &width, &height)) return Result<SgfGame>::Error(error_);
      } else if (p.ident == "GM") {
        if (p.values[0] != "1") {
          return Result<SgfGame>::Error(At(p.value_offsets[0]) + "GM value " +
                                        QuoteExcerpt(p.values[0]) + " is not a game of Go (GM[1])");
        }
      }
    }
    game_.position = Position(width, height);
    bool stopped = false;
    Color next_mover = Color::kEmpty;  // the colour of the first move not played
    bool pl_after_last_move = false;
    for (std::size_t n = 0; n < nodes.size(); ++n) {
      for (const SgfProperty& p : nodes[n].properties) {
        if (n > 0 && p.ident == "SZ") {
          return Result<SgfGame>::Error(At(p.value_offsets[0]) + "SZ outside the root node");
        }
        if (stopped) continue;
        if (p.ident == "AB" || p.ident == "AW" || p.ident == "AE") {
          if (!Setup(p)) return Result<SgfGame>::Error(error_);
        } else if (p.ident == "PL") {
          const std::string& v = p.values[0];
          if (v != "B" && v != "W" && v != "b" && v != "w") {
            return Result<SgfGame>::Error(At(p.value_offsets[0]) + "PL value " + QuoteExcerpt(v) +
                                          " is not B or W");
          }
          game_.position.set_to_move(v == "B" || v == "b" ? Color::kBlack : Color::kWhite);
          pl_after_last_move = true;
        } else if (p.ident == "KM") {
          // KM[] says nothing (some servers write it for "no komi"): absent.
          if (Trimmed(p.values[0]).empty()) {
            game_.komi = 0.0;
            game_.has_komi = false;
            game_.empty_komi = true;
          } else if (ParseReal(p.values[0], &game_.komi)) {
            game_.has_komi = true;
            game_.empty_komi = false;
          } else {
            return Result<SgfGame>::Error(At(p.value_offsets[0]) + "KM value " +
                                          QuoteExcerpt(p.values[0]) + " is not a number");
          }
        } else if (p.ident == "RU") {
          game_.rules = p.values[0];
          game_.has_rules = true;
        } else if (p.ident == "HA") {
          if (!ParseHandicap(p)) return Result<SgfGame>::Error(error_);
        }
      }
      // Moves after setup, so a node with both is read as setup-then-move.
      for (const SgfProperty& p : nodes[n].properties) {
        if (p.ident != "B" && p.ident != "W") continue;
        ++game_.moves_in_record;
        Point point = kPass;
        if (!stopped && !MovePoint(p, &point)) return Result<SgfGame>::Error(error_);
        if ((options_.until_move > 0 && game_.moves_in_record >= options_.until_move) ||
            (options_.until_vertex != kNoPoint && point == options_.until_vertex)) {
          // The player to move is the one of the first move not played, as
          // GNU Go's `loadsgf FILE N` answers.
          if (!stopped) next_mover = p.ident == "B" ? Color::kBlack : Color::kWhite;
          stopped = true;
        }
        if (stopped) continue;
        if (!PlayMove(p, point)) return Result<SgfGame>::Error(error_);
        pl_after_last_move = false;
      }
    }
    if (next_mover != Color::kEmpty) {
      game_.position.set_to_move(next_mover);
    } else if (!pl_after_last_move && last_mover_ != Color::kEmpty) {
      game_.position.set_to_move(Opponent(last_mover_));
    }
    if (game_.has_komi) {
      if (const std::optional<double> komi = ScaledKomi(game_.komi, scaling_writer)) {
        const double stones = std::fabs(game_.komi) / 100;
        game_.komi_note =
            "KM[" + KomiText(game_.komi) + "] read as komi " + KomiText(*komi) +
            (std::fabs(game_.komi) < 5 ? ": Chinese stones of two points"
             : stones >= 1 && stones < 5
                 ? ": hundredths of Chinese stones of two points, as Fox and gokifu write it"
                 : ": hundredths of a point, as Fox and gokifu write it");
        game_.komi = *komi;
      }
    }
    return game_;
  }

 private:
  bool Fail(std::string message) {
    error_ = std::move(message);
    return false;
  }

  std::string SizeText() const {
    return std::to_string(game_.position.width()) + "x" + std::to_string(game_.position.height());
  }

  bool ParseSize(const SgfProperty& p, int* width, int* height) {
    const std::string& v = p.values[0];
    const std::size_t colon = v.find(':');
    const int w = ParseSmallNumber(std::string_view(v).substr(0, colon));
    const int h =
        colon == std::string::npos ? w : ParseSmallNumber(std::string_view(v).substr(colon + 1));
    if (w < 0 || h < 0) {
      return Fail(At(p.value_offsets[0]) + "SZ value " + QuoteExcerpt(v) +
                  " is not a size (N or W:H)");
    }
    if (w < 1 || h < 1 || w > kMaxBoardSize || h > kMaxBoardSize) {
      return Fail(At(p.value_offsets[0]) + "board size " + std::to_string(w) + "x" +
                  std::to_string(h) + " is outside 1x1..25x25");
    }
    *width = w;
    *height = h;
    return true;
  }

  // HA: a whole number of stones, at most every point of the board but one
  // (what set_free_handicap can place); HA[] is absent, as KM[] is. A
  // malformed count is an error, not 0: a reader of `handicap` (the scorer's
  // compensation under area rules) would otherwise be given a wrong count.
  bool ParseHandicap(const SgfProperty& p) {
    const std::string& v = p.values[0];
    if (Trimmed(v).empty()) {
      game_.handicap = 0;
      return true;
    }
    const int points = game_.position.width() * game_.position.height();
    const int n = ParseSmallNumber(v);
    if (n < 0 || n > points - 1) {
      return Fail(At(p.value_offsets[0]) + "HA value " + QuoteExcerpt(v) +
                  " is not a number of handicap stones (0.." + std::to_string(points - 1) +
                  " on the " + SizeText() + " board)");
    }
    game_.handicap = n;
    return true;
  }

  // A point value "ab"; false with error_ set when malformed or off the board.
  bool DecodePoint(std::string_view v, std::size_t offset, std::string_view what, Point* out) {
    if (v.size() != 2 || SgfCoordinate(v[0]) < 0 || SgfCoordinate(v[1]) < 0) {
      return Fail(At(offset) + std::string(what) + " value " + QuoteExcerpt(v) + " is not a point");
    }
    const int x = SgfCoordinate(v[0]);
    const int y = SgfCoordinate(v[1]);
    if (x >= game_.position.width() || y >= game_.position.height()) {
      return Fail(At(offset) + std::string(what) + " point [" + std::string(v) + "] is off the " +
                  SizeText() + " board");
    }
    *out = PointAt(x, y);
    return true;
  }

  bool Setup(const SgfProperty& p) {
    const Color c = p.ident == "AB"   ? Color::kBlack
                    : p.ident == "AW" ? Color::kWhite
                                      : Color::kEmpty;
    for (std::size_t k = 0; k < p.values.size(); ++k) {
      const std::string& v = p.values[k];
      const std::size_t colon = v.find(':');
      Point first = kNoPoint;
      Point last = kNoPoint;
      if (!DecodePoint(std::string_view(v).substr(0, colon), p.value_offsets[k], p.ident, &first)) {
        return false;
      }
      last = first;
      if (colon != std::string::npos &&
          !DecodePoint(std::string_view(v).substr(colon + 1), p.value_offsets[k], p.ident, &last)) {
        return false;
      }
      const int x0 = ColumnOf(first), x1 = ColumnOf(last);
      const int y0 = RowOf(first), y1 = RowOf(last);
      if (x0 > x1 || y0 > y1) {
        return Fail(At(p.value_offsets[k]) + p.ident + " rectangle [" + v +
                    "] is not upper-left:lower-right");
      }
      for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) game_.position.Place(PointAt(x, y), c);
      }
    }
    return true;
  }

  // The point of move `p` (kPass for a pass) in *point, or false with the
  // error set.
  bool MovePoint(const SgfProperty& p, Point* point) {
    const std::string& v = p.values[0];
    const std::string where = "move " + std::to_string(game_.moves_in_record) + ": ";
    *point = kPass;
    const bool tt_pass = v == "tt" && game_.position.width() <= 19 && game_.position.height() <= 19;
    if (!v.empty() && !tt_pass) {
      if (v.size() != 2 || SgfCoordinate(v[0]) < 0 || SgfCoordinate(v[1]) < 0) {
        return Fail(where + p.ident + " value " + QuoteExcerpt(v) + " is not a point (byte " +
                    std::to_string(p.value_offsets[0]) + ")");
      }
      const int x = SgfCoordinate(v[0]);
      const int y = SgfCoordinate(v[1]);
      if (x >= game_.position.width() || y >= game_.position.height()) {
        return Fail(where + p.ident + " at [" + v + "] is off the " + SizeText() + " board");
      }
      *point = PointAt(x, y);
    }
    return true;
  }

  // Plays move `p` at `point` (MovePoint's), or false with the error set.
  bool PlayMove(const SgfProperty& p, Point point) {
    const Color c = p.ident == "B" ? Color::kBlack : Color::kWhite;
    const std::string where = "move " + std::to_string(game_.moves_in_record) + ": ";
    const MoveError e = game_.position.Play(c, point);
    if (e != MoveError::kNone) {
      return Fail(where + p.ident + " at " + game_.position.GtpVertex(point) +
                  " is illegal: " + std::string(MoveErrorName(e)));
    }
    last_mover_ = c;
    ++game_.moves_played;
    return true;
  }

  SgfOptions options_;
  SgfGame game_;
  Color last_mover_ = Color::kEmpty;
  std::string error_;
};

}  // namespace

Result<SgfGame> ReadSgf(std::string_view text, const SgfOptions& options) {
  std::vector<SgfNode> main_line;
  const Result<bool> parsed = ParseCollection(text, &main_line);
  if (!parsed.ok()) return Result<SgfGame>::Error(parsed.error());
  Replay replay(options);
  return replay.Run(main_line);
}

}  // namespace eyeshape::board
