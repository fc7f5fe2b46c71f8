// SPDX-License-Identifier: MIT
// File: gtp/gtp_engine.cc
// The protocol core: preprocessing, ids, dispatch through the table, the
// response format, and the game state with its cached eye analysis.

#include "gtp/gtp_engine.h"

#include <cctype>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/result.h"
#include "board/position.h"
#include "gtp/gtp_commands.h"

namespace eyeshape::gtp {

std::string PreprocessLine(std::string_view line) {
  std::string out;
  out.reserve(line.size());
  for (const char c : line) {
    if (c == '#') break;
    const auto u = static_cast<unsigned char>(c);
    if (c == '\t') {
      out.push_back(' ');
    } else if (u < 32 || u == 127) {
      continue;  // control characters (newline included) are dropped
    } else {
      out.push_back(c);
    }
  }
  const std::size_t first = out.find_first_not_of(' ');
  if (first == std::string::npos) return "";
  const std::size_t last = out.find_last_not_of(' ');
  return out.substr(first, last - first + 1);
}

namespace {

std::vector<std::string> SplitWords(std::string_view text) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ') ++i;
    if (i > start) words.emplace_back(text.substr(start, i - start));
  }
  return words;
}

// The id at the start of a line, read as GNU Go 3.8 reads it (observed, see
// docs/gtp.md): an optional sign and digits, the command following at once
// or after spaces. Sets `*id` to the digits without leading zeros ("" for a
// negative id, which GNU Go answers without one) and returns the length of
// the prefix; 0 when the line does not start with a number.
std::size_t ReadId(std::string_view line, std::string* id) {
  std::size_t i = 0;
  const bool negative = !line.empty() && line[0] == '-';
  if (!line.empty() && (line[0] == '-' || line[0] == '+')) i = 1;
  const std::size_t digits = i;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i])) != 0) ++i;
  if (i == digits) return 0;
  std::string_view number = line.substr(digits, i - digits);
  while (number.size() > 1 && number.front() == '0') number.remove_prefix(1);
  *id = negative ? "" : std::string(number);
  return i;
}

// The board the controller sees when the engine's board is turned by
// `orientation`: the same with its axes swapped back where the symmetry
// swaps them.
board::Position OuterBoard(const board::Position& inner, int orientation) {
  return board::Position(inner.width(), inner.height())
      .Transformed(board::InverseSymmetry(orientation));
}

// A vertex word of the controller's board, turned onto the engine's; other
// words unchanged.
std::string TurnIn(const std::string& word, const board::Position& inner, int orientation) {
  const board::Position outer = OuterBoard(inner, orientation);
  const Result<board::Point> p = outer.ParseGtpVertex(word);
  if (!p.ok() || p.value() == board::kPass) return word;
  return inner.GtpVertex(
      board::TransformPoint(p.value(), orientation, outer.width(), outer.height()));
}

// Every vertex in a reply (a letter and digits, not inside a longer word)
// turned back onto the controller's board.
std::string TurnOut(const std::string& text, const board::Position& inner, int orientation) {
  const board::Position outer = OuterBoard(inner, orientation);
  const int back = board::InverseSymmetry(orientation);
  const auto is_word = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '-';
  };
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (!is_word(text[i])) {
      out.push_back(text[i++]);
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && is_word(text[end])) ++end;
    const std::string word = text.substr(i, end - i);
    const bool vertex_like = word.size() >= 2 &&
                             std::isalpha(static_cast<unsigned char>(word[0])) != 0 &&
                             word.find_first_not_of("0123456789", 1) == std::string::npos;
    const Result<board::Point> p =
        vertex_like ? inner.ParseGtpVertex(word) : Result<board::Point>::Error("");
    if (p.ok() && p.value() != board::kPass) {
      out += outer.GtpVertex(board::TransformPoint(p.value(), back, inner.width(), inner.height()));
    } else {
      out += word;
    }
    i = end;
  }
  return out;
}

}  // namespace

GtpEngine::GtpEngine(GtpEngineOptions options) : options_(std::move(options)) {
  RegisterCoreCommands(*this);
  RegisterEyeCommands(*this);
}

std::string GtpEngine::HandleLine(std::string_view line) {
  const std::string clean = PreprocessLine(line);
  if (clean.empty()) return "";
  std::string id;
  const std::size_t command_start = ReadId(clean, &id);
  const std::vector<std::string> words = SplitWords(std::string_view(clean).substr(command_start));
  // A line that is only an id gets no response, as an empty line (GNU Go).
  if (words.empty()) return "";
  GtpReply reply;
  const auto found = commands_.find(words.front());
  if (found == commands_.end()) {
    reply = Failure("unknown command");
  } else {
    GtpArguments arguments(words.begin() + 1, words.end());
    // loadsgf's arguments are a file and a move of the record, not vertices
    // of the board.
    const bool turned = orientation_ != 0 && words.front() != "loadsgf";
    if (turned) {
      for (std::string& word : arguments) word = TurnIn(word, position_, orientation_);
    }
    reply = found->second(*this, arguments);
    if (orientation_ != 0) reply.text = TurnOut(reply.text, position_, orientation_);
  }
  // A response must not contain an empty line (spec §2.6): it would end it.
  std::string text;
  text.reserve(reply.text.size());
  for (std::size_t i = 0; i < reply.text.size(); ++i) {
    text.push_back(reply.text[i]);
    if (reply.text[i] == '\n' && i + 1 < reply.text.size() && reply.text[i + 1] == '\n') {
      text.push_back(' ');
    }
  }
  std::string response;
  response.reserve(id.size() + text.size() + 4);
  response.push_back(reply.success ? '=' : '?');
  response.append(id);
  response.push_back(' ');
  response.append(text);
  response.append("\n\n");
  return response;
}

void GtpEngine::Register(const std::string& name, GtpHandler handler) {
  commands_[name] = std::move(handler);
}

bool GtpEngine::IsKnown(std::string_view name) const {
  return commands_.find(name) != commands_.end();
}

std::vector<std::string> GtpEngine::CommandNames() const {
  std::vector<std::string> names;
  names.reserve(commands_.size());
  for (const auto& [name, handler] : commands_) names.push_back(name);
  return names;
}

void GtpEngine::SetPosition(const board::Position& position) {
  position_ = position;
  history_.clear();
  analysis_.reset();
  ++position_generation_;
}

board::MoveError GtpEngine::Play(board::Color color, board::Point point) {
  board::Position before = position_;
  const board::MoveError error = position_.Play(color, point);
  if (error == board::MoveError::kNone) {
    history_.push_back(before);
    analysis_.reset();
    ++position_generation_;
  }
  return error;
}

bool GtpEngine::Undo() {
  if (history_.empty()) return false;
  position_ = history_.back();
  history_.pop_back();
  analysis_.reset();
  ++position_generation_;
  return true;
}

const board::EyeAnalysis& GtpEngine::Analysis() {
  if (!analysis_.has_value()) analysis_ = board::AnalyzeEyes(position_, options_.eyes);
  return *analysis_;
}

}  // namespace eyeshape::gtp
