// SPDX-License-Identifier: MIT
// File: tests/tables/small_index_slow_test.cc
// The small-eyespace index (tables/lookup/small_index.h) on every entry of
// the built-in table drawn on the board under each of the 8 grid symmetries
// and numbered in reading order, as a caller's diagram would be (the shapes of
// bench/eyesdb_benchmark.cc): EyeTable::Lookup() of the EyeGraph and of the
// diagram give the general path's answer, and the index gives it itself.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "eyeshape/eyeshape.h"
#include "tables/generation/polyomino.h"
#include "tables/io/table_reader.h"
#include "tables/lookup/default_table.h"
#include "tables/lookup/lookup_internal.h"
#include "tables/lookup/small_index.h"

namespace eyeshape::tables {
namespace {

TEST(SmallIndexSlowTest, EveryEntryUnderEveryGridSymmetry) {
  const TableReader reader = TableReader::Open(DefaultTableImage()).value();
  const SmallIndex index(reader);
  for (int n = 1; n <= SmallIndex::kMaxSize; ++n) {
    const std::span<const std::uint8_t> records = reader.Records(n);
    for (std::size_t i = 0; i < records.size(); i += RecordBytes(n)) {
      const std::uint8_t* record = records.data() + i;
      const solver::Eyespace entry = EntryEyespace(n, record);
      const auto drawing = EntryDrawing(reader, n, record);
      ASSERT_TRUE(drawing.has_value());
      for (int symmetry = 0; symmetry < kNumGridSymmetries; ++symmetry) {
        const std::string diagram = DrawnDiagram(*drawing, entry, symmetry);
        const EyeGraph graph = ToEyeGraph(solver::ParseEyespace(diagram).value().eyespace);
        const LookupResult general = LookupGeneral(reader, graph);
        ASSERT_TRUE(general.hit()) << diagram << ": " << general.message;
        LookupResult fast;
        ASSERT_TRUE(index.Lookup(graph, fast)) << diagram;
        const LookupResult public_api = EyeTable::Default().Lookup(graph);
        const LookupResult text = EyeTable::Default().Lookup(diagram);
        for (const LookupResult* result :
             {static_cast<const LookupResult*>(&fast), &public_api, &text}) {
          EXPECT_EQ(result->status, general.status) << diagram;
          EXPECT_STREQ(result->value.data(), general.value.data()) << diagram;
          EXPECT_EQ(result->attack, general.attack) << diagram;
          EXPECT_EQ(result->defense, general.defense) << diagram;
        }
        if (HasFailure()) return;
      }
    }
  }
}

}  // namespace
}  // namespace eyeshape::tables
