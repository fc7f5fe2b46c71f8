// SPDX-License-Identifier: MIT
// File: tests/tables/small_index_test.cc
// The small-eyespace index (tables/lookup/small_index.h) against the general
// lookup path (LookupGeneral: validation, normalization, canonical labelling,
// binary search): whenever the index answers, the answer is the general
// path's, in the caller's numbering; it answers every entry of the built-in
// table however its vertices are numbered; and every other input (invalid,
// unnormalized, explicit W contact, misses) reaches the general path, so
// EyeTable::Lookup() (of an EyeGraph or of a diagram) gives the same status
// and message as before. The slow companion (small_index_slow_test.cc)
// redraws every entry under every grid symmetry.

#include "tables/lookup/small_index.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <memory>
#include <numeric>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "eyeshape/eyeshape.h"
#include "tables/generation/generate.h"
#include "tables/generation/polyomino.h"
#include "tables/generation/table_writer.h"
#include "tables/io/table_reader.h"
#include "tables/lookup/default_table.h"
#include "tables/lookup/lookup_internal.h"

namespace eyeshape::tables {
namespace {

const TableReader& Reader() {
  static const TableReader reader = TableReader::Open(DefaultTableImage()).value();
  return reader;
}

// The eyespace (W contact ignored) as an EyeGraph with vertex v renumbered
// p[v].
EyeGraph Renumbered(const solver::Eyespace& eyespace, const std::vector<int>& p) {
  EyeGraph graph;
  graph.num_vertices = eyespace.num_vertices;
  for (int v = 0; v < eyespace.num_vertices; ++v) {
    const std::uint32_t bit = 1u << p[static_cast<std::size_t>(v)];
    for (solver::VertexSet rest = eyespace.neighbours[v]; rest != 0; rest &= rest - 1) {
      graph.neighbours[static_cast<std::size_t>(p[static_cast<std::size_t>(v)])] |=
          1u << p[static_cast<std::size_t>(std::countr_zero(rest))];
    }
    if ((eyespace.marginal >> v & 1) != 0) graph.marginal |= bit;
    if ((eyespace.attacker >> v & 1) != 0) graph.attacker |= bit;
  }
  return graph;
}

std::vector<int> RandomPermutation(int n, std::mt19937& random) {
  std::vector<int> p(static_cast<std::size_t>(n));
  std::iota(p.begin(), p.end(), 0);
  std::shuffle(p.begin(), p.end(), random);
  return p;
}

std::string Describe(const EyeGraph& graph) {
  std::ostringstream text;
  text << "n=" << graph.num_vertices << " rows";
  for (int v = 0; v < 32; ++v) {
    const std::uint32_t row = graph.neighbours[static_cast<std::size_t>(v)];
    if (row != 0) text << ' ' << v << ':' << row;
  }
  text << " marginal " << graph.marginal << " attacker " << graph.attacker;
  if (graph.explicit_wall_contact) text << " touch " << graph.touches_wall;
  return text.str();
}

// Every field a caller can see.
void ExpectSameResult(const LookupResult& actual, const LookupResult& expected,
                      const EyeGraph& graph) {
  EXPECT_EQ(actual.status, expected.status) << Describe(graph);
  EXPECT_EQ(actual.message, expected.message) << Describe(graph);
  EXPECT_EQ(std::string(actual.value.data()), std::string(expected.value.data()))
      << Describe(graph);
  EXPECT_EQ(actual.attack, expected.attack) << Describe(graph);
  EXPECT_EQ(actual.defense, expected.defense) << Describe(graph);
  EXPECT_EQ(actual.solved, expected.solved) << Describe(graph);
}

// The index must answer `graph` (an entry, renumbered) as the general path.
void ExpectIndexAnswers(const SmallIndex& index, const TableReader& reader, const EyeGraph& graph) {
  LookupResult fast;
  ASSERT_TRUE(index.Lookup(graph, fast)) << Describe(graph);
  const LookupResult general = LookupGeneral(reader, graph);
  ASSERT_TRUE(general.hit()) << Describe(graph) << ": " << general.message;
  ExpectSameResult(fast, general, graph);
}

TEST(SmallIndexTest, AnswersEveryEntryUnderRenumberingsAsTheGeneralPath) {
  const SmallIndex index(Reader());
  std::mt19937 random(5);
  for (int n = 1; n <= SmallIndex::kMaxSize; ++n) {
    const std::span<const std::uint8_t> records = Reader().Records(n);
    for (std::size_t i = 0; i < records.size(); i += RecordBytes(n)) {
      const solver::Eyespace eyespace = EntryEyespace(n, records.data() + i);
      if (n <= SmallIndex::kMaxDirectSize) {
        // The direct index stores each renumbering: try them all.
        std::vector<int> p(static_cast<std::size_t>(n));
        std::iota(p.begin(), p.end(), 0);
        do {
          ExpectIndexAnswers(index, Reader(), Renumbered(eyespace, p));
        } while (std::next_permutation(p.begin(), p.end()));
      } else {
        const int trials = n == 8 ? 1 : 3;
        for (int t = 0; t < trials; ++t) {
          ExpectIndexAnswers(index, Reader(), Renumbered(eyespace, RandomPermutation(n, random)));
        }
      }
      if (HasFailure()) return;
    }
  }
}

TEST(SmallIndexTest, CoversTheTablesGraphsAndEntries) {
  const SmallIndex index(Reader());
  for (int n = 1; n <= SmallIndex::kMaxSize; ++n) {
    const SmallIndex::SizeStats stats = index.Stats(n);
    EXPECT_EQ(stats.answers, Reader().directory(n).entries) << n;
    if (n > SmallIndex::kMaxDirectSize) {
      // One block per uncoloured graph: as many as the table's drawings.
      EXPECT_EQ(stats.graphs, Reader().directory(n).graphs) << n;
    }
    EXPECT_GT(stats.bytes, 0u) << n;
  }
}

// Every labelling by `.` `!` `X` of every uncoloured graph of 6..8 vertices,
// renumbered at random: answered as the general path, and answered whenever
// the general path hits without normalizing.
TEST(SmallIndexTest, EveryLabellingOfEveryGraphAgreesWithTheGeneralPath) {
  const SmallIndex index(Reader());
  std::mt19937 random(6);
  for (int n = SmallIndex::kMaxDirectSize + 1; n <= SmallIndex::kMaxSize; ++n) {
    const std::span<const std::uint8_t> graphs = Reader().GraphRecords(n);
    int labellings = 1;
    for (int v = 0; v < n; ++v) labellings *= 3;
    for (std::size_t i = 0; i < graphs.size(); i += GraphRecordBytes(n)) {
      std::array<std::uint8_t, 2 + kMaxKeyBytes> record{};  // counts 0, then the adjacency
      std::copy_n(graphs.data() + i, AdjacencyBytes(n), record.begin() + 2);
      solver::Eyespace eyespace = EntryEyespace(n, record.data());
      const std::vector<int> p = RandomPermutation(n, random);
      for (int labelling = 0; labelling < labellings; ++labelling) {
        eyespace.marginal = 0;
        eyespace.attacker = 0;
        for (int v = 0, rest = labelling; v < n; ++v, rest /= 3) {
          if (rest % 3 == 1) eyespace.marginal |= solver::VertexBit(v);
          if (rest % 3 == 2) eyespace.attacker |= solver::VertexBit(v);
        }
        const EyeGraph graph = Renumbered(eyespace, p);
        const LookupResult general = LookupGeneral(Reader(), graph);
        LookupResult fast;
        if (index.Lookup(graph, fast)) {
          ExpectSameResult(fast, general, graph);
        } else {
          eyespace.touches_wall = solver::CentreWallContact(eyespace);
          EXPECT_FALSE(general.hit() && solver::IsNormalized(eyespace)) << Describe(graph);
        }
        if (HasFailure()) return;
      }
    }
  }
}

// Up to 5 vertices, every input the direct index can see: every adjacency
// (upper triangle) with every labelling by `.` `!` `X` `$` (n <= 4) or by
// `.` `!` `X` (n = 5), through the public API.
TEST(SmallIndexTest, DirectSizesGiveTheGeneralPathsResultForEveryInput) {
  const EyeTable& table = EyeTable::Default();
  for (int n = 1; n <= SmallIndex::kMaxDirectSize; ++n) {
    const int pairs = n * (n - 1) / 2;
    const int kinds = n <= 4 ? 4 : 3;
    int labellings = 1;
    for (int v = 0; v < n; ++v) labellings *= kinds;
    for (int code = 0; code < 1 << pairs; ++code) {
      EyeGraph graph;
      graph.num_vertices = n;
      for (int u = 0, pair = 0; u < n; ++u) {
        for (int w = u + 1; w < n; ++w, ++pair) {
          if ((code >> pair & 1) != 0) {
            graph.neighbours[static_cast<std::size_t>(u)] |= 1u << w;
            graph.neighbours[static_cast<std::size_t>(w)] |= 1u << u;
          }
        }
      }
      for (int labelling = 0; labelling < labellings; ++labelling) {
        graph.marginal = 0;
        graph.attacker = 0;
        for (int v = 0, rest = labelling; v < n; ++v, rest /= kinds) {
          if (rest % kinds == 1 || rest % kinds == 3) graph.marginal |= 1u << v;
          if (rest % kinds >= 2) graph.attacker |= 1u << v;
        }
        ExpectSameResult(table.Lookup(graph), LookupGeneral(Reader(), graph), graph);
        if (HasFailure()) return;
      }
    }
  }
}

// Entries with one thing wrong or unusual: whatever the change, the public
// lookup gives exactly what the general path gives.
TEST(SmallIndexTest, DamagedInputsGetTheGeneralPathsStatusAndMessage) {
  const EyeTable& table = EyeTable::Default();
  std::mt19937 random(7);
  int answered_by_general = 0;
  for (int trial = 0; trial < 40000; ++trial) {
    const int n = 1 + static_cast<int>(random() % SmallIndex::kMaxSize);
    const std::span<const std::uint8_t> records = Reader().Records(n);
    const std::size_t count = records.size() / RecordBytes(n);
    const solver::Eyespace eyespace =
        EntryEyespace(n, records.data() + random() % count * RecordBytes(n));
    EyeGraph graph = Renumbered(eyespace, RandomPermutation(n, random));
    const std::size_t row = random() % 32;
    const std::uint32_t bit = 1u << (random() % 32);
    const std::uint32_t low_bit = 1u << (random() % 9);
    switch (random() % 10) {
      case 0:  // any bit of any row: asymmetric, loop, out of range, or beyond n
        graph.neighbours[row] ^= bit;
        break;
      case 1:  // a nearby bit: mostly a missing or extra edge one way
        graph.neighbours[row % 9] ^= low_bit;
        break;
      case 2:  // an extra or missing edge both ways
        if (row % 9 != static_cast<std::size_t>(std::countr_zero(low_bit))) {
          graph.neighbours[row % 9] ^= low_bit;
          graph.neighbours[static_cast<std::size_t>(std::countr_zero(low_bit))] ^= 1u << (row % 9);
        }
        break;
      case 3:
        graph.marginal ^= low_bit;
        break;
      case 4:
        graph.attacker ^= low_bit;
        break;
      case 5:  // `$`
        graph.marginal |= low_bit;
        graph.attacker |= low_bit;
        break;
      case 6:
        graph.explicit_wall_contact = true;
        graph.touches_wall = static_cast<std::uint32_t>(random()) & solver::AllVertices(n + 1);
        break;
      case 7:
        graph.num_vertices += random() % 2 == 0 ? 1 : -1;
        break;
      case 8:
        graph.num_vertices = static_cast<int>(random() % 70) - 20;
        break;
      default:  // unchanged, with garbage in touches_wall (ignored without the flag)
        graph.touches_wall = static_cast<std::uint32_t>(random());
        break;
    }
    const LookupResult general = LookupGeneral(Reader(), graph);
    if (!general.hit()) ++answered_by_general;
    ExpectSameResult(table.Lookup(graph), general, graph);
    if (HasFailure()) return;
  }
  EXPECT_GT(answered_by_general, 10000);  // the damage mostly shows
}

// Diagrams (EyeTable::Lookup of text uses the index when W contact is the
// centre formula's): entries drawn under a random grid symmetry, also with a
// board edge below (other W contact), a `$` or garbage, give exactly the
// general path's result.
TEST(SmallIndexTest, DiagramsGetTheGeneralPathsResult) {
  const EyeTable& table = EyeTable::Default();
  std::mt19937 random(10);
  int answered = 0;
  for (int n = 1; n <= SmallIndex::kMaxSize; ++n) {
    const std::span<const std::uint8_t> records = Reader().Records(n);
    const std::size_t count = records.size() / RecordBytes(n);
    for (std::size_t k = 0; k < std::min<std::size_t>(count, 600); ++k) {
      const std::uint8_t* record = records.data() + random() % count * RecordBytes(n);
      const auto drawing = EntryDrawing(Reader(), n, record);
      ASSERT_TRUE(drawing.has_value());
      const int symmetry = static_cast<int>(random() % kNumGridSymmetries);
      std::string diagram = DrawnDiagram(*drawing, EntryEyespace(n, record), symmetry);
      switch (random() % 4) {
        case 0: {  // a board edge under the first row's width
          const std::size_t width = std::min(diagram.find('%'), diagram.size());
          diagram.push_back('%');
          diagram.append(width, '-');
          break;
        }
        case 1:
          diagram[diagram.find_first_of(".!X")] = '$';
          break;
        case 2:
          diagram[random() % diagram.size()] = "O.!X$x*-"[random() % 8];
          break;
        default:
          break;
      }
      const LookupResult general = LookupGeneral(Reader(), diagram);
      const LookupResult result = table.Lookup(diagram);
      EXPECT_EQ(result.status, general.status) << diagram;
      EXPECT_EQ(result.message, general.message) << diagram;
      EXPECT_STREQ(result.value.data(), general.value.data()) << diagram;
      EXPECT_EQ(result.attack, general.attack) << diagram;
      EXPECT_EQ(result.defense, general.defense) << diagram;
      if (general.hit()) ++answered;
      if (HasFailure()) return;
    }
  }
  EXPECT_GT(answered, 1000);
}

// A fresh table builds its index on the first lookups, from many threads at
// once; everyone gets the general path's answers.
TEST(SmallIndexTest, ConcurrentFirstLookupsAgree) {
  const std::string path = ::testing::TempDir() + "/small_index_test_default.eyt";
  const std::span<const std::uint8_t> image = DefaultTableImage();
  ASSERT_TRUE(
      WriteFileAtomically(path, std::vector<std::uint8_t>(image.begin(), image.end())).ok());
  std::string error;
  const std::unique_ptr<EyeTable> table = EyeTable::Open(path, &error);
  ASSERT_NE(table, nullptr) << error;
  std::mt19937 random(8);
  std::vector<EyeGraph> graphs;
  std::vector<LookupResult> expected;
  for (int k = 0; k < 400; ++k) {
    const int n = 1 + k % SmallIndex::kMaxSize;
    const std::span<const std::uint8_t> records = Reader().Records(n);
    const std::size_t count = records.size() / RecordBytes(n);
    const solver::Eyespace eyespace =
        EntryEyespace(n, records.data() + random() % count * RecordBytes(n));
    graphs.push_back(Renumbered(eyespace, RandomPermutation(n, random)));
    expected.push_back(LookupGeneral(Reader(), graphs.back()));
  }
  constexpr int kThreads = 4;
  std::vector<std::thread> threads;
  threads.reserve(kThreads);
  std::atomic<int> mismatches{0};
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int round = 0; round < 3; ++round) {
        for (std::size_t k = 0; k < graphs.size(); ++k) {
          const std::size_t i = (k + static_cast<std::size_t>(t) * 97) % graphs.size();
          const LookupResult r = table->Lookup(graphs[i]);
          if (r.status != expected[i].status || r.value != expected[i].value ||
              r.attack != expected[i].attack || r.defense != expected[i].defense) {
            ++mismatches;
          }
        }
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  EXPECT_EQ(mismatches.load(), 0);
}

// Another table: the graph model (every vertex touches W), up to 6 cells.
TEST(SmallIndexTest, GraphModelTableAgreesWithTheGeneralPath) {
  GenerateOptions options;
  options.max_size = 6;
  options.game.model = solver::Model::kGraph;
  const GenerateOutcome outcome = GenerateTable(options);
  ASSERT_EQ(outcome.status, GenerateOutcome::Status::kDone) << outcome.error;
  const TableReader reader = TableReader::Open(outcome.image).value();
  const SmallIndex index(reader);
  std::mt19937 random(9);
  for (int n = 1; n <= 6; ++n) {
    const std::span<const std::uint8_t> records = reader.Records(n);
    for (std::size_t i = 0; i < records.size(); i += RecordBytes(n)) {
      const EyeGraph graph =
          Renumbered(EntryEyespace(n, records.data() + i), RandomPermutation(n, random));
      const LookupResult general = LookupGeneral(reader, graph);
      LookupResult fast;
      if (index.Lookup(graph, fast)) {
        ExpectSameResult(fast, general, graph);
      } else {
        // Only entries the general path cannot take as they are may be left out.
        EXPECT_FALSE(general.hit()) << Describe(graph);
      }
      if (HasFailure()) return;
    }
  }
}

}  // namespace
}  // namespace eyeshape::tables
