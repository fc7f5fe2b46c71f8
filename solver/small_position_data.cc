// SPDX-License-Identifier: MIT
// File: solver/small_position_data.cc
// Embeds the table of small positions (solver/small_positions.h; the file
// named by EYESHAPE_SMALL_POSITION_TABLE_FILE, made at build time by
// eyeshape_make_small_position_table) into read-only data with .incbin, as
// tables/lookup/default_table.cc does: no 4 MB array literal to parse.

#include <cstddef>
#include <cstdint>
#include <span>

#include "canon/check.h"
#include "solver/small_positions.h"

#ifndef EYESHAPE_SMALL_POSITION_TABLE_FILE
#error "EYESHAPE_SMALL_POSITION_TABLE_FILE must name the generated table of small positions"
#endif

__asm__(
    ".pushsection .rodata.eyeshape_small_positions, \"a\", @progbits\n"
    ".balign 64\n"
    ".hidden eyeshape_small_positions_begin\n"
    ".globl eyeshape_small_positions_begin\n"
    "eyeshape_small_positions_begin:\n"
    ".incbin \"" EYESHAPE_SMALL_POSITION_TABLE_FILE
    "\"\n"
    ".hidden eyeshape_small_positions_end\n"
    ".globl eyeshape_small_positions_end\n"
    "eyeshape_small_positions_end:\n"
    ".popsection\n");

extern "C" const std::uint8_t eyeshape_small_positions_begin[];
extern "C" const std::uint8_t eyeshape_small_positions_end[];

namespace eyeshape::solver::internal {

SmallPositionTable BuiltInSmallPositions() {
  const std::span<const std::uint8_t> bits(eyeshape_small_positions_begin,
                                           eyeshape_small_positions_end);
  // A file of another layout would answer wrongly, not fail.
  EYESHAPE_CHECK(bits.size() == kSmallPositionBytes);
  return SmallPositionTable{bits, kSmallPositionMaxInside};
}

}  // namespace eyeshape::solver::internal
