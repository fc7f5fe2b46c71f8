// SPDX-License-Identifier: MIT
// File: canon/graph.cc
// Construction, validation and relabelling of ColouredGraph.

#include "canon/graph.h"

#include <bit>
#include <cstdint>

#include "base/check.h"

namespace eyeshape::canon {
namespace {

std::uint32_t LowMask(int n) { return n >= 32 ? ~std::uint32_t{0} : (std::uint32_t{1} << n) - 1; }

}  // namespace

bool operator==(const ColouredGraph& a, const ColouredGraph& b) {
  if (a.num_vertices != b.num_vertices) return false;
  for (int v = 0; v < a.num_vertices; ++v) {
    if (a.adjacency[v] != b.adjacency[v] || a.colour[v] != b.colour[v]) return false;
  }
  return true;
}

ColouredGraph EmptyGraph(int num_vertices) {
  EYESHAPE_CHECK(num_vertices >= 0 && num_vertices <= kMaxGraphVertices);
  ColouredGraph g;
  g.num_vertices = num_vertices;
  return g;
}

void AddEdge(ColouredGraph& g, int u, int v) {
  EYESHAPE_CHECK(u >= 0 && u < g.num_vertices && v >= 0 && v < g.num_vertices && u != v);
  g.adjacency[u] |= std::uint32_t{1} << v;
  g.adjacency[v] |= std::uint32_t{1} << u;
}

bool IsValidGraph(const ColouredGraph& g) {
  const int n = g.num_vertices;
  if (n < 0 || n > kMaxGraphVertices) return false;
  const std::uint32_t all = LowMask(n);
  for (int v = 0; v < n; ++v) {
    const std::uint32_t row = g.adjacency[v];
    if ((row & ~all) != 0 || (row >> v & 1) != 0) return false;
    for (std::uint32_t rest = row; rest != 0; rest &= rest - 1) {
      if ((g.adjacency[std::countr_zero(rest)] >> v & 1) == 0) return false;
    }
  }
  return true;
}

ColouredGraph Relabel(const ColouredGraph& g, const VertexMap& position) {
  const int n = g.num_vertices;
  EYESHAPE_CHECK(n >= 0 && n <= kMaxGraphVertices);
  ColouredGraph h;
  h.num_vertices = n;
  std::uint32_t seen = 0;
  for (int v = 0; v < n; ++v) {
    EYESHAPE_CHECK(position[v] < n);
    seen |= std::uint32_t{1} << position[v];
  }
  EYESHAPE_CHECK(seen == LowMask(n));
  for (int v = 0; v < n; ++v) {
    std::uint32_t row = 0;
    for (std::uint32_t rest = g.adjacency[v]; rest != 0; rest &= rest - 1) {
      row |= std::uint32_t{1} << position[std::countr_zero(rest)];
    }
    h.adjacency[position[v]] = row;
    h.colour[position[v]] = g.colour[v];
  }
  return h;
}

}  // namespace eyeshape::canon
