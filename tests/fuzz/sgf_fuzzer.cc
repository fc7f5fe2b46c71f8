// SPDX-License-Identifier: MIT
// File: tests/fuzz/sgf_fuzzer.cc
// libFuzzer target: arbitrary bytes into ReadSgf (board/sgf.h), read to the
// end and stopped early. Whatever reads must give a board of 1..25 each way
// whose diagram (WriteAsciiBoard) reads back (ReadAsciiBoard) to the same
// stones and capture counts. Errors must be one line. Seed corpus:
// tests/data/fuzz/sgf/; run like scripts/fuzz.sh runs the eyespace target:
//   build/fuzz/tests/eyeshape_sgf_fuzzer CORPUS -dict=tests/fuzz/sgf.dict

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "board/ascii_board.h"
#include "board/sgf.h"

namespace {

void Fail(const char* what) {
  std::fprintf(stderr, "sgf_fuzzer: %s\n", what);
  std::abort();
}

void Check(std::string_view text, eyeshape::board::SgfOptions options) {
  using namespace eyeshape::board;
  const eyeshape::Result<SgfGame> game = ReadSgf(text, options);
  if (!game.ok()) {
    if (game.error().empty() || game.error().find('\n') != std::string::npos) {
      Fail("error message is empty or has several lines");
    }
    return;
  }
  const Position& p = game.value().position;
  if (p.width() < 1 || p.width() > kMaxBoardSize || p.height() < 1 || p.height() > kMaxBoardSize) {
    Fail("board size out of range");
  }
  if (options.until_move > 0 && game.value().moves_played >= options.until_move) {
    Fail("played past until_move");
  }
  const eyeshape::Result<AsciiBoard> back = ReadAsciiBoard(WriteAsciiBoard(p));
  if (!back.ok()) Fail("the written diagram does not read back");
  const Position& q = back.value().position;
  if (!(q.Points(Color::kBlack) == p.Points(Color::kBlack)) ||
      !(q.Points(Color::kWhite) == p.Points(Color::kWhite)) ||
      q.captures_by(Color::kBlack) != p.captures_by(Color::kBlack) ||
      q.captures_by(Color::kWhite) != p.captures_by(Color::kWhite)) {
    Fail("the diagram round trip changed the position");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  Check(text, {});
  Check(text, {.until_move = static_cast<int>(size % 5) + 1});
  return 0;
}
