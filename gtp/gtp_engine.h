// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_GTP_GTP_ENGINE_H_
#define EYESHAPE_GTP_GTP_ENGINE_H_

// File: gtp/gtp_engine.h
// A GTP version 2 engine (Go Text Protocol, draft 2,
// https://www.lysator.liu.se/~gunnar/gtp/gtp2-spec-draft2/gtp2-spec.html)
// over a board position and its eye analysis (board/eyes.h). The engine takes
// one input line and returns the whole response, so it is tested without
// processes; `eyeshape gtp` only moves lines between stdin and stdout.
//
// Protocol (spec §2.5-2.6): control characters other than tab and newline are
// removed, tabs become spaces, everything after '#' is dropped, and a line
// that is then empty gives no response. An optional numeric id precedes the
// command name and is echoed ("=7 ..."/"?7 ..."); read as GNU Go 3.8 reads it:
// a sign and digits, the command may follow without a space ("12x" is id 12
// and command "x"), a negative id is not echoed, and a line that is only an
// id gets no response. Names are case sensitive.
// A response is "=[id] text\n\n" or "?[id] message\n\n"; an error never stops
// the engine.
//
// Commands live in a registration table: gtp/gtp_commands.h registers the
// built-in ones, and another layer adds its own with Register().
//
//   GtpEngine engine;
//   engine.HandleLine("boardsize 9");      // "= \n\n"
//   engine.HandleLine("2 play B E5");      // "=2 \n\n"
//   engine.HandleLine("eval_eye A1");      // "= -1\n\n"
//
// Not thread-safe: one engine per thread.

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "board/eyes.h"
#include "board/position.h"

namespace eyeshape::gtp {

// A handler's answer: success ('=') or failure ('?'), and the text after
// "= " (may span several lines; no empty line inside, no final newline).
struct GtpReply {
  bool success = true;
  std::string text;
};

inline GtpReply Success(std::string text = "") { return {true, std::move(text)}; }
inline GtpReply Failure(std::string message) { return {false, std::move(message)}; }

// The arguments after the command name, split at spaces.
using GtpArguments = std::vector<std::string>;

class GtpEngine;
using GtpHandler = std::function<GtpReply(GtpEngine& engine, const GtpArguments& arguments)>;

struct GtpEngineOptions {
  // The eye analysis (tactical budget, the largest eye graph solved exactly).
  board::EyeOptions eyes;
  // The answer to `name` and `version`.
  std::string name = "eyeshape";
  std::string version = "0.1.0";
};

class GtpEngine {
 public:
  // An engine on an empty 19x19 board, komi 0, with the built-in commands of
  // gtp/gtp_commands.h registered.
  explicit GtpEngine(GtpEngineOptions options = {});

  // Handles one input line (without or with its '\n') and returns the full
  // response ("=id text\n\n"), or "" for a line that is empty after
  // preprocessing. After `quit` has been answered, quit_requested() is true.
  std::string HandleLine(std::string_view line);
  bool quit_requested() const { return quit_requested_; }
  void RequestQuit() { quit_requested_ = true; }

  // The registration table. Register adds `name` or replaces its handler.
  void Register(const std::string& name, GtpHandler handler);
  bool IsKnown(std::string_view name) const;
  // Every registered name, sorted (as `list_commands` prints them).
  std::vector<std::string> CommandNames() const;

  // The game state the commands act on.
  const board::Position& position() const { return position_; }
  // Replaces the position (boardsize, clear_board, loadsgf): history cleared.
  void SetPosition(const board::Position& position);
  // Plays a move and records it for Undo; an illegal move changes nothing.
  board::MoveError Play(board::Color color, board::Point point);
  // Takes back the last Play; false when there is none.
  bool Undo();
  // A number that changes whenever the position does (SetPosition, Play,
  // Undo), for state other layers keep about one position (dead marks).
  std::uint64_t position_generation() const { return position_generation_; }
  // GNU Go's `orientation N` (0..7, board::TransformPoint's numbering): the
  // engine keeps its board turned by symmetry N while the controller goes on
  // in the coordinates of the record as it reads. `loadsgf` turns what it
  // loads; every other command's arguments that are vertices are turned on
  // the way in, and the vertices of every reply (any letter-and-digits word
  // that is a point of the board) are turned back on the way out. GNU Go's
  // rotated regression files (optics_rot.tst, reading_rot.tst, ...) use it to
  // test that an answer does not depend on where on the board a shape is.
  int orientation() const { return orientation_; }
  void set_orientation(int orientation) { orientation_ = orientation; }
  double komi() const { return komi_; }
  void set_komi(double komi) { komi_ = komi; }
  const GtpEngineOptions& options() const { return options_; }

  // The eye analysis of the current position, computed on first use after a
  // change and kept until the next change.
  const board::EyeAnalysis& Analysis();

 private:
  GtpEngineOptions options_;
  std::map<std::string, GtpHandler, std::less<>> commands_;
  board::Position position_;
  std::vector<board::Position> history_;  // positions before each Play
  std::uint64_t position_generation_ = 0;
  double komi_ = 0.0;
  int orientation_ = 0;
  std::optional<board::EyeAnalysis> analysis_;
  bool quit_requested_ = false;
};

// Spec §3.2: removes control characters but tab and newline, turns tabs into
// spaces, drops a '#' comment and surrounding white space.
std::string PreprocessLine(std::string_view line);

}  // namespace eyeshape::gtp

#endif  // EYESHAPE_GTP_GTP_ENGINE_H_
