// SPDX-License-Identifier: MIT
// File: tests/tables/eyesdb_export_slow_test.cc
// The round trip of eyesdb_export_test.cc on the built-in table up to 7 cells
// (58608 patterns: 10362 centre, 48246 edge and corner): the exported file
// read back with the eyes.db reader and checked with the `check` logic
// against the solver, every pattern "agree" under the strictest marks rule,
// and every centre entry answered exactly by GNU Go's first-match rule
// (through EyesDbIndex, which IndexAnswersAsTheFileOrderScan checks against
// the plain scan). The whole 8-cell export (117306 patterns) is left to
// `eyeshape check` (docs/eyesdb-report.md).

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "solver/solver.h"
#include "tables/eyesdb/eyesdb.h"
#include "tables/eyesdb/eyesdb_match.h"
#include "tables/eyesdb_tools/eyesdb_check.h"
#include "tables/eyesdb_tools/eyesdb_export.h"
#include "tables/io/table_reader.h"
#include "tables/lookup/default_table.h"

namespace eyeshape::tables {
namespace {

constexpr int kMaxSize = 7;

TEST(EyesDbExportSlowTest, BuiltInTableUpToSevenCellsRoundTrips) {
  const TableReader table = TableReader::Open(DefaultTableImage()).value();
  const std::string text = FormatEyesDbExport(
      ExportEyesDb(table, ExportOptions{.max_size = kMaxSize}), table.parameters(), {});
  Result<EyesDb> parsed = ParseEyesDb(text);
  ASSERT_TRUE(parsed.ok()) << parsed.error();
  const EyesDb db = std::move(parsed).value();

  CheckOptions options;
  options.game.model = table.parameters().model;
  options.game.outer_liberties = table.parameters().outer_liberties;
  options.marks = MarksRule::kEqual;
  options.threads = 2;
  const std::vector<PatternCheck> checks = CheckEyesDb(db, options);
  int agree = 0;
  for (const PatternCheck& check : checks) {
    if (check.status == CheckStatus::kAgree) {
      ++agree;
    } else {
      ADD_FAILURE() << "Pattern " << db.patterns[static_cast<std::size_t>(check.index)].name << ": "
                    << CheckStatusName(check.status) << ", " << check.reason;
    }
  }
  EXPECT_EQ(agree, static_cast<int>(db.patterns.size()));

  // Every entry: the first match carries the entry's value and vital points.
  const EyesDbIndex index(db);
  for (int n = 1; n <= kMaxSize; ++n) {
    const std::span<const std::uint8_t> records = table.Records(n);
    for (std::size_t i = 0; i < records.size(); i += RecordBytes(n)) {
      const TableEntry entry =
          TableReader::Decode(RecordKind::kCentre, n, records.data() + i).value();
      const EyesDbQuery query{EntryEyespace(n, records.data() + i), {}};
      const std::optional<EyesDbMatch> match = index.FirstMatch(query);
      ASSERT_TRUE(match.has_value()) << "no pattern for an entry of size " << n;
      const EyesDbPattern& pattern = db.patterns[static_cast<std::size_t>(match->pattern_index)];
      ASSERT_EQ(pattern.value, entry.value) << "Pattern " << pattern.name;
      ASSERT_EQ(MarksOnQuery(pattern, match->vertex_map), entry.vital)
          << "Pattern " << pattern.name;
    }
  }
}

}  // namespace
}  // namespace eyeshape::tables
