// SPDX-License-Identifier: MIT
// File: scoring/playouts.cc
// EstimateOwnership(): a small board made for playouts (cells with a border,
// strings as circular lists with pseudo-liberty counts), Mogo's 3x3
// patterns and the playout policy of playouts.h.

#include "scoring/playouts.h"

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace eyeshape::scoring {
namespace {

using board::Color;
using board::Point;

enum Cell : std::uint8_t { kEmpty = 0, kBlack = 1, kWhite = 2, kBorder = 3 };

constexpr std::uint8_t Other(std::uint8_t c) { return static_cast<std::uint8_t>(3 - c); }

// splitmix64: small, fast and good enough for move choice.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t Next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n). REQUIRES: n > 0.
  int Below(int n) {
    return static_cast<int>((Next() >> 32) * static_cast<std::uint64_t>(n) >> 32);
  }

 private:
  std::uint64_t state_;
};

// Mogo's 3x3 playout patterns (S. Gelly, Y. Wang, R. Munos, O. Teytaud,
// "Modification of UCT with patterns in Monte-Carlo Go", INRIA RR-6062,
// 2006), in the form Michi (P. Baudis) gives them: the hane, cut and edge
// shapes with which a player answers a contact move. Without them a random
// player ignores a hane or a cut next to its wall, and an invasion lives or a
// wall is cut about as often as not. The centre is the move; X and O are
// either colour (each pattern also holds with the colours swapped), x is O
// or empty, o is X or empty, ? is anything, a space is off the board. Each
// holds under the 8 symmetries of the square.
constexpr std::array<const char*, 13> kPatterns = {
    "XOX...???",  // hane, enclosing
    "XO....?.?",  // hane, non-cutting
    "XO?X..x.?",  // hane, magari
    ".O.X.....",  // diagonal attachment
    "XO?O.o?o?",  // cut, unprotected
    "XO?O.X???",  // cut, peeped
    "?X?O.Oooo",  // cut (de)
    "OX?o.O???",  // cut, keima
    "X.?O.?   ",  // edge: chase
    "OX?X.O   ",  // edge: block the cut
    "?X?x.O   ",  // edge: block the connection
    "?XOx.x   ",  // edge: sagari
    "?OXX.O   ",  // edge: cut
};

// Whether some pattern matches around a point, for every content of its 8
// neighbours (PlayoutBoard::Neighbourhood(): 2 bits each, NW N NE W E SW S
// SE; 0 empty, 1 Black, 2 White, 3 off the board).
class PatternTable {
 public:
  PatternTable() {
    for (const char* pattern : kPatterns) {
      for (int symmetry = 0; symmetry < 8; ++symmetry) {
        for (bool swap : {false, true}) {
          std::array<char, 8> cells{};
          std::size_t n = 0;
          for (int y = -1; y <= 1; ++y) {
            for (int x = -1; x <= 1; ++x) {
              if (x == 0 && y == 0) continue;
              int sx = (symmetry & 1) != 0 ? -x : x;
              int sy = (symmetry & 2) != 0 ? -y : y;
              if ((symmetry & 4) != 0) std::swap(sx, sy);
              const char c = pattern[(sy + 1) * 3 + sx + 1];
              cells[n++] = swap ? Swapped(c) : c;
            }
          }
          Expand(cells, 0, 0);
        }
      }
    }
  }
  bool Matches(int code) const { return match_[static_cast<std::size_t>(code)]; }

 private:
  static char Swapped(char c) {
    switch (c) {
      case 'X':
        return 'O';
      case 'O':
        return 'X';
      case 'x':
        return 'o';
      case 'o':
        return 'x';
      default:
        return c;
    }
  }
  // Whether pattern cell `c` (X is Black) allows the value `v`.
  static bool Allows(char c, int v) {
    switch (c) {
      case 'X':
        return v == 1;
      case 'O':
        return v == 2;
      case 'x':
        return v == 0 || v == 2;
      case 'o':
        return v == 0 || v == 1;
      case '.':
        return v == 0;
      case ' ':
        return v == 3;
      default:
        return true;
    }
  }
  void Expand(const std::array<char, 8>& cells, std::size_t i, int code) {
    if (i == cells.size()) {
      match_[static_cast<std::size_t>(code)] = true;
      return;
    }
    for (int v = 0; v < 4; ++v) {
      if (Allows(cells[i], v)) Expand(cells, i + 1, code | v << (2 * i));
    }
  }
  std::vector<bool> match_ = std::vector<bool>(1 << 16, false);
};

// The playout board. A cell index is (y + 1) * stride + (x + 1); the border
// ring keeps neighbour loops free of bounds checks. A string is a circular
// list through next_ with its data at its head: the number of stones, and the
// pseudo-liberties (one per stone-empty adjacency) with the sum and the sum of
// squares of their cells, so that "exactly one liberty" is exact: all
// pseudo-liberties are one cell iff count * sum_sq == sum * sum.
class PlayoutBoard {
 public:
  explicit PlayoutBoard(const board::Position& position)
      : width_(position.width()),
        height_(position.height()),
        stride_(width_ + 2),
        cells_((height_ + 2) * stride_) {
    colour_.assign(cells_, kBorder);
    head_.assign(cells_, 0);
    next_.assign(cells_, 0);
    stones_.assign(cells_, 0);
    libs_.assign(cells_, 0);
    lib_sum_.assign(cells_, 0);
    lib_sq_.assign(cells_, 0);
    for (int y = 0; y < height_; ++y) {
      for (int x = 0; x < width_; ++x) colour_[Cell(x, y)] = kEmpty;
    }
    for (int y = 0; y < height_; ++y) {
      for (int x = 0; x < width_; ++x) {
        const Color c = position.At(board::PointAt(x, y));
        if (c != Color::kEmpty) Put(Cell(x, y), c == Color::kBlack ? kBlack : kWhite);
      }
    }
    // A setup may leave strings without liberties: nothing to capture here,
    // a playout treats them as any string (their next neighbour move takes them).
    ko_ = -1;
  }

  int Cell(int x, int y) const { return (y + 1) * stride_ + x + 1; }
  int cells() const { return cells_; }
  std::uint8_t colour(int c) const { return colour_[c]; }
  // The offsets of the 8 cells around a cell, in Neighbourhood()'s order.
  std::array<int, 8> Around() const {
    return {-stride_ - 1, -stride_, -stride_ + 1, -1, 1, stride_ - 1, stride_, stride_ + 1};
  }
  // The colours of the 8 cells around `c`, as PatternTable indexes them.
  int Neighbourhood(int c) const {
    int code = 0;
    int shift = 0;
    for (int d : Around()) {
      code |= colour_[c + d] << shift;
      shift += 2;
    }
    return code;
  }
  int Neighbour(int c, int k) const {
    return k == 0 ? c - 1 : k == 1 ? c + 1 : k == 2 ? c - stride_ : c + stride_;
  }
  bool InAtari(int string_cell) const {
    const int h = head_[string_cell];
    return libs_[h] > 0 &&
           static_cast<std::int64_t>(libs_[h]) * lib_sq_[h] == lib_sum_[h] * lib_sum_[h];
  }
  // The liberty of a string in atari. REQUIRES: InAtari(string_cell).
  int AtariLiberty(int string_cell) const {
    const int h = head_[string_cell];
    return static_cast<int>(lib_sum_[h] / libs_[h]);
  }
  int head(int c) const { return head_[c]; }
  int stones(int c) const { return stones_[head_[c]]; }

  // The liberty of a string of the other colour in atari next to the
  // string at `s`, whose capture gives `s` liberties, at random among them
  // (each liberty once per neighbouring stone: the choice must not follow
  // the board's point order, or a turned board would play differently);
  // -1 if none (or only a ko capture).
  int CaptureNextTo(int s, Random& random) const {
    const std::uint8_t who = colour_[s];
    const int h = head_[s];
    int chosen = -1;
    int found = 0;
    int t = h;
    do {
      for (int k = 0; k < 4; ++k) {
        const int n = Neighbour(t, k);
        if (colour_[n] != Other(who) || !InAtari(n)) continue;
        const int l = AtariLiberty(n);
        if (l == ko_ && who == ko_colour_) continue;
        if (random.Below(++found) == 0) chosen = l;
      }
      t = next_[t];
    } while (t != h);
    return chosen;
  }

  // True iff `c` is an eye of colour `who`: every neighbour is `who` or the
  // border, and the diagonals hold fewer opponent stones than would make it
  // false (one on the edge, two elsewhere).
  bool IsEye(int c, std::uint8_t who) const {
    for (int k = 0; k < 4; ++k) {
      const std::uint8_t n = colour_[Neighbour(c, k)];
      if (n != who && n != kBorder) return false;
    }
    int opponent = 0;
    int border = 0;
    for (int d : {-stride_ - 1, -stride_ + 1, stride_ - 1, stride_ + 1}) {
      const std::uint8_t n = colour_[c + d];
      if (n == kBorder) {
        ++border;
      } else if (n == Other(who)) {
        ++opponent;
      }
    }
    return opponent + (border > 0 ? 1 : 0) < 2;
  }

  // What a move of `who` at empty `c` would do: whether it is legal, whether
  // it captures, and the number of liberties of the string it makes (counted
  // up to 2; captured stones' cells count as liberties).
  struct MoveInfo {
    bool legal = false;
    bool captures = false;
    int liberties = 0;  // 0, 1 or 2 (2 = two or more)
    int size = 1;       // stones of the string the move makes
  };
  MoveInfo Inspect(int c, std::uint8_t who) const {
    MoveInfo info;
    if (c == ko_ && who == ko_colour_) return info;
    int seen_libs[2] = {-1, -1};
    int n_libs = 0;
    auto add_lib = [&](int l) {
      if (n_libs >= 2 || l == c) return;
      if (n_libs == 1 && seen_libs[0] == l) return;
      seen_libs[n_libs++] = l;
    };
    int merged[4];
    int n_merged = 0;
    for (int k = 0; k < 4; ++k) {
      const int n = Neighbour(c, k);
      const std::uint8_t nc = colour_[n];
      if (nc == kEmpty) {
        add_lib(n);
      } else if (nc == Other(who)) {
        if (InAtari(n)) {
          info.captures = true;
          add_lib(n);  // a captured stone's cell becomes a liberty
        }
      } else if (nc == who) {
        const int h = head_[n];
        bool dup = false;
        for (int i = 0; i < n_merged; ++i) dup = dup || merged[i] == h;
        if (!dup) merged[n_merged++] = h;
      }
    }
    for (int i = 0; i < n_merged && n_libs < 2; ++i) {
      info.size += stones_[merged[i]];
      CollectLiberties(merged[i], add_lib, n_libs);
    }
    info.liberties = n_libs;
    info.legal = n_libs > 0;
    return info;
  }

  // Plays `who` at empty `c`. REQUIRES: Inspect(c, who).legal.
  void Play(int c, std::uint8_t who) {
    int captured = 0;
    int captured_cell = -1;
    Put(c, who);
    for (int k = 0; k < 4; ++k) {
      const int n = Neighbour(c, k);
      if (colour_[n] == Other(who) && libs_[head_[n]] == 0) {
        captured += stones_[head_[n]];
        captured_cell = n;
        Remove(head_[n]);
      }
    }
    // Simple ko: one stone captured by a lone stone now in atari.
    ko_ = -1;
    if (captured == 1 && stones_[head_[c]] == 1 && InAtari(c)) {
      ko_ = captured_cell;
      ko_colour_ = Other(who);
    }
  }

 private:
  template <typename AddLib>
  void CollectLiberties(int h, AddLib& add_lib, const int& n_libs) const {
    int s = h;
    do {
      for (int k = 0; k < 4 && n_libs < 2; ++k) {
        const int n = Neighbour(s, k);
        if (colour_[n] == kEmpty) add_lib(n);
      }
      s = next_[s];
    } while (s != h && n_libs < 2);
  }

  void AddLiberty(int h, int l) {
    ++libs_[h];
    lib_sum_[h] += l;
    lib_sq_[h] += static_cast<std::int64_t>(l) * l;
  }
  void RemoveLiberty(int h, int l) {
    --libs_[h];
    lib_sum_[h] -= l;
    lib_sq_[h] -= static_cast<std::int64_t>(l) * l;
  }

  // Puts a stone with no capture: a new string, merged with its neighbours.
  void Put(int c, std::uint8_t who) {
    colour_[c] = who;
    head_[c] = c;
    next_[c] = c;
    stones_[c] = 1;
    libs_[c] = 0;
    lib_sum_[c] = 0;
    lib_sq_[c] = 0;
    for (int k = 0; k < 4; ++k) {
      const int n = Neighbour(c, k);
      if (colour_[n] == kEmpty) AddLiberty(c, n);
    }
    for (int k = 0; k < 4; ++k) {
      const int n = Neighbour(c, k);
      if (colour_[n] == kBlack || colour_[n] == kWhite) RemoveLiberty(head_[n], c);
    }
    for (int k = 0; k < 4; ++k) {
      const int n = Neighbour(c, k);
      if (colour_[n] == who && head_[n] != head_[c]) Merge(head_[c], head_[n]);
    }
  }

  void Merge(int a, int b) {
    if (stones_[a] < stones_[b]) std::swap(a, b);
    // Relabel b's stones with head a, then splice the lists.
    int s = b;
    do {
      head_[s] = a;
      s = next_[s];
    } while (s != b);
    std::swap(next_[a], next_[b]);
    stones_[a] += stones_[b];
    libs_[a] += libs_[b];
    lib_sum_[a] += lib_sum_[b];
    lib_sq_[a] += lib_sq_[b];
  }

  // Removes the string with head h; its cells become liberties of the
  // strings around them.
  void Remove(int h) {
    int s = h;
    do {
      colour_[s] = kEmpty;
      s = next_[s];
    } while (s != h);
    s = h;
    do {
      for (int k = 0; k < 4; ++k) {
        const int n = Neighbour(s, k);
        if (colour_[n] == kBlack || colour_[n] == kWhite) AddLiberty(head_[n], s);
      }
      s = next_[s];
    } while (s != h);
  }

  int width_;
  int height_;
  int stride_;
  int cells_;
  std::vector<std::uint8_t> colour_;
  std::vector<int> head_;
  std::vector<int> next_;
  std::vector<int> stones_;
  std::vector<int> libs_;
  std::vector<std::int64_t> lib_sum_;
  std::vector<std::int64_t> lib_sq_;
  int ko_ = -1;
  std::uint8_t ko_colour_ = kEmpty;
};

// One playout from `start`; adds the end position's owners to `black` and
// `white` (per cell). `may_play` is indexed by cell.
void Playout(PlayoutBoard board, std::uint8_t to_move, const std::vector<int>& playable,
             const std::vector<bool>& may_play, const std::vector<int>& counted,
             const PatternTable& patterns, Random& random, std::vector<int>& black,
             std::vector<int>& white) {
  std::vector<int> candidates = playable;
  int passes = 0;
  int last = -1;
  const int limit = 3 * static_cast<int>(playable.size()) + 50;
  for (int move = 0; move < limit && passes < 2; ++move) {
    const std::uint8_t who = to_move;
    to_move = Other(to_move);
    int chosen = -1;
    // Near the last move: capture a string in atari, or save one's own, at
    // random among the strings in atari there (not the first in the board's
    // point order, which a turned board changes).
    if (last >= 0) {
      int found = 0;
      for (int k = 0; k < 4; ++k) {
        const int n = board.Neighbour(last, k);
        const std::uint8_t nc = board.colour(n);
        if (nc != kBlack && nc != kWhite) continue;
        if (!board.InAtari(n)) continue;
        const int liberty = board.AtariLiberty(n);
        const PlayoutBoard::MoveInfo info = board.Inspect(liberty, who);
        if (!info.legal) continue;
        int answer = liberty;
        if (nc == who && info.liberties < 2) {
          // Running gives no second liberty: taking a neighbour in atari may.
          answer = board.CaptureNextTo(n, random);
        }
        if (answer >= 0 && random.Below(++found) == 0) chosen = answer;
      }
      if (chosen < 0 && (board.colour(last) == Other(who)) && board.InAtari(last)) {
        const int liberty = board.AtariLiberty(last);
        if (board.Inspect(liberty, who).legal) chosen = liberty;
      }
    }
    // Else an answer to the last move by a pattern, at random among the 8
    // points around it; a shape move, so never a self-atari.
    if (chosen < 0 && last >= 0) {
      std::array<int, 8> answers{};
      int n_answers = 0;
      for (int d : board.Around()) {
        const int c = last + d;
        if (board.colour(c) != kEmpty || !may_play[static_cast<std::size_t>(c)]) continue;
        if (!patterns.Matches(board.Neighbourhood(c)) || board.IsEye(c, who)) continue;
        const PlayoutBoard::MoveInfo info = board.Inspect(c, who);
        if (!info.legal || (info.liberties == 1 && !info.captures)) continue;
        answers[static_cast<std::size_t>(n_answers++)] = c;
      }
      if (n_answers > 0) chosen = answers[static_cast<std::size_t>(random.Below(n_answers))];
    }
    // Otherwise a random move that fills no own eye and makes no self-atari
    // of two or more stones (unless it captures).
    int remaining = static_cast<int>(candidates.size());
    while (chosen < 0 && remaining > 0) {
      const int i = random.Below(remaining);
      const int c = candidates[static_cast<std::size_t>(i)];
      std::swap(candidates[static_cast<std::size_t>(i)],
                candidates[static_cast<std::size_t>(remaining - 1)]);
      --remaining;
      if (board.colour(c) != kEmpty || board.IsEye(c, who)) continue;
      const PlayoutBoard::MoveInfo info = board.Inspect(c, who);
      if (!info.legal) continue;
      if (info.liberties == 1 && info.size >= 2 && !info.captures) continue;
      chosen = c;
    }
    if (chosen < 0) {
      ++passes;
      last = -1;
      continue;
    }
    passes = 0;
    board.Play(chosen, who);
    last = chosen;
  }
  for (int c : counted) {
    std::uint8_t owner = board.colour(c);
    if (owner == kEmpty) {
      std::uint8_t around = kEmpty;
      for (int k = 0; k < 4; ++k) {
        const std::uint8_t n = board.colour(board.Neighbour(c, k));
        if (n == kBorder) continue;
        if (around == kEmpty) {
          around = n;
        } else if (around != n) {
          around = kBorder;  // both colours: nobody's
        }
      }
      owner = around;
    }
    if (owner == kBlack) ++black[static_cast<std::size_t>(c)];
    if (owner == kWhite) ++white[static_cast<std::size_t>(c)];
  }
}

}  // namespace

Ownership EstimateOwnership(const board::Position& position, const OwnershipOptions& options) {
  const PlayoutBoard start(position);
  // Every on-board cell is counted; only cells outside no_play are moved on.
  std::vector<int> all_cells;
  std::vector<int> playable;
  std::vector<bool> may_play(static_cast<std::size_t>(start.cells()), false);
  for (int y = 0; y < position.height(); ++y) {
    for (int x = 0; x < position.width(); ++x) {
      all_cells.push_back(start.Cell(x, y));
      if (!options.no_play.Contains(board::PointAt(x, y))) {
        playable.push_back(start.Cell(x, y));
        may_play[static_cast<std::size_t>(start.Cell(x, y))] = true;
      }
    }
  }
  static const PatternTable patterns;
  std::vector<int> black(static_cast<std::size_t>(start.cells()), 0);
  std::vector<int> white(static_cast<std::size_t>(start.cells()), 0);
  Random random(options.seed ^ position.hash());
  const int pairs = (options.playouts + 1) / 2;
  for (int i = 0; i < pairs; ++i) {
    for (std::uint8_t first : {kBlack, kWhite}) {
      Playout(start, first, playable, may_play, all_cells, patterns, random, black, white);
    }
  }
  Ownership out;
  out.playouts = 2 * pairs;
  const float scale = 1.0F / static_cast<float>(out.playouts);
  for (int y = 0; y < position.height(); ++y) {
    for (int x = 0; x < position.width(); ++x) {
      const auto cell = static_cast<std::size_t>(start.Cell(x, y));
      const auto p = static_cast<std::size_t>(board::PointAt(x, y));
      out.black_share[p] = static_cast<float>(black[cell]) * scale;
      out.white_share[p] = static_cast<float>(white[cell]) * scale;
    }
  }
  return out;
}

}  // namespace eyeshape::scoring
