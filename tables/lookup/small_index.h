// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_LOOKUP_SMALL_INDEX_H_
#define EYESHAPE_TABLES_LOOKUP_SMALL_INDEX_H_

// File: tables/lookup/small_index.h
// Precomputed answers for eyespaces of at most 8 vertices, so that
// EyeTable::Lookup() (of an EyeGraph, or of a diagram with W contact by the
// centre formula) answers the common case without a canonical labelling or
// a search: about 15 ns up to 5 vertices, 0.1 to 0.2 µs for 6 to 8, against
// 0.1 to 0.9 µs before (docs/performance.md, "eyes.db matcher vs table
// lookup"). Both structures are filled from the table's own entry records,
// each size on its first query:
//
//  * up to 5 vertices, a direct index: the caller's adjacency (upper triangle
//    bits) selects a block of 3^n answers, one per labelling by `.` `!` `X`,
//    stored in the caller's numbering (every renumbering of every entry);
//  * 6 to 8 vertices, one block of 3^n answers per uncoloured graph of the
//    table, in a reference numbering of that graph, for every labelling of
//    it: a query finds its graph by vertex invariants (degrees, neighbours'
//    degrees) and an isomorphism search, and the vital points are mapped
//    back through that isomorphism.
//
// The index answers only valid, already normalized eyespaces with W contact
// by the centre formula that are entries of the table; everything else
// (invalid input, explicit W contact, `$` labels, captured strings, misses)
// is left to the general path, which gives the messages. An index answer is
// the general path's answer, because a table's vital points are unions of
// orbits of the entry's automorphisms (SPEC §5 defines them by play, which
// automorphisms preserve): tests/tables/small_index_test.cc compares the two
// for every entry of the built-in table.
//
// Memory for the built-in table: about 0.1 MB for sizes 1 to 5 and
// 4 bytes x 3^n per uncoloured graph of sizes 6 to 8 (10, 19 and 51 graphs:
// about 1.5 MB). Building takes 50 to 80 ms for size 8 (156138 entries),
// about 10 ms for sizes 1 to 7 together (bench/lookup_benchmark.cc,
// BM_LookupIndexBuild). Thread safety: Lookup() may be called from any
// number of threads; each size is built once (std::call_once) and then only
// read.

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <vector>

#include "eyeshape/eyeshape.h"
#include "tables/io/table_reader.h"

namespace eyeshape::tables {

class SmallIndex {
 public:
  static constexpr int kMaxDirectSize = 5;  // direct index up to this size
  static constexpr int kMaxSize = 8;        // graph blocks up to this size

  // An index over `table`, which must outlive it. Builds nothing yet.
  explicit SmallIndex(const TableReader& table);
  SmallIndex(const SmallIndex&) = delete;
  SmallIndex& operator=(const SmallIndex&) = delete;

  // When the index holds the answer for `graph`, writes it to `result` (a
  // hit in the caller's numbering: status, value, attack, defense) and
  // returns true; otherwise returns false and leaves `result` alone.
  // Thread-safe.
  bool Lookup(const EyeGraph& graph, LookupResult& result) const;

  // What the index of size n holds (building it if needed), for tests and
  // the documentation of its memory. REQUIRES: 1 <= n <= kMaxSize.
  struct SizeStats {
    std::size_t answers = 0;  // entries answered (some renumbering of each)
    std::size_t graphs = 0;   // adjacency blocks (direct) or uncoloured graphs
    std::size_t bytes = 0;    // heap memory of the size's structures
  };
  SizeStats Stats(int n) const;

 private:
  // An uncoloured graph of sizes 6..8 in its reference numbering.
  struct Graph {
    std::uint64_t hash = 0;                     // of its vertex invariants: order-free
    std::array<std::uint8_t, kMaxSize> adj{};   // adjacency rows
    std::array<std::uint64_t, 2> invariants{};  // of vertices 0..7, 16-bit lanes
    std::uint32_t first = 0;                    // its 3^n answers in `answers`
  };
  struct Size {
    std::size_t num_answers = 0;
    // Direct index (n <= kMaxDirectSize).
    std::vector<std::uint16_t> block_of;  // per adjacency code: block, or kNoBlock
    std::vector<std::uint16_t> direct;    // 3^n packed answers per block
    // Graph blocks (n > kMaxDirectSize), found by hash in `by_hash` (open
    // addressing, graph index + 1 or 0 for an empty slot).
    std::vector<Graph> graphs;
    std::vector<std::uint8_t> by_hash;
    int hash_shift = 64;
    std::vector<std::uint32_t> answers;  // 3^n packed answers per graph
  };

  const Size& Built(int n) const;
  void BuildDirect(int n, Size& size) const;
  void BuildGraphs(int n, Size& size) const;
  bool LookupGraph(const Size& size, int n, const std::uint8_t* adj, const EyeGraph& graph,
                   LookupResult& result) const;

  const TableReader* table_;
  int max_size_;
  mutable std::array<std::atomic<bool>, kMaxSize + 1> ready_{};
  mutable std::array<std::once_flag, kMaxSize + 1> once_;
  mutable std::array<Size, kMaxSize + 1> sizes_;
};

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_LOOKUP_SMALL_INDEX_H_
