// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SOLVER_ALIVE_TABLE_H_
#define EYESHAPE_SOLVER_ALIVE_TABLE_H_

// File: solver/alive_table.h
// The memo of alive() results: an open-addressing hash table from a packed
// position key (64 bits of stones, 8 bits of outer fills, side and extra eye)
// to a boolean. It never loses an entry and compares full keys, so a lookup
// answers exactly what was stored (no hash-collision errors). Not thread-safe;
// one per Solver.

#include <cstdint>
#include <vector>

namespace eyeshape::internal {

class AliveTable {
 public:
  AliveTable() { slots_.resize(kInitialSlots); }

  // The stored result for (stones, meta): 0 = absent, 1 = dead, 2 = alive.
  int Find(std::uint64_t stones, std::uint8_t meta) const {
    for (std::size_t i = Home(stones, meta);; i = (i + 1) & (slots_.size() - 1)) {
      const Slot& slot = slots_[i];
      if (slot.state == 0) return 0;
      if (slot.stones == stones && slot.meta == meta) return slot.state;
    }
  }

  // REQUIRES: (stones, meta) absent.
  void Insert(std::uint64_t stones, std::uint8_t meta, bool alive) {
    if (2 * (size_ + 1) > slots_.size()) Grow();
    Place(Slot{stones, meta, static_cast<std::uint8_t>(alive ? 2 : 1)});
    ++size_;
  }

  std::size_t size() const { return size_; }

 private:
  static constexpr std::size_t kInitialSlots = 1024;  // 2^10, see shift_
  struct Slot {
    std::uint64_t stones = 0;
    std::uint8_t meta = 0;
    std::uint8_t state = 0;  // 0 empty, 1 dead, 2 alive
  };

  // Multiplicative (Fibonacci) hashing: the high bits of the product mix all
  // key bits, so they pick the slot.
  std::size_t Home(std::uint64_t stones, std::uint8_t meta) const {
    std::uint64_t h = (stones + meta) * 0x9E3779B97F4A7C15ULL;
    h ^= std::uint64_t{meta} * 0xC2B2AE3D27D4EB4FULL;
    return static_cast<std::size_t>(h >> shift_);
  }
  void Place(const Slot& slot) {
    std::size_t i = Home(slot.stones, slot.meta);
    while (slots_[i].state != 0) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = slot;
  }
  void Grow() {
    std::vector<Slot> old(slots_.size() * 2);
    old.swap(slots_);
    --shift_;
    for (const Slot& slot : old) {
      if (slot.state != 0) Place(slot);
    }
  }

  std::vector<Slot> slots_;
  std::size_t size_ = 0;
  int shift_ = 64 - 10;  // 64 - log2(slots_.size())
};

}  // namespace eyeshape::internal

#endif  // EYESHAPE_SOLVER_ALIVE_TABLE_H_
