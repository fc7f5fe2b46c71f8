// SPDX-License-Identifier: MIT
// File: tests/solver/static_death_test.cc
// DeadWithoutSearch (solver/static_death.h) against the naive solver
// (tests/testing/naive_solver.h), which plays the local game out and knows
// nothing of D1-D3.
//
// A position the search meets reduces to a start position of a smaller
// eyespace: W's stones leave the graph (their neighbours touch W), and an X
// string connected outside leaves it too (its empty neighbours are where X
// connects outside: marginal). The rules look at most at 3 vertices inside,
// so every start position of every graph on 1 to 3 vertices (all edge sets,
// connected or not), with every choice of marginal vertices, X stones and W
// contact, L = 0..3, with and without the extra eye, either side first,
// covers every case they decide. Where the rule says dead and Benson's test
// (computed here, independently) fails, the naive solver must say dead.
//
// The rules must also be used: each of D1, D2 and D3 has to decide some of
// these positions, and D3 some with a path and with a triangle of empty
// vertices. Loosening a rule (D3 for O to move, D2 with three vertices, D1
// with two) makes the test fail: the naive solver finds the living positions
// (straight three with O first, the bent three's vital point, two eyes of
// one vertex each next to the extra eye).

#include "solver/static_death.h"

#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <string>

#include "solver/game.h"
#include "solver/model/eyespace.h"
#include "tests/testing/naive_solver.h"

namespace eyeshape::solver::internal {
namespace {

using testing::NaiveAlive;
using testing::NaiveOptions;
using testing::NaiveSide;

// The three possible edges of up to three vertices: 0-1, 0-2, 1-2.
constexpr int kEdges[3][2] = {{0, 1}, {0, 2}, {1, 2}};

Eyespace MakeEyespace(int n, int edge_set, VertexSet marginal, VertexSet attacker,
                      VertexSet touches_wall) {
  Eyespace e;
  e.num_vertices = n;
  for (int i = 0; i < 3; ++i) {
    const int a = kEdges[i][0];
    const int b = kEdges[i][1];
    if (((edge_set >> i) & 1) == 0 || a >= n || b >= n) continue;
    e.neighbours[a] |= VertexBit(b);
    e.neighbours[b] |= VertexBit(a);
  }
  e.marginal = marginal;
  e.attacker = attacker;
  e.touches_wall = touches_wall;
  return e;
}

// Every X string has an empty neighbour (a normalized start position).
bool XStringsBreathe(const Eyespace& e) {
  for (int v = 0; v < e.num_vertices; ++v) {
    if (((e.attacker >> v) & 1) == 0) continue;
    VertexSet string = VertexBit(v);
    for (;;) {  // grow the string through X neighbours
      VertexSet grown = string;
      for (int u = 0; u < e.num_vertices; ++u) {
        if (((string >> u) & 1) != 0) grown |= e.neighbours[u] & e.attacker;
      }
      if (grown == string) break;
      string = grown;
    }
    VertexSet around = 0;
    for (int u = 0; u < e.num_vertices; ++u) {
      if (((string >> u) & 1) != 0) around |= e.neighbours[u];
    }
    if ((around & ~e.attacker) == 0) return false;
  }
  return true;
}

// Benson's test at a start position (no O stones): the regions are the
// connected components; one is vital when it has no marginal vertex and all
// its empty vertices touch W. Two vital regions, or one and the extra eye.
bool BensonAlive(const Eyespace& e, bool extra_eye) {
  int vital = extra_eye ? 1 : 0;
  VertexSet seen = 0;
  for (int v = 0; v < e.num_vertices; ++v) {
    if (((seen >> v) & 1) != 0) continue;
    VertexSet region = VertexBit(v);
    for (;;) {
      VertexSet grown = region;
      for (int u = 0; u < e.num_vertices; ++u) {
        if (((region >> u) & 1) != 0) grown |= e.neighbours[u];
      }
      if (grown == region) break;
      region = grown;
    }
    seen |= region;
    const VertexSet empty = region & ~e.attacker;
    if ((region & e.marginal) == 0 && (empty & ~e.touches_wall) == 0) ++vital;
  }
  return vital >= 2;
}

struct Counts {
  int checked = 0;  // positions a rule called dead, Benson's test failing
  int d1 = 0;
  int d2 = 0;
  int d3_path = 0;
  int d3_triangle = 0;
};

TEST(StaticDeathTest, EverySmallPositionItCallsDeadIsDead) {
  Counts counts;
  for (int n = 1; n <= 3; ++n) {
    const VertexSet all = AllVertices(n);
    for (int edge_set = 0; edge_set < (n == 1 ? 1 : n == 2 ? 2 : 8); ++edge_set) {
      for (VertexSet marginal = 0; marginal <= all; ++marginal) {
        // X stones on proper vertices only (a marginal X stone is connected
        // outside: normalization removes it).
        for (VertexSet attacker = 0; attacker <= all; ++attacker) {
          if ((attacker & ~all) != 0 || (attacker & marginal) != 0) continue;
          // Empty vertices touch W (the rules need it); X vertices either way.
          for (VertexSet x_touch = 0; x_touch <= attacker; ++x_touch) {
            if ((x_touch & ~attacker) != 0) continue;
            const VertexSet touches_wall = (all & ~attacker) | x_touch;
            const Eyespace e = MakeEyespace(n, edge_set, marginal, attacker, touches_wall);
            if (!XStringsBreathe(e)) continue;
            for (int outer = 0; outer <= 3; ++outer) {
              for (bool extra_eye : {false, true}) {
                const GameBoard board(e, outer, extra_eye);
                const Position start = board.StartPosition();
                for (bool attacker_first : {true, false}) {
                  if (!DeadWithoutSearch(board, start, attacker_first)) continue;
                  if (BensonAlive(e, extra_eye)) continue;
                  const std::string where =
                      "n=" + std::to_string(n) + " edges=" + std::to_string(edge_set) +
                      " marginal=" + std::to_string(marginal) + " X=" + std::to_string(attacker) +
                      " touch=" + std::to_string(touches_wall) + " L=" + std::to_string(outer) +
                      " extra=" + std::to_string(extra_eye) +
                      (attacker_first ? " X first" : " O first");
                  NaiveOptions options;
                  options.outer_liberties = outer;
                  EXPECT_FALSE(NaiveAlive(
                      e, extra_eye, attacker_first ? NaiveSide::kAttacker : NaiveSide::kDefender,
                      options))
                      << where;
                  ++counts.checked;
                  if (extra_eye) {
                    ++counts.d1;
                  } else if (n <= 2) {
                    ++counts.d2;
                  } else if (attacker == 0 && attacker_first) {
                    const int edges = std::popcount(static_cast<unsigned>(edge_set));
                    if (edges == 2) ++counts.d3_path;
                    if (edges == 3) ++counts.d3_triangle;
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  EXPECT_GT(counts.d1, 0);
  EXPECT_GT(counts.d2, 0);
  EXPECT_GT(counts.d3_path, 0);
  EXPECT_GT(counts.d3_triangle, 0);
  ::testing::Test::RecordProperty("positions_checked", counts.checked);
}

// Two positions the rules must leave to the search, both alive by the naive
// solver, one step past D3 and D1: the straight three with O first, and two
// adjacent vertices beside the extra eye with X first.
TEST(StaticDeathTest, LeavesLivingSmallPositionsToTheSearch) {
  // Straight three, every vertex touching W, O first: O's middle move makes
  // two one-vertex eyes.
  const Eyespace straight = MakeEyespace(3, 0b101, 0, 0, AllVertices(3));
  const GameBoard straight_board(straight, 2, false);
  EXPECT_FALSE(DeadWithoutSearch(straight_board, straight_board.StartPosition(), false));
  EXPECT_TRUE(NaiveAlive(straight, false, NaiveSide::kDefender, NaiveOptions{}));
  // Two adjacent vertices beside the extra eye, X first: X's move is
  // captured, and the capture leaves an eye beside the extra eye.
  const Eyespace two = MakeEyespace(2, 0b1, 0, 0, AllVertices(2));
  const GameBoard two_board(two, 2, true);
  EXPECT_FALSE(DeadWithoutSearch(two_board, two_board.StartPosition(), true));
  EXPECT_TRUE(NaiveAlive(two, true, NaiveSide::kAttacker, NaiveOptions{}));
}

}  // namespace
}  // namespace eyeshape::solver::internal
