// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BOARD_POSITION_TEXT_H_
#define EYESHAPE_BOARD_POSITION_TEXT_H_

// File: board/position_text.h
// One entry point for a position given as text, whichever of the two formats
// it is in: an SGF record (board/sgf.h) when the first character that is not
// white space (after a UTF-8 byte-order mark) is '(' or the text holds a game
// tree's start "(;" after other text, else a board diagram in GNU Go's `showboard` format
// (board/ascii_board.h). Used by `eyeshape board` and the GTP engine.
//
//   Result<PositionText> read = ReadPositionText(text, {.until_move = 40});
//   if (read.ok()) AnalyzeEyes(read.value().position);

#include <string_view>

#include "base/result.h"
#include "board/point_set.h"
#include "board/position.h"
#include "board/sgf.h"

namespace eyeshape::board {

struct PositionText {
  Position position;
  PointSet dead;            // stones drawn lower-case in a diagram (none from SGF)
  bool is_sgf = false;      // read as SGF
  double komi = 0.0;        // SGF KM
  bool has_komi = false;    // KM present
  bool empty_komi = false;  // KM[] (SgfGame::empty_komi)
  int handicap = 0;         // SGF HA
  int moves_played = 0;     // SGF moves applied (0 for a diagram)
  int moves_in_record = 0;  // SGF moves on the main line (0 for a diagram)
};

// True iff `text` starts, after a byte-order mark and white space, with '('
// (an SGF collection), or holds "(;" (white space allowed between) later on.
bool LooksLikeSgf(std::string_view text);

// Reads `text` as SGF or as a diagram (see above). `sgf_options` applies to SGF
// only. The error is the reader's one line ("move 37: ...", "line 4: ...").
// Thread-safe.
Result<PositionText> ReadPositionText(std::string_view text, const SgfOptions& sgf_options = {});

}  // namespace eyeshape::board

#endif  // EYESHAPE_BOARD_POSITION_TEXT_H_
