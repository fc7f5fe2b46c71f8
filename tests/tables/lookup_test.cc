// SPDX-License-Identifier: MIT
// File: tests/tables/lookup_test.cc
// The lookup library (eyeshape/eyeshape.h) on the built-in table: answers
// equal the solver's in the caller's numbering for redrawn, renumbered and
// unnormalized shapes; misses and invalid inputs are reported with reasons;
// table files are opened and checked; lookups are safe from many threads.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "eyeshape/eyeshape.h"
#include "solver/solver.h"
#include "tables/generation/edge_classes.h"
#include "tables/generation/generate.h"
#include "tables/generation/polyomino.h"
#include "tables/generation/table_writer.h"
#include "tables/io/table_reader.h"

namespace eyeshape {
namespace {

const EyeTable& Table() { return EyeTable::Default(); }

// The solver's answer for a diagram, as a LookupResult would give it.
struct Expected {
  std::string value;
  std::uint32_t attack = 0;
  std::uint32_t defense = 0;
};

Expected Solve(const std::string& text,
               const solver::GameOptions& options = solver::GameOptions{}) {
  const Result<solver::Pattern> pattern = solver::ParseEyespace(text);
  EXPECT_TRUE(pattern.ok()) << text;
  const solver::PatternSolution solution = solver::SolvePattern(pattern.value(), options);
  return {solution.value.ToString(), solution.vital.attack, solution.vital.defense};
}

void ExpectHitLikeSolver(const std::string& text) {
  const LookupResult result = Table().Lookup(text);
  ASSERT_TRUE(result.hit()) << text << ": " << result.message;
  const Expected expected = Solve(text);
  EXPECT_EQ(std::string(result.value.data()), expected.value) << text;
  EXPECT_EQ(result.attack, expected.attack) << text;
  EXPECT_EQ(result.defense, expected.defense) << text;
  EXPECT_FALSE(result.solved);
}

TEST(LookupTest, BuiltInTableIsBoardModelUpToEightCells) {
  const TableInfo info = Table().info();
  EXPECT_FALSE(info.model.graph_model);
  EXPECT_EQ(info.model.outer_liberties, 2);
  EXPECT_EQ(info.max_size, 8);
  EXPECT_EQ(info.entries, 181443u);
  EXPECT_EQ(info.edge_max_size, 7);
  EXPECT_EQ(info.corner_max_size, 7);
  EXPECT_EQ(info.edge_entries, 3u + 26 + 209 + 1446 + 10598 + 77030);  // docs/edge-classes.md
  EXPECT_EQ(info.format_version, 2u);
}

TEST(LookupTest, TextbookShapes) {
  const LookupResult three = Table().Lookup("...");
  ASSERT_TRUE(three.hit());
  EXPECT_STREQ(three.value.data(), "1122");
  EXPECT_EQ(three.attack, 0b010u);
  EXPECT_EQ(three.defense, 0b010u);
  const LookupResult corner = Table().Lookup("!...%....");
  ASSERT_TRUE(corner.hit());
  EXPECT_STREQ(corner.value.data(), "1122");
  ExpectHitLikeSolver("....");
}

// Every grid symmetry of random 1..8-cell labelled shapes, as diagrams.
TEST(LookupTest, RedrawnShapesAgreeWithTheSolver) {
  std::mt19937 random(42);
  for (int n = 1; n <= 8; ++n) {
    const std::vector<tables::Polyomino> shapes = tables::FreePolyominoes(n);
    for (int trial = 0; trial < 12; ++trial) {
      const tables::Polyomino& shape = shapes[random() % shapes.size()];
      std::string labels;
      for (int v = 0; v < n; ++v) labels += ".!X"[random() % 3];
      const solver::Eyespace eyespace = tables::ToEyespace(shape, labels);
      bool holds = true;  // no marginal vertex of degree 4
      for (int v = 0; v < n; ++v) {
        if ((eyespace.marginal >> v & 1) != 0 && std::popcount(eyespace.neighbours[v]) == 4) {
          holds = false;
        }
      }
      if (!holds) continue;
      for (int symmetry = 0; symmetry < tables::kNumGridSymmetries; ++symmetry) {
        const std::vector<solver::Cell> cells = tables::ApplySymmetry(shape, symmetry);
        ExpectHitLikeSolver(tables::ToDiagram(cells, labels, 'O', "%"));
      }
    }
  }
}

// Shapes that normalization changes: captured X strings, `$` stones.
TEST(LookupTest, UnnormalizedShapesAgreeWithTheSolver) {
  ExpectHitLikeSolver("XXX");      // captured: equals "..."
  ExpectHitLikeSolver("$..");      // connected outside: equals "!."
  ExpectHitLikeSolver("..$%...");  // the $ leaves, its neighbours become marginal
  ExpectHitLikeSolver("X.X%XXX");
  const LookupResult empty = Table().Lookup("$$");
  ASSERT_TRUE(empty.hit()) << empty.message;
  EXPECT_STREQ(empty.value.data(), "0000");
}

TEST(LookupTest, GraphsInTheCallersNumbering) {
  // The bent three 0-1-2 with the bend at 1, numbered 2-0-1.
  EyeGraph graph;
  graph.num_vertices = 3;
  graph.neighbours[2] = 0b001;
  graph.neighbours[0] = 0b110;
  graph.neighbours[1] = 0b001;
  const LookupResult result = Table().Lookup(graph);
  ASSERT_TRUE(result.hit()) << result.message;
  EXPECT_STREQ(result.value.data(), "1122");
  EXPECT_EQ(result.attack, 0b001u);  // the middle vertex is vertex 0
  EXPECT_EQ(result.defense, 0b001u);
  // Explicit W contact equal to the centre formula is the same shape.
  graph.explicit_wall_contact = true;
  graph.touches_wall = 0b111;
  EXPECT_TRUE(Table().Lookup(graph).hit());
}

TEST(LookupTest, SymmetricShapesGetOrbitConsistentVitalPoints) {
  // The plus pentomino with X in the middle: the four arms are one orbit.
  const LookupResult plus = Table().Lookup("O.O%.X.%O.O");
  ASSERT_TRUE(plus.hit());
  const Expected expected = Solve("O.O%.X.%O.O");
  EXPECT_EQ(plus.attack, expected.attack);
  const std::uint32_t arms = 0b11011;
  EXPECT_TRUE((plus.attack & arms) == 0 || (plus.attack & arms) == arms);
  EXPECT_TRUE((plus.defense & arms) == 0 || (plus.defense & arms) == arms);
}

// An edge pattern whose W contact is the centre formula's is the same
// eyespace (SPEC §6): a hit.
TEST(LookupTest, EdgePatternsWithCentreWallContactHit) { ExpectHitLikeSolver("...%---"); }

// On the edge, the middle `!` has no free side left: it does not touch W, an
// edge class of the table (format version 2).
TEST(LookupTest, EdgePatternsThatLoseWallContactHit) {
  ExpectHitLikeSolver(".!.%---");
  ExpectHitLikeSolver("...%...%---");
  ExpectHitLikeSolver("|.X.%|...%+---");
  ExpectHitLikeSolver("+---%|..%|.");
  // The middle vertex of a path loses W contact in a corner bend.
  const LookupResult bend = Table().Lookup("3:...:0-1,1-2:101");
  ASSERT_TRUE(bend.hit()) << bend.message;
  const Expected expected = Solve("+--%|..%|.");
  EXPECT_EQ(std::string(bend.value.data()), expected.value);
}

TEST(LookupTest, MissesSayWhy) {
  const LookupResult big = Table().Lookup(".........");
  EXPECT_EQ(big.status, LookupStatus::kMiss);
  EXPECT_NE(big.message.find("larger"), std::string::npos);
  // Edge and corner classes stop at 7 cells in the built-in table.
  const LookupResult big_edge = Table().Lookup("...%.....%-----");
  EXPECT_EQ(big_edge.status, LookupStatus::kMiss);
  EXPECT_NE(big_edge.message.find("edge and corner classes are smaller"), std::string::npos)
      << big_edge.message;
  // W contact no placement realises: both ends of a pair without it.
  const LookupResult flags = Table().Lookup("2:..:0-1:00");
  EXPECT_EQ(flags.status, LookupStatus::kMiss);
  EXPECT_NE(flags.message.find("no edge or corner placement"), std::string::npos) << flags.message;
  // W contact where the centre formula has none (an interior point).
  const LookupResult interior = Table().Lookup("5:.....:0-1,0-2,0-3,0-4:11111");
  EXPECT_EQ(interior.status, LookupStatus::kMiss);
  EXPECT_NE(interior.message.find("centre formula has none"), std::string::npos)
      << interior.message;
  const LookupResult triangle = Table().Lookup("3:...:0-1,1-2,0-2");
  EXPECT_EQ(triangle.status, LookupStatus::kMiss);
  EXPECT_NE(triangle.message.find("grid"), std::string::npos);
  const LookupResult split = Table().Lookup(".$.");
  EXPECT_EQ(split.status, LookupStatus::kMiss);
  EXPECT_NE(split.message.find("connected"), std::string::npos);
}

TEST(LookupTest, InvalidInputIsReportedNotLookedUp) {
  EXPECT_EQ(Table().Lookup("..x").status, LookupStatus::kInvalid);
  EXPECT_EQ(Table().Lookup("").status, LookupStatus::kInvalid);
  EXPECT_EQ(Table().Lookup("O!O%!!!%O!O").status, LookupStatus::kInvalid);
  EyeGraph asymmetric;
  asymmetric.num_vertices = 2;
  asymmetric.neighbours[0] = 0b10;
  EXPECT_EQ(Table().Lookup(asymmetric).status, LookupStatus::kInvalid);
  EyeGraph disconnected;
  disconnected.num_vertices = 2;
  EXPECT_EQ(Table().Lookup(disconnected).status, LookupStatus::kInvalid);
  EyeGraph too_big;
  too_big.num_vertices = 33;
  EXPECT_EQ(Table().Lookup(too_big).status, LookupStatus::kInvalid);
}

TEST(LookupTest, LookupOrSolveSolvesMisses) {
  const std::string nine = ".........";
  const LookupResult result = LookupOrSolve(Table(), nine);
  ASSERT_TRUE(result.hit());
  EXPECT_TRUE(result.solved);
  const Expected expected = Solve(nine);
  EXPECT_EQ(std::string(result.value.data()), expected.value);
  EXPECT_EQ(result.attack, expected.attack);
  EXPECT_FALSE(LookupOrSolve(Table(), "...").solved);
}

TEST(LookupTest, ConcurrentLookupsAgree) {
  const std::vector<std::string> shapes = {"...",         "!...%....", "X.X%...",
                                           ".!.%.X.%...", "....%....", "..X..%.!..."};
  std::vector<LookupResult> expected;
  expected.reserve(shapes.size());
  for (const std::string& shape : shapes) expected.push_back(Table().Lookup(shape));
  constexpr int kThreads = 4;
  std::vector<std::thread> threads;
  threads.reserve(kThreads);
  std::atomic<int> mismatches{0};
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&] {
      for (int round = 0; round < 500; ++round) {
        for (std::size_t i = 0; i < shapes.size(); ++i) {
          const LookupResult r = Table().Lookup(shapes[i]);
          if (r.value != expected[i].value || r.attack != expected[i].attack) ++mismatches;
        }
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  EXPECT_EQ(mismatches.load(), 0);
}

TEST(LookupTest, TableFilesOpenAndWrongOnesAreRejected) {
  tables::GenerateOptions options;
  options.max_size = 4;
  options.game.model = solver::Model::kGraph;
  const tables::GenerateOutcome outcome = tables::GenerateTable(options);
  ASSERT_EQ(outcome.status, tables::GenerateOutcome::Status::kDone);
  const std::string path = ::testing::TempDir() + "/lookup_test_graph4.eyt";
  ASSERT_TRUE(tables::WriteFileAtomically(path, outcome.image).ok());

  std::string error;
  std::unique_ptr<EyeTable> table = EyeTable::Open(path, &error);
  ASSERT_NE(table, nullptr) << error;
  EXPECT_TRUE(table->info().model.graph_model);
  // In the graph model W contact does not matter: an edge pattern is a hit.
  const LookupResult edge = table->Lookup("...%---");
  ASSERT_TRUE(edge.hit()) << edge.message;
  solver::GameOptions graph_model;
  graph_model.model = solver::Model::kGraph;
  EXPECT_EQ(std::string(edge.value.data()), Solve("...%---", graph_model).value);

  GameModel board;
  EXPECT_EQ(EyeTable::Open(path, &error, &board), nullptr);
  EXPECT_NE(error.find("expected the board model"), std::string::npos) << error;
  EXPECT_EQ(EyeTable::Open(path + ".missing", &error), nullptr);
  EXPECT_NE(error.find("cannot open"), std::string::npos);

  std::vector<std::uint8_t> truncated(outcome.image.begin(), outcome.image.end() - 1);
  ASSERT_TRUE(tables::WriteFileAtomically(path, truncated).ok());
  EXPECT_EQ(EyeTable::Open(path, &error), nullptr);
  EXPECT_NE(error.find("truncated"), std::string::npos) << error;
  std::vector<std::uint8_t> corrupted = outcome.image;
  corrupted[corrupted.size() / 2] ^= 4;
  ASSERT_TRUE(tables::WriteFileAtomically(path, corrupted).ok());
  EXPECT_EQ(EyeTable::Open(path, &error), nullptr);
  EXPECT_NE(error.find("checksum"), std::string::npos) << error;
  std::vector<std::uint8_t> version = outcome.image;
  version[8] = 9;
  ASSERT_TRUE(tables::WriteFileAtomically(path, version).ok());
  EXPECT_EQ(EyeTable::Open(path, &error), nullptr);
  EXPECT_NE(error.find("version"), std::string::npos) << error;
}

// A diagram of an edge or corner placement, the edge above row 0 (and, for a
// corner, the edge left of column 0); `mirror` applies the placement's
// symmetry first (edge: reflection along the edge; corner: the diagonal).
// diagram_vertex[i] is the diagram's number (reading order) of vertex i.
std::string PlacedDiagram(const tables::EdgeClass& c, bool mirror,
                          std::vector<int>& diagram_vertex) {
  std::vector<solver::Cell> cells(c.cells.begin(), c.cells.end());
  int rows = 0;
  int columns = 0;
  for (const solver::Cell& cell : cells) columns = std::max(columns, cell.column + 1);
  for (solver::Cell& cell : cells) {
    if (mirror && c.placement == tables::Placement::kEdge) cell.column = columns - 1 - cell.column;
    if (mirror && c.placement == tables::Placement::kCorner) std::swap(cell.row, cell.column);
  }
  for (const solver::Cell& cell : cells) {
    rows = std::max(rows, cell.row + 1);
    columns = std::max(columns, cell.column + 1);
  }
  const bool corner = c.placement == tables::Placement::kCorner;
  std::vector<std::string> grid(static_cast<std::size_t>(rows),
                                std::string(static_cast<std::size_t>(columns), 'O'));
  for (std::size_t i = 0; i < cells.size(); ++i) {
    grid[static_cast<std::size_t>(cells[i].row)][static_cast<std::size_t>(cells[i].column)] =
        c.labels[i];
  }
  std::vector<int> order(cells.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return cells[static_cast<std::size_t>(a)] < cells[static_cast<std::size_t>(b)];
  });
  diagram_vertex.assign(cells.size(), 0);
  for (std::size_t k = 0; k < order.size(); ++k) {
    diagram_vertex[static_cast<std::size_t>(order[k])] = static_cast<int>(k);
  }
  std::string text;
  if (corner) text.push_back('+');
  text.append(static_cast<std::size_t>(columns), '-');
  for (const std::string& row : grid) {
    text.push_back('%');
    if (corner) text.push_back('|');
    text.append(row);
  }
  return text;
}

std::uint32_t MapBits(std::uint32_t mask, const std::vector<int>& image) {
  std::uint32_t mapped = 0;
  for (std::size_t v = 0; v < image.size(); ++v) {
    if ((mask >> v & 1) != 0) mapped |= std::uint32_t{1} << image[v];
  }
  return mapped;
}

// Every edge and corner class of the built-in table (up to 7 cells), drawn
// as a diagram, under its placement's symmetry, and as a shuffled graph line
// with TOUCH, looks up to one value with vital points mapped through each
// numbering; the solver agrees on the diagram (every class up to 5 cells,
// every 50th of 6 and 7 cells, so that the test stays fast).
TEST(LookupTest, EdgeAndCornerClassesAnswerUnderTheirSymmetries) {
  std::mt19937_64 random(10);
  for (int n = 2; n <= 7; ++n) {
    int index = 0;
    std::uint64_t looked_up = 0;
    for (const tables::EdgeClass& c : tables::EdgeAndCornerClasses(n)) {
      const bool solve = n <= 5 || index++ % 50 == 0;
      std::vector<int> first_vertex;
      const std::string first = PlacedDiagram(c, false, first_vertex);
      const LookupResult base = Table().Lookup(first);
      ASSERT_TRUE(base.hit()) << first << ": " << base.message;
      ++looked_up;
      if (solve) {
        const Expected expected = Solve(first);
        ASSERT_EQ(std::string(base.value.data()), expected.value) << first;
        ASSERT_EQ(base.attack, expected.attack) << first;
        ASSERT_EQ(base.defense, expected.defense) << first;
      }
      // In the class's own numbering.
      std::vector<int> back(first_vertex.size());
      for (std::size_t i = 0; i < back.size(); ++i)
        back[static_cast<std::size_t>(first_vertex[i])] = static_cast<int>(i);
      const std::uint32_t attack = MapBits(base.attack, back);
      const std::uint32_t defense = MapBits(base.defense, back);

      std::vector<int> mirror_vertex;
      const std::string mirrored = PlacedDiagram(c, true, mirror_vertex);
      const LookupResult reflected = Table().Lookup(mirrored);
      ASSERT_TRUE(reflected.hit()) << mirrored << ": " << reflected.message;
      EXPECT_EQ(std::string(reflected.value.data()), std::string(base.value.data())) << mirrored;
      EXPECT_EQ(reflected.attack, MapBits(attack, mirror_vertex)) << mirrored;
      EXPECT_EQ(reflected.defense, MapBits(defense, mirror_vertex)) << mirrored;

      std::vector<int> permutation(static_cast<std::size_t>(n));
      for (int v = 0; v < n; ++v) permutation[static_cast<std::size_t>(v)] = v;
      std::shuffle(permutation.begin(), permutation.end(), random);
      const solver::Eyespace eyespace = tables::EyespaceOf(c);
      solver::Eyespace renumbered;
      renumbered.num_vertices = n;
      for (int v = 0; v < n; ++v) {
        renumbered.neighbours[static_cast<std::size_t>(permutation[static_cast<std::size_t>(v)])] =
            MapBits(eyespace.neighbours[static_cast<std::size_t>(v)], permutation);
      }
      renumbered.marginal = MapBits(eyespace.marginal, permutation);
      renumbered.attacker = MapBits(eyespace.attacker, permutation);
      renumbered.touches_wall = MapBits(eyespace.touches_wall, permutation);
      const std::string line = solver::FormatGraphLine(renumbered);
      const LookupResult graph = Table().Lookup(line);
      ASSERT_TRUE(graph.hit()) << line << ": " << graph.message;
      EXPECT_EQ(std::string(graph.value.data()), std::string(base.value.data())) << line;
      EXPECT_EQ(graph.attack, MapBits(attack, permutation)) << line;
      EXPECT_EQ(graph.defense, MapBits(defense, permutation)) << line;
    }
    EXPECT_GT(looked_up, 0u) << n;
  }
}

}  // namespace
}  // namespace eyeshape
