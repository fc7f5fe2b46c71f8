// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_CANON_CANONICAL_FORM_H_
#define EYESHAPE_CANON_CANONICAL_FORM_H_

// File: canon/canonical_form.h
// Canonical labelling, canonical form and automorphism group of a small
// vertex-coloured graph (canon/graph.h), so that one table entry serves every
// isomorphic drawing of an eyespace and a lookup can map stored vertices back
// onto the caller's (SPEC §6). The algorithm is individualization-refinement
// with automorphism pruning (McKay and Piperno, "Practical graph isomorphism,
// II", J. Symbolic Comput. 60, 2014), on 32-bit vertex masks; docs/canon.md
// describes it. Exact for every graph of at most 32 vertices.
//
// A canonical form is canonical only for one algorithm and version: any table
// that stores keys must record kCanonVersion and refuse a different one.
//
//   Canonicalization c = Canonicalize(g);
//   // Relabel(g, c.canonical_position) == GraphFromKey(c.key), and
//   // CanonicalForm(h) == c.key for every graph h isomorphic to g.
//
// Thread safety: every function is reentrant (no static or global mutable
// state; scratch lives on the caller's stack), so it may run concurrently from
// any number of threads.

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "canon/graph.h"

namespace eyeshape::canon {

// Version of the canonical form. Bump it whenever any key can change (search
// order, refinement, tie-breaking or byte layout); tests/canon/
// canonical_form_golden_test.cc pins a few keys to catch such a change.
inline constexpr std::uint32_t kCanonVersion = 1;

// The canonical form of a coloured graph as a compact byte string of fixed
// capacity (no heap). Layout of bytes(), version 1, for n vertices in
// canonical order 0..n-1:
//
//   byte 0              n, in [0, 32]
//   bytes 1 .. n        colour of canonical vertex 0, 1, ..., n-1
//                       (non-decreasing: canonical order sorts by colour)
//   next ceil(n(n-1)/2 / 8) bytes
//                       the upper triangle of the adjacency matrix, row by row:
//                       pairs (0,1) (0,2) .. (0,n-1) (1,2) .. (n-2,n-1); pair
//                       number k is bit (k % 8) of byte k / 8 of this field
//                       (least significant bit first); the unused high bits of
//                       the last byte are zero.
//
// Total size 1 + n + ceil(n(n-1)/16): 32 bytes for n = 16, 95 for n = 32.
// Keys compare as their byte strings (the zero padding after size() makes a
// shorter key compare by its content first), so the order is the same on
// every platform and can be used to sort tables.
struct CanonicalKey {
 public:
  static constexpr int kCapacity = 96;

  // The key of the empty graph (n = 0).
  CanonicalKey() = default;

  // Number of vertices of the graph.
  int num_vertices() const { return bytes_[0]; }

  // Number of meaningful bytes: 1 + n + ceil(n(n-1)/16).
  std::size_t size() const { return SizeFor(bytes_[0]); }

  // The serialization described above; stable for a given kCanonVersion.
  // The span points into this key.
  std::span<const std::uint8_t> bytes() const { return {bytes_.data(), size()}; }

  // Parses a serialization produced by bytes(). Returns nullopt unless
  // `bytes` is well formed: n <= 32, exactly size() bytes, colours
  // non-decreasing, unused bits zero. It does not check that the graph is in
  // canonical form; compare CanonicalForm(GraphFromKey(key)) with key for that.
  // Complexity: O(size()).
  static std::optional<CanonicalKey> FromBytes(std::span<const std::uint8_t> bytes);

  // Byte size of a key for n vertices. REQUIRES: 0 <= n <= 32.
  static constexpr std::size_t SizeFor(int n) {
    return 1 + static_cast<std::size_t>(n) + (static_cast<std::size_t>(n * (n - 1) / 2) + 7) / 8;
  }

  friend bool operator==(const CanonicalKey& a, const CanonicalKey& b) {
    return std::memcmp(a.bytes_.data(), b.bytes_.data(), kCapacity) == 0;
  }
  friend std::strong_ordering operator<=>(const CanonicalKey& a, const CanonicalKey& b) {
    const int c = std::memcmp(a.bytes_.data(), b.bytes_.data(), kCapacity);
    return c < 0 ? std::strong_ordering::less
                 : (c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal);
  }

  // Abseil hashing (absl::Hash, flat_hash_map) over the meaningful bytes.
  template <typename H>
  friend H AbslHashValue(H h, const CanonicalKey& key) {
    return H::combine_contiguous(std::move(h), key.bytes_.data(), key.size());
  }

  // A fast 64-bit hash of bytes(), for std::hash; stable across platforms
  // and runs for a given kCanonVersion.
  std::uint64_t Hash64() const;

 private:
  friend class KeyBuilder;
  std::array<std::uint8_t, kCapacity> bytes_{};  // bytes(), then zeros
};

// The canonical labelling, form and automorphism group of one graph.
// Entries at index >= n of every VertexMap hold the identity (entry v == v).
struct Canonicalization {
  CanonicalKey key;                                // canonical form of the graph
  VertexMap canonical_position;                    // input vertex v goes to canonical position [v]
  std::vector<VertexMap> automorphism_generators;  // gen[v]: image of v; generate Aut(g)
  VertexMap orbit;                                 // smallest vertex in the Aut(g)-orbit of v
};

// Returns the canonical form of `g`, the automorphisms generating its
// automorphism group (colour-preserving), and their orbits.
// REQUIRES: IsValidGraph(g) (checked cheaply, always on).
// Complexity: typically O(n + edges) per refinement and a few leaves for
// eyespace-like graphs; exponential only in pathological cases (as nauty).
// Allocates only for the generator vector. Thread-safe (reentrant).
Canonicalization Canonicalize(const ColouredGraph& g);

// Returns the canonical form of `g`; equal to Canonicalize(g).key, faster and
// without heap allocation. REQUIRES: IsValidGraph(g). Thread-safe.
CanonicalKey CanonicalForm(const ColouredGraph& g);

// As above, and writes the canonical labelling to `*canonical_position`
// (same meaning as Canonicalization::canonical_position).
// REQUIRES: IsValidGraph(g); canonical_position != nullptr. Thread-safe.
CanonicalKey CanonicalForm(const ColouredGraph& g, VertexMap* canonical_position);

// Returns the canonical graph of `key`: vertex i of the result is canonical
// vertex i, so GraphFromKey(Canonicalize(g).key) ==
// Relabel(g, Canonicalize(g).canonical_position). REQUIRES: `key` came from
// this version (any value FromBytes accepts decodes). Complexity: O(n^2 / 8).
ColouredGraph GraphFromKey(const CanonicalKey& key);

}  // namespace eyeshape::canon

template <>
struct std::hash<eyeshape::canon::CanonicalKey> {
  std::size_t operator()(const eyeshape::canon::CanonicalKey& key) const noexcept {
    return static_cast<std::size_t>(key.Hash64());
  }
};

#endif  // EYESHAPE_CANON_CANONICAL_FORM_H_
