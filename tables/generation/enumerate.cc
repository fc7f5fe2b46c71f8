// SPDX-License-Identifier: MIT
// File: tables/generation/enumerate.cc
// Polyomino graphs up to isomorphism and their labellings up to automorphism.
// Aut(G) is small for polyomino graphs (degree <= 4; at most a few dozen
// elements up to 16 cells), so the whole group is generated from canon's
// generators and orbit representatives are found as the numerically smallest
// image of a vertex mask.

#include "tables/generation/enumerate.h"

#include <algorithm>
#include <bit>
#include <map>
#include <utility>

#include "base/check.h"

namespace eyeshape::tables {
namespace {

canon::ColouredGraph GraphOf(const solver::Eyespace& eyespace) {
  canon::ColouredGraph graph = canon::EmptyGraph(eyespace.num_vertices);
  for (int v = 0; v < eyespace.num_vertices; ++v) graph.adjacency[v] = eyespace.neighbours[v];
  return graph;
}

canon::VertexMap Identity() {
  canon::VertexMap identity{};
  for (int v = 0; v < canon::kMaxGraphVertices; ++v) identity[v] = static_cast<std::uint8_t>(v);
  return identity;
}

// The closure of `generators` under composition, the identity first, the rest
// in the order found (deterministic).
std::vector<canon::VertexMap> GroupOf(const std::vector<canon::VertexMap>& generators, int n) {
  std::vector<canon::VertexMap> group = {Identity()};
  const auto same = [n](const canon::VertexMap& a, const canon::VertexMap& b) {
    return std::equal(a.begin(), a.begin() + n, b.begin());
  };
  for (std::size_t i = 0; i < group.size(); ++i) {
    for (const canon::VertexMap& generator : generators) {
      canon::VertexMap product = Identity();
      for (int v = 0; v < n; ++v) product[v] = generator[group[i][v]];
      const bool known = std::any_of(group.begin(), group.end(),
                                     [&](const canon::VertexMap& g) { return same(g, product); });
      if (!known) group.push_back(product);
    }
    EYESHAPE_CHECK(group.size() <= 100000);
  }
  return group;
}

// The smallest image of `set` under `group`.
solver::VertexSet SmallestImage(solver::VertexSet set,
                                const std::vector<const canon::VertexMap*>& group) {
  solver::VertexSet smallest = set;
  for (const canon::VertexMap* g : group) smallest = std::min(smallest, ImageOf(set, *g));
  return smallest;
}

}  // namespace

solver::VertexSet ImageOf(solver::VertexSet set, const canon::VertexMap& permutation) {
  solver::VertexSet image = 0;
  for (solver::VertexSet rest = set; rest != 0; rest &= rest - 1) {
    image |= solver::VertexBit(permutation[std::countr_zero(rest)]);
  }
  return image;
}

std::vector<ShapeGraph> PolyominoGraphs(int num_cells) {
  EYESHAPE_CHECK(num_cells >= 1 && num_cells <= kMaxTableSize);
  std::map<canon::CanonicalKey, ShapeGraph> by_key;
  for (const Polyomino& cells : FreePolyominoes(num_cells)) {
    const solver::Eyespace eyespace = ToEyespace(cells);
    const canon::ColouredGraph graph = GraphOf(eyespace);
    canon::VertexMap position{};
    const canon::CanonicalKey key = canon::CanonicalForm(graph, &position);
    if (by_key.count(key) != 0) continue;
    ShapeGraph shape;
    shape.cells = cells;
    shape.eyespace = eyespace;
    shape.key = key;
    shape.canonical_position = position;
    shape.automorphisms = GroupOf(canon::Canonicalize(graph).automorphism_generators, num_cells);
    by_key.emplace(key, std::move(shape));
  }
  std::vector<ShapeGraph> graphs;
  graphs.reserve(by_key.size());
  for (auto& [key, shape] : by_key) graphs.push_back(std::move(shape));
  return graphs;
}

std::vector<LabellingGroup> LabellingGroups(const ShapeGraph& graph) {
  const int n = graph.num_vertices();
  const solver::VertexSet all = solver::AllVertices(n);
  std::vector<const canon::VertexMap*> group;
  group.reserve(graph.automorphisms.size());
  for (const canon::VertexMap& g : graph.automorphisms) group.push_back(&g);
  solver::VertexSet degree_four = 0;
  for (int v = 0; v < n; ++v) {
    if (std::popcount(graph.eyespace.neighbours[v]) >= 4) degree_four |= solver::VertexBit(v);
  }
  std::vector<LabellingGroup> groups;
  for (solver::VertexSet marginal = 0; marginal <= all; ++marginal) {
    if (SmallestImage(marginal, group) != marginal) continue;
    std::vector<const canon::VertexMap*> stabilizer;
    for (const canon::VertexMap* g : group) {
      if (ImageOf(marginal, *g) == marginal) stabilizer.push_back(g);
    }
    LabellingGroup labelling;
    labelling.marginal = marginal;
    labelling.board_holds = (marginal & degree_four) == 0;
    // Subsets of the complement of M, enumerated in increasing numeric order.
    const solver::VertexSet free = all & ~marginal;
    for (solver::VertexSet attackers = 0;; attackers = (attackers - free) & free) {
      if (SmallestImage(attackers, stabilizer) == attackers) {
        labelling.attackers.push_back(attackers);
      }
      if (attackers == free) break;
    }
    std::sort(labelling.attackers.begin(), labelling.attackers.end());
    groups.push_back(std::move(labelling));
    if (marginal == all) break;
  }
  return groups;
}

solver::Eyespace LabelledEyespace(const ShapeGraph& graph, solver::VertexSet marginal,
                                  solver::VertexSet attackers) {
  EYESHAPE_CHECK((marginal & attackers) == 0);
  EYESHAPE_CHECK(((marginal | attackers) & ~graph.eyespace.vertices()) == 0);
  solver::Eyespace eyespace = graph.eyespace;
  eyespace.marginal = marginal;
  eyespace.attacker = attackers;
  eyespace.touches_wall = solver::CentreWallContact(eyespace);
  return eyespace;
}

void CountClasses(const ShapeGraph& graph, const std::vector<LabellingGroup>& groups,
                  SizeCounts& counts) {
  ++counts.graphs;
  for (const LabellingGroup& group : groups) {
    const auto size = static_cast<std::int64_t>(group.attackers.size());
    counts.raw_classes += size;
    if (!group.board_holds) {
      counts.left_out += size;
      continue;
    }
    ++counts.groups;
    for (const solver::VertexSet attackers : group.attackers) {
      if (solver::IsNormalized(LabelledEyespace(graph, group.marginal, attackers))) {
        ++counts.entries;
      } else {
        ++counts.duplicates;
      }
    }
  }
}

SizeCounts CountLabellings(int num_cells) {
  SizeCounts counts;
  counts.num_vertices = num_cells;
  for (const ShapeGraph& graph : PolyominoGraphs(num_cells)) {
    CountClasses(graph, LabellingGroups(graph), counts);
  }
  return counts;
}

}  // namespace eyeshape::tables
