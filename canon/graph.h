// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_CANON_GRAPH_H_
#define EYESHAPE_CANON_GRAPH_H_

// File: canon/graph.h
// A small vertex-coloured undirected graph: at most 32 vertices, adjacency as
// one 32-bit mask per vertex, one small integer colour per vertex. canon/ knows
// nothing of Go: the caller encodes whatever vertex labels it needs (SPEC §6:
// `.` `!` `X`, W contact) as colour values.
//
// Invariants of a valid graph (IsValidGraph()): 0 <= num_vertices <= 32; the
// adjacency is symmetric and loop-free; no adjacency bit at or above
// num_vertices. Entries at index >= num_vertices are ignored by every function.
//
//   ColouredGraph g = EmptyGraph(3);  // the path 0-1-2, the middle vertex red
//   AddEdge(g, 0, 1);
//   AddEdge(g, 1, 2);
//   g.colour[1] = 1;

#include <array>
#include <cstdint>

namespace eyeshape::canon {

// The largest number of vertices any function of canon/ accepts.
inline constexpr int kMaxGraphVertices = 32;

// A permutation or map on vertex indices: entry v is the image of vertex v.
using VertexMap = std::array<std::uint8_t, kMaxGraphVertices>;

// A vertex-coloured undirected graph (see the file comment for its invariants).
// Two graphs are isomorphic when a bijection maps edges onto edges and keeps
// every colour value (not just the colour partition).
struct ColouredGraph {
  int num_vertices = 0;                                      // n, in [0, 32]
  std::array<std::uint32_t, kMaxGraphVertices> adjacency{};  // bit u of row v: edge {u, v}
  std::array<std::uint8_t, kMaxGraphVertices> colour{};      // colour value of each vertex

  // Exact equality of the labelled graphs (entries at index >= n are ignored).
  // Complexity: O(n).
  friend bool operator==(const ColouredGraph& a, const ColouredGraph& b);
};

// Returns the graph with `num_vertices` isolated vertices, all of colour 0.
// REQUIRES: 0 <= num_vertices <= kMaxGraphVertices.
ColouredGraph EmptyGraph(int num_vertices);

// Adds the edge {u, v} (no-op if present).
// REQUIRES: 0 <= u, v < g.num_vertices and u != v.
void AddEdge(ColouredGraph& g, int u, int v);

// Returns true when `g` satisfies the invariants above. Use it on untrusted
// input before calling any other function. Complexity: O(n + edges).
bool IsValidGraph(const ColouredGraph& g);

// Returns the graph h with vertex v of `g` moved to position `position[v]`:
// h has the edge {position[u], position[v]} for every edge {u, v} of g and
// h.colour[position[v]] == g.colour[v].
// REQUIRES: IsValidGraph(g); position[0..n) is a permutation of [0, n).
// Complexity: O(n + edges).
ColouredGraph Relabel(const ColouredGraph& g, const VertexMap& position);

}  // namespace eyeshape::canon

#endif  // EYESHAPE_CANON_GRAPH_H_
