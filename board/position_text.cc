// SPDX-License-Identifier: MIT
// File: board/position_text.cc
// SGF or diagram, by the first character.

#include "board/position_text.h"

#include <string_view>
#include <utility>

#include "board/ascii_board.h"

namespace eyeshape::board {

bool LooksLikeSgf(std::string_view text) {
  constexpr std::string_view kSpace = " \t\r\n\f\v";
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);  // UTF-8 byte-order mark
  const std::size_t first = text.find_first_not_of(kSpace);
  if (first != std::string_view::npos && text[first] == '(') return true;
  // A record after other text (ReadSgf skips it): "(;" with white space
  // allowed between. A showboard diagram has no ';'.
  for (std::size_t open = text.find('('); open != std::string_view::npos;
       open = text.find('(', open + 1)) {
    const std::size_t next = text.find_first_not_of(kSpace, open + 1);
    if (next != std::string_view::npos && text[next] == ';') return true;
  }
  return false;
}

Result<PositionText> ReadPositionText(std::string_view text, const SgfOptions& sgf_options) {
  PositionText out;
  if (LooksLikeSgf(text)) {
    Result<SgfGame> game = ReadSgf(text, sgf_options);
    if (!game.ok()) return Result<PositionText>::Error(game.error());
    SgfGame& g = game.value();
    out.position = g.position;
    out.is_sgf = true;
    out.komi = g.komi;
    out.has_komi = g.has_komi;
    out.empty_komi = g.empty_komi;
    out.handicap = g.handicap;
    out.moves_played = g.moves_played;
    out.moves_in_record = g.moves_in_record;
    return out;
  }
  Result<AsciiBoard> diagram = ReadAsciiBoard(text);
  if (!diagram.ok()) return Result<PositionText>::Error(diagram.error());
  out.position = diagram.value().position;
  out.dead = diagram.value().dead;
  return out;
}

}  // namespace eyeshape::board
