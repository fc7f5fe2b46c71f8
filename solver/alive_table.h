// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SOLVER_ALIVE_TABLE_H_
#define EYESHAPE_SOLVER_ALIVE_TABLE_H_

// File: solver/alive_table.h
// The memo of alive() results: an open-addressing hash table from a position
// key (X stones, O stones, and 5 bits of outer fills, side and extra eye) to a
// boolean. It never loses an entry and compares full keys, so a lookup
// answers exactly what was stored (no hash-collision errors). Not thread-safe;
// one per Solver.
//
// Eyespaces of up to 28 vertices pack key and result into one 8-byte word
// (28 + 28 + 5 + 2 bits): half the memory of a 16-byte slot, and the table is
// probed at nearly every search node, so fewer cache misses. Larger ones use
// 16-byte slots.

#include <algorithm>
#include <cstdint>
#include <vector>

namespace eyeshape::solver::internal {

class AliveTable {
 public:
  // Starts with 2^initial_bits slots (clamped to 2^10 .. 2^20), and grows
  // when half full. The right start depends on the use (measured with
  // bench/generation_benchmark and bench/gnugo_speed.py, docs/performance.md):
  // one value of an eyespace touches a few hundred positions, and clearing a
  // larger table costs more than its search; the labellings of one eyespace
  // that share a Solver in the tables fill 2^(n + 7) slots, and growing to
  // it cost more than starting there (the rehashes moved more entries than
  // were inserted).
  AliveTable(int num_vertices, int initial_bits)
      : compact_(num_vertices <= kCompactVertices),
        shift_(64 - std::clamp(initial_bits, kMinBits, kMaxInitialBits)) {
    mask_ = (std::size_t{1} << (64 - shift_)) - 1;
    if (compact_) {
      words_.resize(mask_ + 1);
    } else {
      slots_.resize(mask_ + 1);
    }
  }

  // Grows an empty table to at least 2^bits slots (clamped as above); a
  // table with entries keeps its size.
  void ReserveEmpty(int bits) {
    const int clamped = std::clamp(bits, kMinBits, kMaxInitialBits);
    if (size_ != 0 || 64 - shift_ >= clamped) return;
    shift_ = 64 - clamped;
    mask_ = (std::size_t{1} << clamped) - 1;
    if (compact_) {
      words_.assign(mask_ + 1, 0);
    } else {
      slots_.assign(mask_ + 1, Slot{});
    }
  }

  // The stored result for the position: 0 = absent, 1 = dead, 2 = alive.
  // REQUIRES: attacker, defender below bit num_vertices; meta < 32.
  int Find(std::uint32_t attacker, std::uint32_t defender, std::uint8_t meta) const {
    if (compact_) {
      const std::uint64_t key = CompactKey(attacker, defender, meta);
      for (std::size_t i = Home(key);; i = (i + 1) & mask_) {
        const std::uint64_t word = words_[i];
        if (word == 0) return 0;
        if ((word & kKeyBits) == key) return static_cast<int>(word >> kStateShift);
      }
    }
    const std::uint64_t stones = WideStones(attacker, defender);
    for (std::size_t i = WideHome(stones, meta);; i = (i + 1) & mask_) {
      const Slot& slot = slots_[i];
      if (slot.state == 0) return 0;
      if (slot.stones == stones && slot.meta == meta) return slot.state;
    }
  }

  // REQUIRES: the position absent.
  void Insert(std::uint32_t attacker, std::uint32_t defender, std::uint8_t meta, bool alive) {
    if (2 * (size_ + 1) > mask_ + 1) Grow();
    const std::uint64_t state = alive ? 2 : 1;
    if (compact_) {
      PlaceWord(CompactKey(attacker, defender, meta) | (state << kStateShift));
    } else {
      PlaceSlot(Slot{WideStones(attacker, defender), meta, static_cast<std::uint8_t>(state)});
    }
    ++size_;
  }

  std::size_t size() const { return size_; }
  std::size_t slots() const { return mask_ + 1; }

 private:
  static constexpr int kCompactVertices = 28;
  static constexpr int kStateShift = 61;
  static constexpr std::uint64_t kKeyBits = (std::uint64_t{1} << kStateShift) - 1;
  static constexpr int kMinBits = 10;
  static constexpr int kMaxInitialBits = 20;
  struct Slot {
    std::uint64_t stones = 0;
    std::uint8_t meta = 0;
    std::uint8_t state = 0;  // 0 empty, 1 dead, 2 alive
  };

  static std::uint64_t CompactKey(std::uint32_t attacker, std::uint32_t defender,
                                  std::uint8_t meta) {
    return std::uint64_t{attacker} | (std::uint64_t{defender} << kCompactVertices) |
           (std::uint64_t{meta} << (2 * kCompactVertices));
  }
  static std::uint64_t WideStones(std::uint32_t attacker, std::uint32_t defender) {
    return std::uint64_t{attacker} | (std::uint64_t{defender} << 32);
  }
  // Multiplicative (Fibonacci) hashing: the high bits of the product mix all
  // key bits, so they pick the slot.
  std::size_t Home(std::uint64_t key) const {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> shift_);
  }
  std::size_t WideHome(std::uint64_t stones, std::uint8_t meta) const {
    const std::uint64_t h =
        ((stones + meta) * 0x9E3779B97F4A7C15ULL) ^ (std::uint64_t{meta} * 0xC2B2AE3D27D4EB4FULL);
    return static_cast<std::size_t>(h >> shift_);
  }
  void PlaceWord(std::uint64_t word) {
    std::size_t i = Home(word & kKeyBits);
    while (words_[i] != 0) i = (i + 1) & mask_;
    words_[i] = word;
  }
  void PlaceSlot(const Slot& slot) {
    std::size_t i = WideHome(slot.stones, slot.meta);
    while (slots_[i].state != 0) i = (i + 1) & mask_;
    slots_[i] = slot;
  }
  void Grow() {
    mask_ = 2 * mask_ + 1;
    --shift_;
    if (compact_) {
      std::vector<std::uint64_t> old(mask_ + 1);
      old.swap(words_);
      for (const std::uint64_t word : old) {
        if (word != 0) PlaceWord(word);
      }
    } else {
      std::vector<Slot> old(mask_ + 1);
      old.swap(slots_);
      for (const Slot& slot : old) {
        if (slot.state != 0) PlaceSlot(slot);
      }
    }
  }

  bool compact_;
  int shift_;         // 64 - log2(number of slots)
  std::size_t mask_;  // number of slots - 1
  std::size_t size_ = 0;
  std::vector<std::uint64_t> words_;  // compact: key bits | state << kStateShift; 0 empty
  std::vector<Slot> slots_;           // otherwise
};

}  // namespace eyeshape::solver::internal

#endif  // EYESHAPE_SOLVER_ALIVE_TABLE_H_
