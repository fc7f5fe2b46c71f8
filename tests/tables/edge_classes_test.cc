// SPDX-License-Identifier: MIT
// File: tests/tables/edge_classes_test.cc
// Edge and corner classes (tables/generation/edge_classes.h): hand-checked
// counts for 1..3 cells, an independent brute-force count up to 5 cells
// (tests/tables/edge_classes_oracle.h; 6 and 7 in edge_classes_slow_test.cc),
// and the properties of the class lists: sorted, keys reproduced by their
// representatives, centre classes are exactly centre keys.

#include "tables/generation/edge_classes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "canon/canonical_form.h"
#include "tables/generation/enumerate.h"
#include "tables/io/format.h"
#include "tests/tables/edge_classes_oracle.h"

namespace eyeshape::tables {
namespace {

// Compares the library's counts of one size with the oracle's.
void ExpectCountsMatchOracle(int n) {
  const EdgeClassCounts counts = CountEdgeClasses(n);
  std::set<std::string> union_classes;
  std::set<std::string> union_new;
  std::set<std::string> union_all_x_new;
  for (const bool corner : {false, true}) {
    const std::optional<testing::OracleCounts> oracle = testing::CountByOracle(n, corner);
    if (!oracle) GTEST_SKIP() << "the oracle needs nauty from 5 cells";
    const PlacementCounts& mine = corner ? counts.corner : counts.edge;
    const std::string where = std::string(corner ? "corner" : "edge") + " n=" + std::to_string(n);
    std::int64_t power = 1;
    for (int i = 0; i < n; ++i) power *= 3;
    EXPECT_EQ(mine.placements, oracle->placements()) << where;
    EXPECT_EQ(mine.labellings, oracle->placements() * power) << where;
    EXPECT_EQ(mine.not_holdable, oracle->not_holdable()) << where;
    EXPECT_EQ(mine.classes, static_cast<std::int64_t>(oracle->classes.size())) << where;
    EXPECT_EQ(mine.new_classes, static_cast<std::int64_t>(oracle->new_classes.size())) << where;
    EXPECT_EQ(mine.centre_classes,
              static_cast<std::int64_t>(oracle->classes.size() - oracle->new_classes.size()))
        << where;
    EXPECT_EQ(mine.new_duplicates, static_cast<std::int64_t>(oracle->all_x_new.size())) << where;
    union_classes.insert(oracle->classes.begin(), oracle->classes.end());
    union_new.insert(oracle->new_classes.begin(), oracle->new_classes.end());
    union_all_x_new.insert(oracle->all_x_new.begin(), oracle->all_x_new.end());
  }
  EXPECT_EQ(counts.union_classes, static_cast<std::int64_t>(union_classes.size())) << n;
  EXPECT_EQ(counts.union_new_classes, static_cast<std::int64_t>(union_new.size())) << n;
  EXPECT_EQ(counts.union_new_entries,
            static_cast<std::int64_t>(union_new.size() - union_all_x_new.size()))
      << n;
}

// Hand counts. Free sides of a vertex: 4 - deg - offboard - [marginal]; it
// touches W iff at least 1; a marginal vertex needs 4 - deg - offboard >= 1
// (an approach side). W contact is "lost" when the centre formula
// (offboard 0) gives a free side and the placement does not.
//
// n = 1, edge: the cell has offboard 1, deg 0: `.` and `X` have 3 free sides,
//   `!` 2. All touch W, as in the centre: 1 placement, 3 labellings, 3
//   classes, all centre classes. Corner: offboard 2, `!` keeps 1 free side:
//   the same 3 centre classes.
// n = 2, edge: the horizontal domino on the edge (each cell deg 1, offboard
//   1: 2 - [m] >= 1 free sides) and the vertical one (top as before, bottom
//   offboard 0): every vertex touches W, 2 placements, 18 labellings, the 6
//   centre classes of the domino (.. .! .X !! !X XX), nothing new.
//   Corner: the two dominoes are mirror images in the diagonal, so 1
//   placement {(0,0), (0,1)}, 9 labellings. The corner cell has deg 1 and
//   offboard 2: as `!` it keeps its approach side (4 - 1 - 2 = 1) but no free
//   side, so it loses W contact. Classes: corner cell `.` or `X` with the
//   other cell any label gives the centre classes .. .! .X !X XX (`X.` and
//   `.X` are one class), 5; corner cell `!` (lost) with the other `.`, `!`,
//   `X` gives 3 new classes: 8 classes, 5 centre, 3 new. `!!` is not among
//   the corner's centre classes (its corner `!` always loses W contact).
// n = 3, edge: 6 fixed trominoes; the two straight ones are their own mirror
//   images, the four L's make two mirror pairs: 4 placements, 108
//   labellings. No cell has deg 3, so every `!` has an approach side (4 -
//   2 - 1 = 1): nothing is left out. A vertex loses W contact only with deg
//   2, offboard 1 and `!`: the middle of the straight tromino along the edge
//   and the bend of the L ({(0,0), (0,1), (1,0)}) on the edge, both the path
//   P3 with a lost `!` in the middle: the ends take 6 unordered label pairs,
//   6 new classes. The vertical straight tromino has its middle off the edge
//   and realises all 18 centre classes of P3 (middle 3 labels x 6 end pairs):
//   24 classes, 18 centre, 6 new. Normalization: the all-X labelling
//   is never new here (it has no `!`), so the 6 new classes stay 6 entries.
// n = 3, corner: 4 placements (the straight tromino along row 0, the L with
//   its bend in the corner, the L {(0,0),(0,1),(1,1)} and the L
//   {(0,1),(1,0),(1,1)}, each with its diagonal image), 108 labellings. Not
//   holdable: the bend of the corner L has deg 2 and offboard 2, so as `!`
//   it has no approach side: its 9 labellings of the other two cells are
//   left out (9). Write the path P3 as a-b-c (b the middle) and colours as
//   label (0 `.`, 1 `!`, 2 `X`) + 3 when W contact is lost:
//   * {(0,1),(1,0),(1,1)}: no cell loses W contact (the bend is off both
//     edges): the 18 centre classes of P3.
//   * the straight tromino (a the corner cell: deg 1, offboard 2; b deg 2,
//     offboard 1) and {(0,0),(0,1),(1,1)} (the same degrees and offboard
//     sides): a and b lose W contact exactly as `!` (colour 4), c never.
//     New classes: b = 4 with the end pair {a, c}, a in {0,2,4}, c in
//     {0,1,2}: {0,0} {0,1} {0,2} {1,2} {2,2} {0,4} {1,4} {2,4}, 8; b in
//     {0,2} with a = 4 and c in {0,1,2}: 6. Together 14.
//   * the corner L's bend b (deg 2, offboard 2) as `.` or `X` has no free
//     side (4 - 2 - 2 = 0): colour 3 or 5, the ends any of 6 pairs: 12.
//   Corner: 44 classes, 18 centre, 26 new. Edge and corner merged: the
//   edge's 6 new classes (b = 4, ends from {0,1,2}) are corner classes
//   except b = 4 with ends `!!` (a corner `!` end would be lost): 45
//   classes, 27 new, 5 of them realised by both kinds.
TEST(EdgeClassesTest, HandCountsForOneToThreeCells) {
  const EdgeClassCounts one = CountEdgeClasses(1);
  for (const PlacementCounts& c : {one.edge, one.corner}) {
    EXPECT_EQ(c.placements, 1);
    EXPECT_EQ(c.labellings, 3);
    EXPECT_EQ(c.not_holdable, 0);
    EXPECT_EQ(c.classes, 3);
    EXPECT_EQ(c.centre_classes, 3);
    EXPECT_EQ(c.new_classes, 0);
  }
  const EdgeClassCounts two = CountEdgeClasses(2);
  EXPECT_EQ(two.edge.placements, 2);
  EXPECT_EQ(two.edge.labellings, 18);
  EXPECT_EQ(two.edge.classes, 6);
  EXPECT_EQ(two.edge.new_classes, 0);
  EXPECT_EQ(two.corner.placements, 1);
  EXPECT_EQ(two.corner.labellings, 9);
  EXPECT_EQ(two.corner.not_holdable, 0);
  EXPECT_EQ(two.corner.classes, 8);
  EXPECT_EQ(two.corner.centre_classes, 5);
  EXPECT_EQ(two.corner.new_classes, 3);
  EXPECT_EQ(two.union_classes, 9);
  EXPECT_EQ(two.union_new_classes, 3);
  const EdgeClassCounts three = CountEdgeClasses(3);
  EXPECT_EQ(three.edge.placements, 4);
  EXPECT_EQ(three.edge.labellings, 108);
  EXPECT_EQ(three.edge.not_holdable, 0);
  EXPECT_EQ(three.edge.classes, 24);
  EXPECT_EQ(three.edge.centre_classes, 18);
  EXPECT_EQ(three.edge.new_classes, 6);
  EXPECT_EQ(three.edge.new_entries, 6);
  EXPECT_EQ(three.corner.placements, 4);
  EXPECT_EQ(three.corner.labellings, 108);
  EXPECT_EQ(three.corner.not_holdable, 9);
  EXPECT_EQ(three.corner.classes, 44);
  EXPECT_EQ(three.corner.centre_classes, 18);
  EXPECT_EQ(three.corner.new_classes, 26);
  EXPECT_EQ(three.union_classes, 45);
  EXPECT_EQ(three.union_new_classes, 27);
  EXPECT_EQ(three.corner_and_edge_new, 5);
}

TEST(EdgeClassesTest, TwoCellCornerClassesAreTheHandListed) {
  // The 3 new classes: the corner cell `!` (lost W contact) with `.` `!` `X`.
  const std::vector<EdgeClass> classes = EdgeAndCornerClasses(2);
  ASSERT_EQ(classes.size(), 3u);
  std::set<std::string> labels;
  for (const EdgeClass& c : classes) {
    EXPECT_EQ(c.placement, Placement::kCorner);
    EXPECT_FALSE(c.edge);
    EXPECT_TRUE(c.corner);
    ASSERT_EQ(c.cells.size(), 2u);
    EXPECT_EQ(c.cells[0], (Cell{0, 0}));
    EXPECT_EQ(c.labels[0], '!');
    EXPECT_EQ(c.offboard_sides, (std::vector<int>{2, 1}));
    EXPECT_EQ(c.touches_wall, solver::VertexBit(1));
    labels.insert(c.labels);
  }
  EXPECT_EQ(labels, (std::set<std::string>{"!.", "!!", "!X"}));
}

TEST(EdgeClassesTest, CountsMatchBruteForceUpToFiveCells) {
  for (int n = 1; n <= 5; ++n) ExpectCountsMatchOracle(n);
}

TEST(EdgeClassesTest, PlacementsAreFixedPolyominoesUpToTheEdgeSymmetry) {
  // Their number is checked against the oracle (Burnside) above; here the
  // order and the normalization.
  for (const Placement placement : {Placement::kEdge, Placement::kCorner}) {
    const std::vector<Polyomino> placements = Placements(5, placement);
    EXPECT_TRUE(std::is_sorted(placements.begin(), placements.end()));
    for (const Polyomino& cells : placements) {
      EXPECT_TRUE(CellsAreAtOrigin(cells));
      EXPECT_TRUE(CellsAreConnected(cells));
    }
  }
}

TEST(EdgeClassesTest, ClassListsAreSortedAndReproduceTheirKeys) {
  for (int n = 1; n <= 5; ++n) {
    const EdgeClassCounts counts = CountEdgeClasses(n);
    std::set<canon::CanonicalKey> edge_keys;
    std::set<canon::CanonicalKey> corner_keys;
    for (const Placement placement : {Placement::kEdge, Placement::kCorner}) {
      const std::vector<EdgeClass> classes = PlacementClasses(n, placement);
      const PlacementCounts& c = placement == Placement::kEdge ? counts.edge : counts.corner;
      EXPECT_EQ(static_cast<std::int64_t>(classes.size()), c.classes);
      for (std::size_t i = 0; i < classes.size(); ++i) {
        const EdgeClass& e = classes[i];
        if (i > 0) {
          EXPECT_LT(classes[i - 1].key, e.key);
        }
        const solver::Eyespace eyespace = EyespaceOf(e);
        EXPECT_EQ(EdgeClassKey(eyespace), e.key);
        EXPECT_EQ(eyespace.touches_wall, e.touches_wall);
        EXPECT_TRUE(solver::IsBoardHoldable(eyespace, e.offboard_sides));
        EXPECT_EQ(e.placement, placement);
        // A centre key is exactly the table's key of the centre eyespace.
        const bool centre = eyespace.touches_wall == solver::CentreWallContact(eyespace);
        EXPECT_EQ(IsCentreKey(e.key), centre);
        if (centre) {
          EXPECT_EQ(e.key, canon::CanonicalForm(EntryGraph(eyespace)));
        }
        (placement == Placement::kEdge ? edge_keys : corner_keys).insert(e.key);
      }
    }
    const std::vector<EdgeClass> merged = EdgeAndCornerClasses(n);
    EXPECT_EQ(static_cast<std::int64_t>(merged.size()), counts.union_new_classes) << n;
    std::int64_t both = 0;
    for (std::size_t i = 0; i < merged.size(); ++i) {
      const EdgeClass& e = merged[i];
      if (i > 0) {
        EXPECT_LT(merged[i - 1].key, e.key);
      }
      EXPECT_FALSE(IsCentreKey(e.key));
      EXPECT_EQ(e.edge, edge_keys.count(e.key) == 1);
      EXPECT_EQ(e.corner, corner_keys.count(e.key) == 1);
      EXPECT_EQ(e.placement, e.edge ? Placement::kEdge : Placement::kCorner);
      EXPECT_EQ(EdgeClassKey(EyespaceOf(e)), e.key);
      if (e.edge && e.corner) ++both;
    }
    EXPECT_EQ(both, counts.corner_and_edge_new) << n;
  }
}

TEST(EdgeClassesTest, CentreClassesOfPlacementsAreTableClasses) {
  // Every class whose W contact follows the centre formula is one of the
  // centre enumeration's classes (enumerate.h), with the same key.
  for (int n = 1; n <= 5; ++n) {
    std::set<canon::CanonicalKey> centre;
    for (const ShapeGraph& graph : PolyominoGraphs(n)) {
      for (const LabellingGroup& group : LabellingGroups(graph)) {
        if (!group.board_holds) continue;
        for (const solver::VertexSet attackers : group.attackers) {
          centre.insert(
              canon::CanonicalForm(EntryGraph(LabelledEyespace(graph, group.marginal, attackers))));
        }
      }
    }
    for (const Placement placement : {Placement::kEdge, Placement::kCorner}) {
      for (const EdgeClass& e : PlacementClasses(n, placement)) {
        if (IsCentreKey(e.key)) {
          EXPECT_EQ(centre.count(e.key), 1u) << n;
        }
      }
    }
  }
}

TEST(EdgeClassesTest, EnumerationIsDeterministic) {
  const std::vector<EdgeClass> a = EdgeAndCornerClasses(5);
  const std::vector<EdgeClass> b = EdgeAndCornerClasses(5);
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].key, b[i].key);
    EXPECT_EQ(a[i].cells, b[i].cells);
    EXPECT_EQ(a[i].labels, b[i].labels);
  }
}

}  // namespace
}  // namespace eyeshape::tables
