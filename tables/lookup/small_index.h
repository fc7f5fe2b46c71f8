// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_LOOKUP_SMALL_INDEX_H_
#define EYESHAPE_TABLES_LOOKUP_SMALL_INDEX_H_

// File: tables/lookup/small_index.h
// Precomputed answers for eyespaces of at most 8 vertices, so that
// EyeTable::Lookup() (of an EyeGraph, or of a diagram with W contact by the
// centre formula) answers the common case without a canonical labelling or
// a search (docs/performance.md, "eyes.db matcher vs table lookup"). Both
// structures are filled from the table's own entry records, each size on its
// first query:
//
//  * up to 5 vertices, a direct index: the caller's adjacency (upper triangle
//    bits) selects a block of 3^n answers, one per labelling by `.` `!` `X`,
//    stored in the caller's numbering (every renumbering of every entry);
//  * 6 to 8 vertices, one block of 3^n answers per uncoloured graph of the
//    table, in a reference numbering of that graph, for every labelling of
//    it, and a code index that gives an isomorphism onto that numbering
//    without a search: a hash table from adjacency codes (upper triangle, 28
//    bits) to the graph and the reference vertex at each position. For 6
//    and 7 vertices it holds every numbering of every graph and the query's
//    own code is looked up. For 8 (40320 numberings per graph) the query's
//    vertices are first sorted by degree, ties by number, and the table
//    holds the codes of every degree-sorted order of every graph (ties in
//    every order). A degree order costs less than one by a finer invariant
//    (neighbours' degrees), and the 51 graphs have under 8192 such codes.
//    The labelling is mapped through the isomorphism, the vital points back.
//
// The index answers only valid, already normalized eyespaces with W contact
// by the centre formula that are entries of the table; everything else
// (invalid input, explicit W contact, `$` labels, captured strings, misses)
// is left to the general path, which gives the messages. An index answer is
// the general path's answer, because a table's vital points are unions of
// orbits of the entry's automorphisms (SPEC §5 defines them by play, which
// automorphisms preserve; each graph's block holds every labelling under
// every automorphism): tests/tables/small_index_test.cc compares the two for
// every entry of the built-in table.
//
// Cost per EyeTable::Lookup() of an entry: a few hundred instructions, about a
// third of the isomorphism search this replaced (docs/performance.md, "Figures
// moved out of code comments", has the callgrind counts and times with their
// commands). Memory for the built-in table
// (bench/lookup_benchmark.cc, BM_LookupIndexBuild, its bytes counter):
// 0.1 MB for sizes 1 to 5, then 4 bytes x 3^n per uncoloured graph (10, 19
// and 51 graphs for sizes 6, 7 and 8) and 8 bytes per slot of the code
// table (8192, 131072 and 16384 slots): 0.09, 1.21 and 1.47 MB for sizes 6,
// 7 and 8. Building it is timed by BM_LookupIndexBuild (docs/performance.md).
// Thread safety: Lookup() may be called from any number of threads; each
// size is built once (std::call_once) and then only read.

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
  // Graph blocks up to this size are found by the caller's own adjacency
  // code (the code index holds every numbering of every graph), larger ones
  // by the code in invariant order.
  static constexpr int kMaxRawCodeSize = 7;

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
  struct Size {
    std::size_t num_answers = 0;
    // Direct index (n <= kMaxDirectSize).
    std::vector<std::uint16_t> block_of;  // per adjacency code: block, or kNoBlock
    std::vector<std::uint16_t> direct;    // 3^n packed answers per block
    // Graph blocks (n > kMaxDirectSize): the adjacency code of each
    // invariant order of each graph, with the graph and its vertex at each
    // position (open addressing: record << 32 | code, 0 for an empty slot).
    std::vector<std::uint64_t> by_code;
    int code_shift = 64;
    std::vector<std::uint32_t> answers;  // 3^n packed answers per graph, in graph order
  };

  const Size& Built(int n) const;
  void BuildDirect(int n, Size& size) const;
  void BuildGraphs(int n, Size& size) const;
  bool LookupGraph(const Size& size, int n, std::uint64_t matrix, const EyeGraph& graph,
                   LookupResult& result) const;

  const TableReader* table_;
  int max_size_;
  mutable std::array<std::atomic<bool>, kMaxSize + 1> ready_{};
  mutable std::array<std::once_flag, kMaxSize + 1> once_;
  mutable std::array<Size, kMaxSize + 1> sizes_;
};

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_LOOKUP_SMALL_INDEX_H_
