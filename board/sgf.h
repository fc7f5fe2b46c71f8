// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BOARD_SGF_H_
#define EYESHAPE_BOARD_SGF_H_

// File: board/sgf.h
// Reads an SGF game record (FF[4], https://www.red-bean.com/sgf/; FF[1]-FF[3]
// files that fit the same grammar read too) into a Position: the first game
// tree of the collection, its main line (the first variation at every
// branch). Debian packages no SGF library (only the tools qgo and sgf2dg), so
// the parser is our own; tests/fuzz/sgf_fuzzer.cc fuzzes it.
//
// Properties used: SZ (`SZ[19]`, `SZ[19:13]` = width 19, height 13; 1..25,
// root node only), GM (must be 1 if present), KM (komi; `KM[]` counts as
// absent, `KM[6,5]` as 6.5; a whole KM of 100 or more, and of 50 or more from
// Fox or gokifu (AP[foxwq], AP[SGFC...]), is in their hundredths: KM[650]
// 6.5, KM[375] 3.75 Chinese stones, 7.5; KM[3.75] is the stones themselves),
// AP (only for that), RU and HA (passed on, not interpreted: the rules text
// and the handicap count), AB/AW/AE (points or FF[4] rectangles `aa:cc`), PL,
// B/W (a point, or pass as `[]`, or `[tt]` on boards up to 19x19). Every
// other property is skipped unread (FF, CA, C, ...); FF[3] identifiers with
// lower-case letters ("AddBlack") count by their capitals. A node's setup is
// applied before its move.
//
// Lenient where real files need it: text before the first game tree `(;`
// (a UTF-8 byte-order mark, a mail header) is skipped; numbers may have
// spaces around them and digits on one side of the point only (`KM[ 6.5 ]`,
// `KM[.5]`, as C's strtod reads them). Strict where a wrong position or count
// would follow: errors are one line that says where, "byte 120: ..." for
// syntax and malformed values (offsets count from the start of the text,
// skipped bytes included), "move 37: B at D4 is illegal: occupied"
// for moves. The whole text is checked for syntax even when reading stops
// early.
//
//   Result<SgfGame> game = ReadSgf(text, {.until_move = 37});
//   if (game.ok()) Analyse(game.value().position);  // the position before move 37

#include <string>
#include <string_view>

#include "base/result.h"
#include "board/position.h"

namespace eyeshape::board {

struct SgfOptions {
  // 0: play every move of the main line. N >= 1: stop just before move N is
  // played (N - 1 moves played), as GNU Go's `loadsgf FILE N` and `-L N` do.
  // Moves are the B and W properties of the main line, passes included,
  // numbered from 1.
  int until_move = 0;
  // kNoPoint: no such stop. Otherwise stop just before the first move played
  // at this point (moves before it played, it and later ones not), as GNU
  // Go's `loadsgf FILE VERTEX` does; with until_move too, the earlier stop
  // wins. A point off the record's board is never played: every move is.
  Point until_vertex = kNoPoint;
};

struct SgfGame {
  Position position;        // to_move(): the colour of the first move not played
                            // when reading stopped early (as GNU Go's loadsgf),
                            // else PL if it follows the last move, else the
                            // opponent of the last mover, else Black
  double komi = 0.0;        // KM, 0 when absent or empty (KM[])
  bool has_komi = false;    // KM present with a value
  bool empty_komi = false;  // KM[] (GNU Go's loadsgf reads it as komi 0)
  // Why `komi` is not KM as written, "" when it is: Fox's and gokifu's KM in
  // hundredths (KM[375]: 7.5) or stones (KM[3.75]), see sgf.cc ScaledKomi.
  std::string komi_note;
  std::string rules;        // RU as written (SGF escapes removed), "" when absent
  bool has_rules = false;   // RU present (even RU[])
  int handicap = 0;         // HA, 0 when absent or empty (HA[])
  int moves_played = 0;     // B/W moves applied (passes included)
  int moves_in_record = 0;  // B/W moves on the main line
};

// Parses and replays `text`. Thread-safe (no shared state). O(length + moves
// x string size).
Result<SgfGame> ReadSgf(std::string_view text, const SgfOptions& options = {});

}  // namespace eyeshape::board

#endif  // EYESHAPE_BOARD_SGF_H_
