// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_CANON_CANON_TESTING_H_
#define EYESHAPE_TESTS_CANON_CANON_TESTING_H_

// File: tests/canon/canon_testing.h
// Test-only helpers for canon/: graph families (cycles, grids, strongly
// regular graphs, ...), an independent polyomino enumerator, random graphs and
// relabellings, a brute-force canonical form over all n! labellings, the
// order of a permutation group (Knuth's Schreier-Sims), and a checker that
// compares canon/ against an oracle on a set of graphs. Header-only: each test
// binary includes it once per file that needs it.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <map>
#include <numeric>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "canon/canonical_form.h"
#include "canon/graph.h"

namespace eyeshape::canon::testing {

// What an oracle (nauty or brute force) says about one graph. `form` is any
// canonical byte string of the oracle's own: equal iff isomorphic.
struct OracleResult {
  std::string form;         // bytes (std::string sidesteps a GCC 12 warning on vector<uint8_t> <)
  VertexMap orbit;          // smallest vertex of each orbit
  long double group_order;  // |Aut(g)|
};

inline VertexMap Identity() {
  VertexMap map;
  for (int v = 0; v < kMaxGraphVertices; ++v) map[v] = static_cast<std::uint8_t>(v);
  return map;
}

// ---------------------------------------------------------------------------
// Graph families.

inline ColouredGraph FromEdges(int n, const std::vector<std::pair<int, int>>& edges) {
  ColouredGraph g = EmptyGraph(n);
  for (const auto& [u, v] : edges) AddEdge(g, u, v);
  return g;
}

inline ColouredGraph Path(int n) {
  ColouredGraph g = EmptyGraph(n);
  for (int v = 0; v + 1 < n; ++v) AddEdge(g, v, v + 1);
  return g;
}

inline ColouredGraph Cycle(int n) {
  ColouredGraph g = Path(n);
  if (n >= 3) AddEdge(g, 0, n - 1);
  return g;
}

inline ColouredGraph Complete(int n) {
  ColouredGraph g = EmptyGraph(n);
  for (int u = 0; u < n; ++u) {
    for (int v = u + 1; v < n; ++v) AddEdge(g, u, v);
  }
  return g;
}

inline ColouredGraph Complement(const ColouredGraph& g) {
  ColouredGraph h = g;
  const int n = g.num_vertices;
  const std::uint32_t all = n >= 32 ? ~0u : (1u << n) - 1;
  for (int v = 0; v < n; ++v) h.adjacency[v] = ~g.adjacency[v] & all & ~(1u << v);
  return h;
}

// The rows x cols grid graph (P_rows x P_cols); a ladder is Grid(2, k).
inline ColouredGraph Grid(int rows, int cols) {
  ColouredGraph g = EmptyGraph(rows * cols);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      if (c + 1 < cols) AddEdge(g, r * cols + c, r * cols + c + 1);
      if (r + 1 < rows) AddEdge(g, r * cols + c, (r + 1) * cols + c);
    }
  }
  return g;
}

// The torus C_rows x C_cols.
inline ColouredGraph Torus(int rows, int cols) {
  ColouredGraph g = EmptyGraph(rows * cols);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const int v = r * cols + c;
      const int right = r * cols + (c + 1) % cols;
      const int down = ((r + 1) % rows) * cols + c;
      if (right != v) AddEdge(g, v, right);
      if (down != v) AddEdge(g, v, down);
    }
  }
  return g;
}

// The d-dimensional hypercube (the cube is d = 3).
inline ColouredGraph Hypercube(int d) {
  ColouredGraph g = EmptyGraph(1 << d);
  for (int v = 0; v < (1 << d); ++v) {
    for (int b = 0; b < d; ++b) {
      if ((v >> b & 1) == 0) AddEdge(g, v, v | 1 << b);
    }
  }
  return g;
}

inline ColouredGraph Petersen() {
  ColouredGraph g = EmptyGraph(10);
  for (int i = 0; i < 5; ++i) {
    AddEdge(g, i, (i + 1) % 5);
    AddEdge(g, i, i + 5);
    AddEdge(g, 5 + i, 5 + (i + 2) % 5);
  }
  return g;
}

// Paley graph on a prime q = 1 mod 4: x ~ y iff x - y is a nonzero square.
inline ColouredGraph Paley(int q) {
  std::vector<bool> square(static_cast<std::size_t>(q), false);
  for (int x = 1; x < q; ++x) square[static_cast<std::size_t>(x * x % q)] = true;
  ColouredGraph g = EmptyGraph(q);
  for (int x = 0; x < q; ++x) {
    for (int y = x + 1; y < q; ++y) {
      if (square[static_cast<std::size_t>((y - x) % q)]) AddEdge(g, x, y);
    }
  }
  return g;
}

// The rook's graph K_k x K_k (srg(16,6,2,2) for k = 4).
inline ColouredGraph Rook(int k) {
  ColouredGraph g = EmptyGraph(k * k);
  for (int u = 0; u < k * k; ++u) {
    for (int v = u + 1; v < k * k; ++v) {
      if (u / k == v / k || u % k == v % k) AddEdge(g, u, v);
    }
  }
  return g;
}

// The Shrikhande graph: Z4 x Z4, (a,b) ~ (a,b) +- (0,1), (1,0), (1,1);
// srg(16,6,2,2) like Rook(4), but not isomorphic to it.
inline ColouredGraph Shrikhande() {
  ColouredGraph g = EmptyGraph(16);
  const int delta[3][2] = {{0, 1}, {1, 0}, {1, 1}};
  for (int a = 0; a < 4; ++a) {
    for (int b = 0; b < 4; ++b) {
      for (const auto& dd : delta) {
        const int u = a * 4 + b;
        const int v = ((a + dd[0]) % 4) * 4 + (b + dd[1]) % 4;
        g.adjacency[u] |= 1u << v;
        g.adjacency[v] |= 1u << u;
      }
    }
  }
  return g;
}

// The Clebsch graph (folded 5-cube), srg(16,5,0,2): 4-bit words, adjacent
// when they differ in one bit or in all four.
inline ColouredGraph Clebsch() {
  ColouredGraph g = EmptyGraph(16);
  for (int u = 0; u < 16; ++u) {
    for (int v = u + 1; v < 16; ++v) {
      const int diff = std::popcount(static_cast<unsigned>(u ^ v));
      if (diff == 1 || diff == 4) AddEdge(g, u, v);
    }
  }
  return g;
}

// The triangular graph T(m) (line graph of K_m); vertex ids of the pairs are
// returned through `pair_id` when non-null.
inline ColouredGraph Triangular(int m, std::vector<std::pair<int, int>>* pairs = nullptr) {
  std::vector<std::pair<int, int>> p;
  for (int a = 0; a < m; ++a) {
    for (int b = a + 1; b < m; ++b) p.emplace_back(a, b);
  }
  const int n = static_cast<int>(p.size());
  ColouredGraph g = EmptyGraph(n);
  for (int u = 0; u < n; ++u) {
    for (int v = u + 1; v < n; ++v) {
      const auto [a, b] = p[static_cast<std::size_t>(u)];
      const auto [c, d] = p[static_cast<std::size_t>(v)];
      if (a == c || a == d || b == c || b == d) AddEdge(g, u, v);
    }
  }
  if (pairs != nullptr) *pairs = p;
  return g;
}

// The three Chang graphs, srg(28,12,6,4) like T(8): Seidel switching of T(8)
// with respect to the edge set (of K8) of 4 disjoint edges, of C8, or of
// C3 + C5 (which = 0, 1, 2).
inline ColouredGraph Chang(int which) {
  std::vector<std::pair<int, int>> pairs;
  ColouredGraph g = Triangular(8, &pairs);
  std::vector<std::pair<int, int>> switching;
  if (which == 0) {
    switching = {{0, 1}, {2, 3}, {4, 5}, {6, 7}};
  } else if (which == 1) {
    for (int i = 0; i < 8; ++i)
      switching.emplace_back(std::min(i, (i + 1) % 8), std::max(i, (i + 1) % 8));
  } else {
    switching = {{0, 1}, {1, 2}, {0, 2}, {3, 4}, {4, 5}, {5, 6}, {6, 7}, {3, 7}};
  }
  std::uint32_t in_set = 0;
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    if (std::find(switching.begin(), switching.end(), pairs[i]) != switching.end())
      in_set |= 1u << i;
  }
  const int n = g.num_vertices;
  for (int u = 0; u < n; ++u) {
    for (int v = 0; v < n; ++v) {
      if (u != v && ((in_set >> u & 1) != (in_set >> v & 1))) g.adjacency[u] ^= 1u << v;
    }
  }
  return g;
}

inline ColouredGraph DisjointUnion(const ColouredGraph& a, const ColouredGraph& b) {
  ColouredGraph g = a;
  g.num_vertices = a.num_vertices + b.num_vertices;
  for (int v = 0; v < b.num_vertices; ++v) {
    g.adjacency[a.num_vertices + v] = b.adjacency[v] << a.num_vertices;
    g.colour[a.num_vertices + v] = b.colour[v];
  }
  return g;
}

// ---------------------------------------------------------------------------
// Random graphs, colourings and relabellings.

inline VertexMap RandomPermutation(int n, std::mt19937_64& rng) {
  VertexMap map = Identity();
  std::shuffle(map.begin(), map.begin() + n, rng);
  return map;
}

inline void RandomColouring(ColouredGraph& g, int num_colours, std::mt19937_64& rng) {
  std::uniform_int_distribution<int> colour(0, num_colours - 1);
  for (int v = 0; v < g.num_vertices; ++v) g.colour[v] = static_cast<std::uint8_t>(colour(rng));
}

// A random graph with maximum degree `max_degree`: `attempts` random pairs,
// each added when both ends still have room.
inline ColouredGraph RandomBoundedDegree(int n, int max_degree, int attempts,
                                         std::mt19937_64& rng) {
  ColouredGraph g = EmptyGraph(n);
  if (n < 2) return g;
  std::uniform_int_distribution<int> vertex(0, n - 1);
  for (int i = 0; i < attempts; ++i) {
    const int u = vertex(rng);
    const int v = vertex(rng);
    if (u == v || std::popcount(g.adjacency[u]) >= max_degree ||
        std::popcount(g.adjacency[v]) >= max_degree) {
      continue;
    }
    AddEdge(g, u, v);
  }
  return g;
}

inline ColouredGraph RandomGraph(int n, double density, std::mt19937_64& rng) {
  ColouredGraph g = EmptyGraph(n);
  std::bernoulli_distribution edge(density);
  for (int u = 0; u < n; ++u) {
    for (int v = u + 1; v < n; ++v) {
      if (edge(rng)) AddEdge(g, u, v);
    }
  }
  return g;
}

// ---------------------------------------------------------------------------
// Polyominoes (independent of tables/): fixed polyominoes grown cell by cell,
// deduplicated as translation-normalized sorted cell lists.

using Cell = std::pair<int, int>;
using Polyomino = std::vector<Cell>;

inline Polyomino Normalize(Polyomino cells) {
  int min_x = cells[0].first;
  int min_y = cells[0].second;
  for (const auto& [x, y] : cells) {
    min_x = std::min(min_x, x);
    min_y = std::min(min_y, y);
  }
  for (auto& [x, y] : cells) {
    x -= min_x;
    y -= min_y;
  }
  std::sort(cells.begin(), cells.end());
  return cells;
}

// All fixed polyominoes of 1..max_cells cells: result[k] holds those of k.
// The sets are keyed by strings of cells (x * 16 + y after normalization),
// short enough for the small-string buffer, which keeps Debug builds fast.
inline std::vector<std::vector<Polyomino>> FixedPolyominoes(int max_cells) {
  std::vector<std::vector<Polyomino>> result(static_cast<std::size_t>(max_cells) + 1);
  if (max_cells >= 1) result[1] = {{{0, 0}}};
  const int dx[4] = {1, -1, 0, 0};
  const int dy[4] = {0, 0, 1, -1};
  for (int k = 1; k < max_cells; ++k) {
    std::set<std::string> next;
    for (const Polyomino& poly : result[static_cast<std::size_t>(k)]) {
      for (const Cell& cell : poly) {
        for (int dir = 0; dir < 4; ++dir) {
          const Cell added{cell.first + dx[dir], cell.second + dy[dir]};
          if (std::find(poly.begin(), poly.end(), added) != poly.end()) continue;
          const int shift_x = added.first < 0 ? 1 : 0;
          const int shift_y = added.second < 0 ? 1 : 0;
          std::string key;
          for (const auto& [x, y] : poly)
            key += static_cast<char>((x + shift_x) * 16 + y + shift_y);
          key += static_cast<char>((added.first + shift_x) * 16 + added.second + shift_y);
          std::sort(key.begin(), key.end());
          next.insert(std::move(key));
        }
      }
    }
    auto& out = result[static_cast<std::size_t>(k) + 1];
    out.reserve(next.size());
    for (const std::string& key : next) {
      Polyomino poly;
      for (char c : key)
        poly.emplace_back(static_cast<unsigned char>(c) / 16, static_cast<unsigned char>(c) % 16);
      out.push_back(std::move(poly));
    }
  }
  return result;
}

// The number of free polyominoes among `fixed` (equal up to the 8 symmetries
// of the square).
inline std::size_t CountFree(const std::vector<Polyomino>& fixed) {
  std::set<Polyomino> free;
  for (const Polyomino& poly : fixed) {
    Polyomino best;
    for (int s = 0; s < 8; ++s) {
      Polyomino t;
      for (auto [x, y] : poly) {
        if (s & 1) x = -x;
        if (s & 2) y = -y;
        if (s & 4) std::swap(x, y);
        t.emplace_back(x, y);
      }
      t = Normalize(std::move(t));
      if (best.empty() || t < best) best = t;
    }
    free.insert(best);
  }
  return free.size();
}

// The cell-adjacency graph of a polyomino: vertex i is cells[i].
inline ColouredGraph PolyominoGraph(const Polyomino& cells) {
  ColouredGraph g = EmptyGraph(static_cast<int>(cells.size()));
  for (std::size_t i = 0; i < cells.size(); ++i) {
    for (std::size_t j = i + 1; j < cells.size(); ++j) {
      if (std::abs(cells[i].first - cells[j].first) + std::abs(cells[i].second - cells[j].second) ==
          1) {
        AddEdge(g, static_cast<int>(i), static_cast<int>(j));
      }
    }
  }
  return g;
}

// ---------------------------------------------------------------------------
// Brute force over all n! labellings (n <= 8): the least adjacency string
// among the labellings that sort the colours; the labellings reaching it are
// exactly the automorphisms composed with one of them.

inline OracleResult BruteForce(const ColouredGraph& g) {
  const int n = g.num_vertices;
  std::vector<int> lab(static_cast<std::size_t>(n));
  std::iota(lab.begin(), lab.end(), 0);
  std::string best;
  std::vector<std::vector<int>> best_labs;
  std::string form;
  do {
    bool sorted = true;
    for (int i = 0; i + 1 < n && sorted; ++i) {
      sorted = g.colour[lab[i]] <= g.colour[lab[i + 1]];
    }
    if (!sorted) continue;
    form.assign(1, static_cast<char>(n));
    for (int i = 0; i < n; ++i) form.push_back(static_cast<char>(g.colour[lab[i]]));
    for (int i = 0; i < n; ++i) {
      for (int j = i + 1; j < n; ++j)
        form.push_back(static_cast<char>((g.adjacency[lab[i]] >> lab[j]) & 1));
    }
    if (best_labs.empty() || form < best) {
      best = form;
      best_labs.clear();
    }
    if (form == best) best_labs.push_back(lab);
  } while (std::next_permutation(lab.begin(), lab.end()));
  if (n == 0) best.assign(1, '\0');
  OracleResult result{best, Identity(),
                      static_cast<long double>(std::max<std::size_t>(1, best_labs.size()))};
  // Automorphism: the vertex at position i under best_labs[0] goes to the
  // vertex at position i under another minimal labelling.
  for (const auto& other : best_labs) {
    for (int i = 0; i < n; ++i) {
      const int v = best_labs[0][static_cast<std::size_t>(i)];
      const int w = other[static_cast<std::size_t>(i)];
      result.orbit[v] = std::min(result.orbit[v], static_cast<std::uint8_t>(w));
    }
  }
  // One pass suffices: the orbit of v is {gamma(v)} over all automorphisms.
  return result;
}

// ---------------------------------------------------------------------------
// Order of the group generated by `generators` on n points: the Sims table
// of D. E. Knuth, "Efficient representation of perm groups", Combinatorica
// 11 (1991), with base 0, 1, ..., n-1.

class PermutationGroup {
 public:
  explicit PermutationGroup(int n)
      : n_(n),
        table_(static_cast<std::size_t>(n) * static_cast<std::size_t>(n)),
        generators_(static_cast<std::size_t>(n) + 1) {
    for (int k = 0; k < n; ++k) Set(k, Identity());
  }

  void Add(const VertexMap& perm) { AddAt(0, perm); }

  long double Order() const {
    long double order = 1;
    for (int k = 0; k < n_; ++k) {
      int count = 0;
      for (int j = 0; j < n_; ++j) count += At(k, j).present ? 1 : 0;
      order *= count;
    }
    return order;
  }

 private:
  struct Entry {
    bool present = false;
    VertexMap perm;     // fixes 0..k-1, maps k to j
    VertexMap inverse;  // its inverse
  };

  std::size_t Index(int k, int j) const {
    return static_cast<std::size_t>(k) * static_cast<std::size_t>(n_) + static_cast<std::size_t>(j);
  }
  Entry& At(int k, int j) { return table_[Index(k, j)]; }
  const Entry& At(int k, int j) const { return table_[Index(k, j)]; }
  void Set(int k, const VertexMap& perm) {
    Entry& e = At(k, perm[k]);
    e.present = true;
    e.perm = perm;
    e.inverse = Identity();
    for (int v = 0; v < n_; ++v) e.inverse[perm[v]] = static_cast<std::uint8_t>(v);
  }
  // (a o b)(v) = a(b(v)).
  VertexMap Compose(const VertexMap& a, const VertexMap& b) const {
    VertexMap c = Identity();
    for (int v = 0; v < n_; ++v) c[v] = a[b[v]];
    return c;
  }
  bool Contains(int k, VertexMap perm) const {
    for (int i = k; i < n_; ++i) {
      const Entry& e = At(i, perm[i]);
      if (!e.present) return false;
      perm = Compose(e.inverse, perm);
    }
    return true;
  }
  void AddAt(int k, const VertexMap& perm) {
    if (k >= n_ || Contains(k, perm)) return;
    generators_[static_cast<std::size_t>(k)].push_back(perm);
    for (int j = 0; j < n_; ++j) {
      if (At(k, j).present) Extend(k, Compose(perm, At(k, j).perm));
    }
  }
  void Extend(int k, const VertexMap& perm) {
    const Entry& e = At(k, perm[k]);
    if (!e.present) {
      Set(k, perm);
      const auto& gens = generators_[static_cast<std::size_t>(k)];
      for (std::size_t i = 0; i < gens.size(); ++i) Extend(k, Compose(gens[i], perm));
    } else {
      AddAt(k + 1, Compose(e.inverse, perm));
    }
  }

  int n_;
  std::vector<Entry> table_;                        // entry (k, j) at k * n + j
  std::vector<std::vector<VertexMap>> generators_;  // generators added at level k
};

// ---------------------------------------------------------------------------
// The checker.

inline std::string Describe(const ColouredGraph& g) {
  std::string s = "n=" + std::to_string(g.num_vertices) + " colours=";
  for (int v = 0; v < g.num_vertices; ++v)
    s += std::to_string(g.colour[v]) + (v + 1 < g.num_vertices ? "," : "");
  s += " edges=";
  for (int u = 0; u < g.num_vertices; ++u) {
    for (int v = u + 1; v < g.num_vertices; ++v) {
      if ((g.adjacency[u] >> v & 1) != 0) s += std::to_string(u) + "-" + std::to_string(v) + " ";
    }
  }
  return s;
}

// Checks one graph: the labelling maps g onto GraphFromKey(key); the key
// round-trips through bytes(); CanonicalForm agrees with Canonicalize; every
// generator is an automorphism; orbits and group order match the oracle.
// Returns the key.
inline CanonicalKey CheckOne(const ColouredGraph& g, const OracleResult& oracle) {
  SCOPED_TRACE(Describe(g));
  const Canonicalization c = Canonicalize(g);
  EXPECT_EQ(Relabel(g, c.canonical_position), GraphFromKey(c.key));
  VertexMap position;
  EXPECT_EQ(CanonicalForm(g, &position), c.key);
  EXPECT_EQ(position, c.canonical_position);
  EXPECT_EQ(CanonicalForm(g), c.key);
  const std::optional<CanonicalKey> parsed = CanonicalKey::FromBytes(c.key.bytes());
  EXPECT_TRUE(parsed.has_value() && *parsed == c.key);
  PermutationGroup group(g.num_vertices);
  for (const VertexMap& gen : c.automorphism_generators) {
    EXPECT_EQ(Relabel(g, gen), g) << "not an automorphism";
    group.Add(gen);
  }
  EXPECT_EQ(c.orbit, oracle.orbit);
  // nauty reports large orders as a double mantissa and a power of ten.
  EXPECT_NEAR(static_cast<double>(group.Order() / oracle.group_order), 1.0, 1e-9)
      << "group order " << static_cast<double>(group.Order()) << " vs "
      << static_cast<double>(oracle.group_order);
  return c.key;
}

// Checks a set of graphs against their oracle results: CheckOne for each,
// and keys equal exactly when the oracle forms are equal. Returns the
// number of isomorphism classes.
inline std::size_t CheckAgainstOracle(const std::vector<ColouredGraph>& graphs,
                                      const std::vector<OracleResult>& oracle) {
  std::map<std::string, CanonicalKey> key_of_form;
  std::map<CanonicalKey, std::string> form_of_key;
  int failures = 0;
  for (std::size_t i = 0; i < graphs.size(); ++i) {
    const CanonicalKey key = CheckOne(graphs[i], oracle[i]);
    const auto [it1, new_form] = key_of_form.emplace(oracle[i].form, key);
    const auto [it2, new_key] = form_of_key.emplace(key, oracle[i].form);
    if ((!new_form && !(it1->second == key)) || (!new_key && it2->second != oracle[i].form)) {
      if (++failures <= 5) ADD_FAILURE() << "key disagrees with oracle on " << Describe(graphs[i]);
    }
    if (::testing::Test::HasFailure() && failures > 5) break;
  }
  EXPECT_EQ(failures, 0);
  EXPECT_EQ(key_of_form.size(), form_of_key.size());
  return key_of_form.size();
}

}  // namespace eyeshape::canon::testing

#endif  // EYESHAPE_TESTS_CANON_CANON_TESTING_H_
