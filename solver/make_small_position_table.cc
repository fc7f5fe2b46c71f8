// SPDX-License-Identifier: MIT
// File: solver/make_small_position_table.cc
// The build-time program that makes the table of small positions
// (solver/small_positions.h) that small_position_data.cc builds in:
//
//   eyeshape_make_small_position_table OUTPUT
//
// It solves level by level: the entries of k inside vertices by the search
// reading the levels below k (level 0 by the search alone), so no entry
// depends on an earlier table. It is compiled from the solver's sources
// with this file's BuiltInSmallPositions(), which has no table: the
// library's one embeds this program's output (solver/CMakeLists.txt).

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "solver/small_positions.h"

namespace eyeshape::solver::internal {

// The solver's default table while the table is being made: none.
SmallPositionTable BuiltInSmallPositions() { return SmallPositionTable{}; }

namespace {

std::vector<std::uint8_t> MakeTable() {
  std::vector<std::uint8_t> bits(kSmallPositionBytes, 0);
  for (int level = 0; level <= kSmallPositionMaxInside; ++level) {
    const SmallPositionTable lower{bits, level - 1};
    // Levels start at multiples of 32 entries, so each byte is one level's
    // and the threads write different bytes.
    const auto first_byte = static_cast<std::ptrdiff_t>(SmallPositionOffset(level) / 8);
    const auto end_byte = static_cast<std::ptrdiff_t>(SmallPositionOffset(level + 1) / 8);
#pragma omp parallel for schedule(dynamic, 256)
    for (std::ptrdiff_t byte = first_byte; byte < end_byte; ++byte) {
      std::uint8_t value = 0;
      for (int bit = 0; bit < 8; ++bit) {
        const std::size_t index =
            static_cast<std::size_t>(byte) * 8 + static_cast<std::size_t>(bit);
        const std::optional<SmallPosition> position = SmallPositionAt(index);
        if (position.has_value() && SolveSmallPosition(*position, lower)) {
          value = static_cast<std::uint8_t>(value | (1u << bit));
        }
      }
      bits[static_cast<std::size_t>(byte)] = value;
    }
  }
  return bits;
}

}  // namespace
}  // namespace eyeshape::solver::internal

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: eyeshape_make_small_position_table OUTPUT\n");
    return 2;
  }
  const std::vector<std::uint8_t> bits = eyeshape::solver::internal::MakeTable();
  // Written under a temporary name and renamed, so an interrupted build
  // leaves no truncated table behind.
  const std::string temporary = std::string(argv[1]) + ".tmp";
  std::FILE* file = std::fopen(temporary.c_str(), "wb");
  if (file == nullptr) {
    std::fprintf(stderr, "eyeshape_make_small_position_table: %s: %s\n", temporary.c_str(),
                 std::strerror(errno));
    return 1;
  }
  const bool written = std::fwrite(bits.data(), 1, bits.size(), file) == bits.size();
  if (std::fclose(file) != 0 || !written || std::rename(temporary.c_str(), argv[1]) != 0) {
    std::fprintf(stderr, "eyeshape_make_small_position_table: cannot write %s: %s\n", argv[1],
                 std::strerror(errno));
    return 1;
  }
  return 0;
}
