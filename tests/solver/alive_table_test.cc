// SPDX-License-Identifier: MIT
// File: tests/solver/alive_table_test.cc
// The alive() memo (solver/alive_table.h) against a std::map holding the
// same insertions: every inserted key gives back its result, every other key
// is absent, across growth, in both layouts (8-byte words up to 28 vertices,
// 16-byte slots above). Keys differ in one bit of any field (X stones, O
// stones, meta) so that a packing that dropped or overlapped bits would
// answer for the wrong key.

#include "solver/alive_table.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <random>
#include <tuple>

namespace eyeshape::solver::internal {
namespace {

using Key = std::tuple<std::uint32_t, std::uint32_t, std::uint8_t>;

void CheckAgainstMap(int num_vertices, int insertions, int initial_bits = 10,
                     int reserved_bits = 0) {
  const std::uint32_t all =
      num_vertices >= 32 ? ~std::uint32_t{0} : (std::uint32_t{1} << num_vertices) - 1;
  AliveTable table(num_vertices, initial_bits);
  if (reserved_bits != 0) table.ReserveEmpty(reserved_bits);
  std::map<Key, bool> reference;
  std::mt19937_64 random(static_cast<unsigned>(num_vertices));
  const auto random_key = [&] {
    return Key{static_cast<std::uint32_t>(random()) & all,
               static_cast<std::uint32_t>(random()) & all,
               static_cast<std::uint8_t>(random() % 32)};
  };
  while (static_cast<int>(reference.size()) < insertions) {
    const Key key = random_key();
    if (reference.contains(key)) continue;
    const bool alive = (random() & 1) != 0;
    ASSERT_EQ(table.Find(std::get<0>(key), std::get<1>(key), std::get<2>(key)), 0);
    table.Insert(std::get<0>(key), std::get<1>(key), std::get<2>(key), alive);
    reference[key] = alive;
  }
  EXPECT_EQ(table.size(), reference.size());
  for (const auto& [key, alive] : reference) {
    const auto [attacker, defender, meta] = key;
    EXPECT_EQ(table.Find(attacker, defender, meta), alive ? 2 : 1);
    // Neighbours of the key, one bit away in each field: absent unless inserted.
    for (int bit = 0; bit < num_vertices; ++bit) {
      const Key other_x{attacker ^ (std::uint32_t{1} << bit), defender, meta};
      const Key other_o{attacker, defender ^ (std::uint32_t{1} << bit), meta};
      for (const Key& other : {other_x, other_o}) {
        const auto found = reference.find(other);
        const int expected = found == reference.end() ? 0 : (found->second ? 2 : 1);
        EXPECT_EQ(table.Find(std::get<0>(other), std::get<1>(other), std::get<2>(other)), expected);
      }
    }
    for (int bit = 0; bit < 5; ++bit) {
      const Key other{attacker, defender, static_cast<std::uint8_t>(meta ^ (1 << bit))};
      const auto found = reference.find(other);
      const int expected = found == reference.end() ? 0 : (found->second ? 2 : 1);
      EXPECT_EQ(table.Find(attacker, defender, std::get<2>(other)), expected);
    }
  }
}

// 3 vertices: 2^6 stone pairs x 32 metas = 2048 keys, so most of them
// inserted and many collisions in a 2^10-slot table that must grow.
TEST(AliveTableTest, SmallEyespaceAnswersExactlyWhatWasInserted) { CheckAgainstMap(3, 1500); }

// A table reserved larger while empty, then filled past its reserved size
// (2^12 slots hold 2^11 entries before growing): the reserve must keep the
// size and the hashing in step.
TEST(AliveTableTest, ReservedTableAnswersExactlyWhatWasInserted) {
  CheckAgainstMap(12, 3000, 10, 12);
  CheckAgainstMap(29, 3000, 10, 12);
}

TEST(AliveTableTest, ReserveEmptyGrowsOnlyAnEmptyTable) {
  AliveTable table(8, 12);
  EXPECT_EQ(table.slots(), std::size_t{1} << 12);
  table.ReserveEmpty(11);  // smaller: kept
  EXPECT_EQ(table.slots(), std::size_t{1} << 12);
  table.ReserveEmpty(15);
  EXPECT_EQ(table.slots(), std::size_t{1} << 15);
  table.ReserveEmpty(40);  // clamped to 2^20
  EXPECT_EQ(table.slots(), std::size_t{1} << 20);
  AliveTable used(8, 10);
  used.Insert(1, 2, 3, true);
  used.ReserveEmpty(15);  // has an entry: kept
  EXPECT_EQ(used.slots(), std::size_t{1} << 10);
  EXPECT_EQ(used.Find(1, 2, 3), 2);
}

// 28 vertices: the largest compact layout, every key bit in use.
TEST(AliveTableTest, CompactLayoutAtTwentyEightVertices) { CheckAgainstMap(28, 5000, 35); }

// 29 and 32 vertices: the 16-byte slots.
TEST(AliveTableTest, WideLayoutAboveTwentyEightVertices) {
  CheckAgainstMap(29, 5000);
  CheckAgainstMap(32, 5000);
}

}  // namespace
}  // namespace eyeshape::solver::internal
