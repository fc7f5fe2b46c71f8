// SPDX-License-Identifier: MIT
// File: tests/solver/edge_invariance_test.cc
// Edge and corner shapes (issue 10, item 5): the value is a property of the
// labelled graph with its W contact (SPEC §6), so every drawing of the same
// placement must agree, with vital points that correspond vertex by vertex.
//
//   (a) the 8 symmetries of the whole drawing, edge included
//       (edge_drawing_common.h DrawPlaced): for an edge shape the reflection
//       along the edge and the four rotations (the edge moves above, right,
//       below, left), for a corner shape its diagonal and the rotations that
//       take the corner to the other three corners; every edge and corner
//       labelling up to 4 cells and a seeded sample of one in ten at 5;
//   (b) the diagram and a graph line `N:LABELS:EDGES:TOUCH` with the W
//       contact the diagram implies (counted here from the cells, SPEC §2),
//       vertices renumbered at random: same placements;
//   (c) a few values derived by hand, with the reasoning.
//
// In (a) and (b) no expected value comes from anywhere but the solver's
// answer for the other drawing.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"
#include "solver/solver.h"
#include "tables/generation/edge_classes.h"
#include "tests/solver/edge_drawing_common.h"

namespace eyeshape::solver {
namespace {

using tables::Placement;
using testing::DrawPlaced;
using testing::EdgeDrawing;

constexpr std::array<Placement, 2> kKinds = {Placement::kEdge, Placement::kCorner};

// Parses `text` (diagram or graph line) and solves it in the board model.
std::optional<PatternSolution> Solve(std::string_view text) {
  const Result<Pattern> parsed = ParseEyespace(text);
  EXPECT_TRUE(parsed.ok()) << text << ": " << (parsed.ok() ? "" : parsed.error());
  if (!parsed.ok()) return std::nullopt;
  return SolvePattern(parsed.value(), GameOptions{});
}

// "FROM as TO": what a failed expectation about a redrawing reports.
std::string Redrawing(std::string_view from, std::string_view to) {
  std::string text(from);
  text.append(" as ").append(to);
  return text;
}

// Expects `got` to be `want` redrawn: vertex i of `want` is vertex
// `where_is[i]` of `got`. Returns whether the marks moved (the mark vectors
// differ as they stand), so a test can show that the renumbering mattered.
bool ExpectSameUpToRenumbering(const PatternSolution& want, const PatternSolution& got,
                               std::span<const int> where_is, const std::string& context) {
  EXPECT_EQ(got.value, want.value)
      << context << ": " << want.value.ToString() << " vs " << got.value.ToString();
  EXPECT_EQ(got.marks.size(), want.marks.size()) << context;
  if (got.marks.size() != want.marks.size()) return false;
  for (std::size_t i = 0; i < want.marks.size(); ++i) {
    EXPECT_EQ(got.marks[static_cast<std::size_t>(where_is[i])], want.marks[i])
        << context << ": mark of vertex " << i << " (" << where_is[i] << " redrawn)";
  }
  return got.marks != want.marks;
}

// Calls `visit(cells, labels)` for every placement of `kind` with `num_cells`
// cells and every labelling a board can hold (the test's own count).
template <typename Visit>
void ForEachHeldLabelling(int num_cells, Placement kind, Visit&& visit) {
  for (const tables::Polyomino& cells : tables::Placements(num_cells, kind)) {
    std::string labels(cells.size(), '.');
    for (;;) {
      if (testing::ExpectedHoldable(cells, labels, kind)) visit(cells, labels);
      std::size_t i = 0;
      while (i < labels.size() && labels[i] == 'X') labels[i++] = '.';
      if (i == labels.size()) break;
      labels[i] = labels[i] == '.' ? '!' : 'X';
    }
  }
}

// Every labelling up to 4 cells, one in ten at 5 (seeded).
template <typename Visit>
void ForEachSampledLabelling(Placement kind, std::mt19937& rng, Visit&& visit) {
  for (int n = 1; n <= 5; ++n) {
    ForEachHeldLabelling(n, kind, [&](std::span<const Cell> cells, const std::string& labels) {
      if (n <= 4 || rng() % 10 == 0) visit(cells, labels);
    });
  }
}

// The helper's drawings, written out by hand for the straight three on an
// edge and the bent three in a corner.
TEST(EdgeInvarianceTest, DrawingsMoveTheEdgeWithTheShape) {
  const std::vector<Cell> three = {{0, 0}, {0, 1}, {0, 2}};
  EXPECT_EQ(DrawPlaced(three, ".!X", Placement::kEdge, 0).diagram, "---%.!X");
  EXPECT_EQ(DrawPlaced(three, ".!X", Placement::kEdge, 1).diagram, ".!X%---");
  EXPECT_EQ(DrawPlaced(three, ".!X", Placement::kEdge, 2).diagram, "---%X!.");
  EXPECT_EQ(DrawPlaced(three, ".!X", Placement::kEdge, 4).diagram, "|.%|!%|X");
  EXPECT_EQ(DrawPlaced(three, ".!X", Placement::kEdge, 5).diagram, "|X%|!%|.");
  EXPECT_EQ(DrawPlaced(three, ".!X", Placement::kEdge, 6).diagram, ".|%!|%X|");
  const EdgeDrawing up = DrawPlaced(three, ".!X", Placement::kEdge, 7);
  EXPECT_EQ(up.diagram, "X|%!|%.|");
  EXPECT_EQ(up.where_is, (std::vector<int>{2, 1, 0}));
  // Corner: (0,0) (1,0) (1,1), the corner cell is (0,0).
  const std::vector<Cell> bent = {{0, 0}, {1, 0}, {1, 1}};
  EXPECT_EQ(DrawPlaced(bent, "ab.", Placement::kCorner, 0).diagram, "+--%|aO%|b.");
  EXPECT_EQ(DrawPlaced(bent, "ab.", Placement::kCorner, 4).diagram, "+--%|ab%|O.");
  const EdgeDrawing low_right = DrawPlaced(bent, "ab.", Placement::kCorner, 3);
  EXPECT_EQ(low_right.diagram, ".b|%Oa|%--+");
  EXPECT_EQ(low_right.where_is, (std::vector<int>{2, 1, 0}));
}

// (a) The 8 symmetries of the drawing. W contact must move with the
// vertices too (checked on the parsed eyespaces), so a parser that misread
// a rotated edge would be caught even where the value happens to agree.
TEST(EdgeInvarianceTest, SymmetriesOfTheDrawingKeepValueAndMarks) {
  std::mt19937 rng(1010);
  for (const Placement kind : kKinds) {
    int shapes = 0;
    int compared = 0;
    int marks_moved = 0;
    bool stopped = false;  // at the first failing shape
    ForEachSampledLabelling(kind, rng, [&](std::span<const Cell> cells, const std::string& labels) {
      if (stopped) return;
      ++shapes;
      const std::string diagram = DrawPlaced(cells, labels, kind, 0).diagram;
      const std::optional<PatternSolution> base = Solve(diagram);
      if (!base) return;
      const VertexSet touches = testing::ExpectedWallContact(cells, labels, kind);
      EXPECT_EQ(ParseEyespace(diagram).value().eyespace.touches_wall, touches) << diagram;
      for (int symmetry = 1; symmetry < testing::kNumDrawingSymmetries; ++symmetry) {
        const EdgeDrawing image = DrawPlaced(cells, labels, kind, symmetry);
        const std::optional<PatternSolution> got = Solve(image.diagram);
        if (!got) return;
        const Eyespace moved = ParseEyespace(image.diagram).value().eyespace;
        for (std::size_t i = 0; i < cells.size(); ++i) {
          EXPECT_EQ((touches >> i) & 1, (moved.touches_wall >> image.where_is[i]) & 1)
              << diagram << " as " << image.diagram << ": W contact of vertex " << i;
        }
        marks_moved += ExpectSameUpToRenumbering(*base, *got, image.where_is,
                                                 Redrawing(diagram, image.diagram));
        ++compared;
      }
      stopped = HasFailure();
    });
    // Held labellings up to 4 cells: edge 3 + 18 + 108 + 945 = 1074, corner
    // 3 + 9 + 99 + 729 = 840 (docs/edge-classes.md), plus the sample at 5.
    EXPECT_GT(shapes, kind == Placement::kEdge ? 1074 + 600 : 840 + 500);
    EXPECT_EQ(compared, shapes * 7);
    EXPECT_GT(marks_moved, 0);
    std::printf("%s: %d labellings, %d redrawings compared\n",
                std::string(tables::PlacementName(kind)).c_str(), shapes, compared);
  }
}

// The graph line of a labelled placement, vertex i renamed permutation[i],
// edges from the cells' adjacency in random order and orientation, TOUCH
// given (mapped) when `touches` has a value.
std::string GraphLine(std::span<const Cell> cells, std::string_view labels,
                      std::optional<VertexSet> touches, std::span<const int> permutation,
                      std::mt19937& rng) {
  const std::size_t n = cells.size();
  std::string mapped_labels(n, '?');
  std::string touch(n, '?');
  std::vector<std::pair<int, int>> edges;
  for (std::size_t i = 0; i < n; ++i) {
    const auto at = static_cast<std::size_t>(permutation[i]);
    mapped_labels[at] = labels[i];
    if (touches) touch[at] = ((*touches >> i) & 1) != 0 ? '1' : '0';
    for (std::size_t j = i + 1; j < n; ++j) {
      if (std::abs(cells[i].row - cells[j].row) + std::abs(cells[i].column - cells[j].column) ==
          1) {
        edges.emplace_back(permutation[i], permutation[j]);
      }
    }
  }
  std::shuffle(edges.begin(), edges.end(), rng);
  std::string edge_list;
  for (auto [u, w] : edges) {
    if (rng() % 2 == 1) std::swap(u, w);
    if (!edge_list.empty()) edge_list += ',';
    edge_list += std::to_string(u) + "-" + std::to_string(w);
  }
  std::string line = std::to_string(n) + ":" + mapped_labels + ":" + edge_list;
  if (touches) line += ":" + touch;
  return line;
}

// (b) Diagram against graph line with the diagram's W contact (counted from
// the cells, not read from the parser), every labelling up to 4 cells and a
// sample at 5, one random renumbering each. The same graph line without
// TOUCH (the centre formula) must differ somewhere: that is what the edge
// adds, and what the TOUCH flags have to carry.
TEST(EdgeInvarianceTest, DiagramAndGraphLineWithItsWallContactAgree) {
  std::mt19937 rng(2020);
  for (const Placement kind : kKinds) {
    int compared = 0;
    int marks_moved = 0;
    int centre_differs = 0;
    bool stopped = false;
    ForEachSampledLabelling(kind, rng, [&](std::span<const Cell> cells, const std::string& labels) {
      if (stopped) return;
      const std::string diagram = DrawPlaced(cells, labels, kind, 0).diagram;
      std::vector<int> permutation(cells.size());
      std::iota(permutation.begin(), permutation.end(), 0);
      std::shuffle(permutation.begin(), permutation.end(), rng);
      const std::string line = GraphLine(
          cells, labels, testing::ExpectedWallContact(cells, labels, kind), permutation, rng);
      const std::optional<PatternSolution> want = Solve(diagram);
      const std::optional<PatternSolution> got = Solve(line);
      if (!want || !got) return;
      marks_moved += ExpectSameUpToRenumbering(*want, *got, permutation, Redrawing(diagram, line));
      ++compared;
      const std::string centre_line = GraphLine(cells, labels, std::nullopt, permutation, rng);
      const std::optional<PatternSolution> centre = Solve(centre_line);
      if (!centre) return;
      if (centre->value != got->value || centre->marks != got->marks) ++centre_differs;
      stopped = HasFailure();
    });
    EXPECT_GT(compared, kind == Placement::kEdge ? 1074 + 600 : 840 + 500);
    EXPECT_GT(marks_moved, 0);
    EXPECT_GT(centre_differs, 0);
    std::printf("%s: %d diagram/graph line pairs, %d differ from the centre formula's line\n",
                std::string(tables::PlacementName(kind)).c_str(), compared, centre_differs);
  }
}

// (c) Values derived by hand (SPEC §2-5, L = 2 outer liberties). Letters
// name the vertices; "W libs" are W's liberties.
struct HandValue {
  const char* diagram;
  VertexSet touches_wall;  // derived W contact, bit v for vertex v (reading order)
  const char* value;
  const char* marked;  // FormatPattern with the vital points, 'O' blank, '%' rows
};

constexpr std::array<HandValue, 4> kHandValues = {{
    // Straight three on the edge, a b c (edge below). W contact: each end has
    // two free sides (away from the edge, and outward along it), the middle
    // one (away from the edge): all touch W, as in the centre.
    // c = 2: O plays b, which joins W; a and c are two separate eyes (an X
    // stone on either has no liberty and captures nothing while the other is
    // empty: suicide), so W lives.
    // b = 1: X plays b (libs a, c). If O plays a, X fills an outer liberty;
    // O must capture at c (else X fills the second and plays c, taking W's
    // last liberty), leaving the one-point eye b: X fills the last outer
    // liberty and plays b. Dead without the extra eye; with it O lives (b
    // and the extra eye are two liberties X cannot fill). If O passes
    // instead, X plays a and O captures two stones at c, leaving a
    // two-point eye: one eye again.
    // a (case 2, b = 1): X at b is not 0011 (with the extra eye O lives
    // even when X moves first: it captures and keeps an eye); X at a is
    // captured by O at b, which leaves two eyes. So a = 1: 1122.
    // Vital points: the only O move that lives against X first is b; the
    // only X move after which O cannot live without the extra eye is b.
    {"...%---", 0b111, "1122", ".*.%---"},
    // One point in the corner: no neighbours, two sides off the board, two
    // free sides: it touches W. X can never play it while W has another
    // liberty (no liberty of its own, no capture: suicide), so X fills the
    // two outer liberties and then captures W on the point: b = 1 (with
    // the extra eye X has nowhere to play). O's only move fills its own
    // eye, so c = 1 too. Case 3: no legal X move at all, a = 1; O's move
    // leaves W with outer liberties only (dead even with the extra eye), so
    // d = 1: 1111, no vital point.
    {"|.%+-", 0b1, "1111", "|.%+-"},
    // Bent three in the corner, a (top), k (the corner cell), c. k has two
    // neighbours and two sides off the board: it does NOT touch W; a and c
    // have two free sides each. The value is still the bent three's:
    // c = 2: O plays k, a separate string (libs a, c) that shares both
    // liberties with W; an X stone on a or c has no liberty and captures
    // nothing (the other point is left to both): suicide, even after X has
    // filled the outer liberties. So W lives.
    // b = 1: X plays k; O answers a (joins W), X fills an outer liberty, O
    // captures at c; k, now next to W's stones, is W's liberty: one eye.
    // With the extra eye O lives.
    // a = 1: after X at k, O still lives with the extra eye when X moves
    // first (it captures and keeps one eye), so X at k is not 0011; X at a
    // (or c) is captured by O at k, which then lives as above.
    // Vital points: k only (O at a or c leaves a two-point eye).
    {"|.%|..%+--", 0b101, "1122", "|.%|*.%+--"},
    // a ! c on the edge (edge below), m the marginal middle: two
    // neighbours, one side off the board and its approach side: no free
    // side, m does NOT touch W.
    // b = 0: X plays m, connected to the outside string (never captured);
    // a and c are then points X can fill at any time (its stones there join
    // the invincible string), so X fills a, c, the outer liberties and the
    // extra eye: dead even with the extra eye.
    // c = 2: O plays m, a separate string with libs a and c; an X stone on
    // a or c has no liberty and captures nothing: suicide. W lives.
    // So 0022 (case 2, b = 0). Defense: O at m only (O at a leaves m and c
    // to X's invincible stone). Attack: X at m (dead even with the extra
    // eye); X at a is captured by O at m. Both on the marginal m: '@'.
    {".!.%---", 0b101, "0022", ".@.%---"},
}};

TEST(EdgeInvarianceTest, HandDerivedEdgeAndCornerValues) {
  for (const HandValue& hand : kHandValues) {
    const Result<Pattern> parsed = ParseEyespace(hand.diagram);
    ASSERT_TRUE(parsed.ok()) << hand.diagram;
    EXPECT_EQ(parsed.value().eyespace.touches_wall, hand.touches_wall) << hand.diagram;
    const PatternSolution solution = SolvePattern(parsed.value(), GameOptions{});
    EXPECT_EQ(solution.value.ToString(), hand.value) << hand.diagram;
    EXPECT_EQ(FormatPattern(parsed.value(), solution.marks, 'O', "%"), hand.marked) << hand.diagram;
  }
}

}  // namespace
}  // namespace eyeshape::solver
