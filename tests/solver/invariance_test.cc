// SPDX-License-Identifier: MIT
// File: tests/solver/invariance_test.cc
// The eye value is a property of the labelled graph (SPEC §6), not of how it
// is drawn: the same labelled graph written differently must give the same
// value, and its vital points must correspond vertex by vertex.
//
//   (a) the 8 grid symmetries of every labelled free polyomino up to 4 cells
//       and a seeded sample at 5 cells;
//   (b) different polyominoes with isomorphic graphs (straight and bent three,
//       the three tetromino paths, ...) up to 6 cells, found by a brute-force
//       isomorphism search written here, labels mapped through it;
//   (c) graph lines `N:LABELS:EDGES:TOUCH` with the vertices renumbered by
//       seeded random permutations (edges shuffled, W contact flags mapped);
//   (d) the board model with every TOUCH flag 1 is the graph model.
//
// No expected value comes from anywhere but the solver's answer for the other
// drawing: each test compares the solver with itself across redrawings.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <functional>
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
#include "tables/generation/polyomino.h"

namespace eyeshape::solver {
namespace {

using solver::Cell;

const char* ModelName(Model model) { return model == Model::kBoard ? "board" : "graph"; }

// "FROM as TO", then " (MODEL)" unless `model` is empty: what a failed
// expectation about a redrawing reports.
std::string Redrawing(std::string_view from, std::string_view to, std::string_view model = {}) {
  std::string text(from);
  text.append(" as ").append(to);
  if (!model.empty()) text.append(" (").append(model).append(")");
  return text;
}

GameOptions OptionsFor(Model model) {
  GameOptions options;
  options.model = model;
  return options;
}

// Parses and solves `text` (a diagram or a graph line).
std::optional<PatternSolution> Solve(std::string_view text, Model model) {
  const Result<Pattern> parsed = ParseEyespace(text);
  EXPECT_TRUE(parsed.ok()) << text << ": " << (parsed.ok() ? "" : parsed.error());
  if (!parsed.ok()) return std::nullopt;
  return SolvePattern(parsed.value(), OptionsFor(model));
}

// The labels of `cells` valid on a board: no '!' on a cell with four
// eyespace neighbours (it would have no side for the attacker's approach).
bool ValidLabels(std::span<const Cell> cells, std::string_view labels) {
  const Eyespace plain = tables::ToEyespace(cells);
  for (std::size_t i = 0; i < labels.size(); ++i) {
    if (labels[i] == '!' && CountVertices(plain.neighbours[i]) == 4) return false;
  }
  return true;
}

// Every labelling of `num_cells` cells by ".!X", as strings.
std::vector<std::string> AllLabellings(int num_cells) {
  std::vector<std::string> result = {""};
  for (int i = 0; i < num_cells; ++i) {
    std::vector<std::string> longer;
    for (const std::string& prefix : result) {
      for (char label : {'.', '!', 'X'}) longer.push_back(prefix + label);
    }
    result = std::move(longer);
  }
  return result;
}

// Calls `visit(cells, labels)` for every free polyomino with `num_cells` cells
// and every valid labelling.
void ForEachLabelledShape(
    int num_cells, const std::function<void(std::span<const Cell>, const std::string&)>& visit) {
  const std::vector<std::string> labellings = AllLabellings(num_cells);
  for (const tables::Polyomino& cells : tables::FreePolyominoes(num_cells)) {
    for (const std::string& labels : labellings) {
      if (ValidLabels(cells, labels)) visit(cells, labels);
    }
  }
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

// (a) ApplySymmetry keeps the cell order, so label i stays on the image of
// cell i; the diagram of the image numbers its vertices in reading order, so
// cell i becomes vertex rank(i) among the image's cells. Every labelled shape
// up to 4 cells; at 5 cells a seeded sample of one in ten (the full set is
// too slow for a fast test in a Debug+ASan build).
TEST(InvarianceTest, GridSymmetriesKeepValueAndMarksUpToFiveCells) {
  std::mt19937 rng(88);
  int compared = 0;
  int shapes = 0;
  int marks_moved = 0;
  bool stopped = false;  // at the first failing shape
  for (int n = 1; n <= 5; ++n) {
    ForEachLabelledShape(n, [&](std::span<const Cell> cells, const std::string& labels) {
      if (stopped || (n == 5 && rng() % 10 != 0)) return;
      ++shapes;
      for (Model model : {Model::kBoard, Model::kGraph}) {
        const std::string diagram = tables::ToDiagram(cells, labels, 'O', "%");
        const std::optional<PatternSolution> base = Solve(diagram, model);
        if (!base) return;
        for (int symmetry = 1; symmetry < tables::kNumGridSymmetries; ++symmetry) {
          const std::vector<Cell> image = tables::ApplySymmetry(cells, symmetry);
          std::vector<int> where_is(image.size());
          for (std::size_t i = 0; i < image.size(); ++i) {
            where_is[i] = static_cast<int>(std::count_if(
                image.begin(), image.end(), [&](const Cell& c) { return c < image[i]; }));
          }
          const std::string redrawn = tables::ToDiagram(image, labels, 'O', "%");
          const std::optional<PatternSolution> got = Solve(redrawn, model);
          if (!got) return;
          marks_moved += ExpectSameUpToRenumbering(*base, *got, where_is,
                                                   Redrawing(diagram, redrawn, ModelName(model)));
          ++compared;
        }
      }
      stopped = HasFailure();
    });
  }
  // 471 valid labelled shapes up to 4 cells (3 + 9 + 54 + 405, see
  // solver_properties_test.cc) plus the sample; 7 non-identity symmetries, 2
  // models.
  EXPECT_GT(shapes, 471 + 200);
  EXPECT_EQ(compared, shapes * 7 * 2);
  EXPECT_GT(marks_moved, 0);
}

// A vertex map from `a` to `b` preserving adjacency (b's vertex of a's vertex
// i is result[i]), by brute force over all n! maps. REQUIRES: n <= 8.
std::optional<std::vector<int>> FindIsomorphism(const Eyespace& a, const Eyespace& b) {
  const int n = a.num_vertices;
  if (b.num_vertices != n) return std::nullopt;
  std::vector<int> map(static_cast<std::size_t>(n));
  std::iota(map.begin(), map.end(), 0);
  do {
    bool same = true;
    for (int i = 0; i < n && same; ++i) {
      for (int j = 0; j < n && same; ++j) {
        const bool in_a = (a.neighbours[i] >> j) & 1;
        const bool in_b = (b.neighbours[map[i]] >> map[j]) & 1;
        same = in_a == in_b;
      }
    }
    if (same) return map;
  } while (std::next_permutation(map.begin(), map.end()));
  return std::nullopt;
}

// Pairs (first polyomino of a graph class, another one) with an isomorphism.
struct IsomorphicPair {
  tables::Polyomino first;
  tables::Polyomino other;
  std::vector<int> map;  // other's vertex of first's vertex i
};

std::vector<IsomorphicPair> IsomorphicPairs(int num_cells) {
  std::vector<IsomorphicPair> pairs;
  std::vector<tables::Polyomino> representatives;
  for (const tables::Polyomino& cells : tables::FreePolyominoes(num_cells)) {
    bool found = false;
    for (const tables::Polyomino& first : representatives) {
      std::optional<std::vector<int>> map =
          FindIsomorphism(tables::ToEyespace(first), tables::ToEyespace(cells));
      if (map) {
        pairs.push_back({first, cells, std::move(*map)});
        found = true;
        break;
      }
    }
    if (!found) representatives.push_back(cells);
  }
  return pairs;
}

// The isomorphism finder itself, on pairs known by hand: the straight and
// the bent three are both a path of 3; the straight, L and S tetrominoes are
// paths of 4 while T (a star) and the square (a cycle) are alone; among the
// 12 pentominoes I, L, N, U, V, W, Z are paths of 5, F, T, Y are the spider
// with legs 1, 1, 2, and P (square plus tail) and X (star) are alone.
TEST(InvarianceTest, IsomorphicPolyominoGraphsAreFound) {
  EXPECT_EQ(IsomorphicPairs(2).size(), 0u);
  EXPECT_EQ(IsomorphicPairs(3).size(), 1u);
  EXPECT_EQ(IsomorphicPairs(4).size(), 2u);
  EXPECT_EQ(IsomorphicPairs(5).size(), 6u + 2u);
  const std::vector<Cell> straight = {{0, 0}, {0, 1}, {0, 2}};
  const std::vector<Cell> bent = {{0, 0}, {0, 1}, {1, 1}};
  const std::optional<std::vector<int>> map =
      FindIsomorphism(tables::ToEyespace(straight), tables::ToEyespace(bent));
  ASSERT_TRUE(map.has_value());
  EXPECT_EQ((*map)[1], 1);  // the middle of the straight three is the bend
  const std::vector<Cell> square = {{0, 0}, {0, 1}, {1, 0}, {1, 1}};
  const std::vector<Cell> straight_four = {{0, 0}, {0, 1}, {0, 2}, {0, 3}};
  EXPECT_FALSE(
      FindIsomorphism(tables::ToEyespace(square), tables::ToEyespace(straight_four)).has_value());
}

// (b) Isomorphic polyominoes with the labels carried over by the
// isomorphism. W contact in a centre shape depends only on a vertex's degree
// and marginality (4 - deg - [marginal] >= 1), both of which the isomorphism
// and the mapped labels preserve, so the two labelled graphs are isomorphic
// including W contact (checked below, not assumed) and must agree. Up to 4
// cells every labelling; 5 and 6 cells a seeded sample of 60 and 30
// labellings per pair.
TEST(InvarianceTest, IsomorphicPolyominoesAgreeUnderMappedLabels) {
  std::mt19937 rng(6061);
  int compared = 0;
  int marks_moved = 0;
  for (int n = 3; n <= 6; ++n) {
    const std::vector<IsomorphicPair> pairs = IsomorphicPairs(n);
    if (n == 6) {
      EXPECT_GT(pairs.size(), 0u);
    }
    std::vector<std::string> labellings = AllLabellings(n);
    for (const IsomorphicPair& pair : pairs) {
      if (n >= 5) std::shuffle(labellings.begin(), labellings.end(), rng);
      const std::size_t count = n == 6 ? 30 : (n == 5 ? 60 : labellings.size());
      for (std::size_t k = 0; k < count; ++k) {
        const std::string& labels = labellings[k];
        if (!ValidLabels(pair.first, labels)) continue;
        std::string mapped(labels.size(), '?');
        for (std::size_t i = 0; i < labels.size(); ++i) {
          mapped[static_cast<std::size_t>(pair.map[i])] = labels[i];
        }
        ASSERT_TRUE(ValidLabels(pair.other, mapped));
        const Eyespace first = tables::ToEyespace(pair.first, labels);
        const Eyespace other = tables::ToEyespace(pair.other, mapped);
        for (int i = 0; i < n; ++i) {
          ASSERT_EQ((first.touches_wall >> i) & 1, (other.touches_wall >> pair.map[i]) & 1);
        }
        const std::string first_diagram = tables::ToDiagram(pair.first, labels, 'O', "%");
        const std::string other_diagram = tables::ToDiagram(pair.other, mapped, 'O', "%");
        for (Model model : {Model::kBoard, Model::kGraph}) {
          const std::optional<PatternSolution> want = Solve(first_diagram, model);
          const std::optional<PatternSolution> got = Solve(other_diagram, model);
          if (!want || !got) return;
          marks_moved += ExpectSameUpToRenumbering(
              *want, *got, pair.map, Redrawing(first_diagram, other_diagram, ModelName(model)));
          ++compared;
        }
        if (HasFailure()) return;
      }
    }
  }
  EXPECT_GT(compared, 0);
  EXPECT_GT(marks_moved, 0);
}

char Label(const Eyespace& eyespace, int v) {
  const bool marginal = (eyespace.marginal >> v) & 1;
  const bool attacker = (eyespace.attacker >> v) & 1;
  return attacker ? (marginal ? '$' : 'X') : (marginal ? '!' : '.');
}

// The graph line of `eyespace` with vertex v renamed to permutation[v], its
// edges in random order and orientation, TOUCH written (mapped) always.
std::string PermutedGraphLine(const Eyespace& eyespace, std::span<const int> permutation,
                              std::mt19937& rng) {
  const int n = eyespace.num_vertices;
  std::string labels(static_cast<std::size_t>(n), '?');
  std::string touch(static_cast<std::size_t>(n), '?');
  std::vector<std::pair<int, int>> edges;
  for (int v = 0; v < n; ++v) {
    const auto at = static_cast<std::size_t>(permutation[v]);
    labels[at] = Label(eyespace, v);
    touch[at] = ((eyespace.touches_wall >> v) & 1) != 0 ? '1' : '0';
    for (int w = v + 1; w < n; ++w) {
      if ((eyespace.neighbours[v] >> w) & 1) edges.emplace_back(permutation[v], permutation[w]);
    }
  }
  std::shuffle(edges.begin(), edges.end(), rng);
  std::string edge_list;
  for (auto [u, w] : edges) {
    if (rng() % 2 == 1) std::swap(u, w);
    if (!edge_list.empty()) edge_list += ',';
    edge_list += std::to_string(u) + "-" + std::to_string(w);
  }
  return std::to_string(n) + ":" + labels + ":" + edge_list + ":" + touch;
}

// Shapes whose W contact does not follow the centre formula of a graph line
// (board edges and corners) or has vertices without W contact (T-points,
// interior points): the mapped TOUCH flags must carry it.
constexpr std::array<const char*, 10> kDrawnShapes = {
    "|.%|...%+---",    // corner: the corner vertex has no free side
    "|..!%|...%+---",  // corner with a marginal vertex
    "|.X.%|...",       // edge with an X stone
    "---%...!%.X..",   // edge above
    "|!.%|..%|.!",     // edge, two marginal vertices
    ".!.%O.",          // marginal T-point
    ".!..%O..",        // marginal T-point with a tail
    "O.%...%O.",       // plus: interior centre
    "!..%...%..!",     // 3x3: interior centre
    "O!%!.!%O..",      // marginal arms around an interior point
};

// (c) Every labelled polyomino up to 4 cells, a seeded sample at 5 and 6
// cells and the drawn shapes above, each under 3 random renumberings.
TEST(InvarianceTest, ShuffledGraphLinesKeepValueAndPermutedMarks) {
  std::mt19937 rng(424242);
  int marks_moved = 0;
  std::vector<std::string> shapes(kDrawnShapes.begin(), kDrawnShapes.end());
  for (int n = 1; n <= 6; ++n) {
    ForEachLabelledShape(n, [&](std::span<const Cell> cells, const std::string& labels) {
      if (n <= 4 || rng() % (n == 5 ? 20 : 200) == 0) {
        shapes.push_back(tables::ToDiagram(cells, labels, 'O', "%"));
      }
    });
  }
  int compared = 0;
  for (const std::string& diagram : shapes) {
    const Result<Pattern> parsed = ParseEyespace(diagram);
    ASSERT_TRUE(parsed.ok()) << diagram << ": " << (parsed.ok() ? "" : parsed.error());
    const Eyespace& eyespace = parsed.value().eyespace;
    std::vector<int> permutation(static_cast<std::size_t>(eyespace.num_vertices));
    std::iota(permutation.begin(), permutation.end(), 0);
    for (Model model : {Model::kBoard, Model::kGraph}) {
      const PatternSolution base = SolvePattern(parsed.value(), OptionsFor(model));
      for (int round = 0; round < 3; ++round) {
        std::shuffle(permutation.begin(), permutation.end(), rng);
        const std::string line = PermutedGraphLine(eyespace, permutation, rng);
        const std::optional<PatternSolution> got = Solve(line, model);
        if (!got) return;
        marks_moved += ExpectSameUpToRenumbering(base, *got, permutation,
                                                 Redrawing(diagram, line, ModelName(model)));
        ++compared;
      }
    }
    if (HasFailure()) return;
  }
  // 471 labelled shapes up to 4 cells (3 + 9 + 54 + 405) plus the samples.
  EXPECT_GT(compared, (471 + 10) * 2 * 3);
  EXPECT_GT(marks_moved, 0);
}

// (d) The graph model is the board model with every vertex touching W (SPEC
// §2), so the board model on a graph line with TOUCH all 1 must give the
// graph model's value and marks, on every labelled shape up to 4 cells, a
// seeded sample of one in three at 5 cells, and the drawn shapes (where the
// board model alone differs in W contact).
TEST(InvarianceTest, BoardModelWithEveryTouchFlagIsGraphModel) {
  std::mt19937 rng(7);
  std::vector<std::string> shapes(kDrawnShapes.begin(), kDrawnShapes.end());
  for (int n = 1; n <= 5; ++n) {
    ForEachLabelledShape(n, [&](std::span<const Cell> cells, const std::string& labels) {
      if (n <= 4 || rng() % 3 == 0) shapes.push_back(tables::ToDiagram(cells, labels, 'O', "%"));
    });
  }
  int compared = 0;
  for (const std::string& diagram : shapes) {
    const Result<Pattern> parsed = ParseEyespace(diagram);
    ASSERT_TRUE(parsed.ok()) << diagram;
    const std::vector<int> identity = [&] {
      std::vector<int> result(static_cast<std::size_t>(parsed.value().eyespace.num_vertices));
      std::iota(result.begin(), result.end(), 0);
      return result;
    }();
    Eyespace all_touch = parsed.value().eyespace;
    all_touch.touches_wall = all_touch.vertices();
    const std::string line = PermutedGraphLine(all_touch, identity, rng);
    ASSERT_EQ(line.substr(line.size() - identity.size()), std::string(identity.size(), '1'));
    const PatternSolution graph = SolvePattern(parsed.value(), OptionsFor(Model::kGraph));
    const std::optional<PatternSolution> board = Solve(line, Model::kBoard);
    if (!board) return;
    ExpectSameUpToRenumbering(graph, *board, identity, Redrawing(diagram, line));
    ++compared;
    if (HasFailure()) return;
  }
  EXPECT_GT(compared, 10 + 471 + 800);
}

}  // namespace
}  // namespace eyeshape::solver
