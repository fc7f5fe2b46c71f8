// SPDX-License-Identifier: MIT
// File: tables/lookup/small_index.cc
// The direct index (sizes 1..5) and the graph blocks (sizes 6..8) of
// small_index.h: input checks on an 8 x 8 bit matrix, adjacency codes of the
// uncoloured graph (in the caller's numbering or in degree order) and their
// hash table, and how both are filled from the table's records.

#include "tables/lookup/small_index.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <numeric>
#include <vector>

#include "base/check.h"
#include "tables/io/format.h"

namespace eyeshape::tables {
namespace {

constexpr int kMaxSize = SmallIndex::kMaxSize;

constexpr std::array<int, kMaxSize + 1> kPow3 = {1, 3, 9, 27, 81, 243, 729, 2187, 6561};

// Sum of 3^v over the vertices v of a set of at most 8 vertices: the index
// of a labelling is Ternary(marginal) + 2 Ternary(attacker).
constexpr std::array<std::uint16_t, 256> kTernary = [] {
  std::array<std::uint16_t, 256> table{};
  for (int mask = 0; mask < 256; ++mask) {
    for (int v = 0; v < kMaxSize; ++v) {
      if ((mask >> v & 1) != 0) table[mask] = static_cast<std::uint16_t>(table[mask] + kPow3[v]);
    }
  }
  return table;
}();

// Packed answers. Direct (16 bits): value index in bits 0-3, attack mask in
// 4-8, defense mask in 9-13. Graph blocks (32 bits): value in 0-3, attack in
// 4-11, defense in 12-19. The top bit marks "no answer here" (kEmpty: no
// entry; kConflict: two entries claimed the slot, which a table with unique
// keys and orbit-closed vital points never does).
constexpr std::uint16_t kDirectEmpty = 0x8000;
constexpr std::uint16_t kDirectConflict = 0xC000;
constexpr std::uint32_t kGraphEmpty = 0x80000000u;
constexpr std::uint32_t kGraphConflict = 0xC0000000u;
constexpr std::uint16_t kNoBlock = 0xFFFF;

// "abcd" and a NUL for each value index (format.h's kValues).
constexpr std::array<std::array<char, 5>, kValues.size()> kValueText = [] {
  std::array<std::array<char, 5>, kValues.size()> text{};
  for (std::size_t i = 0; i < kValues.size(); ++i) {
    text[i] = {static_cast<char>('0' + kValues[i].a), static_cast<char>('0' + kValues[i].b),
               static_cast<char>('0' + kValues[i].c), static_cast<char>('0' + kValues[i].d), '\0'};
  }
  return text;
}();

template <typename Slot>
void Claim(Slot& slot, Slot packed, Slot empty, Slot conflict) {
  if (slot == empty) {
    slot = packed;
  } else if (slot != packed) {
    slot = conflict;
  }
}

// An 8 x 8 bit matrix (byte v = row v) transposed (Hacker's Delight 7-3).
std::uint64_t Transpose8(std::uint64_t x) {
  std::uint64_t t = (x ^ (x >> 7)) & 0x00AA00AA00AA00AAULL;
  x ^= t ^ (t << 7);
  t = (x ^ (x >> 14)) & 0x0000CCCC0000CCCCULL;
  x ^= t ^ (t << 14);
  t = (x ^ (x >> 28)) & 0x00000000F0F0F0F0ULL;
  return x ^ t ^ (t << 28);
}
constexpr std::uint64_t kDiagonal = 0x8040201008040201ULL;

// The upper triangle of the adjacency of vertices 0..4 of an 8 x 8 bit
// matrix (byte v = row v), pairs (0,1) (0,2) (0,3) (0,4) (1,2) .. (3,4) from
// bit 0 up: the adjacency of a graph of at most 5 vertices.
constexpr unsigned DirectCode(std::uint64_t matrix) {
  return static_cast<unsigned>((matrix >> 1 & 0xF) | (matrix >> 6 & 0x70) | (matrix >> 12 & 0x180) |
                               (matrix >> 19 & 0x200));
}
static_assert(DirectCode(0x0000000010080402ULL) == 0b1010010001);  // edges 0-1, 1-2, 2-3, 3-4
static_assert(DirectCode(0x000000000000001EULL) == 0b1111);        // the star at 0

// Bit of the pair of positions (i, j), i != j, in an order's adjacency code:
// the upper triangle of the 8 x 8 matrix in that order, pairs (0,1) (0,2) ..
// (0,7) (1,2) .. (6,7) from bit 0 up (28 bits).
constexpr std::size_t kRowStride = kMaxSize;  // pair (i, j) at i * kRowStride + j
constexpr std::array<std::uint32_t, kRowStride* kRowStride> kPairBit = [] {
  std::array<std::uint32_t, kRowStride * kRowStride> bits{};
  int bit = 0;
  for (std::size_t i = 0; i < kRowStride; ++i) {
    for (std::size_t j = i + 1; j < kRowStride; ++j, ++bit) {
      bits[i * kRowStride + j] = 1u << bit;
      bits[j * kRowStride + i] = 1u << bit;
    }
  }
  return bits;
}();

// The adjacency code (kPairBit) of a graph of n <= 8 vertices whose vertex v
// has position position[v].
inline std::uint32_t CodeInOrder(int n, const std::uint8_t* adj, const std::uint8_t* position) {
  std::uint32_t code = 0;
  for (int v = 0; v < n; ++v) {
    const std::size_t row = position[v] * kRowStride;
    for (unsigned rest = adj[v] & (0xFEu << v); rest != 0; rest &= rest - 1) {
      code |= kPairBit[row + position[std::countr_zero(rest)]];
    }
  }
  return code;
}

// CodeInOrder() in the graph's own numbering (position[v] = v), from its
// 8 x 8 bit matrix (byte v = row v, 0 beyond n): row v's bits above v, at
// the offset of pair (v, v + 1).
inline std::uint32_t RawCode(std::uint64_t matrix) {
  constexpr std::array<int, kMaxSize> kRowOffset = {0, 7, 13, 18, 22, 25, 27, 28};
  std::uint32_t code = 0;
  for (int v = 0; v + 1 < kMaxSize; ++v) {
    code |= static_cast<std::uint32_t>(matrix >> (9 * v + 1) & ((1u << (7 - v)) - 1))
            << kRowOffset[static_cast<std::size_t>(v)];
  }
  return code;
}

// The order in which the index codes a graph of n vertices (6 <= n <= 8),
// the same for the build and for a query: up to kMaxRawCodeSize vertices
// its own numbering (the index holds every numbering of every graph), above
// that the degree order. Writes each vertex's position and returns the
// code.
inline std::uint32_t IndexCode(int n, const std::uint8_t* adj, std::uint8_t* position);

// The degree order of a graph of 8 vertices (matrix: byte v = row v, no
// loops): its vertices sorted by degree, ties by vertex number. Writes each
// vertex's position in it and returns the graph's adjacency code in that
// order, CodeInOrder() without branches: bytes hold the degrees (a bytewise
// popcount), then keys degree * 8 + v below 0x80, and for a key x,
// (byte | 0x80) - x sets the byte's top bit exactly when the byte is at
// least x and never borrows, so x's position is the number of bytes below
// it; the matrix's columns, then its rows, move to their positions.
// Isomorphic graphs get the code of some degree-sorted order of each
// other's vertices, which is why the index stores the codes of all of them
// (BuildGraphs).
inline std::uint32_t DegreeOrderCode(std::uint64_t matrix, std::uint8_t* position) {
  constexpr std::uint64_t kBytes = 0x0101010101010101ULL;
  std::uint64_t degree = matrix - (matrix >> 1 & 0x55 * kBytes);
  degree = (degree & 0x33 * kBytes) + (degree >> 2 & 0x33 * kBytes);
  degree = (degree + (degree >> 4)) & 0x0F * kBytes;
  const std::uint64_t keys = degree << 3 | 0x0706050403020100ULL;
  std::uint64_t columns_moved = 0;
  for (int v = 0; v < kMaxSize; ++v) {
    const std::uint64_t at_least =
        ((keys | 0x80 * kBytes) - (keys >> (8 * v) & 0xFF) * kBytes) & 0x80 * kBytes;
    const int p = kMaxSize - std::popcount(at_least);
    position[v] = static_cast<std::uint8_t>(p);
    columns_moved |= (matrix >> v & kBytes) << p;
  }
  std::uint64_t moved = 0;
  for (int v = 0; v < kMaxSize; ++v) {
    moved |= (columns_moved >> (8 * v) & 0xFF) << (8 * position[v]);
  }
  return RawCode(moved);
}

inline std::uint32_t IndexCode(int n, const std::uint8_t* adj, std::uint8_t* position) {
  std::uint64_t matrix = 0;
  for (int v = 0; v < n; ++v) matrix |= std::uint64_t{adj[v]} << (8 * v);
  static_assert(SmallIndex::kMaxRawCodeSize + 1 == kMaxSize, "DegreeOrderCode() is for 8");
  if (n > SmallIndex::kMaxRawCodeSize) return DegreeOrderCode(matrix, position);
  for (int v = 0; v < kMaxSize; ++v) position[v] = static_cast<std::uint8_t>(v);
  return RawCode(matrix);
}

// Calls visit(record, eyespace) for every n-vertex entry that the general
// path would find exactly as it is (canonical numbering): a valid EyeGraph
// with W contact by the formula (connected, no marginal vertex with four
// neighbours), already normalized, with a decodable value. Visits nothing
// unless the keys are strictly increasing, so that the general path's binary
// search finds exactly these records.
template <typename Visit>
void ForEachAnswerableEntry(const TableReader& table, int n, Visit&& visit) {
  const std::span<const std::uint8_t> records = table.Records(n);
  const std::size_t record_bytes = RecordBytes(n);
  const std::size_t key_bytes = KeyBytes(n);
  for (std::size_t i = record_bytes; i < records.size(); i += record_bytes) {
    if (std::memcmp(records.data() + i - record_bytes, records.data() + i, key_bytes) >= 0) return;
  }
  for (std::size_t i = 0; i < records.size(); i += record_bytes) {
    const std::uint8_t* record = records.data() + i;
    if (!TableReader::Decode(RecordKind::kCentre, n, record).has_value()) continue;
    const solver::Eyespace eyespace = EntryEyespace(n, record);
    bool answerable = solver::IsConnected(eyespace) && solver::IsNormalized(eyespace);
    for (solver::VertexSet rest = eyespace.marginal; rest != 0; rest &= rest - 1) {
      if (std::popcount(eyespace.neighbours[std::countr_zero(rest)]) >= 4) answerable = false;
    }
    if (answerable) visit(record, eyespace);
  }
}

}  // namespace

SmallIndex::SmallIndex(const TableReader& table)
    : table_(&table), max_size_(std::min(table.max_size(), kMaxSize)) {}

const SmallIndex::Size& SmallIndex::Built(int n) const {
  Size& size = sizes_[static_cast<std::size_t>(n)];
  if (!ready_[static_cast<std::size_t>(n)].load(std::memory_order_acquire)) {
    std::call_once(once_[static_cast<std::size_t>(n)], [&] {
      if (n <= kMaxDirectSize) {
        BuildDirect(n, size);
      } else {
        BuildGraphs(n, size);
      }
      ready_[static_cast<std::size_t>(n)].store(true, std::memory_order_release);
    });
  }
  return size;
}

void SmallIndex::BuildDirect(int n, Size& size) const {
  const int block = kPow3[n];
  size.block_of.assign(std::size_t{1} << 10, kNoBlock);
  const std::size_t payload = KeyBytes(n);
  ForEachAnswerableEntry(
      *table_, n, [&](const std::uint8_t* record, const solver::Eyespace& eyespace) {
        const TableEntry entry = *TableReader::Decode(RecordKind::kCentre, n, record);
        ++size.num_answers;
        // Every renumbering p of the entry: canonical vertex v is caller's p[v].
        std::array<int, kMaxDirectSize> p = {0, 1, 2, 3, 4};
        do {
          std::uint64_t matrix = 0;
          unsigned marginal = 0;
          unsigned attacker = 0;
          unsigned attack = 0;
          unsigned defense = 0;
          for (int v = 0; v < n; ++v) {
            const unsigned bit = 1u << p[v];
            for (solver::VertexSet rest = eyespace.neighbours[v]; rest != 0; rest &= rest - 1) {
              matrix |= std::uint64_t{1} << (8 * p[v] + p[std::countr_zero(rest)]);
            }
            if ((eyespace.marginal >> v & 1) != 0) marginal |= bit;
            if ((eyespace.attacker >> v & 1) != 0) attacker |= bit;
            if ((entry.vital.attack >> v & 1) != 0) attack |= bit;
            if ((entry.vital.defense >> v & 1) != 0) defense |= bit;
          }
          std::uint16_t& block_index = size.block_of[DirectCode(matrix)];
          if (block_index == kNoBlock) {
            block_index = static_cast<std::uint16_t>(size.direct.size() / block);
            size.direct.resize(size.direct.size() + block, kDirectEmpty);
          }
          const std::size_t slot = std::size_t{block_index} * block + kTernary[marginal] +
                                   2 * std::size_t{kTernary[attacker]};
          Claim(size.direct[slot],
                static_cast<std::uint16_t>(record[payload] | attack << 4 | defense << 9),
                kDirectEmpty, kDirectConflict);
        } while (std::next_permutation(p.begin(), p.begin() + n));
      });
}

namespace {

// The code index: an open-addressing table of words record << 32 | code (0:
// an empty slot; no code of a connected graph of 2 or more vertices is 0),
// 2^(64 - shift) slots, at most half of them full.
inline std::size_t CodeSlot(std::uint32_t code, int shift) {
  return static_cast<std::size_t>((code * 0x9E3779B97F4A7C15ULL) >> shift);
}

// The slot that holds `code`, or the empty slot where it would go.
inline std::size_t FindCode(const std::vector<std::uint64_t>& table, int shift,
                            std::uint32_t code) {
  const std::size_t mask = table.size() - 1;
  std::size_t slot = CodeSlot(code, shift);
  while (table[slot] != 0 && static_cast<std::uint32_t>(table[slot]) != code) {
    slot = (slot + 1) & mask;
  }
  return slot;
}

// Adds `code` with `record` unless the table has it; doubles the table when
// it would be more than half full.
void InsertCode(std::vector<std::uint64_t>& table, int& shift, std::size_t& count,
                std::uint32_t code, std::uint32_t record) {
  if (table[FindCode(table, shift, code)] != 0) return;
  if (2 * (count + 1) > table.size()) {
    std::vector<std::uint64_t> old(2 * table.size(), 0);
    old.swap(table);
    --shift;
    for (const std::uint64_t word : old) {
      if (word != 0) table[FindCode(table, shift, static_cast<std::uint32_t>(word))] = word;
    }
  }
  table[FindCode(table, shift, code)] = std::uint64_t{record} << 32 | code;
  ++count;
}

// Calls visit(order, code) for every order of the vertices of a graph of
// 6 <= n <= 8 vertices in which IndexCode() may code an isomorphic graph
// (order[i]: the vertex at position i), code being the adjacency code in it:
// up to kMaxRawCodeSize vertices every order, above that every order sorted
// by degree (ties in every order).
template <typename Visit>
void ForEachIndexOrder(int n, const std::uint8_t* adj, Visit&& visit) {
  int invariant[kMaxSize] = {};  // what the order sorts by
  if (n > SmallIndex::kMaxRawCodeSize) {
    for (int v = 0; v < n; ++v) invariant[v] = std::popcount(unsigned{adj[v]});
  }
  std::array<std::uint8_t, kMaxSize> order{};
  std::iota(order.begin(), order.begin() + n, std::uint8_t{0});
  std::stable_sort(order.begin(), order.begin() + n,
                   [&](std::uint8_t a, std::uint8_t b) { return invariant[a] < invariant[b]; });
  // Runs of equal degrees, each permuted on its own like an odometer's
  // digit (next_permutation leaves a run sorted, as it starts, when it wraps).
  std::array<int, kMaxSize + 1> run_start{};
  int runs = 0;
  for (int i = 0; i < n; ++i) {
    if (i == 0 || invariant[order[i]] != invariant[order[i - 1]]) run_start[runs++] = i;
  }
  run_start[runs] = n;
  for (;;) {
    std::uint8_t position[kMaxSize];
    for (int i = 0; i < n; ++i) position[order[i]] = static_cast<std::uint8_t>(i);
    visit(static_cast<const std::uint8_t*>(order.data()), CodeInOrder(n, adj, position));
    int run = runs - 1;
    while (run >= 0 && !std::next_permutation(order.begin() + run_start[run],
                                              order.begin() + run_start[run + 1])) {
      --run;
    }
    if (run < 0) return;
  }
}

}  // namespace

void SmallIndex::BuildGraphs(int n, Size& size) const {
  const std::size_t block = static_cast<std::size_t>(kPow3[n]);
  const std::size_t payload = KeyBytes(n);
  using Map = std::array<std::uint8_t, kMaxSize>;
  std::vector<std::vector<Map>> automorphisms;  // of each graph, identity included
  std::size_t codes = 0;
  size.by_code.assign(64, 0);
  size.code_shift = 64 - 6;
  // A new graph in the numbering of `adj`, its reference numbering: the codes
  // of all its index orders, each with the map from positions to its
  // vertices (the first order met for a code; others differ by an
  // automorphism), and its automorphisms, which are the maps between orders
  // with one code.
  const auto add_graph = [&](const std::uint8_t* adj) {
    const std::size_t g = automorphisms.size();
    EYESHAPE_CHECK(g < 256);
    std::vector<Map>& group = automorphisms.emplace_back();
    size.answers.resize(size.answers.size() + block, kGraphEmpty);
    Map first_order{};
    std::uint32_t first_code = 0;
    ForEachIndexOrder(n, adj, [&](const std::uint8_t* order, std::uint32_t code) {
      if (group.empty()) {
        std::copy(order, order + n, first_order.begin());
        first_code = code;
      }
      if (code == first_code) {
        Map& alpha = group.emplace_back();
        for (int i = 0; i < n; ++i) alpha[first_order[i]] = order[i];
      }
      std::uint32_t record = static_cast<std::uint32_t>(g) << 24;
      for (int i = 0; i < n; ++i) record |= std::uint32_t{order[i]} << (3 * i);
      InsertCode(size.by_code, size.code_shift, codes, code, record);
    });
  };
  ForEachAnswerableEntry(
      *table_, n, [&](const std::uint8_t* record, const solver::Eyespace& eyespace) {
        std::uint8_t adj[kMaxSize];  // rows beyond n are 0, as RawCode() needs
        for (int v = 0; v < kMaxSize; ++v) {
          adj[v] = static_cast<std::uint8_t>(v < n ? eyespace.neighbours[v] : 0);
        }
        std::uint8_t position[kMaxSize];
        const std::uint32_t code = IndexCode(n, adj, position);
        if (size.by_code[FindCode(size.by_code, size.code_shift, code)] == 0) add_graph(adj);
        const std::uint32_t found =
            size.by_code[FindCode(size.by_code, size.code_shift, code)] >> 32;
        const std::size_t g = found >> 24;
        const TableEntry entry = *TableReader::Decode(RecordKind::kCentre, n, record);
        ++size.num_answers;
        // A query may reach the graph through any of its isomorphisms onto it,
        // which differ by an automorphism: store the entry's labelling under each.
        for (const Map& alpha : automorphisms[g]) {
          std::size_t slot = g * block;
          std::uint32_t attack = 0;
          std::uint32_t defense = 0;
          for (int v = 0; v < n; ++v) {
            const int r = alpha[found >> (3 * position[v]) & 7];
            const unsigned label = (eyespace.marginal >> v & 1) + 2 * (eyespace.attacker >> v & 1);
            slot += std::size_t{label} * static_cast<std::size_t>(kPow3[r]);
            attack |= (entry.vital.attack >> v & 1) << r;
            defense |= (entry.vital.defense >> v & 1) << r;
          }
          Claim(size.answers[slot], record[payload] | attack << 4 | defense << 12, kGraphEmpty,
                kGraphConflict);
        }
      });
}

bool SmallIndex::LookupGraph(const Size& size, int n, std::uint64_t matrix, const EyeGraph& graph,
                             LookupResult& result) const {
  // The code in the caller's numbering, or in degree order (position).
  std::uint8_t position[kMaxSize];
  const bool raw = n <= kMaxRawCodeSize;
  const std::uint32_t code = raw ? RawCode(matrix) : DegreeOrderCode(matrix, position);
  const std::size_t mask = size.by_code.size() - 1;
  std::uint64_t found = 0;
  for (std::size_t probe = CodeSlot(code, size.code_shift);; probe = (probe + 1) & mask) {
    found = size.by_code[probe];
    if (found == 0) return false;  // not a graph of the table: the general path says why
    if (static_cast<std::uint32_t>(found) == code) break;
  }
  // The caller's vertex v is the reference vertex phi[v]: map holds the
  // reference vertex of each position, 3 bits each (0 beyond n). The loops
  // run over all 8 vertices, unrolled; the masks carry the marginal and
  // attacker labels, then the attack and defense points, 8 bits apart.
  const std::uint32_t map = static_cast<std::uint32_t>(found >> 32);
  const std::uint32_t labels = graph.marginal | graph.attacker << 8;
  std::uint32_t reference_labels = 0;
  std::uint32_t phi[kMaxSize];
  for (int v = 0; v < kMaxSize; ++v) {
    phi[v] = map >> (3 * (raw ? v : position[v])) & 7;
    reference_labels |= (labels >> v & 0x101u) << phi[v];
  }
  const std::uint32_t packed =
      size.answers[std::size_t{map >> 24} * static_cast<std::size_t>(kPow3[n]) +
                   kTernary[reference_labels & 0xFF] +
                   2 * std::size_t{kTernary[reference_labels >> 8]}];
  if ((packed & kGraphEmpty) != 0) return false;
  const std::uint32_t reference_vital = packed >> 4 & 0xFFFF;  // attack, defense << 8
  std::uint32_t vital = 0;
  for (int v = 0; v < kMaxSize; ++v) vital |= (reference_vital >> phi[v] & 0x101u) << v;
  vital &= solver::AllVertices(n) * 0x101u;
  const std::uint32_t attack = vital & 0xFF;
  const std::uint32_t defense = vital >> 8;
  result.status = LookupStatus::kHit;
  result.value = kValueText[packed & 15];
  result.attack = attack;
  result.defense = defense;
  return true;
}

bool SmallIndex::Lookup(const EyeGraph& graph, LookupResult& result) const {
  const int n = graph.num_vertices;
  if (n < 1 || n > max_size_ || graph.explicit_wall_contact) return false;
  // The checks of FromEyeGraph() that do not depend on the table, on an
  // 8 x 8 bit matrix: rows in range, loop-free, symmetric; labels in range;
  // and no `$` (normalization would change the eyespace).
  const std::uint32_t all = solver::AllVertices(n);
  std::uint32_t stray =
      ((graph.marginal | graph.attacker) & ~all) | (graph.marginal & graph.attacker);
  std::uint64_t matrix = 0;
  for (int v = 0; v < kMaxSize; ++v) {
    const std::uint32_t row = graph.neighbours[static_cast<std::size_t>(v)];
    stray |= row & ~(v < n ? all : 0u);
    matrix |= std::uint64_t{row & 0xFFu} << (8 * v);
  }
  for (int v = kMaxSize; v < solver::kMaxVertices; ++v)
    stray |= graph.neighbours[static_cast<std::size_t>(v)];
  if (stray != 0 || (matrix & kDiagonal) != 0 || Transpose8(matrix) != matrix) return false;
  const Size& size = Built(n);
  if (n > kMaxDirectSize) {
    return LookupGraph(size, n, matrix, graph, result);
  }
  // Connectedness and the marginal vertices' degrees are in the index: a
  // disconnected or rejected input has no answer there.
  const std::uint16_t block = size.block_of[DirectCode(matrix)];
  if (block == kNoBlock) return false;
  const std::uint16_t packed =
      size.direct[std::size_t{block} * static_cast<std::size_t>(kPow3[n]) +
                  kTernary[graph.marginal] + 2 * std::size_t{kTernary[graph.attacker]}];
  if ((packed & kDirectEmpty) != 0) return false;
  result.status = LookupStatus::kHit;
  result.value = kValueText[packed & 15];
  result.attack = packed >> 4 & 31;
  result.defense = packed >> 9 & 31;
  return true;
}

SmallIndex::SizeStats SmallIndex::Stats(int n) const {
  EYESHAPE_CHECK(n >= 1 && n <= kMaxSize);
  SizeStats stats;
  if (n > max_size_) return stats;
  const Size& size = Built(n);
  stats.answers = size.num_answers;
  if (n <= kMaxDirectSize) {
    stats.graphs = size.direct.size() / static_cast<std::size_t>(kPow3[n]);
    stats.bytes =
        size.block_of.size() * sizeof(std::uint16_t) + size.direct.size() * sizeof(std::uint16_t);
  } else {
    stats.graphs = size.answers.size() / static_cast<std::size_t>(kPow3[n]);
    stats.bytes =
        size.by_code.size() * sizeof(std::uint64_t) + size.answers.size() * sizeof(std::uint32_t);
  }
  return stats;
}

}  // namespace eyeshape::tables
