// SPDX-License-Identifier: MIT
// File: bench/eyesdb_benchmark.cc
// A table lookup against GNU Go's way of answering an eyespace, on the same
// shapes:
//
//   BM_LookupTable/<n>       EyeTable::Lookup() of an EyeGraph: input
//                            checks, then the small-eyespace index (up to 8
//                            cells) or normalize, canonical labelling and
//                            search, vital points in the caller's numbering;
//   BM_GnuGoStyleMatch/<n>   the eyes.db matcher (tables/eyesdb_match.h, GNU
//                            Go's recognize_eye() rule) over ../shared/data/
//                            eyes.db: patterns in file order, same vertex and
//                            marginal counts, backtracking over vertex maps,
//                            then the first match's marks carried over.
//
// Shapes of size n (3..8): table entries that eyes.db answers at all (centre,
// no board edge), 1024 drawn at random with repetition (seeded), each under a
// random grid symmetry so no numbering is canonical. Unanswered shapes make
// the matcher scan every pattern of their size and marginal count, so this
// set is the matcher's favourable case. The *Any variants draw from every
// entry (answered or not: GNU Go then scans all candidates and assumes 2
// eyes), which is what a caller meets when shapes come uniformly by class.
// Size argument 0 mixes the sizes: 1024 shapes, an equal share of each of 3..8
// cells, shuffled (the per-lookup figure over shapes of every size).
// The table is the built-in one (up to 8 cells) or the file in EYESHAPE_TABLE;
// eyes.db is EYESHAPE_EYES_DB or ../shared/data/eyes.db next to the source
// tree (GPL data, read only). bench/eyesdb_report.sh runs both and prints the
// ratio per size.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "bench/lookup_timing.h"
#include "eyeshape/eyeshape.h"
#include "solver/model/eyespace.h"
#include "tables/eyesdb/eyesdb.h"
#include "tables/eyesdb/eyesdb_match.h"
#include "tables/generation/polyomino.h"
#include "tables/io/mapped_file.h"
#include "tables/io/table_reader.h"
#include "tables/lookup/default_table.h"
#include "tables/lookup/lookup_internal.h"

namespace {

namespace tables = eyeshape::tables;
using eyeshape::EyeTable;

constexpr int kShapes = 1024;   // a power of two
constexpr int kMixedSizes = 0;  // the size argument that stands for 3..8 cells mixed

struct BenchData {
  std::unique_ptr<EyeTable> owned;
  const EyeTable* table = nullptr;
  std::optional<tables::MappedFile> file;
  std::optional<tables::TableReader> reader;
  std::optional<tables::EyesDb> db;
  std::string db_error;
};

std::string EyesDbPath() {
  const char* path = std::getenv("EYESHAPE_EYES_DB");
  if (path != nullptr && *path != '\0') return path;
  std::string source = __FILE__;  // .../main/bench/eyesdb_benchmark.cc
  const std::size_t slash = source.rfind('/');
  source = slash == std::string::npos ? "." : source.substr(0, slash);
  return source + "/../../shared/data/eyes.db";
}

const BenchData& Data() {
  static const BenchData* const data = [] {
    auto* d = new BenchData;
    const char* path = std::getenv("EYESHAPE_TABLE");
    std::span<const std::uint8_t> bytes = tables::DefaultTableImage();
    if (path != nullptr && *path != '\0') {
      std::string error;
      d->owned = EyeTable::Open(path, &error);
      if (d->owned == nullptr) {
        std::fprintf(stderr, "eyesdb_benchmark: %s\n", error.c_str());
        std::exit(2);
      }
      d->table = d->owned.get();
      d->file.emplace(tables::MappedFile::Open(path).value());
      bytes = d->file->bytes();
    } else {
      d->table = &EyeTable::Default();
    }
    d->reader.emplace(tables::TableReader::Open(bytes).value());
    eyeshape::Result<tables::EyesDb> db = tables::ReadEyesDbFile(EyesDbPath());
    if (db.ok()) {
      d->db.emplace(std::move(db).value());
    } else {
      d->db_error = db.error();
    }
    return d;
  }();
  return *data;
}

// The shapes of size n (see the file comment), as eyespaces in a random
// drawing's reading order: only those eyes.db answers, or any entry.
const std::vector<eyeshape::solver::Eyespace>& Shapes(int n, bool answered_only) {
  static std::vector<std::vector<eyeshape::solver::Eyespace>> cache(
      2 * static_cast<std::size_t>(tables::kMaxFormatSize + 1));
  std::vector<eyeshape::solver::Eyespace>& shapes =
      cache[2 * static_cast<std::size_t>(n) + (answered_only ? 1 : 0)];
  const BenchData& data = Data();
  if (!shapes.empty() || !data.db.has_value() || n > data.reader->max_size()) return shapes;
  if (n == kMixedSizes) {
    // Every size weighs the same: kShapes / 6 shapes of each of 3..8 cells,
    // shuffled so that sizes alternate unpredictably.
    for (int size = 3; size <= 8; ++size) {
      const std::vector<eyeshape::solver::Eyespace>& of_size = Shapes(size, answered_only);
      const std::size_t take = std::min<std::size_t>(of_size.size(), kShapes / 6 + 1);
      shapes.insert(shapes.end(), of_size.begin(), of_size.begin() + static_cast<long>(take));
    }
    if (shapes.size() < kShapes) {
      shapes.clear();
      return shapes;
    }
    std::mt19937_64 random(2024);
    std::shuffle(shapes.begin(), shapes.end(), random);
    shapes.resize(kShapes);
    return shapes;
  }
  const std::span<const std::uint8_t> records = data.reader->Records(n);
  const std::size_t record_bytes = tables::RecordBytes(n);
  std::vector<const std::uint8_t*> answered;
  for (std::size_t i = 0; i < records.size(); i += record_bytes) {
    const tables::EyesDbQuery query{tables::EntryEyespace(n, records.data() + i), {}};
    if (!answered_only || tables::FirstMatch(*data.db, query).has_value()) {
      answered.push_back(records.data() + i);
    }
  }
  if (answered.empty()) return shapes;
  std::mt19937_64 random(2024 + static_cast<unsigned>(n));
  for (int k = 0; k < kShapes; ++k) {
    const std::uint8_t* record = answered[random() % answered.size()];
    const auto drawing = tables::EntryDrawing(*data.reader, n, record);
    const std::string diagram = tables::DrawnDiagram(*drawing, tables::EntryEyespace(n, record),
                                                     static_cast<int>(random() % 8));
    shapes.push_back(eyeshape::solver::ParseEyespace(diagram).value().eyespace);
  }
  return shapes;
}

// Skips the benchmark (with the reason) when it has nothing to run on.
bool Ready(benchmark::State& state, int n, bool answered_only) {
  const BenchData& data = Data();
  if (!data.db.has_value()) {
    state.SkipWithError(("no eyes.db: " + data.db_error).c_str());
    return false;
  }
  if (Shapes(n, answered_only).empty()) {
    state.SkipWithError("no table entry of this size that eyes.db answers");
    return false;
  }
  return true;
}

void LookupTable(benchmark::State& state, bool answered_only) {
  const int n = static_cast<int>(state.range(0));
  if (!Ready(state, n, answered_only)) return;
  std::vector<eyeshape::EyeGraph> graphs;
  for (const eyeshape::solver::Eyespace& e : Shapes(n, answered_only)) {
    graphs.push_back(tables::ToEyeGraph(e));
  }
  eyeshape::bench::TimeLookups(state, *Data().table, graphs);
}

void GnuGoStyleMatch(benchmark::State& state, bool answered_only) {
  const int n = static_cast<int>(state.range(0));
  if (!Ready(state, n, answered_only)) return;
  std::vector<tables::EyesDbQuery> queries;
  for (const eyeshape::solver::Eyespace& e : Shapes(n, answered_only)) queries.push_back({e, {}});
  const tables::EyesDb& db = *Data().db;
  std::size_t i = 0;
  for (auto _ : state) {
    const std::optional<tables::EyesDbMatch> match =
        tables::FirstMatch(db, queries[i++ & (kShapes - 1)]);
    eyeshape::solver::VitalPoints marks;  // no match: GNU Go assumes 2 eyes, no vital points
    if (match.has_value()) {
      marks = tables::MarksOnQuery(db.patterns[static_cast<std::size_t>(match->pattern_index)],
                                   match->vertex_map);
    } else if (answered_only) {
      state.SkipWithError("no match");
      break;
    }
    benchmark::DoNotOptimize(marks);
  }
  state.SetItemsProcessed(state.iterations());
}

void BM_LookupTable(benchmark::State& state) { LookupTable(state, true); }
void BM_GnuGoStyleMatch(benchmark::State& state) { GnuGoStyleMatch(state, true); }
void BM_LookupTableAny(benchmark::State& state) { LookupTable(state, false); }
void BM_GnuGoStyleMatchAny(benchmark::State& state) { GnuGoStyleMatch(state, false); }
BENCHMARK(BM_LookupTable)->DenseRange(3, 8)->Arg(kMixedSizes);
BENCHMARK(BM_GnuGoStyleMatch)->DenseRange(3, 8)->Arg(kMixedSizes);
BENCHMARK(BM_LookupTableAny)->DenseRange(3, 8)->Arg(kMixedSizes);
BENCHMARK(BM_GnuGoStyleMatchAny)->DenseRange(3, 8)->Arg(kMixedSizes);

}  // namespace

BENCHMARK_MAIN();
