// SPDX-License-Identifier: MIT
// File: canon/canonical_form.cc
// Individualization-refinement search for the canonical form (docs/canon.md).
//
// Vocabulary (McKay and Piperno 2014): an ordered partition of the vertices
// into cells; refinement makes it equitable (every vertex of a cell has the
// same number of neighbours in every cell); a node of the search tree is the
// refined partition after individualizing a sequence of vertices; a leaf is a
// discrete partition, i.e. a labelling. The canonical leaf is the greatest
// under (node invariants along the path, then the relabelled adjacency rows);
// every function used to define it is label-invariant, so isomorphic inputs
// reach the same canonical graph.
//
// Representation: vertex sets are 32-bit masks. A partition stores each cell
// as a mask at the position where the cell starts; `starts` marks those
// positions. Positions never move when a cell splits, so all choices
// (splitter order, target cell) are functions of positions, not of labels.

#include "canon/canonical_form.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "base/check.h"

namespace eyeshape::canon {

// Writes the private bytes of CanonicalKey (declared a friend there).
class KeyBuilder {
 public:
  // The key of the graph with `n` vertices whose canonical vertex p is input
  // vertex lab[p] (colour colour[lab[p]]) and has adjacency row row[p] in
  // canonical positions.
  static CanonicalKey Build(int n, const std::uint8_t* colour, const std::uint8_t* lab,
                            const std::uint32_t* row) {
    CanonicalKey key;
    std::uint8_t* out = key.bytes_.data();
    // Zero padding first, in two halves: GCC expands one 96-byte memset as
    // `rep stosq`, whose start-up cost is a large part of a small call; 48
    // bytes are three vector stores. The constructor's own zeroing is then dead.
    static_assert(CanonicalKey::kCapacity == 96);
    std::memset(out, 0, 48);
    std::memset(out + 48, 0, 48);
    // The bytes form one bit string, least significant bit first: n, the
    // colours, then the upper triangle. At most 31 bits are added at once,
    // so 32 pending bits are flushed as four bytes (merged by the compiler)
    // on any platform.
    std::uint64_t pending = static_cast<std::uint64_t>(n);
    int num_pending = 8;
    const auto flush = [&] {
      if (num_pending >= 32) {
        out[0] = static_cast<std::uint8_t>(pending);
        out[1] = static_cast<std::uint8_t>(pending >> 8);
        out[2] = static_cast<std::uint8_t>(pending >> 16);
        out[3] = static_cast<std::uint8_t>(pending >> 24);
        out += 4;
        pending >>= 32;
        num_pending -= 32;
      }
    };
    for (int p = 0; p < n; ++p) {
      pending |= static_cast<std::uint64_t>(colour[lab[p]]) << num_pending;
      num_pending += 8;
      flush();
    }
    for (int i = 0; i + 1 < n; ++i) {
      pending |= static_cast<std::uint64_t>(row[i] >> (i + 1)) << num_pending;
      num_pending += n - 1 - i;
      flush();
    }
    // Fewer than 32 bits remain, and out <= 92 (a multiple of 4 below the
    // size, at most 95): four bytes, the unused ones zero.
    out[0] = static_cast<std::uint8_t>(pending);
    out[1] = static_cast<std::uint8_t>(pending >> 8);
    out[2] = static_cast<std::uint8_t>(pending >> 16);
    out[3] = static_cast<std::uint8_t>(pending >> 24);
    return key;
  }

  static std::uint8_t* MutableBytes(CanonicalKey& key) { return key.bytes_.data(); }
};

namespace {

using Mask = std::uint32_t;
constexpr int kMaxN = kMaxGraphVertices;

constexpr Mask Bit(int i) { return Mask{1} << i; }

// One multiply per step: the trace only needs to be label-invariant, and a
// collision merely weakens pruning (leaves are always compared in full).
inline std::uint64_t Mix(std::uint64_t h, std::uint64_t x) {
  return (h ^ x) * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL;
}

// An ordered partition of the vertices (see the file comment).
struct Partition {
  std::array<Mask, kMaxN> cell;  // cell[p]: the cell starting at position p
  Mask starts;                   // bit p: a cell starts at position p
  Mask nonsingleton;             // bit p: the cell at p has at least 2 vertices
};

// Splits every non-singleton cell of `part` that the single vertex splitter
// with neighbour mask `plane` cuts: the fragment without a neighbour in the
// splitter keeps the start, the one with a neighbour follows. The common
// case (every splitter in a discrete or near-discrete refinement is a
// singleton) gets this loop without the per-plane work of SplitByCounts.
template <bool kTrace>
inline void SplitBySingleton(Mask plane, Partition& part, Mask& starts, Mask& nonsingleton,
                             Mask& queue, std::uint64_t& trace) {
  for (Mask todo = nonsingleton; todo != 0; todo &= todo - 1) {
    const int start = std::countr_zero(todo);
    const Mask cell = part.cell[start];
    const Mask hi = cell & plane;
    if (hi == 0 || hi == cell) continue;
    const Mask lo = cell & ~plane;
    const int lo_size = std::popcount(lo);
    const int hi_size = std::popcount(hi);
    const int hi_pos = start + lo_size;
    part.cell[start] = lo;
    part.cell[hi_pos] = hi;
    starts |= Bit(hi_pos);
    nonsingleton = (nonsingleton & ~(Bit(start) | Bit(hi_pos))) | (lo_size > 1 ? Bit(start) : 0) |
                   (hi_size > 1 ? Bit(hi_pos) : 0);
    if (((queue >> start) & 1) != 0) {
      queue |= Bit(hi_pos);
    } else {
      queue |= hi_size > lo_size ? Bit(start) : Bit(hi_pos);
    }
    if constexpr (kTrace) trace = Mix(trace, static_cast<std::uint64_t>(hi_pos << 6 | hi_size));
  }
}

// Refines `part` to the coarsest equitable partition finer than it, using
// the cells whose start is in `queue` as the first splitters. A split cell
// keeps its start; its fragments follow in increasing order of the number of
// neighbours in the splitter. Returns a hash of the refinement trace, which
// together with the cell count is the node invariant; with kTrace false
// (the root, whose invariant is never compared) the hash is not computed and
// 0 is returned, the partition being the same.
template <bool kTrace>
std::uint64_t Refine(const std::uint32_t* adj, Partition& part, Mask queue) {
  std::uint64_t trace = 0x243f6a8885a308d3ULL;
  Mask starts = part.starts;
  Mask nonsingleton = part.nonsingleton;
  while (queue != 0 && nonsingleton != 0) {
    const int splitter_pos = std::countr_zero(queue);
    queue &= queue - 1;
    const Mask splitter = part.cell[splitter_pos];
    if constexpr (kTrace) trace = Mix(trace, static_cast<std::uint64_t>(splitter_pos));
    if ((splitter & (splitter - 1)) == 0) {
      SplitBySingleton<kTrace>(adj[std::countr_zero(splitter)], part, starts, nonsingleton, queue,
                               trace);
      continue;
    }
    // Bit-sliced counters: bit v of plane[k] is bit k of |adj[v] & splitter|.
    // The top plane is never empty (it is created by a carry), so a cell
    // with several fragments always has num_planes > 1 below.
    Mask plane[6];
    int num_planes;
    {
      // Counts below 8 (always, at degree <= 7): a branch-free 3-bit adder.
      Mask p0 = 0;
      Mask p1 = 0;
      Mask p2 = 0;
      Mask overflow = 0;
      for (Mask rest = splitter; rest != 0; rest &= rest - 1) {
        const Mask a = adj[std::countr_zero(rest)];
        const Mask c0 = p0 & a;
        p0 ^= a;
        const Mask c1 = p1 & c0;
        p1 ^= c0;
        overflow |= p2 & c1;
        p2 ^= c1;
      }
      plane[0] = p0;
      plane[1] = p1;
      plane[2] = p2;
      num_planes = p2 != 0 ? 3 : (p1 != 0 ? 2 : 1);
      if (overflow != 0) {
        num_planes = 1;
        plane[0] = 0;
        for (Mask rest = splitter; rest != 0; rest &= rest - 1) {
          Mask carry = adj[std::countr_zero(rest)];
          for (int k = 0; carry != 0; ++k) {
            if (k == num_planes) {
              plane[num_planes++] = carry;
              break;
            }
            const Mask next = plane[k] & carry;
            plane[k] ^= carry;
            carry = next;
          }
        }
      }
    }
    if (num_planes == 1) {
      SplitBySingleton<kTrace>(plane[0], part, starts, nonsingleton, queue, trace);
      continue;
    }
    Mask touched = 0;
    for (int k = 0; k < num_planes; ++k) touched |= plane[k];

    for (Mask todo = nonsingleton; todo != 0; todo &= todo - 1) {
      const int start = std::countr_zero(todo);
      const Mask cell = part.cell[start];
      if ((cell & touched) == 0) continue;
      bool uniform = true;
      for (int k = 0; k < num_planes; ++k) {
        const Mask x = plane[k] & cell;
        if (x != 0 && x != cell) {
          uniform = false;
          break;
        }
      }
      if (uniform) continue;
      const bool was_queued = ((queue >> start) & 1) != 0;
      // The fragments in increasing order of count, empty ones dropped
      // without a branch.
      Mask buffer[2][kMaxN];
      Mask* fragment = buffer[0];
      int num_fragments = 0;
      if (num_planes <= 3) {
        // Counts below 8 (the common case): the eight count classes at once,
        // with no pass whose length depends on the previous one.
        const Mask p0 = plane[0];
        const Mask p1 = plane[1];
        const Mask p2 = num_planes == 3 ? plane[2] : 0;
        const Mask a0 = cell & ~p2;
        const Mask a1 = cell & p2;
        const Mask by_high_bits[4] = {a0 & ~p1, a0 & p1, a1 & ~p1, a1 & p1};
        for (const Mask b : by_high_bits) {
          const Mask lo = b & ~p0;
          const Mask hi = b & p0;
          fragment[num_fragments] = lo;
          num_fragments += lo != 0;
          fragment[num_fragments] = hi;
          num_fragments += hi != 0;
        }
      } else {
        // Split by count, most significant plane first: ascending counts.
        Mask* scratch = buffer[1];
        num_fragments = 1;
        fragment[0] = cell;
        for (int k = num_planes - 1; k >= 0; --k) {
          const Mask pl = plane[k];
          int m = 0;
          for (int i = 0; i < num_fragments; ++i) {
            const Mask lo = fragment[i] & ~pl;
            const Mask hi = fragment[i] & pl;
            scratch[m] = lo;
            m += lo != 0;
            scratch[m] = hi;
            m += hi != 0;
          }
          std::swap(fragment, scratch);
          num_fragments = m;
        }
      }
      // Hopcroft: if the cell was not waiting as a splitter, its largest
      // fragment need not be (its counts follow from the others').
      int largest = 0;
      int largest_size = 0;
      int pos = start;
      for (int i = 0; i < num_fragments; ++i) {
        const int size = std::popcount(fragment[i]);
        if (size > largest_size) {
          largest = pos;
          largest_size = size;
        }
        part.cell[pos] = fragment[i];
        starts |= Bit(pos);
        nonsingleton = size > 1 ? nonsingleton | Bit(pos) : nonsingleton & ~Bit(pos);
        queue |= Bit(pos);
        if constexpr (kTrace) trace = Mix(trace, static_cast<std::uint64_t>(pos << 6 | size));
        pos += size;
      }
      if (!was_queued) queue &= ~Bit(largest);
    }
  }
  part.starts = starts;
  part.nonsingleton = nonsingleton;
  return kTrace ? trace : 0;
}

// The node invariant: the cell count in the top bits (so equal invariants
// imply equal depth-to-leaf status) and the trace hash below.
inline std::uint64_t Invariant(const Partition& part, std::uint64_t trace) {
  return static_cast<std::uint64_t>(std::popcount(part.starts)) << 57 | (trace >> 7);
}

// True when colour[0..n) all equal colour[0], eight colours per compare
// (a byte loop costs about as much as the rest of the uncoloured setup). Each
// load starts at a multiple of 8 below n <= 32, so it stays inside colour.
inline bool OneColour(const ColouredGraph& g) {
  const int n = g.num_vertices;
  const std::uint64_t broadcast = g.colour[0] * 0x0101010101010101ULL;
  int v = 0;
  for (; v + 8 <= n; v += 8) {
    std::uint64_t word;
    std::memcpy(&word, g.colour.data() + v, 8);
    if (word != broadcast) return false;
  }
  if (v == n) return true;
  // The n - v < 8 remaining colours: the first n - v bytes in memory order.
  static_assert(kMaxGraphVertices % 8 == 0);
  std::uint64_t word;
  std::memcpy(&word, g.colour.data() + v, 8);
  const int bits = 8 * (n - v);
  const std::uint64_t low = (std::uint64_t{1} << bits) - 1;
  const std::uint64_t mask =
      std::endian::native == std::endian::little ? low : ~(~std::uint64_t{0} >> bits);
  return ((word ^ broadcast) & mask) == 0;
}

// The initial partition: one cell per colour value, in increasing colour
// order (so canonical order sorts vertices by colour). The general version,
// for any colour values.
void ColourPartitionGeneral(const ColouredGraph& g, Partition& part) {
  // Only cell[p] at a cell start p is ever read, so cell is not cleared
  // (a 128-byte fill costs as much as the rest of a small call).
  const int n = g.num_vertices;
  if (OneColour(g)) {
    // One colour (uncoloured graphs): a single cell.
    part.cell[0] = n >= kMaxN ? ~Mask{0} : Bit(n) - 1;
    part.starts = n > 0 ? Bit(0) : 0;
    part.nonsingleton = n > 1 ? Bit(0) : 0;
    return;
  }
  part.starts = 0;
  part.nonsingleton = 0;
  int pos = 0;
  // Colours below 32 (as every caller's labels): a 32-bit presence mask and
  // two passes with no branch per vertex; the first clears the by_colour
  // entries in use (n stores, not a 128-byte fill).
  {
    std::array<Mask, 32> by_colour;  // entry c: read only when colour c is present
    Mask present = 0;
    int v = 0;
    for (; v < n; ++v) {
      const int c = g.colour[v];
      if (c >= 32) break;
      present |= Bit(c);
      by_colour[c] = 0;
    }
    if (v == n) {
      for (v = 0; v < n; ++v) by_colour[g.colour[v]] |= Bit(v);
      for (; present != 0; present &= present - 1) {
        const Mask cell = by_colour[std::countr_zero(present)];
        const int size = std::popcount(cell);
        part.cell[pos] = cell;
        part.starts |= Bit(pos);
        if (size > 1) part.nonsingleton |= Bit(pos);
        pos += size;
      }
      return;
    }
  }
  std::uint64_t present[4] = {0, 0, 0, 0};
  Mask by_colour[256];
  for (int v = 0; v < n; ++v) {
    const int c = g.colour[v];
    const std::uint64_t bit = std::uint64_t{1} << (c & 63);
    if ((present[c >> 6] & bit) == 0) {
      present[c >> 6] |= bit;
      by_colour[c] = Bit(v);
    } else {
      by_colour[c] |= Bit(v);
    }
  }
  for (int word = 0; word < 4; ++word) {
    for (std::uint64_t rest = present[word]; rest != 0; rest &= rest - 1) {
      const int c = word * 64 + std::countr_zero(rest);
      const int size = std::popcount(by_colour[c]);
      part.cell[pos] = by_colour[c];
      part.starts |= Bit(pos);
      if (size > 1) part.nonsingleton |= Bit(pos);
      pos += size;
    }
  }
}

// As ColourPartitionGeneral. With SSE2 and colours below 32 (as every
// caller's labels): one pass collects the colours present, then each colour
// class is found with two 16-byte compares (independent of one another, so
// they overlap) instead of a second pass per vertex.
void ColourPartition(const ColouredGraph& g, Partition& part) {
#if defined(__SSE2__)
  static_assert(kMaxGraphVertices == 32);
  const int n = g.num_vertices;
  const Mask all = n >= kMaxN ? ~Mask{0} : Bit(n) - 1;
  // Colours at index >= n may hold anything: masked out with `all`.
  const __m128i lo = _mm_loadu_si128(reinterpret_cast<const __m128i*>(g.colour.data()));
  const __m128i hi = _mm_loadu_si128(reinterpret_cast<const __m128i*>(g.colour.data() + 16));
  const auto vertices_of_colour = [&](int c) {
    const __m128i b = _mm_set1_epi8(static_cast<char>(c));
    return (static_cast<Mask>(_mm_movemask_epi8(_mm_cmpeq_epi8(lo, b))) |
            static_cast<Mask>(_mm_movemask_epi8(_mm_cmpeq_epi8(hi, b))) << 16) &
           all;
  };
  if (vertices_of_colour(g.colour[0]) == all) {
    // One colour (uncoloured graphs), or no vertex: a single cell.
    part.cell[0] = all;
    part.starts = n > 0 ? Bit(0) : 0;
    part.nonsingleton = n > 1 ? Bit(0) : 0;
    return;
  }
  Mask present = 0;
  int any = 0;  // bitwise or of the colours
  for (int v = 0; v < n; ++v) {
    const int c = g.colour[v];
    any |= c;
    present |= Bit(c & 31);
  }
  if (any >= 32) return ColourPartitionGeneral(g, part);
  part.starts = 0;
  part.nonsingleton = 0;
  int pos = 0;
  for (; present != 0; present &= present - 1) {
    const Mask cell = vertices_of_colour(std::countr_zero(present));
    const int size = std::popcount(cell);
    part.cell[pos] = cell;
    part.starts |= Bit(pos);
    if (size > 1) part.nonsingleton |= Bit(pos);
    pos += size;
  }
#else
  ColourPartitionGeneral(g, part);
#endif
}

// The target cell of a non-discrete partition: the first smallest
// non-singleton cell (few children, so few branches).
inline int TargetCell(const Partition& part) {
  int best = -1;
  int best_size = kMaxN + 1;
  for (Mask todo = part.nonsingleton; todo != 0; todo &= todo - 1) {
    const int start = std::countr_zero(todo);
    const int size = std::popcount(part.cell[start]);
    if (size < best_size) {
      best = start;
      best_size = size;
      if (size == 2) break;
    }
  }
  return best;
}

// Child of `parent` in which vertex v of the target cell at `target` becomes
// a singleton placed first in its former cell; not yet refined.
inline void Individualize(const Partition& parent, int target, int v, Partition& child) {
  child = parent;
  const Mask rest = parent.cell[target] & ~Bit(v);
  child.cell[target] = Bit(v);
  child.cell[target + 1] = rest;
  child.starts |= Bit(target + 1);
  child.nonsingleton &= ~Bit(target);
  if ((rest & (rest - 1)) != 0) child.nonsingleton |= Bit(target + 1);
}

VertexMap IdentityMap() {
  VertexMap map;
  for (int v = 0; v < kMaxN; ++v) map[v] = static_cast<std::uint8_t>(v);
  return map;
}

// A discrete partition read as a labelling, with the relabelled graph.
struct Leaf {
  std::array<std::uint32_t, kMaxN> row;  // row[p]: neighbours of position p, as positions
  VertexMap lab;                         // lab[p]: the vertex at position p
  VertexMap pos;                         // pos[v]: the position of vertex v
};

void MakeLeaf(const std::uint32_t* adj, int n, const Partition& part, Leaf& leaf) {
  if (n <= 16) {
    // The positions also packed in a register, four bits each, for the
    // rows: loading them back from pos[], just stored at data-dependent
    // addresses, made the loads wait or replay; this is faster although it
    // takes more instructions (docs/performance.md).
    std::uint64_t packed = 0;
    for (int p = 0; p < n; ++p) {
      const int v =
          std::countr_zero(part.cell[p]) & (kMaxN - 1);  // mask: a discrete cell is never empty
      leaf.lab[p] = static_cast<std::uint8_t>(v);
      leaf.pos[v] = static_cast<std::uint8_t>(p);
      packed |= static_cast<std::uint64_t>(p) << (4 * v);
    }
    for (int p = 0; p < n; ++p) {
      Mask row = 0;
      for (Mask rest = adj[leaf.lab[p]]; rest != 0; rest &= rest - 1) {
        row |= Bit(static_cast<int>(packed >> (4 * std::countr_zero(rest))) & 15);
      }
      leaf.row[p] = row;
    }
    return;
  }
  for (int p = 0; p < n; ++p) {
    const int v =
        std::countr_zero(part.cell[p]) & (kMaxN - 1);  // mask: a discrete cell is never empty
    leaf.lab[p] = static_cast<std::uint8_t>(v);
    leaf.pos[v] = static_cast<std::uint8_t>(p);
  }
  for (int p = 0; p < n; ++p) {
    Mask row = 0;
    for (Mask rest = adj[leaf.lab[p]]; rest != 0; rest &= rest - 1) {
      row |= Bit(leaf.pos[std::countr_zero(rest)]);
    }
    leaf.row[p] = row;
  }
}

// The sign of memcmp over the first n rows (the leaf order of version 1),
// one row at a time: rows were just stored as 32-bit words, and memcmp's
// wider loads of them would wait for the stores to retire.
inline int CompareRows(const Leaf& a, const Leaf& b, int n) {
  for (int p = 0; p < n; ++p) {
    std::uint32_t x = a.row[p];
    std::uint32_t y = b.row[p];
    if (x == y) continue;
    if constexpr (std::endian::native == std::endian::little) {
      // memcmp compares bytes in memory order: the low byte first.
      x = __builtin_bswap32(x);
      y = __builtin_bswap32(y);
    }
    return x < y ? -1 : 1;
  }
  return 0;
}

// One node on the current path of the depth-first search.
struct Level {
  Partition part;
  std::uint64_t invariant;
  Mask todo;         // children (target-cell vertices) not yet tried
  Mask tried;        // children tried
  int target;        // start of the target cell (internal nodes)
  int chosen;        // vertex individualized to reach the current child
  bool equal_first;  // invariants equal those of the first path so far
  int cmp_best;      // sign of (invariants so far) - (best path's), 0 if equal
};

// Automorphisms kept for orbit pruning; more than kCapacity only lose
// pruning power, never correctness (a subset generates a subgroup).
struct AutomorphismStore {
  static constexpr int kCapacity = 64;
  int count = 0;
  std::array<VertexMap, kCapacity> perm;
  std::array<int, kCapacity> fixed_prefix;  // leading first-path vertices fixed
};

// Merges the orbits of `perm` into orbit_of (orbit_of[v]: mask of v's orbit).
void JoinOrbits(const VertexMap& perm, int n, Mask* orbit_of) {
  for (int v = 0; v < n; ++v) {
    const int w = perm[v];
    if ((orbit_of[v] >> w & 1) != 0) continue;
    const Mask merged = orbit_of[v] | orbit_of[w];
    for (Mask rest = merged; rest != 0; rest &= rest - 1) orbit_of[std::countr_zero(rest)] = merged;
  }
}

struct SearchResult {
  Leaf leaves[3];    // storage for the first, best and current leaves
  const Leaf* best;  // the canonical leaf, one of `leaves`
};

// The search. `on_automorphism(const VertexMap& perm)` is called for every
// automorphism found (perm[0..n) meaningful, the rest unspecified); together
// they generate Aut(g).
template <typename OnAutomorphism>
void Search(const ColouredGraph& g, SearchResult& result, OnAutomorphism&& on_automorphism) {
  const int n = g.num_vertices;
  const std::uint32_t* adj = g.adjacency.data();
  Level level[kMaxN + 1];
  ColourPartition(g, level[0].part);
  // The root's invariant is never compared (every path shares it): no trace.
  level[0].invariant =
      Invariant(level[0].part, Refine<false>(adj, level[0].part, level[0].part.starts));
  if (level[0].part.nonsingleton == 0) {
    MakeLeaf(adj, n, level[0].part, result.leaves[0]);
    result.best = &result.leaves[0];
    return;
  }

  // The first path: always the first vertex of the target cell.
  std::uint64_t first_invariant[kMaxN + 1];
  std::uint64_t best_invariant_storage[kMaxN + 1];
  int first_seq[kMaxN];
  int best_seq_storage[kMaxN];
  int d = 0;
  first_invariant[0] = level[0].invariant;
  level[0].equal_first = true;
  level[0].cmp_best = 0;
  while (level[d].part.nonsingleton != 0) {
    Level& node = level[d];
    node.target = TargetCell(node.part);
    const Mask target_cell = node.part.cell[node.target];
    const int v = std::countr_zero(target_cell);
    node.todo = target_cell & ~Bit(v);
    node.tried = Bit(v);
    node.chosen = v;
    first_seq[d] = v;
    Level& child = level[d + 1];
    Individualize(node.part, node.target, v, child.part);
    child.invariant = Invariant(child.part, Refine<true>(adj, child.part, Bit(node.target)));
    child.equal_first = true;
    child.cmp_best = 0;
    first_invariant[++d] = child.invariant;
  }
  const int first_depth = d;
  Leaf& first = result.leaves[0];
  MakeLeaf(adj, n, level[d].part, result.leaves[0]);
  // The best path aliases the first until a better leaf appears.
  Leaf* best = &first;
  Leaf* leaf = &result.leaves[1];
  const std::uint64_t* best_invariant = first_invariant;
  const int* best_seq = first_seq;
  int best_depth = first_depth;

  AutomorphismStore store;
  Mask orbit_of[kMaxN];
  int orbit_level = -1;  // first-path level whose stabilizer orbits are in orbit_of
  VertexMap spare;       // the automorphism once the store is full
  auto record = [&](const Leaf& reference, const Leaf& image) {
    // Written in place: copying a map just written byte by byte would wait
    // for those stores (failed store-to-load forwarding).
    const bool keep = store.count < AutomorphismStore::kCapacity;
    VertexMap& perm = keep ? store.perm[store.count] : spare;
    for (int v = 0; v < n; ++v) perm[v] = image.lab[reference.pos[v]];
    int fixed = 0;
    while (fixed < first_depth && perm[first_seq[fixed]] == first_seq[fixed]) ++fixed;
    if (keep) {
      store.fixed_prefix[store.count] = fixed;
      ++store.count;
    }
    if (orbit_level >= 0 && fixed >= orbit_level) JoinOrbits(perm, n, orbit_of);
    on_automorphism(perm);
  };

  int fp = first_depth;  // the current path equals the first path to level fp
  int bp = first_depth;  // ... and the best path to level bp
  d = first_depth - 1;
  while (d >= 0) {
    fp = std::min(fp, d);
    bp = std::min(bp, d);
    Level& node = level[d];
    int v = -1;
    if (d == fp) {
      // On the first path: skip children in the orbit of a tried one under
      // the automorphisms found that fix first_seq[0..d).
      if (orbit_level != d) {
        for (int u = 0; u < n; ++u) orbit_of[u] = Bit(u);
        for (int i = 0; i < store.count; ++i) {
          if (store.fixed_prefix[i] >= d) JoinOrbits(store.perm[i], n, orbit_of);
        }
        orbit_level = d;
      }
      while (node.todo != 0) {
        const int c = std::countr_zero(node.todo);
        node.todo &= node.todo - 1;
        if ((orbit_of[c] & node.tried) == 0) {
          v = c;
          break;
        }
      }
    } else if (node.todo != 0) {
      v = std::countr_zero(node.todo);
      node.todo &= node.todo - 1;
    }
    if (v < 0) {
      --d;
      continue;
    }
    node.tried |= Bit(v);
    node.chosen = v;
    if (bp == d && d < best_depth && v == best_seq[d]) bp = d + 1;

    Level& child = level[d + 1];
    Individualize(node.part, node.target, v, child.part);
    child.invariant = Invariant(child.part, Refine<true>(adj, child.part, Bit(node.target)));
    child.equal_first =
        node.equal_first && d + 1 <= first_depth && child.invariant == first_invariant[d + 1];
    if (node.cmp_best != 0) {
      child.cmp_best = node.cmp_best;
    } else {
      EYESHAPE_DCHECK(d + 1 <= best_depth);
      child.cmp_best = child.invariant == best_invariant[d + 1]
                           ? 0
                           : (child.invariant > best_invariant[d + 1] ? 1 : -1);
    }
    if (!child.equal_first && child.cmp_best < 0) continue;  // cannot matter

    if (child.part.nonsingleton != 0) {
      child.target = TargetCell(child.part);
      child.todo = child.part.cell[child.target];
      child.tried = 0;
      ++d;
      continue;
    }

    MakeLeaf(adj, n, child.part, *leaf);
    if (child.equal_first && CompareRows(*leaf, first, n) == 0) {
      // Equivalent to the first leaf: the subtree at level fp + 1 is the
      // image of the first path's, already explored.
      record(first, *leaf);
      d = fp;
      continue;
    }
    bool new_best = child.cmp_best > 0;
    if (child.cmp_best == 0) {
      const int c = CompareRows(*leaf, *best, n);
      if (c == 0) {
        record(*best, *leaf);
        d = bp;
        continue;
      }
      new_best = c > 0;
    }
    if (new_best) {
      // Swap buffers: the old best (unless it is the first leaf) is reused.
      Leaf* old_best = best == &first ? &result.leaves[2] : best;
      best = leaf;
      leaf = old_best;
      best_depth = d + 1;
      for (int k = 0; k <= d + 1; ++k) {
        best_invariant_storage[k] = level[k].invariant;
        level[k].cmp_best = 0;
      }
      for (int k = 0; k <= d; ++k) best_seq_storage[k] = level[k].chosen;
      best_invariant = best_invariant_storage;
      best_seq = best_seq_storage;
      bp = d + 1;
    }
  }
  result.best = best;
}

void CheckGraph(const ColouredGraph& g) {
  EYESHAPE_CHECK(g.num_vertices >= 0 && g.num_vertices <= kMaxN);
  EYESHAPE_DCHECK(IsValidGraph(g));
}

struct NoSink {
  void operator()(const VertexMap&) const {}
};

// The leaf's positions pos[0..n), then the identity (a plain loop: GCC 12
// warns about std::copy with a length it cannot bound).
VertexMap CanonicalPositions(const Leaf& leaf, int n) {
  VertexMap map = IdentityMap();
  for (int v = 0; v < n; ++v) map[v] = leaf.pos[v];
  return map;
}

inline std::uint64_t LoadLe64(const std::uint8_t* p) {
  std::uint64_t x = 0;
  for (int i = 7; i >= 0; --i) x = x << 8 | p[i];
  return x;
}

}  // namespace

std::uint64_t CanonicalKey::Hash64() const {
  const std::size_t words = (size() + 7) / 8;
  std::uint64_t h = 0x9ae16a3b2f90404fULL;
  for (std::size_t i = 0; i < words; ++i) {
    h = (h ^ LoadLe64(bytes_.data() + 8 * i)) * 0xff51afd7ed558ccdULL;
    h ^= h >> 32;
  }
  h *= 0xc4ceb9fe1a85ec53ULL;
  return h ^ (h >> 29);
}

std::optional<CanonicalKey> CanonicalKey::FromBytes(std::span<const std::uint8_t> bytes) {
  if (bytes.empty() || bytes[0] > kMaxN || bytes.size() != SizeFor(bytes[0])) return std::nullopt;
  const int n = bytes[0];
  for (int i = 1; i < n; ++i) {
    if (bytes[static_cast<std::size_t>(i)] > bytes[static_cast<std::size_t>(i) + 1]) {
      return std::nullopt;
    }
  }
  const int num_bits = n * (n - 1) / 2;
  if (num_bits % 8 != 0 && (bytes.back() >> (num_bits % 8)) != 0) return std::nullopt;
  CanonicalKey key;
  std::memcpy(KeyBuilder::MutableBytes(key), bytes.data(), bytes.size());
  return key;
}

CanonicalKey CanonicalForm(const ColouredGraph& g, VertexMap* canonical_position) {
  EYESHAPE_CHECK(canonical_position != nullptr);
  CheckGraph(g);
  SearchResult result;
  Search(g, result, NoSink{});
  const int n = g.num_vertices;
  *canonical_position = CanonicalPositions(*result.best, n);
  return KeyBuilder::Build(n, g.colour.data(), result.best->lab.data(), result.best->row.data());
}

CanonicalKey CanonicalForm(const ColouredGraph& g) {
  CheckGraph(g);
  SearchResult result;
  Search(g, result, NoSink{});
  return KeyBuilder::Build(g.num_vertices, g.colour.data(), result.best->lab.data(),
                           result.best->row.data());
}

Canonicalization Canonicalize(const ColouredGraph& g) {
  CheckGraph(g);
  const int n = g.num_vertices;
  Canonicalization out;
  SearchResult result;
  Mask orbit_of[kMaxN];
  for (int v = 0; v < n; ++v) orbit_of[v] = Bit(v);
  Search(g, result, [&](const VertexMap& perm) {
    VertexMap generator = IdentityMap();  // entries >= n: the identity
    for (int v = 0; v < n; ++v) generator[v] = perm[v];
    out.automorphism_generators.push_back(generator);
    JoinOrbits(perm, n, orbit_of);
  });
  out.key = KeyBuilder::Build(n, g.colour.data(), result.best->lab.data(), result.best->row.data());
  out.canonical_position = CanonicalPositions(*result.best, n);
  out.orbit = IdentityMap();
  for (int v = 0; v < n; ++v)
    out.orbit[v] = static_cast<std::uint8_t>(std::countr_zero(orbit_of[v]));
  return out;
}

ColouredGraph GraphFromKey(const CanonicalKey& key) {
  const std::span<const std::uint8_t> bytes = key.bytes();
  const int n = bytes[0];
  ColouredGraph g;
  g.num_vertices = n;
  for (int i = 0; i < n; ++i) g.colour[i] = bytes[1 + static_cast<std::size_t>(i)];
  std::size_t bit = 0;
  const std::uint8_t* triangle = bytes.data() + 1 + n;
  for (int i = 0; i < n; ++i) {
    for (int j = i + 1; j < n; ++j, ++bit) {
      if ((triangle[bit / 8] >> (bit % 8) & 1) != 0) {
        g.adjacency[i] |= Bit(j);
        g.adjacency[j] |= Bit(i);
      }
    }
  }
  return g;
}

}  // namespace eyeshape::canon
