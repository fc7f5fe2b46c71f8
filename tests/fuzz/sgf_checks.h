// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_FUZZ_SGF_CHECKS_H_
#define EYESHAPE_TESTS_FUZZ_SGF_CHECKS_H_

// File: tests/fuzz/sgf_checks.h
// What must hold for any bytes given to ReadSgf (board/sgf.h), read to the
// end and stopped after a few moves: an error is one non-empty line; a game
// read has a board of 1..25 each way, stops before `until_move`, and its
// diagram (WriteAsciiBoard) reads back (ReadAsciiBoard) to the same stones
// and capture counts. Used by the libFuzzer target sgf_fuzzer.cc and replayed
// over the corpus tests/data/fuzz/sgf/ by tests/board/sgf_fuzz_corpus_test.cc.
// Returns "" when every check holds, else what failed.

#include <cstddef>
#include <string>
#include <string_view>

#include "board/ascii_board.h"
#include "board/sgf.h"

namespace eyeshape::testing {

inline std::string CheckSgfRead(std::string_view text, const board::SgfOptions& options) {
  using board::Color;
  using board::Position;
  const Result<board::SgfGame> game = board::ReadSgf(text, options);
  if (!game.ok()) {
    if (game.error().empty() || game.error().find('\n') != std::string::npos) {
      return "error message is empty or has several lines";
    }
    return "";
  }
  const Position& p = game.value().position;
  if (p.width() < 1 || p.width() > board::kMaxBoardSize || p.height() < 1 ||
      p.height() > board::kMaxBoardSize) {
    return "board size out of range";
  }
  if (options.until_move > 0 && game.value().moves_played >= options.until_move) {
    return "played past until_move";
  }
  const Result<board::AsciiBoard> back = board::ReadAsciiBoard(board::WriteAsciiBoard(p));
  if (!back.ok()) return "the written diagram does not read back";
  const Position& q = back.value().position;
  if (!(q.Points(Color::kBlack) == p.Points(Color::kBlack)) ||
      !(q.Points(Color::kWhite) == p.Points(Color::kWhite)) ||
      q.captures_by(Color::kBlack) != p.captures_by(Color::kBlack) ||
      q.captures_by(Color::kWhite) != p.captures_by(Color::kWhite)) {
    return "the diagram round trip changed the position";
  }
  return "";
}

// The bytes read to the end, then stopped after 1 to 5 moves.
inline std::string CheckSgfInput(std::string_view bytes) {
  std::string failure = CheckSgfRead(bytes, {});
  if (!failure.empty()) return failure;
  return CheckSgfRead(bytes, {.until_move = static_cast<int>(bytes.size() % 5) + 1});
}

}  // namespace eyeshape::testing

#endif  // EYESHAPE_TESTS_FUZZ_SGF_CHECKS_H_
