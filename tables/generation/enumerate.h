// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_GENERATION_ENUMERATE_H_
#define EYESHAPE_TABLES_GENERATION_ENUMERATE_H_

// File: tables/generation/enumerate.h
// Every eyespace a table holds (SPEC §1, §6): the graphs that connected sets of
// grid cells make (polyomino graphs up to isomorphism: 1, 1, 1, 3, 4, 10, 19,
// 51, 112, 300 for 1..10 cells), each with every labelling by `.` `!` `X`, one
// per isomorphism class of the labelled graph (3, 6, 18, 96, 504, 3384, 23958,
// 182298, 1414413, 11183415 classes for 1..10 cells).
//
// The labellings of one graph are grouped by their marginal set: a group is
// (graph, marginal set M), with M the smallest set of its Aut(G)-orbit, and
// holds one X placement per orbit of Stab(M) on the subsets of V \ M. One
// Solver then serves a whole group (Solver::ValueWith), which is where table
// generation gets its speed. Groups whose M holds a vertex of degree 4 (a
// marginal vertex with no side for its approach) cannot exist on a board: they
// are counted and left out (`board_holds` false).
//
//   std::vector<ShapeGraph> graphs = PolyominoGraphs(5);   // 4 graphs
//   std::vector<LabellingGroup> groups = LabellingGroups(graphs[0]);

#include <array>
#include <cstdint>
#include <vector>

#include "canon/canonical_form.h"
#include "canon/graph.h"
#include "solver/model/eyespace.h"
#include "tables/generation/polyomino.h"

namespace eyeshape::tables {

// The largest eyespace size a table can hold (the polyomino enumeration's).
inline constexpr int kMaxTableSize = kMaxPolyominoCells;

// One polyomino graph up to isomorphism, with the first drawing found.
struct ShapeGraph {
  Polyomino cells;                              // drawing; vertex i is cells[i]
  solver::Eyespace eyespace;                    // ToEyespace(cells): all '.', centre W contact
  canon::CanonicalKey key;                      // canonical form of the uncoloured graph
  canon::VertexMap canonical_position{};        // vertex i -> canonical vertex
  std::vector<canon::VertexMap> automorphisms;  // all of Aut(G), the identity first
  int num_vertices() const { return eyespace.num_vertices; }
};

// The polyomino graphs with `num_cells` vertices up to isomorphism, sorted by
// `key`. The drawing of each is the first free polyomino (in the order of
// FreePolyominoes()) with that graph. REQUIRES: 1 <= num_cells <= kMaxTableSize.
// Deterministic; thread-safe. Time: dominated by the polyomino enumeration.
std::vector<ShapeGraph> PolyominoGraphs(int num_cells);

// The labellings of one graph with one marginal set (see the file comment).
struct LabellingGroup {
  solver::VertexSet marginal = 0;            // M, smallest of its Aut(G)-orbit
  std::vector<solver::VertexSet> attackers;  // X placements, one per Stab(M)-orbit, disjoint from M
  bool board_holds = true;                   // false: a vertex of M has degree 4 (left out)
};

// The groups of `graph`, by increasing M. Their X placements, over all groups,
// are one representative per isomorphism class of labelled graphs.
// Thread-safe; time O(3^n |Aut(G)|).
std::vector<LabellingGroup> LabellingGroups(const ShapeGraph& graph);

// The eyespace of `graph` labelled with marginal set `marginal` and X stones
// on `attackers`, W contact by the centre formula (SPEC §2).
// REQUIRES: attackers and marginal disjoint subsets of the vertices.
solver::Eyespace LabelledEyespace(const ShapeGraph& graph, solver::VertexSet marginal,
                                  solver::VertexSet attackers);

// Counts of one size (before and after normalization; docs/table-format.md).
struct SizeCounts {
  int num_vertices = 0;
  std::int64_t graphs = 0;       // polyomino graphs up to isomorphism
  std::int64_t raw_classes = 0;  // labelled classes before normalization
  std::int64_t left_out = 0;     // classes a board cannot hold
  std::int64_t duplicates = 0;   // classes equal to another after normalization
  std::int64_t entries = 0;      // table entries: raw - left_out - duplicates
  std::int64_t groups = 0;       // groups to solve (board_holds)
};

// Adds one graph and the classes of its labelling groups (as
// LabellingGroups(graph) makes them) to `counts`: the one counting code,
// used by generation for a table's directory and by CountLabellings().
void CountClasses(const ShapeGraph& graph, const std::vector<LabellingGroup>& groups,
                  SizeCounts& counts);

// The counts of `num_cells`, computed by enumeration (no solving).
SizeCounts CountLabellings(int num_cells);

// Image of a vertex set under a permutation of the vertices.
solver::VertexSet ImageOf(solver::VertexSet set, const canon::VertexMap& permutation);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_GENERATION_ENUMERATE_H_
