// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_GTP_GTP_COMMANDS_H_
#define EYESHAPE_GTP_GTP_COMMANDS_H_

// File: gtp/gtp_commands.h
// The built-in commands of the GTP engine (gtp/gtp_engine.h), in two groups,
// each registered into an engine's table; docs/gtp.md lists every command
// with its reply format.
//
// Core (GTP 2 required commands but genmove, board setup, handicap, GNU Go's
// loadsgf and showboard): protocol_version, name, version, known_command,
// list_commands, quit, boardsize, clear_board, komi, play, undo, showboard,
// loadsgf, query_boardsize, get_komi, fixed_handicap, place_free_handicap,
// set_free_handicap. There is no genmove: the engine analyses positions and
// does not play (docs/gtp.md says why).
//
// Eyes (GNU Go 3.8's analysis commands and reply formats, answered from
// board/eyes.h and board/tactics.h): attack, defend, list_stones, eval_eye,
// eye_data, half_eye_data; and for GoGui gogui-analyze_commands and
// eyeshape-eyespaces(_gfx).
//
// Error messages are GNU Go's where GNU Go has one ("invalid coordinate",
// "illegal move", "unacceptable size", ...), with details appended only where
// GNU Go's message names no cause (an unreadable SGF file).

#include <optional>
#include <string>
#include <string_view>

#include "board/eyes.h"
#include "board/position.h"
#include "gtp/gtp_engine.h"

namespace eyeshape::gtp {

void RegisterCoreCommands(GtpEngine& engine);
void RegisterEyeCommands(GtpEngine& engine);

// Helpers for command handlers (also for commands other layers add).

// "b", "black", "w", "white" in any case; nullopt otherwise.
std::optional<board::Color> ParseGtpColor(std::string_view word);
// A vertex of `position` ("D4", "d4"); "pass" only when `allow_pass`.
std::optional<board::Point> ParseGtpPoint(const board::Position& position, std::string_view word,
                                          bool allow_pass);
// A vertex as GNU Go prints it: "D4", or "PASS" for kPass and kNoPoint.
std::string GtpVertexText(const board::Position& position, board::Point p);

// The value GTP reports for an eye space: the exact one when valued, or,
// when a lone ko half eye won by O gives O more moving first, that value
// and its vital points, as GNU Go's read_eye does (board/eyes.h,
// EyeSpace::ko_won; eval_eye and eye_data report it); for a
// space too large to solve, GNU Go's size rule (compute_eyes when no pattern
// matches: esize - 2 msize > 3 gives 2222, > 0 gives 1111, else 0000), marked
// `guessed`. Attack and defense are one point each (kNoPoint when none): a
// point in both lists first, else one of each; among several, the most
// central to the space (in it, most neighbours in it, not marginal, farthest
// from the edge of `position`, the space's board), so that
// the choice does not depend on the board's orientation.
struct GtpEyeValue {
  board::EyeCount value;
  bool guessed = false;
  board::Point attack = board::kNoPoint;
  board::Point defense = board::kNoPoint;
};
GtpEyeValue EyeValueForGtp(const board::Position& position, const board::EyeSpace& space);

}  // namespace eyeshape::gtp

#endif  // EYESHAPE_GTP_GTP_COMMANDS_H_
