// SPDX-License-Identifier: MIT
// File: tables/lookup/small_index.cc
// The direct index (sizes 1..5) and the graph blocks (sizes 6..8) of
// small_index.h: input checks on an 8 x 8 bit matrix, vertex invariants and
// isomorphism search on the uncoloured graph, and how both are filled from
// the table's records.

#include "tables/lookup/small_index.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <vector>

#include "canon/check.h"
#include "tables/io/format.h"

namespace eyeshape::tables {
namespace {

constexpr int kMaxSize = SmallIndex::kMaxSize;

constexpr std::array<int, kMaxSize + 1> kPow3 = {1, 3, 9, 27, 81, 243, 729, 2187, 6561};

// Sum of 3^v over the vertices v of a set of at most 5 vertices: the index
// of a labelling is Ternary(marginal) + 2 Ternary(attacker).
constexpr std::array<std::uint16_t, 32> kTernary = [] {
  std::array<std::uint16_t, 32> table{};
  for (int mask = 0; mask < 32; ++mask) {
    for (int v = 0; v < 5; ++v) {
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

// The invariant of a vertex of an uncoloured graph whose degrees are 1..4:
// its degree and how many of its neighbours have each degree (one round of
// colour refinement), 3 bits each. `by_degree[d]`: the vertices of degree d.
inline std::uint16_t VertexInvariant(unsigned row, const unsigned* by_degree) {
  return static_cast<std::uint16_t>(std::popcount(row) | std::popcount(row & by_degree[1]) << 3 |
                                    std::popcount(row & by_degree[2]) << 6 |
                                    std::popcount(row & by_degree[3]) << 9 |
                                    std::popcount(row & by_degree[4]) << 12);
}

// Writes the invariant of every vertex of an uncoloured graph of n <= 8
// vertices and returns a hash of their multiset (a sum: no order), or
// returns false when a degree is 0 or above 4 (no connected graph of grid
// cells of 2 or more vertices has one). Isomorphisms preserve invariants, so
// isomorphic graphs get equal hashes.
bool Invariants(int n, const std::uint8_t* adj, std::uint16_t* invariant, std::uint64_t* hash) {
  unsigned by_degree[kMaxSize + 1] = {};
  for (int v = 0; v < n; ++v) by_degree[std::popcount(unsigned{adj[v]})] |= 1u << v;
  for (int d : {0, 5, 6, 7, 8}) {
    if (by_degree[d] != 0) return false;
  }
  std::uint64_t sum = 0;
  for (int v = 0; v < n; ++v) {
    invariant[v] = VertexInvariant(adj[v], by_degree);
    // splitmix64's finalizer: sums of distinct multisets rarely collide.
    std::uint64_t x = invariant[v] + 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    sum += x ^ (x >> 31);
  }
  *hash = sum;
  return true;
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
    if (!TableReader::Decode(n, record).has_value()) continue;
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
        const TableEntry entry = *TableReader::Decode(n, record);
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

// Bit k (k < 4) set when 16-bit lane k of `lanes` equals that of
// `broadcast`; lanes hold values below 2^15, so adding 0x7FFF sets a lane's
// top bit exactly when the lanes differ, without carries between lanes.
inline unsigned EqualLanes(std::uint64_t lanes, std::uint64_t broadcast) {
  constexpr std::uint64_t kTop = 0x8000800080008000ULL;
  const std::uint64_t equal = ~((lanes ^ broadcast) + 0x7FFF7FFF7FFF7FFFULL) & kTop;
  // Gathers bits 0, 16, 32, 48 of equal >> 15 into bits 48..51 (no two
  // partial products meet, so nothing carries).
  return static_cast<unsigned>(((equal >> 15) * 0x0001000200040008ULL) >> 48 & 0xF);
}

// Calls visit(phi) for each isomorphism from the query graph (n vertices,
// rows `adj`, vertex invariants `invariant`) onto `graph`, phi[v] being the
// graph's vertex of query vertex v, until visit returns true; returns
// whether it did. Only vertices of equal invariants are tried; query
// vertices are placed in breadth-first order from the one with the fewest
// candidates, so each is checked against a placed neighbour at once.
template <typename Graph, typename Visit>
bool ForEachIsomorphism(int n, const std::uint8_t* adj, const std::uint16_t* invariant,
                        const Graph& graph, Visit&& visit) {
  unsigned candidates_of[kMaxSize];
  int start = 0;
  int fewest = kMaxSize + 1;
  for (int v = 0; v < n; ++v) {
    const std::uint64_t broadcast = invariant[v] * 0x0001000100010001ULL;
    const unsigned candidates = EqualLanes(graph.invariants[0], broadcast) |
                                EqualLanes(graph.invariants[1], broadcast) << 4;
    candidates_of[v] = candidates;
    const int count = std::popcount(candidates);
    if (count < fewest) {
      start = v;
      fewest = count;
    }
  }
  if (fewest == 0) return false;
  std::uint8_t order[kMaxSize];
  unsigned prefix[kMaxSize + 1];  // prefix[i]: the query vertices order[0..i)
  order[0] = static_cast<std::uint8_t>(start);
  unsigned placed = 1u << start;
  int count = 1;
  for (int i = 0; i < count; ++i) {
    for (unsigned rest = adj[order[i]] & ~placed; rest != 0; rest &= rest - 1) {
      order[count++] = static_cast<std::uint8_t>(std::countr_zero(rest));
    }
    placed |= adj[order[i]];
  }
  if (count != n) return false;  // not connected: no isomorphism onto a table graph
  prefix[0] = 0;
  for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] | 1u << order[i];

  std::uint8_t phi[kMaxSize];
  unsigned candidates[kMaxSize];
  unsigned used[kMaxSize];  // used[i]: the graph's vertices phi(order[0..i))
  used[0] = 0;
  candidates[0] = candidates_of[order[0]];
  for (int i = 0;;) {
    if (candidates[i] == 0) {
      if (i == 0) return false;
      --i;
      continue;
    }
    const int r = std::countr_zero(candidates[i]);
    candidates[i] &= candidates[i] - 1;
    const int q = order[i];
    unsigned image = 0;
    for (unsigned rest = adj[q] & prefix[i]; rest != 0; rest &= rest - 1) {
      image |= 1u << phi[std::countr_zero(rest)];
    }
    if (image != (graph.adj[r] & used[i])) continue;
    phi[q] = static_cast<std::uint8_t>(r);
    if (i + 1 == n) {
      if (visit(static_cast<const std::uint8_t*>(phi))) return true;
      continue;
    }
    used[i + 1] = used[i] | 1u << r;
    ++i;
    candidates[i] = candidates_of[order[i]] & ~used[i];
  }
}

}  // namespace

void SmallIndex::BuildGraphs(int n, Size& size) const {
  const int block = kPow3[n];
  const std::size_t payload = KeyBytes(n);
  using Map = std::array<std::uint8_t, kMaxSize>;
  std::vector<std::vector<Map>> automorphisms;  // of each graph, identity included
  ForEachAnswerableEntry(
      *table_, n, [&](const std::uint8_t* record, const solver::Eyespace& eyespace) {
        std::uint8_t adj[kMaxSize];
        for (int v = 0; v < n; ++v) adj[v] = static_cast<std::uint8_t>(eyespace.neighbours[v]);
        std::uint16_t invariant[kMaxSize];
        std::uint64_t hash = 0;
        if (!Invariants(n, adj, invariant, &hash)) return;
        const TableEntry entry = *TableReader::Decode(n, record);
        ++size.num_answers;
        Map phi{};
        std::size_t g = 0;
        const auto take = [&](const std::uint8_t* map) {
          std::copy(map, map + n, phi.begin());
          return true;
        };
        while (g < size.graphs.size() &&
               !(size.graphs[g].hash == hash &&
                 ForEachIsomorphism(n, adj, invariant, size.graphs[g], take))) {
          ++g;
        }
        if (g == size.graphs.size()) {
          Graph graph;
          graph.hash = hash;
          for (int v = 0; v < n; ++v) {
            graph.adj[v] = adj[v];
            graph.invariants[v / 4] |= std::uint64_t{invariant[v]} << (16 * (v % 4));
            phi[v] = static_cast<std::uint8_t>(v);
          }
          graph.first = static_cast<std::uint32_t>(size.answers.size());
          size.answers.resize(size.answers.size() + block, kGraphEmpty);
          size.graphs.push_back(graph);
          std::vector<Map>& group = automorphisms.emplace_back();
          ForEachIsomorphism(n, adj, invariant, graph, [&](const std::uint8_t* map) {
            std::copy(map, map + n, group.emplace_back().begin());
            return false;
          });
        }
        // A query may reach the graph through any of its isomorphisms onto it,
        // which differ by an automorphism: store the entry's labelling under each.
        for (const Map& alpha : automorphisms[g]) {
          std::size_t slot = size.graphs[g].first;
          std::uint32_t attack = 0;
          std::uint32_t defense = 0;
          for (int v = 0; v < n; ++v) {
            const int r = alpha[phi[v]];
            const unsigned label = (eyespace.marginal >> v & 1) + 2 * (eyespace.attacker >> v & 1);
            slot += std::size_t{label} * static_cast<std::size_t>(kPow3[r]);
            attack |= (entry.vital.attack >> v & 1) << r;
            defense |= (entry.vital.defense >> v & 1) << r;
          }
          Claim(size.answers[slot], record[payload] | attack << 4 | defense << 12, kGraphEmpty,
                kGraphConflict);
        }
      });
  // Hash slots: at least 4 per graph, graph index + 1 (0: empty).
  int bits = 2;
  while ((std::size_t{1} << bits) < 4 * size.graphs.size()) ++bits;
  EYESHAPE_CHECK(size.graphs.size() < 255);
  size.hash_shift = 64 - bits;
  size.by_hash.assign(std::size_t{1} << bits, 0);
  for (std::size_t g = 0; g < size.graphs.size(); ++g) {
    std::size_t slot = size.graphs[g].hash >> size.hash_shift;
    while (size.by_hash[slot] != 0) slot = (slot + 1) & (size.by_hash.size() - 1);
    size.by_hash[slot] = static_cast<std::uint8_t>(g + 1);
  }
}

bool SmallIndex::LookupGraph(const Size& size, int n, const std::uint8_t* adj,
                             const EyeGraph& graph, LookupResult& result) const {
  std::uint16_t invariant[kMaxSize];
  std::uint64_t hash = 0;
  if (!Invariants(n, adj, invariant, &hash)) return false;
  std::uint8_t phi[kMaxSize];
  const auto take = [&](const std::uint8_t* map) {
    std::copy(map, map + n, phi);
    return true;
  };
  if (size.by_hash.empty()) return false;
  const std::size_t mask = size.by_hash.size() - 1;
  for (std::size_t probe = hash >> size.hash_shift;; probe = (probe + 1) & mask) {
    const int index = size.by_hash[probe];
    if (index == 0) return false;  // not a graph of the table: the general path says why
    const Graph& g = size.graphs[static_cast<std::size_t>(index - 1)];
    if (g.hash != hash || !ForEachIsomorphism(n, adj, invariant, g, take)) continue;
    std::size_t slot = g.first;
    for (unsigned rest = graph.marginal; rest != 0; rest &= rest - 1) {
      slot += kPow3[phi[std::countr_zero(rest)]];
    }
    for (unsigned rest = graph.attacker; rest != 0; rest &= rest - 1) {
      slot += 2 * static_cast<std::size_t>(kPow3[phi[std::countr_zero(rest)]]);
    }
    const std::uint32_t packed = size.answers[slot];
    if ((packed & kGraphEmpty) != 0) return false;
    std::uint32_t attack = 0;
    std::uint32_t defense = 0;
    for (int v = 0; v < n; ++v) {
      attack |= (packed >> (4 + phi[v]) & 1) << v;
      defense |= (packed >> (12 + phi[v]) & 1) << v;
    }
    result.status = LookupStatus::kHit;
    result.value = kValueText[packed & 15];
    result.attack = attack;
    result.defense = defense;
    return true;
  }
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
    std::uint8_t adj[kMaxSize];
    for (int v = 0; v < kMaxSize; ++v) adj[v] = static_cast<std::uint8_t>(matrix >> (8 * v));
    return LookupGraph(size, n, adj, graph, result);
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
    stats.graphs = size.graphs.size();
    stats.bytes = size.graphs.size() * sizeof(Graph) + size.by_hash.size() +
                  size.answers.size() * sizeof(std::uint32_t);
  }
  return stats;
}

}  // namespace eyeshape::tables
