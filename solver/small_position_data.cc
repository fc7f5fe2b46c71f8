// SPDX-License-Identifier: MIT
// File: solver/small_position_data.cc
// Embeds the table of small positions (solver/small_positions.h; the file
// named by EYESHAPE_SMALL_POSITION_TABLE_FILE, made at build time by
// eyeshape_make_small_position_table) into read-only data with .incbin
// (base/embed_file.h): no 4 MB array literal to parse.

#include <cstddef>
#include <cstdint>
#include <span>

#include "base/check.h"
#include "base/embed_file.h"
#include "solver/small_positions.h"

#ifndef EYESHAPE_SMALL_POSITION_TABLE_FILE
#error "EYESHAPE_SMALL_POSITION_TABLE_FILE must name the generated table of small positions"
#endif

EYESHAPE_EMBED_FILE(eyeshape_small_positions, EYESHAPE_SMALL_POSITION_TABLE_FILE);

namespace eyeshape::solver::internal {

SmallPositionTable BuiltInSmallPositions() {
  const std::span<const std::uint8_t> bits(eyeshape_small_positions_begin,
                                           eyeshape_small_positions_end);
  // A file of another layout would answer wrongly, not fail.
  EYESHAPE_CHECK(bits.size() == kSmallPositionBytes);
  return SmallPositionTable{bits, kSmallPositionMaxInside};
}

}  // namespace eyeshape::solver::internal
