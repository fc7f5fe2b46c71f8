// SPDX-License-Identifier: MIT
// File: bench/lookup_benchmark.cc
// Lookup speed of the public library (eyeshape/eyeshape.h), canonicalization
// included: random real shapes of each size (entries of the table, each drawn
// under a random grid symmetry, so the caller's numbering is not canonical)
// looked up one after the other.
//
//   BM_LookupHit/<n>         an EyeGraph in memory (up to 8 cells: the
//                            small-eyespace index; beyond: normalize,
//                            canonicalize, search)
//   BM_LookupGeneral/<n>     the same without the index (LookupGeneral)
//   BM_LookupDiagram/<n>     the same shapes as diagram text (adds parsing)
//   BM_LookupEdge/<n>        edge and corner entries (format version 2) as
//                            EyeGraphs with explicit W contact, randomly
//                            renumbered: always the general path (normalize,
//                            canonicalize with colours 0..5, search)
//   BM_LookupIndexBuild/<n>  building the index's part for size n (done once
//                            per table, on its first query of that size);
//                            counters: its heap bytes and graphs
//
// The table is the file named by the environment variable EYESHAPE_TABLE
// (e.g. a table up to 10 cells from `eyeshape generate`), or the built-in
// table (up to 8 cells); sizes the table lacks are skipped with a message.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "bench/lookup_timing.h"
#include "eyeshape/eyeshape.h"
#include "solver/model/eyespace.h"
#include "tables/generation/polyomino.h"
#include "tables/io/mapped_file.h"
#include "tables/io/table_reader.h"
#include "tables/lookup/default_table.h"
#include "tables/lookup/lookup_internal.h"
#include "tables/lookup/small_index.h"

namespace {

using eyeshape::EyeTable;

// The table under test and a reader over the same bytes (to pick shapes).
struct BenchTable {
  std::unique_ptr<EyeTable> owned;
  const EyeTable* table = nullptr;
  std::optional<eyeshape::tables::MappedFile> file;
  std::optional<eyeshape::tables::TableReader> reader;
};

const BenchTable& Bench() {
  static const BenchTable* const bench = [] {
    auto* b = new BenchTable;
    const char* path = std::getenv("EYESHAPE_TABLE");
    std::span<const std::uint8_t> bytes = eyeshape::tables::DefaultTableImage();
    if (path != nullptr && *path != '\0') {
      std::string error;
      b->owned = EyeTable::Open(path, &error);
      if (b->owned == nullptr) {
        std::fprintf(stderr, "lookup_benchmark: %s\n", error.c_str());
        std::exit(2);
      }
      b->table = b->owned.get();
      b->file.emplace(eyeshape::tables::MappedFile::Open(path).value());
      bytes = b->file->bytes();
    } else {
      b->table = &EyeTable::Default();
    }
    b->reader.emplace(eyeshape::tables::TableReader::Open(bytes).value());
    return b;
  }();
  return *bench;
}

// `count` random entries of size n, as diagrams drawn under random symmetries.
std::vector<std::string> RandomDiagrams(int n, int count) {
  const eyeshape::tables::TableReader& reader = *Bench().reader;
  std::vector<std::string> diagrams;
  if (n > reader.max_size()) return diagrams;
  const std::span<const std::uint8_t> records = reader.Records(n);
  const std::size_t record_bytes = eyeshape::tables::RecordBytes(n);
  const std::size_t entries = records.size() / record_bytes;
  std::mt19937_64 random(12345 + static_cast<unsigned>(n));
  for (int i = 0; i < count; ++i) {
    const std::uint8_t* record = &records[(random() % entries) * record_bytes];
    const auto drawing = eyeshape::tables::EntryDrawing(reader, n, record);
    diagrams.push_back(eyeshape::tables::DrawnDiagram(
        *drawing, eyeshape::tables::EntryEyespace(n, record), static_cast<int>(random() % 8)));
  }
  return diagrams;
}

eyeshape::EyeGraph ToEyeGraph(const std::string& diagram) {
  return eyeshape::tables::ToEyeGraph(eyeshape::solver::ParseEyespace(diagram).value().eyespace);
}

constexpr int kShapes = 4096;  // a power of two

// kShapes random entries of the benchmark's size as EyeGraphs, or none (and
// the benchmark skipped) when the table has no entry of that size.
std::vector<eyeshape::EyeGraph> RandomGraphs(benchmark::State& state) {
  const std::vector<std::string> diagrams =
      RandomDiagrams(static_cast<int>(state.range(0)), kShapes);
  std::vector<eyeshape::EyeGraph> graphs;
  graphs.reserve(diagrams.size());
  for (const std::string& diagram : diagrams) graphs.push_back(ToEyeGraph(diagram));
  if (graphs.empty()) {
    state.SkipWithError("the table has no entries of this size (set EYESHAPE_TABLE)");
  }
  return graphs;
}

void BM_LookupHit(benchmark::State& state) {
  const std::vector<eyeshape::EyeGraph> graphs = RandomGraphs(state);
  if (graphs.empty()) return;
  eyeshape::bench::TimeLookups(state, *Bench().table, graphs);
}
BENCHMARK(BM_LookupHit)->DenseRange(1, 10);

// kShapes random edge and corner entries of the benchmark's size, randomly
// renumbered, as EyeGraphs with explicit W contact.
std::vector<eyeshape::EyeGraph> RandomEdgeGraphs(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const eyeshape::tables::TableReader& reader = *Bench().reader;
  std::vector<eyeshape::EyeGraph> graphs;
  if (n > reader.edge_max_size() ||
      reader.Records(eyeshape::tables::RecordKind::kEdge, n).empty()) {
    state.SkipWithError("the table has no edge or corner entries of this size");
    return graphs;
  }
  const std::span<const std::uint8_t> records =
      reader.Records(eyeshape::tables::RecordKind::kEdge, n);
  const std::size_t record_bytes = eyeshape::tables::EdgeRecordBytes(n);
  const std::size_t entries = records.size() / record_bytes;
  std::mt19937_64 random(54321 + static_cast<unsigned>(n));
  const auto map = [](std::uint32_t mask, const std::vector<int>& image) {
    std::uint32_t mapped = 0;
    for (std::size_t v = 0; v < image.size(); ++v) {
      if ((mask >> v & 1) != 0) mapped |= std::uint32_t{1} << image[v];
    }
    return mapped;
  };
  for (int i = 0; i < kShapes; ++i) {
    const eyeshape::solver::Eyespace eyespace = eyeshape::tables::EntryEyespace(
        eyeshape::tables::RecordKind::kEdge, n, &records[(random() % entries) * record_bytes]);
    std::vector<int> image(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v) image[static_cast<std::size_t>(v)] = v;
    std::shuffle(image.begin(), image.end(), random);
    eyeshape::EyeGraph graph;
    graph.num_vertices = n;
    for (int v = 0; v < n; ++v) {
      graph.neighbours[static_cast<std::size_t>(image[static_cast<std::size_t>(v)])] =
          map(eyespace.neighbours[static_cast<std::size_t>(v)], image);
    }
    graph.marginal = map(eyespace.marginal, image);
    graph.attacker = map(eyespace.attacker, image);
    graph.explicit_wall_contact = true;
    graph.touches_wall = map(eyespace.touches_wall, image);
    graphs.push_back(graph);
  }
  return graphs;
}

void BM_LookupEdge(benchmark::State& state) {
  const std::vector<eyeshape::EyeGraph> graphs = RandomEdgeGraphs(state);
  if (graphs.empty()) return;
  eyeshape::bench::TimeLookups(state, *Bench().table, graphs);
}
BENCHMARK(BM_LookupEdge)->DenseRange(2, 8);

void BM_LookupGeneral(benchmark::State& state) {
  const std::vector<eyeshape::EyeGraph> graphs = RandomGraphs(state);
  if (graphs.empty()) return;
  const eyeshape::tables::TableReader& reader = *Bench().reader;
  std::size_t i = 0;
  for (auto _ : state) {
    eyeshape::LookupResult result =
        eyeshape::tables::LookupGeneral(reader, graphs[i++ & (kShapes - 1)]);
    if (!result.hit()) state.SkipWithError("miss");
    benchmark::DoNotOptimize(result);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_LookupGeneral)->DenseRange(1, 10);

void BM_LookupIndexBuild(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const eyeshape::tables::TableReader& reader = *Bench().reader;
  if (n > reader.max_size()) {
    state.SkipWithError("the table has no entries of this size");
    return;
  }
  eyeshape::tables::SmallIndex::SizeStats stats;
  for (auto _ : state) {
    const eyeshape::tables::SmallIndex index(reader);
    stats = index.Stats(n);
    benchmark::DoNotOptimize(stats);
  }
  state.counters["bytes"] = static_cast<double>(stats.bytes);
  state.counters["graphs"] = static_cast<double>(stats.graphs);
}
BENCHMARK(BM_LookupIndexBuild)
    ->DenseRange(1, eyeshape::tables::SmallIndex::kMaxSize)
    ->Unit(benchmark::kMillisecond);

void BM_LookupDiagram(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const std::vector<std::string> diagrams = RandomDiagrams(n, kShapes);
  if (diagrams.empty()) {
    state.SkipWithError("the table has no entries of this size (set EYESHAPE_TABLE)");
    return;
  }
  const EyeTable& table = *Bench().table;
  benchmark::DoNotOptimize(table.Lookup(diagrams[0]));  // builds the index part (see above)
  std::size_t i = 0;
  for (auto _ : state) {
    eyeshape::LookupResult result = table.Lookup(diagrams[i++ & (kShapes - 1)]);
    if (!result.hit()) state.SkipWithError("miss");
    benchmark::DoNotOptimize(result);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_LookupDiagram)->DenseRange(1, 10);

}  // namespace

BENCHMARK_MAIN();
