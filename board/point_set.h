// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BOARD_POINT_SET_H_
#define EYESHAPE_BOARD_POINT_SET_H_

// File: board/point_set.h
// Points of a Go board up to 25x25 and PointSet, a bitboard of them. A point
// is the index y * kStride + x, with x the column from the left (0 = GTP 'A')
// and y the row from the TOP (0 = the first row of an SGF file or a diagram;
// GTP row number = height - y). kStride is 26, one more than the widest board,
// so column 25 is never on a board: shifting a set by one point sideways never
// wraps onto another row once the result is masked with the board's points.
// Every board, whatever its size, uses the same point numbering.
//
//   PointSet s = PointSet::Of(PointAt(3, 4));
//   PointSet around = s.Grown() & position.board_points();  // s and its neighbours

#include <array>
#include <bit>
#include <cstdint>

namespace eyeshape::board {

inline constexpr int kMaxBoardSize = 25;                             // widest and tallest board
inline constexpr int kStride = kMaxBoardSize + 1;                    // row stride (guard column 25)
inline constexpr int kNumPointIndices = kMaxBoardSize * kStride;     // 650 point indices
inline constexpr int kPointSetWords = (kNumPointIndices + 63) / 64;  // 11

// A point index (see the file comment), or one of the two special values.
using Point = int;
inline constexpr Point kPass = -1;     // the pass move
inline constexpr Point kNoPoint = -2;  // no point (e.g. no ko point)

constexpr Point PointAt(int x, int y) { return y * kStride + x; }
constexpr int ColumnOf(Point p) { return p % kStride; }
constexpr int RowOf(Point p) { return p / kStride; }

// A set of point indices as 11 64-bit words. A value type (88 bytes); every
// operation is a fixed loop over the words. Thread-compatible.
class PointSet {
 public:
  constexpr PointSet() = default;
  // REQUIRES: 0 <= p < kNumPointIndices.
  static constexpr PointSet Of(Point p) {
    PointSet s;
    s.Insert(p);
    return s;
  }

  // REQUIRES (all three): 0 <= p < kNumPointIndices.
  constexpr bool Contains(Point p) const { return (words_[p >> 6] >> (p & 63)) & 1; }
  constexpr void Insert(Point p) { words_[p >> 6] |= std::uint64_t{1} << (p & 63); }
  constexpr void Erase(Point p) { words_[p >> 6] &= ~(std::uint64_t{1} << (p & 63)); }

  constexpr bool empty() const {
    std::uint64_t any = 0;
    for (std::uint64_t w : words_) any |= w;
    return any == 0;
  }
  constexpr int size() const {
    int n = 0;
    for (std::uint64_t w : words_) n += std::popcount(w);
    return n;
  }
  // The lowest point of the set, or kNoPoint when it is empty.
  constexpr Point First() const {
    for (int i = 0; i < kPointSetWords; ++i) {
      if (words_[i] != 0) return i * 64 + std::countr_zero(words_[i]);
    }
    return kNoPoint;
  }
  // True iff the two sets share a point.
  constexpr bool Intersects(const PointSet& other) const {
    std::uint64_t any = 0;
    for (int i = 0; i < kPointSetWords; ++i) any |= words_[i] & other.words_[i];
    return any != 0;
  }

  constexpr PointSet& operator|=(const PointSet& o) {
    for (int i = 0; i < kPointSetWords; ++i) words_[i] |= o.words_[i];
    return *this;
  }
  constexpr PointSet& operator&=(const PointSet& o) {
    for (int i = 0; i < kPointSetWords; ++i) words_[i] &= o.words_[i];
    return *this;
  }
  // Removes the points of `o`.
  constexpr PointSet& operator-=(const PointSet& o) {
    for (int i = 0; i < kPointSetWords; ++i) words_[i] &= ~o.words_[i];
    return *this;
  }
  friend constexpr PointSet operator|(PointSet a, const PointSet& b) { return a |= b; }
  friend constexpr PointSet operator&(PointSet a, const PointSet& b) { return a &= b; }
  friend constexpr PointSet operator-(PointSet a, const PointSet& b) { return a -= b; }
  // A word loop the compiler keeps inline (the defaulted operator calls memcmp,
  // which showed as 14% of the board benchmark).
  constexpr bool operator==(const PointSet& o) const {
    std::uint64_t difference = 0;
    for (int i = 0; i < kPointSetWords; ++i) difference |= words_[i] ^ o.words_[i];
    return difference == 0;
  }

  // This set and the four neighbours of each of its points, NOT masked: the
  // result may hold guard-column indices and indices past the last row; AND
  // it with a board's points (Position::board_points()).
  constexpr PointSet Grown() const {
    PointSet out = *this;
    for (int i = 0; i < kPointSetWords; ++i) {
      const std::uint64_t w = words_[i];
      const std::uint64_t below = i > 0 ? words_[i - 1] : 0;
      const std::uint64_t above = i + 1 < kPointSetWords ? words_[i + 1] : 0;
      out.words_[i] |= (w << 1) | (below >> 63);                    // x + 1
      out.words_[i] |= (w >> 1) | (above << 63);                    // x - 1
      out.words_[i] |= (w << kStride) | (below >> (64 - kStride));  // y + 1
      out.words_[i] |= (w >> kStride) | (above << (64 - kStride));  // y - 1
    }
    return out;
  }

  // Calls f(point) for every point, in increasing order.
  template <typename F>
  constexpr void ForEach(F&& f) const {
    for (int i = 0; i < kPointSetWords; ++i) {
      std::uint64_t w = words_[i];
      while (w != 0) {
        f(i * 64 + std::countr_zero(w));
        w &= w - 1;
      }
    }
  }

 private:
  friend constexpr PointSet FloodFill(PointSet seed, const PointSet& within);

  std::array<std::uint64_t, kPointSetWords> words_{};
};

// The points of `within` connected to `seed` through points of `within` (the
// seed's points not in `within` are dropped first). O(diameter) passes over
// the words the fill has reached and one word on each side (one step of growth
// moves a point by at most kStride < 64 indices, so at most one word on). A
// word grows in place: points added earlier in a pass are connected too, so
// this only reaches the fixed point sooner.
constexpr PointSet FloodFill(PointSet seed, const PointSet& within) {
  PointSet fill = seed & within;
  std::array<std::uint64_t, kPointSetWords>& words = fill.words_;
  int low = 0;
  while (low < kPointSetWords && words[low] == 0) ++low;
  if (low == kPointSetWords) return fill;
  int high = kPointSetWords - 1;
  while (words[high] == 0) --high;
  bool changed = true;
  while (changed) {
    changed = false;
    const int from = low > 0 ? low - 1 : 0;
    const int to = high + 1 < kPointSetWords ? high + 1 : high;
    for (int i = from; i <= to; ++i) {
      const std::uint64_t word = words[i];
      const std::uint64_t below = i > 0 ? words[i - 1] : 0;
      const std::uint64_t above = i + 1 < kPointSetWords ? words[i + 1] : 0;
      const std::uint64_t grown =
          (word | (word << 1) | (below >> 63) | (word >> 1) | (above << 63) | (word << kStride) |
           (below >> (64 - kStride)) | (word >> kStride) | (above << (64 - kStride))) &
          within.words_[i];
      if (grown != word) {
        words[i] = grown;
        changed = true;
        if (i < low) low = i;
        if (i > high) high = i;
      }
    }
  }
  return fill;
}

// Calls f(component) once for each connected component of `within` that
// holds a point of `seeds`, in the order of their lowest point in `seeds`
// (seeds outside `within` are ignored).
template <typename F>
constexpr void ForEachComponent(const PointSet& seeds, const PointSet& within, F&& f) {
  PointSet left = seeds & within;
  while (!left.empty()) {
    const PointSet component = FloodFill(PointSet::Of(left.First()), within);
    left -= component;
    f(component);
  }
}

}  // namespace eyeshape::board

#endif  // EYESHAPE_BOARD_POINT_SET_H_
